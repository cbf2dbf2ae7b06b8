"""How much a bot values a card, an Item or a shot: the tables behind paying, discarding, keeping and fighting.

Card and Item values are plain judgement (in the Normal score's units); shot odds come from the combat die
(the ruleset's faces, the species' table of what each face hits) and the species' chance that an injured
Intruder is gone (PUB-COMBAT-03/04/06, PUB-INJ-02..05, T5).
"""

from __future__ import annotations

from functools import lru_cache

from engine.ai import paths
from engine.ai.heuristics import Reading
from engine.ai.knowledge import SpeciesKnowledge, crew_entry
from engine.bot_api import Weapon, item_card

CARD_VALUES = {
    "nerves_of_steel": 3.0, "covering_fire": 2.2, "suppressive_fire": 2.2, "adrenaline": 1.6, "search": 1.4,
    "scavenging": 1.4, "taking_aim": 1.3, "full_auto": 1.3, "reconnaissance": 1.1, "ingenuity": 1.1,
    "interruption": 1.0, "repair": 1.0, "technical_corridors": 1.0, "reload": 0.9, "computer_skills": 0.9,
    "piloting": 0.9, "old_friend": 0.8, "intranet": 0.8, "knowledge_of_ship": 0.6, "motivation": 0.6,
    "rest": 0.5, "order": 0.5, "blocking_access": 0.4, "pyrotechnics": 0.4, "risk_assessment": 0.3,
    "demolition": 0.2,
}
ITEM_VALUES = {
    "medkit": 2.0, "bandages": 1.5, "clothes": 1.0, "alcohol": 0.6, "synthetic_food": 0.8, "adrenalin_injection": 1.0,
    "military_drugs": 1.0, "energy_charge": 1.6, "chemicals": 0.8, "tools": 1.2, "duct_tape": 1.0,
    "fire_extinguisher": 1.2, "tech_corridors_plan": 0.8, "space_suit": 0.4, "nemesis_plans": 0.3, "grenade": 1.4,
    "smoke_grenade": 1.8, "recon_drone": 0.3, "decoy": 0.6, "self_destruct_key": 0.5, "evacuation_key": 1.2,
    "comms_key": 0.3, "extended_magazine": 1.0, "antidote": 1.5, "taser": 1.5, "molotov": 1.2,
}


def effect_of_card(b: paths.Board, card: str) -> str:
    data = b.catalog.action_cards.get(card)
    return data.effect if data else ""


def effect_of_item(b: paths.Board, item: str) -> str:
    data = b.catalog.items.get(item_card(item))
    return data.effect if data else ""


def card_value(r: Reading, card: str) -> float:
    """Worth of keeping an Action card in hand."""
    if card.startswith("contamination"):
        return -1.0
    data = r.board.catalog.action_cards.get(card)
    if data is None:
        return 0.5
    own = crew_entry(r.view, "card_values", data.effect)  # a crew line's card (the Aftermath decks)
    value = CARD_VALUES.get(data.effect, 0.5 if own is None else own) - 0.15 * data.cost
    if data.effect == "rest" and any(c.startswith("contamination") for c in r.hand):
        value += 1.0
    if data.effect == "reload" and not any(a < 6 for a in r.me.weapons.values()):
        value -= 0.6
    if data.effect in ("covering_fire", "suppressive_fire", "adrenaline", "taking_aim", "full_auto") and not any(
            r.me.weapons.values()):
        value -= 1.0
    return value


def item_value(r: Reading, item: str) -> float:
    """Worth of holding an Item (or keeping it from a Search)."""
    data = r.board.catalog.items.get(item_card(item))
    if data is None:
        return 0.5
    if data.weapon is not None:
        return 3.0 if not any(r.me.weapons.values()) else 1.6
    own = crew_entry(r.view, "item_values", data.effect)
    value = ITEM_VALUES.get(data.effect, 1.0 if own is None else own)
    if data.effect in ("medkit", "bandages") and (r.me.serious or r.me.light_wounds):
        value += 1.0
    if data.effect == "antidote" and r.carrying:
        value += 2.0
    if data.effect == "clothes" and r.me.slime:
        value += 0.8
    return value


@lru_cache(maxsize=64)
def weapon(b: paths.Board, weapon_id: str) -> Weapon | None:
    c = b.catalog
    for ch in c.characters.values():
        if ch.weapon.id == weapon_id:
            return ch.weapon
    data = c.items.get(weapon_id)
    return data.weapon if data else None


def _blank(hits, face: str) -> bool:
    """A face that injures no kind at all (the Blank result, PUB-COMBAT-03)."""
    return face in hits and not hits[face]


def _damage(hits, face: str, kind: str, special: str, melee: bool) -> int:
    if face == "double":
        base = 1 if melee else 2
    elif face == "single":
        base = 1
    else:
        base = 1 if kind in hits.get(face, ()) else 0
    if melee:
        return base
    if special == "single_as_double" and face == "single":
        base = 2
    elif special == "double_as_single" and face == "double":
        base = 1
    elif special == "double_plus_one" and face == "double":
        base = 3
    elif special in ("plus_one_on_hit",) and base:
        base += 1
    elif special in ("min_one_plus_one_on_cross", "min_one_fire_on_double") and not _blank(hits, face):
        base = max(base, 1) + (1 if special == "min_one_plus_one_on_cross" and face in ("single", "double") else 0)
    return base


@lru_cache(maxsize=512)
def shot_odds(b: paths.Board, species: SpeciesKnowledge, kind: str, injuries: int, special: str,
              melee: bool = False) -> tuple[float, float]:
    """(P(the Intruder is removed), P(a miss)) for one Shoot or Melee roll (PUB-COMBAT-03..06)."""
    removed = miss = 0.0
    faces = b.catalog.options["combat_die"]
    for face in faces:
        dmg = _damage(species.hits, face, kind, special, melee)
        if dmg:
            removed += species.removal_p(b.catalog, kind, injuries + dmg) / len(faces)
        else:
            miss += 1 / len(faces)
    return removed, miss
