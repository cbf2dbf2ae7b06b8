"""The board's flow around the engine: Undo up to the last roll or draw, the hidden hand between human seats,
bots' reasons in the log, autosave at each round and when the window closes, Continue from the title."""

from __future__ import annotations

import pygame
import pytest

from engine import api
from engine.ai import bots
from game import demo
from game.scene import Push
from game.scenes.board import BoardScene
from game.scenes.pass_device import PassDeviceScene
from game.scenes.title import TitleScene
from game.session import Session
from saves import paths
from tests.game.conftest import click, frames, key, open_board, press_button


@pytest.mark.rule("PUB-MOVE-01", "PUB-ACT-02")
def test_ctrl_z_takes_back_a_move_before_its_cards_are_paid(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    before = api.state_hash(session.state)
    move = next(o for o in session.state.pending.options if o.kind == "move")
    board.submit(move)
    assert session.state.pending.kind == "pay_cards" and session.can_undo
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert api.state_hash(session.state) == before
    assert move not in session.choices[-1:]


@pytest.mark.rule("PUB-NOISE-02")
def test_undo_stops_at_a_noise_roll(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    move = next(o for o in session.state.pending.options if o.kind == "move")
    board.submit(move)
    board.submit(session.state.pending.options[0])  # pay: the move happens and the noise die is rolled
    session.wait_bot()  # another character may first consider an Interruption
    assert not session.can_undo
    hash_after = api.state_hash(session.state)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert api.state_hash(session.state) == hash_after


@pytest.mark.rule("PUB-SETUP-16")
def test_the_next_human_sees_nothing_private_until_they_take_the_device(app):
    session = Session({"seats": 2, "seed": 4}, ["human", "human"])
    open_board(app, session)
    top = app.stack.top
    assert isinstance(top, PassDeviceScene) and top.seat == session.pending_seat
    board = app.stack.scenes[-2]
    assert board.viewer == -1 and board.view().seat == -1  # nothing private even below the cover
    click(app, (640, 360))
    assert app.stack.top is board and board.viewer == session.pending_seat
    assert board.view().characters[session.pending_seat].hand is not None or session.state.turn == 0


@pytest.mark.rule("PUB-ROUND-04")
def test_a_bot_move_is_logged_with_its_reason_in_plain_words(app):
    session = Session({"seats": 2, "seed": 8}, ["bot:normal", "bot:normal"])
    board = open_board(app, session)
    for _ in range(400):
        if any("(Normal bot):" in line for _, line, _ in board.log.lines):
            break
        frames(app)
    assert any("(Normal bot):" in line for _, line, _ in board.log.lines)


@pytest.mark.rule("PUB-ROUND-01")
def test_closing_the_window_autosaves_and_continue_resumes_the_same_game(app):
    session = demo.mid_game(seed=11)
    open_board(app, session)
    session.submit(next(o for o in session.state.pending.options if o.kind == "move"))
    expected = api.state_hash(session.state)
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert app.stack.quit
    saved = sorted(paths.autosaves_dir().glob("autosave-*.json"))
    assert saved, "closing the window wrote no autosave"
    app.stack.quit = False
    app.stack.scenes.clear()
    app.session = None
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "Continue")
    frames(app, 2)
    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    assert api.state_hash(board.session.state) == expected


@pytest.mark.rule("PUB-ROUND-01")
def test_a_new_round_writes_an_autosave(app):
    session = Session({"seats": 1, "seed": 3, "mode": "solo"}, ["bot:easy"])
    start = session.state.turn
    while session.state.turn == start and not session.over:
        session.wait_bot()
    assert list(paths.autosaves_dir().glob(f"autosave-*-t{session.state.turn:03d}.json"))


@pytest.mark.rule("PUB-ROUND-01")
def test_quit_to_title_from_the_menu_autosaves_and_offers_continue(app):
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "New game")
    press_button(app, "Quick start")
    frames(app, 2)
    assert isinstance(app.stack.top, BoardScene)
    key(app, pygame.K_ESCAPE)
    press_button(app, "Quit to title")
    frames(app, 2)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    assert app.session is None
    continue_button = next(w for w in app.stack.top.widgets if getattr(w, "text", "") == "Continue")
    assert continue_button.is_enabled


@pytest.mark.rule("PUB-ROUND-01")
def test_a_bug_in_a_scene_autosaves_the_game_and_returns_to_the_title(app, monkeypatch):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    expected = api.state_hash(session.state)

    def broken(*_args):
        raise RuntimeError("boom")

    monkeypatch.setattr(board, "update", broken)
    try:
        app.step([], 1 / 60)
    except RuntimeError:
        app.recover()
    assert isinstance(app.stack.top, TitleScene) and "autosaved" in app.stack.top.message
    assert (paths.data_dir() / "crash-report.txt").read_text().count("boom")
    saved = max(paths.autosaves_dir().glob("autosave-*.json"), key=lambda p: p.stat().st_mtime_ns)
    from saves.format import load

    assert api.state_hash(load(saved).state) == expected


@pytest.mark.rule("PUB-ROUND-04")
def test_a_failing_bot_plays_an_easy_move_instead_of_stopping_the_game(app, monkeypatch):
    session = Session({"seats": 2, "seed": 8}, ["bot:hard", "human"])
    calls = []
    real = bots.bot_move

    def flaky(level, view, seed):
        calls.append(level)
        if level == "hard":
            raise RuntimeError("search failed")
        return real(level, view, seed)

    monkeypatch.setattr(bots, "bot_move", flaky)
    decisions = session.state.decisions
    for _ in range(200):
        session.poll_bot()
        if session.state.decisions > decisions:
            break
    assert session.state.decisions > decisions and "easy" in calls
    assert "failed" in session.message


@pytest.mark.rule("PUB-SETUP-01")
def test_clicking_a_log_line_opens_the_rules_reference_at_its_rule(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    rect = next(r for r, key, _ in board.hits.rects if key[0] == "rule")
    rule = next(key[1] for r, key, _ in board.hits.rects if key[0] == "rule" and r == rect)
    click(app, rect.center)
    from game.scenes.rules import RulesScene

    top = app.stack.top
    assert isinstance(top, RulesScene)
    assert top.selected is not None and top.selected.id == rule


@pytest.mark.rule("PUB-COOP-02", "PUB-SETUP-16")
@pytest.mark.parametrize("mode, hidden", [("coop", "your hand is hidden"),
                                          ("normal", "your hand and Objectives are hidden")])
def test_the_hand_over_screen_says_what_is_hidden_in_this_mode(app, mode, hidden):
    open_board(app, Session({"seats": 2, "seed": 4, "mode": mode}, ["human", "human"]))
    top = app.stack.top
    assert isinstance(top, PassDeviceScene)
    assert top.hidden.endswith(f": {hidden}.")


@pytest.mark.rule("PUB-MOVE-01")
def test_ctrl_z_takes_the_move_out_of_the_log_too(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    shown = [text for _, text, _ in board.log.lines]
    move = next(o for o in session.state.pending.options if o.kind == "move")
    board.submit(move)
    frames(app, 3)
    assert any("action: move" in text for _, text, _ in board.log.lines[len(shown):])
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    frames(app, 2)
    assert [text for _, text, _ in board.log.lines] == shown
