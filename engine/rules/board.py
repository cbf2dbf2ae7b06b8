"""Board queries: neighbours, corridors, who is where, turn order (PUB-MAP-01..07, PUB-ACT-04, PUB-ROUND-12).

Queries are pure: they read the state and draw nothing.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat
from engine.content.loader import TECH
from engine.state import Character, Intruder, State


def other_end(state: State, corridor: str, room: str) -> str:
    a, b = cat(state).corridors[corridor].rooms
    return b if a == room else a


def corridor_for_number(state: State, room: str, number: int) -> str:
    """The corridor id (or TECH) that a die number points at from `room` (PUB-MAP-03, PUB-NOISE-04)."""
    return cat(state).die_targets[room][number]


def has_tech(state: State, room: str) -> bool:
    return bool(cat(state).rooms[room].tech)


def corridors_of(state: State, room: str, with_tech: bool = True) -> list[str]:
    """Every corridor touching `room`, plus TECH where the room has an entrance (PUB-TECH-07)."""
    out = list(cat(state).room_corridors[room])
    if with_tech and has_tech(state, room):
        out.append(TECH)
    return out


def board_neighbours(state: State, room: str) -> list[tuple[str, str]]:
    """(corridor, room) pairs joined by a normal corridor, whatever the doors (PUB-MAP-07)."""
    return [(c, other_end(state, c, room)) for c in cat(state).room_corridors[room]]


def open_neighbours(state: State, room: str) -> list[tuple[str, str]]:
    """Neighbours for characters, thrown items and fire: no Closed Door between (PUB-MAP-07, PUB-MOVE-01)."""
    return [(c, r) for c, r in board_neighbours(state, room) if state.doors.get(c) != "closed"]


def room_number(state: State, room: str) -> int:
    return cat(state).rooms[room].number


def rooms_by_number(state: State) -> list[str]:
    return sorted(cat(state).rooms, key=lambda r: cat(state).rooms[r].number)


def intruders_in(state: State, room: str) -> list[Intruder]:
    """Intruders in a room in the default order: Queen, Breeders, Adults, Creepers, Larvae (PUB-ROUND-12)."""
    kinds = cat(state).kinds
    return sorted((i for i in state.intruders if i.room == room), key=lambda i: (kinds[i.kind].order, i.id))


def find_intruder(state: State, intruder_id: int) -> Intruder | None:
    for i in state.intruders:
        if i.id == intruder_id:
            return i
    return None


def is_active(ch: Character) -> bool:
    """A character still playing aboard the ship (PUB-ROUND-09)."""
    return ch.status == "aboard"


def characters_in(state: State, room: str) -> list[Character]:
    """Active characters in a room, in turn order from the First Player."""
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])
            and state.characters[s].room == room]


def in_combat(state: State, seat: int) -> bool:
    """In Combat while at least one Intruder is in the room; Eggs do not count (PUB-ACT-04, PUB-NEST-06)."""
    ch = state.characters[seat]
    # a ruleset may add more (the prototype: a Larva on the sheet, the Nest: BASE-ACT-09)
    return is_active(ch) and hooks.modify(state, "in_combat", any(i.room == ch.room for i in state.intruders),
                                          seat=seat)


def turn_order(state: State) -> list[int]:
    """Seats starting with the First Player, ascending and wrapping (PUB-ROUND-04 digital clockwise)."""
    n = len(state.characters)
    return [(state.first_player + k) % n for k in range(n)]


def tile_of(state: State, room: str):
    """The room's tile definition (special rooms included)."""
    return cat(state).tiles[state.tiles[room]]


def is_special(state: State, room: str, special: str) -> bool:
    return cat(state).rooms[room].special == special or state.tiles.get(room) == special


def room_with_tile(state: State, tile_id: str) -> str | None:
    for room, tile in state.tiles.items():
        if tile == tile_id:
            return room
    return None


def engine_in(state: State, room: str) -> str | None:
    """The map's Engine in `room` (the map's "engine_in" service: the ship's Engines), or None (PUB-ENGINE-03)."""
    from engine import hooks

    find = hooks.service(state, "engine_in")
    return find(state, room) if find is not None else None
