"""The Nest and its Eggs on the Intruder board (PUB-NEST-01..09; the Laboratory board in the Facility, LD-NEST-01):
the shared Egg rules (engine/species/common/nest.py) on the Intruders' part, and the Queen's development adding an
Egg while the box holds one."""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import log
from engine.species.common import nest
from engine.species.intruders.state import hive
from engine.state import State


def destroy_eggs(state: State, count: int, rule: str) -> None:
    """Destroy Eggs on the Intruder board; none left destroys the Nest for good (PUB-NEST-05, -09)."""
    nest.destroy_eggs(state, hive(state), count, rule)


def eggs_in_play(state: State) -> int:
    """The Egg tokens out of the box: on the board, carried or lying on a floor."""
    carried = sum(ch.heavy.count(nest.EGG_OBJECT) for ch in state.characters)
    return hive(state).eggs + carried + sum(objs.count(nest.EGG_OBJECT) for objs in state.objects.values())


def add_egg(state: State, rule: str) -> None:
    """Queen development adds an Egg, never after the Nest is destroyed (PUB-NEST-07, PUB-NEST-09), nor beyond
    the box's Egg tokens where the map counts them (its option `egg_tokens`: the Facility's 8, LD-NEST-01,
    LD-COMP-10; the ship has no limit)."""
    if hive(state).nest_destroyed:
        log(state, "PUB-NEST-09", "no_egg_nest_destroyed")
        return
    limit = int(cat(state).options.get("egg_tokens", 0))
    if limit and eggs_in_play(state) >= limit:
        log(state, "LD-NEST-01", "no_egg_supply")
        return
    hive(state).eggs += 1
    log(state, rule, "egg_added", total=hive(state).eggs)
