"""What the Intruders make of two of the ship's rooms and of the Laboratory Equipment: the Laboratory and the
Equipment study their Objects to reveal a Weakness, and in the Nest a character takes one of their Eggs
(PUB-WEAK-02/04, PUB-NEST-02, PUB-NEST-09). Registered through the species' ROOM_EFFECTS and ITEM_EFFECTS hooks,
so with another species these rooms and this Item do what that species says.
"""

from __future__ import annotations

from engine.rules.board import characters_in
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.common import nest
from engine.species.intruders.state import hive
from engine.species.intruders.weakness import is_revealed, reveal_weakness, weakness_slot
from engine.state import Character, State

ROOMS: dict[str, Effect] = {}  # room tile id -> what its action does with the Intruders
ITEMS: dict[str, Effect] = {}  # item effect key -> what it does with the Intruders (Laboratory Equipment)


def objects_here(state: State, ch: Character) -> list[str]:
    """Heavy Objects on the floor of the character's room and in its hands."""
    return sorted(state.objects.get(ch.room, []) + ch.heavy)


@effect(ROOMS, "laboratory")
def laboratory_options(state: State, seat: int, room: str) -> list[Params]:
    """One option per slot with a matching Object present whose card is still face down (PUB-WEAK-02/04)."""
    slots = {weakness_slot(o) for o in objects_here(state, state.characters[seat])}
    return [(s,) for s in sorted(slots) if not is_revealed(state, s)]


@resolves(ROOMS, "laboratory")
def laboratory(state: State, seat: int, room: str, params: Params) -> None:
    reveal_weakness(state, params[0], "PUB-WEAK-02")


@effect(ROOMS, "nest")
def nest_options(state: State, seat: int, room: str) -> list[Params]:
    """An Egg left on the Intruder board and a free Hand to hold it (PUB-NEST-02, PUB-HEAVY-02)."""
    return [()] if nest.can_take_egg(state, hive(state), seat) else []


@resolves(ROOMS, "nest")
def take_egg(state: State, seat: int, room: str, params: Params) -> None:
    """Take 1 Egg as a Heavy Object, then a Noise roll; the last Egg taken destroys the Nest (PUB-NEST-09)."""
    nest.take_egg(state, hive(state), seat)


@effect(ITEMS, "lab_equipment")
def lab_equipment_options(state: State, seat: int, source: str) -> list[Params]:
    """("slot", slot) for each unrevealed Weakness whose Object is in the room, carried or not (PUB-WEAK-04)."""
    room = state.characters[seat].room
    objects = list(state.objects.get(room, [])) + [o for c in characters_in(state, room) for o in c.heavy]
    slots = {weakness_slot(o) for o in objects}
    return [("slot", s) for s in sorted(slots) if s in state.weaknesses and not is_revealed(state, s)]


@resolves(ITEMS, "lab_equipment")
def lab_equipment(state: State, seat: int, source: str, params: Params) -> None:
    reveal_weakness(state, params[1], "PUB-WEAK-04")
