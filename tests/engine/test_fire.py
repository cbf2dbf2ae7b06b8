"""Fire: sources, one per room, the 9th marker, wounds at the end of a round, Event step 6, spread
(PUB-FIRE-01..11)."""

import pytest

from engine.effects import remove_fire
from engine.rules.actions import room_action_allowed
from engine.species.intruders.state import hive
from tests.engine.factories import choose, place, put_intruder, run_op, top
from tests.engine.ship_helpers import NEST, act, entries, event, exploration_token, ready, ship, step

EIGHT_ROOMS = ["R02", "R03", "R04", "R05", "R06", "R07", "R08", "R09"]


# --- where fire comes from, and the markers ------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-01")
def test_a_fire_exploration_token_sets_the_explored_room_on_fire(script):
    state = ready(ship(explored=False))
    state.exploration["R06"] = exploration_token(state, "fire")
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert state.fire == ["R06"]
    assert [e.rule for e in entries(log, "fire_placed")] == ["PUB-EXPLORE-03"]


@pytest.mark.rule("PUB-FIRE-01")
def test_an_event_can_set_a_room_on_fire():
    state = ship()
    place(state, 0, "R01")

    event(state, "flammable_compounds")

    assert state.fire == ["R11"]


@pytest.mark.rule("PUB-FIRE-02")
def test_a_second_fire_marker_in_a_burning_room_is_ignored(script):
    state = ready(ship(explored=False))
    state.fire = ["R06"]  # spread into a room still face down
    state.exploration["R06"] = exploration_token(state, "fire")
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert state.fire == ["R06"]
    assert entries(log, "fire_placed") == []


@pytest.mark.rule("PUB-FIRE-03")
def test_the_ninth_fire_marker_destroys_the_ship():
    state = ship()
    place(state, 0, "R01")
    state.fire = list(EIGHT_ROOMS)

    log = event(state, "flammable_compounds")

    assert state.over and state.end_reason == "fire_overflow"
    assert state.characters[0].status == "dead"
    assert "R11" not in state.fire
    assert [e.rule for e in entries(log, "ship_destroyed")] == ["PUB-FIRE-03"]


@pytest.mark.rule("PUB-FIRE-03")
def test_the_eighth_fire_marker_is_still_placed():
    state = ship()
    place(state, 0, "R01")
    state.fire = EIGHT_ROOMS[:7]

    event(state, "flammable_compounds")

    assert not state.over
    assert len(state.fire) == 8 and "R11" in state.fire


# --- characters ----------------------------------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-04")
def test_a_character_ending_its_round_in_a_burning_room_suffers_one_light_wound(script):
    state = ship(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R01")
    state.fire = ["R08", "R11"]
    ready(state, 0)
    script.rolls("silence", "silence")

    act(state, "move", "R11", "K10")
    wounds_mid_round = state.characters[0].light_wounds
    log = act(state, "move", "R08", "K13")

    assert wounds_mid_round == 0  # an action ending in fire does not hurt; the end of the round does
    assert state.characters[0].light_wounds == 1
    assert [e.rule for e in entries(log, "light_wound")] == ["PUB-FIRE-04"]
    assert state.pending.seat == 1


@pytest.mark.rule("PUB-FIRE-04")
def test_a_round_ending_outside_the_fire_gives_no_wound(script):
    state = ship(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R01")
    state.fire = ["R11"]
    ready(state, 0)
    script.rolls("silence", "silence")

    act(state, "move", "R11", "K10")
    act(state, "move", "R08", "K13")

    assert state.characters[0].light_wounds == 0


@pytest.mark.rule("PUB-FIRE-04")
def test_passing_in_a_burning_room_wounds_once_and_never_again_that_turn(script):
    state = ship(seats=2)
    place(state, 0, "R11")
    place(state, 1, "R01")
    state.fire = ["R11"]
    ready(state, 0)
    choose(state, "pass")
    choose(state, "keep")
    after_pass = state.characters[0].light_wounds
    script.rolls("silence", "silence")

    act(state, "move", "R02", "K01")  # seat 1 plays a whole round
    act(state, "move", "R01", "K01")

    assert after_pass == 1
    assert state.characters[0].light_wounds == 1
    assert state.pending.seat == 1


@pytest.mark.rule("PUB-FIRE-10")
@pytest.mark.parametrize("status", ["hibernating", "pod"])
def test_characters_hibernating_or_in_a_pod_take_no_fire_wound(status):
    state = ship()
    place(state, 0, "R11")
    state.fire = ["R11"]
    state.characters[0].status = status

    log = step(state, "end_round", 0)

    assert state.characters[0].light_wounds == 0 and entries(log, "light_wound") == []


# --- Event step 6 --------------------------------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-05")
def test_an_intruder_in_a_burning_room_suffers_one_injury_and_is_checked():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")
    elsewhere = put_intruder(state, "adult", "R07")
    state.fire = ["R06"]
    top(state.attack_deck, "scratch_4")  # 6 blood: survives

    log = step(state, "ev_fire")

    assert (adult.injuries, elsewhere.injuries) == (1, 0)
    assert [e.rule for e in entries(log, "intruder_injured")] == ["PUB-FIRE-05"]
    assert len(entries(log, "injury_check")) == 1 and adult in state.intruders


@pytest.mark.rule("PUB-FIRE-05")
def test_a_larva_in_a_burning_room_dies():
    state = ship()
    place(state, 0, "R01")
    put_intruder(state, "larva", "R06")
    state.fire = ["R06"]

    step(state, "ev_fire")

    assert state.intruders == []


@pytest.mark.rule("PUB-FIRE-06", "PUB-NEST-07")
def test_fire_in_the_nest_destroys_one_egg():
    state = ship()
    place(state, 0, "R01")
    state.fire = [NEST]
    eggs = hive(state).eggs

    log = step(state, "ev_fire")

    assert hive(state).eggs == eggs - 1
    assert [e.rule for e in entries(log, "eggs_destroyed")] == ["PUB-FIRE-06"]


@pytest.mark.rule("PUB-FIRE-06")
def test_fire_destroys_one_dropped_egg_per_room_but_not_a_carried_one():
    state = ship()
    place(state, 0, "R06")
    state.characters[0].heavy = ["egg"]
    state.objects["R06"] = ["egg", "egg"]
    state.fire = ["R06"]

    step(state, "ev_fire")

    assert state.objects["R06"] == ["egg"]
    assert state.characters[0].heavy == ["egg"]


@pytest.mark.rule("PUB-FIRE-07")
def test_fire_does_not_stop_room_actions():
    state = ship()
    place(state, 0, "R09")
    state.fire = ["R09"]

    assert room_action_allowed(state, 0)


# --- spread --------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-08")
def test_fire_does_not_spread_by_itself_during_the_event_phase():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R06"]

    for name in ("ev_attacks", "ev_fire"):
        run_op(state, name)
    event(state, "regeneration")

    assert state.fire == ["R06"]


@pytest.mark.rule("PUB-FIRE-08", "PUB-FIRE-11")
def test_flammable_compounds_spreads_from_a_burning_hibernatorium_but_not_through_closed_doors():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R11"]  # neighbours R06 (K10), R08 (K13), R14 (K16), R15 (K17)
    state.doors = {"K16": "closed"}

    event(state, "flammable_compounds")

    assert state.fire == ["R06", "R08", "R11", "R15"]


@pytest.mark.rule("PUB-FIRE-09")
def test_a_removed_fire_marker_returns_to_the_pool():
    state = ship()
    place(state, 0, "R01")
    state.fire = list(EIGHT_ROOMS)
    remove_fire(state, "R02", "PUB-FIRE-09")

    event(state, "flammable_compounds")

    assert not state.over
    assert "R02" not in state.fire and "R11" in state.fire and len(state.fire) == 8


@pytest.mark.rule("PUB-FIRE-11")
def test_rooms_lit_by_a_spread_do_not_spread_again_in_the_same_card():
    state = ship()
    place(state, 0, "R11")
    state.fire = ["R01"]  # neighbours R02, R03, R04; R02's neighbour R06 must stay cold

    log = event(state, "damaging_fire")

    assert state.fire == ["R01", "R02", "R03", "R04"]
    assert [e.args["room"] for e in entries(log, "fire_placed")] == ["R02", "R03", "R04"]


@pytest.mark.rule("PUB-FIRE-11")
def test_spread_reaches_unexplored_rooms_and_they_stay_face_down():
    state = ship(explored=False)
    place(state, 0, "R11")
    state.fire = ["R01"]

    event(state, "damaging_fire")

    assert {"R02", "R03", "R04"} <= set(state.fire)
    assert not any(state.explored.get(r) for r in ("R02", "R03", "R04"))


@pytest.mark.rule("PUB-FIRE-11", "PUB-FIRE-03")
def test_running_out_of_fire_markers_during_a_spread_destroys_the_ship_at_once():
    state = ship()
    place(state, 0, "R11")
    state.fire = ["R01", "R10", "R12", "R13", "R14", "R16"]  # 6 burning; R01 would light R02, R03, R04

    log = event(state, "damaging_fire")

    assert state.over and state.end_reason == "fire_overflow"
    placed = [e.args["room"] for e in entries(log, "fire_placed")]
    assert placed[:2] == ["R02", "R03"] and "R04" not in placed
