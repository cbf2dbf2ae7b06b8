"""Every English string a player may read, gathered for the catalogue (engine/locale/nemesis.pot).

Four sources, each with the file or registry it came from:
- the code: every `_()`, `N_()`, `ngettext()` and `pgettext()` call in engine/, game/ and saves/ (Babel's Python
  extractor);
- the log templates: the core's (engine/log_templates.py), every plug-in's `templates`, `words` and `name` (and
  the planned plug-ins' names), the core's own words (engine/naming.py), and for each count a template names
  (`{n:#card}`) the plural pair "{n} card" / "{n} cards";
- the content data: every text a TOML file under engine/ holds under a key a player reads (`name`, `plural`,
  `text`, `dark_text`, `trait`, `unlock_text`, …);
- the rules reference: `assets/rules/*.toml` (titles, sections and texts).
Read by scripts/i18n_catalog.py (which writes the catalogue) and by the catalogue tests; a development tool, not
shipped (the game reads only the catalogues).
"""

from __future__ import annotations

import re
import string
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CODE_DIRS = ("engine", "game", "saves")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
TEXT_KEYS = frozenset({"name", "plural", "text", "dark_text", "light_text", "trait", "unlock_text", "title", "words",
                       "section", "summary", "weakness_label", "label", "help", "ship_activate_text"})
CODE_LIKE = re.compile(r"^[A-Z]{0,4}-?[0-9A-Z]{0,3}(-\d+)?$|^[a-z0-9_]+$")  # "S-03", "L001", "K10", ids
_FORMAT = string.Formatter()

Message = tuple[str | tuple[str, str], str | None, str]  # (msgid or (singular, plural), context, where from)


def is_text(value: str) -> bool:
    """A player-visible string, not an id or a code ("S-03", "R06", "adult_3")."""
    return bool(value.strip()) and not CODE_LIKE.match(value) and any(c.isalpha() for c in value)


def from_code(root: Path = ROOT) -> Iterator[Message]:
    from babel.messages.extract import extract_from_dir

    for folder in CODE_DIRS:
        for filename, lineno, message, _comments, context in extract_from_dir(
                str(root / folder), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=()):
            where = f"{folder}/{filename}:{lineno}"
            if isinstance(message, tuple):
                if len(message) == 2 and all(isinstance(m, str) for m in message):
                    yield (message[0], message[1]), context, where
                continue
            if isinstance(message, str) and message:
                yield message, context, where


def _template_strings(value) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple | list):
        for v in value:
            yield from _template_strings(v)


def from_templates() -> Iterator[Message]:
    import engine.plugins  # noqa: F401  (registers every plug-in)
    from engine import hooks
    from engine.log_templates import TEMPLATES
    from engine.naming import BASE_WORDS, CONJUNCTIONS, count_ids, noun_forms
    from engine.plugins import PLANNED

    tables = [("engine/log_templates.py", TEMPLATES), ("engine/naming.py", BASE_WORDS),
              ("engine/naming.py", CONJUNCTIONS)]
    for p in hooks.every_plugin():
        if p.package != "engine":  # a plug-in from outside the game (the tests' tiny map and species)
            continue
        tables += [(f"plug-in {p.id} templates", p.templates), (f"plug-in {p.id} words", p.words)]
        if p.name:  # the new-game screen's and the replays' name of the plug-in
            yield p.name, None, f"plug-in {p.id} name"
    for kind, planned in PLANNED.items():
        for pid, name in planned.items():
            yield name, None, f"engine/plugins.py PLANNED [{kind} {pid}]"
    for where, table in tables:
        for key, value in table.items():
            for text in _template_strings(value):
                if not text:
                    continue
                yield text, None, f"{where} [{key}]"
                for _lit, _name, spec, _conv in _FORMAT.parse(text):
                    if spec and spec.startswith("#"):
                        yield count_ids(spec[1:]), None, f"{where} [{key}]"
                        yield noun_forms(spec[1:])[1], None, f"{where} [{key}]"


def _toml_texts(data, path: str, key: str = "") -> Iterator[Message]:
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _toml_texts(v, path, k)
    elif isinstance(data, list):
        for v in data:
            yield from _toml_texts(v, path, key)
    elif isinstance(data, str) and key in TEXT_KEYS and is_text(data):
        yield data, None, f"{path} [{key}]"


def from_content(root: Path = ROOT) -> Iterator[Message]:
    files = sorted((root / "engine").rglob("*.toml")) + sorted((root / "assets" / "rules").glob("*.toml"))
    for path in files:
        rel = path.relative_to(root).as_posix()
        yield from _toml_texts(tomllib.loads(path.read_text(encoding="utf-8")), rel)


def every_message(root: Path = ROOT) -> Iterator[Message]:
    """Every message of the game, possibly repeated (the catalogue keeps one of each, with every place)."""
    yield from from_code(root)
    yield from from_templates()
    yield from from_content(root)
