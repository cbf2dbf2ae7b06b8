"""The saves the player can pick from: every save and autosave in the data folder, read with
`saves.format.peek` (checked, not replayed), newest first, each with a one-line summary or the reason it
cannot be read; and the file name a player's chosen save name becomes on every platform."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from engine.api import _
from saves import paths
from saves.io import SaveError, remove_leftovers

NAME_LIMIT = 80
# Names Windows refuses for a file, whatever the extension.
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
_UNSAFE = re.compile(r"[^\w ,()'\-]+")


@lru_cache(maxsize=1)
def _character_names() -> dict[str, str]:
    """Every character of every map, by id (a save list shows games on any map)."""
    from engine import api

    out: dict[str, str] = {}
    for map_id, _name, built in api.choosable("map"):
        if built:
            out.update({c.id: c.name for c in api.content({"map": map_id}).characters.values()
                        if c.id not in out})
    return out


def character_name(character: str) -> str:
    """A character's name in the installed language."""
    name = _character_names().get(character)
    return _(name) if name else character.replace("_", " ").title()


def file_name_for(name: str) -> str:
    """A file name every platform accepts for the save the player named (letters, digits, spaces, - , ( ))."""
    name = re.sub(r"\.json$", "", name.strip(), flags=re.IGNORECASE)
    name = _UNSAFE.sub("_", name.replace("–", "-").replace("—", "-"))
    name = re.sub(r"\s+", " ", name).strip(" ._")[:NAME_LIMIT].rstrip(" ._") or "save"
    if name.split(" ")[0].upper() in RESERVED:
        name = f"_{name}"
    return f"{name}.json"


@dataclass
class SaveEntry:
    """One listed file: what `peek` found in it, or why it cannot be read."""

    path: Path
    autosave: bool
    info: dict | None
    problem: str
    when: float  # seconds since the epoch: when it was saved (or last written, if unreadable)

    @property
    def readable(self) -> bool:
        return self.info is not None

    def headline(self) -> str:
        if self.info is None:
            return self.path.name
        summary = self.info["summary"]
        chosen = [character_name(c) for c in summary.get("characters", []) if c]
        parts = [_("Turn {turn}").format(turn=summary.get("turn", "?")),
                 ", ".join(chosen) if chosen else _("characters not chosen yet")]
        if summary.get("over"):
            parts.append(_("game over"))
        elif "alive" in summary:
            parts.append(_("{count} alive").format(count=summary["alive"]))
        return " · ".join(parts)

    def detail(self) -> str:
        kind = _("Autosave") if self.autosave else _("Saved game")
        return f"{kind} · {self.path.name}" if self.info is not None else f"{kind} · {self.problem}"

    def date(self) -> str:
        try:
            return datetime.fromtimestamp(self.when).strftime("%Y-%m-%d %H:%M") if self.when else ""
        except (ValueError, OverflowError, OSError):  # a date no clock can show (an edited file)
            return ""


def read_entry(path: Path, autosave: bool) -> SaveEntry:
    from saves.format import peek

    try:
        info, problem = peek(path), ""
    except SaveError as exc:
        info, problem = None, str(exc)
    when = 0.0
    if info is not None:
        try:
            when = datetime.fromisoformat(info["saved_at"]).timestamp()
        except ValueError:
            pass
    if not when:
        try:
            when = path.stat().st_mtime
        except OSError:
            pass
    return SaveEntry(path, autosave, info, problem, when)


def clear_leftovers() -> None:
    """At start: remove what saves killed half-way left in the data, saves and autosaves folders."""
    for folder in (paths.data_dir(), paths.data_dir() / "saves", paths.data_dir() / "autosaves"):
        remove_leftovers(folder)  # a folder that is missing or unreadable is simply skipped


def list_saves() -> tuple[list[SaveEntry], str]:
    """Every *.json in the saves and autosaves folders, newest first, and a message if a folder is unreadable.
    Temporary files of saves killed half-way are removed first (saves.io.remove_leftovers)."""
    entries, problems = [], []
    for folder_of, autosave in ((paths.saves_dir, False), (paths.autosaves_dir, True)):
        try:
            folder = folder_of()
            remove_leftovers(folder)
            files = [p for p in folder.iterdir() if p.suffix.lower() == ".json" and not p.name.startswith(".")]
        except OSError as exc:
            problem = (_("The autosaves folder cannot be read: {problem}.") if autosave
                       else _("The saves folder cannot be read: {problem}."))
            problems.append(problem.format(problem=exc.strerror or exc))
            continue
        entries.extend(read_entry(p, autosave) for p in files)
    entries.sort(key=lambda e: (e.when, not e.autosave, e.path.name), reverse=True)
    return entries, " ".join(problems)
