"""The save file: schema version, app version, config, seed, the choices made, a state snapshot and hashes.

Loading restores the snapshot, checks it as strictly as a new game (`api.check_config`, `api.check_state`) and
against a replay of the choices from the config; a disagreement with the replay is reported in
`Loaded.warning` (the snapshot, what the player last saw, is kept).
Every fault raises `SaveError` with a sentence naming the file and the reason; nothing is changed.
`peek` reads only what a list of saves shows (summary, date, schema), checked but not replayed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import msgspec

from engine import api
from engine.api import N_, _
from saves.document import Kind, checked, migrated, sealed
from saves.io import SaveError, atomic_write, read_bytes
from saves.migrate import MIGRATIONS, SCHEMA, upgrade_parts

MAGIC = "nemesis-desktop-save"
APP_VERSION = "0.1.0"


@dataclass
class Loaded:
    state: api.State
    config: dict
    choices: list[api.Choice]
    summary: dict = field(default_factory=dict)
    warning: str = ""


KIND = Kind(
    magic=MAGIC,
    not_text=N_("{name} is not a save file (not text)."),
    foreign=N_("{name} is not a Nemesis Desktop save (it belongs to another program)."),
    unversioned=N_("{name} has no schema version."),
    newer=N_("{name} was saved by a newer version of the game (save format {schema}); please update Nemesis Desktop."),
    too_deep=N_("{name} is damaged: it is nested too deeply to be a save file."),
    unknown_version=N_("{name} uses save format {version}, which this version cannot read."),
    unconvertible=N_("{name} uses save format {version} and could not be converted: {exc}."),
)


def summary_of(state: api.State) -> dict:
    return {"turn": state.turn, "characters": [c.character for c in state.characters],
            "alive": sum(c.status != "dead" for c in state.characters), "over": state.over}


def encode(config: dict, choices: list[api.Choice], state: api.State) -> bytes:
    body = {
        "format": MAGIC, "schema": SCHEMA, "app_version": APP_VERSION,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "config": config, "seed": int(config["seed"]),
        "choices": [[c.kind, list(c.args)] for c in choices],
        "snapshot": json.loads(api.to_json(state)), "state_hash": api.state_hash(state),
        "plugins": api.part_versions(state.config),
        "summary": summary_of(state),
    }
    return sealed(body)


def save(path: Path, config: dict, choices: list[api.Choice], state: api.State) -> None:
    atomic_write(Path(path), encode(config, choices, state))


def _checked(data: bytes, name: str) -> dict:
    return checked(data, name, KIND, SCHEMA)


def _document(data: bytes, name: str) -> dict:
    return upgrade_parts(migrated(_checked(data, name), name, KIND, MIGRATIONS, SCHEMA), name)


@contextmanager
def _nesting_checked(name: str) -> Iterator[None]:
    """JSON nested deeper than Python's recursion limit (a 2 KB file of brackets) is a damaged file."""
    try:
        yield
    except RecursionError as exc:
        raise SaveError(_(KIND.too_deep).format(name=name)) from exc


def decode(data: bytes, name: str) -> Loaded:
    with _nesting_checked(name):
        return _decode(data, name)


def _decode(data: bytes, name: str) -> Loaded:
    doc = _document(data, name)
    try:
        config = dict(doc["config"])
        choices = [api.Choice(str(k), tuple(str(a) for a in args)) for k, args in doc["choices"]]
        state = api.from_json(json.dumps(doc["snapshot"]).encode())
    except (KeyError, TypeError, ValueError, msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise SaveError(_("{name} is damaged: {problem}.").format(name=name, problem=exc)) from exc
    if api.state_hash(state) != doc.get("state_hash"):
        raise SaveError(_("{name} is damaged: the game snapshot does not match its hash.").format(name=name))
    _check_resumable(config, state, name)
    warning = ""
    try:
        replay = api.new_game(config)
        for choice in choices:
            api.apply(replay, choice)
        if api.state_hash(replay) != doc["state_hash"]:
            warning = _("{name}: replaying the recorded choices gives a different game; the saved snapshot is "
                        "used.").format(name=name)
    except (api.IllegalChoice, api.ConfigError, ValueError, KeyError) as exc:
        warning = _("{name}: the recorded choices cannot be replayed ({problem}); the saved snapshot is used.").format(
            name=name, problem=exc)
    return Loaded(state=state, config=config, choices=choices, summary=doc.get("summary", {}), warning=warning)


def _check_resumable(config: dict, state: api.State, name: str) -> None:
    """The file's config as strict as a new game's, agreeing with its game, and a game the engine could have
    made (engine/state_check.py): an edited file fails here with a sentence, not later with a crash."""
    try:
        checked = api.check_config(config)
    except api.ConfigError as exc:
        raise SaveError(_("{name} cannot be resumed: its game settings are wrong ({problem}).").format(
            name=name, problem=exc)) from exc
    if checked != state.config:
        raise SaveError(_("{name} is damaged: its settings do not match its game.").format(name=name))
    try:
        api.check_state(state)
    except api.StateError as exc:
        raise SaveError(_("{name} cannot be resumed: {problem}.").format(name=name, problem=exc)) from exc


def load(path: Path) -> Loaded:
    path = Path(path)
    return decode(read_bytes(path), path.name)


def peek(path: Path) -> dict:
    """What a save list shows, without replaying the game: the stored summary, saved_at and schema.

    The file is checked like `load` checks it (magic, schema, checksum); any fault raises `SaveError`.
    """
    path = Path(path)
    data = read_bytes(path)
    with _nesting_checked(path.name):
        doc = _checked(data, path.name)
    saved_at = doc.get("saved_at")
    return {"summary": _listed_summary(doc.get("summary")),
            "saved_at": saved_at if isinstance(saved_at, str) else "", "schema": doc["schema"]}


def _listed_summary(summary: object) -> dict:
    """The stored summary's fields that have the type a list shows (an edited file may hold anything)."""
    if not isinstance(summary, dict):
        return {}
    out: dict = {}
    for key in ("turn", "alive"):
        if type(summary.get(key)) is int:
            out[key] = summary[key]
    characters = summary.get("characters")
    if isinstance(characters, list) and all(isinstance(c, str) for c in characters):
        out["characters"] = characters
    if type(summary.get("over")) is bool:
        out["over"] = summary["over"]
    return out
