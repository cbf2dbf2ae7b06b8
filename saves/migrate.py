"""Schema migrations: a chain of `migrate_N_to_N+1(doc) -> doc` steps, applied in order on load.

Schema 1 is the first released format, so the chain is empty; each future format change adds one
step here and a stored old file under tests/saves/ to test it.
"""

from __future__ import annotations

from collections.abc import Callable

SCHEMA = 1
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def migrate(doc: dict, name: str) -> dict:
    from saves.io import SaveError

    version = doc["schema"]
    while version < SCHEMA:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"{name} uses save format {version}, which this version cannot read.")
        doc = step(doc)
        version = doc["schema"]
    return doc
