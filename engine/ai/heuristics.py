"""What a bot reads off its `View`, and the numbers its judgement rests on: harm, surprise attacks, card worth.

Harm is counted in "wound units" (a Light Wound = 1, a Serious Wound = 3, death = 20), the scale every Normal
score uses. The odds come from the public facts only: the attack deck's make-up, the box of Intruder tokens
minus the supply beside the board (the bag itself is hidden), the Noise markers and the die (PUB-ENC-02,
PUB-NOISE-02..06, PUB-INTRUDER-03, T4, T5). What each Attack card and each kind of Intruder does is the
species' bot knowledge (engine/ai/knowledge.py); the board and the catalog are the game's own (paths.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from engine.ai import paths
from engine.ai.knowledge import (
    MapKnowledge,
    RulesetKnowledge,
    SpeciesKnowledge,
    map_knowledge,
    ruleset_knowledge,
    species_knowledge,
)
from engine.bot_api import N_, CharacterView, IntruderView, View, marker_supply

LIGHT, SERIOUS, DEATH, CONTAMINATION, SLIME = 1.0, 3.0, 20.0, 0.6, 0.5
COLOUR_GOODS = {"red": N_("weapons"), "green": N_("medical supplies"), "yellow": N_("tools"),
                "white": N_("supplies")}  # what a room of that colour is searched for (translated where said)


@dataclass
class Reading:
    """The facts of one View that every decision needs, computed once."""

    view: View
    board: paths.Board  # the game's map and catalog
    map: MapKnowledge  # what the map's plug-in tells the bots
    species: SpeciesKnowledge  # what the species' plug-in tells the bots
    rules: RulesetKnowledge  # what the ruleset's plug-in tells the bots
    me: CharacterView
    room: str
    hand: tuple[str, ...]
    pay_n: int  # cards that can pay costs (Contamination never can, PUB-ACT-03)
    serious: int  # Serious Wounds, dressed or not (PUB-WOUND-11)
    closed: frozenset[str]
    noise: frozenset[str]
    intruders: dict[str, list[IntruderView]]
    fire: frozenset[str]
    malfunction: frozenset[str]
    others: dict[str, list[CharacterView]]  # other characters aboard, by room
    tiles: dict[str, str]  # room -> tile, explored or looked at
    tile_room: dict[str, str]  # explored tile -> room
    time: int
    end_at: int
    combat: list[IntruderView] = field(default_factory=list)

    @property
    def signalled(self) -> bool:
        """Did my character send the map's Signal?"""
        return self.map.signalled(self.view, self.me.seat)

    @property
    def carrying(self) -> bool:
        """Does my character carry something of the species inside it (the Intruders' Larva)?"""
        return self.species.carrying(self.view, self.me.seat)

    @property
    def hand_n(self) -> int:  # the Surprise Attack check counts every card in hand (PUB-ENC-02)
        return len(self.hand)

    @property
    def hull(self) -> int:
        """Markers short of a 9th Fire or Malfunction, which destroys the ship (PUB-FIRE-03, PUB-MALF-04)."""
        return (min(marker_supply(self.view, "fire") - len(self.fire),
                    marker_supply(self.view, "malfunction") - len(self.malfunction)))

    @property
    def turns_left(self) -> int:
        return self.end_at - self.time

    def dist(self, goals: frozenset[str], start: str | None = None) -> int:
        return paths.distance(self.board, start or self.room, goals, self.closed)

    def place(self, role: str) -> str | None:
        """The explored room whose tile plays `role` on this map ("analyse", "signal"...), if any."""
        tile = self.map.roles.get(role)
        return self.tile_room.get(tile) if tile else None

    def kind_name(self, kind: str) -> str:
        data = self.board.catalog.kinds.get(kind)
        return data.name if data else kind


def read(view: View) -> Reading:
    me = view.characters[view.seat]
    intruders: dict[str, list[IntruderView]] = {}
    for i in view.intruders:
        intruders.setdefault(i.room, []).append(i)
    others: dict[str, list[CharacterView]] = {}
    for ch in view.characters:
        if ch.seat != view.seat and ch.status == "aboard":
            others.setdefault(ch.room, []).append(ch)
    tiles = {r.id: r.tile for r in view.rooms if r.tile}
    tile_room = {t: r for r, t in tiles.items()}
    for key, tile in me.knowledge.items():
        if key.startswith("tile:"):
            tiles.setdefault(key[5:], tile)
    board = paths.board(view)
    opts = board.catalog.options
    hand = me.hand or ()
    return Reading(
        view=view, board=board, map=map_knowledge(view), species=species_knowledge(view), rules=ruleset_knowledge(view), me=me, room=me.room,
        hand=hand, pay_n=sum(1 for c in hand if not c.startswith("contamination")),
        serious=len(me.serious) + me.dressed, closed=paths.closed_doors(view.doors), noise=frozenset(view.noise),
        intruders=intruders, fire=frozenset(x.id for x in view.rooms if x.fire),
        malfunction=frozenset(x.id for x in view.rooms if x.malfunction), others=others, tiles=tiles, tile_room=tile_room, time=view.time,
        end_at=int(opts["time_track_length"]),
        combat=list(intruders.get(me.room, ())))


# --- harm ---------------------------------------------------------------------------------------------------

def wounds(serious: int, light: int, add_light: int = 0, add_serious: int = 0) -> float:
    """Wound units of taking these wounds: the 3rd Light Wound becomes a Serious one; any wound on a character
    with 3 Serious Wounds kills (PUB-WOUND-01/03)."""
    total = 0.0
    for _ in range(add_serious):
        if serious >= 3:
            return DEATH
        serious += 1
        total += SERIOUS
    for _ in range(add_light):
        if light >= 2:
            light = 0
            if serious >= 3:
                return DEATH
            serious += 1
            total += SERIOUS
        else:
            light += 1
            total += LIGHT
    return total


@lru_cache(maxsize=256)
def harm(b: paths.Board, species: SpeciesKnowledge, kind: str, serious: int, light: int) -> float:
    """Expected wound units of one attack by an Intruder of `kind`: its Attack cards, as the species weighs
    them, or the fixed harm of a kind that draws none (PUB-INTRUDER-03/04, T5)."""
    if kind in species.cardless:
        return species.cardless[kind] + CONTAMINATION
    cards = b.catalog.attack.values()
    return sum(species.card_harm(c.effect, serious, light) for c in cards if kind in c.hits) / max(1, len(cards))


def harm_to(r: Reading, kind: str) -> float:
    return harm(r.board, r.species, kind, min(r.serious, 3), min(r.me.light_wounds, 2))


def attack_card_harm(card: str, r: Reading) -> float:
    """Wound units of one drawn Attack card on this character (0 when the card is unknown)."""
    data = r.board.catalog.attack.get(card)
    return r.species.card_harm(data.effect, min(r.serious, 3), min(r.me.light_wounds, 2)) if data else 0.0


# --- the bag and Surprise Attacks ---------------------------------------------------------------------------

@lru_cache(maxsize=256)
def bag_mix(b: paths.Board, supply: tuple[tuple[str, int], ...]) -> tuple[tuple[str, float, tuple[int, ...]], ...]:
    """(kind, share of the bag, danger numbers of that kind) from the box minus the supply (T4, PUB-BAG-02)."""
    box: dict[str, list[int]] = {}
    for kind, danger in b.catalog.intruder_tokens.values():
        box.setdefault(kind, []).append(danger)
    left = {k: max(0, len(d) - dict(supply).get(k, 0)) for k, d in box.items()}
    total = sum(left.values()) or 1
    return tuple((k, n / total, tuple(box[k])) for k, n in sorted(left.items()) if n)


def _supply(view: View) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(view.supply.items()))


def is_figure(b: paths.Board, kind: str) -> bool:
    """A bag token of this kind becomes a figure (a Blank token does not: its Encounter is only Noise)."""
    data = b.catalog.kinds.get(kind)
    return data.figure if data else True


@lru_cache(maxsize=1024)
def _encounter_harm(b: paths.Board, species: SpeciesKnowledge, supply: tuple[tuple[str, int], ...], hand: int,
                    serious: int, light: int) -> float:
    """Expected wound units of an Encounter: the Surprise Attack if the hand is smaller than the token's
    number (PUB-ENC-02 step 4), plus one more attack for the fight or escape that follows."""
    total = 0.0
    for kind, share, dangers in bag_mix(b, supply):
        if not is_figure(b, kind):
            continue
        surprise = sum(1 for d in dangers if d > hand) / len(dangers)
        total += share * harm(b, species, kind, serious, light) * (surprise + 1.0)
    return total


def surprise_p(view: View, hand: int) -> float:
    """P(an Encounter's token beats a hand of `hand` cards) over the estimated bag (PUB-ENC-02)."""
    b = paths.board(view)
    return sum(share * sum(1 for d in dangers if d > hand) / len(dangers)
               for kind, share, dangers in bag_mix(b, _supply(view)) if is_figure(b, kind))


def encounter_harm(r: Reading, hand: int) -> float:
    if r.rules.encounter_harm is not None:  # a ruleset with its own surprise (the prototype's Panic)
        return r.rules.encounter_harm(r, max(0, hand))
    if r.species.encounter_harm is not None:  # tokens that are not figures (the Void Seeders')
        return r.species.encounter_harm(r, max(0, hand))
    return _encounter_harm(r.board, r.species, _supply(r.view), max(0, hand), min(r.serious, 3),
                           min(r.me.light_wounds, 2))


def room_threat(r: Reading, room: str) -> float:
    """Wound units the Intruders of `room` threaten while one stays with them (one attack each)."""
    return sum(harm_to(r, i.kind) for i in r.intruders.get(room, ()))


def arrival_risk(r: Reading, room: str, hand_after: int, careful: bool = False) -> float:
    """Expected wound units of entering `room` with `hand_after` cards: its Intruders, the Noise roll when
    nobody is there (PUB-MOVE-03), Fire at the end of the round (PUB-FIRE-04), an unknown tile."""
    risk = 1.5 * room_threat(r, room)
    if not risk and not r.others.get(room) and not careful:
        intruder_rooms = frozenset(x for x, v in r.intruders.items() if v and x != r.room)
        enc, pulled = paths.noise_odds(r.board, room, r.noise, intruder_rooms, r.me.slime)
        risk += enc * encounter_harm(r, hand_after) + pulled * 1.5 * harm_to(r, r.species.standard)
    if room in r.fire:
        risk += wounds(min(r.serious, 3), min(r.me.light_wounds, 2), add_light=1)
    if room not in r.tiles:
        risk += 0.3  # an Exploration token: Fire, Malfunction, Slime, a Closed Door (PUB-EXPLORE-03)
    return risk


def event_exposure(r: Reading, room: str, hand: int) -> float:
    """Expected wound units of the Event phase's Noise rolls for a character ending in `room` with `hand`
    cards: a token of the species' alarm kinds drawn in bag development makes everyone roll (PUB-BAG-05), and
    an Encounter then checks the hand against the token (PUB-ENC-02, PUB-ENC-10)."""
    if r.intruders.get(room):
        return 0.0  # in Combat: no roll (PUB-NOISE-08); the attacks are counted elsewhere
    develop = sum(share for kind, share, _d in bag_mix(r.board, _supply(r.view)) if kind in r.species.alarm_kinds)
    intruder_rooms = frozenset(x for x, v in r.intruders.items() if v)
    enc, pulled = paths.noise_odds(r.board, room, r.noise, intruder_rooms, r.me.slime)
    return develop * (enc * encounter_harm(r, hand) + pulled * harm_to(r, r.species.standard))
