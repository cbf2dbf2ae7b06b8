"""Entry script of the PyInstaller build (build.spec): give the windowed build somewhere to write, then run
the `nemesis` command line exactly as the installed command does.

A build without a console window (console=False on Windows) starts with `sys.stdout` and `sys.stderr` set
to None, so the first message or traceback would crash the game. There they go to `last-run.log` in the
player's data folder instead (overwritten at each start), which a player can attach to a bug report.
"""

from __future__ import annotations

import sys

LOG_NAME = "last-run.log"


def give_streams_a_home() -> None:
    """Point missing standard streams at the log file (or, if the data folder is unwritable, at nothing)."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    import os

    from saves.paths import data_dir

    try:  # the file stays open for the rest of the process
        folder = data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        sink = open(folder / LOG_NAME, "w", encoding="utf-8", errors="replace", buffering=1)
    except OSError:
        sink = open(os.devnull, "w", encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = sink
    if sys.stderr is None:
        sys.stderr = sink


def main() -> int:
    give_streams_a_home()
    from game.main import main as command_line

    return command_line()


if __name__ == "__main__":
    raise SystemExit(main())
