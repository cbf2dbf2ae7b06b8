"""The Intruders' own part of the state and of each seat's view: the Eggs on the Intruder board, whether the
Nest is destroyed, whether the Queen was killed, and which characters carry a Larva on their board
(PUB-SETUP-09, PUB-NEST-01..05, PUB-OBJ, PUB-INTRUDER-04). All public."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part
from engine.species.common.weakness import weakness_found, weaknesses_found

KEY = "species:intruders"
# species that share the Intruders' life cycle keep this same part under their own id (the Night Stalkers)
SHARED_BY = ("species:night_stalkers",)


class HiveState(msgspec.Struct, array_like=True):
    eggs: int = 0
    nest_destroyed: bool = False
    queen_killed: bool = False
    infested: list[int] = []  # the seats whose character carries a Larva on its board (PUB-INTRUDER-04)


class HiveView(msgspec.Struct, frozen=True):
    eggs: int
    nest_destroyed: bool
    queen_killed: bool
    infested: tuple[int, ...] = ()  # public: the Larva lies on the character board


def hive(state) -> HiveState:
    """The Intruders' part of a State (or of a species sharing their life cycle)."""
    return part(state, _key(state), HiveState)


def _key(holder) -> str:
    if KEY in holder.ext:
        return KEY
    return next((k for k in SHARED_BY if k in holder.ext), KEY)


def hive_view(view) -> HiveView:
    """The Intruders' part of a View."""
    return part(view, _key(view), HiveView)


def view_part(state, seat: int) -> HiveView:
    h = hive(state)
    return HiveView(eggs=h.eggs, nest_destroyed=h.nest_destroyed, queen_killed=h.queen_killed,
                    infested=tuple(h.infested))


def determinize_part(view, holder, catalog) -> HiveState:
    v = hive_view(view)
    return HiveState(eggs=v.eggs, nest_destroyed=v.nest_destroyed, queen_killed=v.queen_killed,
                     infested=list(v.infested))


def check_part(state) -> list[str]:
    """Faults in the Intruders' part of a loaded state, in words (engine/state_check.py)."""
    try:
        h = hive(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Intruders' part is damaged ({exc})"]
    out = ["the number of Eggs is negative"] if h.eggs < 0 else []
    if any(not 0 <= seat < len(state.characters) for seat in h.infested):
        out.append(f"a Larva is on the board of a seat not at the table ({h.infested})")
    return out


def nest_gone(state) -> bool:
    """The Nest is destroyed, or has no Egg left (PUB-NEST-09, PUB-OBJ-04)."""
    h = hive(state)
    return h.nest_destroyed or h.eggs == 0


def queen_dead(state) -> bool:
    return hive(state).queen_killed


# the facts an Objective card may ask of the Intruders (the map's OBJECTIVE_CHECKS read them as services)
FACTS = {"fact:nest_destroyed": nest_gone, "fact:queen_killed": queen_dead, "fact:weakness_found": weakness_found,
         "fact:weaknesses_found": weaknesses_found}
