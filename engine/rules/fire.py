"""Fire spreading to neighbouring rooms (PUB-FIRE-11), which several species' Event cards ask for."""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import place_fire
from engine.rules.board import open_neighbours
from engine.state import State


def spread_fire(state: State, sources: list[str]) -> None:
    """One simultaneous step of spread to open neighbours, never through tech corridors (PUB-FIRE-11)."""
    targets = sorted({r for s in sources for _c, r in open_neighbours(state, s)} - set(state.fire),
                     key=lambda r: cat(state).rooms[r].number)
    for room in targets:
        place_fire(state, room, "PUB-FIRE-11")
