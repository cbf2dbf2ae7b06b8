"""What the crew bots know of the Night Stalkers (engine/ai/knowledge.py): the harm of each of their Attack cards
(T5, their Darkness parts counted as the worse case), how a shot removes each kind, the Nest's Eggs, and what a
Larva on the board means. The rest is the Intruders' (the same life cycle, LD-NS-01).

Imported by the bots only (the plug-in names this module in `Plugin.bot`). Values are the Normal bot's judgement
in wound units (engine/ai/heuristics.py).
"""

from __future__ import annotations

from dataclasses import replace

from engine.ai.heuristics import CONTAMINATION, DEATH, SLIME, wounds
from engine.content.catalog import load_catalog
from engine.i18n import _
from engine.species.intruders import bot as intruders

LARVA = intruders.LARVA


def card_harm(effect: str, serious: int, light: int) -> float:
    """Wound units of one Night Stalker Attack card on a character with `serious` and `light` wounds (T5)."""
    if effect == "blood_rage":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=2 if serious else 1)
    if effect == "perched_in_the_dark":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=1)
    if effect == "piercing_the_heart":
        return DEATH if serious >= 1 else wounds(serious, light, add_serious=1) + CONTAMINATION
    if effect == "cut":
        return wounds(serious, light, add_light=2) + CONTAMINATION
    if effect == "blood_chase":
        return wounds(serious, light, add_light=1) + SLIME
    if effect == "infecting_the_host":
        return SLIME + LARVA / 2
    return 2.0  # evolve: a worse Night Stalker in the room


def research(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Laboratory (LD-KNOW-05): +3 Knowledge, and maybe a Weakness that helps from its threshold."""
    return 1.6, _("studies an Object in the Laboratory (+3 Knowledge)")


def archive(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Archive (LD-KNOW-02/03): +2 Knowledge and a look at another Contingency token."""
    return 1.1, _("reads the Archive (+2 Knowledge)")


KNOWLEDGE = replace(
    intruders.KNOWLEDGE, card_harm=card_harm, room_scores={"ld_laboratory": research, "ld_archive": archive},
    hits={face: tuple(kinds) for face, kinds in
          load_catalog(map_id="lockdown", species="night_stalkers").options["combat_hits"].items()})
