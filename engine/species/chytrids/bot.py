"""What the crew bots know of the Chytrids (engine/ai/knowledge.py): the harm of their Attack cards, how a kill
check removes each kind (1 card, 2 summed, the Queen's card plus her board's number), which bag-development draws
make everyone roll, what a Spore on the board means, and the worth of the things besides figures they may attack
or burn: a Sporeling (cheap to cut back before it grows into Mycelium, dearer to the crew as the Mycelium runs
out: race the spread), the Eggs, and fire thrown into a room of growth (CHY-SPL-11..18, CHY-ROT-03, CHY-NEC-06,
CHY-QN-07, CHY-BAG-01/02, CHY-CON-01/02, CHY-MYC-05, CHY-EVT-02).

Imported by the bots only (the plug-in names this module in `Plugin.bot`); threat and names come from kinds.toml
(the Necrocap and the Queen weigh more, so the bots keep away from them). Values are the Normal bot's judgement
in wound units (engine/ai/heuristics.py), PROPOSED and not yet fitted from self-play.
"""

from __future__ import annotations

from functools import lru_cache

from engine.ai.heuristics import CONTAMINATION, DEATH, wounds
from engine.ai.knowledge import SpeciesKnowledge
from engine.content.catalog import load_catalog
from engine.i18n import _
from engine.species.chytrids.state import ChytridState, chytrid_view, chytrids, mycelium_left
from engine.species.common.bot import egg_fetcher, shoot_eggs
from engine.species.common.nest import EGGS, nest_tile
from engine.state import State

SPORE = 2.5  # a Spore on the character board: the next one kills (CHY-CON-02), in wound units
EGGS_AT_START = 5  # CHY-SET-08


@lru_cache(maxsize=1)
def _catalog():
    return load_catalog(map_id="lockdown", species="chytrids")


def card_harm(effect: str, serious: int, light: int) -> float:
    """Wound units of one Chytrid Attack card on a character with `serious` and `light` wounds (attack.toml)."""
    if effect == "rot_bite":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=1)
    if effect == "queens_embrace":
        return DEATH if serious >= 2 else wounds(serious, light, add_serious=2)
    if effect == "rending_stalk":
        return DEATH if serious >= 3 else wounds(serious, light, add_serious=1) + 0.3
    if effect == "spore_lash":
        return wounds(serious, light, add_light=1) + CONTAMINATION + 0.4
    if effect == "choking_tendrils":
        return wounds(serious, light, add_light=2)
    if effect == "cap_burst":
        return SPORE + CONTAMINATION
    if effect == "spore_cloud":
        return CONTAMINATION + 0.3
    return wounds(serious, light, add_light=1)  # recoil


def removal_p(catalog, kind: str, injuries: int) -> float:
    return _removal_p(tuple(catalog.attack.values()), kind, injuries,
                      int(dict(catalog.options.get("injury_check_cards", {})).get(kind, 1)),
                      2 if kind == catalog.options.get("queen_kind") else 0)


@lru_cache(maxsize=512)
def _removal_p(cards: tuple, kind: str, injuries: int, drawn: int, bonus: int) -> float:
    """P(dies or retreats at its check): blood (+ the Queen board's number, taken as a middling 2) <= Damage."""
    if injuries <= 0:
        return 0.0
    if drawn == 1:
        return sum(1 for c in cards if c.retreat or (c.blood or 99) + bonus <= injuries) / len(cards)
    pairs = [(a, b) for i, a in enumerate(cards) for b in cards[i + 1:]]
    gone = sum(1 for a, b in pairs if a.retreat or b.retreat or (a.blood or 0) + (b.blood or 0) + bonus <= injuries)
    return gone / len(pairs)


def _part(holder) -> ChytridState:
    return chytrids(holder) if isinstance(holder, State) else chytrid_view(holder)


def shoot_sporeling(c, bonus: float) -> tuple[float, str]:
    """Cut a Sporeling back: cheap (no Combat, no Serious Wound on a miss) and worth more the higher it stands and
    the fewer Mycelium markers are left before the overrun (CHY-SPL-11..17, CHY-MYC-05)."""
    v = chytrid_view(c.r.view)
    s = v.sporeling_rooms.get(c.r.room)
    if s is None:
        return -1.0, _("has no Sporeling to cut")
    left = mycelium_left(c.r.view)
    worth = 0.35 + 0.25 * s.level + (0.6 if left <= 3 else 0.25 if left <= 5 else 0.0)
    if c.r.combat:  # a figure here matters more than the growth
        worth -= 0.8
    return worth + bonus, _("cuts back the level {level} Sporeling before it turns to Mycelium").format(
        level=s.level)


def throw_bonus(c, room: str) -> float:
    """Fire thrown where the Chytrids grow: it burns a Sporeling and a Spore, and the Nest's Eggs (CHY-EVT-02)."""
    v = chytrid_view(c.r.view)
    return 0.5 * (room in v.sporeling_rooms) + 0.2 * (room in v.spore_rooms) + \
        (1.0 if c.n.nest and c.r.tiles.get(room) == nest_tile(c.r.view) else 0.0)


def carrying(holder, seat: int) -> bool:
    """A Spore on the character board, which Surgery or the Neutralizer removes (CHY-CON-01, CHY-CON-04)."""
    return seat in _part(holder).spore_boards


def nest_progress(state) -> float:
    """How far the colony is beaten back: Eggs destroyed and the Queen dead, for an Objective that wants it."""
    c = chytrids(state)
    return 0.1 * (EGGS_AT_START - c.eggs) / EGGS_AT_START + (0.3 if c.queen_killed else 0.0)


KNOWLEDGE = SpeciesKnowledge(
    card_harm=card_harm,
    alarm_kinds=frozenset({"rotstalk", "necrocap"}),  # their bag-development draw makes everyone roll (CHY-BAG-01/02)
    standard="rotstalk",
    hits={face: tuple(kinds) for face, kinds in _catalog().options["combat_hits"].items()},
    removal_p=removal_p,
    targets={"sporeling": shoot_sporeling, EGGS: shoot_eggs},
    melee_costs={"sporeling": CONTAMINATION},  # a Melee Attack on a Sporeling draws its Contamination card (CHY-SPL-17)
    fetch=egg_fetcher(chytrid_view),
    throw_bonus=throw_bonus,
    nest_progress=nest_progress,
    carrying=carrying,
)
