"""The Aftermath line's data, read and checked: its six characters with their 10-card decks (characters.toml), its
Starting and Quest Items (items.toml), the Bounty Hunter's two Objective cards (objectives.toml) and its numbers
(options.toml) - lockdown-stretch-goals.md §6, COMP-SG-05..10/13, GAP-AFT-02/03.

`load_line()` gives the line as map-neutral records: a map that plays the line its own way (Lockdown: Draft
colours, mini-quests) builds its records from them. `line_content(options)` is the crew plug-in's content
loader: the records the way the published rules play them (a Starting weapon or none, Quest Items turned upright
the published way, PUB-ITEM-09/13), which the catalog adds wherever the map put none of its own (the ship: the
PROPOSED adaptation). Each fault is a `ContentError` naming the file and the character, card, item or contract.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.content.cards import id_rows
from engine.content.loader import (
    TIMINGS,
    ActionCard,
    CharacterDef,
    ContentError,
    ItemDef,
    Weapon,
    load_options,
    need,
    one_of,
    read_toml,
)
from engine.i18n import N_, joined

DIR = "crews/aftermath"
CHARACTERS = f"{DIR}/characters.toml"
ITEMS = f"{DIR}/items.toml"
CONTRACTS = f"{DIR}/objectives.toml"
OPTIONS = f"{DIR}/options.toml"
KEY = "crew:aftermath"

CHARACTER_COUNT = 6  # the five Aftermath characters and the Doctor (AFT table)
CARDS_PER_DECK = 10  # COMP-SG-05/06, LD-CHAR-04
DECKS = ("stretch_goals", "aftermath", "own")  # where a deck comes from (AFT table)
DRAFT_COLOURS = ("green", "orange", "magenta", "blue", "red", "silver")  # LD-CHAR-03's six Draft cards
COMMON = ("search", "rest", "interruption", "demolition")  # the cards every deck shares (LD-CHAR-04)
NEW_CARD_EFFECTS = ("overclock", "recharge", "finishing_blow", "tangle_net", "rally_speech", "requisition",
                    "encourage", "calm", "profiling", "shiv", "lockpick", "contraband", "triage", "diagnosis",
                    "seal_room")  # engine/crews/aftermath/cards.py
REUSED_CARD_EFFECTS = ("taking_aim", "repair", "computer_skills", "reconnaissance", "adrenaline", "scavenging",
                       "motivation", "order", "risk_assessment", "knowledge_of_ship", "nerves_of_steel",
                       "ingenuity")  # the core's, as the original crew's cards play them
CARD_EFFECTS = (*COMMON, *REUSED_CARD_EFFECTS, *NEW_CARD_EFFECTS)
ITEM_KINDS = ("starting", "quest")
ITEM_EFFECTS = ("weapon", "dossier", "tracking_beacon", "worn_notebook", "stolen_keycard", "surgical_kit")
WEAPON_KINDS = ("energy", "classic")
WEAPON_SPECIALS = ("none", "reroll", "plus_one_on_hit")  # rules both maps play (the core's keys)
UNLOCK_PARAMS = ("unlock_amount", "unlock_colour", "unlock_room")
CONDITIONS = ("mark_dies", "kills")
STARTING_ITEMS, QUEST_ITEMS, CONTRACT_CARDS = 2, 5, 2  # COMP-SG-07, COMP-SG-08 + COMP-SG-10, COMP-SG-09
UNARMED = "aft_unarmed"  # the place-holder weapon of a character with no Starting weapon (removed at setup)


@dataclass(frozen=True, slots=True)
class CrewWeapon:
    kind: str  # WEAPON_KINDS
    ammo: int  # the printed starting Ammo
    capacity: int
    special: str  # WEAPON_SPECIALS


@dataclass(frozen=True, slots=True)
class MiniQuest:
    """How a Quest Item turns upright in Lockdown (LD-QUEST-01): a key the Facility counts and its parameter."""

    key: str
    amount: int
    colour: str
    room: str
    text: str


@dataclass(frozen=True, slots=True)
class ShipActivation:
    """How a Quest Item turns upright on the Nemesis ship (PROPOSED: the published way, PUB-ITEM-09/13)."""

    cost: int
    room: str  # a ship room tile, "" = anywhere
    text: str


@dataclass(frozen=True, slots=True)
class CrewItem:
    id: str
    name: str
    kind: str  # ITEM_KINDS
    owner: str
    cost: int
    when: str
    heavy: bool
    one_use: bool
    effect: str  # ITEM_EFFECTS
    weapon: CrewWeapon | None
    contract: bool  # activating it lets the Bounty Hunter take on a contract (AFT-BH-05)
    secret: bool  # face down, known to its owner only, until it is unlocked (PROPOSED, AFT-BH-03)
    unlock: MiniQuest | None
    ship: ShipActivation | None
    proposed: bool
    text: str


@dataclass(frozen=True, slots=True)
class CrewCharacter:
    id: str
    name: str
    colour: str  # its Draft card's colour (LD-CHAR-03)
    colour_proposed: bool
    deck: str  # DECKS
    shape: str
    trait: str
    starting: str  # item id, "" for none
    quests: tuple[str, ...]
    quests_kept: int  # how many Quest Items it keeps at setup (AFT-BH-03: 1 of 2)
    knowledge_token: bool  # it brings its own Knowledge token (COMP-SG-13)
    cards: tuple[ActionCard, ...]
    proposed_cards: frozenset[str]
    proposed: bool


@dataclass(frozen=True, slots=True)
class Contract:
    """One of the Bounty Hunter's two Objective cards (COMP-SG-09)."""

    id: str
    name: str
    condition: str  # CONDITIONS
    amount: int
    proposed: bool
    text: str


@dataclass(frozen=True, slots=True)
class CrewLine:
    characters: dict[str, CrewCharacter]
    items: dict[str, CrewItem]
    contracts: dict[str, Contract]
    numbers: dict[str, int]

    def contract_holder(self) -> str:
        """The character whose Quest Items take on contracts (the Bounty Hunter)."""
        return next(i.owner for i in self.items.values() if i.contract)


def _count(path: str, what: str, found: int, size: int) -> None:
    if found != size:
        raise ContentError(f"{path}: there must be {size} {what}, found {found}")


def _nonneg(path: str, where: str, data: dict[str, Any], key: str) -> int:
    value = need(path, where, data, key, int)
    if value < 0:
        raise ContentError(f'{path}: {where} key "{key}" must not be negative, not {value}')
    return value


# --- items.toml ---------------------------------------------------------------------------------------------

def _weapon(path: str, where: str, w: Any) -> CrewWeapon:
    if not isinstance(w, dict):
        raise ContentError(f'{path}: {where} key "weapon" must be a table')
    where = f"{where} weapon"
    weapon = CrewWeapon(kind=one_of(path, where, "kind", need(path, where, w, "kind", str), WEAPON_KINDS),
                        ammo=_nonneg(path, where, w, "ammo"), capacity=_nonneg(path, where, w, "capacity"),
                        special=one_of(path, where, "special", need(path, where, w, "special", str), WEAPON_SPECIALS))
    if not 1 <= weapon.capacity or weapon.ammo > weapon.capacity:
        raise ContentError(f"{path}: {where} must hold at least 1 Ammo and start with no more than its capacity "
                           f"({weapon.ammo}/{weapon.capacity})")
    return weapon


def _mini_quest(path: str, where: str, t: dict[str, Any]) -> MiniQuest:
    given = [p for p in UNLOCK_PARAMS if p in t]
    if len(given) > 1:
        raise ContentError(f"{path}: {where} gives {', '.join(given)}; a mini-quest takes one parameter at most")
    amount = _nonneg(path, where, t, "unlock_amount") if "unlock_amount" in t else 0
    return MiniQuest(key=need(path, where, t, "unlock", str), amount=amount,
                     colour=str(t.get("unlock_colour", "")), room=str(t.get("unlock_room", "")),
                     text=need(path, where, t, "unlock_text", str))


def _item(path: str, t: dict[str, Any]) -> CrewItem:
    where = f'item "{t["id"]}"'
    kind = one_of(path, where, "kind", need(path, where, t, "kind", str), ITEM_KINDS)
    weapon = _weapon(path, where, t["weapon"]) if "weapon" in t else None
    quest = kind == "quest"
    item = CrewItem(
        id=t["id"], name=need(path, where, t, "name", str), kind=kind, owner=need(path, where, t, "owner", str),
        cost=_nonneg(path, where, t, "cost"), when=one_of(path, where, "when", need(path, where, t, "when", str),
                                                           TIMINGS[:3]),
        heavy=need(path, where, t, "heavy", bool), one_use=need(path, where, t, "one_use", bool),
        effect=one_of(path, where, "effect", need(path, where, t, "effect", str), ITEM_EFFECTS), weapon=weapon,
        contract=bool(t.get("contract", False)), secret=bool(t.get("secret", False)),
        unlock=_mini_quest(path, where, t) if quest else None,
        ship=ShipActivation(cost=_nonneg(path, where, t, "ship_activate_cost"),
                            room=need(path, where, t, "ship_activate_room", str),
                            text=need(path, where, t, "ship_activate_text", str)) if quest else None,
        proposed=need(path, where, t, "proposed", bool), text=need(path, where, t, "text", str),
    )
    if (item.effect == "weapon") != (weapon is not None):
        raise ContentError(f'{path}: {where} needs a [weapon] table exactly when its effect is "weapon"')
    if weapon is not None and not item.heavy:
        raise ContentError(f'{path}: {where} is a weapon, so key "heavy" must be true (LD-ITEM-04, PUB-ITEM-04)')
    if kind == "starting" and weapon is None:
        raise ContentError(f"{path}: {where} is a Starting Item: it must be a weapon (both maps hand it out loaded)")
    if not quest and any(k in t for k in ("unlock", "contract", "secret", "ship_activate_cost")):
        raise ContentError(f"{path}: {where} has Quest Item keys but is a {kind} item")
    return item


def load_items(path: str = ITEMS) -> dict[str, CrewItem]:
    items = {t["id"]: _item(path, t) for t in id_rows(path, read_toml(path), "items", "item")}
    _count(path, "Starting Items (COMP-SG-07)", sum(i.kind == "starting" for i in items.values()), STARTING_ITEMS)
    _count(path, "Quest Items (COMP-SG-08, COMP-SG-10)", sum(i.kind == "quest" for i in items.values()), QUEST_ITEMS)
    return items


# --- objectives.toml ----------------------------------------------------------------------------------------

def load_contracts(path: str = CONTRACTS) -> dict[str, Contract]:
    out: dict[str, Contract] = {}
    for c in id_rows(path, read_toml(path), "contracts", "contract"):
        where = f'contract "{c["id"]}"'
        contract = Contract(id=c["id"], name=need(path, where, c, "name", str),
                            condition=one_of(path, where, "condition", need(path, where, c, "condition", str),
                                             CONDITIONS),
                            amount=_nonneg(path, where, c, "amount"), proposed=need(path, where, c, "proposed", bool),
                            text=need(path, where, c, "text", str))
        if (contract.condition == "kills") != (contract.amount > 0):
            raise ContentError(f'{path}: {where} needs an "amount" above 0 exactly when its condition is "kills"')
        out[contract.id] = contract
    _count(path, "Bounty Hunter Objective cards (COMP-SG-09)", len(out), CONTRACT_CARDS)
    return out


# --- characters.toml ----------------------------------------------------------------------------------------

def _card(path: str, where: str, c: dict[str, Any]) -> tuple[ActionCard, bool]:
    card = ActionCard(
        id=need(path, where, c, "id", str), name=need(path, where, c, "name", str), cost=_nonneg(path, where, c, "cost"),
        when=one_of(path, where, "when", need(path, where, c, "when", str), TIMINGS),
        effect=one_of(path, where, "effect", need(path, where, c, "effect", str), CARD_EFFECTS),
        text=need(path, where, c, "text", str), needs_computer=bool(c.get("needs_computer", False)),
    )
    return card, need(path, where, c, "proposed", bool)


def _character(path: str, ch: dict[str, Any]) -> CrewCharacter:
    where = f'character "{ch["id"]}"'
    pairs = [_card(path, f"{where} cards[{j}]", c) for j, c in enumerate(need(path, where, ch, "cards", list))]
    quests = need(path, where, ch, "quests", list)
    if not all(isinstance(q, str) for q in quests):
        raise ContentError(f'{path}: {where} key "quests" must list item ids')
    return CrewCharacter(
        id=ch["id"], name=need(path, where, ch, "name", str),
        colour=one_of(path, where, "colour", need(path, where, ch, "colour", str), DRAFT_COLOURS),
        colour_proposed=need(path, where, ch, "colour_proposed", bool),
        deck=one_of(path, where, "deck", need(path, where, ch, "deck", str), DECKS),
        shape=need(path, where, ch, "shape", str), trait=need(path, where, ch, "trait", str),
        starting=need(path, where, ch, "starting", str), quests=tuple(quests),
        quests_kept=_nonneg(path, where, ch, "quests_kept"),
        knowledge_token=need(path, where, ch, "knowledge_token", bool),
        cards=tuple(card for card, _ in pairs), proposed_cards=frozenset(card.id for card, p in pairs if p),
        proposed=need(path, where, ch, "proposed", bool),
    )


def _check_character(path: str, c: CrewCharacter, items: dict[str, CrewItem], seen: set[str]) -> None:
    where = f'character "{c.id}"'
    if len(c.cards) != CARDS_PER_DECK:
        raise ContentError(f"{path}: {where} must have exactly {CARDS_PER_DECK} Action cards, has {len(c.cards)}")
    effects = [card.effect for card in c.cards]
    if effects.count("search") != 2 or any(e not in effects for e in COMMON):
        raise ContentError(f"{path}: {where} must hold the common cards Search x2, Rest, Interruption and "
                           f"Demolition (LD-CHAR-04)")
    for card in c.cards:
        if card.id in seen:
            raise ContentError(f'{path}: Action card "{card.id}" is defined twice')
        seen.add(card.id)
    for key, kind, ids in (("starting", "starting", (c.starting,) if c.starting else ()),
                           ("quests", "quest", c.quests)):
        for item_id in ids:
            item = items.get(item_id)
            if item is None or item.kind != kind or item.owner != c.id:
                raise ContentError(f'{path}: {where} key "{key}" names "{item_id}", which is not a {kind} item of '
                                   f"{ITEMS} owned by it")
    if c.quests_kept > len(c.quests) or (c.quests and not c.quests_kept):
        raise ContentError(f"{path}: {where} keeps {c.quests_kept} of its {len(c.quests)} Quest Items")


def load_characters(path: str = CHARACTERS, items: dict[str, CrewItem] | None = None) -> dict[str, CrewCharacter]:
    """Six characters of six Draft colours, ten cards each, each naming exactly the items that name it."""
    items = load_items() if items is None else items
    out: dict[str, CrewCharacter] = {}
    seen: set[str] = set()
    for row in id_rows(path, read_toml(path), "characters", "character"):
        c = _character(path, row)
        _check_character(path, c, items, seen)
        clash = [o.id for o in out.values() if o.colour == c.colour]
        if clash:
            raise ContentError(f'{path}: character "{c.id}" has Draft colour "{c.colour}", already the colour of '
                               f'"{clash[0]}" (one character of a line per colour, AFT-SEL-02)')
        out[c.id] = c
    _count(path, "characters", len(out), CHARACTER_COUNT)
    for item in items.values():
        owner = out.get(item.owner)
        if owner is None or item.id not in (owner.starting, *owner.quests):
            raise ContentError(f'{path}: item "{item.id}" of {ITEMS} belongs to "{item.owner}", but no character '
                               f"lists it")
    return out


@lru_cache(maxsize=1)
def load_line() -> CrewLine:
    """The whole line, checked across its files (one contract holder, whose Quest Items all take contracts)."""
    items = load_items()
    characters = load_characters(items=items)
    contracts = load_contracts()
    holders = {i.owner for i in items.values() if i.contract}
    if len(holders) != 1 or any(not i.contract for i in items.values() if i.owner in holders and i.kind == "quest"):
        raise ContentError(f"{ITEMS}: the Quest Items that take on a contract must all be one character's "
                           f"(the Bounty Hunter's, AFT-BH-05), not {sorted(holders) or 'nobody'}'s")
    numbers = load_options(OPTIONS)
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in numbers.values()):
        raise ContentError(f"{OPTIONS}: every number must be a whole number of at least 0")
    return CrewLine(characters=characters, items=items, contracts=contracts, numbers=numbers)


# --- the published way: the crew plug-in's content ------------------------------------------------------------

def core_weapon(item: CrewItem) -> Weapon:
    """A Starting weapon as the core's record: its `ammo` is the capacity (a Starting weapon starts full,
    PUB-SETUP-18, LD-SETUP-20)."""
    assert item.weapon is not None
    return Weapon(id=item.id, name=item.name, ammo=item.weapon.capacity, kind=item.weapon.kind,
                  special=item.weapon.special, text=item.text)


def unarmed(character: str) -> Weapon:
    """The place-holder of a character with no Starting weapon, taken away at setup (AFT-BH-02, AFT-OTH-01)."""
    return Weapon(id=f"{UNARMED}_{character}", name=N_("no Starting weapon"), ammo=0, kind="classic")


def published_item(item: CrewItem) -> ItemDef:
    """A Quest Item as the published rules turn it upright: its ship cost and room (PROPOSED, PUB-ITEM-09/13)."""
    assert item.ship is not None
    return ItemDef(id=item.id, name=item.name, deck="quest", copies=1, component="", cost=item.cost, when=item.when,
                   heavy=item.heavy, one_use=item.one_use, effect=item.effect, weapon=None, recipe=(),
                   text=joined(item.text, item.ship.text), owner=item.owner, activate_cost=item.ship.cost,
                   activate_room=item.ship.room)


def published_character(c: CrewCharacter, line: CrewLine) -> CharacterDef:
    start = line.items.get(c.starting)
    weapon = core_weapon(start) if start is not None else unarmed(c.id)
    return CharacterDef(id=c.id, name=c.name, trait=c.trait, weapon=weapon, cards=c.cards, quests=c.quests,
                        shape=c.shape)


def line_content(options: dict[str, Any]) -> dict[str, Any]:
    """The crew plug-in's content loader: the characters, their Quest Items and Action cards as the published
    rules play them, and the line itself under ext["crew:aftermath"] (its contracts, numbers, colours)."""
    line = load_line()
    characters = {c.id: published_character(c, line) for c in line.characters.values()}
    cards = {card.id: card for c in line.characters.values() for card in c.cards}
    return {
        "characters": characters,
        "items": {i.id: published_item(i) for i in line.items.values() if i.kind == "quest"},
        "action_cards": cards,
        "card_names": {cid: card.name for cid, card in cards.items()},
        "ext": {KEY: line},
    }
