"""Intruder weaknesses: which revealed weakness changes a rule (PUB-WEAK-01..04, T7).

Revealing: `reveal_weakness` (Laboratory, Laboratory Equipment); rules ask `has_weakness` with the card's
effect key.
"""

from __future__ import annotations

from engine.species.common.weakness import has_weakness, is_revealed, reveal_weakness

__all__ = ["has_weakness", "is_revealed", "reveal_weakness", "weakness_slot"]

SLOTS = ("egg", "corpse", "carcass")  # the Intruder board slots of PUB-WEAK-01 (keys of state.weaknesses)


def weakness_slot(obj: str) -> str:
    """The Weakness slot an Object matches: any Character Corpse, Intruder Carcass or Egg (PUB-WEAK-04)."""
    slot = obj.split("_")[0]
    if slot not in SLOTS:
        raise ValueError(f"{obj!r} is not a Character Corpse, Intruder Carcass or Egg")
    return slot
