"""Arrange-and-act helpers for the board tests (map, movement, exploration, noise, tech, slime).

They build on factories.py: re-ask the pending action after arranging the board, take an action
through `api.apply` paying with the first offered cards, and put a chosen tile or Exploration token
on a room.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.state import LogEntry, State
from tests.engine.factories import act, choose, explore_all, make_game, run_op  # noqa: F401
from tests.engine.factories import reask as refresh  # noqa: F401


def board(seats: int = 1, **cfg) -> State:
    """A real game, every tile explored and every token gone, seat 0 to act (all start in R11)."""
    state = make_game(seats=seats, **cfg)
    explore_all(state)
    refresh(state)
    return state



def set_tile(state: State, room: str, tile: str) -> None:
    """Put `tile` on `room`; the room that held it gets the room's old tile (one copy of each tile)."""
    old = state.tiles[room]
    for other, t in state.tiles.items():
        if t == tile:
            state.tiles[other] = old
    state.tiles[room] = tile


def set_token(state: State, room: str, effect: str, items: int | None = None) -> int:
    """Turn `room` face down with an Exploration token of this effect (and item number) on it."""
    tokens = cat(state).exploration
    fits = [i for i, (e, n) in enumerate(tokens) if e == effect and (items is None or n == items)]
    unboxed = [i for i in fits if i not in state.exploration_box]  # prefer a token that is in play
    index = (unboxed or fits)[0]
    state.explored[room] = False
    state.exploration[room] = index
    return index


def logged(entries, kind: str) -> list[LogEntry]:
    return [e for e in entries if e.kind == kind]


def order(entries, *event_kinds: str) -> list[str]:
    """The kinds of `entries` that are among `event_kinds`, in log order."""
    return [e.kind for e in entries if e.kind in event_kinds]


def since(state: State, start: int) -> list[LogEntry]:
    return state.log[start:]


def roll_for(state: State, seat: int, room: str) -> list[LogEntry]:
    """Put `seat` in `room` and make its Noise roll there; returns the new log entries."""
    state.characters[seat].room = room
    start = len(state.log)
    run_op(state, "noise_roll", seat)
    return since(state, start)
