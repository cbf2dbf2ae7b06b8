"""How each figure looks, as data: one table per kind of figure mapping its id to a generic `PieceLook`.

The drawing code (game/board/figures.py) knows only the generic shapes of the shape library
(game/board/shapes.py), never a species or character name. The Intruder table is meant to move into the
species plug-in's data as it stands (DESIGN.md: a plug-in declares its look).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PieceLook:
    shape: str  # a silhouette of the shape library
    size: float  # height relative to a standard figure (1.0)
    colour: tuple[int, int, int]
    letter: str  # printed on the base: never colour alone
    name: str  # what the tooltip calls it


INTRUDER_LOOKS: dict[str, PieceLook] = {
    "larva": PieceLook("grub", 0.7, (214, 206, 150), "L", "Larva"),
    "creeper": PieceLook("crawler", 0.85, (176, 132, 206), "C", "Creeper"),
    "adult": PieceLook("hunter", 1.05, (214, 86, 104), "A", "Adult"),
    "breeder": PieceLook("brood", 1.25, (226, 124, 60), "B", "Breeder"),
    "queen": PieceLook("sovereign", 1.5, (236, 72, 190), "Q", "Queen"),
    "blank": PieceLook("husk", 0.8, (130, 130, 136), "?", "Blank"),
}

UNKNOWN_INTRUDER = PieceLook("husk", 0.9, (150, 150, 156), "?", "Intruder")

# Characters wear the colour of their seat; the table gives each character its own silhouette.
CHARACTER_SHAPES: dict[str, str] = {
    "captain": "peaked_cap", "pilot": "flight_helmet", "soldier": "combat_helmet",
    "mechanic": "toolbelt", "scout": "hood", "scientist": "lab_coat",
}
UNKNOWN_CHARACTER_SHAPE = "crew"


def intruder_look(kind: str) -> PieceLook:
    return INTRUDER_LOOKS.get(kind, UNKNOWN_INTRUDER)


def character_shape(character: str) -> str:
    return CHARACTER_SHAPES.get(character, UNKNOWN_CHARACTER_SHAPE)
