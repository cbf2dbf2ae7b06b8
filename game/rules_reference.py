"""The rules reference data: load the shipped rule summaries (assets/rules/published.toml, then the file of each
expansion, map or ruleset beside it, such as void_seeders.toml, lockdown.toml or prototype.toml) and search them.

Every entry is one rule ID with its section, a short title and a summary in the project's own words. A file
that cannot be read or has a malformed entry raises `RulesFileError` with a sentence naming the file and the
entry, so the rules screen can show it instead of crashing. The files are English; `translated(entries)` gives
them in the installed language (the catalogue holds every section, title and text), and the search reads those.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.api import _
from game.assets import resource_path

ID_PATTERN = re.compile(r"[A-Z]+(?:-[A-Z]+)?-\d{2}")  # prefix, area, number: PUB-NOISE-04; or a summary: SUM-01
FIELDS = ("id", "section", "title", "text")
# "noise 4", "NOISE-04", "pub-noise-4", "vs-lai-7": a query that names one rule by its area and number (the
# published game's when no prefix is given).
ID_QUERY = re.compile(r"(?:([a-z]+)[\s-]+)?([a-z]+)[\s-]*(\d{1,2})")


class RulesFileError(Exception):
    """The rules file is missing, not valid TOML, or has an entry that is not a well-formed rule."""


@dataclass(frozen=True)
class RuleEntry:
    id: str
    section: str
    title: str
    text: str

    @property
    def label(self) -> str:
        """The one-line form used in the list: section · ID · title."""
        return f"{self.section} · {self.id} · {self.title}"


def translated(entries: list[RuleEntry]) -> list[RuleEntry]:
    """The entries in the installed language (the id stays)."""
    return [RuleEntry(e.id, _(e.section), _(e.title), _(e.text)) for e in entries]


def rules_path() -> Path:
    return resource_path("rules", "published.toml")


def expansion_paths() -> list[Path]:
    """The expansions' rules files beside the published one, by name."""
    first = rules_path()
    return sorted(p for p in first.parent.glob("*.toml") if p.name != first.name)


def load_rules(path: Path | None = None, game: Mapping[str, Any] | None = None) -> list[RuleEntry]:
    """The entries of one rules file, or (no path) of the published file then every expansion's, in file order
    (sections in rulebook order); an id used twice anywhere is an error. With a `game` config, only the
    files of the plug-ins that game plays: a file is named after its plug-in (void_seeders.toml for the Void
    Seeders, lockdown.toml for the Lockdown map, prototype.toml for the 2018 ruleset, aftermath.toml for the
    Aftermath crew line), so a game on the Nemesis ship lists no Lockdown rules and a Lockdown game lists them
    beside the published ones. A file named after two plug-ins joined by "+" holds what they change together and
    is listed when both are played (lockdown+void_seeders.toml: the Void Seeders in the Facility)."""
    if path is not None:
        return _load_file(path)
    entries = _load_file(rules_path())
    seen = {e.id for e in entries}
    in_play = {w for v in game.values() for w in str(v).split(",")} if game is not None else None  # crew lines
    for extra in expansion_paths():
        if in_play is not None and not set(extra.stem.split("+")) <= in_play:
            continue
        for entry in _load_file(extra):
            if entry.id in seen:
                raise RulesFileError(_("The rules file {file}: {id} is already used by another rules file.").format(
                    file=extra, id=entry.id))
            seen.add(entry.id)
            entries.append(entry)
    return entries


def _load_file(path: Path) -> list[RuleEntry]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RulesFileError(_("The rules file {file} could not be read ({problem}).").format(
            file=path, problem=exc.strerror or exc)) from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise RulesFileError(_("The rules file {file} is not valid TOML: {problem}.").format(file=path, problem=exc)) \
            from exc
    rows = data.get("rule")
    if not isinstance(rows, list) or not rows:
        raise RulesFileError(_("The rules file {file} has no [[rule]] entries.").format(file=path))
    entries: list[RuleEntry] = []
    seen: dict[str, int] = {}
    for number, row in enumerate(rows, start=1):
        entry = _entry(path, number, row)
        if entry.id in seen:
            raise RulesFileError(_("The rules file {file}, entry {number}: {id} is already used by entry "
                                   "{other}.").format(file=path, number=number, id=entry.id, other=seen[entry.id]))
        seen[entry.id] = number
        entries.append(entry)
    return entries


def _entry(path: Path, number: int, row: object) -> RuleEntry:
    if not isinstance(row, dict):
        raise RulesFileError(_("The rules file {file}, entry {number}: not a table of fields.").format(
            file=path, number=number))
    name = row.get("id") if isinstance(row.get("id"), str) else _("without an id")
    where = _("The rules file {file}, entry {number} ({id})").format(file=path, number=number, id=name)
    for field in FIELDS:
        value = row.get(field)
        if not isinstance(value, str) or not value.strip():
            raise RulesFileError(_("{where}: the field “{field}” is missing or empty.").format(where=where,
                                                                                            field=field))
    if not ID_PATTERN.fullmatch(row["id"]):
        raise RulesFileError(_("{where}: the id is not of the form PUB-AREA-NN (or an expansion's prefix, or a "
                               "summary's SUM-NN).").format(where=where))
    return RuleEntry(*(row[field].strip() for field in FIELDS))


def search(entries: list[RuleEntry], query: str) -> list[RuleEntry]:
    """Entries matching `query` (case-insensitive, on id, title, section and text), best first.

    An exact rule ID ("PUB-NOISE-04", "noise-04", "noise 4") comes first, then ID fragments, then matches in the
    title, the section and the text; a query of several words also matches entries holding every word.
    Ties keep file order.
    """
    q = " ".join(query.lower().split())
    if not q:
        return list(entries)
    named = ID_QUERY.fullmatch(q)
    exact = f"{named.group(1) or 'pub'}-{named.group(2)}-{int(named.group(3)):02d}" if named else None
    id_fragment = q.replace(" ", "-")
    words = q.split()
    scored = []
    for index, entry in enumerate(entries):
        rank = _rank(entry, q, exact, id_fragment, words)
        if rank is not None:
            scored.append((rank, index, entry))
    scored.sort(key=lambda item: item[:2])
    return [entry for _rank, _index, entry in scored]


def _rank(entry: RuleEntry, q: str, exact: str | None, id_fragment: str, words: list[str]) -> int | None:
    rule_id = entry.id.lower()
    if rule_id == exact or rule_id == q:
        return 0
    if id_fragment in rule_id:
        return 1
    for rank, field in enumerate((entry.title, entry.section, entry.text), start=2):
        if q in field.lower():
            return rank
    haystack = " ".join((rule_id, entry.title, entry.section, entry.text)).lower()
    if len(words) > 1 and all(word in haystack for word in words):
        return 5
    return None
