"""What the crew bots know of the Void Seeders (engine/ai/knowledge.py): the harm of their Attack cards, how an
injury check removes each kind (VS-INJ-01..05, VS-LAI-11..13), the Eggs as a target and the Nest as their source.

Imported by the bots only (the plug-in names this module in `Plugin.bot`); threat and names come from
kinds.toml. Values are the Normal bot's judgement in wound units (engine/ai/heuristics.py).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.ai.goals import Goal
from engine.ai.heuristics import CONTAMINATION, DEATH, bag_mix, harm_to
from engine.ai.knowledge import SpeciesKnowledge
from engine.content.catalog import load_catalog
from engine.i18n import N_, _
from engine.species.common.bot import egg_fetcher, shoot_eggs, throw_bonus
from engine.species.common.nest import EGGS
from engine.species.void_seeders.injury import injury_outcome
from engine.species.void_seeders.state import KEY, void, void_view

SPECIES = "void_seeders"
EGGS_AT_START = 5  # VS-SET-10
# Wound units of one step up the Insanity track from each level: higher levels call up worse Void Seeders and let
# more Panic cards take effect (VS-ENC-04, VS-PAN-03); a step past the top kills (VS-MAD-05).
RISE_COST = {1: 0.5, 2: 0.9, 3: 1.4, 4: 2.8}
PANIC_EFFECT = 0.8  # wound units of a Panic card's effect, on average (PROPOSED VS-GAP-08)
INFECTED_SHARE = 0.35  # a bot's guess of the INFECTED share of an unscanned Contamination card (PUB-CONT-03)


def level_of(r) -> int:
    """My character's Insanity level, from the view (public, VS-MAD-01)."""
    v = void_view(r.view)
    return v.madness[r.me.seat] if r.me.seat < len(v.madness) else 1


def rise_cost(level: int) -> float:
    return RISE_COST.get(level, DEATH)


@lru_cache(maxsize=8)
def _above(level: int) -> float:
    """The share of Panic cards whose value is above `level`: drawn, they only raise Insanity (VS-PAN-03)."""
    cards = _catalog().ext[KEY]["panic"].values()
    return sum(1 for c in cards if c.value > level) / len(cards)


def panic_cost(level: int) -> float:
    """Wound units of resolving one Panic card at `level` (VS-PAN-03..05)."""
    high = _above(level)
    return high * rise_cost(level) + (1 - high) * (PANIC_EFFECT + 0.15 * rise_cost(level))


def encounter_harm(r, hand: int) -> float:
    """An Encounter: a Void Seeder token calls up the figure my Insanity names, with 1 Contamination card and a
    Panic card as its Surprise Attack below the token's number; an Insanity token is a Panic card (VS-ENC-04..12)."""
    level = level_of(r)
    figure = _catalog().ext[KEY]["insanity_track"].levels[level - 1].type
    total = 0.0
    for kind, share, dangers in bag_mix(r.board, tuple(sorted(r.view.supply.items()))):
        if kind == "void_seeder":
            surprise = sum(1 for d in dangers if d > hand) / len(dangers)
            total += share * (surprise * (CONTAMINATION + panic_cost(level)) + harm_to(r, figure))
        elif kind == "insanity":
            total += share * panic_cost(level)
    return total


def surprise_harm(r) -> float:
    """The Surprise Attack Nerves of Steel would stop: 1 Contamination card and a Panic card (VS-ENC-12)."""
    return CONTAMINATION + panic_cost(level_of(r))


def _calm(r, scan: bool) -> float:
    """Lowering Insanity by 1 (saves the step just come down), and the scan's gamble: an INFECTED card found sends
    the character to the top (VS-MAD-07..11)."""
    level = level_of(r)
    track = _catalog().ext[KEY]["insanity_track"]
    down = track.levels[level - 1].down
    gain = 0.9 * rise_cost(down) if down else 0.0
    dirty = sum(1 for h in r.hand if h.startswith("contamination"))
    if scan and dirty:
        risk = 1 - (1 - INFECTED_SHARE) ** dirty
        climb = sum(rise_cost(lv) for lv in range(down or level, track.top))
        gain += 0.35 * dirty - risk * climb
    return gain


def rest_score(c, p: tuple[str, ...]) -> tuple[float, str]:
    s = _calm(c.r, scan=p != ("no_scan",)) - 0.3
    return s, _("rests to calm its mind") if p == ("no_scan",) else _("rests to calm its mind and checks itself")


def canteen(c, p: tuple[str, ...]) -> tuple[float, str]:
    return 0.4 * c.r.me.light_wounds + _calm(c.r, p[0].endswith("_scan")) - 0.1, _("eats and calms down in the "
                                                                                   "Canteen")


def shower(c, p: tuple[str, ...]) -> tuple[float, str]:
    return _calm(c.r, p[0].endswith("_scan")) - 0.2, _("calms down under the Shower")


def decontamination(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Lockdown Decontamination Room calms as Rest does; its scan also removes INFECTED cards (LVS-CHG-02)."""
    return _calm(c.r, p[0].endswith("_scan")) - 0.1, _("calms down in the Decontamination Room")


CALM_TILES = {"canteen": N_("Canteen"), "shower_room": N_("Shower Room"),  # the ship's (VS-CHG-04/05)
              "ld_decontamination_room": N_("Decontamination Room")}  # the Facility's (LVS-CHG-02)


def care_goals(r, n) -> list[Goal]:
    """Deep in madness (4 or more, where the track still comes down), head for an explored room that calms."""
    level = level_of(r)
    track = _catalog().ext[KEY]["insanity_track"]
    if level < 4 or not track.levels[level - 1].down:
        return []
    rooms = {room: name for tile, name in CALM_TILES.items() if (room := r.tile_room.get(tile))}
    if not rooms:
        return []
    name = next(iter(rooms.values()))
    return [Goal("calm", frozenset(rooms), 0.7 * (level - 3), _("heads for the {room} to calm its mind").format(room=_(name)))]


def research(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Lockdown Laboratory (LD-KNOW-05, LVS-CHG-06): +3 Knowledge, maybe a Weakness; a mad mind is studied
    without being used up."""
    if p and p[0] == "insanity":
        return 1.7, _("has a mad mind studied in the Laboratory (+3 Knowledge)")
    return 1.6, _("studies an Object in the Laboratory (+3 Knowledge)")


def archive(c, p: tuple[str, ...]) -> tuple[float, str]:
    """The Lockdown Archive (LD-KNOW-02/03): +2 Knowledge and a look at another Contingency token."""
    return 1.1, _("reads the Archive (+2 Knowledge)")


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
    fetch=egg_fetcher(void_view),
    throw_bonus=throw_bonus,
    nest_progress=nest_progress,
    encounter_harm=encounter_harm,
    rest_score=rest_score,
    room_scores={"canteen": canteen, "shower_room": shower,  # the ship's; then the Lockdown Facility's (LVS-*)
                 "ld_decontamination_room": decontamination, "ld_laboratory": research, "ld_archive": archive},
    reaction_harm={"surprise_answer": surprise_harm},
    care_goals=care_goals,
)
