"""Arrange helpers for the encounter, combat, injury, intruder-attack and wound tests.

`board()` builds a real game on a fixed set of room tiles (so the Nest and the Slime room are known
rooms), turns every tile up and clears the dealt noise. The `draws` fixture (in the test files) scripts
bag draws the way the `script` fixture scripts dice.
"""

from __future__ import annotations

import pytest

from engine import rng
from engine.state import Character, State
from tests.engine.factories import act, choose, entries, explore_all, make_game, reask, run_op, set_bag, step  # noqa: F401

# A fixed board (room -> tile); every test room keeps a plain tile unless a test needs a special one.
LAYOUT = {
    "R02": "surgery", "R03": "evacuation_a", "R04": "evacuation_b", "R05": "laboratory",
    "R06": "canteen", "R07": "hatch_control", "R08": "command_center", "R09": "storage",
    "R10": "armory", "R12": "nest", "R13": "comms_room", "R14": "cabins", "R15": "slime_room",
    "R16": "emergency_room", "R17": "fire_control", "R18": "generator",
}
NEST = "R12"  # corridors K14 (to R09) and K18 (to R16), no Technical Corridor entrance
START = "R11"  # Hibernatorium: 1 -> K17 (R15), 2 -> K10 (R06), 3 -> K13 (R08), 4 -> K16 (R14)
# R06: 1 -> K09 (R07), 2 -> K10 (R11), 3 -> K07 (R05), 4 -> K04 (R02); no Technical Corridor entrance
# R02: 3 -> K01 (R01), 4 -> K04 (R06), 1/2 -> Technical Corridors


def board(seats: int = 1, characters=None, **cfg) -> State:
    """A game on the fixed board, every tile up, no noise; the first action decision is still pending."""
    state = make_game(seats=seats, characters=characters, **cfg)
    state.tiles.update(LAYOUT)
    explore_all(state)
    state.noise = []
    return state






def hand(state: State, seat: int, actions: int, contamination: int = 0) -> Character:
    """Keep `actions` of the seat's Action cards in hand (the rest to its discard pile) and add
    `contamination` Contamination cards from the deck."""
    ch = state.characters[seat]
    cards = [c for c in ch.hand + ch.deck if not c.startswith("cont_")]
    ch.deck = [c for c in ch.deck if c not in cards[:actions]]
    ch.discard.extend(c for c in ch.hand if c not in cards[:actions])
    ch.hand = cards[:actions] + [state.contamination_deck.pop() for _ in range(contamination)]
    return ch



def reveal(state: State, weakness: str) -> None:
    """Turn a Weakness card face up (revealing it is a part 2 room action)."""
    state.revealed_weaknesses.append(weakness)


class Draws:
    """Scripted bag draws: `rng.take_random` returns the named tokens in order, then draws at random."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.queue: list[str] = []
        self._real = rng.take_random
        monkeypatch.setattr(rng, "take_random", self._take)

    def next(self, *tokens: str) -> Draws:
        self.queue.extend(tokens)
        return self

    def _take(self, holder, items):
        if not self.queue:
            return self._real(holder, items)
        token = self.queue.pop(0)
        assert token in items, f"scripted draw {token!r} is not in {items!r}"
        items.remove(token)
        return token
