"""The Nest and its Eggs on the Intruder board (PUB-NEST-01..09): the shared Egg rules (engine/species/common/
nest.py) on the Intruders' part, and the Queen's development adding an Egg."""

from __future__ import annotations

from engine.effects import log
from engine.species.common import nest
from engine.species.intruders.state import hive
from engine.state import State


def destroy_eggs(state: State, count: int, rule: str) -> None:
    """Destroy Eggs on the Intruder board; none left destroys the Nest for good (PUB-NEST-05, -09)."""
    nest.destroy_eggs(state, hive(state), count, rule)


def add_egg(state: State, rule: str) -> None:
    """Queen development adds an Egg, never after the Nest is destroyed (PUB-NEST-07, PUB-NEST-09)."""
    if hive(state).nest_destroyed:
        log(state, "PUB-NEST-09", "no_egg_nest_destroyed")
        return
    hive(state).eggs += 1
    log(state, rule, "egg_added", total=hive(state).eggs)
