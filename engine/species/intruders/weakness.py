"""Intruder weaknesses: which revealed weakness changes a rule (PUB-WEAK-01..04, T7).

Revealing: `reveal_weakness` (Laboratory, Laboratory Equipment); rules ask `has_weakness` with the card's
effect key.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import log
from engine.state import State


def has_weakness(state: State, effect: str) -> bool:
    """A revealed Weakness card with this effect key is in force for everyone (PUB-WEAK-03)."""
    return any(cat(state).weaknesses[c].kind == effect for c in state.revealed_weaknesses)


SLOTS = ("egg", "corpse", "carcass")  # the Intruder board slots of PUB-WEAK-01 (keys of state.weaknesses)


def weakness_slot(obj: str) -> str:
    """The Weakness slot an Object matches: any Character Corpse, Intruder Carcass or Egg (PUB-WEAK-04)."""
    slot = obj.split("_")[0]
    if slot not in SLOTS:
        raise ValueError(f"{obj!r} is not a Character Corpse, Intruder Carcass or Egg")
    return slot


def is_revealed(state: State, slot: str) -> bool:
    return state.weaknesses.get(slot) in state.revealed_weaknesses


def reveal_weakness(state: State, slot: str, rule: str) -> None:
    """Turn the slot's Weakness card face up, once per slot; it applies to everyone (PUB-WEAK-02/03)."""
    card = state.weaknesses.get(slot)
    if card is None or is_revealed(state, slot):
        return
    state.revealed_weaknesses.append(card)
    log(state, rule, "weakness_revealed", slot=slot, card=card)
