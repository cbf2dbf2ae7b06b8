"""The board as a bot sees it: rooms, corridors, shortest paths and the odds of a Noise roll.

Static facts come from the game's own catalog (its ruleset, map and species: `engine.catalog.cat` of the View
or State, which reads the config), the changing ones (doors, Noise markers, Intruders) from the caller, so the
same code serves a `View` and a `State`. Everything is cached by its inputs; nothing here draws a random number.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from heapq import heappop, heappush
from typing import Any

from engine.bot_api import Catalog, cat

TECH = "TECH"  # the shared Technical Corridor Noise space (PUB-TECH-02)
FAR = 99  # the distance of a room that cannot be reached
DOOR = 3  # a Closed Door counts as this many moves: it can be opened or broken, or an Intruder breaks it


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one Board per catalog, a cache key
class Board:
    """The static facts of one game's catalog a bot reads: its map's rooms and corridors, and the catalog."""

    catalog: Catalog
    rooms: tuple[str, ...]  # by room number
    neighbours: dict[str, tuple[tuple[str, str], ...]]  # room -> (corridor, other room), every board corridor
    die: dict[str, dict[int, str]]  # room -> Noise die number -> corridor id or TECH
    special: dict[str, str]  # the map's printed room kinds (its `special` key) -> room
    tech_rooms: frozenset[str]


def catalog(holder: Any) -> Catalog:
    """The catalog of the game a View or a State belongs to (its config's ruleset, map and species)."""
    return cat(holder)


_boards: dict[int, tuple[Catalog, Board]] = {}  # id(catalog) -> (catalog kept alive, its Board)


def board_of(c: Catalog) -> Board:
    """The Board of a catalog's map, built once per catalog."""
    hit = _boards.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    rooms = tuple(sorted(c.rooms, key=lambda r: c.rooms[r].number))
    neighbours = {r: tuple(sorted((k, next(x for x in c.corridors[k].rooms if x != r))
                                  for k in c.room_corridors.get(r, ()) if k in c.corridors)) for r in rooms}
    special = {c.rooms[r].special: r for r in rooms if c.rooms[r].special}
    out = Board(catalog=c, rooms=rooms, neighbours=neighbours, die={r: dict(c.die_targets.get(r, {})) for r in rooms},
                special=special, tech_rooms=frozenset(r for r in rooms if c.rooms[r].tech))
    _boards[id(c)] = (c, out)
    return out


def board(holder: Any) -> Board:
    """The Board of the game a View or a State belongs to."""
    return board_of(cat(holder))


def closed_doors(doors: dict[str, str]) -> frozenset[str]:
    """Corridors a character cannot pass: a Closed Door (a Destroyed one lets everything through, PUB-DOOR-02)."""
    return frozenset(k for k, d in doors.items() if d == "closed")


@lru_cache(maxsize=4096)
def distances(b: Board, sources: frozenset[str], closed: frozenset[str]) -> dict[str, int]:
    """Moves from the nearest of `sources` to every room; a Closed Door costs DOOR moves (PUB-DOOR-02)."""
    dist = {s: 0 for s in sources}
    todo = [(0, s) for s in sorted(sources)]
    while todo:
        d, room = heappop(todo)
        if d > dist.get(room, FAR):
            continue
        for k, other in b.neighbours.get(room, ()):
            nd = d + (DOOR if k in closed else 1)
            if nd < dist.get(other, FAR):
                dist[other] = nd
                heappush(todo, (nd, other))
    return dist


def distance(b: Board, a: str, goals: frozenset[str], closed: frozenset[str]) -> int:
    return distances(b, goals, closed).get(a, FAR) if goals else FAR


def encounter_faces(b: Board, room: str, noise: frozenset[str]) -> int:
    """How many of the 8 numbered faces of the Noise die lead to an Encounter in `room` (a corridor that
    already holds a Noise marker, PUB-NOISE-03/04)."""
    die = b.die.get(room, {})
    return sum(2 for n in (1, 2, 3, 4) if die.get(n) in noise)


def intruder_neighbours(b: Board, room: str, intruder_rooms: frozenset[str]) -> bool:
    """An Intruder in a neighbouring room (any board corridor) that a Danger result would pull in (PUB-NOISE-05)."""
    return any(other in intruder_rooms for _k, other in b.neighbours.get(room, ()))


def noise_odds(b: Board, room: str, noise: frozenset[str], intruder_rooms: frozenset[str],
               slime: bool) -> tuple[float, float]:
    """(P(Encounter), P(Intruders pulled in by Danger)) for one Noise roll in `room` (d10: 1-4 twice,
    Silence, Danger; with Slime, Silence counts as Danger, PUB-NOISE-02..06, PUB-SLIME-02)."""
    enc = encounter_faces(b, room, noise) / 10
    danger = (2 if slime else 1) / 10
    pulled = danger if intruder_neighbours(b, room, intruder_rooms) else 0.0
    return enc, pulled
