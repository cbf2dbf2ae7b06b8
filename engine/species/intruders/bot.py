"""What the crew bots know of the Intruders (engine/ai/knowledge.py): the harm of each Attack card, how a shot
removes each kind, the Eggs as a target, and the Nest as the source of Eggs (PUB-INTRUDER-03/04, PUB-INJ-02..05,
PUB-COMBAT-03, PUB-NEST-01/04, PUB-BAG-05, T5, T7).

Imported by the bots only (the plug-in names this module in `Plugin.bot`); threat and names come from
kinds.toml. Values are the Normal bot's judgement in wound units (engine/ai/heuristics.py).
"""

from __future__ import annotations

from functools import lru_cache

from engine.ai.heuristics import CONTAMINATION, DEATH, SLIME, wounds
from engine.ai.knowledge import SpeciesKnowledge
from engine.content.catalog import load_catalog
from engine.species.common.bot import egg_fetcher, shoot_eggs, throw_bonus
from engine.species.intruders.injury import CARDS_DRAWN
from engine.species.intruders.state import hive, hive_view
from engine.state import State

LARVA = 3.0  # a Larva on the character board: it grows unless removed (PUB-INTRUDER-04), in wound units
EGGS = "eggs"  # the target a shot or a melee attack names for the Eggs in the Nest (PUB-NEST-04)
EGG = "egg"  # the Heavy Object an Egg becomes when taken (PUB-NEST-02)
EGGS_AT_START = 5  # PUB-SETUP-09


def card_harm(effect: str, serious: int, light: int) -> float:
    """Wound units of one Attack card on a character with `serious` Serious and `light` Light Wounds (T5)."""
    if effect == "bite":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=1)
    if effect == "tail":
        return DEATH if serious >= 1 else wounds(serious, light, add_serious=1)
    if effect == "frenzy":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=1)
    if effect == "scratch":
        return wounds(serious, light, add_light=1) + CONTAMINATION
    if effect == "claw":
        return wounds(serious, light, add_light=2) + CONTAMINATION
    if effect == "slime":
        return SLIME + CONTAMINATION
    return 2.0  # transformation, summoning: a worse Intruder in the room


def removal_p(catalog, kind: str, injuries: int) -> float:
    """P(an Intruder with `injuries` Injuries dies or retreats at its Injury Effect Check, PUB-INJ-02..05)."""
    return _removal_p(tuple(catalog.attack.values()), kind, injuries)


@lru_cache(maxsize=512)
def _removal_p(cards: tuple, kind: str, injuries: int) -> float:
    if injuries <= 0:
        return 0.0
    if kind not in CARDS_DRAWN:  # a Larva dies of any injury (PUB-INJ-02)
        return 1.0
    if CARDS_DRAWN[kind] == 1:
        return sum(1 for c in cards if c.retreat or (c.blood or 99) <= injuries) / len(cards)
    pairs = [(a, b) for i, a in enumerate(cards) for b in cards[i + 1:]]
    gone = sum(1 for a, b in pairs if a.retreat or b.retreat or (a.blood or 0) + (b.blood or 0) <= injuries)
    return gone / len(pairs)


def carrying(holder, seat: int) -> bool:
    """A Larva on the character's board: the Intruders' part of a State or of a View says (PUB-INTRUDER-04)."""
    part = hive(holder) if isinstance(holder, State) else hive_view(holder)
    return seat in part.infested


def nest_progress(state) -> float:
    """How far the Eggs are destroyed, for an Objective that wants the species wiped out."""
    return 0.1 * (EGGS_AT_START - hive(state).eggs) / EGGS_AT_START


KNOWLEDGE = SpeciesKnowledge(
    card_harm=card_harm,
    cardless={"larva": LARVA},
    alarm_kinds=frozenset({"adult", "breeder"}),  # their bag-development draw makes everyone roll (PUB-BAG-05)
    standard="adult",
    hits={face: tuple(kinds) for face, kinds in load_catalog().options["combat_hits"].items()},
    removal_p=removal_p,
    targets={EGGS: shoot_eggs},
    fetch=egg_fetcher(hive_view),
    throw_bonus=throw_bonus,
    nest_progress=nest_progress,
    carrying=carrying,
)
