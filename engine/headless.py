"""The headless runner: bots play a whole game, the log is printed line by line, then one JSON result line.

Saving is not the engine's business: the caller passes `on_turn_start` (autosave) and may resume from a
given state and choice list (a loaded save).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TextIO

from engine import api
from engine.ai import easy
from engine.rng import Rng

BOT_LEVELS = ("easy",)


def parse_seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    if not 1 <= len(seats) <= 5:
        raise ValueError(f"--seats needs 1 to 5 comma-separated seats, got {len(seats)}")
    for s in seats:
        kind, _, level = s.partition(":")
        if kind != "bot" or (level or "easy") not in BOT_LEVELS:
            raise ValueError(f"unknown seat {s!r}: headless seats are bot:{'|bot:'.join(BOT_LEVELS)}")
    return seats


def bot_rng(seed: int, seat: int, decision: int) -> Rng:
    """Bots are seeded from (game seed, seat, decision number), so a resumed game plays on identically."""
    return Rng(seed * 1_000_003 + seat * 100_003 + decision)


def play(config: dict, max_rounds: int | None = None, out: TextIO | None = None, state: api.State | None = None,
         choices: list[api.Choice] | None = None,
         on_turn_start: Callable[[api.State, list[api.Choice]], None] | None = None) -> dict:
    """Play a bot game to its end (or the round cap) and return the result dict."""
    state = state if state is not None else api.new_game(config)
    choices = choices if choices is not None else []
    seed = int(config["seed"])
    printed = len(state.log) if choices else 0
    turn = state.turn
    while state.pending is not None:
        if max_rounds is not None and state.turn > max_rounds:
            break
        seat = state.pending.seat
        choice = easy.choose(api.view(state, seat, log_from=len(state.log)), bot_rng(seed, seat, state.decisions))
        api.apply(state, choice)
        choices.append(choice)
        if out is not None:
            _print(state, printed, out)
            printed = len(state.log)
        if on_turn_start is not None and state.turn != turn and not state.over:
            on_turn_start(state, choices)
        turn = state.turn
    if out is not None:
        _print(state, printed, out)
    return {
        "seed": seed,
        "rounds": state.turn,
        "end_reason": state.end_reason if state.over else "round_cap",
        "decisions": state.decisions,
        "state_hash": api.state_hash(state),
        "seats": api.seat_results(state),
    }


def _print(state: api.State, start: int, out: TextIO) -> None:
    for entry in state.log[start:]:
        if entry.visible_to is None:
            out.write(api.describe_entry(entry) + "\n")


def main(seats: list[str], seed: int, max_rounds: int | None, mode: str = "normal", out: TextIO | None = None,
         **resume) -> int:
    """Play and print; `seats` comes from `parse_seats`."""
    out = out or sys.stdout
    config = resume.pop("config", None) or {"seats": len(seats), "seed": seed, "mode": mode}
    result = play(config, max_rounds, out, **resume)
    out.write(json.dumps(result, separators=(",", ":")) + "\n")
    return 0
