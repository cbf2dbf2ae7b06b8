"""The Carnomorphs' injury check and death (CARN-DMG-01..08, GAP-01, GAP-16): the species' INJURY_CHECK and
INTRUDER_DEATH hooks.

One Carnomorph Attack card per check: the upper value for a Metagorger, the lower for the others; killed when
the value is at most its Injuries; a Retreat symbol makes it retreat (never through a technical corridor for the
Butcher, GAP-16). Thick Hide adds to the others' value, Relentless ignores the Retreat symbol and Acidic Blood
burns whoever kills one in melee (GAP-05, all PROPOSED). A killed Metagorger or Shambler leaves a Carcass, a
Fleshbeast a Carcass and a Shambler, the Butcher two Shamblers and never returns (options.toml death_leaves).
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import draw_from, drop_object, log, remove_intruder, remove_token_from_game
from engine.rules.intruder_moves import retreat
from engine.rules.wounds import light_wound
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.state import KEY, carno
from engine.state import Intruder, State

METAGORGER = "metagorger"


def check_value(state: State, card: str, kind: str) -> int | None:
    """The card's value for `kind`, None for the Retreat symbol (CARN-DMG-01)."""
    if kind == METAGORGER:
        m = cat(state).ext[KEY]["attack_texts"][card].metagorger
        return None if m.retreat else m.blood
    data = cat(state).attack[card]
    if data.retreat:
        return None
    bonus = figures.adaptation_amount(state, "thick_hide") if figures.has_adaptation(state, "thick_hide") else 0
    return int(data.blood or 0) + bonus


def carno_injury_check(state: State, intruder: Intruder, rule: str) -> None:
    """INJURY_CHECK: CARN-DMG-01..03."""
    card = draw_from(state, state.attack_deck, state.attack_discard, "PUB-INJ-07", "attack")
    if card is None:
        return
    state.attack_discard.append(card)
    value = check_value(state, card, intruder.kind)
    log(state, "CARN-DMG-01", "injury_check", intruder=intruder.id, kind=intruder.kind, injuries=intruder.injuries,
        cards=card, blood="R" if value is None else str(value))
    if value is None:
        if figures.has_adaptation(state, "relentless"):
            log(state, "CARN-DMG-03", "retreat_ignored", intruder=intruder.id)
            return
        retreat(state, intruder)  # never into the Technical Corridors for the Butcher (modifiers.py)
        return
    if value <= intruder.injuries:
        attacker = melee_attacker(state, intruder)
        carno_death(state, intruder, "CARN-DMG-02")
        if attacker is not None and figures.has_adaptation(state, "acidic_blood"):
            log(state, "CARN-ADAPT-05", "acid_splash", seat=attacker.seat)
            light_wound(state, attacker, max(1, figures.adaptation_amount(state, "acidic_blood")), "CARN-ADAPT-05")


def melee_attacker(state: State, intruder: Intruder):
    """The character whose melee attack this check follows, if it does (the log's last lines: the melee roll, its
    Injuries, this check), for Acidic Blood (GAP-05 A5)."""
    for entry in reversed(state.log[-4:]):
        if entry.kind == "melee" and str(entry.args.get("target")) == str(intruder.id):
            return state.characters[int(entry.args["seat"])]
        if entry.kind not in ("intruder_injured", "injury_check"):
            return None
    return None


def carno_death(state: State, intruder: Intruder, rule: str) -> None:
    """INTRUDER_DEATH: remove it and leave what its kind leaves (CARN-DMG-04..07)."""
    remove_intruder(state, intruder, rule, "intruder_killed")
    for thing, count in sorted(opt(state, "death_leaves").get(intruder.kind, {}).items()):
        for _ in range(int(count)):
            if thing in cat(state).kinds:
                figures.place(state, thing, intruder.room, "CARN-DMG-07")  # drawn from no bag, no Surprise Attack
            else:
                drop_object(state, intruder.room, thing, "CARN-DMG-04")
    if intruder.kind == figures.BUTCHER:
        carno(state).butcher_killed = True
        log(state, "CARN-DMG-06", "butcher_killed")
        remove_token_from_game(state, figures.BUTCHER, "CARN-DMG-06")
