"""Knowledge and Weaknesses in Lockdown (lockdown-base.md §11, §18.3): the Knowledge track and its start by class,
the Laboratory's research (+3, the first empty Object slot, each Object type once, the Object used up), the
Archive (+2, the Knowledge token turns active, a secret look at a Contingency token), the Nest's explorer, the
thresholds 3 / 5 / 8, the first Weakness face up from the start, and the original Intruders' variant."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.knowledge import weakness_works
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import entries, make_game, set_hand
from tests.engine.lockdown_helpers import facility, power
from tests.engine.room_helpers import room_options, use_room

LAB, ARCHIVE, NEST = "L010", "L001", "L012"
HAND = ["soldier_rest", "soldier_demolition", "soldier_full_auto", "soldier_covering_fire", "soldier_interruption"]


def lab_game(seats: int = 1):
    state = facility(seats)
    power(state, S01=True, S02=True)
    set_hand(state, 0, HAND)
    return state


def knowledge(state, seat: int = 0) -> int:
    return lockdown_state(state).knowledge[str(seat)]


@pytest.mark.rule("LD-KNOW-01", "SGLD-CREW-15")
def test_knowledge_starts_at_one_for_a_facility_worker_and_three_for_a_nemesis_survivor():
    state = facility(2, characters=["janitor", "soldier"])
    assert lockdown_state(state).knowledge == {"0": 1, "1": 3}


@pytest.mark.rule("LD-KNOW-01")
def test_the_track_ends_at_twelve_and_the_excess_is_lost():
    state = lab_game()
    lockdown_state(state).knowledge["0"] = 11
    state.objects[LAB] = ["carcass_1"]
    use_room(state, 0, LAB, "carcass_1")
    assert knowledge(state) == 12


@pytest.mark.rule("LD-KNOW-02", "LD-KNOW-05", "LD-ROOM-06", "SGLD-DECK-06", "SGLD-MAP-11")
def test_research_uses_up_the_object_gives_three_knowledge_and_fills_the_first_empty_slot():
    state = lab_game()
    state.objects[LAB] = ["carcass_1", "egg_1"]
    assert room_options(state, 0, LAB) == [("carcass_1",), ("egg_1",)]
    use_room(state, 0, LAB, "carcass_1")
    assert knowledge(state) == 6 and state.objects[LAB] == ["egg_1"]
    assert lockdown_state(state).lab_slots == ["carcass"]
    assert state.revealed_weaknesses == [state.weaknesses["first"]]  # slot 1's card lay face up already
    set_hand(state, 0, HAND)
    use_room(state, 0, LAB, "egg_1")
    assert knowledge(state) == 9 and lockdown_state(state).lab_slots == ["carcass", "egg"]
    assert state.weaknesses["second"] in state.revealed_weaknesses


@pytest.mark.rule("LD-KNOW-05", "LD-KNOW-02")
def test_an_object_type_already_researched_is_discarded_and_still_gives_knowledge():
    state = lab_game()
    state.objects[LAB] = ["carcass_1", "carcass_2"]
    use_room(state, 0, LAB, "carcass_1")
    set_hand(state, 0, HAND)
    log = use_room(state, 0, LAB, "carcass_2")
    assert entries(log, "research_type_used") and knowledge(state) == 9
    assert lockdown_state(state).lab_slots == ["carcass"] and "carcass_2" not in state.objects[LAB]


@pytest.mark.rule("LD-KNOW-05", "LD-ROOM-06")
def test_a_carried_object_can_be_researched_and_nothing_is_offered_without_one():
    state = lab_game()
    assert room_options(state, 0, LAB) == []
    state.characters[0].heavy = ["egg_1"]
    use_room(state, 0, LAB, "egg_1")
    assert state.characters[0].heavy == [] and knowledge(state) == 6


@pytest.mark.rule("LD-KNOW-05")
def test_researching_an_object_that_is_not_there_is_refused_and_changes_nothing():
    state = lab_game()
    state.objects[LAB] = ["carcass_1"]
    state.characters[0].room = LAB
    from tests.engine.factories import reask

    reask(state, 0)
    before = knowledge(state)
    with pytest.raises(Exception):  # noqa: B017 - the API refuses an option it did not offer
        api.apply(state, api.Choice("room", (LAB, "egg_9")))
    assert knowledge(state) == before and state.objects[LAB] == ["carcass_1"]


@pytest.mark.rule("LD-KNOW-02", "LD-KNOW-03", "LD-ROOM-01")
def test_the_archive_gives_two_knowledge_activates_the_token_and_shows_one_contingency_token():
    state = lab_game(2)
    opts = room_options(state, 0, ARCHIVE)
    assert ("1:0",) in opts and ("neutral:0",) in opts and not any(o[0].startswith(("0:", "active")) for o in opts)
    log = use_room(state, 0, ARCHIVE, "1:0")
    token = lockdown_state(state).contingency["1"][0]
    assert knowledge(state) == 5 and 0 in lockdown_state(state).knowledge_active
    assert state.characters[0].knowledge["ctg:1:0"] == token
    seen = entries(log, "contingency_peeked")
    assert seen and seen[0].visible_to == (0,)
    from engine.maps.lockdown.state import view_part

    assert view_part(state, 0).contingency_known == {"1:0": token} and view_part(state, 1).contingency_known == {}


@pytest.mark.rule("LD-KNOW-03", "LD-ROOM-01")
def test_an_active_knowledge_token_bars_the_archive():
    state = lab_game(2)
    lockdown_state(state).knowledge_active = [0]
    assert room_options(state, 0, ARCHIVE) == []


@pytest.mark.rule("LD-KNOW-02")
def test_the_character_who_explores_the_nest_gains_one_knowledge_once():
    from engine import hooks
    from engine.rules.board import board_neighbours
    from tests.engine.factories import step

    state = facility(2, explored=False)
    power(state, S02=True)
    corridor, start = next((c, r) for c, r in board_neighbours(state, NEST) if r != "TECH")
    state.explored[start] = True
    state.characters[0].room = start
    step(state, "move", 0, NEST, corridor)  # the move turns the Nest's tile up
    assert state.characters[0].room == NEST and state.explored[NEST]

    for fn in hooks.collect(state, hooks.Hook.ROUND_END):
        fn(state, state.characters[0])
    assert knowledge(state, 0) == 4 and lockdown_state(state).nest_studied
    for fn in hooks.collect(state, hooks.Hook.ROUND_END):
        fn(state, state.characters[1])
    assert knowledge(state, 1) == 3


@pytest.mark.rule("LD-KNOW-06", "LD-KNOW-07", "SGLD-DECK-04", "SGLD-DECK-05")
def test_the_first_weakness_starts_face_up_and_each_slot_helps_from_its_threshold():
    state = facility(1, characters=["janitor"])
    first, second = state.weaknesses["first"], state.weaknesses["second"]
    assert state.revealed_weaknesses == [first]
    from engine.catalog import cat

    effect1 = cat(state).weaknesses[first].kind
    assert not weakness_works(state, effect1, 0)  # a Facility Worker starts with Knowledge 1
    lockdown_state(state).knowledge["0"] = 3
    assert weakness_works(state, effect1, 0)
    state.revealed_weaknesses.append(second)
    effect2 = cat(state).weaknesses[second].kind
    lockdown_state(state).knowledge["0"] = 4
    assert not weakness_works(state, effect2, 0)
    lockdown_state(state).knowledge["0"] = 5
    assert weakness_works(state, effect2, 0)


@pytest.mark.rule("LD-KNOW-06")
def test_the_thresholds_are_three_five_and_eight():
    from engine.catalog import opt

    state = facility(1)
    assert opt(state, "weakness_knowledge") == {"first": 3, "second": 5, "third": 8}


@pytest.mark.rule("LD-VAR-02", "LD-VAR-04", "LD-VAR-01")
@pytest.mark.parametrize("seed", range(1, 9))
def test_the_original_intruders_keep_all_weaknesses_face_down_work_for_everyone_and_lose_two_cards(seed):
    state = make_game(seats=2, seed=seed, map="lockdown", species="intruders")
    assert len(state.weaknesses) == 3 and state.revealed_weaknesses == []
    assert not {"vulnerability_to_fire", "susceptibility_to_phosphates"} & set(state.weaknesses.values())
    from engine.catalog import cat

    card = state.weaknesses[sorted(state.weaknesses)[0]]
    state.revealed_weaknesses = [card]
    lockdown_state(state).knowledge["0"] = 0
    assert weakness_works(state, cat(state).weaknesses[card].kind, 0)


@pytest.mark.rule("LD-KNOW-09", "LD-KNOW-05")
def test_discovering_a_weakness_means_one_revealed_by_research_not_the_one_face_up_from_the_start():
    from engine import hooks

    state = lab_game()
    check = hooks.merged(state, hooks.Hook.OBJECTIVE_CHECKS)["ld_obj_c2"]
    assert not check(state, 0)
    state.objects[LAB] = ["carcass_1", "egg_1"]
    use_room(state, 0, LAB, "carcass_1")  # lands on the first slot: its Weakness was face up already
    assert not check(state, 0)
    set_hand(state, 0, HAND)
    use_room(state, 0, LAB, "egg_1")  # the second slot's card turns face up
    assert check(state, 0)


@pytest.mark.rule("LD-KNOW-05")
def test_a_loaded_game_whose_laboratory_slots_hold_an_object_twice_is_reported():
    from engine.maps.lockdown.state import check_part

    state = lab_game()
    assert check_part(state) == []
    lockdown_state(state).lab_slots = ["egg", "egg"]
    assert any("Laboratory" in fault for fault in check_part(state))
