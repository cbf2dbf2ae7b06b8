"""Continue on the title screen resumes the newest autosave that can be resumed: a damaged newest one is
skipped with a message naming it (on the board), and a folder of only damaged autosaves says why on the title."""

from __future__ import annotations

import os

import pytest

from engine import api
from game.scene import Push
from game.scenes.board import BoardScene
from game.scenes.title import TitleScene
from saves import paths
from saves.autosave import autosave
from tests.game.conftest import frames, press_button


def write_autosave(seed: int, stop: int, when: float):
    config = {"seats": 2, "seed": seed}
    state, choices = api.new_game(config), []
    while len(choices) < stop:
        choice = state.pending.options[len(choices) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    path = autosave(paths.autosaves_dir(), config, choices, state)
    os.utime(path, (when, when))
    return path


def open_title(app) -> TitleScene:
    title = TitleScene()
    app.stack.apply(Push(title))
    frames(app, 2)
    return title


@pytest.mark.rule("PUB-ROUND-01")
def test_continue_skips_a_damaged_newest_autosave_and_says_so(app):
    older = write_autosave(seed=3, stop=20, when=1_700_000_000)
    newer = write_autosave(seed=5, stop=20, when=1_700_000_100)
    damaged = newer.read_bytes()[:500]
    newer.write_bytes(damaged)
    open_title(app)

    press_button(app, "Continue")

    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    assert board.session.config["seed"] == 3  # the older game (its bots may have moved on already)
    assert newer.name in board.message and "damaged" in board.message and older.name in board.message
    assert newer.read_bytes() == damaged and older.exists()


@pytest.mark.rule("PUB-ROUND-01")
def test_continue_with_only_damaged_autosaves_stays_on_the_title_with_the_reason(app):
    path = write_autosave(seed=3, stop=20, when=1_700_000_000)
    path.write_bytes(b"{")
    title = open_title(app)

    press_button(app, "Continue")

    assert app.stack.top is title and app.session is None
    assert path.name in title.message and "damaged" in title.message
    assert path.read_bytes() == b"{"
