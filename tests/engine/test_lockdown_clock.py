"""The Time track of the Facility (lockdown-base.md §5.1): where the Time token starts and how it moves, the white
slot that opens the Isolation Room, the final slot "S", and the critical moments of §5.5."""

from __future__ import annotations

import pytest

from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import entries, step
from tests.engine.lockdown_helpers import ISOLATION, facility, slot
from tests.engine.room_helpers import room_options


@pytest.mark.rule("LD-CLOCK-01", "LD-CLOCK-04", "LD-SETUP-14", "SGLD-TIME-01", "SGLD-TIME-02")
def test_the_time_token_starts_inactive_on_slot_15_and_moves_one_slot_each_event_phase():
    state = facility(1, species="intruders")
    assert slot(state) == 15 and not lockdown_state(state).time_active
    log = step(state, "ld_time")
    assert slot(state) == 14
    assert entries(log, "time_advanced")[0].args["slot"] == 14


@pytest.mark.rule("LD-CLOCK-01", "LD-EVENT-05")
def test_a_whole_event_phase_moves_the_time_token_once():
    state = facility(1, species="intruders")
    log = step(state, "event_phase")
    assert slot(state) == 14
    assert len(entries(log, "time_advanced")) == 1


@pytest.mark.rule("LD-CLOCK-02", "LD-CRIT-03", "LD-ROOM-24")
def test_the_isolation_room_opens_when_the_time_token_reaches_the_white_slot_8_and_stays_open():
    state = facility(1, species="intruders")
    state.time = 6  # slot 9
    assert room_options(state, 0, ISOLATION) == []
    log = step(state, "ld_time")
    assert slot(state) == 8 and lockdown_state(state).isolation_open
    assert entries(log, "isolation_opened") and entries(log, "critical_moment")
    step(state, "ld_time")
    assert lockdown_state(state).isolation_open
    assert room_options(state, 0, ISOLATION) == [()]


@pytest.mark.rule("LD-CLOCK-03", "LD-END-02", "LD-END-01")
def test_reaching_the_final_slot_s_ends_the_game_with_the_purge():
    state = facility(2, species="intruders")
    state.time = 14  # slot 1
    state.characters[1].status = "locked_in"
    log = step(state, "ld_time")
    assert state.over and state.end_reason == "purge"
    assert state.characters[0].status == "dead" and state.characters[1].status == "locked_in"
    assert entries(log, "facility_purged")


@pytest.mark.rule("LD-CLOCK-05", "LD-SETUP-08", "SGLD-TIME-03")
def test_css_tokens_lie_on_the_css_slots_of_the_track():
    state = facility(1, species="intruders")
    assert sorted(map(int, lockdown_state(state).css)) == [3, 5, 7, 9, 11, 13]


@pytest.mark.rule("LD-CRIT-01", "LD-GOAL-03")
def test_the_first_intruder_on_the_board_is_the_moment_every_player_keeps_one_objective():
    from engine.effects import add_intruder
    from engine.flow import run

    state = facility(2, species="intruders")
    state.first_intruder_seen = False
    add_intruder(state, "adult", "L012", "LD-GOAL-03")
    run(state)
    assert state.pending.kind == "choose_objective" and state.pending.seat == 0
    assert len(state.pending.options) == 2
