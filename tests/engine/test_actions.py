"""Actions of part 1: what a character may do in its round, what it costs and how it is paid (PUB-ACT)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.rules.actions import room_action_allowed
from engine.rules.board import in_combat
from engine.species.intruders.state import hive
from tests.engine.factories import (
    CHARACTERS,
    choose,
    explore_all,
    kinds,
    make_game,
    place,
    put_intruder,
    room_with,
    run_op,
    set_hand,
    top,
)

START = "R11"  # the Hibernatorium; neighbours R06, R08, R14, R15 (T1)


def ready(seats: int = 1, hand=None, room: str = START, characters=None):
    """An explored board with the seats in `room`, seat 0 about to act with `hand`."""
    state = make_game(seats=seats, characters=characters)
    explore_all(state)
    for seat in range(seats):
        place(state, seat, room)
    if hand is not None:
        set_hand(state, 0, hand)
    replan(state)
    return state


def replan(state) -> None:
    """Ask seat 0 for its action again after the test changed the board."""
    state.log.clear()
    run_op(state, "choose_action", 0)


def offered(state, kind: str) -> list[api.Choice]:
    return [o for o in state.pending.options if o.kind == kind]


def soldier_cards(n: int) -> list[str]:
    return ["soldier_rest", "soldier_demolition", "soldier_search_1", "soldier_search_2", "soldier_taking_aim",
            "soldier_full_auto", "soldier_interruption", "soldier_basic_repairs"][:n]


# --- PUB-ACT-01 ----------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-01")
@pytest.mark.parametrize("character", [*CHARACTERS, "scientist"])
def test_every_character_has_the_basic_actions(character):
    state = ready(characters=[character])
    assert {"move", "careful", "pass"} <= {o.kind for o in state.pending.options}
    put_intruder(state, "adult", START)
    replan(state)
    assert {"move", "shoot", "melee", "pass"} <= {o.kind for o in state.pending.options}


@pytest.mark.rule("PUB-ACT-01")
def test_a_performed_action_is_logged_with_its_kind(script):
    state = ready(hand=soldier_cards(1))
    script.rolls("silence")
    entries = choose(state, "move", "R06", "K10")
    action = [e for e in entries if e.kind == "action"]
    assert [(e.rule, e.args["seat"], e.args["action"]) for e in action] == [("PUB-ACT-01", 0, "move")]


# --- PUB-ACT-02 / PUB-ACT-03: paying costs -----------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-02")
def test_a_cost_is_paid_by_discarding_exactly_that_many_cards_chosen_by_the_player(script):
    state = ready(hand=soldier_cards(3))
    choose(state, "careful", "R06", "K10")
    assert state.pending.kind == "pay_cards" and state.pending.rule == "PUB-ACT-02"
    assert all(len(o.args) == 2 for o in state.pending.options)
    assert len(state.pending.options) == 3  # any 2 of the 3 cards
    choose(state, "pay", "soldier_demolition", "soldier_search_1")
    ch = state.characters[0]
    assert ch.hand == ["soldier_rest"] and ch.discard == ["soldier_demolition", "soldier_search_1"]


@pytest.mark.rule("PUB-ACT-02")
def test_paid_cards_go_face_up_to_the_players_own_discard_pile(script):
    state = ready(seats=2, hand=soldier_cards(1), room="R08")
    script.rolls("silence")
    entries = choose(state, "move", "R11", "K13")
    paid = [e for e in entries if e.kind == "cards_discarded"]
    assert [(e.rule, e.args["cards"], e.visible_to) for e in paid] == [("PUB-ACT-02", "soldier_rest", None)]
    assert state.characters[0].discard == ["soldier_rest"] and state.characters[1].discard == []


@pytest.mark.rule("PUB-ACT-02")
def test_with_exactly_the_cost_in_hand_the_cards_are_paid_without_a_question():
    state = ready(hand=soldier_cards(2))
    choose(state, "careful", "R06", "K10")
    assert state.pending.kind == "choose_corridor"  # no pay_cards decision came first
    assert state.characters[0].hand == [] and len(state.characters[0].discard) == 2


@pytest.mark.rule("PUB-ACT-03")
def test_contamination_cards_never_pay_a_cost(script):
    state = ready(hand=["cont_01", "cont_02", "soldier_rest"])
    script.rolls("silence")
    assert offered(state, "move") and not offered(state, "careful")  # only 1 card can pay
    choose(state, "move", "R06", "K10")
    ch = state.characters[0]
    assert sorted(ch.hand) == ["cont_01", "cont_02"] and ch.discard == ["soldier_rest"]


@pytest.mark.rule("PUB-ACT-03")
def test_contamination_cards_are_not_offered_as_payment():
    state = ready(hand=["cont_01", "soldier_rest", "cont_02", "soldier_search_1", "soldier_demolition"])
    choose(state, "careful", "R06", "K10")
    paid = {card for o in state.pending.options for card in o.args}
    assert paid == {"soldier_rest", "soldier_search_1", "soldier_demolition"}


@pytest.mark.rule("PUB-ACT-03")
def test_a_hand_of_only_contamination_cards_can_only_pass():
    state = ready(hand=["cont_01", "cont_02", "cont_03"])
    assert {o.kind for o in state.pending.options} <= {"pass", "drop"}  # dropping is free (PUB-ACT-12)


# --- PUB-ACT-04: in Combat -----------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-04")
def test_an_intruder_in_the_room_puts_the_character_in_combat():
    state = ready(hand=soldier_cards(4))
    assert not in_combat(state, 0) and offered(state, "careful")
    put_intruder(state, "larva", START)
    replan(state)
    assert in_combat(state, 0)
    assert not offered(state, "careful")  # out-of-Combat only
    assert offered(state, "move") and offered(state, "shoot") and offered(state, "melee")


@pytest.mark.rule("PUB-ACT-04")
def test_eggs_are_not_intruders_and_do_not_put_anyone_in_combat():
    state = make_game(seats=1)
    explore_all(state)
    nest = room_with(state, "nest")
    place(state, 0, nest)
    set_hand(state, 0, soldier_cards(4))
    replan(state)
    assert hive(state).eggs == 5 and not in_combat(state, 0)
    assert offered(state, "careful")
    assert api.Choice("melee", ("eggs",)) in state.pending.options


@pytest.mark.rule("PUB-ACT-04")
def test_the_other_intruders_room_does_not_count():
    state = ready(hand=soldier_cards(4))
    put_intruder(state, "adult", "R06")
    replan(state)
    assert not in_combat(state, 0) and offered(state, "careful")


# --- PUB-ACT-06: room actions ------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-06")
def test_every_room_action_prints_cost_2():
    costs = {t.id: t.action_cost for t in cat(make_game()).tiles.values() if t.action_cost is not None}
    assert len(costs) >= 20 and set(costs.values()) == {2}
    assert cat(make_game()).options["room_action_cost"] == 2


@pytest.mark.rule("PUB-ACT-06")
def test_room_action_only_in_that_room_out_of_combat_and_without_malfunction():
    state = make_game(seats=1)
    explore_all(state)
    comms = room_with(state, "comms_room")
    place(state, 0, comms)
    assert room_action_allowed(state, 0)
    put_intruder(state, "creeper", comms)
    assert not room_action_allowed(state, 0)  # never in Combat
    state.intruders.clear()
    state.malfunction.append(comms)
    assert not room_action_allowed(state, 0)  # never with a Malfunction
    state.malfunction.clear()
    place(state, 0, room_with(state, "slime_room"))
    assert not room_action_allowed(state, 0)  # a room without an action


# --- PUB-ACT-08: basic actions and their costs ---------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-08")
def test_movement_costs_one_card_and_careful_movement_two():
    one = ready(hand=soldier_cards(1))
    assert offered(one, "move") and not offered(one, "careful")
    two = ready(hand=soldier_cards(2))
    assert {o.args for o in offered(two, "careful")} == {o.args for o in offered(two, "move")}


@pytest.mark.rule("PUB-ACT-08")
def test_movement_pays_one_card_and_goes_to_the_neighbouring_room(script):
    state = ready(hand=soldier_cards(1))
    script.rolls("silence")
    choose(state, "move", "R08", "K13")
    ch = state.characters[0]
    assert ch.room == "R08" and ch.hand == [] and ch.discard == ["soldier_rest"]


@pytest.mark.rule("PUB-ACT-08")
def test_shoot_costs_one_card_and_one_ammo(script):
    state = ready(hand=soldier_cards(1))
    larva = put_intruder(state, "larva", START)
    replan(state)
    script.rolls("single")
    choose(state, "shoot", "assault_rifle", str(larva.id))
    ch = state.characters[0]
    assert ch.weapons["assault_rifle"] == 4 and ch.discard == ["soldier_rest"]
    assert not state.intruders


@pytest.mark.rule("PUB-ACT-08")
def test_shoot_needs_ammo():
    state = ready(hand=soldier_cards(2))
    state.characters[0].weapons["assault_rifle"] = 0
    put_intruder(state, "adult", START)
    replan(state)
    assert not offered(state, "shoot") and offered(state, "melee")


@pytest.mark.rule("PUB-ACT-08")
def test_melee_costs_one_card_plus_a_contamination_card_into_the_discard_pile(script):
    state = ready(hand=soldier_cards(1))
    larva = put_intruder(state, "larva", START)
    replan(state)
    script.rolls("single")
    choose(state, "melee", str(larva.id))
    ch = state.characters[0]
    assert ch.hand == [] and ch.discard[0] == "soldier_rest"
    assert len(ch.discard) == 2 and ch.discard[1].startswith("cont_")
    assert ch.weapons["assault_rifle"] == 5  # no Ammo used


@pytest.mark.rule("PUB-ACT-08")
def test_an_attack_needs_a_target_in_the_room():
    state = ready(hand=soldier_cards(3))
    put_intruder(state, "adult", "R06")
    replan(state)
    assert not offered(state, "shoot") and not offered(state, "melee")


# --- PUB-ACT-09: Leg wound ------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-09")
def test_a_leg_wound_makes_an_escape_cost_two_cards():
    state = ready(hand=soldier_cards(1))
    state.characters[0].serious = ["leg_1"]
    put_intruder(state, "adult", START)
    replan(state)
    assert not offered(state, "move")
    set_hand(state, 0, soldier_cards(2))
    replan(state)
    assert offered(state, "move")


@pytest.mark.rule("PUB-ACT-09")
def test_a_leg_wound_escape_pays_two_cards(script):
    state = ready(hand=soldier_cards(3))
    state.characters[0].serious = ["leg_2"]
    put_intruder(state, "adult", START)
    replan(state)
    top(state.attack_deck, "tail_1")  # the Adult's attack misses
    script.rolls("silence")
    choose(state, "move", "R06", "K10")
    assert all(len(o.args) == 2 for o in state.pending.options)
    choose(state, "pay", "soldier_demolition", "soldier_rest")
    ch = state.characters[0]
    assert ch.room == "R06" and ch.hand == ["soldier_search_1"]
    assert "escape" in kinds(state.log)


@pytest.mark.rule("PUB-ACT-09")
def test_a_leg_wound_does_not_change_ordinary_movement():
    state = ready(hand=soldier_cards(1))
    state.characters[0].serious = ["leg_3"]
    replan(state)
    assert offered(state, "move")


# --- PUB-ACT-13: one action at a time -----------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-13")
def test_an_action_with_its_noise_roll_and_encounter_resolves_before_the_next_action(script):
    state = ready(hand=soldier_cards(8))
    state.noise = sorted(["K04", "K07", "K09", "K10"])  # every corridor of R06 already holds Noise
    state.bag = ["larva_1"]
    script.rolls("1")
    choose(state, "move", "R06", "K10")
    choose(state, "pay", "soldier_rest")
    order = kinds(state.log)
    assert order.index("character_moved") < order.index("noise_roll") < order.index("encounter")
    assert order.index("encounter") < order.index("intruder_placed")
    assert state.pending.kind == "choose_objective"  # the first Intruder: keep an Objective (PUB-OBJ-03)
    api.apply(state, state.pending.options[0])
    assert state.pending.kind == "choose_action" and state.pending.seat == 0
    assert in_combat(state, 0) and not offered(state, "careful")  # the 2nd action sees the new Larva


# --- PUB-ACT-14: no attacks on characters ----------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-14")
def test_characters_cannot_attack_each_other():
    state = ready(seats=2, hand=soldier_cards(3))
    assert not offered(state, "shoot") and not offered(state, "melee")
    adult = put_intruder(state, "adult", START)
    replan(state)
    targets = {o.args[-1] for o in offered(state, "shoot") + offered(state, "melee")}
    assert targets == {str(adult.id)}
