"""What the Carnomorphs make of the Laboratory, the Laboratory Equipment and the Nest: analysing a Heavy Object
discards the revealed Adaptation card whose slot that Object matches (a Character Corpse for the Shambler's, a
Carcass for the Fleshbeast's, an Egg for the Butcher's), for good; a face-down or already discarded one gives
nothing to analyse (CARN-ADAPT-06..08, GAP-05, GAP-08); in the Nest a character takes one of their Eggs
(PUB-NEST-02). Registered through the species' ROOM_EFFECTS and ITEM_EFFECTS hooks.

In the Lockdown Facility (LCAR-GEN-03, LCAR-ADA-03/05): the Laboratory's research of an Object (the map's, which
uses the Object up and gives 3 Knowledge) discards the matching revealed Adaptation through the service
"lab_research", never reveals one; the Decontamination Room (its "decontamination" entry, which the map's room uses
in place of its own) scans the hand like the Canteen (CARN-CONT-01: INFECTED found costs a Mutation marker to a
character holding a Mutation card), removes the INFECTED cards and the Slime marker, then takes the Mutation card
away like the Decontamination Chamber (CARN-MUTC-06). PROPOSED: a character without a Mutation card draws none
there, as the room would take it away at once."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import log
from engine.rules.board import characters_in, is_active
from engine.rules.contamination import owned_contamination, remove_cards, scan
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.carnomorphs.mutation import cleansed, gain_marker, holds_card
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


def lab_research(state: State, seat: int, kind: str) -> None:
    """The service "lab_research": the revealed Adaptation of the analysed Object's type leaves the game; a face-down
    or already discarded one: nothing more than the Knowledge (LCAR-ADA-03/05)."""
    slots = analysable(state, [kind])
    if slots:
        discard_adaptation(state, slots[0], "LCAR-ADA-03")
    else:
        log(state, "LCAR-ADA-05", "nothing_to_discard", type=kind)


@effect(ROOMS, "decontamination")
def decontamination_options(state: State, seat: int, room: str) -> list[Params]:
    return [()]


@resolves(ROOMS, "decontamination")
def decontamination(state: State, seat: int, room: str, params: Params) -> None:
    """The Facility's Decontamination Room with the Carnomorphs (LCAR-GEN-03, LD-ROOM-04)."""
    ch = state.characters[seat]
    infected = scan(state, ch, owned_contamination(ch, ("hand",)), "LD-ROOM-04")
    remove_cards(state, ch, infected, "LD-ROOM-04")
    if infected and holds_card(state, ch):
        gain_marker(state, ch, "CARN-CONT-01")
    if ch.slime:
        ch.slime = False
        log(state, "LD-ROOM-04", "slime_removed", seat=seat)
    if is_active(ch):
        cleansed(state, ch, "CARN-MUTC-06")
