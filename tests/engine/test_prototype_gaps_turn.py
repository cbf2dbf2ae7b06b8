"""Passing, the round, the Panic deck and the objectives in a 2018 prototype game (base-game.md §4 BASE-ROUND-*,
§5.8 BASE-PASS-*, §9 BASE-PANIC-07, §30 BASE-OBJ-*).

The round tests start a real prototype game (both Objectives kept at setup) and play it through the API; the
objective tests arrange the end of a game and run the Victory Check (tests/engine/ending_helpers.py).
"""

import pytest

from engine.rulesets.prototype.state import proto
from engine.species.intruders.state import hive
from tests.engine.card_helpers import hand_of
from tests.engine.ending_helpers import engines, finish, keep, safe_jump, status
from tests.engine.factories import act, choose, entries, explore_all, kinds, make_game, send_signal, step, top
from tests.engine.ship_helpers import fixed_board, ship


def started(seats: int = 2):
    """A prototype game at the first action of turn 1, on the fixed board with every tile up and no noise."""
    state = make_game(seats=seats, ruleset="prototype")
    while state.pending.kind == "choose_objective":
        choose(state, "objective", state.pending.options[0].args[0])
    fixed_board(state)
    explore_all(state)
    state.noise = []
    top(state.event_deck, "regeneration")  # a harmless Event card
    return state


def pass_keeping(state) -> list:
    start = len(state.log)
    choose(state, "pass")
    if state.pending is not None and state.pending.kind == "choose_discard":
        choose(state, "keep")
    return state.log[start:]


# --- §5.8 passing, §4 the round ------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-PASS-02")
def test_passing_may_discard_any_action_and_contamination_cards_from_hand():
    state = started()
    ch = state.characters[0]
    cards = list(hand_of(state, 0, 3))
    dirty = state.contamination_deck.pop()
    ch.hand.append(dirty)

    choose(state, "pass")
    offered = {o.args for o in state.pending.options if o.kind == "discard"}
    choose(state, "discard", "contamination")
    choose(state, "discard", cards[0])
    choose(state, "keep")

    assert offered == {(c,) for c in cards} | {("contamination",)}
    assert sorted(ch.hand) == sorted(cards[1:]) and sorted(ch.discard) == sorted([dirty, cards[0]])
    assert state.pending.seat == 1  # then the next player's turn


@pytest.mark.rule("BASE-PASS-04", "BASE-ROUND-04")
def test_a_player_who_passed_is_not_asked_again_and_the_last_pass_starts_the_event_phase(script):
    state = started()
    hand_of(state, 0, 4)  # no Interruption: this test is not about reactions
    hand_of(state, 1, 6)
    start = len(state.log)
    pass_keeping(state)  # seat 0 passes first
    asked = []
    script.rolls("silence", "silence")  # R06 and R08 are empty: a roll each
    for room, corridor in (("R06", "K10"), ("R11", "K10"), ("R08", "K13")):
        asked.append(state.pending.seat)
        act(state, "move", room, corridor)  # R11 still holds seat 0: no roll there
    asked.append(state.pending.seat)

    log = pass_keeping(state)

    assert asked == [1, 1, 1, 1] and state.characters[0].room == "R11"
    phase = state.log[start:]
    until_events = phase[: kinds(phase).index("event_phase")]
    assert [e.args["seat"] for e in entries(until_events, "round_start")] == [1]  # seat 0 is never asked again
    order = kinds(log)  # seat 1 passes last: straight into the Event phase
    assert order.index("passed") < order.index("event_phase") < order.index("event_card")
    assert "round_start" not in order[: order.index("event_phase")]
    assert state.turn == 2 and state.pending.seat == 0  # the next Player phase asks everyone again


@pytest.mark.rule("BASE-ROUND-07", "BASE-ROUND-02")
def test_with_player_1_out_the_event_card_is_still_drawn_once_and_player_2_plays_first():
    state = started(seats=3)
    status(state, 0, "hibernating")
    state.characters[0].passed = True
    hand_of(state, 1, 6)
    hand_of(state, 2, 6)
    step(state, "turn_start")
    first = state.pending.seat

    log = pass_keeping(state) + pass_keeping(state)

    assert first == 1 and len(entries(log, "event_card")) == 1
    assert [e.args["card"] for e in entries(log, "event_card")] == ["regeneration"]
    assert state.pending.seat == 1  # still the lowest Turn-order number of an active player


# --- §9 the Panic deck -----------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-PANIC-07")
def test_a_resolved_panic_card_is_discarded_and_an_empty_deck_is_rebuilt_from_the_discards():
    state = ship(seats=2, ruleset="prototype")  # 6 cards in hand: calm against any difficulty (5 at most)
    p = proto(state)
    total = len(p.panic_deck)
    top_card = p.panic_deck[-1]

    step(state, "panic_check", 0)
    after_one = (len(p.panic_deck), list(p.panic_discard))
    p.panic_discard, p.panic_deck = p.panic_deck + p.panic_discard, []
    log = step(state, "panic_check", 0)

    assert after_one == (total - 1, [top_card])
    assert entries(log, "deck_reshuffled") and entries(log, "panic_calm")
    assert len(p.panic_deck) == total - 1 and len(p.panic_discard) == 1


# --- §30 objectives ----------------------------------------------------------------------------------------------------


def ending(seats: int = 3):
    state = ship(seats=seats, ruleset="prototype")
    state.first_intruder_seen = True
    return state


@pytest.mark.rule("BASE-OBJ-01", "BASE-OBJ-03")
def test_home_alive_in_a_pod_or_asleep_through_a_good_jump_several_winners_and_the_rest_lose():
    state = ending(seats=3)
    safe_jump(state, "earth")
    for seat in range(3):
        keep(state, seat, "destination_earth")  # met by everyone: only how each gets home decides
    status(state, 0, "hibernating")
    status(state, 1, "launched")  # seat 2 is still aboard when the time runs out

    results = finish(state)

    assert [results[s].survived for s in range(3)] == [True, True, False]
    assert [results[s].won for s in range(3)] == [True, True, False]
    assert entries(state.log, "victory_checked")[-1].args["winners"] == "0,1"


@pytest.mark.rule("BASE-OBJ-03")
def test_a_game_can_have_no_winner():
    state = ending(seats=2)
    safe_jump(state, "earth")
    keep(state, 0, "destination_earth")
    keep(state, 1, "destination_earth")
    status(state, 0, "dead")

    results = finish(state)

    assert not any(r.won for r in results.values())
    assert entries(state.log, "victory_checked")[-1].args["winners"] == "none"


@pytest.mark.rule("BASE-OBJ-02")
@pytest.mark.parametrize("fate", ["dead", "jump_fails"])
def test_a_met_objective_is_worth_nothing_to_a_character_who_does_not_get_home(fate):
    state = ending(seats=2)
    safe_jump(state, "earth")
    hive(state).queen_killed = True
    for seat in (0, 1):
        keep(state, seat, "the_great_hunt")  # the Signal sent and the Queen killed: met by both
        send_signal(state, seat)
    status(state, 1, "hibernating")
    if fate == "dead":
        status(state, 0, "dead")
    else:  # both hibernate, but the ship jumps with only one working engine
        status(state, 0, "hibernating")
        engines(state, "working", "damaged", "damaged")

    results = finish(state)

    assert results[0].met and not results[0].survived and not results[0].won
    assert results[1].met and results[1].won is (fate == "dead")


@pytest.mark.rule("BASE-OBJ-07")
@pytest.mark.parametrize(("how", "met"), [("launched", True), ("hibernating", False)])
def test_an_objective_may_ask_to_leave_the_ship_in_an_escape_pod(how, met):
    state = ending(seats=2)
    safe_jump(state, "earth")
    keep(state, 0, "hoarder")  # end in an Escape Pod with 7 or more Item cards
    state.characters[0].items = [f"medkit_{n}" for n in range(1, 7)]  # + the Assault Rifle = 7
    status(state, 0, how)

    results = finish(state)

    assert results[0].survived and results[0].met is met and results[0].won is met


@pytest.mark.rule("BASE-OBJ-07", "BASE-OBJ-01")
@pytest.mark.parametrize(("planet", "met"), [("mars", True), ("earth", False)])
def test_an_objective_may_name_the_destination(planet, met):
    state = ending(seats=2)
    safe_jump(state, planet)
    keep(state, 0, "quarantine")  # the ship reaches Mars (or Earth with the Nest destroyed)
    status(state, 0, "hibernating")

    results = finish(state)

    assert results[0].survived and results[0].won is met


@pytest.mark.rule("BASE-OBJ-08")
@pytest.mark.parametrize(("dead_seat", "met"), [(1, False), (2, True)])
def test_player_2_in_an_objective_is_the_turn_order_number_not_the_seat(dead_seat, met):
    state = ending(seats=3)
    state.player_numbers = [1, 3, 2]  # seat 2 holds Turn-order card 2
    safe_jump(state, "earth")
    keep(state, 0, "greener_pastures")  # Player 2's character does not survive
    for seat in range(3):
        status(state, seat, "hibernating")
    status(state, dead_seat, "dead")

    results = finish(state)

    assert results[0].met is met and results[0].won is met
