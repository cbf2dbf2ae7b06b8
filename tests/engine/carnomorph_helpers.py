"""Helpers the Carnomorphs' test files share: a token from the box by kind, colour and number, the bag or supply
counted by token group, and an Adaptation card laid face up on a slot."""

from __future__ import annotations

from collections import Counter

from engine.catalog import cat
from engine.species.carnomorphs.state import carno
from engine.state import State


def token(state: State, kind: str, number: int | None = None, colour: str = "") -> str:
    """A token of that kind (number, colour) from the box."""
    colours = cat(state).ext["species:carnomorphs"]["token_colours"]
    return next(t for t, (k, n) in sorted(cat(state).intruder_tokens.items())
                if k == kind and (number is None or n == number) and (not colour or colours.get(t) == colour))


def groups(state: State, pile: list[str]) -> Counter:
    """Tokens by group: "blank", "metagorger_red", "metagorger_blue", "shambler"..."""
    colours = cat(state).ext["species:carnomorphs"]["token_colours"]
    out: Counter = Counter()
    for t in pile:
        kind = cat(state).intruder_tokens[t][0]
        out[f"{kind}_{colours[t]}" if t in colours else kind] += 1
    return out


def reveal(state: State, slot: str, card: str) -> None:
    """The Adaptation `card` lies face up on `slot` (its figure already came off it)."""
    for other, dealt in list(state.weaknesses.items()):
        if dealt == card and other != slot:
            state.weaknesses[other] = state.weaknesses[slot]
    state.weaknesses[slot] = card
    state.revealed_weaknesses.append(card)
    if slot in carno(state).on_cards:
        carno(state).on_cards.remove(slot)
