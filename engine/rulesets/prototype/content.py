"""Readers and checks of the 2018 prototype ruleset's data (base-game.md §1, D1-D20). Groundwork: nothing
registers `prototype_content` yet (engine/plugins.py keeps the ruleset planned).

- `prototype_options_check` takes the prototype's options table and refuses a key that is neither one the
  published game already has (its first section: the value must have the published value's type, a table the
  published table's keys) nor one of `NEW_KEYS` (its second section, with the type each takes): a misspelt key
  is caught instead of silently adding an option no rule reads.
- `load_panic`, `load_bag` and `load_exploration` read panic.toml, bag.toml and exploration_tokens.toml.

Every fault is a `ContentError` whose sentence starts with the file and names the entry and key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.loader import ContentError, load_options, need, one_of, read_toml

DIR = "rulesets/prototype"
OPTIONS = f"{DIR}/options.toml"
PANIC = f"{DIR}/panic.toml"
BAG = f"{DIR}/bag.toml"
EXPLORATION = f"{DIR}/exploration_tokens.toml"
ID = "ruleset:prototype"

# The option tables of a published game on the Nemesis ship with the Intruders, in the order they merge.
PUBLISHED_OPTIONS = ("content/base/options.toml", "maps/nemesis_ship/options.toml", "species/intruders/options.toml",
                     "rulesets/published/options.toml")

# The second section of options.toml: keys only the prototype's rules will read. A str key lists its values.
NEW_KEYS: dict[str, type | tuple[str, ...]] = {
    "event_phase_steps": list, "end_phase_steps": list,  # D3, D8
    "draw_in": ("end_phase", "player_phase"), "combat_draw": int, "heavy_object_refill_penalty": int,  # D2, D15
    "first_player_rotates": bool,  # GAP-13
    "careful_move": bool, "move_cost_leg_wound": int,  # D12, BASE-MOVE-09
    "max_weapons": int, "carry_model": ("hands", "limits"), "max_heavy_objects": int,  # D15
    "give_items_per_action": int, "give_refusable": bool, "trade_requests": bool,  # D18
    "rule_cites": dict,  # what the log cites
    "item_cost_wounds": list, "give_is_item_action": bool,  # BASE-ITEM-04, BASE-GIVE-01
    "danger_fallback_noise": bool, "slime_turns_silence_token": bool,  # D4, BASE-EXPL-10
    "larva_draw_contamination": int, "larva_attaches_on_draw": bool, "panic_on_bag_draw": bool,  # D5, D6
    "panic_counts_contamination": bool, "panic_tokens_max": int, "panic_difficulty_minimum": int,  # D20
    "panic_reshuffle": bool, "panic_weakness": str, "combat_room_tiles": list,
    "fire_wound": ("light", "serious"), "fire_wound_when": ("event_phase", "round_end"),  # D10
    "eggs_max": int, "removed_contamination": ("deck", "game"),  # D9, D19
    "first_victim": ("random_character", "corpse_token"), "objectives_dealt": int,  # D16, D14
    "objective_choice": ("setup", "first_encounter"), "alternative_objective_swaps": int,
    "traits_used": bool, "quest_items_used": bool, "pods_unlock_on_self_destruct_start": bool,
}

OWN_TABLE_KEYS = {"objective_pools", "room_costs", "rule_cites"}  # tables whose keys are the prototype's own (its Objective decks)
PANIC_DECK = 20  # GAP-02, GAP-25 (PROPOSED)
DIFFICULTIES = range(0, 7)  # a printed difficulty (the seed's known card shows 3)
PROVENANCE = ("S-card", "P")  # read on the seed's card fragments, or PROPOSED
# What a failed Panic check does; the counted ones take an `amount`.
COUNTED = ("light_wound", "serious_wound", "discard", "discard_random", "lose_ammo", "discard_item", "contamination")
PANIC_EFFECTS = (*COUNTED, "noise_roll", "blind_escape", "no_attacks", "pass", "drop_heavy", "none")

EXPLORATION_EFFECTS = ("silence", "malfunction", "door", "signs_of_intrusion", "fire")  # D13, BASE-EXPL-10..14
ITEM_NUMBERS = range(1, 5)  # BASE-EXPL-02
PLAYERS = range(1, 6)  # BASE-SETUP-12: 1 to 5 players


@dataclass(frozen=True, slots=True)
class PanicEffect:
    effect: str  # PANIC_EFFECTS
    amount: int  # 0 for an effect that counts nothing


@dataclass(frozen=True, slots=True)
class PanicCard:
    """One Panic card (BASE-PANIC-01/02); `copies` of it are in the deck."""

    id: str
    name: str
    difficulty: int
    copies: int
    does: PanicEffect
    otherwise: PanicEffect | None  # what it does when `does` finds nothing to act on
    provenance: str  # PROVENANCE
    text: str


@dataclass(frozen=True, slots=True)
class Bag:
    """The starting bag (bag_start + per_player x players) and the token supply (D7, BASE-BAG-01/07)."""

    species: str
    start: dict[str, int]
    per_player: dict[str, int]
    supply: dict[str, int]


@dataclass(frozen=True, slots=True)
class Exploration:
    tokens: tuple[tuple[str, int], ...]  # (effect, items), index = token id (as the catalog's pool)
    names: dict[str, str]  # effect -> the prototype's name of the token
    placed: int  # how many go on the board


# ---- options ----

def published_options() -> dict[str, Any]:
    """The option table of a published game (base < map < species < ruleset)."""
    out: dict[str, Any] = {}
    for path in PUBLISHED_OPTIONS:
        out.update(load_options(path))
    return out


def _same_type(mine: Any, theirs: Any) -> bool:
    if isinstance(theirs, bool) or isinstance(mine, bool):
        return isinstance(mine, bool) and isinstance(theirs, bool)
    return type(mine) is type(theirs)


def prototype_options_check(options: dict[str, Any]) -> tuple[str, ...]:
    """The keys of `options` (the prototype's options.toml) that override published ones, once every key is found
    good: a published key keeps the published value's type (an ammo count may also be "full", as
    crafted_weapon_ammo is) and, for a table, exactly the published table's keys; any other key is one of
    NEW_KEYS with a value of its type. Else a ContentError naming the key."""
    published = published_options()
    overrides = []
    for key, value in options.items():
        if key in NEW_KEYS:  # a key the prototype brought (the published table may give the core's default)
            _check_new(key, value, NEW_KEYS[key])
        elif key in published:
            theirs = published[key]
            full_ammo = key.endswith("_ammo") and value == "full"
            if not (_same_type(value, theirs) or full_ammo):
                raise ContentError(f'{OPTIONS}: key "{key}" must be a {type(theirs).__name__} like the published '
                                   f"value {theirs!r}, not {value!r}")
            if isinstance(value, dict) and set(value) != set(theirs) and key not in OWN_TABLE_KEYS:
                raise ContentError(f'{OPTIONS}: key "{key}" must have the published table\'s keys '
                                   f"{sorted(theirs)}, not {sorted(value)}")
            overrides.append(key)
        else:
            raise ContentError(f'{OPTIONS}: key "{key}" is neither a published option nor a new prototype key '
                               "(misspelt?)")
    missing = sorted(set(load_options(PUBLISHED_OPTIONS[-1])) - set(options))
    if missing:
        raise ContentError(f"{OPTIONS}: the published ruleset sets {', '.join(missing)}; "
                           "the prototype must give its own value for each")
    _check_across(options)
    return tuple(overrides)


def _check_new(key: str, value: Any, kind: type | tuple[str, ...]) -> None:
    if isinstance(kind, tuple):
        if not isinstance(value, str):
            raise ContentError(f'{OPTIONS}: key "{key}" must be one of {", ".join(kind)}, not {value!r}')
        one_of(OPTIONS, "file", key, value, kind)
    elif kind is list:
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
            raise ContentError(f'{OPTIONS}: key "{key}" must list step names, not {value!r}')
        if len(set(value)) != len(value):
            raise ContentError(f'{OPTIONS}: key "{key}" lists a step twice: {value}')
    elif not _same_type(value, kind()):
        raise ContentError(f'{OPTIONS}: key "{key}" must be a {kind.__name__}, not {value!r}')
    elif kind is int and value < 0:
        raise ContentError(f'{OPTIONS}: key "{key}" must be at least 0, not {value}')


def _check_across(options: dict[str, Any]) -> None:
    """What two of the prototype's own keys say together."""
    die = options.get("combat_die")
    hits = options.get("combat_hits")
    if isinstance(die, list) and isinstance(hits, dict) and set(die) != set(hits):
        raise ContentError(f'{OPTIONS}: key "combat_hits" must name each face of "combat_die" '
                           f"({sorted(set(die))}), not {sorted(hits)}")
    steps = [*options.get("event_phase_steps", ()), *options.get("end_phase_steps", ())]
    if len(set(steps)) != len(steps):
        raise ContentError(f'{OPTIONS}: a step is both in "event_phase_steps" and in "end_phase_steps": {steps}')


def load_prototype_options(path: str = OPTIONS) -> dict[str, Any]:
    """The prototype's options table, checked."""
    options = load_options(path)
    prototype_options_check(options)
    return options


# ---- Panic deck ----

def _panic_effect(path: str, where: str, data: dict[str, Any]) -> PanicEffect:
    effect = one_of(path, where, "effect", need(path, where, data, "effect", str), PANIC_EFFECTS)
    if effect in COUNTED:
        amount = need(path, where, data, "amount", int)
        if amount < 1:
            raise ContentError(f'{path}: {where} key "amount" must be at least 1, not {amount}')
    else:
        if "amount" in data:
            raise ContentError(f'{path}: {where} key "amount" means nothing for effect "{effect}"')
        amount = 0
    return PanicEffect(effect, amount)


def load_panic(path: str = PANIC) -> dict[str, PanicCard]:
    """The Panic cards by id; the deck holds `copies` of each, PANIC_DECK cards in all."""
    cards: dict[str, PanicCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        cid = need(path, where, c, "id", str)
        where = f'card "{cid}"'
        if cid in cards:
            raise ContentError(f"{path}: {where} is defined twice")
        difficulty = need(path, where, c, "difficulty", int)
        if difficulty not in DIFFICULTIES:
            raise ContentError(f'{path}: {where} key "difficulty" must be {DIFFICULTIES.start}-'
                               f"{DIFFICULTIES.stop - 1}, not {difficulty}")
        copies = need(path, where, c, "copies", int)
        if copies < 1:
            raise ContentError(f'{path}: {where} key "copies" must be at least 1, not {copies}')
        otherwise = None
        if "otherwise" in c:
            other = need(path, where, c, "otherwise", dict)
            otherwise = _panic_effect(path, f"{where} (otherwise)", other)
        name = need(path, where, c, "name", str).strip()
        text = need(path, where, c, "text", str).strip()
        if not name or not text.endswith("."):
            raise ContentError(f'{path}: {where} needs a name and a text in whole sentences')
        cards[cid] = PanicCard(
            id=cid, name=name, difficulty=difficulty, copies=copies, does=_panic_effect(path, where, c),
            otherwise=otherwise, provenance=one_of(path, where, "provenance",
                                                   need(path, where, c, "provenance", str), PROVENANCE),
            text=text)
    total = sum(c.copies for c in cards.values())
    if total != PANIC_DECK:
        raise ContentError(f"{path}: the Panic deck must hold {PANIC_DECK} cards, not {total}")
    return cards


def panic_deck(cards: dict[str, PanicCard]) -> tuple[str, ...]:
    """The deck as card ids, each as often as it has copies (unshuffled)."""
    return tuple(c.id for c in cards.values() for _ in range(c.copies))


# ---- bag ----

def _counts(path: str, data: dict[str, Any], key: str, kinds: set[str]) -> dict[str, int]:
    table = need(path, "file", data, key, dict)
    for kind, n in table.items():
        if kind not in kinds:
            raise ContentError(f'{path}: [{key}] names "{kind}", which is no figure kind of the species '
                               f"(figures: {', '.join(sorted(kinds))})")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ContentError(f'{path}: [{key}] key "{kind}" must be a whole number of at least 0, not {n!r}')
    return dict(table)


def species_figures(species: str) -> set[str]:
    """The kinds of `species` that are figures (its kinds.toml); a Blank is a token, not a figure."""
    path = f"species/{species}/kinds.toml"
    return {need(path, f"kinds[{i}]", k, "id", str)
            for i, k in enumerate(need(path, "file", read_toml(path), "kinds", list)) if k.get("figure", True)}


def load_bag(path: str = BAG) -> Bag:
    """The starting bag and the supply; the bag for the most players fits in the supply."""
    data = read_toml(path)
    species = need(path, "file", data, "species", str)
    kinds = species_figures(species)
    bag = Bag(species, _counts(path, data, "bag_start", kinds), _counts(path, data, "per_player", kinds),
              _counts(path, data, "supply", kinds))
    most = starting_bag(bag, PLAYERS.stop - 1)
    for kind, n in most.items():
        if n > bag.supply.get(kind, 0):
            raise ContentError(f'{path}: a {PLAYERS.stop - 1}-player bag holds {n} "{kind}" tokens, but [supply] '
                               f"has {bag.supply.get(kind, 0)}")
    return bag


def starting_bag(bag: Bag, players: int) -> dict[str, int]:
    """Kind -> tokens in the bag at setup for `players` players (BASE-SETUP-20)."""
    if players not in PLAYERS:
        raise ValueError(f"{players} players: the prototype plays with {PLAYERS.start}-{PLAYERS.stop - 1}")
    kinds = dict.fromkeys([*bag.start, *bag.per_player], 0)
    return {k: bag.start.get(k, 0) + bag.per_player.get(k, 0) * players for k in kinds}


# ---- Exploration tokens ----

def load_exploration(path: str = EXPLORATION) -> Exploration:
    """The token pool (as the catalog's `exploration`), the tokens' names and how many are placed."""
    data = read_toml(path)
    tokens = []
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        where = f"tokens[{i}]"
        effect = one_of(path, where, "effect", need(path, where, t, "effect", str), EXPLORATION_EFFECTS)
        items = need(path, where, t, "items", int)
        if items not in ITEM_NUMBERS:
            raise ContentError(f'{path}: {where} key "items" must be {ITEM_NUMBERS.start}-{ITEM_NUMBERS.stop - 1}, '
                               f"not {items}")
        tokens.append((effect, items))
    names = need(path, "file", data, "names", dict)
    used = {effect for effect, _ in tokens}
    if set(names) != used or not all(isinstance(n, str) and n.strip() for n in names.values()):
        raise ContentError(f"{path}: [names] must name each token effect used ({', '.join(sorted(used))}), "
                           f"not {', '.join(sorted(names))}")
    placed = need(path, "file", data, "placed", int)
    if not 0 < placed <= len(tokens):
        raise ContentError(f'{path}: file key "placed" must be 1-{len(tokens)} (the tokens in the box), not {placed}')
    return Exploration(tuple(tokens), dict(names), placed)


EVENTS = f"{DIR}/events.toml"
EVENT_DECK = 20  # GAP-02


def load_events_deck(path: str = EVENTS) -> dict[str, Any]:
    """The base deck named in the file, without its `drop` cards, with the file's own cards (D8, GAP-23)."""
    from engine.content.cards import load_events

    data = read_toml(path)
    base = need(path, "file", data, "base_deck", str)
    kinds = tuple(sorted(species_figures(need(path, "file", read_toml(BAG), "species", str))))
    deck = load_events(base, kinds)
    for card in need(path, "file", data, "drop", list):
        if card not in deck:
            raise ContentError(f'{path}: "drop" names "{card}", which is no card of {base}')
        del deck[card]
    own = load_events(path, kinds)
    for cid in own:
        if cid in deck:
            raise ContentError(f'{path}: card "{cid}" is already in {base}')
    deck.update(own)
    if len(deck) != EVENT_DECK:
        raise ContentError(f"{path}: the Event deck must hold {EVENT_DECK} cards, not {len(deck)}")
    return deck


def prototype_content(options: dict[str, Any]) -> dict[str, Any]:
    """What the ruleset gives the catalog: its Exploration pool and Event deck (replacing the base and species
    ones) and its own part (the Panic deck, the bag, the tokens' names)."""
    exploration = load_exploration()
    return {"exploration": exploration.tokens, "events": load_events_deck(),
            "ext": {ID: {"panic": load_panic(), "bag": load_bag(), "exploration_names": exploration.names,
                         "exploration_placed": exploration.placed}}}
