"""The Intruders' own part of the state and of each seat's view: the Eggs on the Intruder board, whether the
Nest is destroyed and whether the Queen was killed (PUB-SETUP-09, PUB-NEST-01..05, PUB-OBJ). All public."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part

KEY = "species:intruders"


class HiveState(msgspec.Struct, array_like=True):
    eggs: int = 0
    nest_destroyed: bool = False
    queen_killed: bool = False


class HiveView(msgspec.Struct, frozen=True):
    eggs: int
    nest_destroyed: bool
    queen_killed: bool


def hive(state) -> HiveState:
    """The Intruders' part of a State."""
    return part(state, KEY, HiveState)


def hive_view(view) -> HiveView:
    """The Intruders' part of a View."""
    return part(view, KEY, HiveView)


def view_part(state, seat: int) -> HiveView:
    h = hive(state)
    return HiveView(eggs=h.eggs, nest_destroyed=h.nest_destroyed, queen_killed=h.queen_killed)


def determinize_part(view, holder, catalog) -> HiveState:
    v = hive_view(view)
    return HiveState(eggs=v.eggs, nest_destroyed=v.nest_destroyed, queen_killed=v.queen_killed)


def check_part(state) -> list[str]:
    """Faults in the Intruders' part of a loaded state, in words (engine/state_check.py)."""
    try:
        h = hive(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Intruders' part is damaged ({exc})"]
    return ["the number of Eggs is negative"] if h.eggs < 0 else []
