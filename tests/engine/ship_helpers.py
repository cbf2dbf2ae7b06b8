"""Shared arrange helpers for the bag, event, fire, malfunction, door and nest tests.

`ship()` builds a real game, lays a fixed set of room tiles (so "the yellow rooms" or "the Nest" are
known rooms), turns every tile up and clears the dealt noise, so a test arranges only what its rule needs.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.state import LogEntry, State
from tests.engine.factories import act, choose, entries, explore_all, make_game, run_op, set_bag, step, top  # noqa: F401
from tests.engine.factories import reask as ready  # noqa: F401

# A fixed board (room -> tile). Set-1 slots take every set-1 tile; set-2 slots take 5 of the 9 set-2 tiles.
LAYOUT = {
    "R02": "surgery", "R03": "evacuation_a", "R04": "evacuation_b", "R05": "laboratory",
    "R06": "canteen", "R07": "hatch_control", "R08": "command_center", "R09": "storage",
    "R10": "armory", "R12": "nest", "R13": "comms_room", "R14": "cabins", "R15": "slime_room",
    "R16": "emergency_room", "R17": "fire_control", "R18": "generator",
}
NEST = "R12"  # corridors K14 (R09) and K18 (R16), no Technical Corridor entrance
HIBERNATORIUM = "R11"


def fixed_board(state: State) -> None:
    """Lay LAYOUT on the board; the tiles it leaves out are the unused ones."""
    placed = set(LAYOUT.values())
    every = set(state.tiles.values()) | set(state.unused_tiles)
    state.tiles.update(LAYOUT)
    state.unused_tiles = sorted(every - placed - {state.tiles[r] for r in state.tiles if r not in LAYOUT})


def ship(seats: int = 1, explored: bool = True, **cfg) -> State:
    """A game on the fixed board, no noise, no decision pending; every tile up unless `explored=False`."""
    state = make_game(seats=seats, **cfg)
    fixed_board(state)
    if explored:
        explore_all(state)
    state.noise = []
    state.pending = None
    state.stack.clear()
    return state


def since(state: State, start: int) -> list[LogEntry]:
    return state.log[start:]



def event(state: State, card: str) -> list[LogEntry]:
    """Put `card` on top of the Event deck and run Event step 7."""
    top(state.event_deck, card)
    return step(state, "ev_event_card")




def tokens(state: State, kind: str, pile: list[str] | None = None) -> list[str]:
    """Token ids of `kind` in a pile (default: the whole box)."""
    pool = pile if pile is not None else sorted(cat(state).intruder_tokens)
    return [t for t in pool if cat(state).intruder_tokens[t][0] == kind]



def exploration_token(state: State, effect: str) -> int:
    """Index of an Exploration token with this effect."""
    return next(i for i, (e, _items) in enumerate(cat(state).exploration) if e == effect)
