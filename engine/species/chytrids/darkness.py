"""Darkness and Weaknesses as the Chytrids read them, through the map's services so this package never imports a
map: who or what stands in Darkness (in the Facility an unpowered Section, LD-POWER-03; on a map with no Darkness
of its own, the Nemesis ship, everything, CHY-NEM-16), and whether a revealed Weakness helps a character (in the
Facility only from its slot's Knowledge, LD-KNOW-06; elsewhere everyone, PUB-WEAK-03)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.state import State


def in_darkness(state: State, seat: int) -> bool:
    """The seat's character stands in Darkness (CHY-NEM-16 where the map has no Darkness)."""
    fn = hooks.service(state, "in_darkness")
    if fn is not None:
        return bool(fn(state, seat))
    return bool(opt(state, "darkness_without_map"))


def room_in_darkness(state: State, room: str) -> bool:
    fn = hooks.service(state, "room_in_darkness")
    if fn is not None:
        return bool(fn(state, room))
    return bool(opt(state, "darkness_without_map"))


def powered_room(state: State, room: str) -> bool:
    """The room lies in a Section with Power; on a map with no Power nothing does (CHY-NEM-16)."""
    section_of, powered = hooks.service(state, "section_of"), hooks.service(state, "powered")
    if section_of is None or powered is None:
        return False
    section = section_of(state, room)
    return bool(section) and bool(powered(state, section))


def weakness_works(state: State, effect: str, seat: int = -1) -> bool:
    """A revealed Weakness with this effect helps this character (seat -1: no one acts, as in the Fire step)."""
    fn = hooks.service(state, "weakness_works")
    if fn is not None:
        return bool(fn(state, effect, seat))
    return any(cat(state).weaknesses[c].kind == effect for c in state.revealed_weaknesses)
