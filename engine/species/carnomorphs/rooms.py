"""What the Carnomorphs make of the Laboratory, the Laboratory Equipment and the Nest: analysing a Heavy Object
discards the revealed Adaptation card whose slot that Object matches (a Character Corpse for the Shambler's, a
Carcass for the Fleshbeast's, an Egg for the Butcher's), for good; a face-down or already discarded one gives
nothing to analyse (CARN-ADAPT-06..08, GAP-05, GAP-08); in the Nest a character takes one of their Eggs
(PUB-NEST-02). Registered through the species' ROOM_EFFECTS and ITEM_EFFECTS hooks."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import log
from engine.rules.board import characters_in
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.carnomorphs.state import carno
from engine.species.common import nest
from engine.species.common.weakness import is_revealed
from engine.state import State

ROOMS: dict[str, Effect] = {}
ITEMS: dict[str, Effect] = {}


def analysable(state: State, objects: list[str]) -> list[str]:
    """Slots whose revealed, not yet discarded Adaptation matches one of `objects` (GAP-05, GAP-08)."""
    present = {o.split("_")[0] for o in objects}
    c = carno(state)
    return [slot for slot, obj in sorted(opt(state, "adaptation_objects").items())
            if obj.split("_")[0] in present and is_revealed(state, slot) and state.weaknesses[slot] not in c.analysed]


def discard_adaptation(state: State, slot: str, rule: str) -> None:
    card = state.weaknesses[slot]
    carno(state).analysed.append(card)
    log(state, rule, "adaptation_discarded", slot=slot, card=card)


@effect(ROOMS, "laboratory")
def laboratory_options(state: State, seat: int, room: str) -> list[Params]:
    ch = state.characters[seat]
    return [(s,) for s in analysable(state, state.objects.get(room, []) + ch.heavy)]


@resolves(ROOMS, "laboratory")
def laboratory(state: State, seat: int, room: str, params: Params) -> None:
    discard_adaptation(state, params[0], "CARN-ADAPT-06")


@effect(ITEMS, "lab_equipment")
def lab_equipment_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    objects = list(state.objects.get(room, [])) + [o for c in characters_in(state, room) for o in c.heavy]
    return [("slot", s) for s in analysable(state, objects)]


@resolves(ITEMS, "lab_equipment")
def lab_equipment(state: State, seat: int, source: str, params: Params) -> None:
    discard_adaptation(state, params[1], "CARN-ADAPT-06")


@effect(ROOMS, "nest")
def nest_options(state: State, seat: int, room: str) -> list[Params]:
    return [()] if nest.can_take_egg(state, carno(state), seat) else []


@resolves(ROOMS, "nest")
def take_egg(state: State, seat: int, room: str, params: Params) -> None:
    nest.take_egg(state, carno(state), seat)
