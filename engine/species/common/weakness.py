"""A species' Weakness cards on its board (PUB-WEAK-01..04, VS-SET-10): revealing one and asking whether a
revealed card's effect is in force. Which Object or fact reveals which slot is the species' own."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat
from engine.effects import log
from engine.state import State


def has_weakness(state: State, effect: str) -> bool:
    """A revealed Weakness card with this effect key is in force for everyone (PUB-WEAK-03)."""
    return any(cat(state).weaknesses[c].kind == effect for c in state.revealed_weaknesses)


def helps(state: State, effect: str, seat: int) -> bool:
    """A revealed Weakness with this effect key helps this character: where the map gates Weaknesses by Knowledge
    (its "weakness_works" service: the Lockdown Facility, LD-KNOW-06, LVS-CHG-06) only one with enough; else
    everyone (PUB-WEAK-03). `seat` -1: no one character in particular (it helps then)."""
    fn = hooks.service(state, "weakness_works")
    return bool(fn(state, effect, seat)) if fn is not None else has_weakness(state, effect)


def is_revealed(state: State, slot: str) -> bool:
    return state.weaknesses.get(slot) in state.revealed_weaknesses


def reveal_weakness(state: State, slot: str, rule: str) -> None:
    """Turn the slot's Weakness card face up, once per slot; it applies to everyone (PUB-WEAK-02/03)."""
    card = state.weaknesses.get(slot)
    if card is None or is_revealed(state, slot):
        return
    state.revealed_weaknesses.append(card)
    log(state, rule, "weakness_revealed", slot=slot, card=card)
    then = hooks.service(state, "weakness_revealed")  # what a card does the moment it turns (Wave of Calm)
    if then is not None:
        then(state, card)


def weakness_found(state: State, slot: str) -> bool:
    """The Objective fact: the card in that slot is face up."""
    card = state.weaknesses.get(slot)
    return card is not None and card in state.revealed_weaknesses


def weaknesses_found(state: State) -> int:
    return len(state.revealed_weaknesses)
