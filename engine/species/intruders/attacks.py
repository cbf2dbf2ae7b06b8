"""What the Intruders' Attack cards do (T5, PUB-INTRUDER-03, PUB-WEAK-03): the species' INTRUDER_ATTACK hook.

Options: bite_kills_at, tail_kills_at, frenzy_kills_at, breeder_miniatures.
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import gain_contamination, log, set_slime, transform_intruder
from engine.flow import push
from engine.rules.board import characters_in
from engine.rules.wounds import kill, light_wound, serious_count, serious_wound
from engine.species.intruders.larvae import attach_from_attack
from engine.species.intruders.weakness import has_weakness
from engine.state import Character, Intruder, State


def _bite(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= int(opt(state, "bite_kills_at")):
        kill(state, ch, "bite", "PUB-INTRUDER-03")
    elif intruder.kind == "adult" and has_weakness(state, "the_way_of_fighting"):
        light_wound(state, ch, 1, "PUB-WEAK-03")
    else:
        serious_wound(state, ch, "PUB-INTRUDER-03")


def _scratch(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, "PUB-INTRUDER-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _claw(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 2, "PUB-INTRUDER-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _tail(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= int(opt(state, "tail_kills_at")):
        kill(state, ch, "tail", "PUB-INTRUDER-03")
    else:
        serious_wound(state, ch, "PUB-INTRUDER-03")


def _frenzy(state: State, intruder: Intruder, ch: Character) -> None:
    for other in characters_in(state, intruder.room):
        if serious_count(other) >= int(opt(state, "frenzy_kills_at")):
            kill(state, other, "frenzy", "PUB-INTRUDER-03")
        else:
            serious_wound(state, other, "PUB-INTRUDER-03")


def _slime(state: State, intruder: Intruder, ch: Character) -> None:
    set_slime(state, ch, "PUB-SLIME-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _transformation(state: State, intruder: Intruder, ch: Character) -> None:
    """Creeper becomes a Breeder if one is available; surprise attack on an empty hand (T5)."""
    if sum(1 for i in state.intruders if i.kind == "breeder") >= int(opt(state, "breeder_miniatures")):
        log(state, "PUB-INTRUDER-03", "no_breeder_available")
        return
    transform_intruder(state, intruder, "breeder", "PUB-INTRUDER-03")
    if not ch.hand:
        push(state, "intruder_attack", intruder.id, ch.seat, "surprise")


def _summoning(state: State, intruder: Intruder, ch: Character) -> None:
    """Draw a token and place that Intruder; it makes no attack (T5)."""
    from engine.species.intruders.encounter import draw_or_refill, place_from_token

    token, go_on = draw_or_refill(state, "PUB-INTRUDER-03")
    if go_on:
        place_from_token(state, token, intruder.room, ch.seat, False, "PUB-INTRUDER-03")


CARD_EFFECTS = {"bite": _bite, "scratch": _scratch, "claw": _claw, "tail": _tail, "frenzy": _frenzy,
                "slime": _slime, "transformation": _transformation, "summoning": _summoning}


def base_attack_effect(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    if not card:  # a Larva draws no card: it attaches itself (PUB-INTRUDER-04)
        attach_from_attack(state, intruder, ch)
        return
    CARD_EFFECTS[cat(state).attack[card].effect](state, intruder, ch)
