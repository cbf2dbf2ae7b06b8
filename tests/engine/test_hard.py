"""The Hard bot: Monte Carlo search over determinised states with paired playouts, seeing only its view (issue 6).

Most tests inject a sampler that returns clones of the true state (perfect information), so the search
itself is checked apart from the determiniser; the view-only test uses the real determiniser.
"""

import msgspec
import pytest

from engine import api
from engine.ai import easy, hard
from engine.rng import Rng
from engine.state import clone
from engine.views import DecisionView
from tests.engine.factories import act, make_game, place, reask, run_op, set_hand
from tests.engine.room_helpers import EVAC_A, crew, pods, quiet

FEW = 24  # iterations: enough for these plain situations, fast enough for the suite
SOME = 60  # for a two-step plan (enter, then launch) under a policy that would wait


def true_sampler(state):
    return lambda view, holder: clone(state)


def passive(view, holder):
    """A rollout policy that waits: it passes, stays in a pod, and otherwise takes the first option."""
    options = view.decision.options
    return next((o for o in options if o.kind in ("pass", "wait")), options[0])


def waits_aboard(view, holder):
    """Like `passive`, but once inside a pod it launches: the search must find the way in on its own."""
    options = view.decision.options
    return next((o for o in options if o.kind == "launch"), None) or passive(view, holder)


def refusing_sampler(view, holder):
    raise AssertionError("this decision must not be searched")


def last_turn_by_a_pod(hand=("soldier_rest", "soldier_full_auto")):
    """A lone character in Evacuation Section A by an unlocked pod, on the Turn the ship jumps (PUB-END-01),
    with just the 2 cards the pod costs and nothing to drop: no other move leaves it a way off the ship."""
    state = crew(seats=1)
    pods(state, (1, "A", False))
    place(state, 0, EVAC_A)
    state.time = 14
    state.characters[0].weapons = {}
    set_hand(state, 0, list(hand))
    quiet(state)
    return reask(state)


@pytest.mark.rule("PUB-ACT-01", "PUB-ACT-02")
def test_every_move_the_hard_bot_makes_is_one_of_the_legal_options():
    state = make_game(seats=3, seed=11)
    hard_moves = 0
    while state.pending is not None and hard_moves < 12 and state.decisions < 300:
        seat = state.pending.seat
        view = api.view(state, seat, log_from=len(state.log))
        if seat == 0:
            move = hard.decide(view, Rng(state.decisions), iterations=6, sampler=true_sampler(state))
            assert move.choice in state.pending.options and move.reason.startswith("Hard bot")
            hard_moves += 1
            choice = move.choice
        else:
            choice = easy.choose(view, Rng(state.decisions))
        api.apply(state, choice)
    assert hard_moves == 12


@pytest.mark.rule("PUB-ACT-01")
def test_the_same_seed_gives_the_same_move_and_reason():
    state = make_game(seats=3, seed=4)
    seat = state.pending.seat
    view = api.view(state, seat)

    first = hard.decide(view, Rng(9), iterations=FEW, sampler=true_sampler(state))
    second = hard.decide(view, Rng(9), iterations=FEW, sampler=true_sampler(state))

    assert first == second
    assert f"Hard bot: {FEW} playouts" in first.reason and "scores" in first.reason


@pytest.mark.rule("PUB-POD-02")
def test_a_decision_with_one_option_or_a_card_payment_is_not_searched():
    state = last_turn_by_a_pod(hand=("soldier_rest", "soldier_full_auto", "soldier_demolition"))
    api.apply(state, api.Choice("room", (EVAC_A, "1")))
    assert state.pending.kind == "pay_cards" and len(state.pending.options) > 1

    move = hard.decide(api.view(state, 0), Rng(1), iterations=FEW, sampler=refusing_sampler)
    assert move.choice in state.pending.options

    only = DecisionView(seat=0, kind="choose_action", rule="PUB-ACT-01", options=(api.Choice("pass"),))
    view = msgspec.structs.replace(api.view(state, 0), decision=only)
    assert hard.decide(view, Rng(1), sampler=refusing_sampler).choice == api.Choice("pass")


@pytest.mark.rule("PUB-POD-02", "PUB-POD-05", "PUB-END-01")
def test_on_the_last_turn_it_enters_the_unlocked_pod_where_its_policy_would_wait_for_the_jump():
    state = last_turn_by_a_pod()
    options = state.pending.options
    assert api.Choice("room", (EVAC_A, "1")) in options and waits_aboard(api.view(state, 0), Rng(0)).kind == "pass"

    result = hard.search(api.view(state, 0), Rng(3), SOME, sampler=true_sampler(state), policy=waits_aboard)

    assert result.choice == api.Choice("room", (EVAC_A, "1")) and result.failures == 0
    assert result.stats[api.Choice("pass")][1] == 0.0  # staying aboard dies in the jump


@pytest.mark.rule("PUB-POD-03", "PUB-POD-05", "PUB-END-01")
def test_once_inside_it_launches_at_once_where_its_policy_would_wait_aboard_for_the_jump():
    state = last_turn_by_a_pod()  # only the Blank in the bag and nobody near: the entry succeeds
    act(state, "room", EVAC_A, "1")
    assert sorted(o.kind for o in state.pending.options) == ["launch", "wait"]

    result = hard.search(api.view(state, 0), Rng(5), FEW, sampler=true_sampler(state), policy=passive)

    assert result.choice == api.Choice("launch")
    assert hard.decide(api.view(state, 0), Rng(5), iterations=8, sampler=true_sampler(state)).choice == \
        api.Choice("launch")


@pytest.mark.rule("PUB-POD-03")
def test_where_the_playouts_cannot_tell_moves_apart_it_keeps_its_policys_move():
    state = last_turn_by_a_pod()
    state.time = 2  # far from the jump: a Turn's playouts barely separate the moves
    reask(state)

    result = hard.search(api.view(state, 0), Rng(7), FEW, sampler=true_sampler(state), policy=passive)

    assert result.choice == api.Choice("pass")


@pytest.mark.rule("PUB-CONT-02", "PUB-BAG-01")
def test_two_states_with_the_same_view_but_different_hidden_parts_get_the_same_move():
    pytest.importorskip("engine.ai.determinize")
    state = make_game(seats=3, seed=8)
    other = clone(state)
    other.bag.reverse()
    other.attack_deck.reverse()
    other.event_deck.reverse()
    other.rng ^= 0x5DEECE66D
    seat = state.pending.seat
    for s, cards in other.objectives.items():
        if s != str(seat):
            cards.reverse()
    assert api.view(state, seat) == api.view(other, seat)
    assert api.state_hash(state) != api.state_hash(other)

    a = hard.decide(api.view(state, seat), Rng(2), iterations=FEW)
    b = hard.decide(api.view(other, seat), Rng(2), iterations=FEW)

    assert a == b


@pytest.mark.rule("PUB-ACT-01")
def test_a_view_no_determinisation_fits_still_gets_a_legal_move_with_a_reason():
    state = make_game(seats=2, seed=3)
    view = api.view(state, state.pending.seat)

    def broken(view, holder):
        raise ValueError("the view is inconsistent with the catalog")

    move = hard.decide(view, Rng(1), iterations=5, sampler=broken)

    assert move.choice in state.pending.options and "no playout could run" in move.reason


def first_option(view, holder):
    return view.decision.options[0]


@pytest.mark.rule("PUB-OBJ-03", "PUB-OBJ-01")
def test_it_keeps_the_objective_its_win_model_finds_easier_where_its_policy_keeps_the_harder_one():
    state = crew(seats=3, characters=("soldier", "scout", "captain"))
    state.objectives = {str(s): ["hoarder"] for s in range(3)}
    state.objectives["0"] = ["ab_ovo", "the_oldest_friend"]
    run_op(state, "objective_choice")
    assert state.pending.kind == "choose_objective" and state.pending.seat == 0
    view = api.view(state, 0)
    assert first_option(view, Rng(1)) == api.Choice("objective", ("ab_ovo",))

    result = hard.search(view, Rng(1), FEW, sampler=true_sampler(state), policy=first_option)

    assert result.choice == api.Choice("objective", ("the_oldest_friend",)) and result.failures == 0
