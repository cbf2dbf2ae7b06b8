"""Arrange helpers for the Item tests: a fixed, explored board (combat_helpers.LAYOUT), Items taken out of
their decks into a character's hands, decks stacked with chosen cards on top."""

from __future__ import annotations

from engine.state import Character, State
from tests.engine.combat_helpers import board
from tests.engine.factories import place

GREEN, YELLOW, RED = "R06", "R08", "R13"  # canteen (green), command center (red), comms room (yellow)
WHITE = "R07"  # hatch control
STORAGE, ARMORY, LAB, COMMS, FIRE_CONTROL = "R09", "R10", "R05", "R13", "R17"


def game(*characters: str, room: str = "R06", cards: int = 5, **cfg) -> State:
    """Characters (default the Soldier) on the fixed board in `room`, each with `cards` Action cards in
    hand, every item counter 0, no Objects on the floor."""
    chars = list(characters) or ["soldier"]
    state = board(seats=len(chars), characters=chars, **cfg)
    state.item_counters = {r: 0 for r in state.tiles}
    state.objects = {}
    for seat in range(len(chars)):
        place(state, seat, room)
        set_cards(state, seat, cards)
    return state


def set_cards(state: State, seat: int, count: int) -> None:
    """`count` Action cards in hand, never an Interruption (so no reaction question interrupts a test)."""
    ch = state.characters[seat]
    cards = sorted(c for c in ch.hand + ch.deck + ch.discard if not c.startswith("cont_"))
    keep = [c for c in cards if "interruption" not in c][:count]
    ch.hand, ch.deck, ch.discard = keep, [c for c in cards if c not in keep], []


def take(state: State, item: str) -> str:
    """Remove an Item instance from its deck (or the open Crafted deck) and return it."""
    for pile in list(state.item_decks.values()) + list(state.item_discards.values()):
        if item in pile:
            pile.remove(item)
            return item
    raise AssertionError(f"{item} is in no deck")


def give(state: State, seat: int, *items: str) -> Character:
    """Put Item instances into the character's inventory (weapons into its hands with 1 Ammo)."""
    from engine.catalog import cat
    from engine.rules.actions import item_card

    ch = state.characters[seat]
    for item in items:
        take(state, item)
        if cat(state).items[item_card(item)].weapon is not None:
            ch.weapons[item] = 1
        else:
            ch.items = sorted([*ch.items, item])
    return ch


def stack(state: State, deck: str, *cards: str) -> None:
    """Put `cards` on top of an Item deck, the first named drawn first."""
    pile = state.item_decks[deck]
    for card in cards:
        pile.remove(card)
    pile.extend(reversed(cards))


def options(state: State, kind: str) -> list[tuple[str, ...]]:
    return [o.args for o in state.pending.options if o.kind == kind]


def total_items(state: State) -> int:
    """Every Item card in decks, discards, inventories, hands and pending decisions (conservation)."""
    held = sum(len(ch.items) + len([w for w in ch.weapons if w[-1].isdigit()]) for ch in state.characters)
    piles = sum(len(p) for p in state.item_decks.values()) + sum(len(p) for p in state.item_discards.values())
    return held + piles
