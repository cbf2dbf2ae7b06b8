"""The golden games: seeded bot games whose full logs and results pin the rules' behaviour.

Each entry is (name, config, bot levels). `record.py` plays them and writes `data/<name>.json.gz`;
`test_golden.py` plays them again and compares entry by entry. A change that alters a golden game must
say why in its commit and re-record (`python -m tests.golden.record`).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from engine import api
from engine.ai import bots

DATA = Path(__file__).with_name("data")


def _games() -> list[tuple[str, dict, list[str]]]:
    out: list[tuple[str, dict, list[str]]] = []
    # 1-5 players, semi-co-op, Easy and Normal bots, several seeds each
    for seats in range(1, 6):
        for seed in (3, 17, 101):
            for level in ("easy", "normal"):
                if seats == 1 and level == "easy" and seed == 101:
                    continue
                mode = "solo" if seats == 1 else "normal"
                out.append((f"{mode}{seats}_{level}_s{seed}", {"seats": seats, "seed": seed, "mode": mode},
                            [level] * seats))
    # co-op, 1-5 players
    for seats in (1, 2, 3, 4, 5):
        out.append((f"coop{seats}_normal_s{40 + seats}", {"seats": seats, "seed": 40 + seats, "mode": "coop"},
                    ["normal"] * seats))
    # the Intruder player, 2-5 players, mixed levels
    for seats in (2, 3, 4, 5):
        levels = ["normal" if i % 2 else "easy" for i in range(seats)]
        out.append((f"iplayer{seats}_mixed_s{60 + seats}",
                    {"seats": seats, "seed": 60 + seats, "mode": "normal", "intruder_player": 1}, levels))
    # a fourth seed for Normal tables, and a few more Easy ones
    for seats in range(1, 6):
        mode = "solo" if seats == 1 else "normal"
        out.append((f"{mode}{seats}_normal_s211", {"seats": seats, "seed": 211, "mode": mode}, ["normal"] * seats))
    for seats in (3, 5):
        out.append((f"normal{seats}_easy_s211", {"seats": seats, "seed": 211, "mode": "normal"}, ["easy"] * seats))
    for seats in (2, 3):
        out.append((f"coop{seats}_easy_s{50 + seats}", {"seats": seats, "seed": 50 + seats, "mode": "coop"},
                    ["easy"] * seats))
    for seats in (3, 4):
        out.append((f"iplayer{seats}_normal_s{70 + seats}",
                    {"seats": seats, "seed": 70 + seats, "mode": "normal", "intruder_player": 1}, ["normal"] * seats))
    # mixed tables
    out.append(("normal4_mixed_s7", {"seats": 4, "seed": 7, "mode": "normal"}, ["easy", "normal", "easy", "normal"]))
    return out


GAMES = _games()


def play(config: dict, levels: list[str]) -> dict:
    """Play one game with bots to its end; return its full log and each seat's result."""
    state = api.new_game(dict(config))
    seed = int(config["seed"])
    choices = []
    while state.pending is not None and state.decisions < 20_000:
        seat = state.pending.seat
        move = bots.bot_move(levels[seat] if seat < len(levels) else "easy", api.bot_view(state, seat), seed)
        choices.append([move.choice.kind, list(move.choice.args)])
        api.apply(state, move.choice)
    return {
        "config": config, "levels": levels, "choices": choices, "end_reason": state.end_reason,
        "log": [[e.rule, e.kind, _args(e.args), list(e.visible_to) if e.visible_to is not None else None]
                for e in state.log],
        "results": api.seat_results(state),
    }


def _args(args: dict) -> dict:
    return {k: args[k] for k in sorted(args)}


def path_of(name: str) -> Path:
    return DATA / f"{name}.json.gz"


def load(name: str) -> dict:
    with gzip.open(path_of(name), "rt", encoding="utf-8") as f:
        return json.load(f)


def save(name: str, game: dict) -> None:
    DATA.mkdir(exist_ok=True)
    text = json.dumps(game, separators=(",", ":"), sort_keys=True)
    with gzip.GzipFile(path_of(name), "wb", mtime=0) as f:  # mtime 0: re-recording an unchanged game is no diff
        f.write(text.encode("utf-8"))
