"""What the Aftermath line's Quest Items do once upright (GAP-AFT-03 PROPOSED placeholders; items.toml), in the
core's Item registry, map-neutral. Its two Starting Items are weapons and play through Shoot.

- Hunter's Dossier (Bounty Hunter): secretly read 1 Objective card of another Character in your room.
- Tracking Beacon (Bounty Hunter): lure 1 Intruder of a neighbouring room into yours through the corridor between.
- Worn Notebook (Psychologist): everyone in your room heals 1 Light Wound and wipes off its Slime.
- Stolen Keycard (Convict): open or close a door on a corridor of your room or of a neighbouring room.
- Surgical Kit (Doctor): a Character in your room heals every Light Wound and dresses 1 Serious Wound.
Both Bounty Hunter items also take on a contract when they turn upright (contracts.py, AFT-BH-05).
"""

from __future__ import annotations

from engine.crews.aftermath.cards import heal_and_clean, profiling_options
from engine.effects import log
from engine.rules import item_effects  # noqa: F401  (the core's Items register first)
from engine.rules.board import board_neighbours, characters_in, intruders_in
from engine.rules.doors import door_options, toggle_door
from engine.rules.intruder_moves import move_through
from engine.rules.item_effects import treat, wound_options
from engine.rules.item_effects_military import look_objective
from engine.rules.registry import ITEM_EFFECTS, Effect, Params
from engine.state import State

HUNTER, OTHERS, DOCTOR = "AFT-BH-05", "AFT-OTH-01", "AFT-DOC-01"


def _dossier(state: State, seat: int, source: str, params: Params) -> None:
    look_objective(state, seat, params[0], params[1], HUNTER)


def _beacon_options(state: State, seat: int, source: str) -> list[Params]:
    """(intruder, corridor) for each Intruder in a neighbouring room (a closed door on the way is destroyed as an
    Intruder moving through it destroys one)."""
    room = state.characters[seat].room
    return [(str(i.id), corridor) for corridor, there in board_neighbours(state, room)
            for i in intruders_in(state, there)]


def _beacon(state: State, seat: int, source: str, params: Params) -> None:
    intruder = next(i for i in state.intruders if i.id == int(params[0]))
    log(state, HUNTER, "aft_lured", seat=seat, intruder=intruder.id)
    move_through(state, [intruder], params[1], HUNTER)


def _notebook_options(state: State, seat: int, source: str) -> list[Params]:
    here = characters_in(state, state.characters[seat].room)
    return [()] if any(o.light_wounds or o.slime for o in here) else []


def _notebook(state: State, seat: int, source: str, params: Params) -> None:
    for other in characters_in(state, state.characters[seat].room):
        heal_and_clean(state, other)


def _keycard_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    rooms = [room] + sorted({there for _c, there in board_neighbours(state, room)})
    return sorted({d for r in rooms for d in door_options(state, r)})


def _keycard(state: State, seat: int, source: str, params: Params) -> None:
    toggle_door(state, params[0], params[1], OTHERS)


def _kit_options(state: State, seat: int, source: str) -> list[Params]:
    """One option per Character of the room with a Light Wound or an undressed Serious Wound."""
    return [(str(o.seat),) for o in characters_in(state, state.characters[seat].room)
            if o.light_wounds or wound_options(state, o, True, False)]


def _kit(state: State, seat: int, source: str, params: Params) -> None:
    patient = state.characters[int(params[0])]
    if patient.light_wounds:
        patient.light_wounds = 0
        log(state, DOCTOR, "light_wounds_healed", seat=patient.seat)
    dress = wound_options(state, patient, True, False)
    if dress:
        treat(state, patient, *dress[0])


EFFECTS = {
    "dossier": Effect(options=profiling_options, resolve=_dossier),
    "tracking_beacon": Effect(options=_beacon_options, resolve=_beacon),
    "worn_notebook": Effect(options=_notebook_options, resolve=_notebook),
    "stolen_keycard": Effect(options=_keycard_options, resolve=_keycard),
    "surgical_kit": Effect(options=_kit_options, resolve=_kit),
}
for _key, _effect in EFFECTS.items():
    ITEM_EFFECTS.setdefault(_key, _effect)
