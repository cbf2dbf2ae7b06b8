"""The content types, the `Catalog` they make up, and the readers every plug-in's content loader shares.

Files are read through `importlib.resources` from the package of the plug-in that owns them (`engine` for
the built-in ones), which works from source, from a wheel and from a PyInstaller folder. A fault raises
`ContentError` naming the file, the entry and what is wrong. The values a species or a map allows (token
kinds, room slots, destinations) are the plug-in's own, checked by its own loader; this module knows only
what every game shares.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

EXPLORATION_EFFECTS = ("malfunction", "danger", "door", "fire", "slime", "silence")
TECH = "TECH"
WEAPON_SPECIALS = ("none", "double_plus_one", "single_as_double", "double_as_single", "plus_one_on_hit",
                   "reroll", "spend_ammo_on_double", "min_one_plus_one_on_cross", "min_one_fire_on_double")
WEAPON_KINDS = ("energy", "classic")
ITEM_DECKS = ("green", "yellow", "red", "blue", "quest")
DECK_SIZES = {"green": 30, "yellow": 30, "red": 30, "blue": 12, "quest": 12}  # PUB-COMP-04
COMPONENTS = ("chemical", "cloth", "electrical", "medical", "tool")  # PUB-CRAFT-02
TIMINGS = ("any", "ic", "ooc", "reaction")  # any time / in Combat / out of Combat / reaction (cards only)
# The `effect` keys a content file may name; the rules register one effect per key (engine/rules/registry.py).
ITEM_EFFECT_KEYS: dict[str, tuple[str, ...]] = {
    "green": ("medkit", "bandages", "synthetic_food", "adrenalin_injection", "clothes", "alcohol", "military_drugs"),
    "yellow": ("chemicals", "tools", "duct_tape", "fire_extinguisher", "energy_charge", "tech_corridors_plan",
               "space_suit", "nemesis_plans", "clothes"),
    "red": ("energy_charge", "grenade", "smoke_grenade", "recon_drone", "decoy", "self_destruct_key",
            "evacuation_key", "comms_key", "extended_magazine", "weapon"),
    "blue": ("antidote", "taser", "weapon", "molotov"),
    "quest": ("log_key", "intercom", "flashlight", "plasma_torch", "evacuation_key", "orbital_maneuvering",
              "lab_equipment", "holo_computer", "security_key", "motion_scanner", "autoloader", "armor"),
}
CARD_EFFECT_KEYS = ("demolition", "interruption", "rest", "search", "repair", "order", "suppressive_fire", "reload",
                    "motivation", "computer_skills", "technical_corridors", "pyrotechnics", "ingenuity", "piloting",
                    "knowledge_of_ship", "old_friend", "risk_assessment", "blocking_access", "intranet",
                    "scavenging", "reconnaissance", "adrenaline", "covering_fire", "taking_aim", "full_auto",
                    "nerves_of_steel")
IP_MOVES = ("1", "2", "3", "4", "any")
OBJECTIVE_DECKS = ("personal", "corporate", "solo_coop")


class ContentError(ValueError):
    """A content file is missing, unreadable or inconsistent."""


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    number: int
    slot: str
    special: str
    tech: tuple[int, ...]
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Corridor:
    id: str
    rooms: tuple[str, str]
    numbers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    name: str
    set: int
    colour: str
    computer: bool
    action_cost: int | None
    searchable: bool
    text: str
    icon: str = ""  # the picture of its action on the tile (a generic icon the board draws), "" for none


@dataclass(frozen=True, slots=True)
class AttackCard:
    id: str
    name: str
    effect: str
    blood: int | None
    retreat: bool
    hits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    name: str
    corridor: int
    movers: tuple[str, ...]
    effect: str
    after: str
    text: str


@dataclass(frozen=True, slots=True)
class SimpleCard:
    id: str
    kind: str
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Weapon:
    id: str
    name: str
    ammo: int
    kind: str
    special: str = "none"  # its own rule (PUB-COMBAT-05): see WEAPON_SPECIALS
    text: str = ""  # our own wording of what it does, shown on its card


@dataclass(frozen=True, slots=True)
class ItemDef:
    """One Item card (T10) or Quest Item (T14); `copies` cards of it are in its deck."""

    id: str
    name: str
    deck: str  # ITEM_DECKS
    copies: int
    component: str  # COMPONENTS, or "" for none (PUB-CRAFT-02)
    cost: int  # Action cards to use it; -1 = your whole hand; weapons: 0 = used through Shoot
    when: str  # any | ic | ooc
    heavy: bool  # needs a Hand slot (PUB-ITEM-04)
    one_use: bool  # discarded after use (PUB-ITEM-03)
    effect: str  # ITEM_EFFECT_KEYS[deck]
    weapon: Weapon | None  # weapons only; its `ammo` is the capacity
    recipe: tuple[str, ...]  # blue only: the 2 components it is crafted from (PUB-CRAFT-03)
    text: str
    owner: str = ""  # quest items: the character id
    activate_cost: int = 0  # quest items (PUB-ITEM-09)
    activate_room: str = ""  # quest items: room tile id to stand in, or "" (PUB-ITEM-13)
    activate_discard: tuple[str, ...] = ()  # quest items: discard any ONE of these item ids


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    name: str
    cost: int  # EXTRA Action cards on top of the card itself (PUB-ACT-02)
    when: str  # TIMINGS
    effect: str  # CARD_EFFECT_KEYS
    text: str
    needs_computer: bool = False  # only in a room with a Computer (T14)


@dataclass(frozen=True, slots=True)
class IntruderPlayerCard:
    id: str
    name: str
    move: str  # IP_MOVES: corridor number, or "any"
    attack_draw: int  # Attack cards drawn, 1 used (PUB-IPLAYER-03)
    effect: str  # IP_EFFECT_KEYS
    text: str


@dataclass(frozen=True, slots=True)
class CharacterDef:
    id: str
    name: str
    trait: str
    weapon: Weapon
    cards: tuple[ActionCard, ...]
    quests: tuple[str, ...] = ()  # item ids of its 2 Quest Items (PUB-CHAR-02)
    shape: str = "crew"  # its miniature's silhouette (the frontend's shape library; unknown: a plain figure)


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    name: str
    deck: str  # personal | corporate | solo_coop
    min_players: int
    text: str


@dataclass(frozen=True, slots=True)
class KindDef:
    """One kind of a species' figures or bag tokens: its names, its look (the frontend draws `shape`, a generic
    silhouette, at `size` in `colour`, marked with `letter`) and what the bots know of it (`threat`)."""

    id: str
    name: str
    plural: str
    letter: str
    figure: bool  # False for a bag token that never becomes a figure (the Blank)
    shape: str
    size: float
    colour: str
    threat: float
    order: int  # rules that take figures biggest first (attacks, PUB-ROUND-12) go by this, lowest first
    attack: str = "card"  # "card": draws an Attack card; "infest": attaches to its target instead; "none": never attacks
    moves: bool = True  # False for a piece nothing ever moves (Event cards, Danger, Retreat: a Void Seeder Lair)


@dataclass(frozen=True, slots=True)
class Catalog:
    """Everything a game's ruleset, map and species declare, merged (engine/content/catalog.py)."""

    map_id: str
    map_name: str
    rooms: dict[str, Room]
    corridors: dict[str, Corridor]
    die_targets: dict[str, dict[int, str]]  # room -> die number -> corridor id or TECH
    room_corridors: dict[str, tuple[str, ...]]
    tiles: dict[str, Tile]
    exploration: tuple[tuple[str, int], ...]  # (effect, items), index = token id
    intruder_tokens: dict[str, tuple[str, int]]  # token id -> (kind, danger)
    bag_start: dict[str, int]
    attack: dict[str, AttackCard]
    events: dict[str, EventCard]
    weaknesses: dict[str, SimpleCard]
    wounds: dict[str, SimpleCard]
    contamination: dict[str, int]
    characters: dict[str, CharacterDef]
    options: dict[str, Any] = field(default_factory=dict)
    card_names: dict[str, str] = field(default_factory=dict)  # action card id -> name
    objectives: dict[str, Objective] = field(default_factory=dict)
    items: dict[str, ItemDef] = field(default_factory=dict)  # every Item and Quest Item card, by id
    action_cards: dict[str, ActionCard] = field(default_factory=dict)  # every character's cards, by id
    ip_cards: dict[str, IntruderPlayerCard] = field(default_factory=dict)  # Intruder-player deck (T15)
    species_id: str = ""
    kinds: dict[str, KindDef] = field(default_factory=dict)  # the species' figure and token kinds
    ext: dict[str, Any] = field(default_factory=dict)  # a plug-in's own content, by plug-in id


def read_toml(path: str, package: str = "engine") -> dict[str, Any]:
    """Read one content file (`path` relative to `package`, e.g. "maps/nemesis_ship/board.toml")."""
    return reader(path, package)


def _read_resource(path: str, package: str) -> dict[str, Any]:
    node = resources.files(package).joinpath(*path.split("/"))
    try:
        return tomllib.loads(node.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ContentError(f"{path}: file not found") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(f"{path}: cannot be read ({exc})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({exc})") from exc


reader = _read_resource  # every content file is read through this one function (tests swap it to break a file)


def need(path: str, where: str, data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """Fetch `data[key]` and check its type, or raise a ContentError naming file, place and key."""
    if key not in data:
        raise ContentError(f'{path}: {where} has no key "{key}"')
    value = data[key]
    if isinstance(value, bool) and kind in (int, (int,)):
        raise ContentError(f'{path}: {where} key "{key}" must be a number, not {value!r}')
    if not isinstance(value, kind):
        raise ContentError(f'{path}: {where} key "{key}" has the wrong type ({type(value).__name__})')
    return value


def _die_numbers(values: tuple) -> bool:
    """Distinct Noise-die numbers 1-4 (booleans are not numbers)."""
    return (all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 4 for v in values)
            and len(set(values)) == len(values))


def one_of(path: str, where: str, key: str, value: str, allowed: tuple[str, ...]) -> str:
    """`value` if it is one of `allowed`, else a ContentError naming file, place and key."""
    if value not in allowed:
        raise ContentError(f'{path}: {where} key "{key}" has unknown value "{value}" (allowed: {", ".join(allowed)})')
    return value


def load_options(path: str, package: str = "engine") -> dict[str, Any]:
    """A plug-in's options table (numbers and switches its rules read through `opt`)."""
    return read_toml(path, package) if path else {}


def load_map(path: str, package: str = "engine",
             slots: tuple[str, ...] = ("special", "slot1", "slot2")) -> tuple[str, str, dict[str, Room], dict[str, Corridor]]:
    """A map's rooms and corridors; `slots` are the room slots the map plug-in allows."""
    data = read_toml(path, package)
    rooms: dict[str, Room] = {}
    for i, r in enumerate(need(path, "file", data, "rooms", list)):
        where = f"rooms[{i}]"
        room = Room(
            id=need(path, where, r, "id", str),
            number=need(path, where, r, "number", int),
            slot=need(path, where, r, "slot", str),
            special=r.get("special", ""),
            tech=tuple(need(path, where, r, "tech", list)),
            x=need(path, where, r, "x", int),
            y=need(path, where, r, "y", int),
        )
        if room.slot not in slots:
            raise ContentError(f'{path}: room "{room.id}" has unknown slot "{room.slot}" (allowed: {", ".join(slots)})')
        if room.id in rooms:
            raise ContentError(f'{path}: room "{room.id}" is defined twice')
        if not _die_numbers(room.tech):
            raise ContentError(f'{path}: room "{room.id}" key "tech" must list die numbers 1-4, not {list(room.tech)}')
        rooms[room.id] = room
    corridors: dict[str, Corridor] = {}
    for i, c in enumerate(need(path, "file", data, "corridors", list)):
        where = f"corridors[{i}]"
        cor = Corridor(
            id=need(path, where, c, "id", str),
            rooms=tuple(need(path, where, c, "rooms", list)),  # type: ignore[arg-type]
            numbers=tuple(need(path, where, c, "numbers", list)),
        )
        for room_id in cor.rooms:
            if room_id not in rooms:
                raise ContentError(f'{path}: corridor "{cor.id}" links unknown room "{room_id}"')
        if len(cor.rooms) != 2:
            raise ContentError(f'{path}: corridor "{cor.id}" must link exactly 2 rooms')
        if not _die_numbers(cor.numbers):  # PUB-MAP-03
            raise ContentError(f'{path}: corridor "{cor.id}" key "numbers" must list die numbers 1-4, '
                               f'not {list(cor.numbers)}')
        if cor.id in corridors:
            raise ContentError(f'{path}: corridor "{cor.id}" is defined twice')
        corridors[cor.id] = cor
    return data.get("id", path), data.get("name", path), rooms, corridors


def die_table(path: str, rooms: dict[str, Room], corridors: dict[str, Corridor]) -> dict[str, dict[int, str]]:
    """Every die number 1-4 of every room leads to exactly one corridor or the tech entrance (PUB-MAP-03)."""
    table: dict[str, dict[int, str]] = {}
    for room in rooms.values():
        targets: dict[int, str] = {}
        for cor in corridors.values():
            if room.id in cor.rooms:
                for n in cor.numbers:
                    if n in targets:
                        raise ContentError(f'{path}: room "{room.id}" has two corridors numbered {n}')
                    targets[n] = cor.id
        for n in room.tech:
            if n in targets:
                raise ContentError(f'{path}: room "{room.id}" number {n} is both a corridor and the tech entrance')
            targets[n] = TECH
        missing = [n for n in (1, 2, 3, 4) if n not in targets]
        if missing:
            raise ContentError(f'{path}: room "{room.id}" has no corridor for die number(s) {missing}')
        table[room.id] = targets
    return table
