"""AI benchmark: Easy, Normal and Hard bots at one table, seats and characters rotated across games.

    python bench/ai.py --games 200 --seed 1 [--hard-iterations K] [--workers 2] [--seats 3]

Game g uses seed S+g; its seats take the levels easy, normal, hard rotated by g, and the characters rotated by g,
so every level sits in every seat and plays every character. Bots are seeded like the headless runner
(`engine.headless.bot_rng`). Prints a table per level, the 95 % Wilson intervals of the win rates, one-sided
two-proportion z-tests (hard vs normal, normal vs easy), and ends with one JSON line:
{"easy": {"games", "objective_met", "survived", "won", "decision_median_s", "decision_p95_s"}, "normal": ..., "hard": ...}
(rates are fractions of that level's seats). Timings are measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api, headless  # noqa: E402
from engine.ai import bots  # noqa: E402
from engine.content.catalog import load_catalog  # noqa: E402

LEVELS = ("easy", "normal", "hard")


def table_levels(game: int, seats: int) -> list[str]:
    return [LEVELS[(game + s) % len(LEVELS)] for s in range(seats)]


def table_characters(game: int, seats: int) -> list[str]:
    names = sorted(load_catalog().characters)
    return [names[(game + s) % len(names)] for s in range(seats)]


def play_game(args: tuple[int, int, int, int | None]) -> dict:
    """One seat-rotated game; returns each seat's level and outcome and each level's decision times."""
    game, seed, seats, hard_iterations = args
    levels = table_levels(game, seats)
    chars = table_characters(game, seats)
    config = {"seats": seats, "seed": seed, "characters": ",".join(chars)}
    state = api.new_game(config)
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    searched: list[float] = []  # Hard decisions that ran a search (wall time)
    cpu: list[float] = []  # the same decisions in CPU time (what an unloaded core would take)
    overrides = 0  # searched Hard decisions whose move differs from Normal's on the same seed
    while state.pending is not None:
        if state.turn > headless.DEFAULT_MAX_ROUNDS or state.decisions >= headless.MAX_DECISIONS:
            break
        seat = state.pending.seat
        level = levels[seat]
        view = api.view(state, seat, log_from=len(state.log))
        holder = headless.bot_rng(seed, seat, state.decisions)
        t0, c0 = time.perf_counter(), time.process_time()
        if level == "hard" and hard_iterations is not None:
            from engine.ai import hard

            move = hard.decide(view, holder, iterations=hard_iterations)
        else:
            move = bots.choose(level, view, holder)
        elapsed, cpu_s = time.perf_counter() - t0, time.process_time() - c0
        times[level].append(elapsed)
        if level == "hard" and move.reason.startswith("Hard bot:") and "playouts" in move.reason:
            searched.append(elapsed)
            cpu.append(cpu_s)
            normal = bots.choose("normal", view, headless.bot_rng(seed, seat, state.decisions))
            overrides += move.choice != normal.choice
        api.apply(state, move.choice)
    results = api.seat_results(state)
    return {
        "game": game, "seed": seed, "end_reason": headless.end_reason(state, headless.DEFAULT_MAX_ROUNDS),
        "rounds": state.turn, "times": times, "searched": searched,
        "cpu": cpu, "overrides": overrides,
        "seats": [{"level": levels[r["seat"]], "character": r["character"], "won": bool(r["won"]),
                   "survived": bool(r["alive"]), "objective_met": bool(r["objective_met"]),
                   "cause": r["cause"] or r["status"]} for r in results],
    }


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def z_test(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float]:
    """One-sided two-proportion z-test that rate 1 > rate 2: (z, p-value)."""
    if not n1 or not n2:
        return 0.0, 1.0
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 0.0, 1.0
    z = (k1 / n1 - k2 / n2) / se
    return z, 0.5 * math.erfc(z / math.sqrt(2))


def p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, math.ceil(0.95 * len(xs)) - 1)]


def summarise(games: list[dict]) -> tuple[dict, dict]:
    summary, counts = {}, {}
    for level in LEVELS:
        seats = [s for g in games for s in g["seats"] if s["level"] == level]
        times = [t for g in games for t in g["times"][level]]
        n = len(seats)
        k = {key: sum(s[key] for s in seats) for key in ("objective_met", "survived", "won")}
        counts[level] = (k["won"], n)
        summary[level] = {
            "games": n,
            "objective_met": round(k["objective_met"] / n, 4) if n else 0.0,
            "survived": round(k["survived"] / n, 4) if n else 0.0,
            "won": round(k["won"] / n, 4) if n else 0.0,
            "decision_median_s": round(statistics.median(times), 5) if times else 0.0,
            "decision_p95_s": round(p95(times), 5),
        }
    return summary, counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seats", type=int, default=3, choices=range(2, 6))
    ap.add_argument("--hard-iterations", type=int, default=None, help="override hard.ITERATIONS")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    jobs = [(g, args.seed + g, args.seats, args.hard_iterations) for g in range(args.games)]
    start = time.perf_counter()
    games: list[dict] = []
    if args.workers > 1:
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            for result in pool.imap_unordered(play_game, jobs):
                games.append(result)
                _progress(result, len(games), args.games)
    else:
        for job in jobs:
            games.append(play_game(job))
            _progress(games[-1], len(games), args.games)
    games.sort(key=lambda g: g["game"])
    summary, counts = summarise(games)
    searched = [t for g in games for t in g["searched"]]
    cpu = [t for g in games for t in g["cpu"]]

    print(f"{args.games} games, seed {args.seed}, {args.seats} seats, {time.perf_counter() - start:.0f} s wall, "
          f"ends: {_ends(games)}")
    print(f"{'level':7} {'seats':>5} {'won':>6} {'95% CI':>15} {'objective':>9} {'survived':>8} "
          f"{'median s':>9} {'p95 s':>8}")
    for level in LEVELS:
        s = summary[level]
        lo, hi = wilson(*counts[level])
        print(f"{level:7} {s['games']:5d} {s['won']:6.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} {s['objective_met']:9.3f} "
              f"{s['survived']:8.3f} {s['decision_median_s']:9.4f} {s['decision_p95_s']:8.4f}")
    if searched:
        print(f"hard searched decisions: {len(searched)}, median {statistics.median(searched):.3f} s, "
              f"p95 {p95(searched):.3f} s, max {max(searched):.3f} s; CPU time median {statistics.median(cpu):.3f} s, "
              f"p95 {p95(cpu):.3f} s; moves other than Normal's: {sum(g['overrides'] for g in games)}")
    for level in LEVELS:
        causes: dict[str, int] = {}
        for g in games:
            for s in g["seats"]:
                if s["level"] == level:
                    causes[s["cause"]] = causes.get(s["cause"], 0) + 1
        print(f"{level} outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(causes.items(), key=lambda kv: -kv[1])))
    for a, b in (("hard", "normal"), ("normal", "easy")):
        z, p = z_test(*counts[a], *counts[b])
        print(f"win rate {a} > {b}: z = {z:.2f}, one-sided p = {p:.3f}")
    print(json.dumps(summary, separators=(", ", ": ")))


def _progress(result: dict, done: int, total: int) -> None:
    seats = " ".join(f"{s['level']}:{s['character']}{'*' if s['won'] else ''}" for s in result["seats"])
    print(f"[{done}/{total}] game {result['game']} seed {result['seed']} {result['end_reason']} "
          f"turn {result['rounds']}: {seats}", file=sys.stderr, flush=True)


def _ends(games: list[dict]) -> str:
    ends: dict[str, int] = {}
    for g in games:
        ends[g["end_reason"]] = ends.get(g["end_reason"], 0) + 1
    return ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))


if __name__ == "__main__":
    main()
