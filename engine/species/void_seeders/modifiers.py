"""How the Void Seeders change the core rules' numbers and what else lies in a room: Closed Doors never stop them
(VS-MOV-01, VS-GAP-17) unless Solid Bulkheads is revealed (W01); a figure going back into the bag becomes a
Void Seeder token, which shows no type (VS-CMP-03); Vulnerability to Fire (W03); Rest may skip its scan (VS-MAD-07);
the Eggs as a target, fire burning them, the Nest destroyed with the ship (VS-REP-02, PROPOSED VS-GAP-27).
Registered as the species' MODIFIERS, ROOM_TARGETS, TARGET_HITS, FIRE_DAMAGE and BOARD_DESTROYED hooks."""

from __future__ import annotations

from typing import Any

from engine.catalog import cat
from engine.species.common import nest
from engine.species.common.weakness import has_weakness
from engine.species.void_seeders.state import KEY, void
from engine.state import State


def door_stops(state: State, value: bool, group: Any = ()) -> bool:
    return has_weakness(state, "solid_bulkheads")


def token_kind(state: State, kind: str) -> str:
    return "void_seeder"


def fire_injuries(state: State, amount: int, kind: str = "") -> int:
    if has_weakness(state, "vulnerability_to_fire"):
        return amount + int(cat(state).ext[KEY]["params"]["weaknesses"]["vulnerability_to_fire"].get("extra_injuries", 1))
    return amount


def gains_slime(state: State, value: bool, seat: int = -1) -> bool:
    """No Slime with the Void Seeders: a Slime marker is never placed (VS-CHG-01, LVS-CHG-01: the Facility's
    Slime Exploration token left in the pool does nothing)."""
    return False


def scan_optional(state: State, value: bool) -> bool:
    """Rest lowers Insanity "and/or" scans (VS-MAD-07): the scan is the player's choice."""
    return True


def holds_injuries(state: State, value: bool, kind: str = "") -> bool:
    """The Despoiler never receives an Injury marker (VS-INJ-04, VS-TYP-07)."""
    return value and kind != list(cat(state).options["void_seeder_types"])[-1]


MODIFIERS = {"holds_injuries": holds_injuries, "door_stops": door_stops, "token_kind": token_kind, "fire_injuries": fire_injuries,
             "scan_optional": scan_optional, "gains_slime": gains_slime}


def room_targets(state: State, room: str) -> list[str]:
    return nest.room_targets(state, void(state), room)


def hit_eggs(state: State, amount: int, rule: str) -> None:
    nest.destroy_eggs(state, void(state), amount, rule)


def burn(state: State, room: str) -> None:
    nest.burn(state, void(state), room)


def board_destroyed(state: State, rule: str = "") -> None:
    nest.board_destroyed(state, void(state), rule)
