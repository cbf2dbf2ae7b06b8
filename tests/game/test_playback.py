"""Bot turns and Event steps play back one log line at a time at the speed set in Settings, with the die
shown and heard for a Noise roll; Space skips the rest."""

from __future__ import annotations

import pygame
import pytest

from game import demo
from tests.game.conftest import frames, key, open_board


def moved_and_paid(app):
    app.settings.animation_speed = 1.0
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    board.submit(next(o for o in session.state.pending.options if o.kind == "move"))
    board.skip()
    board.submit(session.state.pending.options[0])
    return board, session


@pytest.mark.rule("PUB-NOISE-02", "PUB-MOVE-01")
def test_a_move_plays_back_line_by_line_with_the_die_shown_and_heard(app):
    board, session = moved_and_paid(app)
    seen, sounds = [], []
    for _ in range(5000):  # other characters may first answer an Interruption question
        frames(app)
        current = board.playback.current
        if current is not None and (not seen or seen[-1] is not current):
            seen.append(current)
            sounds.append(board.last_sound)
        if any(i.entry.kind == "character_moved" for i in seen) and not board.playback.active \
                and not session.feed:
            break
    kinds = [item.entry.kind for item in seen]
    assert "character_moved" in kinds
    assert len(seen) >= 3  # one line at a time, each with its own moment on screen
    for kind, sound in zip(kinds, sounds, strict=True):
        if kind == "noise_roll":
            assert sound == "die"


@pytest.mark.rule("PUB-MOVE-01")
def test_space_skips_the_playback_and_every_line_still_reaches_the_log(app):
    board, session = moved_and_paid(app)
    lines_before = len(board.log.lines)
    queued = len(session.feed) + (1 if board.playback.current else 0)
    key(app, pygame.K_SPACE)
    assert not board.playback.active
    assert len(board.log.lines) >= lines_before + queued - 1
