"""Every corridor shows its whole number plate, its door tag and its Noise marker, however short it is (the
Cockpit to room 3 and room 3 to room 7 are the shortest): no room tile or figure covers them, and no other
marker hides a Noise marker."""

from __future__ import annotations

import pytest

from engine import api
from game.session import Session
from tests.game.conftest import frames, open_board

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def board_with_everything(app):
    """A board where every corridor holds a Noise marker and alternate corridors a closed or broken door."""
    session = Session({"seats": 2, "seed": 2}, ["human", "bot:easy"])
    state = session.state
    corridors = sorted(api.content({}).corridors)
    state.noise = list(corridors)
    state.doors = {c: ("closed" if i % 2 else "destroyed") for i, c in enumerate(corridors)}
    return open_board(app, session), corridors


def inner_points(rect):
    r = rect.inflate(-4, -4)
    return [r.center, r.topleft, r.topright, r.bottomleft, r.bottomright]


def rects_with(board, corridor: str, words: str):
    return [rect for rect, key, tip in board.hits.rects
            if key == ("corridor", corridor) and words in tip]


@pytest.mark.rule("PUB-NOISE-03", "PUB-MAP-01")
@pytest.mark.parametrize("size", SIZES)
def test_a_noise_marker_shows_on_every_corridor_however_short(app, size):
    app.apply_display(size, False)
    board, corridors = board_with_everything(app)
    frames(app, 1)
    for corridor in corridors:
        markers = rects_with(board, corridor, "Noise marker in corridor")
        assert len(markers) == 1, f"no Noise marker drawn on {corridor} at {size}"
        key, tip = board.hits.at(markers[0].center)
        assert key == ("corridor", corridor) and "Noise" in tip, \
            f"the Noise marker on {corridor} is covered by {key} at {size}"


@pytest.mark.rule("PUB-MAP-01", "PUB-DOOR-02")
@pytest.mark.parametrize("size", SIZES)
def test_corridor_plates_and_door_tags_are_never_covered(app, size):
    app.apply_display(size, False)
    board, corridors = board_with_everything(app)
    frames(app, 1)
    for corridor in corridors:
        (plate, *_rest) = [r for r in rects_with(board, corridor, "(PUB-MAP-01)")]
        label = "/".join(str(n) for n in api.content({}).corridors[corridor].numbers)
        (tag,) = rects_with(board, corridor, f"Corridor {label}: a ")
        for rect, what in ((plate, "number plate"), (tag, "door tag")):
            for point in inner_points(rect):
                key, _tip = board.hits.at(point)
                assert key[0] == "corridor", f"the {what} of {corridor} is covered by {key} at {size}"
