"""Objectives: the choice at the first Intruder and what each card requires (PUB-OBJ-01..08, T11)."""

import pytest

from engine.catalog import cat
from engine.flow import run
from engine.maps.nemesis_ship.objectives import REQUIREMENTS
from engine.rules.objectives import objective_met
from engine.species.intruders.larvae import die_of_infection
from engine.species.intruders.state import hive
from engine.views import view
from tests.engine.ending_helpers import crew, engines, finish, heading, keep, safe_jump, status
from tests.engine.factories import choose, entries, send_signal, set_bag, step
from tests.engine.ship_helpers import NEST


def first_encounter(state, seat=0, room="R06"):
    """An Adult appears in `room` through an Encounter (full hand: no Surprise Attack)."""
    set_bag(state, "adult_1")
    state.characters[seat].room = room
    return step(state, "encounter", room, seat)


# --- PUB-OBJ-01 / PUB-OBJ-02 -----------------------------------------------------------------------------


@pytest.mark.rule("PUB-OBJ-01")
def test_several_players_or_none_may_win_and_only_survivors_with_their_objective_do():
    state = crew(3)
    safe_jump(state, "earth")
    for seat in range(3):
        keep(state, seat, "salvaging_the_prime_asset")
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    status(state, 2, "dead")

    results = finish(state)

    assert [results[s].won for s in range(3)] == [True, True, False]
    assert results[2].met and not results[2].survived  # the ship reached Earth, but seat 2 is dead


@pytest.mark.rule("PUB-OBJ-02")
def test_each_player_holds_one_corporate_and_one_personal_objective_that_only_they_see():
    state = crew(3)
    decks = [sorted(cat(state).objectives[c].deck for c in state.objectives[str(s)]) for s in range(3)]
    assert decks == [["corporate", "personal"]] * 3
    assert view(state, 1).objectives == tuple(state.objectives["1"])
    assert not set(state.objectives["0"]) & set(view(state, 1).objectives)
    assert view(state, -1).objectives == ()


# --- PUB-OBJ-03: the choice ---------------------------------------------------------------------------------


@pytest.mark.rule("PUB-OBJ-03")
def test_the_first_intruder_makes_every_player_in_order_keep_one_objective():
    state = crew(2)
    first, second = state.objectives["0"], state.objectives["1"]

    first_encounter(state)

    assert state.pending.kind == "choose_objective" and state.pending.seat == 0
    assert {c.args[0] for c in state.pending.options} == set(first)
    choose(state, "objective", first[1])
    assert state.pending.kind == "choose_objective" and state.pending.seat == 1
    new = choose(state, "objective", second[0])

    assert state.objectives == {"0": [first[1]], "1": [second[0]]} and state.objectives_chosen
    kept = entries(new, "objective_kept")
    assert [(e.visible_to, e.args["objective"]) for e in kept] == [((1,), second[0])]  # only its owner sees it
    assert view(state, 0).objectives == (first[1],)


@pytest.mark.rule("PUB-OBJ-03")
def test_the_choice_comes_after_the_surprise_attack_of_the_step_that_placed_the_miniature():
    state = crew(2)
    state.characters[0].hand = []  # 0 cards: a Surprise Attack

    new = first_encounter(state)

    names = [e.kind for e in new]
    assert names.index("first_intruder") < names.index("intruder_attacks")
    assert state.pending.kind == "choose_objective"


@pytest.mark.rule("PUB-OBJ-03")
def test_a_creeper_from_an_infection_is_a_first_intruder_too_and_the_dead_do_not_choose():
    state = crew(2)
    ch = state.characters[0]
    ch.room = "R06"

    die_of_infection(state, ch, "infection", "PUB-CONT-04")
    run(state)

    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", "R06")]
    assert state.pending.kind == "choose_objective" and state.pending.seat == 1
    choose(state, "objective", state.objectives["1"][0])
    assert len(state.objectives["0"]) == 2 and len(state.objectives["1"]) == 1


@pytest.mark.rule("PUB-OBJ-03")
def test_only_the_first_intruder_asks_for_objectives():
    state = crew(2)
    first_encounter(state)
    choose(state, "objective", state.objectives["0"][0])
    choose(state, "objective", state.objectives["1"][0])

    set_bag(state, "adult_2")
    new = step(state, "encounter", "R06", 0)

    assert not entries(new, "first_intruder") and state.pending is None


@pytest.mark.rule("PUB-OBJ-03")
def test_a_seat_that_never_chose_keeps_both_cards_and_wins_with_either():
    state = crew(2)
    safe_jump(state, "mars")
    keep(state, 0, "destination_earth", "quarantine")
    status(state, 0, "hibernating")

    results = finish(state)

    assert results[0].won and results[0].objective == ""


# --- PUB-OBJ-04: the terms -----------------------------------------------------------------------------------


@pytest.mark.rule("PUB-OBJ-04")
def test_signal_cards_need_the_holders_own_signal():
    state = crew(2)
    state.revealed_weaknesses = [state.weaknesses["carcass"]]
    send_signal(state, 1)
    assert not objective_met(state, 0, "necroscopy")
    send_signal(state, 0)
    assert objective_met(state, 0, "necroscopy")


@pytest.mark.rule("PUB-OBJ-04")
def test_only_survivor_and_player_x_cannot_survive():
    state = crew(3)
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    status(state, 2, "dead")
    assert objective_met(state, 0, "an_old_feud")  # player 3 is dead
    assert not objective_met(state, 0, "greener_pastures")  # player 2 escaped
    assert not objective_met(state, 0, "the_right_moment_to_strike")  # own number: only survivor? no
    status(state, 1, "dead")
    assert objective_met(state, 0, "the_right_moment_to_strike")  # now seat 0 is the only survivor
    assert objective_met(state, 0, "salvaging_the_prime_asset")


@pytest.mark.rule("PUB-OBJ-04")
def test_weakness_cards_count_what_anyone_revealed():
    state = crew(2)
    assert not objective_met(state, 0, "ab_ovo")
    state.revealed_weaknesses = [state.weaknesses["egg"]]
    assert objective_met(state, 0, "ab_ovo") and not objective_met(state, 0, "extreme_field_biology")
    state.revealed_weaknesses.append(state.weaknesses["corpse"])
    assert objective_met(state, 0, "extreme_field_biology")


@pytest.mark.rule("PUB-OBJ-04")
def test_reaching_earth_or_mars_needs_two_working_engines_and_the_marker_on_that_planet():
    state = crew(2)
    status(state, 0, "hibernating")
    heading(state, "earth")
    engines(state, "working", "damaged", "working")
    assert objective_met(state, 0, "destination_earth")
    engines(state, "damaged", "damaged", "working")
    assert not objective_met(state, 0, "destination_earth")
    safe_jump(state, "mars")
    assert objective_met(state, 0, "quarantine") and not objective_met(state, 0, "destination_earth")


@pytest.mark.rule("PUB-OBJ-04")
def test_nest_queen_and_ship_destroyed_terms():
    state = crew(2)
    for seat in range(2):
        send_signal(state, seat)
    assert not objective_met(state, 0, "clean_up_crew") and not objective_met(state, 0, "cutting_off_the_head")
    hive(state).eggs = 0
    assert objective_met(state, 0, "clean_up_crew")
    hive(state).queen_killed = True
    assert objective_met(state, 0, "cutting_off_the_head") and objective_met(state, 0, "the_great_hunt")
    fresh = crew(2)
    send_signal(fresh, 0)
    fresh.over, fresh.end_reason = True, "self_destruct"
    assert objective_met(fresh, 0, "the_great_hunt") and objective_met(fresh, 0, "clean_up_crew")


@pytest.mark.rule("PUB-OBJ-04")
def test_finishing_with_an_object_means_hibernating_or_launched_while_carrying_it():
    state = crew(2)
    ch = state.characters[0]
    send_signal(state, ch.seat)
    ch.heavy = ["egg"]
    assert not objective_met(state, 0, "my_precious")  # still aboard
    status(state, 0, "launched")
    assert objective_met(state, 0, "my_precious") and not objective_met(state, 0, "a_proper_burial")
    ch.heavy = ["corpse_blue"]
    status(state, 0, "hibernating")
    assert objective_met(state, 0, "a_proper_burial")


@pytest.mark.rule("PUB-OBJ-04")
def test_hoarder_counts_item_cards_and_active_quest_items_in_a_launched_pod():
    state = crew(2)
    ch = state.characters[0]
    status(state, 0, "launched")
    ch.weapons = {}
    ch.items = [f"medkit_{n}" for n in range(1, 6)]
    ch.quests = {"q_on": True, "q_off": False}
    assert not objective_met(state, 0, "hoarder")  # 5 + 1 active
    ch.items.append("medkit_6")
    assert objective_met(state, 0, "hoarder")
    ch.items.pop()
    ch.weapons = {"assault_rifle": 5}  # the Starting Item is an Item card too (PUB-COMP-04)
    assert objective_met(state, 0, "hoarder")
    status(state, 0, "hibernating")
    assert not objective_met(state, 0, "hoarder")  # only in an Escape Pod


# --- PUB-OBJ-05..08 ------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-OBJ-05")
def test_every_objective_card_of_the_tables_has_a_requirement():
    state = crew(2)
    assert set(REQUIREMENTS) == set(cat(state).objectives)
    assert len(cat(state).objectives) == 25


@pytest.mark.rule("PUB-OBJ-06")
def test_quarantine_lets_a_hibernating_character_survive_a_mars_arrival():
    state = crew(2)
    safe_jump(state, "mars")
    keep(state, 0, "quarantine")
    keep(state, 1, "ab_ovo")
    status(state, 0, "hibernating")
    status(state, 1, "hibernating")

    results = finish(state)

    assert results[0].survived and results[0].won
    assert not results[1].survived and results[1].cause == "coordinates"


@pytest.mark.rule("PUB-OBJ-07")
def test_an_escaped_character_survives_but_does_not_make_the_ship_reach_earth():
    state = crew(2)
    safe_jump(state, "mars")
    keep(state, 0, "salvaging_the_prime_asset")
    keep(state, 1, "salvaging_the_prime_asset")
    status(state, 0, "launched")
    status(state, 1, "launched")

    results = finish(state)

    assert results[0].survived and not results[0].met  # 2 survivors, ship at Mars


@pytest.mark.rule("PUB-OBJ-07")
def test_an_engine_explosion_counts_as_ship_destroyed_and_kills_the_queen_for_the_objectives():
    state = crew(2)
    heading(state, "earth")
    engines(state, "damaged", "damaged", "working")
    keep(state, 0, "the_great_hunt")
    send_signal(state, 0)
    status(state, 0, "launched")

    results = finish(state)

    assert results[0].won


@pytest.mark.rule("PUB-OBJ-08")
def test_every_room_explored_means_every_tile_face_up_and_looking_is_not_exploring():
    state = crew(2, explored=False)
    send_signal(state, 0)
    room = next(r for r, e in state.explored.items() if not e)
    state.characters[0].knowledge = {f"tile:{room}": state.tiles[room]}
    for other in state.explored:
        if other != room:
            state.explored[other] = True
    assert not objective_met(state, 0, "relentless_investigator")
    state.explored[room] = True
    assert objective_met(state, 0, "relentless_investigator")


@pytest.mark.rule("PUB-OBJ-08")
def test_emergency_post_mortem_needs_the_blue_corpse_on_the_surgery_floor():
    state = crew(2)
    surgery = next(r for r, t in state.tiles.items() if t == "surgery")
    for objects in state.objects.values():
        if "corpse_blue" in objects:
            objects.remove("corpse_blue")
    state.characters[0].room = surgery
    state.characters[0].heavy = ["corpse_blue"]
    assert not objective_met(state, 0, "emergency_post_mortem")  # carried, not lying there
    state.characters[0].heavy = []
    state.objects.setdefault(surgery, []).append("corpse_blue")
    assert objective_met(state, 0, "emergency_post_mortem")
    state.objects[surgery].remove("corpse_blue")
    state.objects.setdefault(NEST, []).append("corpse_blue")
    assert not objective_met(state, 0, "emergency_post_mortem")
