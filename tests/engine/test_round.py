"""Turn structure: Player phase steps, rounds of up to 2 actions, passing, end-of-round effects, the Event
phase order, skipped characters and the default order of simultaneous effects (PUB-ROUND)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from tests.engine.factories import (
    choose,
    explore_all,
    kinds,
    make_game,
    place,
    put_intruder,
    room_with,
    run_op,
    set_hand,
    top,
)

# --- helpers -------------------------------------------------------------------------------------------


def full_hand(state, seat: int) -> None:
    """Give the seat its Action cards but the Interruption (enough for any number of actions in these tests,
    and no reaction questions: those are tested in test_reactions.py)."""
    ch = state.characters[seat]
    set_hand(state, seat, sorted(card.id for card in cat(state).characters[ch.character].cards
                                 if card.effect != "interruption"))
    ch.deck, ch.discard = [], []


def careful_step(state) -> None:
    """The pending seat makes a Careful Movement (no die is rolled), paying and placing the Noise marker
    with the first option offered."""
    option = next(o for o in state.pending.options if o.kind == "careful")
    api.apply(state, option)
    while state.pending is not None and state.pending.kind in ("pay_cards", "choose_corridor"):
        api.apply(state, state.pending.options[0])


def careful_to(state, room: str) -> None:
    option = next(o for o in state.pending.options if o.kind == "careful" and o.args[0] == room)
    api.apply(state, option)
    while state.pending is not None and state.pending.kind in ("pay_cards", "choose_corridor"):
        api.apply(state, state.pending.options[0])


def pass_keep(state) -> None:
    """The pending seat passes and keeps its hand."""
    choose(state, "pass")
    if state.pending is not None and state.pending.kind == "choose_discard":
        choose(state, "keep")


def quiet_event_phase(state) -> None:
    """An Event phase with no surprises: a harmless Event card and only the Blank in the bag."""
    top(state.event_deck, "regeneration")
    state.bag = ["blank_1"]


def round_starts(entries) -> list[int]:
    return [e.args["seat"] for e in entries if e.kind == "round_start"]


def careful_destinations(state) -> list[str]:
    """Rooms the pending seat can reach with a Careful Movement."""
    return sorted(o.args[0] for o in state.pending.options if o.kind == "careful")


@pytest.fixture
def duo():
    """Two seats on an explored board, full hands, seat 0 to act."""
    state = make_game(seats=2)
    explore_all(state)
    full_hand(state, 0)
    full_hand(state, 1)
    state.log.clear()
    run_op(state, "next_round", 0)
    return state


# --- PUB-ROUND-01/02/03 ------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-01")
def test_a_turn_is_a_player_phase_then_an_event_phase_then_the_next_turn():
    state = make_game(seats=1)
    quiet_event_phase(state)
    assert (state.turn, state.phase) == (1, "player")
    entries = choose(state, "pass")
    if state.pending.kind == "choose_discard":
        entries += choose(state, "keep")
    order = kinds(entries)
    assert order.index("passed") < order.index("event_phase") < order.index("turn_start")
    assert (state.turn, state.phase) == (2, "player")
    assert state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-ROUND-01")
def test_the_series_of_turns_stops_when_an_end_condition_is_met():
    state = make_game(seats=1)
    quiet_event_phase(state)
    state.time = cat(state).options["time_track_length"] - 1
    pass_keep(state)
    assert state.over and state.end_reason == "time_ran_out"
    assert state.pending is None and state.turn == 1
    assert "turn_start" not in kinds(state.log[-5:])


@pytest.mark.rule("PUB-ROUND-02")
def test_player_phase_draws_first_then_passes_the_token_then_starts_rounds():
    state = make_game(seats=2)
    for seat in (0, 1):
        ch = state.characters[seat]
        ch.deck, ch.hand = ch.deck + ch.hand[:2], ch.hand[2:]
    state.log.clear()
    run_op(state, "turn_start")  # turn 2
    order = kinds(state.log)
    assert order[0] == "turn_start"
    last_draw = max(i for i, k in enumerate(order) if k == "cards_drawn")
    assert last_draw < order.index("first_player") < order.index("round_start")
    assert [e.rule for e in state.log if e.kind == "first_player"] == ["PUB-ROUND-03"]


@pytest.mark.rule("PUB-ROUND-03")
def test_first_player_token_moves_to_the_next_player_each_turn_wrapping_round():
    state = make_game(seats=3)
    holders = []
    for _ in range(4):
        run_op(state, "turn_start")
        holders.append(state.first_player)
    assert holders == [1, 2, 0, 1]  # turns 2, 3, 4, 5
    assert state.pending.seat == 1  # the holder plays the first round


@pytest.mark.rule("PUB-ROUND-03")
def test_first_player_token_does_not_move_on_the_first_turn():
    state = make_game(seats=3)
    assert state.turn == 1 and state.first_player == 0
    assert not any(e.rule == "PUB-ROUND-03" for e in state.log)
    assert round_starts(state.log) == [0]


# --- PUB-ROUND-04/05/06 -------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-04")
def test_a_round_is_two_actions_then_the_next_player_plays_a_round(duo):
    careful_step(duo)
    assert duo.pending.seat == 0 and duo.pending.kind == "choose_action"  # second action of the round
    careful_step(duo)
    assert duo.pending.seat == 1 and duo.pending.kind == "choose_action"
    assert round_starts(duo.log) == [0, 1]


@pytest.mark.rule("PUB-ROUND-04")
def test_rounds_repeat_until_everyone_has_passed_then_the_event_phase_starts(duo):
    quiet_event_phase(duo)
    careful_step(duo)
    careful_step(duo)  # seat 0: 2 actions
    pass_keep(duo)  # seat 1 passes
    assert duo.pending.seat == 0 and duo.phase == "player"  # a new series of rounds: seat 0 again
    careful_step(duo)
    careful_step(duo)
    assert duo.pending.seat == 0  # seat 1 has passed, so seat 0 plays round after round
    pass_keep(duo)
    event = kinds(duo.log).index("event_phase")
    assert round_starts(duo.log[:event]) == [0, 1, 0, 0]
    assert duo.turn == 2


@pytest.mark.rule("PUB-ROUND-05")
def test_after_one_action_a_player_may_pass_and_then_takes_no_further_actions(duo):
    careful_step(duo)
    pass_keep(duo)
    assert duo.characters[0].passed
    assert [e.rule for e in duo.log if e.kind == "passed"] == ["PUB-ROUND-05"]
    careful_step(duo)
    careful_step(duo)  # seat 1's round
    assert duo.pending.seat == 1  # seat 0 is skipped from now on
    assert round_starts(duo.log) == [0, 1, 1]


@pytest.mark.rule("PUB-ROUND-05")
def test_a_player_who_cannot_act_can_only_pass(duo):
    set_hand(duo, 0, [])
    run_op(duo, "next_round", 0)
    assert {o.kind for o in duo.pending.options} <= {"pass", "drop"}  # dropping is free (PUB-ACT-12)
    set_hand(duo, 0, ["cont_01", "cont_02"])  # Contamination cards pay for nothing
    run_op(duo, "next_round", 0)
    assert {o.kind for o in duo.pending.options} <= {"pass", "drop"}


@pytest.mark.rule("PUB-ROUND-06")
def test_when_passing_any_cards_including_contamination_may_be_discarded(duo):
    ch = duo.characters[0]
    set_hand(duo, 0, ["soldier_rest", "cont_03", "soldier_search_1"])
    choose(duo, "pass")
    assert duo.pending.kind == "choose_discard" and duo.pending.rule == "PUB-ROUND-06"
    assert set(duo.pending.options) == {api.Choice("discard", ("soldier_rest",)),
                                        api.Choice("discard", ("contamination",)),  # never its identity
                                        api.Choice("discard", ("soldier_search_1",)), api.Choice("keep")}
    choose(duo, "discard", "contamination")
    choose(duo, "discard", "soldier_rest")
    choose(duo, "keep")
    assert ch.hand == ["soldier_search_1"] and ch.discard == ["cont_03", "soldier_rest"]
    discards = [e for e in duo.log if e.kind == "cards_discarded"]
    assert [e.rule for e in discards] == ["PUB-ROUND-06", "PUB-ROUND-06"]
    assert duo.pending.seat == 1  # then the next player's round


@pytest.mark.rule("PUB-ROUND-06")
def test_passing_may_discard_the_whole_hand_or_nothing(duo):
    set_hand(duo, 0, ["soldier_rest", "soldier_search_1"])
    choose(duo, "pass")
    choose(duo, "discard", "soldier_rest")
    choose(duo, "discard", "soldier_search_1")
    assert duo.characters[0].hand == [] and duo.pending.seat == 1  # no question once the hand is empty
    set_hand(duo, 1, ["scout_rest"])
    choose(duo, "pass")
    choose(duo, "keep")
    assert duo.characters[1].hand == ["scout_rest"] and duo.characters[1].discard == []


# --- PUB-ROUND-07: end of round -----------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-07")
def test_ending_a_round_of_two_actions_in_a_burning_room_costs_a_light_wound(duo):
    start = duo.characters[0].room
    nxt = careful_destinations(duo)[0]
    duo.fire.append(start)
    careful_to(duo, nxt)
    careful_to(duo, start)  # back into the fire: the round ends here
    assert duo.characters[0].light_wounds == 1
    assert [e.rule for e in duo.log if e.kind == "light_wound"] == ["PUB-FIRE-04"]


@pytest.mark.rule("PUB-ROUND-07")
def test_only_the_room_where_the_round_ends_counts_for_fire(duo):
    start = duo.characters[0].room
    duo.fire.append(start)
    nxt = careful_destinations(duo)[0]
    careful_to(duo, nxt)
    careful_step(duo)  # round ends away from the burning start room
    assert duo.characters[0].light_wounds == 0


@pytest.mark.rule("PUB-ROUND-07")
def test_passing_in_a_burning_room_also_ends_a_round_there(duo):
    duo.fire.append(duo.characters[0].room)
    pass_keep(duo)
    assert duo.characters[0].light_wounds == 1


@pytest.mark.rule("PUB-ROUND-07")
def test_bleeding_costs_a_light_wound_when_passing_only(duo):
    duo.characters[0].serious = ["bleeding_1"]
    careful_step(duo)
    careful_step(duo)
    assert duo.characters[0].light_wounds == 0  # a round without passing
    pass_keep(duo)  # seat 1
    pass_keep(duo)  # seat 0 passes
    assert duo.characters[0].light_wounds == 1
    assert [e.rule for e in duo.log if e.kind == "light_wound"] == ["PUB-WOUND-08"]


# --- PUB-ROUND-08: Event phase order --------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-08")
def test_event_phase_runs_time_attacks_fire_event_card_then_bag_development():
    state = make_game(seats=1)
    explore_all(state)
    here = state.characters[0].room
    put_intruder(state, "adult", here)
    top(state.attack_deck, "tail_1")  # hits only a Queen: the Adult's attack misses
    burning = room_with(state, "comms_room")
    state.fire.append(burning)
    state.objects[burning] = ["egg"]
    quiet_event_phase(state)
    state.log.clear()
    run_op(state, "event_phase")
    order = kinds(state.log)
    steps = ["event_phase", "time_advanced", "intruder_attacks", "egg_burnt", "event_card", "token_drawn",
             "turn_start"]
    positions = [order.index(k) for k in steps]
    assert positions == sorted(positions)
    assert state.time == 1 and state.phase == "player"


@pytest.mark.rule("PUB-ROUND-08")
def test_time_and_an_active_self_destruct_both_move_in_step_4():
    state = make_game(seats=1)
    quiet_event_phase(state)
    ship_state(state).self_destruct = 1
    run_op(state, "event_phase")
    assert (state.time, ship_state(state).self_destruct) == (1, 2)


# --- PUB-ROUND-09: skipped characters -------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-09")
@pytest.mark.parametrize("status", ["dead", "hibernating", "launched"])
def test_characters_out_of_play_draw_nothing_and_get_no_round(status):
    state = make_game(seats=3)
    out = state.characters[1]
    out.status = status
    out.hand, out.deck = [], sorted(card.id for card in cat(state).characters[out.character].cards)
    state.log.clear()
    run_op(state, "turn_start")
    assert state.pending.seat == 2  # the token skipped seat 1 too
    pass_keep(state)
    assert state.pending.seat == 0  # the round after seat 2's is seat 0's
    assert out.hand == []
    assert all(e.args["seat"] != 1 for e in state.log if e.kind in ("cards_drawn", "round_start"))


@pytest.mark.rule("PUB-ROUND-09")
def test_the_first_player_token_skips_a_player_who_is_out():
    state = make_game(seats=3)
    state.characters[1].status = "dead"
    run_op(state, "turn_start")
    assert state.first_player == 2 and state.pending.seat == 2


# --- PUB-ROUND-12: default order -----------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROUND-12")
def test_event_attacks_go_room_by_room_in_ascending_room_number():
    state = make_game(seats=2)
    explore_all(state)
    low, high = "R03", "R13"
    place(state, 0, high)
    place(state, 1, low)
    a = put_intruder(state, "adult", high)
    b = put_intruder(state, "adult", low)
    top(state.attack_deck, "tail_1", "tail_2")  # both miss
    run_op(state, "ev_attacks")
    attacks = [(e.args["intruder"], e.args["seat"]) for e in state.log if e.kind == "intruder_attacks"]
    assert attacks == [(b.id, 1), (a.id, 0)]


@pytest.mark.rule("PUB-ROUND-12")
def test_inside_a_room_queen_breeders_adults_creepers_larvae_act_in_that_order(script):
    state = make_game(seats=1)
    explore_all(state)
    here = state.characters[0].room
    for kind in ("larva", "creeper", "adult", "breeder", "queen"):
        put_intruder(state, kind, here)
    top(state.attack_deck, "bite_1", "claw_1", "scratch_1", "scratch_2")  # hurt, but 2 Serious Wounds at most
    run_op(state, "ev_attacks")
    order = [e.args["kind"] for e in state.log if e.kind == "intruder_attacks"]
    assert order == ["queen", "breeder", "adult", "creeper", "larva"]
    assert state.characters[0].status == "aboard"


@pytest.mark.rule("PUB-ROUND-12")
def test_characters_act_in_turn_order_starting_with_the_first_player(script):
    state = make_game(seats=3)
    explore_all(state)
    for seat, room in enumerate(("R03", "R13", "R16")):
        place(state, seat, room)
    state.first_player = 1
    state.bag = ["adult_1"]  # an Adult token: everyone out of Combat makes a Noise roll
    script.rolls("silence", "silence", "silence")
    run_op(state, "ev_bag")
    assert [e.args["seat"] for e in state.log if e.kind == "noise_roll"] == [1, 2, 0]
