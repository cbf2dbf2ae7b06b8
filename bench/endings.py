"""How bot games end: end reasons and Victory Check branches over N seeded games.

    python bench/endings.py [--games 200] [--seed 1]

Game k plays 1-5 seats (k % 5 + 1); 1 seat is solo, 2-5 seats alternate normal / co-op, and every
other normal game uses the Intruder-player mode. Prints a table and one JSON line. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api, headless  # noqa: E402

BRANCHES = ("no_survivor", "engines_exploded", "coordinates_killed", "contamination_killed",
            "survivors", "objectives_met", "wins", "games_won", "intruder_player_chosen", "revived")


def game_config(k: int, seed: int) -> dict:
    seats = k % 5 + 1
    if seats == 1:
        return headless.make_config(1, seed, "solo")
    if (k // 5) % 2:
        return headless.make_config(seats, seed, "coop")
    return headless.make_config(seats, seed, "normal", intruder_player=(k // 10) % 2 == 0)


def variant(config: dict) -> str:
    return config["mode"] + ("+ip" if config.get("intruder_player") else "")


def branches(state: api.State) -> Counter:
    """Which Victory Check branches this game went through (read from its log and results)."""
    out: Counter = Counter()
    kinds = Counter(e.kind for e in state.log)
    out["no_survivor"] = int(kinds["no_survivor"] > 0)
    out["engines_exploded"] = int(kinds["engines_exploded"] > 0)
    out["intruder_player_chosen"] = int(kinds["intruder_player_chosen"] > 0)
    out["revived"] = kinds["character_revived"]
    for r in state.results:
        out["coordinates_killed"] += r.cause == "coordinates"
        out["contamination_killed"] += r.cause == "contamination"
        out["survivors"] += r.survived
        out["objectives_met"] += r.survived and r.met
        out["wins"] += r.won
    out["games_won"] = int(any(r.won for r in state.results))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    reasons: Counter = Counter()
    by_variant: dict[str, Counter] = {}
    totals: Counter = Counter()
    turns = []
    t0 = time.perf_counter()
    for k in range(args.games):
        config = game_config(k, args.seed + k)
        state = api.new_game(config)
        result = headless.play(config, state=state)
        reasons[result["end_reason"]] += 1
        by_variant.setdefault(variant(config), Counter())[result["end_reason"]] += 1
        totals += branches(state)
        turns.append(result["rounds"])
    elapsed = time.perf_counter() - t0

    print(f"{args.games} games in {elapsed:.1f} s, mean {sum(turns) / len(turns):.1f} turns, max {max(turns)}")
    print(f"{'end reason':<24}{'games':>7}{'share':>8}")
    for reason, n in reasons.most_common():
        print(f"{reason:<24}{n:>7}{n / args.games:>8.1%}")
    print(f"\n{'variant':<16}" + "".join(f"{r[:14]:>16}" for r, _ in reasons.most_common()))
    for name, counts in sorted(by_variant.items()):
        print(f"{name:<16}" + "".join(f"{counts[r]:>16}" for r, _ in reasons.most_common()))
    print(f"\n{'victory check branch':<24}{'count':>7}")
    for b in BRANCHES:
        print(f"{b:<24}{totals[b]:>7}")
    print(json.dumps({"games": args.games, "seed": args.seed, "seconds": round(elapsed, 2),
                      "end_reasons": dict(reasons), "variants": {k: dict(v) for k, v in sorted(by_variant.items())},
                      "branches": {b: totals[b] for b in BRANCHES}, "max_turns": max(turns)},
                     separators=(",", ":")))


if __name__ == "__main__":
    main()
