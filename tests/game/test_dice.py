"""Every roll on screen shows its die: it tumbles through the die's real faces and lands on the rolled one,
at the animation speed of Settings (Noise roll, shot, melee, re-roll)."""

from __future__ import annotations

import pytest

from engine import api
from game import demo
from game.session import FeedItem
from tests.game.conftest import frames, open_board

FACES = {"noise_die": api.content({}).options["noise_die"], "combat_die": api.content({}).options["combat_die"]}


def roll_entries(session) -> list[tuple[str, api.LogEntry]]:
    seat = 0
    room = session.state.characters[seat].room
    target = str(session.state.intruders[0].id)
    return [
        ("noise_die", api.LogEntry("PUB-NOISE-02", "noise_roll", {"seat": seat, "face": "danger", "room": room})),
        ("noise_die", api.LogEntry("PUB-NOISE-02", "noise_roll", {"seat": seat, "face": "3", "room": room})),
        ("combat_die", api.LogEntry("PUB-COMBAT-02", "shot", {"seat": seat, "weapon": "six_shooter",
                                                             "target": target, "face": "double", "ammo": 5})),
        ("combat_die", api.LogEntry("PUB-COMBAT-06", "melee", {"seat": seat, "target": target, "face": "creeper"})),
        ("combat_die", api.LogEntry("PUB-COMBAT-05", "combat_reroll", {"seat": seat, "weapon": "six_shooter",
                                                                      "face": "blank"})),
    ]


def watch(app, board, session, entry) -> list[tuple[str, bool]]:
    """Play `entry` back and note what its die shows on each frame."""
    session.feed.append(FeedItem(entry))
    shown = []
    for _ in range(600):
        frames(app)
        if board.die_shown is not None:
            shown.append(board.die_shown)
        if not board.playback.active and not session.feed:
            break
    return shown


@pytest.mark.rule("PUB-NOISE-02", "PUB-COMBAT-02", "PUB-COMBAT-06", "PUB-COMP-03")
def test_every_roll_tumbles_through_real_faces_and_lands_on_the_rolled_face(app):
    app.settings.animation_speed = 1.0
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    for die, entry in roll_entries(session):
        shown = watch(app, board, session, entry)
        tumbling = [face for face, landed in shown if not landed]
        assert len(set(tumbling)) >= 2, f"{entry.kind}: the die did not roll ({shown[:5]})"
        assert set(tumbling) <= set(FACES[die]), f"{entry.kind}: a face the die does not have"
        assert shown[-1] == (entry.args["face"], True)


@pytest.mark.rule("PUB-NOISE-02")
def test_the_die_rolls_at_the_animation_speed_of_settings(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    lengths = {}
    for speed in (1.0, 2.0):
        app.settings.animation_speed = speed
        lengths[speed] = len(watch(app, board, session, roll_entries(session)[1][1]))
    assert lengths[2.0] < lengths[1.0] * 0.7
    app.settings.animation_speed = 0.0
    assert watch(app, board, session, roll_entries(session)[1][1]) == []  # Off: no playback, no die
