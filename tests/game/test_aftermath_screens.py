"""The Aftermath line on screen: the new-game screen offers the crew lines the chosen map allows (a game started
there drafts them on the board), each Aftermath character has a silhouette of its own, and the Bounty Hunter's
Objective cards and contract show on its panel."""

from __future__ import annotations

import pytest

from engine import api
from game.board import piece_looks
from game.board.shapes import SHAPES, sprite
from game.scene import Push
from game.scenes.board import BoardScene
from game.scenes.title import TitleScene
from tests.game.conftest import frames, press_button

AFTERMATH = ("android", "bounty_hunter", "president", "psychologist", "convict", "doctor")


def _labels(scene) -> set[str]:
    return {getattr(w, "text", "") for w in scene.widgets if getattr(w, "visible", True)}


@pytest.mark.rule("AFT-SEL-01", "AFT-GEN-01")
def test_the_new_game_screen_offers_the_crew_lines_of_the_chosen_map_and_starts_a_draft_with_them(app):
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "New game")
    setup = app.stack.top
    assert "Aftermath characters and the Doctor" in _labels(setup)
    assert "Original Nemesis crew" not in _labels(setup)  # the ship plays its own crew anyway
    press_button(app, "Lockdown complex")
    assert {"Original Nemesis crew", "Aftermath characters and the Doctor"} <= _labels(setup)
    press_button(app, "Aftermath characters and the Doctor")
    config, _players = setup.config()
    assert config["crew"] == "aftermath"
    setup.seed_entry.set_text("3")
    press_button(app, "Start")
    frames(app, 3)
    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    assert board.session.state.config["crew"] == "aftermath"


@pytest.mark.rule("AFT-GEN-01")
def test_the_default_new_game_names_no_crew_line(app):
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "New game")
    config, _players = app.stack.top.config()
    assert "crew" not in config


@pytest.mark.rule("AFT-GEN-01", "PUB-COMP-02")
def test_every_aftermath_character_has_a_silhouette_of_its_own(app):
    content = api.content({"crew": "aftermath"})
    shapes = [piece_looks.character_shape(c, content) for c in AFTERMATH]
    base = {piece_looks.character_shape(c, content) for c in content.characters if c not in AFTERMATH}
    assert all(s in SHAPES for s in shapes) and len(set(shapes)) == 6 and not set(shapes) & base
    lockdown = api.content({"map": "lockdown", "species": "night_stalkers", "crew": "aftermath"})
    assert [piece_looks.character_shape(c, lockdown) for c in AFTERMATH] == shapes
    pictures = {bytes(sprite(s, 48, (200, 60, 60)).get_view("2")) for s in shapes}
    assert len(pictures) == 6  # six different drawings, not six names for one


@pytest.mark.rule("AFT-BH-04", "AFT-BH-05")
def test_the_bounty_hunters_panel_shows_its_objective_cards_and_then_a_secret_contract():
    state = api.new_game({"seats": 2, "seed": 4, "characters": "bounty_hunter,captain", "crew": "aftermath"})
    marks = [m for m in api.board_look(api.view(state, 1)).marks if m.seat == 0]
    assert [m.text for m in marks] == ["2 BOUNTY OBJECTIVES"]
    from engine.crews.aftermath.state import aftermath_state

    aftermath_state(state).contracts["0"] = "aft_contract_trophy"
    own = [m.text for m in api.board_look(api.view(state, 0)).marks if m.seat == 0]
    theirs = [m.text for m in api.board_look(api.view(state, 1)).marks if m.seat == 0]
    assert own == ["CONTRACT: TROPHY HUNT"] and theirs == ["CONTRACT TAKEN"]
