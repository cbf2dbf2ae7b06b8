"""The FAQ of 2022-03-25 and the rulebook's slips (LD-FAQ-*, LD-ERR-*, §20): each ruling as the game plays it
(LD-FAQ-01, Danger after Careful Movement, is in test_lockdown_exploration.py)."""

from __future__ import annotations

import pytest

from engine.maps.lockdown.clock import current_slot
from engine.maps.lockdown.css import launch
from engine.maps.lockdown.knowledge import knowledge
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import entries, set_hand, step
from tests.engine.lockdown_helpers import ALERT_ROOM, facility
from tests.engine.room_helpers import room_options, use_room

ARCHIVE, LABORATORY = "L001", "L010"  # the fixed layout's tiles


def game(seats: int = 2):
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout", "pilot", "captain"][:seats])
    for seat in range(seats):
        set_hand(state, seat, [f"c{seat}_{i}" for i in range(5)])
    return state


@pytest.mark.rule("LD-FAQ-02")
def test_the_time_token_leaving_the_alert_slot_ends_the_game_as_if_time_ran_out():
    state = game()
    s = lockdown_state(state)
    s.alert_slot = current_slot(state)

    log = step(state, "ld_time")

    assert state.over and entries(log, "alert_over") and entries(log, "facility_purged")
    assert not entries(log, "facility_destroyed")


@pytest.mark.rule("LD-FAQ-02")
def test_with_autodestruction_running_leaving_the_alert_slot_destroys_the_facility():
    state = game()
    s = lockdown_state(state)
    s.alert_slot = current_slot(state)
    s.autodestruction = current_slot(state) - 3

    log = step(state, "ld_time")

    assert state.over and entries(log, "facility_destroyed")


@pytest.mark.rule("LD-FAQ-03")
def test_a_pod_that_failed_to_launch_launches_when_a_later_css_token_shows_its_letter():
    state = game()
    s = lockdown_state(state)
    first, second = state.characters
    s.css = {str(current_slot(state)): "B"}
    s.pods = {"A": 0}
    first.status, first.passed = "pod", True

    launch(state)

    assert first.status == "aboard" and s.pods == {}
    state.time += 2
    s.css[str(current_slot(state))] = "A"
    s.pods = {"A": 1}
    second.status, second.passed = "pod", True

    launch(state)

    assert second.status == "evacuated"


@pytest.mark.rule("LD-FAQ-04")
def test_the_archive_looks_at_a_token_that_is_not_the_active_one_and_keeps_nothing():
    state = game()
    s = lockdown_state(state)
    before = {k: list(v) for k, v in s.contingency.items()}

    options = room_options(state, 0, ARCHIVE)
    assert options and all(not o[0].startswith("active") for o in options)
    use_room(state, 0, ARCHIVE, "neutral:0")

    assert s.contingency == before  # nothing changes hands
    assert before["neutral"][0] in state.characters[0].knowledge.values()


@pytest.mark.rule("LD-FAQ-04")
def test_the_alert_room_looks_at_a_neutral_pool_token_and_takes_it():
    state = game()
    s = lockdown_state(state)
    neutral = list(s.contingency["neutral"])
    mine = list(s.contingency.get("0", []))

    use_room(state, 0, ALERT_ROOM, "peek")

    assert len(s.contingency["neutral"]) == len(neutral) - 1
    assert len(s.contingency["0"]) == len(mine) + 1
    assert s.contingency["0"][-1] in neutral


@pytest.mark.rule("LD-ERR-04", "LD-ERR-05")
def test_research_in_the_laboratory_analyses_an_object_and_opens_a_slot_of_the_species_own_board():
    state = game()
    state.objects[LABORATORY] = ["carcass"]
    before = knowledge(state, 0)

    assert ("carcass",) in room_options(state, 0, LABORATORY)
    log = use_room(state, 0, LABORATORY, "carcass")

    assert entries(log, "object_researched")[0].args["obj"] == "carcass"  # an Object, not a Weakness card
    assert "carcass" not in state.objects[LABORATORY]
    assert knowledge(state, 0) > before
    slot = entries(log, "weakness_researched")[0].args["slot"]
    assert slot in state.weaknesses  # the Laboratory board's slots are the Intruder (Night Stalker) board's


@pytest.mark.rule("LD-ERR-06")
@pytest.mark.parametrize("seats", [3, 4])
def test_the_help_cards_dealt_are_numbered_one_to_the_number_of_players(seats):
    state = game(seats)

    assert state.player_numbers == list(range(1, seats + 1))
