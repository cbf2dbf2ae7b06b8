"""The headless runner: bots play a whole game, the log is printed line by line, then one JSON result line.

Each seat is a bot of its own level (`bot:easy`, `bot:normal`, `bot:hard`, engine/ai/bots.py); a bot that
gives a reason for its choice gets a line "  » The Soldier (Normal bot): <reason>" before that decision's log lines,
which are sentences naming characters, rooms and cards, each ending with its rule ID.
Saving is not the engine's business: the caller passes `on_turn_start` (autosave) and may resume from a
given state and choice list (a loaded save).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from importlib.util import find_spec
from typing import TextIO

from engine import api
from engine.ai import bots

BOT_LEVELS = bots.LEVELS
BOT_NAMES = {"easy": api.N_("Easy bot"), "normal": api.N_("Normal bot"), "hard": api.N_("Hard bot")}
# Safety nets only: a game ends by its own rules (the Time track ends it after 15 Turns, PUB-END-01).
# Hitting a cap is reported as end_reason "round_cap" / "decision_cap", never as a rule's ending.
DEFAULT_MAX_ROUNDS = 40
MAX_DECISIONS = 50_000


def parse_seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    if not 1 <= len(seats) <= 5:
        raise ValueError(f"--seats needs 1 to 5 comma-separated seats, got {len(seats)}")
    for s in seats:
        kind, _sep, level = s.partition(":")
        if kind != "bot" or (level or "easy") not in BOT_LEVELS:
            raise ValueError(f"unknown seat {s!r}: headless seats are bot:{'|bot:'.join(BOT_LEVELS)}")
        check_level(level or "easy")
    return seats


def level_of(seat: str) -> str:
    """"bot:normal" -> "normal"; a bare "bot" is an Easy bot."""
    return seat.partition(":")[2] or "easy"


def check_level(level: str) -> None:
    """A clear error for a bot level that is not built yet (its module engine/ai/<level>.py is missing)."""
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(BOT_LEVELS)})")
    if find_spec(f"engine.ai.{level}") is None:
        raise ValueError(f"bot:{level} is not available yet (engine/ai/{level}.py is missing)")


bot_rng = bots.seeded_rng


def play(config: dict, max_rounds: int | None = None, out: TextIO | None = None, state: api.State | None = None,
         choices: list[api.Choice] | None = None,
         on_turn_start: Callable[[api.State, list[api.Choice]], None] | None = None,
         levels: list[str] | None = None) -> dict:
    """Play a bot game to its end (or a safety cap) and return the result dict. `levels` gives each seat's
    bot level (default: every seat Easy)."""
    max_rounds = DEFAULT_MAX_ROUNDS if max_rounds is None else max_rounds
    state = state if state is not None else api.new_game(config)
    levels = list(levels) if levels else ["easy"] * len(state.characters)
    for level in set(levels):
        check_level(level)
    choices = choices if choices is not None else []
    seed = int(config["seed"])
    printed = len(state.log) if choices else 0
    turn = state.turn
    while state.pending is not None:
        if state.turn > max_rounds or state.decisions >= MAX_DECISIONS:
            break
        seat = state.pending.seat
        level = levels[seat] if seat < len(levels) else "easy"
        move = bots.bot_move(level, api.bot_view(state, seat), seed)
        if out is not None and move.reason:
            _print(state, printed, out)
            printed = len(state.log)
            reason = move.reason.removeprefix(f"{level.title()} bot:").strip()
            who = api.namer_for(state).seat(seat)
            bot = api._(BOT_NAMES[level]) if level in BOT_NAMES else f"{level.title()} bot"
            line = api._("{seat} ({bot}): {reason}").format(seat=who[:1].upper() + who[1:], bot=bot, reason=reason)
            out.write(f"  » {line}\n")
        choice = move.choice
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
        "end_reason": end_reason(state, max_rounds),
        "decisions": state.decisions,
        "state_hash": api.state_hash(state),
        "seats": [{**seat, "bot": levels[i] if i < len(levels) else "easy"}
                  for i, seat in enumerate(api.seat_results(state))],
    }


def end_reason(state: api.State, max_rounds: int) -> str:
    """The rule that ended the game, or which safety cap stopped it."""
    if state.over:
        return state.end_reason
    return "round_cap" if state.turn > max_rounds else "decision_cap"


def _print(state: api.State, start: int, out: TextIO) -> None:
    names = api.namer_for(state)  # public knowledge: explored rooms, drafted characters
    for entry in state.log[start:]:
        if entry.visible_to is None:
            out.write(api.describe_entry(entry, names) + "\n")


def make_config(seats: int, seed: int, mode: str = "normal", intruder_player: bool = False,
                **plugins: str | None) -> dict:
    """A new game's config from the command-line choices (`--mode`, `--intruder-player`, and the ruleset, map and
    species ids: `ruleset="published"`, …; None leaves the default)."""
    config: dict = {"seats": seats, "seed": seed, "mode": mode}
    config.update({k: v for k, v in plugins.items() if v})
    if intruder_player:
        config["intruder_player"] = 1
    return config


def main(seats: list[str], seed: int, max_rounds: int | None, mode: str = "normal", out: TextIO | None = None,
         intruder_player: bool = False, plugins: dict | None = None, **resume) -> int:
    """Play and print; `seats` comes from `parse_seats`; `plugins` names the ruleset, map and species. Raises
    api.ConfigError for a config that cannot start."""
    out = out or sys.stdout
    config = resume.pop("config", None) or make_config(len(seats), seed, mode, intruder_player, **(plugins or {}))
    result = play(config, max_rounds, out, levels=[level_of(s) for s in seats], **resume)
    out.write(json.dumps(result, separators=(",", ":")) + "\n")
    return 0
