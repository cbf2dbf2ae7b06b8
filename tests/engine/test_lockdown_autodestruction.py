"""The Autodestruction (lockdown-base.md §5.4, §5.5): started at the Cooling System three slots ahead of the Time
token, stopped at the Power Generator while yellow, turning red (and opening the Main Gate) when the Time token
leaves its slot, then destroying the Facility; the critical moments of §5.5."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from engine.rules.wounds import kill
from tests.engine.factories import entries, place, reask, step
from tests.engine.lockdown_helpers import facility, slot
from tests.engine.room_helpers import room_options, use_room

COOLING, GENERATOR = "L006", "L016"  # LAYOUT: ld_cooling_system, ld_power_generator


@pytest.mark.rule("LD-AUTO-01", "LD-ROOM-03", "SGLD-TIME-05")
def test_the_cooling_system_lays_the_yellow_token_three_slots_ahead_of_the_time_token():
    state = facility(1, species="intruders")
    state.time = 2  # slot 13
    assert room_options(state, 0, COOLING) == [()]
    log = use_room(state, 0, COOLING)
    s = lockdown_state(state)
    assert s.autodestruction == 10 and not s.autodestruction_red
    assert entries(log, "autodestruction_started")
    assert room_options(state, 0, COOLING) == []  # one token: not again while it is on the track


@pytest.mark.rule("LD-AUTO-01")
def test_the_autodestruction_may_start_after_someone_locked_in():
    state = facility(2, species="intruders")
    state.characters[1].status = "locked_in"
    assert room_options(state, 0, COOLING) == [()]


@pytest.mark.rule("LD-AUTO-02", "LD-ROOM-09")
def test_the_power_generator_stops_a_yellow_token_which_may_start_again():
    state = facility(1, species="intruders")
    use_room(state, 0, COOLING)
    assert ("stop",) in room_options(state, 0, GENERATOR)
    log = use_room(state, 0, GENERATOR, "stop")
    assert lockdown_state(state).autodestruction == -1 and entries(log, "autodestruction_stopped")
    assert room_options(state, 0, COOLING) == [()]


@pytest.mark.rule("LD-AUTO-02", "LD-AUTO-03")
def test_a_red_token_cannot_be_stopped():
    state = facility(1, species="intruders")
    s = lockdown_state(state)
    s.autodestruction, s.autodestruction_red = 9, True
    assert ("stop",) not in room_options(state, 0, GENERATOR)
    place(state, 0, GENERATOR)
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (GENERATOR, "stop")))
    assert s.autodestruction == 9


@pytest.mark.rule("LD-AUTO-03", "LD-CRIT-04", "LD-EVENT-05")
def test_leaving_the_yellow_slot_moves_the_token_three_on_turns_it_red_and_opens_the_main_gate():
    state = facility(1, species="intruders")
    s = lockdown_state(state)
    state.time = 5  # slot 10
    s.autodestruction = 10
    log = step(state, "ld_time")
    assert slot(state) == 9
    assert s.autodestruction == 6 and s.autodestruction_red and s.gate_open
    assert entries(log, "autodestruction_red") and entries(log, "gate_opened")
    assert entries(log, "critical_moment")[0].args["moment"] == "autodestruction"


@pytest.mark.rule("LD-AUTO-04", "LD-END-03", "SGLD-TIME-05")
def test_leaving_the_red_slot_destroys_the_facility_with_everyone_in_it_locked_in_or_not():
    state = facility(4, species="intruders")
    s = lockdown_state(state)
    state.time = 9  # slot 6
    s.autodestruction, s.autodestruction_red = 6, True
    state.characters[1].status = "locked_in"
    state.characters[2].status = "evacuated"
    state.characters[3].status = "bunker"
    from tests.engine.factories import put_intruder

    put_intruder(state, "queen", "L012")
    log = step(state, "ld_time")
    assert state.over and state.end_reason == "autodestruction"
    assert [c.status for c in state.characters] == ["dead", "dead", "evacuated", "bunker"]
    assert state.intruders == [] and entries(log, "facility_destroyed")


@pytest.mark.rule("LD-AUTO-05")
def test_a_token_that_would_pass_the_end_lies_on_s_and_destroys_the_facility_there():
    state = facility(1, species="intruders")
    s = lockdown_state(state)
    state.time = 13  # slot 2
    s.autodestruction = 2
    step(state, "ld_time")  # leaves the yellow slot: 1 - 3 -> "S"
    assert s.autodestruction == 0 and s.autodestruction_red
    log = step(state, "ld_time")  # reaches "S" with the red token there
    assert state.over and entries(log, "facility_destroyed") and not entries(log, "facility_purged")


@pytest.mark.rule("LD-CRIT-02")
def test_the_first_death_opens_the_main_gate():
    state = facility(2, species="intruders")
    assert not lockdown_state(state).gate_open
    kill(state, state.characters[1], "wounds", "LD-WOUND-01")
    assert lockdown_state(state).gate_open


@pytest.mark.rule("LD-AUTO-05", "LD-AUTO-01")
def test_started_late_the_yellow_token_lies_on_s_and_the_end_of_the_track_destroys_the_facility():
    state = facility(2, species="intruders")
    state.time = 13  # slot 2: three ahead is past the end
    use_room(state, 0, COOLING)
    s = lockdown_state(state)
    assert s.autodestruction == 0 and not s.autodestruction_red
    state.time = 14
    state.characters[1].status = "locked_in"
    log = step(state, "ld_time")
    assert state.over and state.end_reason == "autodestruction" and entries(log, "facility_destroyed")
    assert state.characters[1].status == "dead"


@pytest.mark.rule("LD-AUTO-06")
def test_an_event_starts_the_autodestruction_through_the_maps_service_once():
    from engine import hooks

    state = facility(1, species="intruders")
    start = hooks.service(state, "start_autodestruction")
    start(state, True, "LD-EVENT-09")
    s = lockdown_state(state)
    assert s.autodestruction == 12 and not s.autodestruction_red
    start(state, True, "LD-EVENT-09")  # already running: nothing more
    assert s.autodestruction == 12 and len(entries(state.log, "autodestruction_started")) == 1
