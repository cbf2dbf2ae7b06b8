"""Effects that several species' Event cards share, whatever deck prints them: Fire spreading to the neighbouring
rooms (PUB-FIRE-11), a Malfunction in the lowest-numbered room that can take one (GAP-PUB-19), the map's
lowest-numbered Escape Pod ejected (PUB-POD-08)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat
from engine.effects import can_malfunction, log, place_fire, place_malfunction
from engine.rules.board import open_neighbours, rooms_by_number
from engine.state import State


def spread_fire(state: State, sources: list[str]) -> None:
    """One simultaneous step of spread to open neighbours, never through tech corridors (PUB-FIRE-11)."""
    targets = sorted({r for s in sources for _c, r in open_neighbours(state, s)} - set(state.fire),
                     key=lambda r: cat(state).rooms[r].number)
    for room in targets:
        place_fire(state, room, "PUB-FIRE-11")


def malfunction_lowest(state: State, rule: str) -> None:
    """The lowest-numbered explored room that can still take a Malfunction gets one (GAP-PUB-19)."""
    for room in rooms_by_number(state):
        if state.explored.get(room) and can_malfunction(state, room):
            place_malfunction(state, room, rule)
            return


def eject_lowest_pod(state: State) -> None:
    """The lowest-numbered pod on the board is ejected, occupants escaping (PUB-POD-08, GAP-PUB-28); a map without
    Escape Pods has nothing to eject."""
    eject = hooks.service(state, "eject_pod")
    if eject is None:
        log(state, "PUB-POD-08", "no_pod_left")
        return
    eject(state, "PUB-POD-08")
