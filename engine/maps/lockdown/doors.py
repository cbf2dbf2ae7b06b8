"""The Facility's 11 Door tokens (LD-DOOR-01..08, LD-TECH-04).

Doors work as in the published game (the core: a Closed Door blocks movement, Intruders destroy it, a
Destroyed Door is never closed again, Technical Corridors take no Door). What Lockdown adds is the count: the
box has `door_tokens` Door tokens, and a Destroyed Door keeps its token lying on the board. When a Door must be
placed and none is left, a non-Destroyed Door is taken from the board (LD-DOOR-08; PROPOSED: the Closed Door of
the lowest-numbered Corridor). Every Lockdown source of a Closed Door (the Door Exploration token here; Computer
Action D, Vent Control, Quarantine in their own modules) places it through `close_door`, offered to other
plug-ins as the service "close_door".
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


def close_door(state: State, corridor: str, rule: str) -> bool:
    """Close the Door of `corridor`, moving one from elsewhere when the supply is empty (LD-DOOR-08).
    Returns whether the Corridor now has a Closed Door."""
    status = state.doors.get(corridor)
    if corridor in ("", TECH) or status == "destroyed":  # LD-TECH-04, LD-DOOR-04
        return False
    if status == "closed":
        return True
    if not doors_left(state):
        closed = sorted(c for c, s in state.doors.items() if s == "closed")
        if not closed:  # every token lies Destroyed: nothing to place
            log(state, "LD-DOOR-08", "no_door_left", corridor=corridor)
            return False
        log(state, "LD-DOOR-08", "door_moved", src=closed[0], corridor=corridor)
        set_door(state, closed[0], "open", "LD-DOOR-08")
    set_door(state, corridor, "closed", rule)
    return True


TEMPLATES = {
    "door_moved": "No Door token is left: the Door of {src:corridor} moves to {corridor}",
    "no_door_left": "No Door token is left for {corridor}",
}

PART = register(Plugin(id="map:lockdown/doors", kind="map", hooks={Hook.SERVICES: {"close_door": close_door}},
                       templates=TEMPLATES))
