"""The Facility's 11 Door tokens (LD-DOOR-01..08, LD-TECH-04).

Doors work as in the published game (the core: a Closed Door blocks movement, Intruders destroy it, a
Destroyed Door is never closed again, Technical Corridors take no Door). What Lockdown adds is the count: the
box has `door_tokens` Door tokens, and a Destroyed Door keeps its token lying on the board. When a Door must be
placed and none is left, a non-Destroyed Door is taken from the board (LD-DOOR-08; PROPOSED: the Closed Door of
the lowest-numbered Corridor). The count holds whatever closes a Door (the Door Exploration token, Computer
Action D, Vent Control, Quarantine, ...): the core asks the "door_token" modifier point before a Door closes in an
open Corridor. `close_door` (the service "close_door") closes one and says whether it stands.
"""

from __future__ import annotations

from engine.catalog import opt
from engine.content.loader import TECH
from engine.effects import log, set_door
from engine.hooks import Hook, Plugin, register
from engine.state import State


def doors_left(state: State) -> int:
    """Door tokens still in the supply: every Closed or Destroyed Door holds one."""
    return max(0, int(opt(state, "door_tokens")) - len(state.doors))


def door_token(state: State, value: bool, corridor: str = "") -> bool:
    """A Door token for a Door about to close in an open Corridor, whatever places it (the core's "door_token"
    modifier point): from the supply, else the Closed Door of the lowest-numbered Corridor moves (LD-DOOR-08);
    none when every token lies Destroyed."""
    if not value or doors_left(state):
        return value
    closed = sorted(c for c, s in state.doors.items() if s == "closed" and c != corridor)
    if not closed:
        log(state, "LD-DOOR-08", "no_door_left", corridor=corridor)
        return False
    log(state, "LD-DOOR-08", "door_moved", src=closed[0], corridor=corridor)
    set_door(state, closed[0], "open", "LD-DOOR-08")
    return True


def close_door(state: State, corridor: str, rule: str) -> bool:
    """Close the Door of `corridor` (LD-DOOR-06, LD-DOOR-08). Returns whether the Corridor now has a Closed Door
    (never in the Technical Corridors, LD-TECH-04, nor where a Door lies Destroyed, LD-DOOR-04)."""
    if corridor in ("", TECH):
        return False
    set_door(state, corridor, "closed", rule)
    return state.doors.get(corridor) == "closed"


TEMPLATES = {
    "door_moved": "No Door token is left: the Door of {src:corridor} moves to {corridor}",
    "no_door_left": "No Door token is left for {corridor}",
}

PART = register(Plugin(id="map:lockdown/doors", kind="map", hooks={
    Hook.SERVICES: {"close_door": close_door}, Hook.MODIFIERS: {"door_token": door_token}},
                       templates=TEMPLATES))
