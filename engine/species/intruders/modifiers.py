"""How the Intruders change the core rules' numbers and what else lies in a room to attack: their Weakness
cards' effects (T7, PUB-WEAK-03), the Eggs as a target of shots, melee and blasts (PUB-NEST-04), and what fire
burns besides figures (PUB-FIRE-06). Registered as the species' MODIFIERS, ROOM_TARGETS, TARGET_HITS and
FIRE_DAMAGE hooks; the core rules name none of it."""

from __future__ import annotations

from engine.species.common import nest
from engine.species.intruders.state import hive
from engine.species.intruders.weakness import has_weakness
from engine.state import Intruder, State


def combat_face(state: State, face: str, kind: str) -> str:
    """Vital Places: a Blank hits an Adult as a single crosshair (T7)."""
    if face == "blank" and kind == "adult" and has_weakness(state, "vital_places"):
        return "single"
    return face


def shot_injuries(state: State, amount: int, weapon, face: str) -> int:
    """Vulnerability to Energy: +1 with an Energy weapon; Vulnerability to Fire: +1 with the Flamethrower (T7)."""
    if amount and weapon.kind == "energy" and has_weakness(state, "vulnerability_to_energy"):
        amount += 1
    if amount and weapon.special == "min_one_fire_on_double" and has_weakness(state, "vulnerability_to_fire"):
        amount += 1
    return amount


def fire_injuries(state: State, amount: int, kind: str = "") -> int:
    """Vulnerability to Fire: fire and Molotovs deal 1 more Injury (T7)."""
    return amount + 1 if has_weakness(state, "vulnerability_to_fire") else amount


def extinguisher_injuries(state: State, amount: int) -> int:
    """Susceptibility to Phosphates: the Fire Extinguisher's target first suffers 1 Injury (T7, PUB-WEAK-03)."""
    return 1 if has_weakness(state, "susceptibility_to_phosphates") else amount


def door_breakers(state: State, group: list[Intruder]) -> list[Intruder]:
    """The Way of Moving: only a Breeder or the Queen breaks a Closed Door (T7)."""
    if has_weakness(state, "the_way_of_moving"):
        return [i for i in group if i.kind in ("breeder", "queen")]
    return group


MODIFIERS = {"combat_face": combat_face, "shot_injuries": shot_injuries, "fire_injuries": fire_injuries,
             "extinguisher_injuries": extinguisher_injuries, "door_breakers": door_breakers}


def room_targets(state: State, room: str) -> list[str]:
    """The Eggs, in an explored Nest that still has some (PUB-COMBAT-02, PUB-NEST-04)."""
    return nest.room_targets(state, hive(state), room)


def hit_eggs(state: State, amount: int, rule: str) -> None:
    nest.destroy_eggs(state, hive(state), amount, rule)


def burn(state: State, room: str) -> None:
    """Fire destroys 1 Egg in the Nest, or an Egg lying on the floor (PUB-FIRE-06)."""
    nest.burn(state, hive(state), room)


def board_destroyed(state: State, rule: str = "") -> None:
    """The ship's destruction destroys the Nest (for "Nest destroyed" Objectives, PUB-END-03, PUB-END-07);
    said in the log when `rule` names why (the Engines' explosion at the Victory Check)."""
    nest.board_destroyed(state, hive(state), rule)
