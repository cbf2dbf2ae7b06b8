"""The end of the game and the Victory Check (PUB-END-01..11, PUB-ENGINE-05)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.effects import GameOver, place_fire
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.victory import victory_check
from engine.rules.wounds import kill
from engine.species.intruders.state import hive
from tests.engine.board_helpers import set_token
from tests.engine.ending_helpers import crew, engines, finish, heading, keep, safe_jump, status
from tests.engine.factories import act, choose, entries, give_larva, put_intruder, reask, send_signal, step
from tests.engine.ship_helpers import HIBERNATORIUM, NEST


def contamination(state, infected: bool, count: int = 1) -> list[str]:
    pool = [c for c in state.contamination_deck if (c in state.infected) == infected][:count]
    for card in pool:
        state.contamination_deck.remove(card)
    return pool


# --- how the game ends (PUB-END-01..05) ------------------------------------------------------------------


@pytest.mark.rule("PUB-END-01")
def test_when_time_runs_out_everyone_awake_dies_and_intruders_are_unharmed():
    state = crew(2)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    adult = put_intruder(state, "adult", NEST)
    state.time = int(cat(state).options["time_track_length"]) - 1
    reask(state, 1)

    new = choose(state, "pass")
    while state.pending is not None and state.pending.kind == "choose_discard":
        new += choose(state, "keep")

    assert state.over and state.end_reason == "time_ran_out"
    assert [(e.args["seat"], e.args["cause"]) for e in entries(new, "character_dead")] == [(1, "jump")]
    assert [i.id for i in state.intruders] == [adult.id]
    assert entries(new, "victory_checked")  # api.apply ran the Victory Check
    assert state.results[0].won and not state.results[1].survived


@pytest.mark.rule("PUB-END-02")
def test_the_self_destruct_skull_destroys_the_ship():
    state = crew(2)
    status(state, 0, "hibernating")
    ship_state(state).self_destruct = int(cat(state).options["self_destruct_explodes_at"]) - 1

    step(state, "ev_time")

    assert state.over and state.end_reason == "self_destruct"
    assert [ch.status for ch in state.characters] == ["dead", "dead"]


@pytest.mark.rule("PUB-END-02")
def test_a_jump_with_the_self_destruct_running_counts_as_ship_destroyed():
    state = crew(2)
    status(state, 0, "launched")
    keep(state, 0, "clean_up_crew")
    send_signal(state, 0)
    ship_state(state).self_destruct = 1
    state.time = int(cat(state).options["time_track_length"]) - 1

    step(state, "ev_time")
    victory_check(state)

    assert state.end_reason == "self_destruct" and state.results[0].won


@pytest.mark.rule("PUB-END-03", "PUB-END-11")
def test_a_ninth_fire_destroys_the_ship_with_everyone_aboard_but_not_the_launched():
    state = crew(3)
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    keep(state, 1, "destination_earth", "clean_up_crew")
    send_signal(state, 1)
    put_intruder(state, "adult", NEST)
    rooms = [r for r in sorted(state.tiles) if r != HIBERNATORIUM][:9]
    state.fire = sorted(rooms[:8])

    with pytest.raises(GameOver):
        place_fire(state, rooms[8], "PUB-EVENT-06")
    victory_check(state)

    assert state.end_reason == "fire_overflow" and not state.intruders and hive(state).nest_destroyed
    assert [r.survived for r in state.results] == [False, True, False]
    assert state.results[0].cause == "ship_destroyed"
    assert state.results[1].won and state.results[1].met  # clean_up_crew met by the destruction


@pytest.mark.rule("PUB-END-04")
def test_when_the_last_character_aboard_dies_the_time_marker_jumps_and_the_game_ends():
    state = crew(2)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")

    with pytest.raises(GameOver):
        kill(state, state.characters[1], "bite", "PUB-INTRUDER-03")
    victory_check(state)

    assert state.time == int(cat(state).options["time_track_length"])
    assert state.end_reason == "no_character_aboard"
    assert state.results[0].won and state.results[1].cause == "bite"


@pytest.mark.rule("PUB-END-05")
def test_the_game_ends_in_the_middle_of_an_action():
    state = crew(1)
    state.fire = sorted(r for r in state.tiles if r not in (HIBERNATORIUM, "R06"))[:8]
    set_token(state, "R06", "fire")
    reask(state)

    new = act(state, "move", "R06", "K10")

    assert state.over and state.end_reason == "fire_overflow" and state.pending is None
    assert not entries(new, "noise_roll")  # the rest of the Movement never happens
    assert entries(new, "victory_checked") and entries(new, "no_survivor")
    with pytest.raises(api.IllegalChoice):
        choose(state, "pass")


# --- the Victory Check (PUB-END-06..11) ---------------------------------------------------------------------


@pytest.mark.rule("PUB-END-06")
def test_no_survivor_means_nobody_wins_and_no_check_is_made():
    state = crew(2)
    keep(state, 0, "an_old_feud")
    status(state, 0, "dead")
    status(state, 1, "dead")

    results = finish(state)

    assert not any(r.won for r in results.values())
    assert entries(state.log, "no_survivor") and not entries(state.log, "engines_revealed")


@pytest.mark.rule("PUB-END-07", "PUB-ENGINE-05")
def test_two_damaged_engines_blow_the_ship_up_at_the_jump():
    state = crew(3)
    heading(state, "earth")
    engines(state, "damaged", "working", "damaged")
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    keep(state, 1, "destination_earth", "extreme_field_biology")
    put_intruder(state, "queen", NEST)

    results = finish(state)

    revealed = entries(state.log, "engines_revealed")[0].args
    assert sorted(revealed.values()) == ["damaged", "damaged", "working"]
    assert results[0].cause == "engines" and results[1].survived
    assert not state.intruders and hive(state).nest_destroyed
    assert not results[1].met  # the ship never reaches Earth
    assert not entries(state.log, "coordinates_revealed")


@pytest.mark.rule("PUB-END-07", "PUB-ENGINE-05")
def test_one_damaged_engine_and_a_malfunction_do_not_stop_the_jump():
    state = crew(2)
    heading(state, "earth")
    engines(state, "working", "damaged", "working")
    state.malfunction = sorted(r for r, t in state.tiles.items() if t.startswith("engine_"))
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")

    results = finish(state)

    assert results[0].won and not entries(state.log, "engines_exploded")


@pytest.mark.rule("PUB-END-08")
def test_a_destination_other_than_earth_kills_the_hibernating_but_not_the_escaped():
    state = crew(3)
    safe_jump(state, "venus")
    adult = put_intruder(state, "adult", NEST)
    status(state, 0, "hibernating")
    status(state, 1, "launched")

    results = finish(state)

    assert results[0].cause == "coordinates" and results[1].survived
    assert [i.id for i in state.intruders] == [adult.id]
    assert entries(state.log, "coordinates_revealed")[0].args["destination"] == "venus"


@pytest.mark.rule("PUB-END-09")
def test_no_larva_and_no_infected_card_survives_the_contamination_check_without_a_draw():
    state = crew(2)
    safe_jump(state)
    status(state, 0, "hibernating")
    state.characters[0].discard += contamination(state, infected=False, count=3)

    results = finish(state)

    assert results[0].survived
    assert entries(state.log, "contamination_clear") and not entries(state.log, "contamination_draw")


@pytest.mark.rule("PUB-END-09")
def test_an_infected_card_means_a_draw_of_four_and_a_contamination_card_among_them_kills():
    state = crew(2)
    safe_jump(state)
    status(state, 1, "launched")
    ch = state.characters[1]
    ch.hand, ch.deck, ch.discard = [], contamination(state, infected=True), contamination(state, False, 4)

    results = finish(state)

    draw = entries(state.log, "contamination_draw")[0].args
    assert draw["drawn"] == 4 and draw["contamination"] == 4
    assert results[1].cause == "contamination" and not results[1].survived
    assert not ch.discard and len(ch.hand) == 4  # all its cards shuffled together, 4 drawn


@pytest.mark.rule("PUB-END-09")
def test_a_larva_goes_straight_to_the_draw_which_it_survives_with_only_action_cards():
    state = crew(2)
    safe_jump(state)
    status(state, 0, "hibernating")
    give_larva(state, state.characters[0])

    results = finish(state)

    draw = entries(state.log, "contamination_draw")[0].args
    assert draw["larva"] == 1 and draw["contamination"] == 0 and results[0].survived
    assert not entries(state.log, "scanned")


@pytest.mark.rule("PUB-END-10")
def test_survivors_reveal_their_objective_and_win_only_if_it_is_met():
    state = crew(3)
    safe_jump(state, "earth")
    keep(state, 0, "destination_earth")
    keep(state, 1, "ab_ovo")
    keep(state, 2, "destination_earth")
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    status(state, 2, "dead")

    results = finish(state)

    revealed = [(e.args["seat"], e.args["objective"]) for e in entries(state.log, "objective_revealed")]
    assert revealed == [(0, "destination_earth"), (1, "ab_ovo")]
    assert [results[s].won for s in range(3)] == [True, False, False]
    assert results[0].left_ship == "hibernation" and results[1].left_ship == "escape_pod"
    assert results[2].left_ship == "none" and results[2].cause == "wounds"


@pytest.mark.rule("PUB-END-11")
def test_an_escape_pod_is_safe_from_the_engines_and_the_coordinates():
    state = crew(2)
    heading(state, "deep_space")
    engines(state, "damaged", "damaged", "damaged")
    keep(state, 0, "the_right_moment_to_strike")
    status(state, 0, "launched")

    results = finish(state)

    assert results[0].survived and results[0].won  # player 1 is the only survivor


@pytest.mark.rule("PUB-END-06")
def test_the_victory_check_runs_once():
    state = crew(2)
    safe_jump(state)
    status(state, 0, "hibernating")
    finish(state)
    before = len(state.log)
    victory_check(state)
    assert len(state.log) == before
