"""Re-record the golden games: `python -m tests.golden.record [name ...]` (all of them by default)."""

from __future__ import annotations

import sys

from tests.golden.games import GAMES, play, save


def main(names: list[str]) -> None:
    for name, config, levels in GAMES:
        if names and name not in names:
            continue
        game = play(config, levels)
        save(name, game)
        print(f"{name}: {len(game['log'])} entries, {len(game['choices'])} choices, {game['end_reason']}")


if __name__ == "__main__":
    main(sys.argv[1:])
