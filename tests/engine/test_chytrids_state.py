"""The Chytrids' part of the state seen, sampled, checked and saved: every seat sees the growth and both boards
(they lie face up), the bag and the face-down Weaknesses stay the core's secrets, the Hard bot's sample shows each
seat the view it came from, a damaged part is refused in words, and a save keeps it."""

from __future__ import annotations

import msgspec
import pytest

from engine import api, rng
from engine.ai.determinize import determinize
from engine.species.chytrids.state import Sporeling, chytrid_view, chytrids
from engine.state_check import StateError, check_state
from saves import format as save_format
from tests.engine.chytrid_helpers import chytrid_facility, mycelium_in, queen_out, rotstalk_out, spore_in, sporeling_in
from tests.engine.factories import reask


@pytest.fixture
def grown():
    state = chytrid_facility(seats=3)
    sporeling_in(state, "L004", "green", 2)
    spore_in(state, "L001")
    mycelium_in(state, "L006")
    rotstalk_out(state, "L002")
    queen_out(state, "L006")
    chytrids(state).spore_boards = [1]
    reask(state)  # a decision pending, as in any saved game
    return state


@pytest.mark.rule("CHY-QB-02", "CHY-LAB-01", "CHY-SPL-02")
def test_every_seat_sees_the_growth_and_both_boards(grown):
    for seat in range(-1, 3):
        v = chytrid_view(api.view(grown, seat))
        assert v.sporeling_rooms == {"L004": Sporeling("green", 2)} and v.spore_rooms == ("L001",)
        assert v.ring[0] is False and not v.queen_home and v.spore_boards == (1,)
        assert v.lab_spaces == tuple(chytrids(grown).lab_spaces)


@pytest.mark.rule("CHY-NEM-08")
def test_the_bag_and_the_face_down_weaknesses_stay_hidden():
    state = api.new_game({"seats": 2, "seed": 8, "map": "lockdown", "species": "chytrids"})
    view = api.view(state, 0)
    text = msgspec.json.encode(view).decode()
    assert view.bag_size == len(state.bag) == 15 and '"rotstalk_1"' not in text
    hidden = [c for s, c in state.weaknesses.items() if c not in state.revealed_weaknesses]
    assert hidden and not any(f'"{c}"' in text for c in hidden)


@pytest.mark.rule("CHY-LAB-04")
def test_a_determinised_state_shows_each_seat_the_view_it_came_from(grown):
    for seat in range(3):
        seen = api.bot_view(grown, seat)
        sample = determinize(seen, rng.Rng(seat + 5))
        again = api.view(sample, seat, log_from=len(sample.log))
        assert chytrid_view(again) == chytrid_view(seen)


@pytest.mark.rule("CHY-SPL-04", "CHY-SPO-05", "CHY-QB-01")
@pytest.mark.parametrize(("damage", "says"), [
    (lambda c: c.spore_rooms.append("L004"), "two forms of growth"),
    (lambda c: c.lab_spaces.__setitem__(9, None), "not the box's"),
    (lambda c: c.ring.__setitem__(5, False), "do not add up"),
    (lambda c: c.sporeling_rooms.__setitem__("L004", Sporeling("green", 5)), "level outside"),
    (lambda c: c.spore_boards.append(7), "seat not at the table"),
])
def test_a_damaged_part_is_refused_in_words(grown, damage, says):
    check_state(grown)  # a sound board first
    damage(chytrids(grown))
    with pytest.raises(StateError, match=says):
        check_state(grown)


@pytest.mark.rule("CHY-SET-08")
def test_a_game_saved_and_loaded_keeps_the_growth(tmp_path):
    state = api.new_game({"seats": 2, "seed": 5, "map": "lockdown", "species": "chytrids"})
    from engine.ai import bots

    choices = []
    while state.pending is not None and state.turn < 4:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), 5)
        api.apply(state, move.choice)
        choices.append(move.choice)
    path = tmp_path / "chytrids.json"
    save_format.save(path, dict(state.config), choices, state)
    loaded = save_format.load(path)
    assert loaded.warning == "" and api.state_hash(loaded.state) == api.state_hash(state)
    assert chytrids(loaded.state) == chytrids(state)


@pytest.mark.rule("CHY-ROT-04")
def test_a_finished_game_whose_board_took_its_figures_along_still_checks(grown):
    from engine.species.chytrids.state import check_part

    grown.intruders = []  # the Facility destroyed with every figure on it
    grown.over = True
    assert check_part(grown) == []
    grown.over = False
    assert any("do not add up" in fault for fault in check_part(grown))
