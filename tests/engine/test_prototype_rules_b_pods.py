"""The prototype ruleset (base-game.md) keeps the published Escape Pods (§25), the parts of hibernation the seed
states (§26) and the Self-Destruct track moving with Time in the End phase (§27), in a prototype game."""

import pytest

from engine.effects import GameOver, destroy_ship
from engine.maps.nemesis_ship.state import seat_pod, ship_state
from engine.rules.board import characters_in
from engine.rules.wounds import kill
from engine.rulesets.prototype.round import phase_steps
from tests.engine.factories import act, choose, entries, make_game, place, put_intruder, reask, run_op, step
from tests.engine.room_helpers import EVAC_A, EVAC_B, HIB, crew, pods, room_options, use_room, wait_in_pod
from tests.engine.ship_helpers import event

HATCH, GENERATOR = "R07", "R18"


def proto(seats: int = 2, **cfg):
    return crew(seats, ruleset="prototype", **cfg)


def pod_game(seats: int = 2):
    state = proto(seats)
    pods(state, (1, "A", False), (2, "B", True), (3, "A", True))
    return state


def kinds(state) -> list[str]:
    return sorted(o.kind for o in state.pending.options)


# --- §25 Escape pods ---------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-POD-01")
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_every_pod_starts_locked(seats):
    state = make_game(seats=seats, ruleset="prototype")

    assert ship_state(state).pods and all(p.locked for p in ship_state(state).pods)


@pytest.mark.rule("BASE-POD-02")
def test_the_hatch_control_room_unlocks_a_chosen_pod():
    state = pod_game()

    offered = room_options(state, 0, HATCH)
    use_room(state, 0, HATCH, "unlock", "2")

    assert ("unlock", "2") in offered and ("unlock", "3") in offered
    assert [p.locked for p in ship_state(state).pods] == [False, False, True]


@pytest.mark.rule("BASE-POD-04")
def test_a_pod_holds_two_crew_members():
    state = pod_game(seats=3)
    wait_in_pod(state, 1, 1, EVAC_A)
    one_aboard = room_options(state, 0, EVAC_A)
    wait_in_pod(state, 2, 1, EVAC_A)

    assert one_aboard == [("1",)] and room_options(state, 0, EVAC_A) == []


@pytest.mark.rule("BASE-POD-05", "BASE-POD-07")
def test_boarding_costs_two_cards_and_a_noise_roll_then_launch_or_wait(script):
    state = pod_game()
    place(state, 0, EVAC_A)
    reask(state)
    before = len(state.characters[0].hand)
    script.rolls("3")  # R03: 3 -> K05, a noise token only

    log = act(state, "room", EVAC_A, "1")

    ch = state.characters[0]
    assert len(ch.hand) == before - 2 and entries(log, "noise_roll")
    assert (ch.status, seat_pod(state, 0)) == ("pod", 1)
    assert state.pending.seat == 0 and kinds(state) == ["launch", "wait"]


@pytest.mark.rule("BASE-POD-05")
def test_only_the_unlocked_pods_of_the_sections_hatch_with_room_are_offered_and_not_with_an_intruder():
    state = pod_game()
    pods(state, (1, "A", False), (2, "B", False), (3, "A", True))

    section_a, section_b = room_options(state, 0, EVAC_A), room_options(state, 0, EVAC_B)
    put_intruder(state, "adult", EVAC_A)

    assert section_a == [("1",)] and section_b == [("2",)]
    assert room_options(state, 0, EVAC_A) == []


@pytest.mark.rule("BASE-POD-06")
def test_an_intruder_brought_by_the_boarding_roll_keeps_the_character_in_the_hatch_room(script):
    state = pod_game()
    state.noise = ["K02"]
    state.bag = ["adult_1"]
    script.rolls("1")  # R03: 1 -> K02, a second noise: an Intruder comes

    log = use_room(state, 0, EVAC_A, "1")

    ch = state.characters[0]
    assert (ch.status, ch.room) == ("aboard", EVAC_A) and entries(log, "pod_entry_failed")


@pytest.mark.rule("BASE-POD-07", "BASE-POD-11", "BASE-END-19")
def test_launching_at_once_takes_the_character_off_the_ship(script):
    state = pod_game()
    script.rolls("silence")
    use_room(state, 0, EVAC_A, "1")

    choose(state, "launch")

    assert state.characters[0].status == "launched" and [p.number for p in ship_state(state).pods] == [2, 3]
    assert state.characters[0] not in characters_in(state, EVAC_A)
    assert state.pending.seat == 1


@pytest.mark.rule("BASE-POD-08")
def test_at_the_start_of_its_turn_a_waiting_character_launches_or_leaves_the_pod():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    run_op(state, "turn_start")
    offered = kinds(state)

    choose(state, "leave")

    ch = state.characters[0]
    assert offered == ["launch", "leave", "stay"]
    assert (ch.status, ch.room, seat_pod(state, 0)) == ("aboard", EVAC_A, 0)


@pytest.mark.rule("BASE-POD-08", "BASE-POD-10")
def test_launching_at_the_start_of_a_turn_takes_everyone_in_that_pod():
    state = pod_game(seats=3)
    wait_in_pod(state, 0, 1, EVAC_A)
    wait_in_pod(state, 1, 1, EVAC_A)
    run_op(state, "turn_start")

    choose(state, "launch")

    assert [c.status for c in state.characters] == ["launched", "launched", "aboard"]


@pytest.mark.rule("BASE-POD-10")
def test_a_character_who_stays_waiting_in_the_pod_passes_its_turn():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    run_op(state, "turn_start")

    choose(state, "stay")

    assert state.characters[0].status == "pod" and state.characters[0].passed
    assert state.pending.kind == "choose_action" and state.pending.seat == 1


@pytest.mark.rule("BASE-POD-09")
def test_an_intruder_appearing_in_the_hatch_room_puts_the_waiting_characters_back():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)
    put_intruder(state, "adult", EVAC_A)

    log = step(state, "turn_start")

    assert state.characters[0].status == "aboard" and entries(log, "character_aboard")


@pytest.mark.rule("BASE-POD-11", "BASE-END-03")
def test_a_launched_character_survives_the_ship_destruction_and_the_hibernating_do_not():
    state = pod_game(seats=3)
    state.characters[1].status = "launched"
    state.characters[2].status = "hibernating"

    with pytest.raises(GameOver):
        destroy_ship(state, "self_destruct", "BASE-END-03")

    assert [c.status for c in state.characters] == ["dead", "launched", "dead"]


# --- §26 Hibernation ---------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-HIB-01", "BASE-END-02")
def test_when_time_runs_out_everyone_outside_the_chambers_and_the_launched_pods_dies():
    state = proto(seats=4)
    state.characters[1].status = "hibernating"
    state.characters[2].status = "launched"
    wait_in_pod(state, 3, 1, EVAC_A)
    state.time = 14

    log = step(state, "ev_time")

    assert state.over and state.end_reason == "time_ran_out"
    assert [c.status for c in state.characters] == ["dead", "hibernating", "launched", "dead"]
    assert sorted(e.args["seat"] for e in entries(log, "character_dead")) == [0, 3]


@pytest.mark.rule("BASE-HIB-01")
def test_the_crew_starts_in_the_hibernatorium():
    state = make_game(seats=3, ruleset="prototype")

    assert {ch.room for ch in state.characters} == {HIB} and state.tiles[HIB] == "hibernatorium"


@pytest.mark.rule("BASE-HIB-03", "BASE-END-19")
def test_a_hibernating_character_leaves_active_play():
    state = proto(seats=2)
    state.characters[1].status = "hibernating"
    put_intruder(state, "adult", HIB)

    reask(state, 0)
    run_op(state, "ev_attacks")

    assert state.characters[1] not in characters_in(state, HIB)
    assert state.characters[1].light_wounds == 0 and state.characters[1].serious == []


# --- §27 Self-destruct -------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SELF-01")
def test_self_destruct_moves_one_space_with_the_time_marker_in_the_end_phase():
    state = proto(seats=1)
    ship_state(state).self_destruct = 1
    steps = [name for name, _rule in phase_steps(state)]

    log = step(state, "ev_time")

    assert steps.index("end_phase") < steps.index("ev_time")  # the time step belongs to the End phase
    assert state.time == 1 and ship_state(state).self_destruct == 2
    assert entries(log, "self_destruct_advanced")


@pytest.mark.rule("BASE-SELF-02", "BASE-END-01", "BASE-END-03")
def test_reaching_the_last_self_destruct_space_ends_the_game_and_kills_all_but_the_launched():
    state = proto(seats=3)
    state.characters[1].status = "hibernating"
    state.characters[2].status = "launched"
    ship_state(state).self_destruct = 4

    step(state, "ev_time")

    assert state.over and state.end_reason == "self_destruct"
    assert [c.status for c in state.characters] == ["dead", "dead", "launched"]


@pytest.mark.rule("BASE-END-01")
def test_reaching_the_last_time_space_ends_the_game_at_once_before_the_draw():
    state = proto(seats=1)
    state.time = 14
    state.event_deck.remove("regeneration")
    state.event_deck.append("regeneration")  # a harmless Event card
    ch = state.characters[0]
    ch.hand = []

    log = step(state, "event_phase")  # Event phase, then the End phase: time, then the draw

    assert entries(log, "event_card") and entries(log, "time_advanced")
    assert state.over and state.end_reason == "time_ran_out" and ch.hand == []


@pytest.mark.rule("BASE-END-04")
def test_the_last_character_launching_ends_the_game(script):
    state = pod_game(seats=1)
    script.rolls("silence")

    use_room(state, 0, EVAC_A, "1")
    choose(state, "launch")

    assert state.over and state.characters[0].status == "launched"


@pytest.mark.rule("BASE-END-04")
def test_the_last_character_dying_with_self_destruct_active_moves_it_to_its_end():
    state = proto(seats=2)
    state.characters[1].status = "launched"
    ship_state(state).self_destruct = 1

    with pytest.raises(GameOver):
        kill(state, state.characters[0], "wounds", "BASE-WOUND-01")

    assert state.over and state.end_reason == "self_destruct"


@pytest.mark.rule("BASE-POD-11")
def test_pod_ejection_of_a_waiting_character_counts_as_an_escape():
    state = pod_game()
    wait_in_pod(state, 0, 1, EVAC_A)

    event(state, "evacuation_pod_ejection")

    assert state.characters[0].status == "launched"
