"""What a player may take back: a choice is undoable unless it drew on hidden information or handed the turn on.

The frontend keeps a snapshot before each of a human seat's choices and offers Undo back to the last *barrier*:
a die roll or any other draw from the seeded generator, a card drawn from any deck, a token drawn from the bag,
a room or token turned face up, a scan, or a change of the seat that decides. Taking back such a step would
let a player re-roll or peek, so the engine, not the UI, decides where the line is.
"""

from __future__ import annotations

from engine.state import State


def hidden_key(state: State) -> tuple:
    """Everything a choice could reveal or draw from: the generator, every face-down pile and tile, the bag."""
    return (
        state.rng,
        len(state.attack_deck), len(state.event_deck), len(state.wound_deck), len(state.contamination_deck),
        tuple(sorted((k, len(v)) for k, v in state.item_decks.items())),
        len(state.bag), tuple(sorted(k for k, v in state.explored.items() if v)),
        tuple(sorted(state.exploration_box)), len(state.revealed_infected), len(state.contamination_removed),
        tuple(len(ch.deck) for ch in state.characters), tuple(sorted(state.revealed_weaknesses)),
        tuple(sorted(k for ch in state.characters for k in ch.knowledge)), len(state.ip_deck),
        len(state.unused_tiles),
    )


def is_barrier(before_key: tuple, before_seat: int, after: State) -> bool:
    """True when the step from a state with `before_key`/`before_seat` to `after` may not be taken back."""
    if after.over or after.pending is None:
        return True
    return hidden_key(after) != before_key or after.pending.seat != before_seat
