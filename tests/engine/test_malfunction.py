"""Malfunctions: no room action, one per room, never in the Nest or the Slime room, the 9th marker,
sources and the pool (PUB-MALF-01..05)."""

import pytest

from engine.effects import remove_malfunction
from engine.rules.actions import room_action_allowed
from tests.engine.factories import place, put_intruder, run_op
from tests.engine.ship_helpers import NEST, act, entries, event, exploration_token, ready, ship

EIGHT_ROOMS = ["R01", "R02", "R03", "R04", "R05", "R06", "R07", "R08"]


@pytest.mark.rule("PUB-MALF-01")
@pytest.mark.parametrize("room", ["R09", "R11"])  # a room tile and a special room
def test_a_malfunction_stops_the_room_action(room):
    state = ship()
    place(state, 0, room)
    allowed_before = room_action_allowed(state, 0)
    state.malfunction = [room]

    assert allowed_before and not room_action_allowed(state, 0)


@pytest.mark.rule("PUB-MALF-01")
@pytest.mark.parametrize(("broken", "hand"), [(False, 6), (True, 5)])
def test_broken_cabins_give_no_extra_card(broken, hand):
    state = ship()
    place(state, 0, "R14")  # Cabins
    ch = state.characters[0]
    ch.deck, ch.hand = ch.deck + ch.hand, []
    state.malfunction = ["R14"] if broken else []

    run_op(state, "turn_start")

    assert len(state.characters[0].hand) == hand


@pytest.mark.rule("PUB-MALF-03")
def test_a_room_never_holds_two_malfunctions():
    state = ship()
    place(state, 0, "R01")
    state.malfunction = ["R09"]
    put_intruder(state, "breeder", "R09")

    log = event(state, "damage")

    assert state.malfunction == ["R09"]
    assert entries(log, "malfunction_placed") == []


@pytest.mark.rule("PUB-MALF-03")
@pytest.mark.parametrize("room", [NEST, "R15"])  # the Nest, the Room Covered with Slime
def test_no_malfunction_in_the_nest_or_the_slime_room(room):
    state = ship()
    place(state, 0, "R01")
    put_intruder(state, "breeder", room)

    event(state, "damage")

    assert state.malfunction == []


@pytest.mark.rule("PUB-MALF-04")
def test_the_ninth_malfunction_marker_destroys_the_ship():
    state = ship()
    place(state, 0, "R11")
    state.malfunction = list(EIGHT_ROOMS)
    put_intruder(state, "breeder", "R09")

    log = event(state, "damage")

    assert state.over and state.end_reason == "malfunction_overflow"
    assert state.characters[0].status == "dead"
    assert [e.rule for e in entries(log, "ship_destroyed")] == ["PUB-MALF-04"]


@pytest.mark.rule("PUB-MALF-04")
def test_the_eighth_malfunction_marker_is_still_placed():
    state = ship()
    place(state, 0, "R11")
    state.malfunction = EIGHT_ROOMS[:7]
    put_intruder(state, "breeder", "R09")

    event(state, "damage")

    assert not state.over and len(state.malfunction) == 8


@pytest.mark.rule("PUB-MALF-05")
def test_a_malfunction_exploration_token_breaks_the_explored_room(script):
    state = ready(ship(explored=False))
    state.exploration["R06"] = exploration_token(state, "malfunction")
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert state.malfunction == ["R06"]
    assert [e.rule for e in entries(log, "malfunction_placed")] == ["PUB-EXPLORE-03"]


@pytest.mark.rule("PUB-MALF-05", "PUB-EVENT-06")
def test_damaging_fire_breaks_the_rooms_burning_before_the_spread():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R17"]  # neighbours R14, R19, R20 catch fire afterwards

    event(state, "damaging_fire")

    assert state.malfunction == ["R17"]
    assert state.fire == ["R14", "R17", "R19", "R20"]


@pytest.mark.rule("PUB-MALF-05")
@pytest.mark.parametrize(("card", "expected"), [
    ("damage", ["R09"]),  # the room with the Breeder
    ("malfunction", ["R01"]),  # lowest explored room
    ("life_support_failure", ["R02", "R05", "R06", "R16"]),  # green rooms
    ("short_circuit", ["R13", "R17", "R18"]),  # yellow rooms with a Computer
])
def test_malfunction_events_place_their_markers(card, expected):
    state = ship()
    place(state, 0, "R11")
    put_intruder(state, "breeder", "R09")

    event(state, card)

    assert state.malfunction == expected


@pytest.mark.rule("PUB-MALF-05")
def test_a_removed_malfunction_marker_returns_to_the_pool():
    state = ship()
    place(state, 0, "R11")
    state.malfunction = list(EIGHT_ROOMS)
    remove_malfunction(state, "R02", "PUB-MALF-05")
    put_intruder(state, "breeder", "R09")

    event(state, "damage")

    assert not state.over
    assert "R02" not in state.malfunction and "R09" in state.malfunction
