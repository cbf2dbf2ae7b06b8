"""The Technical Corridors of the Facility (LD-TECH-*): one shared space behind every Entrance; characters never
walk in, Intruders vanish into it, its single Noise marker counts at every Entrance."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat
from engine.content.loader import TECH
from engine.effects import set_door
from engine.rules.board import corridor_for_number, corridors_of
from engine.rules.intruder_moves import move_together
from tests.engine.factories import act, entries, place, put_intruder, reask, set_bag, set_hand, step
from tests.engine.lockdown_helpers import corridor, facility, power

ENTRANCES = ("L001", "L003", "L007", "L010", "L015", "L017", "L024", "L027")  # T2: rooms with a "TECH" number


def game(seats: int = 1):
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout"][:seats])
    for seat in range(seats):
        set_hand(state, seat, ["soldier_rest", "soldier_demolition", "soldier_taking_aim"] if seat == 0 else
                 ["scout_rest", "scout_search_1", "scout_interruption"])
    return state


@pytest.mark.rule("LD-TECH-01", "LD-TECH-02", "LD-FAC-05", "SGLD-MAP-07")
def test_entrances_are_numbered_corridors_no_character_may_walk_into():
    state = game()
    assert sorted(r for r in cat(state).rooms if TECH in corridors_of(state, r)) == list(ENTRANCES)
    assert corridor_for_number(state, "L017", 1) == TECH  # T2: 017's number 1 is its Entrance

    place(state, 0, "L017")
    reask(state)

    assert all(TECH not in o.args for o in state.pending.options if o.kind in ("move", "careful"))
    assert {o.args[0] for o in state.pending.options if o.kind == "move"} == {"L016", "L018"}


@pytest.mark.rule("LD-TECH-03", "LD-NOISE-01")
def test_a_noise_number_pointing_at_an_entrance_marks_the_shared_space(script):
    state = game()
    place(state, 0, "L017")
    script.rolls("1")

    log = step(state, "noise_roll", 0)

    assert state.noise == [TECH]
    assert entries(log, "noise_placed")[0].args["corridor"] == TECH


@pytest.mark.rule("LD-TECH-03", "LD-NOISE-02")
def test_the_one_marker_counts_at_every_entrance_a_second_one_is_an_encounter(script):
    state = game(seats=2)
    place(state, 0, "L017")
    place(state, 1, "L015")  # T2: 015's numbers 1 and 3 lead to its Entrance
    set_bag(state, "blank_1")
    state.noise = [TECH]
    script.rolls("3")

    log = step(state, "noise_roll", 1)

    assert [e.args["room"] for e in entries(log, "encounter")] == ["L015"]
    assert state.noise.count(TECH) <= 1


@pytest.mark.rule("LD-TECH-04", "LD-DOOR-01")
def test_no_door_ever_stands_in_the_technical_corridors():
    state = game()
    close_door = hooks.service(state, "close_door")

    set_door(state, TECH, "closed", "LD-TECH-04")
    assert close_door(state, TECH, "LD-TECH-04") is False
    assert TECH not in state.doors


@pytest.mark.rule("LD-TECH-05", "SGLD-MISC-03")
def test_an_intruder_moving_into_an_entrance_vanishes_its_token_goes_back_and_the_noise_stays():
    state = game()
    place(state, 0, "L013")
    set_bag(state)
    adult = put_intruder(state, "adult", "L017", injuries=2)
    state.noise = [TECH]

    start = len(state.log)
    move_together(state, [([adult], TECH)], "PUB-EVENT-03")
    log = state.log[start:]

    assert adult not in state.intruders
    assert any(cat(state).intruder_tokens[t][0] == "adult" for t in state.bag)
    assert entries(log, "intruder_into_tech")
    assert state.noise == [TECH]


@pytest.mark.rule("LD-TECH-06")
def test_an_encounter_in_a_room_with_an_entrance_clears_the_shared_space_too():
    state = game()
    place(state, 0, "L017")
    set_bag(state, "blank_1")
    state.noise = [TECH, corridor(state, "L017", "L018"), corridor(state, "L014", "L013")]

    step(state, "encounter", "L017", 0)

    removed = entries(state.log, "noise_removed")[0].args["corridors"].split(",")
    assert sorted(removed) == sorted([TECH, corridor(state, "L017", "L018")])  # then the Blank puts Noise back
    assert corridor(state, "L014", "L013") in state.noise  # another room's corridor is untouched


@pytest.mark.rule("LD-TECH-07")
def test_removing_a_sections_noise_never_removes_the_shared_space_marker():
    state = game()
    inside = corridor(state, "L016", "L017")
    state.noise = [TECH, inside]

    gone = hooks.service(state, "clear_section_noise")(state, "S-02", "LD-EVENT-06")

    assert gone == [inside]
    assert state.noise == [TECH]


@pytest.mark.rule("LD-TECH-01", "LD-MOVE-05")
def test_a_character_in_a_room_with_an_entrance_still_moves_only_by_corridors(script):
    state = game()
    place(state, 0, "L015")
    reask(state)
    script.rolls("silence")

    act(state, "move", "L013", corridor(state, "L015", "L013"))

    assert state.characters[0].room == "L013"


@pytest.mark.rule("LD-TECH-07", "LD-STAIR-05")
def test_the_event_phases_noise_removal_leaves_the_shared_space_marker():
    state = game()
    power(state, S01=True, S02=True, S03=True)
    place(state, 0, "L025")
    lit = corridor(state, "L016", "L017")
    state.noise = [TECH, lit]

    step(state, "ld_noise")

    assert state.noise == [TECH]
