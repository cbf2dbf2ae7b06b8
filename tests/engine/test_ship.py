"""Ship systems: Self-Destruct, Escape Pods, hibernation, Engines, Coordinates and the last-character end
(PUB-SELFDESTRUCT-01..07, PUB-POD-01..10, PUB-HIB-01..04, PUB-ENGINE-01..04, PUB-COORD-01..04, PUB-HEAVY-03,
PUB-END-04)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.effects import GameOver, destroy_ship
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import seat_pod, ship_state, ship_view
from engine.rules.board import characters_in
from engine.rules.wounds import kill
from tests.engine.factories import choose, entries, make_game, place, put_intruder, run_op, step
from tests.engine.room_helpers import EVAC_A, EVAC_B, HIB, crew, pods, quiet, room_options, use_room, wait_in_pod
from tests.engine.ship_helpers import event

GENERATOR, HATCH, COCKPIT = "R18", "R07", "R01"


def options(state, kind=None):
    return sorted(o.kind if kind is None else o.args for o in state.pending.options
                  if kind is None or o.kind == kind)


# --- Self-Destruct ----------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SELFDESTRUCT-01")
def test_the_generator_starts_self_destruct_on_its_first_space():
    state = crew()

    log = use_room(state, 0, GENERATOR, "start")

    assert ship_state(state).self_destruct == 1
    assert [e.rule for e in entries(log, "self_destruct_started")] == ["PUB-SELFDESTRUCT-01"]


@pytest.mark.rule("PUB-SELFDESTRUCT-01", "PUB-SELFDESTRUCT-07")
def test_the_generator_stops_an_active_sequence_and_can_start_it_again_from_the_start():
    state = crew()
    ship_state(state).self_destruct = 2
    offered = room_options(state, 0, GENERATOR)

    use_room(state, 0, GENERATOR, "stop")
    stopped = ship_state(state).self_destruct
    use_room(state, 0, GENERATOR, "start")

    assert offered == [("stop",)] and stopped == -1 and ship_state(state).self_destruct == 1


@pytest.mark.rule("PUB-SELFDESTRUCT-01", "PUB-HIB-04")
def test_nobody_may_start_self_destruct_while_anyone_hibernates():
    state = crew(seats=2)
    state.characters[1].status = "hibernating"

    assert room_options(state, 0, GENERATOR) == []


@pytest.mark.rule("PUB-SELFDESTRUCT-02")
def test_coolant_leak_starts_it_even_with_characters_hibernating():
    state = crew(seats=2)
    state.characters[1].status = "hibernating"
    state.malfunction = [GENERATOR]

    log = event(state, "coolant_leak")

    assert ship_state(state).self_destruct == 1
    assert [e.rule for e in entries(log, "self_destruct_started")] == ["PUB-SELFDESTRUCT-02"]


@pytest.mark.rule("PUB-SELFDESTRUCT-03", "PUB-SELFDESTRUCT-07")
def test_a_sequence_started_in_the_player_phase_moves_in_step_4_of_the_same_turn():
    state = crew()
    use_room(state, 0, GENERATOR, "start")

    log = step(state, "ev_time")

    assert ship_state(state).self_destruct == 2 and state.time == 1
    assert [e.rule for e in entries(log, "self_destruct_advanced")] == ["PUB-SELFDESTRUCT-03"]


@pytest.mark.rule("PUB-SELFDESTRUCT-04", "PUB-POD-04")
def test_reaching_a_yellow_space_unlocks_every_pod_and_it_can_no_longer_be_stopped():
    state = crew()
    pods(state, (1, "A", True), (2, "B", True))
    ship_state(state).self_destruct = 2

    log = step(state, "ev_time")

    assert ship_state(state).self_destruct == 3 and not any(p.locked for p in ship_state(state).pods)
    assert entries(log, "pods_unlocked")[0].rule == "PUB-SELFDESTRUCT-04"
    assert room_options(state, 0, GENERATOR) == []


@pytest.mark.rule("PUB-SELFDESTRUCT-05", "PUB-SELFDESTRUCT-06")
def test_the_ship_explodes_four_event_phases_after_the_start():
    state = crew()
    use_room(state, 0, GENERATOR, "start")

    for _ in range(3):
        step(state, "ev_time")
    before = state.over
    log = step(state, "ev_time")

    assert not before and state.over and state.end_reason == "self_destruct"
    assert [e.rule for e in entries(log, "ship_destroyed")] == ["PUB-SELFDESTRUCT-05"]
    assert state.characters[0].status == "dead"


@pytest.mark.rule("PUB-SELFDESTRUCT-07")
def test_an_inactive_sequence_cannot_be_stopped():
    state = crew()

    assert room_options(state, 0, GENERATOR) == [("start",)]


# --- Escape Pods --------------------------------------------------------------------------------------------------


def pod_game(seats=2):
    state = crew(seats=seats)
    pods(state, (1, "A", False), (2, "B", True), (3, "A", True))
    return state


@pytest.mark.rule("PUB-POD-02", "PUB-POD-09")
def test_entering_an_unlocked_pod_takes_a_noise_roll_then_puts_the_character_inside(script):
    state = pod_game()
    script.rolls("3")  # R03: 3 -> K05, a Noise marker only

    use_room(state, 0, EVAC_A, "1")
    choose(state, "wait")

    ch = state.characters[0]
    assert (ch.status, seat_pod(state, ch.seat)) == ("pod", 1) and "K05" in state.noise
    assert characters_in(state, EVAC_A) == []
    assert state.pending.seat == 1


@pytest.mark.rule("PUB-POD-02")
def test_only_unlocked_pods_of_that_section_with_a_free_space_are_offered():
    state = pod_game()
    pods(state, (1, "A", False), (2, "B", False), (3, "A", True), (4, "A", False))
    wait_in_pod(state, 1, 4, EVAC_A)

    assert room_options(state, 0, EVAC_A) == [("1",), ("4",)]
    assert room_options(state, 0, EVAC_B) == [("2",)]


@pytest.mark.rule("PUB-POD-01")
def test_a_pod_holds_two_characters():
    state = pod_game(seats=3)
    wait_in_pod(state, 1, 1, EVAC_A)
    wait_in_pod(state, 2, 1, EVAC_A)

    assert room_options(state, 0, EVAC_A) == []


@pytest.mark.rule("PUB-POD-09")
def test_an_intruder_appearing_during_the_roll_spoils_the_attempt(script):
    state = pod_game()
    state.noise = ["K02"]
    state.bag = ["adult_1"]
    script.rolls("1")  # R03: 1 -> K02, a second Noise: Encounter

    log = use_room(state, 0, EVAC_A, "1")

    assert state.characters[0].status == "aboard"
    assert [e.rule for e in entries(log, "pod_entry_failed")] == ["PUB-POD-09"]


@pytest.mark.rule("PUB-POD-09")
def test_a_danger_result_pulling_an_intruder_in_spoils_the_attempt(script):
    state = pod_game()
    put_intruder(state, "adult", "R07")
    script.rolls("danger")

    use_room(state, 0, EVAC_A, "1")

    assert state.characters[0].status == "aboard" and state.intruders[0].room == EVAC_A


@pytest.mark.rule("PUB-POD-09")
def test_an_encounter_with_the_blank_token_is_a_success(script):
    state = pod_game()
    state.noise = ["K02"]
    state.bag = ["blank_1"]
    script.rolls("1")

    use_room(state, 0, EVAC_A, "1")

    assert state.characters[0].status == "pod" and state.intruders == []


@pytest.mark.rule("PUB-POD-03", "PUB-POD-05")
def test_launching_at_once_takes_the_character_and_what_it_carries_off_the_ship(script):
    state = pod_game()
    state.characters[0].heavy = ["egg"]
    script.rolls("silence")

    use_room(state, 0, EVAC_A, "1")
    log = choose(state, "launch")

    ch = state.characters[0]
    assert ch.status == "launched" and ch.heavy == ["egg"]
    assert [p.number for p in ship_state(state).pods] == [2, 3]
    assert entries(log, "pod_launched")[0].rule == "PUB-POD-03"


@pytest.mark.rule("PUB-POD-03")
def test_a_character_joining_an_occupied_pod_may_launch_it_with_everyone_inside(script):
    state = pod_game(seats=3)
    wait_in_pod(state, 1, 1, EVAC_A)
    script.rolls("silence")

    use_room(state, 0, EVAC_A, "1")
    choose(state, "launch")

    assert [c.status for c in state.characters] == ["launched", "launched", "aboard"]


@pytest.mark.rule("PUB-POD-03")
def test_a_waiting_character_decides_at_the_start_of_the_next_player_phase():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)

    run_op(state, "turn_start")

    assert state.pending.seat == 0 and options(state) == ["launch", "leave", "stay"]


@pytest.mark.rule("PUB-POD-03", "PUB-ROUND-11")
def test_a_waiting_character_that_stays_passes_that_player_phase():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    run_op(state, "turn_start")

    choose(state, "stay")

    assert state.characters[0].status == "pod" and state.characters[0].passed
    assert state.pending.kind == "choose_action" and state.pending.seat == 1


@pytest.mark.rule("PUB-POD-03", "PUB-ROUND-11", "PUB-WOUND-08")
def test_staying_in_a_pod_is_a_forced_pass_so_bleeding_still_hurts():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    ch = state.characters[0]
    bleeding = next(w for w in sorted(state.wound_deck) if cat(state).wounds[w].kind == "bleeding")
    state.wound_deck.remove(bleeding)
    ch.serious = [bleeding]
    run_op(state, "turn_start")

    choose(state, "stay")

    assert ch.status == "pod" and ch.light_wounds == 1


@pytest.mark.rule("PUB-POD-03", "PUB-POD-05")
def test_a_waiting_character_launches_at_the_start_of_the_player_phase():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    run_op(state, "turn_start")

    choose(state, "launch")

    assert state.characters[0].status == "launched" and [p.number for p in ship_state(state).pods] == [2, 3]


@pytest.mark.rule("PUB-POD-06")
def test_a_waiting_character_may_leave_the_pod_and_play_its_rounds():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    state.characters[0].hand = []
    run_op(state, "turn_start")

    choose(state, "leave")

    ch = state.characters[0]
    assert (ch.status, seat_pod(state, ch.seat), ch.room) == ("aboard", 0, EVAC_A) and len(ch.hand) == 5
    assert state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-POD-06")
def test_an_intruder_in_the_evacuation_room_puts_the_waiting_characters_back():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    put_intruder(state, "adult", EVAC_A)

    log = step(state, "turn_start")

    assert state.characters[0].status == "aboard"
    assert [e.rule for e in entries(log, "character_aboard")] == ["PUB-POD-06"]
    assert state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-POD-06", "PUB-DRAW-01")
def test_a_character_put_back_at_the_start_of_a_turn_draws_and_plays_that_player_phase():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    state.characters[0].hand = []
    put_intruder(state, "adult", EVAC_A)

    run_op(state, "turn_start")

    ch = state.characters[0]
    assert ch.status == "aboard" and len(ch.hand) == 5 and not ch.passed
    assert state.pending.seat == 1  # the First Player token went to the character still aboard then
    choose(state, "pass")
    choose(state, "keep")
    assert state.pending.kind == "choose_action" and state.pending.seat == 0


@pytest.mark.rule("PUB-POD-06", "PUB-POD-09")
def test_a_failed_entry_puts_the_others_waiting_there_back_too(script):
    state = pod_game(seats=3)
    wait_in_pod(state, 1, 1, EVAC_A)
    state.noise = ["K02"]
    state.bag = ["adult_1"]
    script.rolls("1")

    use_room(state, 0, EVAC_A, "1")

    assert [c.status for c in state.characters] == ["aboard", "aboard", "aboard"]


@pytest.mark.rule("PUB-POD-07", "PUB-FIRE-10")
def test_a_waiting_character_is_not_in_the_room_for_noise_rolls_or_fire(script):
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    place(state, 1, "R06")
    state.fire = [EVAC_A]
    state.bag = ["adult_5"]
    script.rolls("silence")  # only seat 1 rolls

    log = step(state, "ev_bag")
    step(state, "end_round", 0)

    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [1]
    assert state.characters[0].light_wounds == 0


@pytest.mark.rule("PUB-POD-04", "PUB-WOUND-09")
def test_the_first_death_unlocks_every_pod():
    state = pod_game(seats=3)

    kill(state, state.characters[2], "wounds", "PUB-WOUND-03")

    assert not any(p.locked for p in ship_state(state).pods)


@pytest.mark.rule("PUB-POD-04")
def test_pods_can_be_locked_again_and_a_later_death_does_not_unlock_them():
    state = pod_game(seats=3)
    kill(state, state.characters[2], "wounds", "PUB-WOUND-03")

    use_room(state, 0, HATCH, "lock", "1")
    kill(state, state.characters[1], "wounds", "PUB-WOUND-03")

    assert [p.locked for p in ship_state(state).pods] == [True, False, False]


@pytest.mark.rule("PUB-POD-04")
def test_the_hatch_control_system_locks_or_unlocks_any_one_pod():
    state = pod_game()

    offered = room_options(state, 0, HATCH)
    use_room(state, 0, HATCH, "unlock", "2")

    assert offered == [("lock", "1"), ("unlock", "2"), ("unlock", "3")]
    assert [p.locked for p in ship_state(state).pods] == [False, False, True]


@pytest.mark.rule("PUB-POD-05", "PUB-END-03")
def test_a_launched_character_survives_the_ship_destruction():
    state = pod_game(seats=3)
    state.characters[1].status = "launched"
    state.characters[2].status = "hibernating"

    with pytest.raises(GameOver):
        destroy_ship(state, "self_destruct", "PUB-END-03")

    assert [c.status for c in state.characters] == ["dead", "launched", "dead"]


@pytest.mark.rule("PUB-POD-08")
def test_pod_ejection_launches_the_lowest_numbered_pod_with_its_occupants():
    state = pod_game()
    pods(state, (2, "B", True), (1, "A", True))
    wait_in_pod(state, 0, 1, EVAC_A)

    log = event(state, "evacuation_pod_ejection")

    assert state.characters[0].status == "launched" and [p.number for p in ship_state(state).pods] == [2]
    assert entries(log, "pod_launched")[0].rule == "PUB-POD-08"


@pytest.mark.rule("PUB-POD-08")
def test_pod_ejection_removes_an_empty_pod():
    state = pod_game()

    log = event(state, "evacuation_pod_ejection")

    assert [p.number for p in ship_state(state).pods] == [2, 3] and entries(log, "pod_ejected")


@pytest.mark.rule("PUB-POD-10")
def test_in_a_locked_pod_a_waiting_character_cannot_launch_but_may_leave():
    state = pod_game()
    wait_in_pod(state, 0, 2, EVAC_B)

    run_op(state, "turn_start")

    assert options(state) == ["leave", "stay"]


@pytest.mark.rule("PUB-POD-10")
def test_locking_an_occupied_pod_is_allowed_and_ejection_ignores_the_lock():
    state = pod_game()
    wait_in_pod(state, 1, 1, EVAC_A)
    use_room(state, 0, HATCH, "lock", "1")
    locked = ship_state(state).pods[0].locked

    event(state, "evacuation_pod_ejection")

    assert locked and state.characters[1].status == "launched"


# --- Hibernation -----------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-HIB-01")
def test_the_hibernatorium_opens_on_the_blue_spaces_of_the_time_track():
    state = crew()
    state.time = 7
    closed = room_options(state, 0, HIB)
    state.time = 8

    assert closed == [] and room_options(state, 0, HIB) == [()]


@pytest.mark.rule("PUB-HIB-02", "PUB-HEAVY-03")
def test_a_quiet_roll_puts_the_character_to_sleep_with_what_it_carries(script):
    state = crew(seats=2)
    state.time = 8
    state.characters[0].heavy = ["carcass"]
    script.rolls("2")  # R11: 2 -> K10

    log = use_room(state, 0, HIB)

    ch = state.characters[0]
    assert ch.status == "hibernating" and ch.heavy == ["carcass"] and "K10" in state.noise
    assert entries(log, "objects_along")[0].rule == "PUB-HEAVY-03"
    assert state.pending.seat == 1


@pytest.mark.rule("PUB-HIB-02")
def test_an_intruder_appearing_during_the_roll_spoils_hibernation(script):
    state = crew(seats=2)
    state.time = 8
    state.noise = ["K17"]
    state.bag = ["adult_1"]
    script.rolls("1")  # R11: 1 -> K17, a second Noise: Encounter

    log = use_room(state, 0, HIB)

    assert state.characters[0].status == "aboard" and entries(log, "hibernation_failed")


@pytest.mark.rule("PUB-HIB-03")
def test_a_hibernating_character_is_out_of_reach_but_dies_with_the_ship():
    state = crew(seats=2)
    state.characters[1].status = "hibernating"
    place(state, 1, HIB)
    put_intruder(state, "adult", HIB)

    out_of_reach = state.characters[1] not in characters_in(state, HIB)
    with pytest.raises(GameOver):
        destroy_ship(state, "fire_overflow", "PUB-FIRE-03")

    assert out_of_reach and state.characters[1].status == "dead"


@pytest.mark.rule("PUB-HIB-04")
def test_a_malfunction_in_the_hibernatorium_blocks_new_hibernation():
    state = crew()
    state.time = 8
    state.malfunction = [HIB]

    assert room_options(state, 0, HIB) == []


@pytest.mark.rule("PUB-HIB-04", "PUB-COORD-03")
def test_once_anyone_hibernates_nobody_sets_the_destination():
    state = crew(seats=2)
    free = room_options(state, 0, COCKPIT)
    state.characters[1].status = "hibernating"

    assert free == [("check",), ("set", "A"), ("set", "C"), ("set", "D")]
    assert room_options(state, 0, COCKPIT) == [("check",)]


@pytest.mark.rule("PUB-HIB-04", "PUB-SELFDESTRUCT-07")
def test_an_active_sequence_can_still_be_stopped_while_someone_hibernates():
    state = crew(seats=2)
    state.characters[1].status = "hibernating"
    ship_state(state).self_destruct = 1

    assert room_options(state, 0, GENERATOR) == [("stop",)]


# --- PUB-END-04: the last character ---------------------------------------------------------------------------


@pytest.mark.rule("PUB-END-04", "PUB-HIB-02")
def test_the_last_character_hibernating_ends_the_game_with_the_jump(script):
    state = crew()
    state.time = 8
    script.rolls("silence")

    log = use_room(state, 0, HIB)

    assert state.over and state.end_reason == "no_character_aboard" and state.time == 15
    assert entries(log, "character_hibernating") and entries(log, "time_jump")[0].rule == "PUB-END-04"


@pytest.mark.rule("PUB-END-04")
def test_the_last_character_hibernating_with_self_destruct_active_blows_the_ship_up(script):
    state = crew()
    state.time = 8
    ship_state(state).self_destruct = 1
    script.rolls("silence")

    use_room(state, 0, HIB)

    assert state.over and state.end_reason == "self_destruct" and state.characters[0].status == "dead"


@pytest.mark.rule("PUB-END-04", "PUB-POD-05")
def test_the_last_character_launching_ends_the_game(script):
    state = pod_game(seats=1)
    script.rolls("silence")

    use_room(state, 0, EVAC_A, "1")
    choose(state, "launch")

    assert state.over and state.characters[0].status == "launched"


@pytest.mark.rule("PUB-END-04", "PUB-POD-03")
def test_the_last_character_waiting_in_a_pod_keeps_the_game_going(script):
    state = pod_game(seats=1)
    script.rolls("silence")
    use_room(state, 0, EVAC_A, "1")
    quiet(state)

    choose(state, "wait")

    assert not state.over and state.turn == 2
    assert state.pending.seat == 0 and options(state) == ["launch", "leave", "stay"]


@pytest.mark.rule("PUB-END-01")
def test_characters_still_waiting_in_pods_when_time_runs_out_die():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    state.time = 14

    step(state, "ev_time")

    assert state.over and [c.status for c in state.characters] == ["dead", "dead"]


# --- Engines --------------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ENGINE-01")
def test_three_engines_each_a_damaged_and_a_working_token_the_top_one_counts():
    state = make_game(seats=1, seed=9)

    assert sorted(ship_state(state).engines) == ["engine_1", "engine_2", "engine_3"]
    assert all(sorted(stack) == ["damaged", "working"] for stack in ship_state(state).engines.values())


@pytest.mark.rule("PUB-ENGINE-02")
def test_an_engine_room_shows_its_top_token_to_the_user_only():
    state = crew(seats=2)
    status = ship_state(state).engines["engine_1"][-1]

    log = use_room(state, 0, "R21")

    assert state.characters[0].knowledge == {"engine:engine_1": status}
    assert [e.args.get("status") for e in entries(log, "engine_status")] == [status]
    assert entries(log, "engine_status")[0].visible_to == (0,)
    assert api.view(state, 1).characters[0].knowledge == {}


@pytest.mark.rule("PUB-ENGINE-02")
def test_a_malfunction_in_an_engine_room_blocks_the_check():
    state = crew()
    state.malfunction = ["R19"]

    assert room_options(state, 0, "R19") == []


@pytest.mark.rule("PUB-ENGINE-03")
@pytest.mark.parametrize("order", ["keep", "swap"])
def test_repairing_shows_both_tokens_then_keeps_or_swaps_them_in_secret(order):
    state = crew(seats=2)
    before = list(ship_state(state).engines["engine_2"])
    run_op(state, "repair_engine", 0, "engine_2")
    offered = options(state)

    choose(state, order)

    after = ship_state(state).engines["engine_2"]
    assert offered == ["keep", "swap"]
    assert after == (before if order == "keep" else before[::-1])
    assert state.characters[0].knowledge["engine:engine_2"] == after[-1]
    public = [e for e in api.view(state, 1).log if e.kind.startswith("engine")]
    assert [e.kind for e in public] == ["engine_handled"] and "status" not in public[0].args


@pytest.mark.rule("PUB-ENGINE-04")
def test_the_engine_control_room_checks_all_three_engines():
    state = crew(tiles={"R06": "engine_control"})

    use_room(state, 0, "R06")

    assert state.characters[0].knowledge == {f"engine:{e}": s[-1] for e, s in ship_state(state).engines.items()}


# --- Coordinates and the Cockpit -------------------------------------------------------------------------------


@pytest.mark.rule("PUB-COORD-01")
def test_each_coordinates_card_maps_a_b_c_d_to_the_four_destinations_and_the_marker_starts_on_b():
    state = make_game(seats=1)
    cards = coordinates_of(cat(state))

    assert len(cards) == 8 and ship_state(state).coordinates in cards and ship_state(state).destination == "B"
    assert all(sorted(c) == list("ABCD") for c in cards.values())
    assert all(sorted(c.values()) == ["deep_space", "earth", "mars", "venus"] for c in cards.values())


@pytest.mark.rule("PUB-COORD-02")
def test_checking_the_coordinates_is_secret():
    state = crew(seats=2)
    ship_state(state).coordinates = "coordinates_1"

    use_room(state, 0, COCKPIT, "check")

    assert state.characters[0].knowledge == {"coordinates": "coordinates_1", "destination": "mars"}
    assert api.view(state, 1).characters[0].knowledge == {}


@pytest.mark.rule("PUB-COORD-02")
def test_setting_the_destination_moves_the_marker():
    state = crew(seats=2)
    ship_state(state).coordinates = "coordinates_1"
    state.characters[1].knowledge = {"coordinates": "coordinates_1", "destination": "mars"}

    use_room(state, 0, COCKPIT, "set", "A")

    assert ship_state(state).destination == "A" and ship_view(api.view(state, 1)).destination == "A"
    assert state.characters[1].knowledge["destination"] == "earth"


@pytest.mark.rule("PUB-COORD-04")
def test_the_pilot_also_opens_or_closes_any_one_door():
    state = crew(characters=["pilot"])
    state.doors = {"K27": "closed"}

    use_room(state, 0, COCKPIT, "check")
    offered = options(state, "door")
    choose(state, "door", "open", "K27")

    assert ("open", "K27") in offered and ("close", "K14") in offered
    assert state.doors == {} and state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-COORD-04")
def test_the_pilot_may_leave_every_door_as_it_is():
    state = crew(characters=["pilot"])

    use_room(state, 0, COCKPIT, "set", "C")
    choose(state, "no_door")

    assert state.doors == {} and ship_state(state).destination == "C"


@pytest.mark.rule("PUB-COORD-04")
def test_other_characters_get_no_door_with_the_cockpit():
    state = crew(characters=["scout"])

    use_room(state, 0, COCKPIT, "check")

    assert state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-END-02", "PUB-END-01")
def test_the_jump_with_self_destruct_active_destroys_the_ship_and_the_sleepers():
    state = crew(seats=2)
    state.characters[1].status = "hibernating"
    state.time, ship_state(state).self_destruct = 14, 1

    step(state, "ev_time")

    assert state.over and state.end_reason == "self_destruct"
    assert [c.status for c in state.characters] == ["dead", "dead"]


@pytest.mark.rule("PUB-ROUND-11")
def test_a_skipped_intruder_attack_step_skips_once():
    state = crew()
    put_intruder(state, "adult", state.characters[0].room)
    state.skip_intruder_attacks = True

    skipped = step(state, "ev_attacks")

    assert not entries(skipped, "intruder_attacks") and not state.skip_intruder_attacks
    assert entries(skipped, "intruder_attacks_skipped")
