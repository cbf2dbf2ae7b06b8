"""The Advantage die (LD-COMBAT-03, LD-ACT-15, LD-ACT-16, T15) and the Basic Actions barred in Combat
(LD-ACT-19: `out_of_combat_actions`, through the core's "item_actions" modifier point).

A Shoot in a powered Section rolls the Advantage die instead of the Combat die (the core's "shot_die" modifier
point); Melee never does (the core's Melee always rolls `combat_die`), and a Shoot in Darkness or on an
Emergency Staircase rolls the Combat die. The Advantage die's faces are the options key `advantage_die`
(dice.toml's PROPOSED list, in the core's face words): it shares four faces with the Combat die, which hit as
they always do, and has two of its own ("shot_result" modifier point), which never count as any normal
symbol, so no weapon rule reading a symbol changes them:
- "advantage_one": the shooter may discard an Action card from hand to deal 1 Injury (else nothing);
- "advantage_two": 1 Injury, or the shooter discards an Action card to deal 2.
PROPOSED: rules that add to the Injuries a hit deals (the Assault Rifle's, the SMG's, a Weakness's) still add to
an Advantage result that deals any.
A re-roll of the shot (Taking Aim, a weapon's own) rolls the same die again: it is a combat die.

The Facility's weapons whose rule the core has no key for (LD-COMBAT-04, T12; their `special` in items.toml):
the Pistol ("larva_creeper_as_adult": a Larva/Creeper result counts as the Larva/Creeper/Adult one), the
Nailgun ("small_one_as_two": 1 Injury against a Larva or Creeper deals 2), the SMG ("plus_one_on_hit_small":
+1 when it hurts a Larva, Creeper or Adult) and the Flamethrower ("min_one_fire_on_larva_creeper": any result
but a miss deals at least 1, the Larva/Creeper result sets the room on fire). The kinds each rule names are the
species' own: those its Larva/Creeper and Adult faces hit (`combat_hits`).
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, item_card, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log, place_fire
from engine.flow import ask, op, push
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.darkness import powered, section_of
from engine.rules.actions import payable
from engine.rules.board import find_intruder
from engine.rules.combat import finish_shot, hit_target, injuries_for, is_figure, target_noise_roll, weapon_def
from engine.state import Intruder, State, Task

OWN_FACES = {"advantage_one": (0, 1), "advantage_two": (1, 2)}  # face -> (Injuries kept, Injuries for a card)


def advantage_here(state: State, seat: int) -> bool:
    """The character stands in a Section with Power (a staircase has no Section, LD-STAIR-02)."""
    section = section_of(state, state.characters[seat].room)
    return bool(section) and powered(state, section)


def shot_die(state: State, value: list[str], seat: int = 0) -> list[str]:
    """A Shoot in a powered Section must roll the Advantage die (LD-COMBAT-03, LD-ACT-15)."""
    if advantage_here(state, seat):
        log(state, "LD-COMBAT-03", "advantage_die", seat=seat, room=state.characters[seat].room)
        return list(opt(state, "advantage_die"))
    return value


def shot_result(state: State, value: bool, seat: int = 0, weapon: str = "", intruder: Intruder | None = None,
                face: str = "", mods: tuple[str, ...] = (), target: str = "") -> bool:
    """The Advantage die's own results, at a figure or at another target (an Egg): offer the card trade, or deal
    the plain Injuries when no card is left; and the Facility's own weapon rules. Anything else is the core's."""
    if value or (intruder is None and not target):
        return value
    if face in OWN_FACES:
        kept, bought = OWN_FACES[face]
        cards = payable(state.characters[seat])
        args = (str(seat), weapon, str(intruder.id) if intruder is not None else target, face, *mods)
        if not cards:
            log(state, "LD-COMBAT-03", "advantage_no_card", seat=seat, face=face)
            _resolve(state, seat, weapon, args[2], face, kept, mods)
            return True
        options = [Choice("discard", (c,)) for c in cards] + [Choice("keep")]
        ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "LD-COMBAT-03", "advantage_choice", args)
        return True
    if intruder is None:
        return value
    special = weapon_special(state, weapon)
    if special not in OWN_SPECIALS:
        return value
    amount = special_injuries(state, special, face, intruder.kind)
    amount = hooks.modify(state, "shot_injuries", amount, weapon=weapon_def(state, weapon), face=face)
    if special == "min_one_fire_on_larva_creeper" and face == "creeper":
        place_fire(state, state.characters[seat].room, "LD-COMBAT-04")
    _deal(state, seat, weapon, intruder, amount, mods)
    return True


OWN_SPECIALS = ("larva_creeper_as_adult", "small_one_as_two", "plus_one_on_hit_small", "min_one_fire_on_larva_creeper")


def weapon_special(state: State, weapon: str) -> str:
    """The Lockdown rule of a weapon (items.toml `special`), "" for one that is no Lockdown Item."""
    item = cat(state).ext["map:lockdown"]["cards"]["crew"].items.get(item_card(weapon))
    return item.weapon.special if item is not None and item.weapon is not None else ""


def special_injuries(state: State, special: str, face: str, kind: str) -> int:
    """Injuries of a Combat-die face shot with a Facility weapon whose rule the core has no key for."""
    hits = opt(state, "combat_hits")
    if special == "larva_creeper_as_adult" and face == "creeper":
        face = "adult"
    amount = injuries_for(state, face, kind, melee=False)
    if special == "small_one_as_two" and face == "single" and kind in hits.get("creeper", ()):
        amount = 2
    if special == "plus_one_on_hit_small" and amount and kind in hits.get("adult", ()):
        amount += 1
    if special == "min_one_fire_on_larva_creeper" and face != "blank":
        amount = max(amount, 1)
    return amount


def _added(state: State, weapon: str, kind: str, face: str, amount: int) -> int:
    """What adds to the Injuries of an Advantage result that deals any: the Assault Rifle's +1 (the core's
    "plus_one_on_hit"), the SMG's against the kinds it names, a Weakness's (the species' "shot_injuries")."""
    if not amount:
        return 0
    data = weapon_def(state, weapon)
    if data.special == "plus_one_on_hit" or (weapon_special(state, weapon) == "plus_one_on_hit_small"
                                             and kind in opt(state, "combat_hits").get("adult", ())):
        amount += 1
    return hooks.modify(state, "shot_injuries", amount, weapon=data, face=face)


def _deal(state: State, seat: int, weapon: str, intruder: Intruder, amount: int, mods: tuple[str, ...]) -> None:
    bonus = sum(int(m[5:]) for m in mods if m.startswith("bonus"))  # Full Auto's extra Injuries still count
    finish_shot(state, seat, weapon, intruder, amount + bonus, mods)


OPS: dict = {}


@op("advantage_choice", OPS)
def advantage_choice(state: State, task: Task) -> None:
    """The shooter's answer: discard one Action card for the better result, or keep the hand."""
    seat, weapon, target, face = int(task.args[0]), str(task.args[1]), str(task.args[2]), str(task.args[3])
    mods = tuple(str(a) for a in task.args[4:])
    assert task.choice is not None
    kept, bought = OWN_FACES[face]
    amount = kept
    if task.choice.kind == "discard":
        ch = state.characters[seat]
        discard_cards(state, ch, [task.choice.args[0]], "LD-COMBAT-03")
        amount = bought
    _resolve(state, seat, weapon, target, face, amount, mods)


def _resolve(state: State, seat: int, weapon: str, target: str, face: str, amount: int,
             mods: tuple[str, ...]) -> None:
    """Deal an Advantage result: to a figure with what adds to a hit, to another target (an Egg) as it is, then
    that shot's Noise roll (the core's order for a shot at a target that is no figure)."""
    if not is_figure(target):
        log(state, "LD-COMBAT-03", "advantage_result", seat=seat, face=face, amount=amount)
        if amount:
            hit_target(state, target, amount, "LD-COMBAT-03")
        if target_noise_roll(state, target):
            push(state, "noise_roll", seat)
        return
    intruder = find_intruder(state, int(target))
    if intruder is not None:
        amount = _added(state, weapon, intruder.kind, face, amount)
        log(state, "LD-COMBAT-03", "advantage_result", seat=seat, face=face, amount=amount)
        _deal(state, seat, weapon, intruder, amount, mods)


def item_actions(state: State, value: list, seat: int = 0, combat: bool = False) -> list:
    """Pick up Heavy Object and Craft Item are out of Combat only in the Facility (LD-ACT-19, LD-ACT-12,
    LD-ACT-14); Trade already is in the published game, Drop is free at any time."""
    if not combat:
        return value
    return [c for c in value if c.kind not in opt(state, "out_of_combat_actions")]


TEMPLATES = {
    "advantage_die": "{seat} shoots with Power on in {room}: the Advantage die is rolled",
    "advantage_no_card": "{seat} has no Action card to add to {face:combat}",
    "advantage_result": "{seat}'s Advantage result deals {amount:#Injury}",
    "combat.advantage_one": "discard a card for 1 Injury",
    "combat.advantage_two": "1 Injury, or discard a card for 2",
}

CHOICES = {  # the shooter's answer to an Advantage result (the asking step is "advantage_choice")
    ("discard", "advantage_choice"): lambda a, k: _("Discard {card} for the Advantage: 1 more Injury").format(card=a[0]),
    ("keep", "advantage_choice"): lambda a, k: _("Keep your cards and take the plain result"),
}

PART = register(Plugin(id="map:lockdown/combat", kind="map", choices=CHOICES, hooks={
    Hook.MODIFIERS: {"shot_die": shot_die, "shot_result": shot_result, "item_actions": item_actions}, Hook.OPS: OPS}, templates=TEMPLATES))
