"""The prototype ruleset (base-game.md) keeps the published Victory Check where the seed agrees (§32: the ship
destroyed, the engines, the coordinates, the objectives, the infection test, who wins) and the solo and co-op
variants' rules that are not objective decks (§33), in a prototype game."""

import pytest

from engine.effects import GameOver, destroy_ship
from engine.maps.nemesis_ship.state import ship_state
from engine.species.intruders.state import hive
from tests.engine.board_helpers import act, board, set_token
from tests.engine.ending_helpers import engines, finish, heading, keep, safe_jump, status
from tests.engine.factories import entries, give_larva, make_game, send_signal
from tests.engine.room_helpers import crew


def proto(seats: int = 2, **cfg):
    return crew(seats, ruleset="prototype", **cfg)


def contamination(state, infected: bool, count: int = 1) -> list[str]:
    pool = [c for c in state.contamination_deck if (c in state.infected) == infected][:count]
    for card in pool:
        state.contamination_deck.remove(card)
    return pool


# --- §32 the Victory Check ---------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-END-10", "BASE-END-03")
def test_a_destroyed_ship_kills_every_hibernating_character():
    state = proto(seats=3)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    keep(state, 1, "clean_up_crew")
    send_signal(state, 1)

    with pytest.raises(GameOver):
        destroy_ship(state, "self_destruct", "BASE-END-03")
    results = finish(state, "self_destruct")

    assert not results[0].survived and results[0].cause == "ship_destroyed"
    assert results[1].survived and results[1].won and not results[2].survived


@pytest.mark.rule("BASE-END-06", "BASE-END-11")
def test_fewer_than_two_working_engines_kill_the_hibernating_but_not_the_launched():
    state = proto(seats=3)
    heading(state, "earth")
    engines(state, "damaged", "working", "damaged")
    status(state, 0, "hibernating")
    status(state, 1, "launched")

    results = finish(state)

    assert sorted(entries(state.log, "engines_revealed")[0].args.values()) == ["damaged", "damaged", "working"]
    assert results[0].cause == "engines" and not results[0].survived and results[1].survived
    assert not entries(state.log, "coordinates_revealed")


@pytest.mark.rule("BASE-END-06")
def test_quarantine_lets_a_hibernating_character_survive_a_mars_arrival():
    state = proto(seats=2)
    safe_jump(state, "mars")
    keep(state, 0, "quarantine")
    keep(state, 1, "ab_ovo")
    status(state, 0, "hibernating")
    status(state, 1, "hibernating")

    results = finish(state)

    assert results[0].survived and results[0].won
    assert not results[1].survived and results[1].cause == "coordinates"


@pytest.mark.rule("BASE-END-13", "BASE-END-17")
def test_each_survivor_reveals_its_objective_and_only_a_living_one_who_met_it_wins():
    state = proto(seats=3)
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


@pytest.mark.rule("BASE-END-15", "BASE-END-16")
def test_an_infected_card_found_means_a_draw_of_four_and_a_contamination_card_among_them_kills():
    state = proto(seats=2)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    ch = state.characters[0]
    ch.hand, ch.deck, ch.discard = [], contamination(state, infected=True), contamination(state, False, 4)

    results = finish(state)

    draw = entries(state.log, "contamination_draw")[0].args
    assert draw["drawn"] == 4 and draw["contamination"] == 4
    assert results[0].cause == "contamination" and not results[0].won
    assert len(ch.hand) == 4 and not ch.discard  # all its cards shuffled together, 4 drawn


@pytest.mark.rule("BASE-END-15", "BASE-END-16")
def test_an_infected_character_goes_straight_to_the_draw_and_survives_it_with_only_action_cards():
    state = proto(seats=2)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    give_larva(state, state.characters[0])

    results = finish(state)

    draw = entries(state.log, "contamination_draw")[0].args
    assert draw["larva"] == 1 and draw["contamination"] == 0
    assert not entries(state.log, "scanned")
    assert results[0].survived and results[0].won


@pytest.mark.rule("BASE-END-15")
def test_clean_contamination_cards_alone_need_no_draw():
    state = proto(seats=2)
    safe_jump(state)
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    state.characters[0].discard += contamination(state, infected=False, count=3)

    results = finish(state)

    assert results[0].won and entries(state.log, "contamination_clear")
    assert not entries(state.log, "contamination_draw")


@pytest.mark.rule("BASE-END-18")
def test_a_character_in_a_launched_pod_takes_the_infection_test_too():
    state = proto(seats=2)
    safe_jump(state)
    status(state, 1, "launched")
    ch = state.characters[1]
    ch.hand, ch.deck, ch.discard = [], contamination(state, infected=True), contamination(state, False, 4)

    results = finish(state)

    assert [e.args["seat"] for e in entries(state.log, "contamination_draw")] == [1]
    assert results[1].cause == "contamination"


# --- §33 solo and co-op ------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SOLO-01")
def test_a_solo_prototype_game_has_two_escape_pods():
    state = make_game(1, mode="solo", ruleset="prototype")

    assert len(ship_state(state).pods) == 2


@pytest.mark.rule("BASE-SOLO-02")
def test_solo_item_counters_are_halved_rounded_up(script):
    state = board(mode="solo", ruleset="prototype")
    state.first_intruder_seen = True
    set_token(state, "R06", "door", items=3)
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.item_counters["R06"] == 2


@pytest.mark.rule("BASE-SOLO-02")
def test_a_solo_win_needs_the_objective_and_survival():
    won = proto(seats=1, mode="solo")
    safe_jump(won, "earth")
    keep(won, 0, "destination_earth")
    status(won, 0, "hibernating")

    lost = proto(seats=1, mode="solo")
    safe_jump(lost, "earth")
    keep(lost, 0, "destination_earth")
    status(lost, 0, "dead")

    assert finish(won)[0].won and not finish(lost)[0].won


@pytest.mark.rule("BASE-COOP-01")
def test_the_team_wins_only_when_every_card_is_met_and_someone_survives():
    met = proto(seats=2, mode="coop")
    safe_jump(met, "earth")
    keep(met, 0, "destination_earth")
    keep(met, 1, "destination_earth")
    status(met, 0, "hibernating")
    status(met, 1, "dead")

    failed = proto(seats=2, mode="coop")
    safe_jump(failed, "earth")
    keep(failed, 0, "destination_earth")
    keep(failed, 1, "first_contact_protocol")  # no weakness revealed
    status(failed, 0, "hibernating")

    nobody = proto(seats=2, mode="coop")
    safe_jump(nobody, "earth")
    keep(nobody, 0, "destination_earth")
    keep(nobody, 1, "destination_earth")
    status(nobody, 0, "dead")
    status(nobody, 1, "dead")

    assert all(r.won for r in finish(met).values())
    assert not any(r.won for r in finish(failed).values())
    assert not any(r.won for r in finish(nobody).values())


@pytest.mark.rule("BASE-COOP-01")
def test_two_signal_cards_need_two_different_senders():
    def game(senders):
        state = proto(seats=2, mode="coop")
        keep(state, 0, "clean_up_crew")
        keep(state, 1, "cutting_off_the_head")
        hive(state).queen_killed, hive(state).nest_destroyed = True, True
        safe_jump(state)
        status(state, 0, "hibernating")
        for seat in senders:
            send_signal(state, seat)
        return finish(state)

    assert not game([0])[0].won
    assert game([0, 1])[0].won
