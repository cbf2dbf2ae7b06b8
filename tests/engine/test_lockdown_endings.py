"""How a game in the Facility ends (lockdown-base.md §16.3, §16.1, LD-ROOM-24/26): locking yourself in the
Isolation Room, the purge, the destruction by a 13th Fire, nobody left acting in the Facility, and who then
counts as a survivor in the Victory Check."""

from __future__ import annotations

import pytest

from engine.effects import GameOver
from engine.maps.lockdown.state import lockdown_state
from engine.rules.objectives import survivors
from engine.rules.victory import victory_check
from engine.rules.wounds import kill
from tests.engine.factories import Script, entries, put_intruder, run_op, step
from tests.engine.lockdown_helpers import ISOLATION, facility
from tests.engine.room_helpers import room_options, use_room


def open_isolation(state) -> None:
    lockdown_state(state).isolation_open = True


@pytest.mark.rule("LD-ROOM-24", "LD-ROOM-26", "LD-END-05")
def test_locking_in_after_a_quiet_noise_roll_takes_the_character_out_of_play(monkeypatch):
    state = facility(2, species="intruders")
    open_isolation(state)
    state.characters[1].hand = []  # no Interruption to offer
    Script(monkeypatch).rolls("silence")
    log = use_room(state, 0, ISOLATION)
    ch = state.characters[0]
    assert ch.status == "locked_in" and ch.passed
    assert entries(log, "character_locked_in") and not state.over
    assert state.pending is not None and state.pending.seat == 1


@pytest.mark.rule("LD-ROOM-24")
def test_an_intruder_appearing_in_the_room_spoils_the_lock_in(monkeypatch):
    state = facility(2, species="intruders")
    open_isolation(state)
    from engine.rules.board import room_with_tile

    assert room_with_tile(state, "ld_isolation_room") == ISOLATION
    state.characters[0].room = ISOLATION
    put_intruder(state, "adult", ISOLATION)
    run_op(state, "ld_lock_in", 0, ISOLATION)
    assert state.characters[0].status == "aboard"
    assert entries(state.log, "lock_in_failed")


@pytest.mark.rule("LD-ROOM-24", "LD-ROOM-26")
def test_the_isolation_room_is_shut_before_it_opens_and_with_an_intruder_inside():
    state = facility(1, species="intruders")
    assert room_options(state, 0, ISOLATION) == []
    open_isolation(state)
    put_intruder(state, "adult", ISOLATION)
    assert room_options(state, 0, ISOLATION) == []  # in Combat


@pytest.mark.rule("LD-END-04")
def test_when_the_last_character_locks_in_the_game_ends_with_the_purge():
    state = facility(2, species="intruders")
    state.characters[1].status = "locked_in"
    state.characters[0].room = ISOLATION
    open_isolation(state)
    run_op(state, "ld_lock_in", 0, ISOLATION)
    assert state.over and state.end_reason == "purge"
    assert entries(state.log, "nobody_left")
    assert [c.status for c in state.characters] == ["locked_in", "locked_in"]


@pytest.mark.rule("LD-END-04", "LD-END-03")
def test_with_the_autodestruction_running_the_last_one_gone_destroys_the_facility():
    state = facility(2, species="intruders")
    lockdown_state(state).autodestruction = 9
    state.characters[1].status = "locked_in"
    with pytest.raises(GameOver):
        kill(state, state.characters[0], "wounds", "LD-WOUND-01")
    assert state.over and state.end_reason == "autodestruction"
    assert state.characters[1].status == "dead" and 15 - state.time == 9


@pytest.mark.rule("LD-END-04")
def test_with_the_alert_procedure_active_the_time_token_jumps_to_the_alert_slot():
    state = facility(1, species="intruders")
    lockdown_state(state).alert_slot = 4
    with pytest.raises(GameOver):
        kill(state, state.characters[0], "wounds", "LD-WOUND-01")
    assert state.over and state.end_reason == "purge" and 15 - state.time == 4


@pytest.mark.rule("LD-END-03")
def test_a_fire_the_supply_cannot_give_destroys_the_facility_even_the_locked_in():
    from engine.effects import marker_supply, place_fire

    state = facility(2, species="intruders")
    state.characters[1].status = "locked_in"
    rooms = sorted(state.tiles)
    state.fire = rooms[: marker_supply(state, "fire")]  # all 12 of the Facility's box (LD-COMP-10)
    with pytest.raises(GameOver):
        place_fire(state, rooms[-1], "LD-MARK-01")
    assert state.over
    assert [c.status for c in state.characters] == ["dead", "dead"]


@pytest.mark.rule("LD-GOAL-01", "LD-END-06")
def test_survivors_are_the_locked_in_the_evacuated_and_those_in_the_bunker():
    state = facility(4, species="intruders")
    for ch, status in zip(state.characters, ("locked_in", "evacuated", "bunker", "dead"), strict=True):
        ch.status = status
    assert [c.seat for c in survivors(state)] == [0, 1, 2]


@pytest.mark.rule("LD-END-06")
def test_with_no_survivor_everybody_loses():
    state = facility(2, species="intruders")
    state.time = 14
    step(state, "ld_time")
    victory_check(state)
    assert not any(r.won for r in state.results)
    assert entries(state.log, "no_survivor")


@pytest.mark.rule("LD-END-04", "LD-CSS-03")
def test_when_the_last_one_acting_enters_a_pod_its_launch_comes_at_once_then_the_end():
    from tests.engine.factories import act, place, reask

    state = facility(2, species="intruders")
    state.characters[1].status = "locked_in"
    state.time = 2  # slot 13
    lockdown_state(state).css["13"] = "A"
    place(state, 0, "L002")  # CSS A
    reask(state, 0)
    act(state, "room", "L002", "A")
    assert state.over and state.end_reason == "purge"
    assert [c.status for c in state.characters] == ["evacuated", "locked_in"]


@pytest.mark.rule("LD-END-04", "LD-CSS-03")
def test_a_pod_that_does_not_launch_leaves_its_occupant_to_the_purge():
    state = facility(2, species="intruders")
    state.time = 2  # slot 13
    s = lockdown_state(state)
    s.css["13"] = "NONE"
    s.pods = {"A": 1}
    state.characters[1].status = "pod"
    with pytest.raises(GameOver):
        kill(state, state.characters[0], "wounds", "LD-WOUND-01")
    assert state.characters[1].status == "dead" and state.end_reason == "purge"
