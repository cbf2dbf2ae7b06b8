"""What a Carnomorph's attack does (CARN-ATK-01..07, GAP-01): the species' INTRUDER_ATTACK hook.

A Metagorger draws no Attack card (its kind attacks as "infest"): its target draws a Mutation card (none if it
holds one already), takes a Contamination card and a Light Wound, a Shambler token joins the bag and the
Metagorger leaves the board, Surprise Attacks and Event-phase attacks alike. The others draw a Carnomorph Attack
card; the core checks its symbols, and its effect is applied here.

Options: devour_kills_at, bite_kills_at, metagorger_attack_* (options.toml).
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import add_token_from_supply, drop_object, gain_contamination, log, remove_intruder, set_slime
from engine.rules.board import is_active
from engine.rules.wounds import kill, light_wound, serious_count, serious_wound
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.mutation import draw_mutation_card
from engine.state import Character, Intruder, State

RULE = "CARN-ATK-06"


def metagorger_attack(state: State, intruder: Intruder, ch: Character) -> None:
    """CARN-ATK-01..05."""
    log(state, "CARN-ATK-02", "metagorger_bites", seat=ch.seat, intruder=intruder.id)
    for _ in range(int(opt(state, "metagorger_attack_mutation_cards"))):
        draw_mutation_card(state, ch, "CARN-ATK-02")  # nothing for a holder (CARN-ATK-03)
    for _ in range(int(opt(state, "metagorger_attack_contamination"))):
        gain_contamination(state, ch, "CARN-ATK-02")
    light_wound(state, ch, int(opt(state, "metagorger_attack_light_wounds")), "CARN-ATK-02")
    add_token_from_supply(state, str(opt(state, "metagorger_attack_adds")), "CARN-ATK-04")
    if any(i.id == intruder.id for i in state.intruders):
        remove_intruder(state, intruder, "CARN-ATK-04", "metagorger_spent")


def _killing_blow(state: State, ch: Character, at: str, cause: str) -> None:
    if serious_count(ch) >= int(opt(state, at)):
        kill(state, ch, cause, RULE)
    else:
        serious_wound(state, ch, RULE)


def _devour(state: State, intruder: Intruder, ch: Character) -> None:
    _killing_blow(state, ch, "devour_kills_at", "devour")
    if intruder.injuries:
        log(state, RULE, "carnomorph_healed", intruder=intruder.id, injuries=intruder.injuries)
        intruder.injuries = 0


def _spawn(state: State, intruder: Intruder, ch: Character) -> None:
    figures.place(state, "metagorger", intruder.room, RULE)  # no attack of its own this step (GAP-10)
    set_slime(state, ch, RULE)


def _bash(state: State, intruder: Intruder, ch: Character) -> None:
    serious_wound(state, ch, RULE)
    if is_active(ch):
        gain_contamination(state, ch, RULE)


def _regurgitate(state: State, intruder: Intruder, ch: Character) -> None:
    set_slime(state, ch, RULE)
    gain_contamination(state, ch, RULE)
    drop_object(state, intruder.room, "carcass", RULE)


def _slash(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, RULE)
    if is_active(ch):
        gain_contamination(state, ch, RULE)


def _bite(state: State, intruder: Intruder, ch: Character) -> None:
    _killing_blow(state, ch, "bite_kills_at", "bite")


def _whiplash(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 2, RULE)
    if is_active(ch):
        gain_contamination(state, ch, RULE)


CARD_EFFECTS = {"devour": _devour, "spawn": _spawn, "bash": _bash, "regurgitate": _regurgitate, "slash": _slash,
                "bite": _bite, "whiplash": _whiplash}


def carno_attack(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    """INTRUDER_ATTACK: a Metagorger's bite (no card), or the drawn card's effect (CARN-ATK-01/06)."""
    if not card:
        metagorger_attack(state, intruder, ch)
        return
    CARD_EFFECTS[cat(state).attack[card].effect](state, intruder, ch)
