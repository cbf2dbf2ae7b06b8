"""Arrange helpers for the Action-card tests: characters on the fixed board, a hand, the offered uses of a card."""

from __future__ import annotations

from engine.catalog import cat
from engine.state import State
from tests.engine.combat_helpers import board
from tests.engine.factories import place, reask, set_hand

HIGH_BLOOD = ("bite_3", "scratch_4")  # a hit Intruder survives its Injury Effect Check


def ready(*characters: str, room: str = "R06", hand=()) -> State:
    """The characters (seat 0 first) in `room` of the fixed board; seat 0 holds `hand`, the others nothing
    (so nobody can interrupt), and is asked for its action."""
    state = board(seats=len(characters), characters=list(characters))
    for seat in range(len(characters)):
        place(state, seat, room)
        set_hand(state, seat, [])
    set_hand(state, 0, list(hand))
    state.first_intruder_seen = True  # no Objective choice in the middle of a test
    return reask(state)


def uses(state: State, card: str) -> list[tuple[str, ...]]:
    """The parameter tuples offered for an Action card in the pending action choice."""
    return sorted(o.args[1:] for o in state.pending.options if o.kind == "card" and o.args[0] == card)


def contamination(state: State, infected: bool) -> str:
    """Take a Contamination card (INFECTED or not) out of the deck."""
    card = next(c for c in state.contamination_deck if (c in state.infected) == infected)
    state.contamination_deck.remove(card)
    return card


def hand_of(state: State, seat: int, n: int) -> list[str]:
    """The seat holds the first n of its 10 Action cards (by id); the others are its deck, the discard is empty."""
    ch = state.characters[seat]
    cards = sorted(c.id for c in cat(state).characters[ch.character].cards)
    ch.hand, ch.deck, ch.discard = cards[:n], cards[n:], []
    return ch.hand
