"""Replay files: a finished game kept as its config, seed and choices, with the digest of what happened
(`api.game_digest`: the log and the results, whatever the state's layout) to check a replay against and a summary for the list (date, crew, map, species, mode, outcome). No snapshot: the engine
replays the choices (same config + seed + choices => the same game).

    record(folder, config, choices, state)   # atomic write of a new file, never over another one
    list_replays(folder)                     # newest first, each with its summary or why it cannot be read
    load(path)                               # a `Replay`, or SaveError with a sentence for the player

Every file carries its format version (`schema`); `migrate` brings an older one up to date, step by step,
or says why it cannot. A file that cannot be read is listed with its reason and never changed or deleted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from engine import api
from engine.api import N_, _
from saves.document import Kind, checked, migrated, sealed
from saves.io import SaveError, atomic_write, read_bytes

MAGIC = "nemesis-desktop-replay"
SCHEMA = 2
APP_VERSION = "0.1.0"



def _1_to_2(doc: dict) -> dict:
    """Format 1 checked a replay's end by the final state's hash, which changes with the state's layout (the
    plug-in refactor changed it); format 2 checks the game digest. A format-1 file has none: it is shown
    without the end check."""
    body = {k: v for k, v in doc.items() if k != "final_hash"}
    return {**body, "schema": 2, "final_digest": ""}


# One step per format change: `MIGRATIONS[n](doc)` returns the document in format n + 1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _1_to_2}
KIND = Kind(
    magic=MAGIC,
    not_text=N_("{name} is not a replay (not text)."),
    foreign=N_("{name} is not a Nemesis Desktop replay."),
    unversioned=N_("{name} has no replay format version."),
    newer=N_("{name} was recorded by a newer version of the game (replay format {schema}); "
           "please update Nemesis Desktop to watch it."),
    too_deep=N_("{name} is not a replay (its data is nested too deeply)."),
    unknown_version=N_("{name} uses replay format {version}, which this version of the game cannot show."),
    unconvertible=N_("{name} uses replay format {version} and could not be converted: {exc}."),
)


@dataclass
class Replay:
    """A replay file's game: replay `choices` from `config` and the game's digest should be `final_digest` (a file
    migrated from format 1 has none: "")."""

    name: str
    config: dict
    choices: list[api.Choice]
    final_digest: str
    summary: dict = field(default_factory=dict)
    saved_at: str = ""
    schema: int = SCHEMA


@dataclass
class ReplayEntry:
    """One listed file: what `peek` found in it, or why it cannot be read."""

    path: Path
    info: dict | None
    problem: str
    when: float  # seconds since the epoch: when the game ended (or the file was last written, if unreadable)

    @property
    def readable(self) -> bool:
        return self.info is not None


def summary_of(config: dict, choices: list[api.Choice], state: api.State, players: list[str] | None = None) -> dict:
    """What the Replays screen shows: turn, map, species, mode, why it ended, and each seat's fate (and who
    played it: "human" or "bot:<level>", from `players` or the config's "players")."""
    kinds = list(players) if players else [p for p in str(config.get("players", "")).split(",") if p]
    seats = []
    for r in api.seat_results(state):
        seats.append({"seat": r["seat"], "character": r["character"],
                      "player": kinds[r["seat"]] if r["seat"] < len(kinds) else "",
                      "survived": bool(r["alive"]), "won": bool(r["won"]), "left_ship": r["left_ship"],
                      "cause": r["cause"], "intruder_player": bool(r["intruder_player"])})
    return {"turn": state.turn, "ruleset": str(config.get("ruleset", "published")),
            "map": str(config.get("map", "nemesis_ship")), "species": str(config.get("species", "intruders")),
            "mode": str(config.get("mode", "normal")), "over": state.over, "end_reason": state.end_reason,
            "choices": len(choices), "seats": seats}


def encode(config: dict, choices: list[api.Choice], state: api.State, players: list[str] | None = None) -> bytes:
    body = {
        "format": MAGIC, "schema": SCHEMA, "app_version": APP_VERSION,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "config": config, "seed": int(config["seed"]),
        "choices": [[c.kind, list(c.args)] for c in choices],
        "final_digest": api.game_digest(state), "summary": summary_of(config, choices, state, players),
    }
    return sealed(body)


def record(folder: Path, config: dict, choices: list[api.Choice], state: api.State,
           players: list[str] | None = None) -> Path:
    """Write the game as a new replay file in `folder` (atomically; never over an existing file)."""
    folder = Path(folder)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    stem = f"replay-{stamp}-s{int(config['seed'])}"
    path = folder / f"{stem}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.json"
        n += 1
    atomic_write(path, encode(config, choices, state, players))
    return path


# -- reading ---------------------------------------------------------------------------------------------
def _parsed(data: bytes, name: str) -> dict:
    return checked(data, name, KIND, SCHEMA)


def migrate(doc: dict, name: str) -> dict:
    """The document in the current replay format (SaveError if a step is missing or fails)."""
    return migrated(doc, name, KIND, MIGRATIONS, SCHEMA)


def _document(path: Path) -> dict:
    path = Path(path)
    return migrate(_parsed(read_bytes(path), path.name), path.name)


def _choices(raw, name: str) -> list[api.Choice]:
    if not isinstance(raw, list):
        raise SaveError(_("{name} is damaged: its choices are not a list.").format(name=name))
    out = []
    for i, item in enumerate(raw):
        ok = (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], list)
              and all(isinstance(a, str) for a in item[1]))
        if not ok:
            raise SaveError(_("{name} is damaged: choice {number} is not a decision's answer.").format(
                name=name, number=i + 1))
        out.append(api.Choice(item[0], tuple(item[1])))
    return out


def load(path: Path) -> Replay:
    """The replay in `path`, checked (format, version, checksum, config, choices) but not yet replayed."""
    path = Path(path)
    doc = _document(path)
    config = doc.get("config")
    if not isinstance(config, dict):
        raise SaveError(_("{name} is damaged: it has no game settings.").format(name=path.name))
    try:
        api.check_config(config)
    except (api.ConfigError, api.ContentError) as exc:
        raise SaveError(_("{name} cannot be shown: its game settings are not valid here ({problem}).").format(
            name=path.name, problem=exc)) from exc
    final_digest = doc.get("final_digest")
    if not isinstance(final_digest, str):
        raise SaveError(_("{name} is damaged: it has no digest of its game.").format(name=path.name))
    summary = doc.get("summary")
    saved_at = doc.get("saved_at")
    return Replay(name=path.name, config=dict(config), choices=_choices(doc.get("choices"), path.name),
                  final_digest=final_digest, summary=summary if isinstance(summary, dict) else {},
                  saved_at=saved_at if isinstance(saved_at, str) else "", schema=doc["schema"])


def peek(path: Path) -> dict:
    """What the list shows (summary, saved_at, schema): the file checked exactly as `load` checks it, so a
    listed replay that looks fine opens (unless this version's rules refuse its choices)."""
    replay = load(path)
    return {"summary": replay.summary, "saved_at": replay.saved_at, "schema": replay.schema}


def _when(path: Path, info: dict | None) -> float:
    if info is not None:
        try:
            return datetime.fromisoformat(info["saved_at"]).timestamp()
        except (ValueError, OverflowError, OSError):
            pass
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_replays(folder: Path) -> tuple[list[ReplayEntry], str]:
    """Every *.json replay in `folder`, newest first, and a message if the folder cannot be read."""
    try:
        files = [p for p in Path(folder).iterdir() if p.suffix.lower() == ".json" and not p.name.startswith(".")]
    except OSError as exc:
        return [], _("The replays folder cannot be read: {problem}.").format(problem=exc.strerror or exc)
    entries = []
    for p in files:
        try:
            info, problem = peek(p), ""
        except SaveError as exc:
            info, problem = None, str(exc)
        entries.append(ReplayEntry(p, info, problem, _when(p, info)))
    entries.sort(key=lambda e: (e.when, e.path.name), reverse=True)
    return entries, ""
