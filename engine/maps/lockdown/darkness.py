"""Which Section a room lies in, which Sections have Power, and who or what is in Darkness (LD-POWER-01..03,
LD-STAIR-01..03). Shared by every Lockdown rule and offered to the species as services ("in_darkness",
"room_in_darkness") so a species' encounter and cards read Darkness without knowing the map."""

from __future__ import annotations

from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.state import State

EXT = "map:lockdown"


def facility(state: State):
    """The Facility facts of the catalog (board.toml `[facility]`, read by content.py)."""
    return cat(state).ext[EXT]["facility"]


def section_of(state: State, room: str) -> str:
    """The room's Section ("S-01".."S-03"); "" for an Emergency Staircase (LD-STAIR-02) or a room off the map."""
    return facility(state).room_sections.get(room, "")


def powered(state: State, section: str) -> bool:
    """The Section (or "elevator") has Power: its Power token shows blue (LD-POWER-01). A staircase never has."""
    token = lockdown_state(state).power.get(section)
    return token is not None and token.on


def room_in_darkness(state: State, room: str) -> bool:
    """A room of an unpowered Section, or an Emergency Staircase, is dark (LD-POWER-03, LD-STAIR-03)."""
    section = section_of(state, room)
    return not section or not powered(state, section)


def in_darkness(state: State, seat: int) -> bool:
    """The seat's character stands in Darkness (LD-POWER-03); effects that ignore Darkness say so themselves
    (LD-POWER-04, LD-POWER-13)."""
    ch = state.characters[seat]
    return bool(ch.room) and room_in_darkness(state, ch.room)


SERVICES = {"in_darkness": in_darkness, "room_in_darkness": room_in_darkness, "section_of": section_of,
            "powered": powered}
