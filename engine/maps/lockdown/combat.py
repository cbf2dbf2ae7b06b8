"""The Advantage die (LD-COMBAT-03, LD-ACT-15, LD-ACT-16, T15) and the Basic Actions barred in Combat
(LD-ACT-19: `out_of_combat_actions`, through the core's "item_actions" modifier point).

A Shoot in a powered Section rolls the Advantage die instead of the Combat die (the core's "shot_die" modifier
point); Melee never does (the core's Melee always rolls `combat_die`), and a Shoot in Darkness or on an
Emergency Staircase rolls the Combat die. The Advantage die's faces are the options key `advantage_die`
(dice.toml's PROPOSED list, in the core's face words): it shares four faces with the Combat die, which hit as
they always do, and has two of its own ("shot_result" modifier point), which never count as any normal
symbol, so no weapon rule changes them:
- "advantage_one": the shooter may discard an Action card from hand to deal 1 Injury (else nothing);
- "advantage_two": 1 Injury, or the shooter discards an Action card to deal 2.
A re-roll of the shot (Taking Aim, a weapon's own) rolls the same die again: it is a combat die.
"""

from __future__ import annotations

from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log
from engine.flow import ask, op
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.darkness import powered, section_of
from engine.rules.actions import payable
from engine.rules.board import find_intruder
from engine.rules.combat import finish_shot
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
                face: str = "", mods: tuple[str, ...] = ()) -> bool:
    """The Advantage die's own results: offer the card trade, or deal the plain Injuries when no card is left."""
    if value or face not in OWN_FACES or intruder is None:
        return value
    kept, bought = OWN_FACES[face]
    cards = payable(state.characters[seat])
    args = (str(seat), weapon, str(intruder.id), face, *mods)
    if not cards:
        log(state, "LD-COMBAT-03", "advantage_no_card", seat=seat, face=face)
        _deal(state, seat, weapon, intruder, kept, mods)
        return True
    options = [Choice("discard", (c,)) for c in cards] + [Choice("keep")]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "LD-COMBAT-03", "advantage_choice", args)
    return True


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
    log(state, "LD-COMBAT-03", "advantage_result", seat=seat, face=face, amount=amount)
    intruder = find_intruder(state, int(target))
    if intruder is not None:
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
    ("discard", "advantage_choice"): lambda a, k: f"Discard {a[0]} for the Advantage: 1 more Injury",
    ("keep", "advantage_choice"): lambda a, k: "Keep your cards and take the plain result",
}

PART = register(Plugin(id="map:lockdown/combat", kind="map", choices=CHOICES, hooks={
    Hook.MODIFIERS: {"shot_die": shot_die, "shot_result": shot_result, "item_actions": item_actions}, Hook.OPS: OPS}, templates=TEMPLATES))
