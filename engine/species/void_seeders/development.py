"""The Void Seeders' bag development, Event step 9 (VS-BAG-01..08, PROPOSED VS-GAP-30): the species'
BAG_DEVELOPMENT hook. A Void Seeder token goes back and everyone not in Combat rolls for Noise, in turn order;
a character's Insanity token makes that character resolve a Panic card and goes back, or, when the character
is dead, hibernating or gone, leaves the game and another token is drawn; the Blank adds a random supply token
and goes back."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import add_token_from_supply, draw_token, log, token_to_bag
from engine.effects import token_kind as kind_of
from engine.flow import push
from engine.rules.board import is_active
from engine.rules.noise import everyone_rolls
from engine.state import State


def owner(state: State, token: str) -> int:
    """The seat whose colour an Insanity token shows: "insanity_<n>" belongs to seat n - 1 (setup.py)."""
    return int(token.rsplit("_", 1)[1]) - 1


def void_bag_development(state: State, token: str) -> None:
    kind = kind_of(state, token)
    if kind == "insanity":
        seat = owner(state, token)
        if seat < len(state.characters) and is_active(state.characters[seat]):
            token_to_bag(state, token, "VS-BAG-06")
            push(state, "panic", seat)  # VS-BAG-05
            return
        state.removed_tokens.append(token)  # VS-BAG-04: dead, hibernating or in a pod
        state.removed_tokens.sort()
        log(state, "VS-BAG-04", "insanity_token_removed", seat=seat)
        again = draw_token(state, "VS-BAG-04")
        if again is not None:
            void_bag_development(state, again)
        return
    if kind == "void_seeder":
        token_to_bag(state, token, "VS-BAG-02")
        everyone_rolls(state, "VS-BAG-03")  # a Lair's Combat too
        return
    for _ in range(int(opt(state, "blank_tokens_to_bag"))):  # the Blank (VS-BAG-07/08)
        add_token_from_supply(state, "void_seeder", "VS-BAG-07")
    token_to_bag(state, token, "VS-BAG-08")


def insanity_tokens(state: State) -> list[str]:
    """The Insanity tokens in the box, by the seat they belong to."""
    return sorted((t for t, (k, _n) in cat(state).intruder_tokens.items() if k == "insanity"), key=lambda t: owner(state, t))
