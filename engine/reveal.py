"""Everything at once, for looking back at a finished game: every hand and Objective, the bag, the face-down
rooms, what was INFECTED, the face-down Weaknesses, and each plug-in's own secrets (its `reveal` hook: the
ship's Coordinates and Engines).

`full_view(state, final)` refuses unless `final` is the same game played to its end, so nothing it shows can
help anyone still playing: a running game only ever gets `view(state, seat)` (DESIGN: Views). `state` may be
any earlier position of that game (the replay viewer steps through it with everything shown).
"""

from __future__ import annotations

import msgspec

from engine import hooks
from engine.catalog import cat
from engine.state import State
from engine.views import View, _character, _decision, view


class RevealError(ValueError):
    """Hidden information was asked for while the game could still be played."""


class FullView(msgspec.Struct, frozen=True):
    """A spectator's view with every secret turned up; `view.seat` is -1."""

    view: View  # every hand (Contamination cards read INFECTED or not), all Objectives, the face-down tiles, the log
    bag: tuple[str, ...]  # the Intruder tokens in the bag, by kind, sorted
    infected: dict[int, int]  # seat -> INFECTED Contamination cards it holds (hand, deck and discard)
    secrets: tuple[str, ...]  # each plug-in's hidden facts in a sentence (the ship: Coordinates, Engines)
    weaknesses: dict[str, str]  # Intruder-board slot -> Weakness card still face down
    ip_hand: tuple[str, ...] = ()  # the Intruder player's hand


def _truth(state: State, cards) -> tuple[str, ...]:
    infected = set(state.infected)
    return tuple(("contamination_infected" if c in infected else "contamination") if c.startswith("cont_") else c
                 for c in cards)


def full_view(state: State, final: State) -> FullView:
    """Everything in `state`, a position of the game that `final` shows finished; RevealError otherwise."""
    if not final.over:
        raise RevealError("hidden cards are shown only once the game is over")
    if final.config != state.config or final.decisions < state.decisions:
        raise RevealError("that position does not belong to the finished game given")
    c = cat(state)
    base = view(state, -1)
    characters = tuple(msgspec.structs.replace(_character(state, ch, ch.seat), hand=_truth(state, ch.hand),
                                               discard=_truth(state, ch.discard))
                       for ch in state.characters)
    rooms = tuple(msgspec.structs.replace(r, tile=state.tiles.get(r.id)) if r.tile is None else r for r in base.rooms)
    pending = state.pending
    shown = msgspec.structs.replace(
        base, rooms=rooms, characters=characters, log=tuple(state.log),
        decision=_decision(state, pending, pending.seat) if pending is not None else None,
        all_objectives={k: tuple(v) for k, v in sorted(state.objectives.items())}, ip_hand=tuple(state.ip_hand))
    infected = set(state.infected)
    return FullView(
        view=shown,
        bag=tuple(sorted(c.intruder_tokens[t][0] for t in state.bag)),
        infected={ch.seat: sum(1 for pile in (ch.hand, ch.deck, ch.discard) for card in pile if card in infected)
                  for ch in state.characters},
        secrets=tuple(line for p in hooks.active_plugins(state) if p.reveal is not None for line in p.reveal(state)),
        weaknesses={slot: w for slot, w in sorted(state.weaknesses.items()) if w not in state.revealed_weaknesses},
        ip_hand=tuple(state.ip_hand),
    )

