"""Schema migrations: a chain of `migrate_N_to_N+1(doc) -> doc` steps, applied in order on load.

Each format change adds one step here and a stored old file under tests/saves/data/ to test it.
- 1 -> 2 (engine part 2): the state gained item, objective and ship fields. Old snapshots get their
  defaults; the recorded choices no longer replay to the same game, which loading reports as a warning.
"""

from __future__ import annotations

import json
from collections.abc import Callable

SCHEMA = 2

# Fields added in schema 2 (they hold their defaults in a migrated game), and where they go.
STATE_AFTER = "objectives"
STATE_ADDED = ("objectives_chosen", "item_decks", "item_discards", "contamination_removed", "revealed_infected",
               "queen_killed", "extra_actions", "skip_intruder_attacks", "airlocks", "revive",
               "intruder_player", "ip_deck", "ip_hand", "ip_discard", "results")
STATE_DEFAULTS = (False, {}, {}, [], [], False, 0, False, {}, [], -1, [], [], [], [])
CHARACTER_ADDED_DEFAULTS = ([], {}, [], {}, 0, {}, False)  # items, quests, taped, capacity_bonus, pod, ...
SCHEMA1_STATE_FIELDS = 52


def _1_to_2(doc: dict) -> dict:
    """Insert the schema-2 fields (array-encoded state) with their defaults and re-hash the snapshot."""
    from engine import api

    snap = list(doc["snapshot"])
    if len(snap) != SCHEMA1_STATE_FIELDS:
        raise ValueError(f"a schema-1 game snapshot has {SCHEMA1_STATE_FIELDS} fields, not {len(snap)}")
    at = _schema1_index(STATE_AFTER) + 1
    snap[at:at] = [json.loads(json.dumps(v)) for v in STATE_DEFAULTS]
    chars = snap[_schema1_index("characters")]
    for i, ch in enumerate(chars):
        chars[i] = list(ch) + [json.loads(json.dumps(v)) for v in CHARACTER_ADDED_DEFAULTS]
    state = api.from_json(json.dumps(snap).encode())
    return {**doc, "schema": 2, "snapshot": snap, "state_hash": api.state_hash(state)}


def _schema1_index(field: str) -> int:
    from engine.state import State

    old = [f for f in State.__struct_fields__ if f not in STATE_ADDED]
    return old.index(field)


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _1_to_2}


def migrate(doc: dict, name: str) -> dict:
    from saves.io import SaveError

    version = doc["schema"]
    while version < SCHEMA:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"{name} uses save format {version}, which this version cannot read.")
        try:
            doc = step(doc)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(f"{name} uses save format {version} and could not be converted: {exc}.") from exc
        version = doc["schema"]
    return doc
