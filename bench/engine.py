"""Engine benchmark: full bot games per second (one core), µs per apply, µs per clone, decisions per game.

    python bench/engine.py [--games 40] [--seats 4] [--seed 1]
Prints a table and one JSON line. Timings are measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api  # noqa: E402
from engine.ai import easy  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.state import clone  # noqa: E402


def play_one(seed: int, seats: int, apply_times: list[float] | None = None) -> tuple[int, api.State]:
    state = api.new_game({"seats": seats, "seed": seed})
    bots = {s: Rng(seed * 31 + s) for s in range(seats)}
    while state.pending is not None:
        seat = state.pending.seat
        choice = easy.choose(api.view(state, seat, log_from=len(state.log)), bots[seat])
        if apply_times is None:
            api.apply(state, choice)
        else:
            t0 = time.perf_counter()
            api.apply(state, choice)
            apply_times.append(time.perf_counter() - t0)
    return state.decisions, state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    play_one(args.seed, args.seats)  # warm-up (content loading)
    t0 = time.perf_counter()
    decisions = []
    for g in range(args.games):
        n, _ = play_one(args.seed + g, args.seats)
        decisions.append(n)
    elapsed = time.perf_counter() - t0

    apply_times: list[float] = []
    mid_states = []
    for g in range(10):
        _, end_state = play_one(args.seed + 1000 + g, args.seats, apply_times)
        mid_states.append(end_state)

    state = api.new_game({"seats": args.seats, "seed": args.seed})
    for _ in range(60):  # a mid-game position
        if state.pending is None:
            break
        api.apply(state, state.pending.options[-1])
    reps = 2000
    t0 = time.perf_counter()
    for _ in range(reps):
        clone(state, keep_log=False)
    clone_us = (time.perf_counter() - t0) / reps * 1e6
    t0 = time.perf_counter()
    for _ in range(reps // 4):
        clone(state)
    clone_log_us = (time.perf_counter() - t0) / (reps // 4) * 1e6

    result = {
        "games": args.games, "seats": args.seats,
        "games_per_s": round(args.games / elapsed, 2),
        "apply_median_us": round(statistics.median(apply_times) * 1e6, 1),
        "apply_p95_us": round(sorted(apply_times)[int(len(apply_times) * 0.95)] * 1e6, 1),
        "clone_us": round(clone_us, 1), "clone_with_log_us": round(clone_log_us, 1),
        "log_entries_at_clone": len(state.log),
        "decisions_per_game_median": statistics.median(decisions),
        "decisions_per_game_max": max(decisions),
    }
    for k, v in result.items():
        print(f"{k:28} {v}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
