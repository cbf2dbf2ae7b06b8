"""The Lockdown map's cards, tokens and dice as data: the Computer Action deck (T7), the Contingency tokens (T8),
the Objective cards (T9, T10), the Underground Exploration tokens (T11), the Item decks with Crafting, Starting
and Quest Items (T12, T14), the six characters (T14) and the dice (T15) of shared/rules/lockdown-base.md.
Groundwork for issue 18: no plug-in reads these yet.

Where a file has the ship's shape the ship's reader reads it (`objectives.toml` through the base Objective reader,
the `[[tokens]]` of `exploration_tokens.toml` through the base Exploration reader) and this module adds the
Lockdown-only keys; Action cards are the shared `ActionCard` record. The Item and character files differ from the
ship's (four Component symbols, a 15-card Crafted deck, one Quest Item with an unlock condition, characters with
no Starting weapon), so they have readers of their own. Each fault is a `ContentError` naming the file and the
card, token, item or character.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine.content.base import _exploration, _objectives
from engine.content.cards import id_rows, load_tiles, str_list
from engine.content.loader import TIMINGS, ActionCard, ContentError, Objective, need, one_of, read_toml

DIR = "maps/lockdown"
BOARD = f"{DIR}/board.toml"
TILES = f"{DIR}/room_tiles.toml"
COMPUTER = f"{DIR}/computer_actions.toml"
CONTINGENCY = f"{DIR}/contingency.toml"
OBJECTIVES = f"{DIR}/objectives.toml"
EXPLORATION = f"{DIR}/exploration_tokens.toml"
ITEMS = f"{DIR}/items.toml"
CHARACTERS = f"{DIR}/characters.toml"
DICE = f"{DIR}/dice.toml"

# --- What each file may say ------------------------------------------------------------------------------

COMPUTER_CARDS = 6  # 5 action cards + Lock-down (LD-COMP-07)
COMPUTER_OPTIONS = 3  # each action card offers 3 options, pick 1 (T7)

CONTINGENCY_TOKENS = 7  # LD-COMP-05, LD-CTG-01
# effect -> the way of surviving it makes fatal ("" for none); the Victory Check applies it (LD-VIC-01)
CONTINGENCY_EFFECTS = {"none": "", "kill_knowledge_token_active": "", "kill_without_signal": "",
                       "kill_css_evacuees": "css", "kill_isolation": "isolation", "kill_all_but_egg_carriers": "",
                       "kill_bunker": "bunker"}
SIGNAL_EFFECT = "kill_without_signal"  # the one Contingency that needs a sent Signal (LD-CTG-05)
MAX_PLAYERS = 5

OBJECTIVE_DECK_SIZES = {"corporate": 9, "personal": 9, "solo_coop": 10}  # LD-COMP-07, LD-COMP-08
OBJECTIVE_PARAMS = ("player", "knowledge", "count", "sections")
# condition -> the parameters it needs (exactly those)
OBJECTIVE_CONDITIONS: dict[str, tuple[str, ...]] = {
    "signal_sent": (), "weaknesses_researched": ("count",), "nest_destroyed": (), "knowledge_at_least": ("knowledge",),
    "knowledge_token_active": (), "sections_explored": ("sections",), "survive_with_egg": (), "bunker_with_egg": (),
    "no_nemesis_survivor_survives": (), "player_dies": ("player",), "only_survivor": (), "queen_killed": (),
    "facility_destroyed": (), "signal_and_knowledge": ("knowledge",), "power_restored_and_css_escape": (),
}
KNOWLEDGE_MAX = 12  # GAP-LDB-27
FACE_DOWN_WEAKNESSES = 2  # 3 Weaknesses on the Laboratory board, the first revealed at setup (LD-SETUP-09)

EXPLORATION_TOKENS = 20  # LD-COMP-05
SURFACE_TOKENS = 10
SURFACE_EFFECTS = ("draw_red", "draw_yellow", "draw_green", "mars_card", "silence", "danger")  # LD-ALT-03
ITEM_NUMBERS = (1, 2, 3, 4)
AT_LEAST = {"silence": 2, "slime": 2}  # the Void Seeders variant takes out 2 of each (T11)

ITEM_DECKS = ("red", "yellow", "green", "blue", "starting", "quest")
DECK_SIZES = {"red": 30, "yellow": 30, "green": 30, "blue": 15, "starting": 4, "quest": 6}  # LD-COMP-07
COMPONENTS = ("chem", "elec", "mech", "med")  # T12 PROPOSED symbols
WEAPON_KINDS = ("energy", "classic")
WEAPON_SPECIALS = ("none", "reroll_first", "small_one_as_two", "plus_one_on_hit_small", "plus_one_on_hit",
                   "min_one_fire_on_larva_creeper", "larva_creeper_as_adult")
ITEM_EFFECTS = (
    "none", "weapon",
    "reload_energy", "reload_classic", "explosive_mixture", "glowstick", "flashlight", "grenade", "thermite_charge",
    "zippo", "combat_knife", "body_armour", "motion_tracker", "cave_plans",
    "toolbelt", "duct_tape", "fire_blanket", "hazmat_gear", "access_card", "analyze_toolset",
    "medkit", "bandages", "medical_stapler", "antiseptic", "scalpel", "clothes", "reagent", "adrenaline",
    "neutralizer", "taser", "enviro_suit", "probe_arm",
    "cheat_codes", "pressure_washer", "wail", "battle_suit", "overmind",
)
ROOM_COLOURS = ("red", "yellow", "green", "white")  # the colours a Search draws by (LD-ITEM-02)
UNLOCK_PARAMS = ("unlock_amount", "unlock_colour", "unlock_room")
UNLOCKS: dict[str, tuple[str, ...]] = {  # Quest Item unlock condition -> the parameter it needs
    "computer_actions": ("unlock_amount",), "markers_removed": ("unlock_amount",), "kill_intruder": ("unlock_amount",),
    "survive_attack_in_darkness": (), "search_room_colour": ("unlock_colour",), "analyse_object": ("unlock_room",),
}

CHARACTER_COUNT = 6  # LD-COMP-06
CARDS_PER_DECK = 10  # LD-CHAR-01
CLASSES = {"nemesis_survivor": ("ld_isolation_room", 3), "facility_worker": ("ld_repository", 1)}  # LD-CHAR-02
CARD_EFFECTS = (
    "search", "rest", "interruption", "demolition", "repair",
    "inconspicuous", "weird_metabolism", "sensitive_hearing", "feel_of_the_dark",
    "quarantine", "stun", "defense_plan", "facility_tour",
    "desperate_attack", "distraction", "obstinate", "vents",
    "vivisection", "field_experience", "pheromones", "sample_analysis",
    "bypass", "remote_access", "override", "data_leak",
    "clean_up", "master_key", "shortcut", "scavenger",
)

DIE_SIDES = {"noise": 10, "combat": 6, "advantage": 6, "mars": 12}
_NOISE = ("1", "2", "3", "4", "silence", "danger")
_COMBAT = ("miss", "larva_creeper", "larva_creeper_adult", "one_injury", "two_injuries")
_ADVANTAGE = ("discard_for_one", "one_or_discard_for_two")  # LD-COMBAT-03
DIE_FACES = {"noise": _NOISE, "combat": _COMBAT, "advantage": (*_COMBAT, *_ADVANTAGE), "mars": (*_NOISE, "mars_card")}
DIE_MUST_SHOW = {"noise": _NOISE, "combat": _COMBAT, "advantage": _ADVANTAGE, "mars": (*_NOISE, "mars_card")}


# --- Records ---------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ComputerCard:
    id: str
    name: str
    cost: int
    lockdown: bool  # the Lock-down card (LD-CPU-03)
    options: tuple[str, ...]  # option ids, () for Lock-down
    text: str


@dataclass(frozen=True, slots=True)
class ComputerOption:
    id: str
    proposed: bool
    text: str


@dataclass(frozen=True, slots=True)
class ComputerDeck:
    options: dict[str, ComputerOption]
    cards: dict[str, ComputerCard]


@dataclass(frozen=True, slots=True)
class Contingency:
    id: str
    name: str
    colour: str
    effect: str  # CONTINGENCY_EFFECTS
    proposed: bool
    text: str

    @property
    def fatal_to(self) -> str:
        """The way of surviving this Contingency kills ("isolation", "css", "bunker") or ""."""
        return CONTINGENCY_EFFECTS[self.effect]


@dataclass(frozen=True, slots=True)
class ContingencyDeal:
    active: int  # on the Active Contingency slot
    held: dict[int, int]  # player count -> tokens each player holds (solo: drawn from the Neutral Pool)
    coop_held: int
    coop_revealed: int  # Neutral-Pool tokens shown at once in co-op

    def pool(self, players: int, coop: bool = False) -> int:
        """Tokens left in the Neutral Pool after the deal (co-op: before any is revealed)."""
        return CONTINGENCY_TOKENS - self.active - players * (self.coop_held if coop else self.held[players])


@dataclass(frozen=True, slots=True)
class Contingencies:
    tokens: dict[str, Contingency]
    deal: ContingencyDeal


@dataclass(frozen=True, slots=True)
class ObjectiveFacts:
    """The Lockdown keys of one Objective card (the card itself is the shared `Objective`)."""

    condition: str  # OBJECTIVE_CONDITIONS
    player: int  # Player Number, 0 = none
    knowledge: int  # 0 = none
    count: int  # 0 = none
    sections: tuple[str, ...]
    proposed: bool


@dataclass(frozen=True, slots=True)
class LockdownObjectives:
    cards: dict[str, Objective]
    facts: dict[str, ObjectiveFacts]


@dataclass(frozen=True, slots=True)
class ExplorationTokens:
    underground: tuple[tuple[str, int], ...]  # (effect, items), as the ship's pool; a token's id is its index
    surface: tuple[str, ...]  # effects of the alternative side's Surface tokens


@dataclass(frozen=True, slots=True)
class LockdownWeapon:
    kind: str  # WEAPON_KINDS
    ammo: int  # starting Ammo ("a" of "Ammo a/b", LD-ITEM-05)
    capacity: int  # "b"
    special: str  # WEAPON_SPECIALS


@dataclass(frozen=True, slots=True)
class Unlock:
    """A Quest Item's mini-quest (LD-QUEST-01)."""

    key: str  # UNLOCKS
    amount: int
    colour: str
    room: str
    text: str


@dataclass(frozen=True, slots=True)
class LockdownItem:
    id: str
    name: str
    deck: str  # ITEM_DECKS
    copies: int
    component: str  # COMPONENTS or ""
    cost: int
    when: str  # any | ic | ooc
    heavy: bool
    one_use: bool
    effect: str  # ITEM_EFFECTS
    weapon: LockdownWeapon | None
    recipe: tuple[str, ...]  # blue only
    rooms: tuple[str, ...]  # blue only: room tiles that also hand it out (LD-CRAFT-04)
    owner: str  # starting and quest only
    unlock: Unlock | None  # quest only
    proposed: bool
    text: str
    secret: bool = False  # quest only: face down, known to its owner only, until unlocked (the Bounty Hunter's)


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What a Lockdown Action card holds beyond the shared `ActionCard`."""

    knowledge: int  # the Knowledge it needs, 0 for none (LD-KNOW-04)
    proposed: bool


@dataclass(frozen=True, slots=True)
class LockdownCharacter:
    id: str
    name: str
    colour: str  # its Draft card's colour
    cls: str  # CLASSES
    start_room: str  # a room tile id
    knowledge: int
    starting: str  # item id, "" for none
    quest: str  # item id
    alternatives: tuple[str, ...]
    trait: str
    cards: tuple[ActionCard, ...]
    card_facts: dict[str, CardFacts]


@dataclass(frozen=True, slots=True)
class Die:
    id: str
    name: str
    sides: int
    count: int
    alt_side_only: bool
    faces: tuple[str, ...]
    proposed: bool


# --- Helpers ---------------------------------------------------------------------------------------------


def _int(path: str, where: str, data: dict[str, Any], key: str, low: int, high: int | None = None,
         default: int | None = None) -> int:
    """An integer key within [low, high] (missing: `default`, if given)."""
    if key not in data and default is not None:
        return default
    value = need(path, where, data, key, int)
    if value < low or (high is not None and value > high):
        top = f" and at most {high}" if high is not None else ""
        raise ContentError(f'{path}: {where} key "{key}" must be at least {low}{top}, not {value}')
    return value


def _flag(path: str, where: str, data: dict[str, Any], key: str, default: bool | None = None) -> bool:
    if key not in data and default is not None:
        return default
    return need(path, where, data, key, bool)


def _count(path: str, what: str, found: int, size: int) -> None:
    if found != size:
        raise ContentError(f"{path}: there must be {size} {what}, found {found}")


def lockdown_cards(catalog) -> dict[str, Any]:
    """The Lockdown cards and tokens of a game's catalog (content.py `_card_parts`)."""
    return catalog.ext["map:lockdown"]["cards"]


def board_sections() -> tuple[str, ...]:
    """The Sections of the Lockdown board (board.toml `[facility] sections`)."""
    facility = need(BOARD, "file", read_toml(BOARD), "facility", dict)
    return tuple(need(BOARD, "table [facility]", facility, "sections", list))


# --- T7: the Computer Action deck -------------------------------------------------------------------------

def load_computer_actions(path: str = COMPUTER) -> ComputerDeck:
    """6 cards: 5 with 3 distinct options each at cost 1 (LD-CPU-01), 1 Lock-down card with none (LD-CPU-03)."""
    data = read_toml(path)
    options: dict[str, ComputerOption] = {}
    for i, o in enumerate(id_rows(path, data, "options", "option")):
        where = f"options[{i}]"
        opt = ComputerOption(id=o["id"], proposed=_flag(path, where, o, "proposed"), text=need(path, where, o, "text", str))
        options[opt.id] = opt
    cards: dict[str, ComputerCard] = {}
    for c in id_rows(path, data, "cards", "card"):
        where = f'card "{c["id"]}"'
        card = ComputerCard(id=c["id"], name=need(path, where, c, "name", str), cost=_int(path, where, c, "cost", 0),
                            lockdown=_flag(path, where, c, "lockdown"),
                            options=str_list(path, where, c, "options"), text=need(path, where, c, "text", str))
        for opt in card.options:
            if opt not in options:
                raise ContentError(f'{path}: {where} names unknown option "{opt}" '
                                   f"(allowed: {', '.join(options)})")
        if card.lockdown:
            if card.options or card.cost or not card.text:
                raise ContentError(f"{path}: {where} is the Lock-down card: it offers no option, costs nothing and "
                                   f"says what it does in its text (LD-CPU-03)")
        else:
            if len(set(card.options)) != COMPUTER_OPTIONS or len(card.options) != COMPUTER_OPTIONS:
                raise ContentError(f"{path}: {where} must offer {COMPUTER_OPTIONS} different options, offers "
                                   f"{list(card.options)} (T7)")
            if card.cost != 1:
                raise ContentError(f"{path}: {where} must cost 1 (the printed cost, LD-CPU-01), not {card.cost}")
        cards[card.id] = card
    _count(path, "Computer Action cards", len(cards), COMPUTER_CARDS)
    lockdowns = [c.id for c in cards.values() if c.lockdown]
    if len(lockdowns) != 1:
        raise ContentError(f"{path}: exactly one card must be the Lock-down card, found {len(lockdowns)}: "
                           f"{', '.join(lockdowns) or 'none'}")
    unused = sorted(set(options) - {o for c in cards.values() for o in c.options})
    if unused:
        raise ContentError(f"{path}: option(s) {', '.join(unused)} appear on no card")
    return ComputerDeck(options=options, cards=cards)


# --- T8: the Contingency tokens ---------------------------------------------------------------------------

def load_contingencies(path: str = CONTINGENCY) -> Contingencies:
    """7 tokens of distinct colours, exactly one needing a sent Signal (LD-CTG-05), and how they are dealt."""
    data = read_toml(path)
    tokens: dict[str, Contingency] = {}
    for t in id_rows(path, data, "tokens", "token"):
        where = f'token "{t["id"]}"'
        token = Contingency(id=t["id"], name=need(path, where, t, "name", str), colour=need(path, where, t, "colour", str),
                            effect=one_of(path, where, "effect", need(path, where, t, "effect", str),
                                          tuple(CONTINGENCY_EFFECTS)),
                            proposed=_flag(path, where, t, "proposed"), text=need(path, where, t, "text", str))
        clash = [o.id for o in tokens.values() if o.colour == token.colour]
        if clash:
            raise ContentError(f'{path}: {where} has colour "{token.colour}", already the colour of "{clash[0]}"')
        tokens[token.id] = token
    _count(path, "Contingency tokens", len(tokens), CONTINGENCY_TOKENS)
    signal = [t.id for t in tokens.values() if t.effect == SIGNAL_EFFECT]
    if len(signal) != 1:
        raise ContentError(f'{path}: exactly one token must need a sent Signal (effect "{SIGNAL_EFFECT}", LD-CTG-05), '
                           f"found {len(signal)}")
    where = "table [deal]"
    deal = need(path, "file", data, "deal", dict)
    held = need(path, where, deal, "held", dict)
    if sorted(held) != [str(n) for n in range(1, MAX_PLAYERS + 1)]:
        raise ContentError(f'{path}: {where} key "held" must give a number for each player count 1-{MAX_PLAYERS}, '
                           f"not for {sorted(held)}")
    out = ContingencyDeal(active=_int(path, where, deal, "active", 1, 1),
                          held={int(n): _int(path, f"{where} held", held, n, 0) for n in held},
                          coop_held=_int(path, where, deal, "coop_held", 0),
                          coop_revealed=_int(path, where, deal, "coop_revealed", 0))
    for players in range(1, MAX_PLAYERS + 1):
        for coop in (False, True):
            if out.pool(players, coop) < (out.coop_revealed if coop else 0):
                mode = "co-op game" if coop else "game"
                raise ContentError(f"{path}: {where} deals more than the {CONTINGENCY_TOKENS} tokens in a "
                                   f"{players}-player {mode}")
    return Contingencies(tokens=tokens, deal=out)


# --- T9, T10: the Objective cards -------------------------------------------------------------------------

def load_objectives(path: str = OBJECTIVES) -> LockdownObjectives:
    """The cards through the ship's Objective reader, then the Lockdown keys: 9 + 9 + 10 cards, each judged by a
    known condition with exactly the parameters it needs (LD-GOAL-04)."""
    raw = id_rows(path, read_toml(path), "objectives", "objective")
    cards = _objectives(path)
    sections = board_sections()
    facts: dict[str, ObjectiveFacts] = {}
    for o in raw:
        card = cards[o["id"]]
        where = f'objective "{card.id}"'
        if not 1 <= card.min_players <= MAX_PLAYERS:
            raise ContentError(f'{path}: {where} key "min_players" must be 1-{MAX_PLAYERS}, not {card.min_players}')
        cond = one_of(path, where, "condition", need(path, where, o, "condition", str), tuple(OBJECTIVE_CONDITIONS))
        needed = OBJECTIVE_CONDITIONS[cond]
        given = tuple(p for p in OBJECTIVE_PARAMS if p in o)
        if sorted(given) != sorted(needed):
            raise ContentError(f'{path}: {where} has condition "{cond}", which takes '
                               f"{', '.join(needed) or 'no parameter'}, but gives {', '.join(given) or 'none'}")
        fact = ObjectiveFacts(
            condition=cond,
            player=_int(path, where, o, "player", 1, MAX_PLAYERS, default=0),
            knowledge=_int(path, where, o, "knowledge", 1, KNOWLEDGE_MAX, default=0),
            count=_int(path, where, o, "count", 1, FACE_DOWN_WEAKNESSES, default=0),
            sections=str_list(path, where, o, "sections"),
            proposed=_flag(path, where, o, "proposed"),
        )
        for s in fact.sections:
            one_of(path, where, "sections", s, sections)
        if "sections" in o and (not fact.sections or len(set(fact.sections)) != len(fact.sections)):
            raise ContentError(f'{path}: {where} key "sections" must list distinct Sections of {BOARD}')
        if fact.player and card.min_players < max(2, fact.player):
            raise ContentError(f"{path}: {where} names Player {fact.player}, so it needs at least "
                               f"{max(2, fact.player)} players, not {card.min_players}")
        facts[card.id] = fact
    for deck, size in OBJECTIVE_DECK_SIZES.items():
        _count(path, f'"{deck}" Objective cards', sum(c.deck == deck for c in cards.values()), size)
    return LockdownObjectives(cards=cards, facts=facts)


# --- T11: the Exploration tokens --------------------------------------------------------------------------

def load_exploration(path: str = EXPLORATION) -> ExplorationTokens:
    """20 Underground tokens through the ship's reader (effects, item numbers 1-4), and 10 Surface tokens."""
    tokens = _exploration(path, "standard")
    for i, (effect, items) in enumerate(tokens):
        if items not in ITEM_NUMBERS:
            raise ContentError(f'{path}: tokens[{i}] ({effect}) key "items" must be 1-4, not {items}')
    _count(path, "Underground Exploration tokens", len(tokens), EXPLORATION_TOKENS)
    per_effect = Counter(effect for effect, _ in tokens)
    for effect, least in AT_LEAST.items():
        if per_effect[effect] < least:
            raise ContentError(f'{path}: there must be at least {least} "{effect}" tokens (the Void Seeders variant '
                               f"removes {least}), found {per_effect[effect]}")
    surface = need(path, "file", read_toml(path), "surface_tokens", list)
    effects = tuple(one_of(path, f"surface_tokens[{i}]", "effect", need(path, f"surface_tokens[{i}]", t, "effect", str),
                           SURFACE_EFFECTS) for i, t in enumerate(surface))
    _count(path, "Surface Exploration tokens", len(effects), SURFACE_TOKENS)
    return ExplorationTokens(underground=tokens, surface=effects)


# --- T12, T14: the Items ----------------------------------------------------------------------------------

def _weapon(path: str, where: str, w: Any) -> LockdownWeapon:
    if not isinstance(w, dict):
        raise ContentError(f'{path}: {where} key "weapon" must be a table')
    where = f"{where} weapon"
    weapon = LockdownWeapon(kind=one_of(path, where, "kind", need(path, where, w, "kind", str), WEAPON_KINDS),
                            ammo=_int(path, where, w, "ammo", 0), capacity=_int(path, where, w, "capacity", 1),
                            special=one_of(path, where, "special", need(path, where, w, "special", str),
                                           WEAPON_SPECIALS))
    if weapon.ammo > weapon.capacity:
        raise ContentError(f"{path}: {where} starts with {weapon.ammo} Ammo, above its capacity {weapon.capacity} "
                           f"(LD-ITEM-05)")
    return weapon


def _unlock(path: str, where: str, t: dict[str, Any], tiles: dict[str, Any]) -> Unlock:
    key = one_of(path, where, "unlock", need(path, where, t, "unlock", str), tuple(UNLOCKS))
    needed = UNLOCKS[key]
    given = tuple(p for p in UNLOCK_PARAMS if p in t)
    if sorted(given) != sorted(needed):
        raise ContentError(f'{path}: {where} unlocks by "{key}", which takes {", ".join(needed) or "no parameter"}, '
                           f"but gives {', '.join(given) or 'none'}")
    unlock = Unlock(key=key, amount=_int(path, where, t, "unlock_amount", 1, default=0),
                    colour=str(t.get("unlock_colour", "")), room=str(t.get("unlock_room", "")),
                    text=need(path, where, t, "unlock_text", str))
    if "unlock_colour" in t:
        one_of(path, where, "unlock_colour", unlock.colour, ROOM_COLOURS)
    if "unlock_room" in t and unlock.room not in tiles:
        raise ContentError(f'{path}: {where} key "unlock_room" names "{unlock.room}", which is not a room tile of {TILES}')
    return unlock


def _item(path: str, t: dict[str, Any], tiles: dict[str, Any]) -> LockdownItem:
    where = f'item "{t["id"]}"'
    deck = one_of(path, where, "deck", need(path, where, t, "deck", str), ITEM_DECKS)
    component = need(path, where, t, "component", str)
    if component:
        one_of(path, where, "component", component, COMPONENTS)
    weapon = _weapon(path, where, t["weapon"]) if "weapon" in t else None
    item = LockdownItem(
        id=t["id"], name=need(path, where, t, "name", str), deck=deck, copies=_int(path, where, t, "copies", 1),
        component=component, cost=_int(path, where, t, "cost", 0),
        when=one_of(path, where, "when", need(path, where, t, "when", str), TIMINGS[:3]),
        heavy=_flag(path, where, t, "heavy"), one_use=_flag(path, where, t, "one_use"),
        effect=one_of(path, where, "effect", need(path, where, t, "effect", str), ITEM_EFFECTS),
        weapon=weapon, recipe=str_list(path, where, t, "recipe"), rooms=str_list(path, where, t, "rooms"),
        owner=str(t.get("owner", "")), unlock=_unlock(path, where, t, tiles) if deck == "quest" else None,
        proposed=_flag(path, where, t, "proposed"), text=need(path, where, t, "text", str),
    )
    if (item.effect == "weapon") != (weapon is not None):
        raise ContentError(f'{path}: {where} needs a [weapon] table exactly when its effect is "weapon"')
    if weapon is not None and not item.heavy:
        raise ContentError(f'{path}: {where} is a weapon, so key "heavy" must be true (LD-ITEM-04)')
    if item.effect == "none" and not item.component:
        raise ContentError(f'{path}: {where} has effect "none" and no component, so it would do nothing')
    if deck == "blue":
        if len(item.recipe) != 2 or len(set(item.recipe)) != 2:
            raise ContentError(f'{path}: {where} key "recipe" must name 2 different components (LD-CRAFT-03)')
        for comp in item.recipe:
            one_of(path, where, "recipe", comp, COMPONENTS)
        for room in item.rooms:
            if room not in tiles:
                raise ContentError(f'{path}: {where} key "rooms" names "{room}", which is not a room tile of {TILES}')
    elif item.recipe or item.rooms:
        raise ContentError(f'{path}: {where} has "recipe" or "rooms", which only a blue Crafted Item has')
    if deck in ("starting", "quest"):
        if not item.owner or item.copies != 1:
            raise ContentError(f'{path}: {where} is a {deck} item: it needs an "owner" and exactly 1 copy')
    elif item.owner:
        raise ContentError(f'{path}: {where} has an "owner", which only a starting or quest item has')
    if deck != "quest" and any(k in t for k in ("unlock", "unlock_text", *UNLOCK_PARAMS)):
        raise ContentError(f'{path}: {where} has unlock keys but is not in the "quest" deck')
    return item


def load_items(path: str = ITEMS) -> dict[str, LockdownItem]:
    """Every Item card with its deck totals (LD-COMP-07) and one distinct recipe per Crafted Item (T12)."""
    tiles = load_tiles(TILES)
    items = {t["id"]: _item(path, t, tiles) for t in id_rows(path, read_toml(path), "items", "item")}
    for deck, size in DECK_SIZES.items():
        total = sum(i.copies for i in items.values() if i.deck == deck)
        if total != size:
            raise ContentError(f'{path}: the "{deck}" deck must hold {size} cards, holds {total}')
    recipes: dict[tuple[str, ...], str] = {}
    for item in (i for i in items.values() if i.deck == "blue"):
        pair = tuple(sorted(item.recipe))
        if pair in recipes:
            raise ContentError(f'{path}: items "{recipes[pair]}" and "{item.id}" share the recipe {" + ".join(pair)}')
        recipes[pair] = item.id
    for comp in sorted({c for pair in recipes for c in pair}):
        if not any(i.component == comp for i in items.values() if i.deck in ("red", "yellow", "green")):
            raise ContentError(f'{path}: no Search-deck item carries component "{comp}", which a recipe needs')
    return items


# --- T14: the characters ----------------------------------------------------------------------------------

def _card(path: str, where: str, c: dict[str, Any]) -> tuple[ActionCard, CardFacts]:
    card = ActionCard(
        id=need(path, where, c, "id", str), name=need(path, where, c, "name", str), cost=_int(path, where, c, "cost", 0),
        when=one_of(path, where, "when", need(path, where, c, "when", str), TIMINGS),
        effect=one_of(path, where, "effect", need(path, where, c, "effect", str), CARD_EFFECTS),
        text=need(path, where, c, "text", str), needs_computer=_flag(path, where, c, "needs_computer", False),
    )
    return card, CardFacts(knowledge=_int(path, where, c, "knowledge", 1, KNOWLEDGE_MAX, default=0),
                           proposed=_flag(path, where, c, "proposed"))


def load_characters(path: str = CHARACTERS, items: dict[str, LockdownItem] | None = None
                    ) -> dict[str, LockdownCharacter]:
    """Six characters, ten cards each, starting where their class starts (LD-CHAR-02), each naming the Starting and
    Quest Items items.toml gives it, and only those (LD-CHAR-03, LD-QUEST-01)."""
    items = load_items() if items is None else items
    tiles = load_tiles(TILES)
    out: dict[str, LockdownCharacter] = {}
    seen_cards: set[str] = set()
    for ch in id_rows(path, read_toml(path), "characters", "character"):
        where = f'character "{ch["id"]}"'
        pairs = [_card(path, f"{where} cards[{j}]", c) for j, c in enumerate(need(path, where, ch, "cards", list))]
        character = LockdownCharacter(
            id=ch["id"], name=need(path, where, ch, "name", str), colour=need(path, where, ch, "colour", str),
            cls=one_of(path, where, "class", need(path, where, ch, "class", str), tuple(CLASSES)),
            start_room=need(path, where, ch, "start_room", str), knowledge=_int(path, where, ch, "knowledge", 0,
                                                                                KNOWLEDGE_MAX),
            starting=need(path, where, ch, "starting", str), quest=need(path, where, ch, "quest", str),
            alternatives=str_list(path, where, ch, "alternatives"), trait=need(path, where, ch, "trait", str),
            cards=tuple(card for card, _ in pairs), card_facts={card.id: fact for card, fact in pairs},
        )
        if len(character.cards) != CARDS_PER_DECK:
            raise ContentError(f"{path}: {where} must have exactly {CARDS_PER_DECK} Action cards, has "
                               f"{len(character.cards)}")
        for card in character.cards:
            if card.id in seen_cards:
                raise ContentError(f'{path}: Action card "{card.id}" is defined twice')
            seen_cards.add(card.id)
        if character.start_room not in tiles:
            raise ContentError(f'{path}: {where} key "start_room" names "{character.start_room}", which is not a room '
                               f"tile of {TILES}")
        room, knowledge = CLASSES[character.cls]
        if (character.start_room, character.knowledge) != (room, knowledge):
            raise ContentError(f"{path}: {where} is a {character.cls}, so it starts in {room} with Knowledge "
                               f"{knowledge} (LD-CHAR-02), not in {character.start_room} with {character.knowledge}")
        for key, deck in (("starting", "starting"), ("quest", "quest")):
            item_id = getattr(character, key)
            if not item_id and key == "starting":
                continue
            item = items.get(item_id)
            if item is None or item.deck != deck or item.owner != character.id:
                raise ContentError(f'{path}: {where} key "{key}" names "{item_id}", which is not a {deck} item of '
                                   f"{ITEMS} owned by it")
        clash = [o.id for o in out.values() if o.colour == character.colour]
        if clash:
            raise ContentError(f'{path}: {where} has Draft colour "{character.colour}", already the colour of '
                               f'"{clash[0]}"')
        out[character.id] = character
    _count(path, "characters", len(out), CHARACTER_COUNT)
    for item in items.values():
        if item.owner and (item.owner not in out or item.id not in (out[item.owner].starting, out[item.owner].quest)):
            raise ContentError(f'{path}: item "{item.id}" of {ITEMS} belongs to "{item.owner}", but no character '
                               f"lists it")
    return out


# --- T15: the dice ----------------------------------------------------------------------------------------

def load_dice(path: str = DICE) -> dict[str, Die]:
    """The four dice, each with as many faces as sides, showing only results it may show and every result it
    must show (LD-NOISE-01, LD-COMBAT-01/03, LD-ALT-07)."""
    dice: dict[str, Die] = {}
    for d in id_rows(path, read_toml(path), "dice", "die"):
        where = f'die "{d["id"]}"'
        die_id = one_of(path, where, "id", d["id"], tuple(DIE_SIDES))
        die = Die(id=die_id, name=need(path, where, d, "name", str), sides=_int(path, where, d, "sides", 1),
                  count=_int(path, where, d, "count", 1), alt_side_only=_flag(path, where, d, "alt_side_only"),
                  faces=str_list(path, where, d, "faces"), proposed=_flag(path, where, d, "proposed"))
        if die.sides != DIE_SIDES[die_id] or len(die.faces) != die.sides:
            raise ContentError(f"{path}: {where} must be a d{DIE_SIDES[die_id]} with one entry per face, has "
                               f"{die.sides} sides and {len(die.faces)} faces")
        for face in die.faces:
            one_of(path, where, "faces", face, DIE_FACES[die_id])
        missing = [f for f in DIE_MUST_SHOW[die_id] if f not in die.faces]
        if missing:
            raise ContentError(f"{path}: {where} never shows {', '.join(missing)}")
        dice[die.id] = die
    _count(path, "dice kinds", len(dice), len(DIE_SIDES))
    return dice
