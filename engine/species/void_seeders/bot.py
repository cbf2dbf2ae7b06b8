"""What the crew bots know of the Void Seeders (engine/ai/knowledge.py): the harm of their Attack cards, how an
injury check removes each kind (VS-INJ-01..05, VS-LAI-11..13), the Eggs as a target and the Nest as their source.

Imported by the bots only (the plug-in names this module in `Plugin.bot`); threat and names come from
kinds.toml. Values are the Normal bot's judgement in wound units (engine/ai/heuristics.py).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.ai.goals import OBJECT_NAMES, Goal
from engine.ai.knowledge import SpeciesKnowledge
from engine.content.catalog import load_catalog
from engine.species.common.nest import EGG_OBJECT, EGGS, NEST_TILE
from engine.species.void_seeders.injury import injury_outcome
from engine.species.void_seeders.state import void, void_view

SPECIES = "void_seeders"
EGGS_AT_START = 5  # VS-SET-10


@lru_cache(maxsize=1)
def _catalog():
    return load_catalog(species=SPECIES)


def card_harm(effect: str, serious: int, light: int) -> float:
    """Wound units of one Attack card: a room-wide card or a single target's, on average (PROPOSED VS-GAP-06)."""
    return 1.5 if effect == "harm_room" else 1.3


def removal_p(catalog, kind: str, injuries: int) -> float:
    """P(a figure with `injuries` Injuries is defeated, destroyed or retreats at its check)."""
    return _removal_p(kind, injuries)


@lru_cache(maxsize=256)
def _removal_p(kind: str, injuries: int) -> float:
    c = _catalog()
    check = c.options["injury_check"].get(kind)
    if check is None or injuries <= 0:
        return 0.0
    cards = [(a.blood, a.retreat) for a in c.attack.values()]
    draws = [[x] for x in cards] if int(check["cards"]) == 1 else [list(p) for p in combinations(cards, 2)]
    gone = sum(1 for d in draws if injury_outcome(check, injuries, d) in ("defeated", "retreat"))
    return gone / len(draws)


def shoot_eggs(c, bonus: float) -> tuple[float, str]:
    s = (1.2 if c.n.nest else -0.6) + bonus
    return s, "destroys the Eggs in the Nest" if c.n.nest else "shoots at the Eggs"


def fetch_egg(r, obj: str, weight: float, tail: str) -> Goal | None:
    nest = r.tile_room.get(NEST_TILE)
    if obj == EGG_OBJECT and nest and void_view(r.view).eggs > 0:
        return Goal("fetch", frozenset({nest}), weight, f"heads for the Nest to take {OBJECT_NAMES[EGG_OBJECT]}{tail}")
    return None


def throw_bonus(c, room: str) -> float:
    return 1.0 if c.n.nest and c.r.tiles.get(room) == NEST_TILE else 0.0


def nest_progress(state) -> float:
    v = void(state)
    return 0.1 * (EGGS_AT_START - v.eggs) / EGGS_AT_START + 0.1 * v.lairs_destroyed


KNOWLEDGE = SpeciesKnowledge(
    card_harm=card_harm,
    alarm_kinds=frozenset({"void_seeder"}),  # its bag-development draw makes everyone roll (VS-BAG-03)
    standard="whisperer",
    hits={face: tuple(kinds) for face, kinds in _catalog().options["combat_hits"].items()},
    removal_p=removal_p,
    targets={EGGS: shoot_eggs},
    fetch=fetch_egg,
    throw_bonus=throw_bonus,
    nest_progress=nest_progress,
)
