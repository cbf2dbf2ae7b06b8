"""Autosave at the start of every round, keeping the newest few per game; find the newest to continue."""

from __future__ import annotations

import re
from pathlib import Path

from engine import api
from saves.format import save

KEEP = 5
_NAME = re.compile(r"^autosave-(?P<game>[A-Za-z0-9_-]+)-t(?P<turn>\d{3,})\.json$")


def game_id(config: dict) -> str:
    return f"s{int(config['seed'])}-{int(config['seats'])}p"


def autosave(folder: Path, config: dict, choices: list[api.Choice], state: api.State, game: str = "") -> Path:
    """Write this round's autosave atomically, then drop this game's autosaves beyond the newest KEEP. `game`
    names the files instead of the seed (the tutorial's game autosaves as "tutorial", never over a game of the
    same seed)."""
    folder = Path(folder)
    gid = game or game_id(config)
    if not re.fullmatch(r"[A-Za-z0-9_-]+", gid):
        raise ValueError(f"an autosave name must be letters, digits, - or _, not {gid!r}")
    path = folder / f"autosave-{gid}-t{state.turn:03d}.json"
    save(path, config, choices, state)
    mine = sorted((p for p in folder.glob(f"autosave-{gid}-t*.json") if _NAME.match(p.name)),
                  key=lambda p: int(_NAME.match(p.name)["turn"]))
    for old in mine[:-KEEP]:
        old.unlink(missing_ok=True)  # only our own, well-named autosaves of this game are rotated
    return path


def newest_first(folder: Path) -> list[Path]:
    """Every autosave, the most recently written first (Continue tries them in this order)."""
    dated = []
    for p in Path(folder).glob("autosave-*.json"):
        try:
            if _NAME.match(p.name) and p.is_file():
                dated.append((p.stat().st_mtime_ns, p.name, p))
        except OSError:
            continue  # removed or unreadable meanwhile
    return [p for _, _, p in sorted(dated, reverse=True)]


def newest(folder: Path) -> Path | None:
    """The most recently written autosave (what Continue offers)."""
    return next(iter(newest_first(folder)), None)
