"""Arrange helpers for the objective, victory, co-op and Intruder-player tests.

`crew()` builds a real game on the fixed board with every tile up and nothing pending; the helpers below
set the few end-of-game facts a rule needs (who hibernates or escaped, engine tokens, where the ship
heads, which objective a seat kept), then `finish()` ends the game and runs the Victory Check.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import log
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.victory import victory_check
from engine.state import SeatResult, State
from tests.engine.ship_helpers import ship


def crew(seats: int = 2, **cfg) -> State:
    return ship(seats=seats, **cfg)


def status(state: State, seat: int, how: str) -> None:
    """hibernating | launched | aboard | pod | dead (dead logs a cause like a real death)."""
    ch = state.characters[seat]
    ch.status = how
    if how == "dead":
        log(state, "PUB-WOUND-03", "character_dead", seat=seat, room=ch.room, cause="wounds")


def engines(state: State, *tops: str) -> None:
    """The real status (top token) of Engines 1-3."""
    for engine, top in zip(sorted(ship_state(state).engines), tops, strict=True):
        other = "working" if top == "damaged" else "damaged"
        ship_state(state).engines[engine] = [other, top]


def heading(state: State, planet: str) -> None:
    """A Coordinates card and a Destination position pointing at `planet` (T12)."""
    for card, positions in sorted(coordinates_of(cat(state)).items()):
        for position, where in sorted(positions.items()):
            if where == planet:
                ship_state(state).coordinates, ship_state(state).destination = card, position
                return
    raise AssertionError(planet)


def safe_jump(state: State, planet: str = "earth") -> None:
    engines(state, "working", "working", "working")
    heading(state, planet)


def keep(state: State, seat: int, *objectives: str) -> None:
    state.objectives[str(seat)] = list(objectives)


def finish(state: State, reason: str = "time_ran_out") -> dict[int, SeatResult]:
    """End the game with `reason` and run the Victory Check; returns seat -> result."""
    state.over = True
    state.end_reason = reason
    state.pending = None
    state.stack.clear()
    victory_check(state)
    return {r.seat: r for r in state.results}
