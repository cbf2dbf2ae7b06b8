"""How bot games end: end reasons and Victory Check branches over N seeded games.

    python bench/endings.py [--games 200] [--seed 1] [--species void_seeders] [--ruleset prototype] [--map lockdown] [--bots normal]

Game k plays 1-5 seats (k % 5 + 1); 1 seat is solo, 2-5 seats alternate normal / co-op, and every
other normal game uses the Intruder-player mode where the species has one. Prints a table and one JSON line,
with how many characters died of madness (the Void Seeders' Insanity), how often the Carnomorphs fed, grew and
mutated the crew, and how the Chytrids grew (Mycelium overruns, Sporelings placed and cut back, Spores on boards)
and what of them was killed. Nothing is asserted.
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
            "survivors", "objectives_met", "wins", "games_won", "intruder_player_chosen", "revived",
            "characters", "died", "died_of_madness", "mad_at_end_check", "lairs_destroyed", "despoiler_killed",
            "feedings", "evolutions", "mutation_cards", "mutation_markers", "mutation_actions", "died_of_mutation",
            "butcher_killed", "overruns", "died_of_overrun", "mycelium_placed", "sporelings_placed",
            "sporelings_destroyed", "spores_on_boards", "died_of_spores", "rotstalks_killed", "necrocaps_killed",
            "chytrid_queen_killed")


def game_config(k: int, seed: int, species: str | None = None, ruleset: str | None = None,
                map_id: str | None = None) -> dict:
    seats = k % 5 + 1
    plugins = {"species": species, "ruleset": ruleset, "map": map_id}
    if seats == 1:
        return headless.make_config(1, seed, "solo", **plugins)
    if (k // 5) % 2:
        return headless.make_config(seats, seed, "coop", **plugins)
    chosen = {"species": species or "intruders", "ruleset": ruleset or "published", "map": map_id or "nemesis_ship"}
    ip = (k // 10) % 2 == 0 and bool(api.content(chosen).options.get("intruder_player_mode"))
    return headless.make_config(seats, seed, "normal", intruder_player=ip, **plugins)


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
    out["characters"] = len(state.results)
    out["died"] = sum(1 for e in state.log if e.kind == "character_dead")
    out["died_of_madness"] = sum(1 for r in state.results if r.cause == "madness")  # in the game or at the end
    out["mad_at_end_check"] = sum(1 for e in state.log if e.kind == "madness_draw" and int(e.args["contamination"]))
    out["lairs_destroyed"] = kinds["lair_destroyed"]
    out["despoiler_killed"] = kinds["despoiler_killed"]
    out["feedings"] = kinds["carnomorph_feeds"] + kinds["carnomorph_devours"]  # the Carnomorphs' Feeding, and what it grew
    out["evolutions"] = kinds["carnomorph_evolves"]
    out["mutation_cards"] = kinds["mutation_card_drawn"]
    out["mutation_markers"] = kinds["mutation_marker"]
    out["mutation_actions"] = kinds["mutation_card_shown"]
    out["died_of_mutation"] = sum(1 for r in state.results if r.cause == "mutation")
    out["butcher_killed"] = kinds["butcher_killed"]
    out.update(chytrid_branches(state, kinds))
    for r in state.results:
        out["coordinates_killed"] += r.cause == "coordinates"
        out["contamination_killed"] += r.cause == "contamination"
        out["survivors"] += r.survived
        out["objectives_met"] += r.survived and r.met
        out["wins"] += r.won
    out["games_won"] = int(any(r.won for r in state.results))
    return out


def chytrid_branches(state: api.State, kinds: Counter) -> Counter:
    """The Chytrids' growth and losses: overruns by Mycelium (and who died of them), Mycelium and Sporelings placed,
    Sporelings cut back to nothing (by weapons or fire), Spores settled on boards and deaths by a second one, and
    the Rotstalks, Necrocaps and Queens killed."""
    out: Counter = Counter()
    out["overruns"] = int(kinds["facility_overrun"] > 0)
    out["died_of_overrun"] = sum(1 for r in state.results if r.cause == "overrun")
    out["mycelium_placed"] = kinds["mycelium_placed"]
    out["sporelings_placed"] = kinds["sporeling_placed"]
    out["sporelings_destroyed"] = sum(1 for e in state.log if e.kind == "sporeling_returned" and e.rule == "CHY-SPL-16")
    out["spores_on_boards"] = kinds["spore_on_board"]
    out["died_of_spores"] = sum(1 for r in state.results if r.cause == "spores")
    killed = Counter(str(e.args.get("kind")) for e in state.log if e.kind == "intruder_killed")
    out["rotstalks_killed"] = killed["rotstalk"]
    out["necrocaps_killed"] = killed["necrocap"]
    out["chytrid_queen_killed"] = killed["chytrid_queen"]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--species", default=None, help="the species plug-in (default: intruders)")
    ap.add_argument("--map", default=None, help="the map plug-in (default: nemesis_ship)")
    ap.add_argument("--ruleset", default=None, help="the ruleset plug-in (default: published)")
    ap.add_argument("--bots", default="easy", choices=("easy", "normal", "hard"), help="every seat's bot level")
    args = ap.parse_args()

    reasons: Counter = Counter()
    by_variant: dict[str, Counter] = {}
    totals: Counter = Counter()
    turns = []
    t0 = time.perf_counter()
    for k in range(args.games):
        config = game_config(k, args.seed + k, args.species, args.ruleset, args.map)
        state = api.new_game(config)
        result = headless.play(config, state=state, levels=[args.bots] * len(state.characters))
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
    print(json.dumps({"games": args.games, "seed": args.seed, "species": args.species or "intruders", "map": args.map or "nemesis_ship", "ruleset": args.ruleset or "published", "bots": args.bots, "seconds": round(elapsed, 2),
                      "end_reasons": dict(reasons), "variants": {k: dict(v) for k, v in sorted(by_variant.items())},
                      "branches": {b: totals[b] for b in BRANCHES}, "max_turns": max(turns)},
                     separators=(",", ":")))


if __name__ == "__main__":
    main()
