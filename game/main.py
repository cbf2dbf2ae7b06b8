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
    p.add_argument("--seats", default="bot:easy,bot:easy,bot:easy", help="comma-separated seats, e.g. bot:easy,bot:easy")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    p.add_argument("--max-rounds", type=int, default=None, help="stop after this many turns")
    p.add_argument("--mode", choices=("normal", "solo", "coop"), default="normal")
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
        seed = int(loaded.config["seed"])
    else:
        try:
            seats = headless.parse_seats(args.seats)
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
            config = resume.get("config") or {"seats": len(seats), "seed": seed, "mode": args.mode}
            try:
                autosave(folder, config, choices, state)
            except SaveError as exc:
                sys.stderr.write(f"nemesis: autosave failed: {exc}\n")

        resume["on_turn_start"] = on_turn_start
    return headless.main(seats, seed, args.max_rounds, args.mode, **resume)


if __name__ == "__main__":
    raise SystemExit(main())
