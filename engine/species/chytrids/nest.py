"""The Chytrids' Eggs and the rooms that study them (GAP-CHY-10 PROPOSED: the standard Egg handling, Eggs never
hatch): the 5 Eggs on the Lab board's Nest space (CHY-SET-08) are a target in an explored Nest, fire burns one,
a character takes one in the Nest; on the ship the Laboratory and the Laboratory Equipment study a Heavy Object to
reveal the Weakness of its slot (CHY-NEM-08, PUB-WEAK-02/04; in the Facility the map's own Laboratory does,
LD-KNOW-05). Registered through the species' ROOM_EFFECTS and ITEM_EFFECTS hooks. The Nest is the map's
(engine/species/common/nest.py `nest_tile`)."""

from __future__ import annotations

from engine.catalog import opt
from engine.rules.board import characters_in
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.chytrids.state import chytrids
from engine.species.common import nest as common
from engine.species.common.weakness import is_revealed, reveal_weakness
from engine.state import State

ROOMS: dict[str, Effect] = {}
ITEMS: dict[str, Effect] = {}


def is_nest(state: State, room: str) -> bool:
    """An explored room showing the map's Nest tile (CHY-EXP-08; the map's option `nest_tile`)."""
    return bool(state.explored.get(room)) and state.tiles.get(room) == common.nest_tile(state)


def eggs_target(state: State, room: str) -> list[str]:
    c = chytrids(state)
    return [common.EGGS] if is_nest(state, room) and c.eggs > 0 and not c.nest_destroyed else []


def hit_eggs(state: State, amount: int, rule: str) -> None:
    common.destroy_eggs(state, chytrids(state), amount, rule)


def burn_eggs(state: State, room: str) -> None:
    """Fire destroys 1 Egg in the Nest, or an Egg lying on the floor (PUB-FIRE-06, LD-NEST-04)."""
    c = chytrids(state)
    if is_nest(state, room) and c.eggs and not c.nest_destroyed:
        common.destroy_eggs(state, c, 1, "LD-NEST-04")
    elif common.EGG_OBJECT in state.objects.get(room, []):
        common.burn(state, c, room)


def board_destroyed(state: State, rule: str = "") -> None:
    common.board_destroyed(state, chytrids(state), rule)


def _slots_for(state: State, objects: list[str]) -> list[str]:
    """Face-down Weakness slots whose Object is present (PUB-WEAK-02/04: the slot named like the Object)."""
    present = {o.split("_")[0] for o in objects}
    return [s for s in opt(state, "weakness_slots") if s in present and s in state.weaknesses
            and not is_revealed(state, s)]


@effect(ROOMS, "laboratory")
def laboratory_options(state: State, seat: int, room: str) -> list[Params]:
    ch = state.characters[seat]
    return [(s,) for s in _slots_for(state, state.objects.get(ch.room, []) + ch.heavy)]


@resolves(ROOMS, "laboratory")
def laboratory(state: State, seat: int, room: str, params: Params) -> None:
    reveal_weakness(state, params[0], "PUB-WEAK-02")


@effect(ITEMS, "lab_equipment")
def lab_equipment_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    objects = list(state.objects.get(room, [])) + [o for c in characters_in(state, room) for o in c.heavy]
    return [("slot", s) for s in _slots_for(state, objects)]


@resolves(ITEMS, "lab_equipment")
def lab_equipment(state: State, seat: int, source: str, params: Params) -> None:
    reveal_weakness(state, params[1], "PUB-WEAK-04")


@effect(ROOMS, "nest")
def nest_options(state: State, seat: int, room: str) -> list[Params]:
    return [()] if common.can_take_egg(state, chytrids(state), seat) else []


@resolves(ROOMS, "nest")
def take_egg(state: State, seat: int, room: str, params: Params) -> None:
    common.take_egg(state, chytrids(state), seat)
