"""The Elevator of the Lockdown Facility (lockdown-base.md §3.4): Call and Use in the Elevator Rooms, its Power
token, Combat and Malfunction, riders who agree, no Noise roll, arriving among Intruders or a Malfunction."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import act, entries, place, put_intruder, reask
from tests.engine.lockdown_helpers import ELEVATOR_ROOMS, facility, power

S01, S02, S03 = ELEVATOR_ROOMS["S-01"], ELEVATOR_ROOMS["S-02"], ELEVATOR_ROOMS["S-03"]


def room_choices(state, seat=0):
    reask(state, seat)
    return sorted(o.args for o in state.pending.options if o.kind == "room")


def settle(state):
    """Decline every reaction window (an Interruption card in another hand)."""
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, api.Choice("decline"))


def game(seats=1):
    state = facility(seats, species="intruders")
    power(state, elevator=True)
    return state


@pytest.mark.rule("LD-ELEV-01", "LD-ROOM-22")
def test_one_elevator_token_beside_an_elevator_room():
    state = game()
    assert lockdown_state(state).elevator in ELEVATOR_ROOMS.values()
    assert lockdown_state(state).elevator == S02  # GAP-LDB-16: it starts at S-02


@pytest.mark.rule("LD-ELEV-02", "LD-ROOM-22")
def test_call_brings_the_elevator_to_your_room():
    state = game()
    place(state, 0, S01)
    assert room_choices(state) == [(S01, "call")]
    log = act(state, "room", S01, "call")
    assert lockdown_state(state).elevator == S01
    assert entries(log, "elevator_called")[0].rule == "LD-ELEV-02"
    assert state.characters[0].room == S01


@pytest.mark.rule("LD-ELEV-03", "LD-ROOM-22")
def test_use_rides_to_another_section_with_the_token_and_no_noise_roll():
    state = game()
    place(state, 0, S02)
    assert room_choices(state) == [(S02, "use", S01), (S02, "use", S03)]
    log = act(state, "room", S02, "use", S03)
    assert state.characters[0].room == S03
    assert lockdown_state(state).elevator == S03
    assert not entries(log, "noise_roll")


@pytest.mark.rule("LD-ELEV-03")
def test_others_in_the_room_come_along_only_if_they_agree():
    state = game(3)
    for seat in (0, 1, 2):
        place(state, seat, S02)
    reask(state, 0)
    act(state, "room", S02, "use", S01)
    settle(state)
    assert state.characters[0].room == S01
    assert state.pending.seat == 1 and {o.kind for o in state.pending.options} == {"ride_elevator", "stay_behind"}
    api.apply(state, api.Choice("ride_elevator", (S01,)))
    assert state.pending.seat == 2
    api.apply(state, api.Choice("stay_behind"))
    assert [c.room for c in state.characters] == [S01, S01, S02]


@pytest.mark.rule("LD-ELEV-02", "LD-ELEV-03", "LD-POWER-05", "SGLD-PWR-03")
def test_no_elevator_without_its_power():
    state = game()
    power(state, elevator=False)
    place(state, 0, S02)
    assert room_choices(state) == []
    place(state, 0, S01)
    assert room_choices(state) == []


@pytest.mark.rule("LD-ELEV-04", "LD-ELEV-02")
def test_not_in_combat_nor_with_a_malfunction_in_the_room():
    state = game()
    place(state, 0, S01)
    state.malfunction.append(S01)
    assert room_choices(state) == []
    state.malfunction.remove(S01)
    put_intruder(state, "adult", S01)
    assert room_choices(state) == []


@pytest.mark.rule("LD-ELEV-05")
def test_both_actions_cost_two_cards_and_arriving_among_intruders_is_combat():
    state = game()
    place(state, 0, S02)
    put_intruder(state, "adult", S03)
    before = len(state.characters[0].hand)
    reask(state, 0)
    act(state, "room", S02, "use", S03)
    assert len(state.characters[0].hand) == before - 2
    from engine.rules.board import in_combat

    assert in_combat(state, 0)
    assert not entries(state.log, "encounter")
    place(state, 0, S01)
    state.characters[0].hand = state.characters[0].hand[:1]
    assert room_choices(state) == []  # one card cannot pay the Call


@pytest.mark.rule("LD-ELEV-06")
def test_a_malfunction_in_the_destination_does_not_stop_the_ride():
    state = game()
    state.malfunction.append(S01)
    place(state, 0, S02)
    assert (S02, "use", S01) in room_choices(state)
    act(state, "room", S02, "use", S01)
    assert state.characters[0].room == S01


def test_an_illegal_ride_is_refused_and_changes_nothing():
    state = game()
    place(state, 0, S01)
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (S01, "use", S03)))
    assert lockdown_state(state).elevator == S02 and state.characters[0].room == S01
