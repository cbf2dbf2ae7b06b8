"""Schema migrations: a chain of `migrate_N_to_N+1(doc) -> doc` steps, applied in order on load.

Each format change adds one step here and a stored old file under tests/saves/data/ to test it. The state is
saved array-encoded, so each step names the fields of the schema it reads (frozen here, never computed from the
current `State`, which moves on).
- 1 -> 2 (engine part 2): the state gained item, objective and ship fields. Old snapshots get their
  defaults; the recorded choices no longer replay to the same game, which loading reports as a warning.
- 2 -> 3 (plug-ins): the ship's systems (with each character's pod and Signal) and the Intruders' nest and
  Larvae left the core state for their plug-ins' own parts (`ext`); the document records each part's version (`plugins`), which the plug-ins
  migrate themselves.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from engine.api import _

SCHEMA = 3

# The state's fields in schema 2, in order (engine/state.py at that version).
SCHEMA2_FIELDS = (
    "config", "rng", "turn", "phase", "first_player", "current_seat", "actions_this_round", "characters",
    "intruders", "next_intruder_id", "tiles", "explored", "exploration", "item_counters", "objects", "fire",
    "malfunction", "noise", "doors", "bag", "supply", "removed_tokens", "eggs", "nest_destroyed", "weaknesses",
    "revealed_weaknesses", "attack_deck", "attack_discard", "event_deck", "event_discard", "event_removed",
    "wound_deck", "wound_discard", "contamination_deck", "infected", "exploration_box", "unused_tiles", "time",
    "self_destruct", "first_intruder_seen", "coordinates", "destination", "pods", "engines", "player_numbers",
    "objectives", "objectives_chosen", "item_decks", "item_discards", "contamination_removed", "revealed_infected",
    "queen_killed", "extra_actions", "skip_intruder_attacks", "airlocks", "revive", "intruder_player", "ip_deck",
    "ip_hand", "ip_discard", "results", "stack", "pending", "decisions", "over", "end_reason", "log",
)
# Fields added in schema 2 (they hold their defaults in a migrated game), with those defaults.
SCHEMA2_ADDED = {
    "objectives_chosen": False, "item_decks": {}, "item_discards": {}, "contamination_removed": [],
    "revealed_infected": [], "queen_killed": False, "extra_actions": 0, "skip_intruder_attacks": False,
    "airlocks": {}, "revive": [], "intruder_player": -1, "ip_deck": [], "ip_hand": [], "ip_discard": [],
    "results": [],
}
SCHEMA1_FIELDS = tuple(f for f in SCHEMA2_FIELDS if f not in SCHEMA2_ADDED)
CHARACTER_ADDED_DEFAULTS = ([], {}, [], {}, 0, {}, False)  # items, quests, taped, capacity_bonus, pod, ...
# A character's fields in schema 2, in order (engine/state.py Character at that version).
SCHEMA2_CHARACTER = ("seat", "character", "room", "status", "hand", "deck", "discard", "light_wounds", "serious",
                     "dressed", "slime", "larva", "weapons", "heavy", "passed", "signal", "items", "quests", "taped",
                     "capacity_bonus", "pod", "knowledge", "rushed")
# Schema 3: these schema-2 fields moved into the plug-ins' parts, in the order of each part's Struct.
MOVED_TO_PARTS = {
    "map:nemesis_ship": ("coordinates", "destination", "pods", "engines", "self_destruct", "airlocks"),
    "species:intruders": ("eggs", "nest_destroyed", "queen_killed"),
}
PART_VERSIONS_3 = {"map:nemesis_ship": 1, "species:intruders": 1}


def _1_to_2(doc: dict) -> dict:
    """Insert the schema-2 fields (array-encoded state) with their defaults."""
    snap = list(doc["snapshot"])
    if len(snap) != len(SCHEMA1_FIELDS):
        raise ValueError(f"a schema-1 game snapshot has {len(SCHEMA1_FIELDS)} fields, not {len(snap)}")
    old = dict(zip(SCHEMA1_FIELDS, snap, strict=True))
    fields = {f: old[f] if f in old else json.loads(json.dumps(SCHEMA2_ADDED[f])) for f in SCHEMA2_FIELDS}
    fields["characters"] = [list(ch) + [json.loads(json.dumps(v)) for v in CHARACTER_ADDED_DEFAULTS]
                            for ch in fields["characters"]]
    return {**doc, "schema": 2, "snapshot": [fields[f] for f in SCHEMA2_FIELDS]}


def _2_to_3(doc: dict) -> dict:
    """Move the ship's and the Intruders' fields into their plug-ins' parts, then re-hash the snapshot."""
    from engine import api
    from engine.state import Character, State

    snap = list(doc["snapshot"])
    if len(snap) != len(SCHEMA2_FIELDS):
        raise ValueError(f"a schema-2 game snapshot has {len(SCHEMA2_FIELDS)} fields, not {len(snap)}")
    old = dict(zip(SCHEMA2_FIELDS, snap, strict=True))
    old["ext"] = {key: [old.pop(f) for f in fields] for key, fields in MOVED_TO_PARTS.items()}
    chars = [dict(zip(SCHEMA2_CHARACTER, ch, strict=True)) for ch in old["characters"]]
    old["ext"]["species:intruders"].append(sorted(ch["seat"] for ch in chars if ch["larva"]))  # infested seats
    old["ext"]["map:nemesis_ship"] += [{str(ch["seat"]): ch["pod"] for ch in chars if ch["pod"]},  # boarded pods
                                       sorted(ch["seat"] for ch in chars if ch["signal"])]  # who sent the Signal
    old["characters"] = [[ch[f] for f in Character.__struct_fields__] for ch in chars]
    missing = [f for f in State.__struct_fields__ if f not in old]
    if missing:
        raise ValueError(f"the schema-3 state has fields no step fills: {', '.join(missing)}")
    snap = [old[f] for f in State.__struct_fields__]
    state = api.from_json(json.dumps(snap).encode())
    return {**doc, "schema": 3, "snapshot": snap, "state_hash": api.state_hash(state),
            "plugins": dict(PART_VERSIONS_3)}


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _1_to_2, 2: _2_to_3}


def upgrade_parts(doc: dict, name: str) -> dict:
    """A current-format document with each plug-in's part of its snapshot brought to that part's version."""
    from engine import api
    from saves.io import SaveError

    try:
        return api.upgrade_parts(doc)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError(_("{name} is damaged: {problem}.").format(name=name, problem=exc)) from exc
