"""The tutorial's script: read and check the data file (assets/tutorial/first_game.toml) into the game's
configuration and its steps.

A step is read (Next) or done (it teaches one answer to the pending decision, an engine `Choice`). Every step's
words come from game/tutorial/texts.py by its `text` key. A file that cannot be read, or a step that is not well
formed, raises `ScriptError` with a sentence naming the file and the step.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from engine import api
from game.assets import resource_path
from game.tutorial.texts import CHAPTERS, STEPS

STEP_KEYS = {"text", "chapter", "rule", "do", "decision", "highlight", "names", "expect"}


class ScriptError(Exception):
    """The tutorial's script is missing or malformed."""


@dataclass(frozen=True)
class Step:
    text: str  # key into texts.STEPS
    chapter: int
    rule: str
    do: api.Choice | None = None  # None: a step to read
    decision: str = ""  # the decision kind `do` answers
    highlight: tuple[tuple[str, str], ...] = ()
    names: dict[str, str] = field(default_factory=dict)
    expect: tuple[str, ...] = ()

    @property
    def read(self) -> bool:
        return self.do is None


@dataclass(frozen=True)
class Script:
    config: dict
    steps: tuple[Step, ...]

    @property
    def taught(self) -> tuple[Step, ...]:
        """The steps that answer a decision, in order: the n-th answers the game's n-th decision."""
        return tuple(s for s in self.steps if not s.read)


def script_path() -> Path:
    return resource_path("tutorial", "first_game.toml")


def parse_choice(words: str) -> api.Choice:
    """An answer written "kind arg arg…" as the engine's Choice(kind, (arg, arg…))."""
    kind, *args = words.split()
    return api.Choice(kind, tuple(args))


def load_script(path: Path | None = None) -> Script:
    path = path or script_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScriptError(f"The tutorial {path.name} could not be read ({exc.strerror or exc}).") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ScriptError(f"The tutorial {path.name} is not valid TOML ({exc}).") from exc
    config = data.get("game")
    if not isinstance(config, dict) or int(config.get("seats", 0)) != 1:
        raise ScriptError(f"The tutorial {path.name} needs a [game] table for one seat.")
    raw = data.get("step")
    if not isinstance(raw, list) or not raw:
        raise ScriptError(f"The tutorial {path.name} has no [[step]].")
    return Script(dict(config), tuple(_step(path, i, s) for i, s in enumerate(raw, start=1)))


def _step(path: Path, n: int, raw: object) -> Step:
    where = f"The tutorial {path.name}, step {n}"
    if not isinstance(raw, dict):
        raise ScriptError(f"{where} is not a table.")
    unknown = set(raw) - STEP_KEYS
    if unknown:
        raise ScriptError(f"{where} has unknown keys: {', '.join(sorted(unknown))}.")
    text, chapter, rule = raw.get("text"), raw.get("chapter"), raw.get("rule")
    if text not in STEPS:
        raise ScriptError(f"{where}: its text {text!r} is not in game/tutorial/texts.py.")
    if chapter not in CHAPTERS:
        raise ScriptError(f"{where}: chapter {chapter!r} is not one of {sorted(CHAPTERS)}.")
    if not isinstance(rule, str) or not rule:
        raise ScriptError(f"{where} needs a rule ID.")
    do = raw.get("do")
    if do is not None and (not isinstance(do, str) or not do.split() or not raw.get("decision")):
        raise ScriptError(f"{where}: `do` must be an answer, \"kind arg arg…\", with its `decision`.")
    highlight = []
    for h in raw.get("highlight", []):
        kind, _sep, ident = str(h).partition(":")
        if not kind or not ident:
            raise ScriptError(f"{where}: highlight {h!r} is not \"kind:id\".")
        highlight.append((kind, ident))
    names = raw.get("names", {})
    if not isinstance(names, dict) or not all(isinstance(v, str) for v in names.values()):
        raise ScriptError(f"{where}: names must map placeholders to ids.")
    return Step(text, chapter, rule, parse_choice(do) if do else None, str(raw.get("decision", "")),
                tuple(highlight), dict(names), tuple(str(e) for e in raw.get("expect", [])))


def expectation_met(expect: str, entries: list) -> bool:
    """Whether one `expect` ("kind" or "kind arg=value …") is among the log `entries`."""
    kind, *pairs = expect.split()
    wanted = dict(p.split("=", 1) for p in pairs)
    return any(e.kind == kind and all(str(e.args.get(k)) == v for k, v in wanted.items()) for e in entries)
