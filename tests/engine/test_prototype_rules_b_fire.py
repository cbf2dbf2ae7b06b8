"""The prototype ruleset (base-game.md) keeps the published fire and malfunction rules: where fire comes from, how
it spreads, the marker limits and what fire does not stop (§14, except BASE-FIRE-02, a D10 difference), and
malfunctions, repairs and the rooms they cannot hit (§15), each checked in a prototype game."""

import pytest

from engine.effects import place_fire
from engine.rules.actions import room_action_allowed
from tests.engine.factories import act, entries, place, put_intruder, reask, run_op, step
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import NEST, event, exploration_token

EIGHT_ROOMS = ["R02", "R03", "R04", "R05", "R06", "R07", "R08", "R09"]


def hand(state, seat: int, *cards: str) -> None:
    """`seat` holds exactly these Action cards (the others of its deck stay in the deck)."""
    ch = state.characters[seat]
    owned = ch.hand + ch.deck
    ch.hand = list(cards)
    ch.deck = [c for c in owned if c not in cards]


# --- §14 Fire ----------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-FIRE-01")
def test_a_fire_exploration_token_sets_the_explored_room_on_fire(script):
    state = reask(proto(explored=False))
    state.exploration["R06"] = exploration_token(state, "fire")
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.fire == ["R06"]


@pytest.mark.rule("BASE-FIRE-01")
def test_an_event_card_can_set_a_room_on_fire():
    state = proto()
    place(state, 0, "R01")
    state.fire = ["R11"]

    event(state, "damaging_fire")  # the fire spreads from the Hibernatorium to every neighbour

    assert {"R06", "R08", "R14", "R15"} <= set(state.fire)


@pytest.mark.rule("BASE-FIRE-03", "BASE-HIB-02")
def test_fire_never_wounds_a_character_in_a_hibernation_chamber():
    state = proto()
    place(state, 0, "R11")
    state.characters[0].status = "hibernating"
    state.fire = ["R11"]

    log = step(state, "ev_fire") + step(state, "end_round", 0)

    ch = state.characters[0]
    assert (ch.light_wounds, ch.serious, ch.status) == (0, [], "hibernating")
    assert not entries(log, "light_wound") and not entries(log, "serious_wound")


@pytest.mark.rule("BASE-FIRE-04")
def test_fire_spreads_only_with_an_event_card_never_in_the_attack_or_fire_steps():
    state = proto()
    place(state, 0, "R01")
    state.fire = ["R06"]

    run_op(state, "ev_attacks")
    run_op(state, "ev_fire")
    before_card = list(state.fire)
    event(state, "damaging_fire")

    assert before_card == ["R06"]
    assert state.fire == ["R02", "R05", "R06", "R07", "R11"]


@pytest.mark.rule("BASE-FIRE-04")
def test_fire_is_resolved_before_the_event_card_is_drawn():
    state = proto()
    place(state, 0, "R01")
    state.fire = ["R06"]
    put_intruder(state, "larva", "R06")
    state.event_deck.remove("regeneration")
    state.event_deck.append("regeneration")

    log = step(state, "event_phase")

    kinds = [e.kind for e in log if e.kind in ("intruder_killed", "intruder_injured", "event_card")]
    assert kinds.index("intruder_injured") < kinds.index("event_card")


@pytest.mark.rule("BASE-FIRE-05", "BASE-DUCT-04")
def test_fire_spreads_neither_through_a_closed_door_nor_through_the_ducts():
    state = proto()
    place(state, 0, "R11")
    state.fire = ["R02", "R06"]  # R02 is a duct room; R06 - K10 - R11 is closed
    state.doors = {"K10": "closed"}

    event(state, "damaging_fire")

    assert state.fire == ["R01", "R02", "R05", "R06", "R07"]  # R01 by K01, R05 by K07, R07 by K09
    assert not {"R04", "R09", "R14", "R15", "R19", "R21", "R11"} & set(state.fire)  # the other duct rooms; K10


@pytest.mark.rule("BASE-FIRE-06")
def test_a_burning_room_takes_no_second_fire_token(script):
    state = reask(proto(explored=False))
    state.fire = ["R06"]
    state.exploration["R06"] = exploration_token(state, "fire")
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert state.fire == ["R06"] and not entries(log, "fire_placed")


@pytest.mark.rule("BASE-FIRE-07", "BASE-END-05")
def test_a_ninth_fire_marker_destroys_the_ship():
    state = proto()
    place(state, 0, "R01")
    state.fire = list(EIGHT_ROOMS)

    log = event(state, "damaging_fire")  # the spread needs a 9th marker

    assert state.over and state.end_reason == "fire_overflow"
    assert state.characters[0].status == "dead" and entries(log, "ship_destroyed")


@pytest.mark.rule("BASE-FIRE-07")
def test_the_eighth_fire_marker_is_still_placed():
    state = proto()
    place(state, 0, "R01")
    state.fire = EIGHT_ROOMS[:7]

    place_fire(state, "R11", "BASE-FIRE-07")

    assert not state.over and len(state.fire) == 8


@pytest.mark.rule("BASE-FIRE-08")
def test_fire_stops_neither_the_room_action_nor_a_search():
    state = proto()
    place(state, 0, "R09")
    hand(state, 0, "soldier_search_1", "soldier_rest")
    state.item_counters["R09"] = 2
    state.fire = ["R09"]
    reask(state)

    cards = {o.args[0] for o in state.pending.options if o.kind == "card"}

    assert room_action_allowed(state, 0) and "soldier_search_1" in cards


@pytest.mark.rule("BASE-FIRE-09")
def test_a_fire_extinguisher_puts_out_the_fire_of_the_characters_room():
    state = proto()
    state.characters[0].items = ["fire_extinguisher"]
    state.fire = ["R11", "R06"]
    reask(state)

    act(state, "item", "fire_extinguisher", "fire")

    assert state.fire == ["R06"] and "fire_extinguisher" not in state.characters[0].items


# --- §15 Malfunctions --------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-MALF-01")
@pytest.mark.parametrize("room", ["R13", "R01"])  # a room tile (Comms) and a special room (Cockpit)
def test_a_malfunction_stops_the_room_action(room):
    state = proto()
    place(state, 0, room)
    reask(state)
    before = [o for o in state.pending.options if o.kind == "room"]
    state.malfunction = [room]
    reask(state)

    assert before and not [o for o in state.pending.options if o.kind == "room"]


@pytest.mark.rule("BASE-MALF-02")
def test_tools_remove_the_malfunction_of_the_room():
    state = proto()
    state.characters[0].items = ["tools"]
    state.malfunction = ["R11", "R06"]
    reask(state)

    act(state, "item", "tools", "malfunction")

    assert state.malfunction == ["R06"] and room_action_allowed(state, 0)


@pytest.mark.rule("BASE-MALF-02")
@pytest.mark.parametrize("character", ["soldier", "mechanic"])
def test_a_repair_card_removes_the_malfunction_and_some_characters_repair_cheaper(character):
    state = proto(characters=[character])
    card = {"soldier": "soldier_basic_repairs", "mechanic": "mechanic_fast_repairs"}[character]
    ch = state.characters[0]
    hand(state, 0, card, *[c for c in ch.hand + ch.deck if c != card][:4])
    place(state, 0, "R09")
    state.malfunction = ["R09"]
    reask(state)

    act(state, "card", card, "malfunction")

    spent = 5 - len(ch.hand)
    assert state.malfunction == []
    assert spent == (3 if character == "soldier" else 1)


@pytest.mark.rule("BASE-MALF-03")
def test_a_room_never_holds_two_malfunction_markers():
    state = proto()
    place(state, 0, "R01")
    state.malfunction = ["R09"]
    put_intruder(state, "breeder", "R09")

    log = event(state, "damage")

    assert state.malfunction == ["R09"] and not entries(log, "malfunction_placed")


@pytest.mark.rule("BASE-MALF-04", "BASE-NEST-11")
@pytest.mark.parametrize("room", [NEST, "R15"])  # the Nest, the Room Covered in Slime
def test_no_malfunction_in_the_nest_or_the_slime_room(room):
    state = proto()
    place(state, 0, "R01")
    put_intruder(state, "breeder", room)

    event(state, "damage")

    assert state.malfunction == []


@pytest.mark.rule("BASE-MALF-05", "BASE-END-05")
def test_a_ninth_malfunction_marker_destroys_the_ship():
    state = proto()
    place(state, 0, "R11")
    state.malfunction = ["R01", *EIGHT_ROOMS[:7]]
    put_intruder(state, "breeder", "R09")

    log = event(state, "damage")

    assert state.over and state.end_reason == "malfunction_overflow" and entries(log, "ship_destroyed")


@pytest.mark.rule("BASE-MALF-05")
def test_a_malfunction_switches_a_terminal_room_off():
    state = proto(characters=["mechanic"])
    hand(state, 0, "mechanic_computer_skills", "mechanic_rest")
    place(state, 0, "R08")  # the Command Center: a terminal room
    reask(state)
    working = {o.args[1] for o in state.pending.options if o.args[:1] == ("mechanic_computer_skills",)}
    state.malfunction = ["R08"]
    reask(state)
    broken = {o.args[1] for o in state.pending.options if o.args[:1] == ("mechanic_computer_skills",)}

    assert "room" in working and "room" not in broken and "door" in broken


@pytest.mark.rule("BASE-MALF-05")
def test_the_eighth_malfunction_marker_is_still_placed():
    state = proto()
    place(state, 0, "R11")
    state.malfunction = EIGHT_ROOMS[:7]
    put_intruder(state, "breeder", "R10")

    event(state, "damage")

    assert not state.over and len(state.malfunction) == 8


@pytest.mark.rule("BASE-MALF-06")
def test_a_malfunction_stops_neither_a_search_nor_tinkering_with_an_engine():
    state = proto()
    hand(state, 0, "soldier_search_1", "soldier_basic_repairs", "soldier_rest", "soldier_full_auto",
         "soldier_taking_aim")
    state.item_counters["R09"] = 2
    state.malfunction = ["R09", "R21"]
    place(state, 0, "R09")
    reask(state)
    in_storage = {o.args for o in state.pending.options if o.kind == "card"}
    place(state, 0, "R21")  # Engine 1
    reask(state)
    in_engine = {o.args for o in state.pending.options if o.kind == "card"}

    assert ("soldier_search_1",) in in_storage
    assert ("soldier_basic_repairs", "engine") in in_engine
