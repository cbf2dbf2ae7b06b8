"""The headless runner: bots play a whole game, the log is printed line by line, then one JSON result line."""

from __future__ import annotations

import json
import sys
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


def play(config: dict, max_rounds: int | None = None, out: TextIO | None = None) -> dict:
    """Play a bot game to its end (or the round cap) and return the result dict."""
    state = api.new_game(config)
    printed = 0
    seed = int(config["seed"])
    bots = {s: Rng(seed * 7919 + s) for s in range(int(config["seats"]))}
    while state.pending is not None:
        if max_rounds is not None and state.turn > max_rounds:
            break
        seat = state.pending.seat
        choice = easy.choose(api.view(state, seat, log_from=len(state.log)), bots[seat])
        api.apply(state, choice)
        if out is not None:
            for entry in state.log[printed:]:
                if entry.visible_to is None:
                    out.write(api.describe_entry(entry) + "\n")
            printed = len(state.log)
    if out is not None:
        for entry in state.log[printed:]:
            if entry.visible_to is None:
                out.write(api.describe_entry(entry) + "\n")
    return {
        "seed": seed,
        "rounds": state.turn,
        "end_reason": state.end_reason if state.over else "round_cap",
        "decisions": state.decisions,
        "state_hash": api.state_hash(state),
        "seats": api.seat_results(state),
    }


def main(seats: list[str], seed: int, max_rounds: int | None, mode: str = "normal", out: TextIO | None = None) -> int:
    """Play and print; `seats` comes from `parse_seats`."""
    out = out or sys.stdout
    result = play({"seats": len(seats), "seed": seed, "mode": mode}, max_rounds, out)
    out.write(json.dumps(result, separators=(",", ":")) + "\n")
    return 0
