"""Opening and closing doors by card, item or room effect (PUB-DOOR; T10 Tools/Energy Charge, T14, T2).

Many effects say "open or close 1 door of a corridor of your room": `door_options` lists them as
("open", corridor) / ("close", corridor) parameters and `toggle_door` carries one out. Destroyed doors
and the Technical Corridor space have no door to move (PUB-DOOR-02/03).
"""

from __future__ import annotations

from engine.effects import set_door
from engine.rules.board import corridors_of
from engine.state import State


def door_options(state: State, room: str) -> list[tuple[str, str]]:
    """Each non-destroyed door of the room's corridors, as the move that changes it."""
    out = []
    for corridor in corridors_of(state, room, with_tech=False):
        status = state.doors.get(corridor, "open")
        if status == "closed":
            out.append(("open", corridor))
        elif status == "open":
            out.append(("close", corridor))
    return out


def all_door_options(state: State) -> list[tuple[str, str]]:
    """Every non-destroyed door on the ship (Pilot's Authorization, PUB-COORD-04)."""
    seen: dict[tuple[str, str], None] = {}
    for room in sorted(state.tiles):
        for move in door_options(state, room):
            seen[move] = None
    return sorted(seen)


def toggle_door(state: State, move: str, corridor: str, rule: str) -> None:
    set_door(state, corridor, "open" if move == "open" else "closed", rule)
