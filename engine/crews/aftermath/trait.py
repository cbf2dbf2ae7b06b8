"""The Android's Trait card, the one Trait the line keeps (AFT-AND-01; its text is unknown, GAP-AFT-03, so this is
an original PROPOSED trait): "Synthetic: Slime never sticks to your casing, and a round you end in a burning room
does not wound you." Played through the core's modifiers "slime_sticks" and "fire_wounds"; the trait is found
by its name, as the core finds the original crew's (a ruleset without traits switches it off, BASE-CHAR-11)."""

from __future__ import annotations

from engine.rules.item_hands import has_trait
from engine.state import State

TRAIT = "Synthetic"


def _synthetic(state: State, seat: int) -> bool:
    return 0 <= seat < len(state.characters) and has_trait(state, state.characters[seat], TRAIT)


def slime_sticks(state: State, value: bool, seat: int = -1, **_: object) -> bool:
    return value and not _synthetic(state, seat)


def fire_wounds(state: State, value: bool, seat: int = -1, **_: object) -> bool:
    return value and not _synthetic(state, seat)
