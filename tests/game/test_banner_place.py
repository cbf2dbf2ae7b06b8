"""The playback banner never hides the room its line is about: over the map's top as a rule, over its bottom
when the room sits under the top (room 5 at 1280 × 720); the die rolls from the banner into the map."""

from __future__ import annotations

import pytest

from engine import api
from game import demo
from game.session import FeedItem
from tests.game.conftest import frames, open_board


def banner_during(app, board, session, entry):
    session.feed.append(FeedItem(entry))
    boxes = []
    for _ in range(600):
        frames(app)
        if getattr(board, "_banner_box", None) is not None and board.playback.active:
            boxes.append(board._banner_box.copy())
        if not board.playback.active and not session.feed:
            break
    return boxes


@pytest.mark.rule("PUB-NOISE-02")
def test_the_banner_steps_aside_from_the_room_it_tells_about(app):
    app.settings.animation_speed = 1.0
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    rooms = sorted(board.layout.rooms, key=lambda r: board.layout.room_rect(r).top)
    top, bottom = rooms[0], rooms[-1]
    for room in (top, bottom):
        entry = api.LogEntry("PUB-NOISE-02", "noise_roll", {"seat": 0, "face": "3", "room": room})
        boxes = banner_during(app, board, session, entry)
        assert boxes, "no banner was shown"
        assert not any(box.colliderect(board.layout.room_rect(room)) for box in boxes), room
    at_top = banner_during(app, board, session, api.LogEntry("PUB-NOISE-02", "noise_roll",
                                                             {"seat": 0, "face": "3", "room": bottom}))
    assert at_top[0].top < board.layout.map.centery  # the usual place when nothing is hidden
