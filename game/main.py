"""`nemesis` entry point: parse the command line, then open the window, run the self-test, or play the
headless bot game.

Without a display (no X11/Wayland session on Linux, or SDL cannot open a window) `nemesis` says so and plays
the headless bot game, so the command always does something useful.
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
    for kind, default in (("ruleset", "published"), ("map", "nemesis_ship"), ("species", "intruders")):
        p.add_argument(f"--{kind}", default=None, metavar="ID", help=f"the {kind} plug-in (default: {default})")
    p.add_argument("--crew", default=None, metavar="LINES",
                   help="extra characters let into the Draft, comma-separated: aftermath (the Aftermath characters "
                        "and the Doctor; on the ship a PROPOSED adaptation), nemesis (the original crew, Lockdown)")
    p.add_argument("--characters", default=None, metavar="IDS",
                   help="skip the Draft: one character per seat, comma-separated (e.g. android,sentry)")
    p.add_argument("--intruder-player", action="store_true",
                   help="optional mode: the first player to die plays the Intruders (not in solo or co-op)")
    p.add_argument("--autosave-dir", type=Path, default=None, help="autosave there at the start of every round")
    p.add_argument("--replay-dir", type=Path, default=None,
                   help="keep the finished game there as a replay (the window's Replays screen lists the data "
                        "folder's replays/)")
    p.add_argument("--load", type=Path, default=None, help="resume a saved game with bots in every seat")
    p.add_argument("--language", default="en", metavar="LANG",
                   help="the headless log's language: en, es, it, fr, pl, or pseudo to check a translation "
                        "(default: en; the window follows its Settings)")
    p.add_argument("--selftest", action="store_true",
                   help="open every scene with the dummy video driver, draw a mid-game board, exit 0 if all is well")
    from game.version import VERSION

    p.add_argument("--version", action="version", version=f"Nemesis Desktop {VERSION}")
    return p


def display_available() -> bool:
    """Can a window open here? (Linux needs an X11 or Wayland session; SDL must initialise its video.)"""
    import os

    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                                                  or os.environ.get("SDL_VIDEODRIVER")):
        return False
    try:
        import pygame

        pygame.display.init()
        pygame.display.quit()
    except Exception:  # noqa: BLE001 - any SDL failure means: no window here
        return False
    return True


def _plugins(args: argparse.Namespace) -> dict:
    """The --ruleset, --map, --species, --crew and --characters the command line names (None: the default)."""
    return {"ruleset": args.ruleset, "map": args.map, "species": args.species, "crew": args.crew,
            "characters": args.characters}


def main(argv: list[str] | None = None) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    if args.max_rounds is not None and args.max_rounds < 1:
        sys.stderr.write("nemesis: --max-rounds must be at least 1\n")
        return 2
    if args.selftest:
        from game.selftest import run_selftest

        return run_selftest()
    if not args.headless:
        if display_available():
            from game.app import main as window_main

            return window_main(args.load)
        sys.stderr.write("nemesis: no display here; playing a headless bot game instead (see --help)\n")
    from engine import api, headless

    if args.language not in (*api.LANGUAGES, api.PSEUDO):
        sys.stderr.write(f"nemesis: unknown language {args.language!r} (choose from "
                         f"{', '.join((*api.LANGUAGES, api.PSEUDO))})\n")
        return 2
    api.install_language(args.language)  # the log's words (English unless asked: the golden logs are English)
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
            config = resume.get("config") or headless.make_config(len(seats), seed, args.mode, args.intruder_player,
                                                                  **_plugins(args))
            try:
                autosave(folder, config, choices, state)
            except SaveError as exc:
                sys.stderr.write(f"nemesis: autosave failed: {exc}\n")

        resume["on_turn_start"] = on_turn_start
    from engine.api import ConfigError

    try:
        if args.replay_dir is not None:
            _watch_for_the_end(resume, seats, seed, args)
        code = headless.main(seats, seed, args.max_rounds, args.mode, intruder_player=args.intruder_player,
                             plugins=_plugins(args), **resume)
        if args.replay_dir is not None:
            return _keep_replay(args.replay_dir, resume, seats) or code
        return code
    except BrokenPipeError:  # the log was piped into a reader that stopped early (`nemesis --headless | head`)
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except ConfigError as exc:
        sys.stderr.write(f"nemesis: {exc}\n")
        return 2


def _watch_for_the_end(resume: dict, seats: list[str], seed: int, args) -> None:
    """Start the game here (not in the runner) so its state and choices are at hand when it ends."""
    from engine import api, headless

    config = resume.get("config") or headless.make_config(len(seats), seed, args.mode, args.intruder_player,
                                                          **_plugins(args))
    resume["config"] = config
    if "state" not in resume:
        resume["state"], resume["choices"] = api.new_game(config), []


def _keep_replay(folder: Path, resume: dict, seats: list[str]) -> int:
    """Write the finished game's replay into `folder` (a game stopped by --max-rounds is not finished)."""
    from saves.io import SaveError
    from saves.replays import record

    if not resume["state"].over:
        return 0
    try:
        path = record(folder, resume["config"], resume["choices"], resume["state"], players=seats)
    except SaveError as exc:
        sys.stderr.write(f"nemesis: the replay could not be kept: {exc}\n")
        return 1
    sys.stderr.write(f"nemesis: replay kept as {path}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
