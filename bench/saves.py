"""Save and load times of a late-game save (load includes the replay check), and how long the replay viewer
takes to replay that game to its end (opening it) and to step back through it from its checkpoints.

    python bench/saves.py [--reps 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api  # noqa: E402
from game.replayer import Replayer  # noqa: E402
from saves.format import load, save  # noqa: E402


def late_game() -> tuple[dict, list, api.State]:
    """The longest of a few 5-seat bot games, stopped just before its end."""
    best = None
    for seed in range(20):
        config = {"seats": 5, "seed": seed}
        state, choices = api.new_game(config), []
        while state.pending is not None:
            choice = state.pending.options[(len(choices) * 5 + seed) % len(state.pending.options)]
            api.apply(state, choice)
            choices.append(choice)
        if best is None or len(choices) > len(best[1]):
            best = (config, choices)
    config, choices = best
    state = api.new_game(config)
    for c in choices[:-1]:
        api.apply(state, c)
    return config, choices[:-1], state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()
    config, choices, state = late_game()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "late.json"
        saves, loads = [], []
        for _ in range(args.reps):
            t0 = time.perf_counter()
            save(path, config, choices, state)
            saves.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            load(path)
            loads.append(time.perf_counter() - t0)
        result = {"choices": len(choices), "turn": state.turn, "log_entries": len(state.log),
                  "file_kb": round(path.stat().st_size / 1024, 1),
                  "save_median_ms": round(statistics.median(saves) * 1000, 2),
                  "load_median_ms": round(statistics.median(loads) * 1000, 2)}
    opens, backs = [], []
    for _ in range(max(1, args.reps // 4)):
        t0 = time.perf_counter()
        replayer = Replayer(config, choices)
        opens.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for i in range(replayer.length, -1, -1):
            replayer.state_at(i)
        backs.append((time.perf_counter() - t0) / (replayer.length + 1))
    from saves.replays import encode

    result["replay_file_kb"] = round(len(encode(config, choices, state)) / 1024, 1)
    result["replay_to_end_median_ms"] = round(statistics.median(opens) * 1000, 2)
    result["step_back_median_ms"] = round(statistics.median(backs) * 1000, 3)
    for k, v in result.items():
        print(f"{k:24} {v}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
