"""`nemesis` entry point: parse the command line, then run the headless bot game or the window.

The pygame frontend is not built yet (issue: the board on screen); until it is, and whenever no display
is available, `nemesis` plays the headless bot game so the command always does something useful.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line on stderr, exit code 2, no traceback
        sys.stderr.write(f"nemesis: {message}\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="nemesis", description="Nemesis Desktop")
    p.add_argument("--headless", action="store_true", help="play a bot game in the terminal")
    p.add_argument("--seats", default=None,
                   help="comma-separated bot seats, each bot:easy, bot:normal or bot:hard, e.g. "
                        "bot:normal,bot:normal,bot:easy (default: 3 Easy bots, 1 in solo mode; with --load, "
                        "one per saved seat)")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    p.add_argument("--max-rounds", type=int, default=None, help="stop after this many turns")
    p.add_argument("--mode", choices=("normal", "solo", "coop"), default="normal")
    p.add_argument("--intruder-player", action="store_true",
                   help="optional mode: the first player to die plays the Intruders (not in solo or co-op)")
    p.add_argument("--autosave-dir", type=Path, default=None, help="autosave there at the start of every round")
    p.add_argument("--load", type=Path, default=None, help="resume a saved game with bots in every seat")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.max_rounds is not None and args.max_rounds < 1:
        sys.stderr.write("nemesis: --max-rounds must be at least 1\n")
        return 2
    if not args.headless:
        sys.stderr.write("nemesis: the game window is not built yet; playing a headless bot game instead\n")
    from engine import headless

    resume: dict = {}
    if args.load is not None:
        from saves.format import load
        from saves.io import SaveError

        try:
            loaded = load(args.load)
        except SaveError as exc:
            sys.stderr.write(f"nemesis: {exc}\n")
            return 2
        if loaded.warning:
            sys.stderr.write(f"nemesis: {loaded.warning}\n")
        resume = {"config": loaded.config, "state": loaded.state, "choices": loaded.choices}
        seats = ["bot:easy"] * int(loaded.config["seats"])
        if args.seats:
            try:
                seats = headless.parse_seats(args.seats)
            except ValueError as exc:
                sys.stderr.write(f"nemesis: {exc}\n")
                return 2
            if len(seats) != int(loaded.config["seats"]):
                sys.stderr.write(f"nemesis: the save has {loaded.config['seats']} seats, --seats names {len(seats)}\n")
                return 2
        seed = int(loaded.config["seed"])
    else:
        try:
            default = "bot:easy" if args.mode == "solo" else "bot:easy,bot:easy,bot:easy"
            seats = headless.parse_seats(args.seats or default)
        except ValueError as exc:
            sys.stderr.write(f"nemesis: {exc}\n")
            return 2
        seed = args.seed
        if seed is None:
            import secrets

            seed = secrets.randbelow(1_000_000)
    if args.autosave_dir is not None:
        from saves.autosave import autosave
        from saves.io import SaveError

        folder = args.autosave_dir

        def on_turn_start(state, choices):
            config = resume.get("config") or headless.make_config(len(seats), seed, args.mode, args.intruder_player)
            try:
                autosave(folder, config, choices, state)
            except SaveError as exc:
                sys.stderr.write(f"nemesis: autosave failed: {exc}\n")

        resume["on_turn_start"] = on_turn_start
    from engine.api import ConfigError

    try:
        return headless.main(seats, seed, args.max_rounds, args.mode, intruder_player=args.intruder_player, **resume)
    except ConfigError as exc:
        sys.stderr.write(f"nemesis: {exc}\n")
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
