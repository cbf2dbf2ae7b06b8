"""Determinisation benchmark: median and p95 time of one `determinize(view, rng)` call over seeded bot games.

    python bench/determinize.py [--games 20] [--seats 4] [--seed 1]
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
from engine.ai.determinize import determinize  # noqa: E402
from engine.headless import bot_rng  # noqa: E402
from engine.rng import Rng  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    times: list[float] = []
    for g in range(a.games):
        seed = a.seed + g
        state = api.new_game({"seats": a.seats, "seed": seed})
        while state.pending is not None:
            seat = state.pending.seat
            view = api.view(state, seat, log_from=len(state.log))
            t0 = time.perf_counter()
            determinize(view, Rng(seed * 7919 + state.decisions))
            times.append(time.perf_counter() - t0)
            api.apply(state, easy.choose(view, bot_rng(seed, seat, state.decisions)))
    times.sort()
    median, p95 = statistics.median(times), times[int(0.95 * (len(times) - 1))]
    print(f"{'calls':>8} {'median ms':>10} {'p95 ms':>8}")
    print(f"{len(times):>8} {median * 1000:>10.3f} {p95 * 1000:>8.3f}")
    print(json.dumps({"calls": len(times), "median_ms": round(median * 1000, 3), "p95_ms": round(p95 * 1000, 3)}))


if __name__ == "__main__":
    main()
