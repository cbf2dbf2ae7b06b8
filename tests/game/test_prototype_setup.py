"""The new-game screen offers the 2018 prototype beside the published rules: choosing it with another species
switches to the Intruders (the ship and the Intruders are what it plays with), the species it cannot play say
why, and a game started from there plays by the prototype's rules on the board (its chips and panel marks)."""

from __future__ import annotations

import pytest

from engine.look import board_look
from game.scene import Push
from game.scenes.board import BoardScene
from game.scenes.title import TitleScene
from tests.game.conftest import frames, press_button


def _button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "text", None) == label and w.visible)


@pytest.mark.rule("BASE-POLICY-02", "BASE-SETUP-11")
def test_choosing_the_prototype_brings_the_intruders_and_a_game_with_its_rules(app):
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "New game")
    press_button(app, "Carnomorphs")
    assert app.stack.top.choice["species"] == "carnomorphs"
    press_button(app, "2018 prototype")
    setup = app.stack.top
    assert setup.choice == {**setup.choice, "ruleset": "prototype", "map": "nemesis_ship", "species": "intruders"}
    assert "played only with the species Intruders" in setup.message
    tip = _button(setup, "Void Seeders").tool_tip_text
    assert "played only with the species Intruders" in tip
    setup.seed_entry.set_text("5")
    press_button(app, "Start")
    frames(app, 3)
    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    state = board.session.state
    assert state.config["ruleset"] == "prototype"
    look = board_look(board.view())
    texts = [c.text for c in look.chips]
    assert "Prototype rules" in texts and any(t.startswith("First victim: ") for t in texts)
    assert any(t.startswith("Panic ") for t in texts)


@pytest.mark.rule("BASE-SETUP-01", "BASE-POLICY-02")
def test_a_prototype_game_cites_its_own_rules_in_the_log_and_the_decision(app):
    from engine import api
    from game.board.sidebar import prompt
    from game.labels import Names

    proto = api.new_game({"seats": 2, "seed": 4, "ruleset": "prototype"})
    pub = api.new_game({"seats": 2, "seed": 4})
    start = next(e for e in proto.log if e.kind == "setup_start")
    names = Names(proto.config)
    assert start.rule == "PUB-SETUP-01" and names.rule(start) == "BASE-SETUP-01"
    assert api.describe_entry(start, proto).endswith("(BASE-SETUP-01)")
    published_start = next(e for e in pub.log if e.kind == "setup_start")
    assert Names(pub.config).rule(published_start) == "PUB-SETUP-01"
    assert prompt(proto.pending, cite=names.cite).endswith(f"({names.cite(proto.pending.rule)})")


@pytest.mark.slow
@pytest.mark.rule("BASE-ROUND-03", "BASE-END-17")
def test_a_human_plays_a_whole_prototype_game_through_the_board(app):
    """One human (random clicks by number key) and a Normal bot, to the game-over screen."""
    import pygame

    from engine.rng import Rng, below
    from game.scenes.game_over import GameOverScene
    from tests.game.conftest import click, key

    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "New game")
    press_button(app, "2018 prototype")
    setup = app.stack.top
    click(app, setup.seat_buttons[1]["bot:normal"].rect.center)
    app.stack.top.seed_entry.set_text("8")
    press_button(app, "Start")
    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    rng = Rng(3)
    for _ in range(60_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        options = board.listed(board.view())
        if options and top is board:
            key(app, pygame.K_1 + below(rng, min(len(options), board.fits, 9)))
        else:
            frames(app)
    assert isinstance(app.stack.top, GameOverScene)
    assert board.session.state.over and board.session.state.config["ruleset"] == "prototype"
    assert any(e.kind == "end_phase" for e in board.session.state.log)
