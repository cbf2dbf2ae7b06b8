"""What a player may take back (engine/undo.py): choosing a move is undoable until its cards are paid; the
payment rolls the noise die, turns up rooms and draws, so it is a barrier; so is handing the turn on."""

from __future__ import annotations

import pytest

from engine import api


def first_action(seed: int = 4) -> api.State:
    state = api.new_game({"seats": 2, "seed": seed})
    while state.pending.kind != "choose_action":
        api.apply(state, state.pending.options[0])
    return state


@pytest.mark.rule("PUB-ACT-01")
def test_choosing_a_move_can_be_taken_back():
    state = first_action()
    key, seat = api.undo_key(state), state.pending.seat
    api.apply(state, next(o for o in state.pending.options if o.kind == "move"))
    assert state.pending.kind == "pay_cards"
    assert not api.is_undo_barrier(key, seat, state)


@pytest.mark.rule("PUB-NOISE-02", "PUB-EXPLORE-01")
def test_paying_for_a_move_into_an_unexplored_room_cannot_be_taken_back():
    state = first_action()
    api.apply(state, next(o for o in state.pending.options if o.kind == "move"))
    key, seat = api.undo_key(state), state.pending.seat
    api.apply(state, state.pending.options[0])
    assert api.is_undo_barrier(key, seat, state)


@pytest.mark.rule("PUB-ROUND-05")
def test_passing_the_turn_to_another_seat_cannot_be_taken_back():
    state = first_action()
    key, seat = api.undo_key(state), state.pending.seat
    api.apply(state, next(o for o in state.pending.options if o.kind == "pass"))
    while state.pending.seat == seat and state.pending.kind == "choose_discard":
        api.apply(state, next(o for o in state.pending.options if o.kind == "keep"))
    assert api.is_undo_barrier(key, seat, state)
