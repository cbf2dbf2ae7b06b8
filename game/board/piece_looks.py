"""How each figure looks, as data: one table per kind of figure mapping its id to a generic `PieceLook`.

The drawing code (game/board/figures.py) knows only the generic shapes of the shape library
(game/board/shapes.py), never a species or character name. An Intruder's look is its species' own data
(kinds.toml, through `api.content`); a character's silhouette is its own (characters.toml, `shape`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import api
from engine.api import N_, _


@dataclass(frozen=True, slots=True)
class PieceLook:
    shape: str  # a silhouette of the shape library
    size: float  # height relative to a standard figure (1.0)
    colour: tuple[int, int, int]
    letter: str  # printed on the base: never colour alone
    name: str  # what the tooltip calls it


UNKNOWN_INTRUDER = PieceLook("husk", 0.9, (150, 150, 156), "?", N_("Intruder"))

UNKNOWN_CHARACTER_SHAPE = "crew"  # a character with no silhouette of its own, or none chosen yet


def species_looks(content=None) -> dict[str, PieceLook]:
    """Every kind's look as its species declares it (kinds.toml: shape, size, colour, letter, name), for one
    game's content, or for every built species when none is given (the title screen, the dice)."""
    if content is not None:
        return _looks(id(content), content)
    out: dict[str, PieceLook] = {}
    for sid, _name, built in api.choosable("species"):
        if built:
            out = {**species_looks(api.content({"species": sid})), **out}
    return out


_cache: dict[int, tuple[object, dict[str, PieceLook]]] = {}


def _looks(key: int, content) -> dict[str, PieceLook]:
    cached = _cache.get(key)
    if cached is None or cached[0] is not content:
        looks = {k.id: PieceLook(k.shape, k.size, _rgb(k.colour), k.letter, k.name) for k in content.kinds.values()}
        cached = _cache[key] = (content, looks)
    return cached[1]


def _rgb(colour: str) -> tuple[int, int, int]:
    c = colour.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


UNKNOWN_OBJECT = ("remains", (140, 140, 140), N_("a Heavy Object"))


def object_look(obj: str, content) -> tuple[str, tuple[int, int, int], str]:
    """How a Heavy Object lying in a room looks: (shape, colour, words), from the crew's and the species' object
    looks in the options (`crew_object_looks`, `species_object_looks`); an id names its kind or starts with it
    ("corpse_blue" is a Corpse)."""
    looks = {**content.options.get("crew_object_looks", {}), **content.options.get("species_object_looks", {})}
    kind = max((k for k in looks if obj == k or obj.startswith(f"{k}_")), key=len, default="")
    if not kind:
        return UNKNOWN_OBJECT[0], UNKNOWN_OBJECT[1], _(UNKNOWN_OBJECT[2])
    look = looks[kind]
    return look["shape"], _rgb(look["colour"]), _(look["words"])


def intruder_look(kind: str, content=None) -> PieceLook:
    return species_looks(content).get(kind, UNKNOWN_INTRUDER)


def character_shape(character: str, content=None) -> str:
    """The silhouette of `character`'s miniature (it wears its seat's colour), from the game's content."""
    found = (content if content is not None else api.content({})).characters.get(character)
    return found.shape if found is not None else UNKNOWN_CHARACTER_SHAPE


def crew_shapes(content=None) -> list[str]:
    """Every character's silhouette once, in the content's order (the title screen's parade)."""
    chars = (content if content is not None else api.content({})).characters.values()
    return list(dict.fromkeys(ch.shape for ch in chars))
