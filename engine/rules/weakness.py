"""Intruder weaknesses: which revealed weakness changes a rule (PUB-WEAK-01..04, T7).

Revealing happens in the Laboratory (part 2); rules ask `has_weakness` with the card's effect key.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.state import State


def has_weakness(state: State, effect: str) -> bool:
    """A revealed Weakness card with this effect key is in force for everyone (PUB-WEAK-03)."""
    return any(cat(state).weaknesses[c].kind == effect for c in state.revealed_weaknesses)
