"""The Chytrids' growth as the digest's reference algorithm writes it (§7.2): placing Spores, Sporelings and
Mycelium, the Lab board's stack, growing and damaging Sporelings, and the overrun when Mycelium runs out. Each
test arranges a Facility, calls one line of the algorithm and checks what a player would see on the board."""

from __future__ import annotations

import pytest

from engine import api
from engine.effects import GameOver
from engine.species.chytrids import growth
from engine.species.chytrids.look import look
from engine.species.chytrids.state import Sporeling, chytrids, mycelium_left, spores_left
from tests.engine.chytrid_helpers import chytrid_facility, lab_levels, mycelium_in, spore_in, sporeling_in
from tests.engine.factories import entries

ROOM, OTHER = "L004", "L006"


@pytest.fixture
def state():
    return chytrid_facility(seats=2)


@pytest.mark.rule("CHY-SPO-01", "CHY-GEN-03", "SUM-03")
def test_a_spore_lands_in_an_empty_room_and_leaves_the_supply(state):
    growth.place_spore(state, ROOM, "CHY-SPREAD-01")
    assert chytrids(state).spore_rooms == [ROOM] and spores_left(state) == 14
    assert entries(state.log, "spore_placed")[-1].rule == "CHY-SPREAD-01"
    assert all(ch.light_wounds == 0 and not ch.serious for ch in state.characters)  # it harms no one


@pytest.mark.rule("CHY-SPO-03", "CHY-SPO-06", "CHY-SPL-10", "CHY-LAB-01", "SUM-03")
def test_a_second_spore_becomes_the_leftmost_lab_sporeling_and_the_spore_goes_back(state):
    spore_in(state, ROOM)
    growth.place_spore(state, ROOM, "CHY-SPREAD-01")
    c = chytrids(state)
    assert ROOM not in c.spore_rooms and spores_left(state) == 15
    assert c.sporeling_rooms[ROOM] == Sporeling("purple", 1)  # the leftmost space is purple (GAP-CHY-07)
    assert lab_levels(state)[0] == "-" and lab_levels(state)[1] == "G1"


@pytest.mark.rule("CHY-SPO-05", "CHY-EXP-06")
@pytest.mark.parametrize("form", ["sporeling", "mycelium"])
def test_no_spore_lands_on_a_sporeling_or_mycelium(state, form):
    sporeling_in(state, ROOM) if form == "sporeling" else mycelium_in(state, ROOM)
    growth.place_spore(state, ROOM, "CHY-SPREAD-01")
    assert ROOM not in chytrids(state).spore_rooms and spores_left(state) == 15
    assert entries(state.log, "spore_not_placed")[-1].rule == "CHY-SPO-05"


@pytest.mark.rule("CHY-SPO-02")
def test_with_no_spore_left_in_the_supply_a_sporeling_grows_instead(state):
    rooms = [r for r in sorted(state.tiles) if r != ROOM][:15]
    spore_in(state, *rooms)
    growth.place_spore(state, ROOM, "CHY-SPREAD-01")
    assert ROOM in chytrids(state).sporeling_rooms and entries(state.log, "no_spore_left")


@pytest.mark.rule("CHY-SPO-03", "CHY-SPL-05", "CHY-MYC-07")
def test_a_spore_on_a_spore_with_an_empty_lab_board_makes_mycelium(state):
    chytrids(state).lab_spaces = [None] * 10
    chytrids(state).sporeling_rooms = {f"L0{10 + i}": Sporeling("purple" if i % 2 else "green", 1) for i in range(10)}
    spore_in(state, ROOM)
    growth.place_spore(state, ROOM, "CHY-SPREAD-01")
    c = chytrids(state)
    assert ROOM in c.mycelium_rooms and ROOM not in c.spore_rooms and mycelium_left(state) == 7


@pytest.mark.rule("CHY-SPL-04", "CHY-SPL-07", "SUM-04")
@pytest.mark.parametrize("form", ["sporeling", "mycelium"])
def test_no_sporeling_is_placed_on_a_sporeling_or_on_mycelium(state, form):
    sporeling_in(state, ROOM, "green", 2) if form == "sporeling" else mycelium_in(state, ROOM)
    before = lab_levels(state)
    growth.place_sporeling(state, ROOM, "CHY-ENC-02")
    assert lab_levels(state) == before
    assert chytrids(state).sporeling_rooms.get(ROOM) == (Sporeling("green", 2) if form == "sporeling" else None)


@pytest.mark.rule("CHY-SPL-09", "CHY-LAB-02", "CHY-SPL-06", "CHY-SPL-01", "CHY-SPL-02", "CHY-SPL-03")
def test_a_placed_sporeling_keeps_the_level_it_had_on_the_lab_board_and_starts_no_encounter(state):
    chytrids(state).lab_spaces[0] = Sporeling("purple", 3)
    state.characters[0].room = ROOM
    growth.place_sporeling(state, ROOM, "CHY-ENC-02")
    assert chytrids(state).sporeling_rooms[ROOM] == Sporeling("purple", 3)
    assert not entries(state.log, "encounter") and not state.stack and not state.intruders


@pytest.mark.rule("CHY-LAB-03", "CHY-SPL-08", "CHY-MYC-07", "CHY-MYC-02", "CHY-MYC-01")
def test_mycelium_sends_the_sporeling_back_to_the_rightmost_free_lab_space_at_level_one(state):
    for room in ("L001", "L002"):  # two spaces taken from the left: spaces 1 and 2 are free
        growth.place_sporeling(state, room, "CHY-ENC-02")
    chytrids(state).sporeling_rooms["L002"].level = 3
    growth.place_mycelium(state, "L002", "CHY-GROW-04")
    assert lab_levels(state)[:3] == ["-", "G1", "P1"]  # the green one back at space 2, at level 1
    assert "L002" in chytrids(state).mycelium_rooms and "L002" not in chytrids(state).sporeling_rooms


@pytest.mark.rule("CHY-LAB-01", "CHY-LAB-03")
def test_the_lab_board_is_a_stack_the_last_sporeling_returned_is_the_next_placed(state):
    growth.place_sporeling(state, "L001", "CHY-ENC-02")  # purple from space 1
    growth.place_sporeling(state, "L002", "CHY-ENC-02")  # green from space 2
    growth.damage_sporeling(state, "L001", 1, "CHY-SPL-15")  # purple back on space 2
    growth.place_sporeling(state, "L003", "CHY-ENC-02")
    assert chytrids(state).sporeling_rooms["L003"].colour == "purple"


@pytest.mark.rule("CHY-MYC-04", "CHY-MYC-05", "CHY-MYC-08")
def test_a_redundant_mycelium_does_nothing_even_with_the_supply_empty(state):
    mycelium_in(state, *[f"L0{10 + i}" for i in range(8)])
    growth.place_mycelium(state, "L010", "CHY-GROW-04")
    assert not state.over and mycelium_left(state) == 0
    assert entries(state.log, "mycelium_already")


@pytest.mark.rule("CHY-MYC-05", "CHY-MYC-09", "SUM-05")
def test_a_ninth_mycelium_overruns_the_facility_and_everyone_inside_dies(state):
    mycelium_in(state, *[f"L0{10 + i}" for i in range(8)])
    state.characters[1].status = "evacuated"  # already out by CSS: lives on to the Victory Check
    state.characters[0].room = "L025"  # the Isolation Room does not shelter from it
    with pytest.raises(GameOver):
        growth.place_mycelium(state, ROOM, "CHY-GROW-04")
    assert state.over and state.end_reason == "overrun"
    assert state.characters[0].status == "dead" and state.characters[1].status == "evacuated"
    dead = entries(state.log, "character_dead")[-1]
    assert dead.args["cause"] == "overrun" and dead.rule == "CHY-MYC-05"


@pytest.mark.rule("CHY-MYC-05")
def test_the_overrun_ends_a_game_played_through_the_api_with_its_own_sentence(state):
    mycelium_in(state, *[f"L0{10 + i}" for i in range(8)])
    chytrids(state).sporeling_rooms[ROOM] = Sporeling("purple", 3)
    chytrids(state).lab_spaces[0] = None
    state.stack.clear()
    from engine.flow import push, run

    state.characters[0].hand = []
    push(state, "ev_event_card")
    from tests.engine.factories import top

    top(state.event_deck, "foul_air")  # grows purple twice
    run(state)
    assert state.over and api.end_text(state.config, state.end_reason).startswith("The growth overran everything")


@pytest.mark.rule("CHY-GROW-04", "SUM-04")
def test_a_level_three_sporeling_that_grows_becomes_mycelium(state):
    sporeling_in(state, ROOM, "green", 3)
    growth.grow_room(state, ROOM, "CHY-GROW-06")
    c = chytrids(state)
    assert ROOM in c.mycelium_rooms and ROOM not in c.sporeling_rooms
    assert entries(state.log, "sporeling_to_mycelium")[-1].rule == "CHY-GROW-04"


@pytest.mark.rule("CHY-GROW-07", "CHY-GROW-08", "CHY-QN-12")
def test_a_lab_growth_skips_level_three_sporelings_to_the_first_that_can_grow(state):
    c = chytrids(state)
    c.lab_spaces[0].level = 3
    growth.lab_grow_leftmost(state, "CHY-QN-12")
    assert lab_levels(state)[:2] == ["P3", "G2"]


@pytest.mark.rule("CHY-GROW-07")
def test_with_every_lab_sporeling_at_level_three_a_lab_growth_does_nothing_and_makes_no_mycelium(state):
    for s in chytrids(state).lab_spaces:
        s.level = 3
    growth.lab_grow_leftmost(state, "CHY-BAG-03")
    assert mycelium_left(state) == 8 and entries(state.log, "lab_growth_nothing")


@pytest.mark.rule("CHY-SPL-15", "CHY-SPL-16", "CHY-LAB-03", "SUM-06")
def test_each_damage_lowers_the_level_and_at_zero_the_sporeling_returns_to_the_lab(state):
    sporeling_in(state, ROOM, "green", 2)
    growth.damage_sporeling(state, ROOM, 1, "CHY-SPL-15")
    assert chytrids(state).sporeling_rooms[ROOM].level == 1
    growth.damage_sporeling(state, ROOM, 1, "CHY-SPL-15")
    assert ROOM not in chytrids(state).sporeling_rooms
    assert sorted(lab_levels(state)).count("G1") == 5


@pytest.mark.rule("CHY-MYC-03", "CHY-SPO-07", "CHY-GEN-02")
def test_mycelium_and_spores_are_no_targets_only_the_sporeling_is(state):
    from engine.rules.combat import room_targets

    spore_in(state, ROOM)
    mycelium_in(state, OTHER)
    sporeling_in(state, "L001")
    assert room_targets(state, ROOM) == [] and room_targets(state, OTHER) == []
    assert room_targets(state, "L001") == ["sporeling@L001"]


@pytest.mark.rule("CHY-SPL-02", "CHY-LAB-02")
def test_the_board_shows_each_room_growth_with_its_colour_and_level(state):
    sporeling_in(state, ROOM, "green", 2)
    spore_in(state, "L001")
    mycelium_in(state, OTHER)
    badges = {b.room: b for b in api.board_look(api.view(state, 0)).badges}
    assert badges[ROOM].text == "G2" and badges[ROOM].pips == 2 and badges[ROOM].of == 3
    assert badges[ROOM].colour and "CHY-SPL-11" in badges[ROOM].hint
    assert badges["L001"].text == "SPORE" and badges[OTHER].text == "MYCELIUM"
    assert any(p.key == ("track", "lab_board") for p in look(api.view(state, 0)))
