"""The Alert Room (lockdown-base.md §5.3, LD-ROOM-20): the Alert Procedure's token at half the current slot, the
Isolation Room opening at once, one procedure per game, the end when the Time token leaves the Alert slot, and
taking a Contingency token from the Neutral Pool."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import entries, place, reask, step
from tests.engine.lockdown_helpers import ALERT_ROOM, facility
from tests.engine.room_helpers import room_options, use_room


@pytest.mark.rule("LD-ALERT-01", "LD-ALERT-02", "LD-ROOM-20", "SGLD-TIME-04")
def test_the_alert_procedure_lies_on_half_the_current_slot_and_opens_the_isolation_room():
    state = facility(1, species="intruders")
    state.time = 4  # slot 11
    assert ("alert",) in room_options(state, 0, ALERT_ROOM)
    log = use_room(state, 0, ALERT_ROOM, "alert")
    s = lockdown_state(state)
    assert s.alert_slot == 5 and s.isolation_open
    assert entries(log, "alert_started") and entries(log, "isolation_opened")


@pytest.mark.rule("LD-ALERT-01")
def test_on_slot_1_the_alert_token_goes_on_s():
    state = facility(1, species="intruders")
    state.time = 14  # slot 1
    use_room(state, 0, ALERT_ROOM, "alert")
    assert lockdown_state(state).alert_slot == 0


@pytest.mark.rule("LD-ALERT-04")
def test_only_one_alert_procedure_per_game():
    state = facility(1, species="intruders")
    use_room(state, 0, ALERT_ROOM, "alert")
    assert ("alert",) not in room_options(state, 0, ALERT_ROOM)
    place(state, 0, ALERT_ROOM)
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (ALERT_ROOM, "alert")))


@pytest.mark.rule("LD-ALERT-03", "LD-END-02")
def test_the_game_ends_with_the_purge_when_the_time_token_leaves_the_alert_slot():
    state = facility(2, species="intruders")
    s = lockdown_state(state)
    state.time = 9  # slot 6
    s.alert_slot = 6
    state.characters[1].status = "locked_in"
    log = step(state, "ld_time")
    assert state.over and state.end_reason == "purge"
    assert [c.status for c in state.characters] == ["dead", "locked_in"]
    assert entries(log, "alert_over")


@pytest.mark.rule("LD-ALERT-03", "LD-END-03")
def test_with_the_autodestruction_running_leaving_the_alert_slot_destroys_the_facility():
    state = facility(2, species="intruders")
    s = lockdown_state(state)
    state.time = 9  # slot 6
    s.alert_slot, s.autodestruction = 6, 3
    state.characters[1].status = "locked_in"
    step(state, "ld_time")
    assert state.over and state.end_reason == "autodestruction"
    assert [c.status for c in state.characters] == ["dead", "dead"]


@pytest.mark.rule("LD-ALERT-05", "LD-CTG-03", "SGLD-MAP-10")
def test_peek_at_contingency_takes_a_neutral_token_seen_only_by_its_taker():
    state = facility(2, species="intruders")
    s = lockdown_state(state)
    pool = list(s.contingency["neutral"])
    mine = list(s.contingency["0"])
    log = use_room(state, 0, ALERT_ROOM, "peek")
    taken = pool[-1]
    assert s.contingency["0"] == [*mine, taken] and s.contingency["neutral"] == pool[:-1]
    private = entries(log, "contingency_taken")[0]
    assert private.visible_to == (0,) and private.args["code"] == taken
    assert not any(e.kind == "contingency_taken" for e in api.view(state, 1).log)
    assert any(e.kind == "contingency_taken_public" for e in api.view(state, 1).log)
    assert api.view(state, 1).ext["map:lockdown"].contingency_counts["0"] == len(mine) + 1


@pytest.mark.rule("LD-ALERT-05")
def test_an_empty_neutral_pool_offers_no_peek():
    state = facility(1, species="intruders")
    lockdown_state(state).contingency["neutral"] = []
    assert ("peek",) not in room_options(state, 0, ALERT_ROOM)
