"""Emergency Staircases and the Facility's Sections (LD-STAIR-*, LD-FAC-01..03, LD-FAC-09): black rooms between
the Sections, always dark, with no Section and no action; a Corridor to a staircase counts for its other end."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat
from engine.effects import place_malfunction
from engine.maps.lockdown.darkness import facility as facility_facts
from engine.maps.lockdown.darkness import powered, room_in_darkness, section_of
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import act, place, reask, set_hand
from tests.engine.lockdown_helpers import STAIRCASES, corridor, facility, power


def game():
    state = facility(species="intruders", characters=["soldier"])
    set_hand(state, 0, ["soldier_rest", "soldier_demolition", "soldier_taking_aim", "soldier_search_1"])
    return state


@pytest.mark.rule("LD-STAIR-01", "LD-STAIR-04", "LD-ROOM-25")
def test_a_staircase_is_dark_even_with_every_section_powered_and_offers_no_room_action_or_search():
    state = game()
    power(state, S01=True, S02=True, S03=True, elevator=True)
    place(state, 0, STAIRCASES[0])
    reask(state)

    assert all(room_in_darkness(state, s) for s in STAIRCASES)
    assert hooks.service(state, "in_darkness")(state, 0)
    assert not [o for o in state.pending.options if o.kind in ("room", "search")]
    assert {o.kind for o in state.pending.options} >= {"move", "careful", "pass"}


@pytest.mark.rule("LD-STAIR-02", "LD-FAC-01", "LD-FAC-03")
def test_staircases_belong_to_no_section_and_no_corridor_joins_two_sections():
    state = game()
    assert {section_of(state, s) for s in STAIRCASES} == {""}
    assert {section_of(state, r) for r in cat(state).rooms} == {"", "S-01", "S-02", "S-03"}
    for c in cat(state).corridors.values():
        ends = {section_of(state, r) for r in c.rooms} - {""}
        assert len(ends) <= 1, c.id


@pytest.mark.rule("LD-STAIR-05")
def test_a_corridor_to_a_staircase_belongs_to_the_section_of_its_other_end():
    state = game()
    corridor_section = hooks.service(state, "corridor_section")
    upper, lower = corridor(state, "L004", "L008"), corridor(state, "L008", "L010")  # T2: 004 - 008 - 010

    assert corridor_section(state, upper) == "S-01"
    assert corridor_section(state, lower) == "S-02"
    state.noise = [upper, lower]
    hooks.service(state, "clear_section_noise")(state, "S-02", "LD-EVENT-06")
    assert state.noise == [upper]
    sections = facility_facts(state).corridor_sections  # the board's data, which the Event phase reads
    assert all(sections.get(c, "") == corridor_section(state, c) for c in cat(state).corridors)


@pytest.mark.rule("LD-STAIR-03")
def test_a_malfunction_may_lie_on_a_staircase_and_changes_nothing_there(script):
    state = game()
    place(state, 0, STAIRCASES[0])
    place_malfunction(state, STAIRCASES[0], "LD-STAIR-03")
    reask(state)
    script.rolls("silence")

    assert STAIRCASES[0] in state.malfunction
    act(state, "move", "L004", corridor(state, "L004", "L008"))
    assert state.characters[0].room == "L004"


@pytest.mark.rule("LD-FAC-02", "LD-FAC-09", "SGLD-PWR-04")
def test_the_elevator_power_is_a_fourth_power_slot_beside_the_three_sections():
    state = game()
    tokens = lockdown_state(state).power

    assert sorted(tokens) == ["S-01", "S-02", "S-03", "elevator"]
    power(state, S01=False, S02=False, S03=False, elevator=True)
    assert powered(state, "elevator") and not powered(state, "S-01")
