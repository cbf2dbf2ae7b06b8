"""Characters attacking: Shoot and Melee Attack, on a figure or on another target the species puts in a room
(the Intruders' Eggs: ROOM_TARGETS / TARGET_HITS hooks) (PUB-COMBAT-01..10, PUB-NEST-04).

Options: `combat_die` (faces; T16), `melee_double_injuries`, the species' `combat_hits` (face -> kinds it
injures, PUB-COMBAT-03). Modifier points the species may change: "combat_face", "shot_injuries". Weapons' own rules: `special` in characters.toml
(Starting weapons, T14) and items.toml (found and crafted weapons, T10): see loader.WEAPON_SPECIALS
(PUB-COMBAT-05). Card modifiers of a Shoot (Taking Aim, Full Auto) and the Captain's Just Die Already (T14).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, item_card, opt
from engine.content.loader import Weapon
from engine.decisions import Choice, DecisionKind
from engine.effects import gain_contamination, injure, log, place_fire
from engine.flow import ask, op, push
from engine.rules.board import find_intruder
from engine.rules.injury import injure_and_check
from engine.rules.wounds import serious_wound
from engine.state import Intruder, State, Task


def injuries_for(state: State, face: str, kind: str, melee: bool) -> int:
    """Injuries a combat-die face deals to an Intruder kind (PUB-COMBAT-03, -06; the species may change the face)."""
    face = hooks.modify(state, "combat_face", face, kind=kind)
    if kind not in opt(state, "combat_hits").get(face, ()):
        return 0
    return raw_injuries(state, face, melee)


def raw_injuries(state: State, face: str, melee: bool) -> int:
    """What a face deals to a target that is not a figure (the Eggs): a miss on a Blank, else 1, a double 2
    (1 in melee) (PUB-NEST-04, PUB-COMBAT-06)."""
    if face == "blank":
        return 0
    if face == "double":
        return int(opt(state, "melee_double_injuries")) if melee else 2
    return 1


def room_targets(state: State, room: str) -> list[str]:
    """What besides figures an attack may target in `room` (the species' ROOM_TARGETS hook)."""
    return [t for fn in hooks.collect(state, hooks.Hook.ROOM_TARGETS) for t in fn(state, room)]


def hit_target(state: State, target: str, amount: int, rule: str) -> None:
    """`amount` Injuries to a target that is not a figure (the species' TARGET_HITS hook). A target a species
    keeps in many rooms is named "<what>@<room>": its TARGET_HITS entry is "<what>", told the room too."""
    what, _, room = target.partition("@")
    hit = hooks.merged(state, hooks.Hook.TARGET_HITS)[what]
    if room:
        hit(state, amount, rule, room)
    else:
        hit(state, amount, rule)


def target_injuries(state: State, target: str, face: str, melee: bool) -> int:
    """What a face deals to a target that is not a figure: at most 1 in melee (the Eggs, PUB-NEST-04), unless the
    species says otherwise for its target (the "target_injuries" modifier)."""
    amount = raw_injuries(state, face, melee)
    return hooks.modify(state, "target_injuries", min(1, amount) if melee else amount, target=target, face=face,
                        melee=melee)


def target_noise_roll(state: State, target: str) -> bool:
    """Whether attacking a target that is not a figure makes a Noise roll (the Eggs do, PUB-NEST-04); a species
    may say its target does not (the "target_noise_roll" modifier)."""
    return bool(hooks.modify(state, "target_noise_roll", True, target=target))


def is_figure(target: str) -> bool:
    """Figures are targeted by their id (a number); other targets by a word."""
    return target.isdigit()


def weapon_def(state: State, weapon: str) -> Weapon:
    """A weapon's data: kind, capacity and its own rule key (starting weapons: characters.toml, T14;
    found or crafted ones, instance ids like "prototype_pistol_1": items.toml, T10)."""
    c = cat(state)
    for ch in c.characters.values():
        if ch.weapon.id == weapon:
            return ch.weapon
    data = c.items[item_card(weapon)]
    assert data.weapon is not None, f"{weapon} is not a weapon"
    return data.weapon


MIN_ONE = ("min_one_plus_one_on_cross", "min_one_fire_on_double")  # every non-Blank result deals >= 1 (T10)
JUST_DIE_ALREADY = "captain"  # the character whose trait fires the Starting weapon again after a hit (T14)


def shot_injuries(state: State, weapon: str, face: str, kind: str) -> int:
    """Injuries of a shot: the result table, then the weapon's own rule on the face actually rolled,
    then Weakness modifiers (PUB-COMBAT-03, PUB-COMBAT-05, PUB-INJ-11)."""
    data = weapon_def(state, weapon)
    special = data.special
    converted = {"single_as_double": {"single": "double"}, "double_as_single": {"double": "single"}}
    amount = injuries_for(state, converted.get(special, {}).get(face, face), kind, melee=False)
    if special in MIN_ONE and face != "blank":
        amount = max(amount, 1)
    if special == "min_one_plus_one_on_cross" and face in ("single", "double"):
        amount += 1
    if amount and (special == "plus_one_on_hit" or (special == "double_plus_one" and face == "double")):
        amount += 1
    return hooks.modify(state, "shot_injuries", amount, weapon=data, face=face)


def chains_shots(state: State, seat: int, weapon: str) -> bool:
    """The Captain's Just Die Already works with his Starting weapon only (T14)."""
    ch = state.characters[seat]
    return ch.character == JUST_DIE_ALREADY and bool(opt(state, "traits_used")) and weapon == cat(state).characters[ch.character].weapon.id


def shot_die(state: State, seat: int) -> list[str]:
    """The die a Shoot rolls: the combat die, unless a map or species hands over another ("shot_die": a die of
    its own, e.g. one for shots where the lights are on)."""
    return hooks.modify(state, "shot_die", opt(state, "combat_die"), seat=seat)


@op("shoot")
def shoot(state: State, task: Task) -> None:
    """Spend Ammo and roll the combat die against an Intruder or another target (PUB-COMBAT-02, -05).

    args: seat, weapon, target, then modifiers: "aim" (Taking Aim: the first result may be re-rolled),
    "full_auto" (every Ammo spent, +1 Injury per 2, even on a miss), "chain" (a free Just Die Already shot:
    the Injury Effect Check is still owed)."""
    seat, weapon, target = int(task.args[0]), str(task.args[1]), str(task.args[2])
    mods = tuple(str(a) for a in task.args[3:])
    ch = state.characters[seat]
    if "full_auto" in mods:
        spent, ch.weapons[weapon] = ch.weapons[weapon], 0
        mods = (*(m for m in mods if m != "full_auto"), f"bonus{spent // 2}")
        log(state, "PUB-CHAR-07", "full_auto", seat=seat, weapon=weapon, spent=spent)
    else:
        ch.weapons[weapon] -= 1
    face = rng.roll(state, shot_die(state, seat))
    log(state, "PUB-COMBAT-02", "shot", seat=seat, weapon=weapon, target=target, face=face, ammo=ch.weapons[weapon])
    rerolls = int("aim" in mods) + int(weapon_def(state, weapon).special == "reroll")
    offer_reroll(state, seat, weapon, target, face, rerolls, mods)


def offer_reroll(state: State, seat: int, weapon: str, target: str, face: str, rerolls: int,
                 mods: tuple[str, ...]) -> None:
    """Prototype Pistol (each roll once) and Taking Aim (the first roll): keep or re-roll (PUB-COMBAT-05)."""
    if rerolls > 0 and face != "double":  # nothing beats a double crosshair
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("keep"), Choice("reroll")], "PUB-COMBAT-05",
            "shot_reroll", (str(seat), weapon, target, face, str(rerolls), *mods))
        return
    resolve_shot(state, seat, weapon, target, face, mods)


@op("shot_reroll")
def shot_reroll(state: State, task: Task) -> None:
    seat, weapon, target, face, rerolls = (str(a) for a in task.args[:5])
    mods = tuple(str(a) for a in task.args[5:])
    assert task.choice is not None
    if task.choice.kind == "keep":
        resolve_shot(state, int(seat), weapon, target, face, mods)
        return
    face = rng.roll(state, shot_die(state, int(seat)))
    log(state, "PUB-COMBAT-05", "combat_reroll", seat=int(seat), weapon=weapon, face=face)
    offer_reroll(state, int(seat), weapon, target, face, int(rerolls) - 1, mods)


def resolve_shot(state: State, seat: int, weapon: str, target: str, face: str, mods: tuple[str, ...]) -> None:
    """The final face against the target; the weapon's own rule (PUB-COMBAT-05, T10, T14)."""
    ch = state.characters[seat]
    if not is_figure(target):
        if hooks.modify(state, "shot_result", False, seat=seat, weapon=weapon, intruder=None, face=face, mods=mods,
                        target=target):
            return  # a face of a plug-in's own die, resolved by that plug-in
        shot = target_injuries(state, target, face, melee=False)
        per_hit = int(opt(state, "eggs_per_hit"))  # the prototype: any hit destroys the one Egg (BASE-COMBAT-07)
        hit_target(state, target, min(shot, per_hit) if per_hit else shot, "PUB-NEST-04")
        if target_noise_roll(state, target):
            push(state, "noise_roll", seat)
        return
    intruder = find_intruder(state, int(target))
    if intruder is None:
        return
    if hooks.modify(state, "shot_result", False, seat=seat, weapon=weapon, intruder=intruder, face=face, mods=mods):
        return  # a face of a plug-in's own die, resolved by that plug-in
    special = weapon_def(state, weapon).special
    amount = shot_injuries(state, weapon, face, intruder.kind)
    bonus = sum(int(m[5:]) for m in mods if m.startswith("bonus"))
    if bonus:
        log(state, "PUB-CHAR-07", "full_auto_bonus", seat=seat, amount=bonus)
    if special == "min_one_fire_on_double" and face == "double":
        place_fire(state, ch.room, "PUB-COMBAT-05")
    if special == "spend_ammo_on_double" and face == "double" and ch.weapons.get(weapon, 0) >= 1:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("spend_ammo"), Choice("keep")], "PUB-COMBAT-05",
            "extra_ammo", (str(seat), weapon, target, str(amount + bonus), *mods))
        return
    finish_shot(state, seat, weapon, intruder, amount + bonus, mods)


@op("extra_ammo")
def extra_ammo(state: State, task: Task) -> None:
    """Prototype Rifle: 1 more Ammo on a double crosshair for +1 Injury (T10)."""
    seat, weapon, target, amount = int(task.args[0]), str(task.args[1]), str(task.args[2]), int(task.args[3])
    assert task.choice is not None
    intruder = find_intruder(state, int(target))
    if intruder is None:
        return
    if task.choice.kind == "spend_ammo":
        ch = state.characters[seat]
        ch.weapons[weapon] -= 1
        amount += 1
        log(state, "PUB-COMBAT-05", "extra_ammo", seat=seat, weapon=weapon, ammo=ch.weapons[weapon])
    finish_shot(state, seat, weapon, intruder, amount, tuple(str(a) for a in task.args[4:]))


def finish_shot(state: State, seat: int, weapon: str, intruder: Intruder, amount: int,
                mods: tuple[str, ...]) -> None:
    """Injuries and the Injury Effect Check; with Just Die Already the check waits for the last shot (T14)."""
    if amount == 0:
        log(state, "PUB-COMBAT-03", "miss", seat=seat, kind=intruder.kind)
        if "chain" in mods:
            injury_check(state, intruder)
        return
    if not chains_shots(state, seat, weapon):
        injure_and_check(state, intruder, amount, "PUB-COMBAT-05")
        return
    injure(state, intruder, amount, "PUB-COMBAT-05")
    if state.characters[seat].weapons.get(weapon, 0) >= 1:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("shoot_again"), Choice("stop")], "PUB-CHAR-03",
            "just_die_already", (str(seat), weapon, str(intruder.id)))
        return
    injury_check(state, intruder)


def injury_check(state: State, intruder: Intruder) -> None:
    hooks.get(state, hooks.Hook.INJURY_CHECK)(state, intruder, "PUB-INJ-01")


@op("just_die_already")
def just_die_already(state: State, task: Task) -> None:
    """Shoot the same Intruder again for free (no card, not one of the round's actions), or stop and make
    the Injury Effect Check now (T14)."""
    seat, weapon, target = int(task.args[0]), str(task.args[1]), str(task.args[2])
    assert task.choice is not None
    intruder = find_intruder(state, int(target))
    if intruder is None:
        return
    if task.choice.kind == "stop":
        injury_check(state, intruder)
        return
    log(state, "PUB-CHAR-03", "just_die_already", seat=seat, intruder=intruder.id)
    push(state, "shoot", seat, weapon, target, "chain")


@op("melee")
def melee(state: State, task: Task) -> None:
    """Draw 1 Contamination card, roll; a miss costs a Serious Wound (PUB-COMBAT-06). Against a target that is
    not a figure (the Eggs) neither a Contamination card nor a Serious Wound (PUB-NEST-04)."""
    seat, target = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    cards = int(opt(state, "melee_contamination_cards")) if is_figure(target) else 0
    for _ in range(hooks.modify(state, "melee_contamination", cards, target=target)):  # a species' own target
        gain_contamination(state, ch, "PUB-COMBAT-06")
    face = rng.roll(state, opt(state, "combat_die"))
    log(state, "PUB-COMBAT-06", "melee", seat=seat, target=target, face=face)
    if not is_figure(target):
        hit_target(state, target, target_injuries(state, target, face, melee=True), "PUB-NEST-04")
        if target_noise_roll(state, target):
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
