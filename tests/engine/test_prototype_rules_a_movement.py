"""Movement and Escape in a 2018 prototype game, and when a character is in combat (base-game.md §5.1-§5.2:
BASE-MOVE-*, BASE-ACT-09). Every state is a prototype game on the fixed test board of
tests/engine/combat_helpers.py: R11 (Hibernatorium) -> K10 -> R06 (Canteen) -> K09 -> R07."""

import pytest

from engine import api
from engine.catalog import cat
from engine.rules.board import board_neighbours, in_combat
from engine.rulesets.prototype.state import proto
from tests.engine.combat_helpers import NEST, act, board, entries, reask
from tests.engine.factories import choose, place, put_intruder, set_hand, top

CARDS = ["scout_rest", "scout_search_1", "scout_demolition", "scout_adrenaline"]


def scout(room="R06", seats=1, cards=CARDS):
    state = board(seats=seats, characters=["scout", "soldier", "pilot"][:seats], ruleset="prototype")
    for seat in range(seats):
        place(state, seat, room)
    set_hand(state, 0, list(cards))
    return reask(state)


def moves(state):
    return {o.args for o in state.pending.options if o.kind == "move"}


# ---- Movement ----

@pytest.mark.rule("BASE-MOVE-01")
def test_movement_discards_one_card_and_goes_to_a_neighbouring_room(script):
    state = scout()
    script.rolls("silence")

    assert moves(state) == {(room, corridor) for corridor, room in board_neighbours(state, "R06")}
    new = act(state, "move", "R07", "K09")

    ch = state.characters[0]
    assert ch.room == "R07" and len(ch.hand) == 3 and len(ch.discard) == 1
    assert [(e.args["src"], e.args["room"]) for e in entries(new, "character_moved")] == [("R06", "R07")]


@pytest.mark.rule("BASE-MOVE-02")
def test_a_closed_door_makes_two_rooms_not_adjacent_a_destroyed_door_does_not():
    state = scout()
    state.doors["K09"] = "closed"  # R06-R07
    state.doors["K10"] = "destroyed"  # R06-R11
    reask(state)

    assert ("R07", "K09") not in moves(state) and ("R11", "K10") in moves(state)
    with pytest.raises(api.IllegalChoice):
        choose(state, "move", "R07", "K09")


@pytest.mark.rule("BASE-MOVE-09")
def test_an_undressed_leg_wound_makes_movement_cost_two_cards(script):
    state = scout()
    ch = state.characters[0]
    ch.serious = ["leg_1"]
    reask(state)
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    assert ch.room == "R07" and len(ch.hand) == 2 and len(ch.discard) == 2


@pytest.mark.rule("BASE-MOVE-09")
def test_with_a_leg_wound_one_card_is_not_enough_to_move_but_a_dressed_one_is():
    state = scout(cards=["scout_rest"])
    ch = state.characters[0]
    ch.serious = ["leg_1"]
    reask(state)
    assert not moves(state)

    ch.serious, ch.dressed = [], ["leg_1"]
    reask(state)
    assert ("R07", "K09") in moves(state)


@pytest.mark.rule("BASE-MOVE-10", "BASE-ACT-09")
def test_a_larva_on_the_sheet_moves_along_without_an_escape_or_an_attack(script):
    state = scout(room="R11")
    proto(state).sheet_larvae[0] = 1
    reask(state)
    assert in_combat(state, 0)  # a Larva on the sheet means combat
    script.rolls("silence")

    new = act(state, "move", "R06", "K10")

    assert state.characters[0].room == "R06" and proto(state).sheet_larvae[0] == 1
    assert not entries(new, "escape") and not entries(new, "intruder_attacks")


# ---- in combat ----

@pytest.mark.rule("BASE-ACT-09")
def test_an_intruder_in_the_room_or_being_in_the_nest_means_combat_an_egg_does_not():
    state = scout(room="R07", seats=2)
    place(state, 1, NEST)
    state.objects["R07"] = ["egg"]
    reask(state)
    assert not in_combat(state, 0)  # an Egg on the floor is no Intruder
    assert in_combat(state, 1)  # the Nest

    put_intruder(state, "larva", "R07")
    assert in_combat(state, 0)


# ---- Escape ----

@pytest.mark.rule("BASE-MOVE-05", "BASE-MOVE-06")
def test_leaving_a_room_with_intruders_is_an_escape_they_attack_then_move_then_noise(script):
    state = scout()
    put_intruder(state, "adult", "R06")
    put_intruder(state, "creeper", "R06")
    top(state.attack_deck, "scratch_1", "scratch_2")
    reask(state)
    script.rolls("silence")

    new = act(state, "move", "R07", "K09")

    kinds = [e.kind for e in new]
    ch = state.characters[0]
    assert entries(new, "escape") and len(entries(new, "intruder_attacks")) == 2
    assert max(i for i, k in enumerate(kinds) if k == "intruder_attacks") < kinds.index("character_moved")
    assert kinds.index("character_moved") < kinds.index("noise_roll")
    assert ch.room == "R07" and len(ch.hand) == 3  # 1 card


@pytest.mark.rule("BASE-MOVE-06")
def test_no_noise_roll_after_an_escape_into_a_room_with_a_character():
    state = scout(seats=2)
    place(state, 1, "R07")
    put_intruder(state, "adult", "R06")
    top(state.attack_deck, "scratch_1")
    reask(state)

    new = act(state, "move", "R07", "K09")  # the script fixture is not used: a roll would fail

    assert state.characters[0].room == "R07" and not entries(new, "noise_roll")


@pytest.mark.rule("BASE-MOVE-06")
def test_a_character_killed_by_the_escape_attacks_does_not_move():
    state = scout()
    ch = state.characters[0]
    ch.serious = ["arm_1", "arm_2"]
    put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_1")  # 2 Serious Wounds: Bite kills
    reask(state)

    new = act(state, "move", "R07", "K09")

    assert ch.status == "dead" and not entries(new, "character_moved")


@pytest.mark.rule("BASE-MOVE-07")
def test_nobody_goes_along_with_an_escaping_character(script):
    state = scout(seats=2)
    put_intruder(state, "adult", "R06")
    top(state.attack_deck, "scratch_1")
    reask(state)
    script.rolls("silence")

    new = act(state, "move", "R07", "K09")

    assert [e.args["seat"] for e in entries(new, "character_moved")] == [0]
    assert state.characters[1].room == "R06"
    assert state.pending.seat == 0 and state.pending.kind == "choose_action"  # nobody was asked


@pytest.mark.rule("BASE-MOVE-08")
def test_a_leg_wound_neither_stops_an_escape_nor_raises_its_cost(script):
    state = scout(cards=["scout_rest"])
    ch = state.characters[0]
    ch.serious = ["leg_1"]
    put_intruder(state, "adult", "R06")
    top(state.attack_deck, "scratch_1")
    reask(state)
    assert ("R07", "K09") in moves(state)
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    assert ch.room == "R07" and ch.hand == [] and "scout_rest" in ch.discard
    assert cat(state).wounds["leg_1"].kind == "leg"
