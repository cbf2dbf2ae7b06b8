"""Arrange helpers for the Chytrid tests: a real Chytrid game in the Lockdown Facility (the fixed layout of
lockdown_helpers: the Nest is L012, the Laboratory L010) or on the Nemesis ship (ship_helpers' layout), and the
growth laid by hand while keeping the box's counts (a Sporeling placed comes off the Lab board)."""

from __future__ import annotations

from engine.catalog import cat
from engine.species.chytrids.state import Sporeling, chytrids
from engine.state import State
from tests.engine.factories import put_intruder
from tests.engine.lockdown_helpers import facility, power
from tests.engine.ship_helpers import ship

NEST = "L012"  # lockdown_helpers.LAYOUT
LAB_ROOM = "L010"


def chytrid_facility(seats: int = 1, **cfg) -> State:
    """A Chytrid game in the Facility, every room explored, every Section powered (no Darkness unless a test turns
    a Section off), no Weakness face up (the leftmost one dealt face up is turned down again, so no test meets a
    random Weakness)."""
    state = facility(seats=seats, species="chytrids", **cfg)
    power(state, S01=True, S02=True, S03=True, elevator=True)
    state.revealed_weaknesses = []
    return state


def chytrid_ship(seats: int = 1, **cfg) -> State:
    return ship(seats=seats, species="chytrids", **cfg)


def sporeling_in(state: State, room: str, colour: str = "purple", level: int = 1) -> Sporeling:
    """A Sporeling of this colour taken off the Lab board (the rightmost of that colour) into `room`."""
    c = chytrids(state)
    i = max(i for i, s in enumerate(c.lab_spaces) if s is not None and s.colour == colour)
    c.lab_spaces[i] = None
    c.lab_spaces = [None] * c.lab_spaces.count(None) + [s for s in c.lab_spaces if s is not None]  # a right block
    s = c.sporeling_rooms[room] = Sporeling(colour, level)
    return s


def spore_in(state: State, *rooms: str) -> None:
    c = chytrids(state)
    c.spore_rooms = sorted({*c.spore_rooms, *rooms})


def mycelium_in(state: State, *rooms: str) -> None:
    c = chytrids(state)
    c.mycelium_rooms = sorted({*c.mycelium_rooms, *rooms})


def rotstalk_out(state: State, room: str):
    """A Rotstalk placed from the Queen board (the first covered space clockwise from the arrow)."""
    c = chytrids(state)
    c.ring[c.ring.index(True)] = False
    return put_intruder(state, "rotstalk", room)


def queen_out(state: State, room: str, injuries: int = 0):
    chytrids(state).queen_home = False
    return put_intruder(state, "chytrid_queen", room, injuries)


def corridor_between(state: State, a: str, b: str) -> str:
    return next(c.id for c in cat(state).corridors.values() if set(c.rooms) == {a, b})


def lab_levels(state: State) -> list[str]:
    """The Lab board as a player reads it, left to right: "P1", "G2", "-" for an empty space."""
    return ["-" if s is None else f"{s.colour[0].upper()}{s.level}" for s in chytrids(state).lab_spaces]
