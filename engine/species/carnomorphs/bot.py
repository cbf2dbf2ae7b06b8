"""What the crew bots know of the Carnomorphs (engine/ai/knowledge.py): the harm of their Attack cards and of the
Metagorger's bite, how an injury check removes each kind (CARN-DMG-01..03), the Eggs as a target and the Nest as
their source, and which bag-development draws make everyone roll (CARN-BAG-01/05/06/11).

Imported by the bots only (the plug-in names this module in `Plugin.bot`); threat and names come from
kinds.toml. Values are the Normal bot's judgement in wound units (engine/ai/heuristics.py). PROPOSED, not yet
fitted from self-play (GAP-23 lists the intent: kill Metagorgers before the Event phase, keep food away from them).
"""

from __future__ import annotations

from functools import lru_cache

from engine.ai.heuristics import CONTAMINATION, DEATH, SLIME, wounds
from engine.ai.knowledge import SpeciesKnowledge
from engine.content.catalog import load_catalog
from engine.i18n import _
from engine.species.carnomorphs.state import KEY, carno, carno_view
from engine.species.common.bot import egg_fetcher, shoot_eggs, throw_bonus
from engine.species.common.nest import EGGS
from engine.state import State

SPECIES = "carnomorphs"
MUTATION = 1.2  # a Mutation card or marker: a step towards the 4 that kill (CARN-MUTM-04), in wound units
EGGS_AT_START = 8  # CARN-SETUP-09


@lru_cache(maxsize=1)
def _catalog():
    return load_catalog(species=SPECIES)


def card_harm(effect: str, serious: int, light: int) -> float:
    """Wound units of one Carnomorph Attack card on a character with these wounds (GAP-01)."""
    opts = _catalog().options
    if effect == "devour":
        return DEATH if serious >= int(opts["devour_kills_at"]) else wounds(serious, light, add_serious=1)
    if effect == "bite":
        return DEATH if serious >= int(opts["bite_kills_at"]) else wounds(serious, light, add_serious=1)
    if effect == "bash":
        return wounds(serious, light, add_serious=1) + CONTAMINATION
    if effect == "whiplash":
        return wounds(serious, light, add_light=2) + CONTAMINATION
    if effect == "slash":
        return wounds(serious, light, add_light=1) + CONTAMINATION
    return SLIME + CONTAMINATION + 0.4  # spawn, regurgitate: Slime and more mouths to feed


def removal_p(catalog, kind: str, injuries: int) -> float:
    return _removal_p(kind, injuries)


@lru_cache(maxsize=256)
def _removal_p(kind: str, injuries: int) -> float:
    """P(a Carnomorph with `injuries` Injuries dies or retreats at its check: one card, the upper value for a
    Metagorger, the lower for the others, CARN-DMG-01/02)."""
    if injuries <= 0:
        return 0.0
    c = _catalog()
    texts = c.ext[KEY]["attack_texts"]
    gone = 0
    for card_id, card in c.attack.items():
        if kind == "metagorger":
            m = texts[card_id].metagorger
            gone += m.retreat or (m.blood or 99) <= injuries
        else:
            gone += card.retreat or (card.blood or 99) <= injuries
    return gone / len(c.attack)


def nest_progress(state) -> float:
    c = carno(state)
    return 0.1 * (EGGS_AT_START - c.eggs) / EGGS_AT_START


def carrying(view_or_state, seat: int) -> bool:
    """The character holds a Mutation card, the Carnomorphs' hold on it that an Antidote removes (CARN-MUTC-06)."""
    held = (carno(view_or_state) if isinstance(view_or_state, State) else carno_view(view_or_state)).held
    return seat < len(held) and bool(held[seat])


def food_guard(r, obj: str) -> float:
    """Worth of carrying off a Heavy Object lying where a Carnomorph is or could come next turn: out of its reach,
    it neither heals nor grows on it (CARN-FEED-01/08, GAP-10: a carried Object is no food; GAP-23)."""
    if obj.split("_")[0] not in ("corpse", "carcass", "egg"):
        return 0.0
    near = [r.room, *(x for _c, x in r.board.neighbours.get(r.room, ()))]
    return 1.0 if any(r.intruders.get(room) for room in near) else 0.0


def research(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Lockdown Laboratory (LCAR-ADA-03/05): +3 Knowledge, and the revealed Adaptation of the Object's type
    leaves the game (its figure has left its card; one of them may already be gone)."""
    v = carno_view(c.r.view)
    kind = p[0].split("_")[0] if p else ""
    slot = next((s for s, obj in _catalog().options["adaptation_objects"].items() if obj == kind), "")
    in_force = len(c.r.view.weaknesses) > len(v.analysed)
    if slot and slot not in v.on_cards and in_force:
        return 2.2, _("analyses an Object in the Laboratory to beat an Adaptation (+3 Knowledge)")
    return 1.2, _("studies an Object in the Laboratory (+3 Knowledge)")


def archive(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Lockdown Archive (LD-KNOW-02/03): +2 Knowledge and a look at another Contingency token."""
    return 1.1, _("reads the Archive (+2 Knowledge)")


def mutate_score(c, args: tuple[str, ...]) -> tuple[float, str]:
    """The Mutation action: a marker towards the 4 that kill for the card's effect; never at 3 markers, rarely at
    2, worth it early when a Carnomorph is at hand for the card to work on (GAP-23)."""
    r = c.r
    v = carno_view(r.view)
    markers = v.mutation_markers[r.me.seat] if r.me.seat < len(v.mutation_markers) else 0
    kill_at = int(_catalog().options["mutation_markers_kill_at"])
    if markers >= kill_at - 1:
        return -DEATH, _("will not mutate: one more marker would kill it")
    if markers >= kill_at - 2:
        return -1.0, _("holds back from mutating further")
    return (0.5 if r.combat else 0.1), _("uses its Mutation card")


KNOWLEDGE = SpeciesKnowledge(
    card_harm=card_harm,
    cardless={"metagorger": 1.0 + CONTAMINATION + MUTATION},  # the bite: Light Wound, Contamination, Mutation
    alarm_kinds=frozenset({"shambler", "fleshbeast"}),  # their bag-development draw makes everyone roll
    standard="shambler",
    hits={face: tuple(kinds) for face, kinds in _catalog().options["combat_hits"].items()},
    removal_p=removal_p,
    targets={EGGS: shoot_eggs},
    fetch=egg_fetcher(carno_view),
    throw_bonus=throw_bonus,
    nest_progress=nest_progress,
    carrying=carrying,
    action_scores={"mutate": mutate_score},
    food_guard=food_guard,
    room_scores={"ld_laboratory": research, "ld_archive": archive},  # the Lockdown Facility's (LCAR-ADA-03)
)
