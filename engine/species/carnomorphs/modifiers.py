"""How the Carnomorphs change the core rules' numbers and what else lies in a room: the Butcher never enters a
technical corridor (CARN-SYM-04, GAP-16); Fire-adapted spares all but Metagorgers and Blood Scent makes Silence
dangerous for the seriously wounded (GAP-05, PROPOSED); the Eggs as a target, fire burning them, the Nest destroyed
with the ship (CARN-NEST-01..03). Registered as the species' MODIFIERS, ROOM_TARGETS, TARGET_HITS, FIRE_DAMAGE and
BOARD_DESTROYED hooks."""

from __future__ import annotations

from engine.catalog import opt
from engine.rules.wounds import serious_count
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.state import carno
from engine.species.common import nest
from engine.state import State


def ducts_barred_by(state: State, value: str, kind: str = "") -> str:
    """The Butcher never fits through a Technical Corridor entrance: wherever it is moved, it stays (CARN-SYM-04)."""
    return "CARN-SYM-04" if kind in opt(state, "no_technical_corridors") else value


def fire_injuries(state: State, amount: int, kind: str = "") -> int:
    if kind and kind != "metagorger" and figures.has_adaptation(state, "fire_adapted"):
        return 0
    return amount


def silence_is_danger(state: State, value: bool, seat: int = -1) -> bool:
    if value or seat < 0 or not figures.has_adaptation(state, "blood_scent"):
        return value
    return serious_count(state.characters[seat]) >= 1  # dressed or not, a Serious Wound (PUB-WOUND-04)


MODIFIERS = {"ducts_barred_by": ducts_barred_by, "fire_injuries": fire_injuries, "silence_is_danger": silence_is_danger}


def room_targets(state: State, room: str) -> list[str]:
    return nest.room_targets(state, carno(state), room)


def hit_eggs(state: State, amount: int, rule: str) -> None:
    nest.destroy_eggs(state, carno(state), amount, rule)


def burn(state: State, room: str) -> None:
    nest.burn(state, carno(state), room)


def board_destroyed(state: State, rule: str = "") -> None:
    nest.board_destroyed(state, carno(state), rule)
