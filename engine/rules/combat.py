"""Characters attacking: Shoot and Melee Attack, attacks on Eggs (PUB-COMBAT-01..10, PUB-NEST-04).

Option: `combat_die` (faces; T16), `melee_double_injuries`. Starting weapons' own rules: `special` in
characters.toml (PUB-COMBAT-05).
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.content.loader import Weapon
from engine.effects import gain_contamination, log
from engine.flow import op, push
from engine.rules.board import find_intruder
from engine.rules.injury import injure_and_check
from engine.rules.nest import destroy_eggs
from engine.rules.weakness import has_weakness
from engine.rules.wounds import serious_wound
from engine.state import State, Task

HITS = {  # face -> kinds it injures (PUB-COMBAT-03)
    "blank": (),
    "creeper": ("larva", "creeper"),
    "adult": ("larva", "creeper", "adult"),
    "single": ("larva", "creeper", "adult", "breeder", "queen"),
    "double": ("larva", "creeper", "adult", "breeder", "queen"),
}


def injuries_for(state: State, face: str, kind: str, melee: bool) -> int:
    """Injuries a combat-die face deals to an Intruder kind (PUB-COMBAT-03, -06; Vital Places, T7)."""
    if face == "blank" and kind == "adult" and has_weakness(state, "vital_places"):
        face = "single"
    if kind not in HITS[face]:
        return 0
    if face == "double":
        return int(opt(state, "melee_double_injuries")) if melee else 2
    return 1


def weapon_def(state: State, weapon: str) -> Weapon:
    """A weapon's data: kind, capacity and its own rule key (starting weapons: characters.toml, T14;
    found or crafted ones, instance ids like "prototype_pistol_1": items.toml, T10)."""
    c = cat(state)
    for ch in c.characters.values():
        if ch.weapon.id == weapon:
            return ch.weapon
    head, _, tail = weapon.rpartition("_")
    data = c.items[head if head and tail.isdigit() else weapon]
    assert data.weapon is not None, f"{weapon} is not a weapon"
    return data.weapon


def shot_injuries(state: State, weapon: str, face: str, kind: str) -> int:
    """Injuries of a shot: the result table, then the weapon's own rule on the face actually rolled,
    then Weakness modifiers (PUB-COMBAT-03, PUB-COMBAT-05, PUB-INJ-11)."""
    data = weapon_def(state, weapon)
    special = data.special
    converted = {"single_as_double": {"single": "double"}, "double_as_single": {"double": "single"}}
    amount = injuries_for(state, converted.get(special, {}).get(face, face), kind, melee=False)
    if amount and (special == "plus_one_on_hit" or (special == "double_plus_one" and face == "double")):
        amount += 1
    if amount and data.kind == "energy" and has_weakness(state, "vulnerability_to_energy"):
        amount += 1
    return amount


@op("shoot")
def shoot(state: State, task: Task) -> None:
    """Spend 1 Ammo and roll the combat die against an Intruder or the Eggs (PUB-COMBAT-02, -05)."""
    seat, weapon, target = int(task.args[0]), str(task.args[1]), str(task.args[2])
    ch = state.characters[seat]
    ch.weapons[weapon] -= 1
    face = rng.roll(state, opt(state, "combat_die"))
    log(state, "PUB-COMBAT-02", "shot", seat=seat, weapon=weapon, target=target, face=face, ammo=ch.weapons[weapon])
    if target == "eggs":
        destroy_eggs(state, 0 if face == "blank" else (2 if face == "double" else 1), "PUB-NEST-04")
        push(state, "noise_roll", seat)
        return
    intruder = find_intruder(state, int(target))
    if intruder is None:
        return
    amount = shot_injuries(state, weapon, face, intruder.kind)
    if amount == 0:
        log(state, "PUB-COMBAT-03", "miss", seat=seat, kind=intruder.kind)
        return
    injure_and_check(state, intruder, amount, "PUB-COMBAT-05")


@op("melee")
def melee(state: State, task: Task) -> None:
    """Draw 1 Contamination card, roll; a miss costs a Serious Wound (PUB-COMBAT-06). Against the Eggs
    neither a Contamination card nor a Serious Wound (PUB-NEST-04)."""
    seat, target = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    for _ in range(int(opt(state, "melee_contamination_cards")) if target != "eggs" else 0):
        gain_contamination(state, ch, "PUB-COMBAT-06")
    face = rng.roll(state, opt(state, "combat_die"))
    log(state, "PUB-COMBAT-06", "melee", seat=seat, target=target, face=face)
    if target == "eggs":
        destroy_eggs(state, 0 if face == "blank" else 1, "PUB-NEST-04")
        push(state, "noise_roll", seat)
        return
    intruder = find_intruder(state, int(target))
    if intruder is None:
        return
    amount = injuries_for(state, face, intruder.kind, melee=True)
    if amount == 0:
        log(state, "PUB-COMBAT-06", "melee_miss", seat=seat, kind=intruder.kind)
        serious_wound(state, ch, "PUB-COMBAT-06")
        return
    injure_and_check(state, intruder, amount, "PUB-COMBAT-05")
