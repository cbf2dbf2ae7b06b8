"""The Void Seeders' content (digest shared/rules/void-seeders.md): their kinds, bag tokens, the Attack, Event,
Panic and Weakness decks, the Lair exploration tokens, the Insanity track and the Help cards, each checked
against the species' own kinds, effect keys and options. What the Catalog has no field for goes under
`ext["species:void_seeders"]`.

The Event deck and the Help cards are the files the options name (`events_file`, `help_file`): in the Lockdown
Facility the Event deck and Help cards for Lockdown (LVS-SET-12/17, COMP-SG-02/04, PROPOSED GAP-VS-01), whose
cards may name rooms by tile and carry a Darkness part (engine/species/common/map_events.py).
"""

from __future__ import annotations

from typing import Any

from engine.content.cards import load_attack, load_events, load_kinds, load_simple, load_tokens
from engine.content.exploration import load_exploration_change
from engine.content.loader import ContentError, KindDef, need, read_toml
from engine.species.common.map_events import load_card_places
from engine.species.void_seeders.readers import deck_extras, load_help, load_panic, load_track

DIR = "species/void_seeders"
PLUGIN_ID = "species:void_seeders"
DECK_SIZES = {"attack": 20, "events": 20, "panic": 20, "weaknesses": 8}  # VS-CMP-06..09
# The effect keys each deck may name (the rules register one effect per key) and the numbers they take.
ATTACK_EFFECTS = ("harm", "harm_room")
ATTACK_PARAMS = ("light_wounds", "serious_wounds", "contamination", "insanity", "discard", "discard_random",
                 "panic", "attacker_vanishes")
EVENT_EFFECTS = ("generator_overheat", "computer_failure", "pod_ejection", "fuel_explosion", "fire_wave",
                 "ship_ai_failure", "whispers", "terror", "restless_shadows", "mass_hallucination",
                 "call_of_the_void", "echoes", "flickering_lights", "brownout", "coolant_spill", "herding",
                 "dark_murmur", "sleepless", "eerie_calm",
                # the Event deck for Lockdown (PROPOSED GAP-VS-01): the Facility's rooms and systems
                "fire_in_rooms", "power_failure", "facility_ai_failure")
EVENT_PARAMS = ("min_malfunctions", "hand_to", "min_infected", "panic", "insanity", "min_insanity", "discard",
                "rooms", "tokens", "min_hand")
DARK_EFFECTS = ("insanity", "panic", "noise")  # what a Darkness part does (events.py DARK)
PANIC_EFFECTS = ("scream", "lose_ammo", "discard", "insane_courage", "headlong_flight", "paranoia", "drop_item",
                 "wound", "contaminate", "catatonia", "malfunction_here", "discard_hand", "fire_here",
                 "empty_weapon", "open_them_all", "sabotage", "despair", "more_panic")
PANIC_PARAMS = ("ammo", "cards", "items", "light_wounds", "serious_wounds", "contamination", "panic")
WEAKNESS_EFFECTS = ("solid_bulkheads", "wave_of_calm", "vulnerability_to_fire", "fragile_lairs", "anchored_minds",
                    "light_sensitivity", "clear_mind", "thin_veil")
WEAKNESS_PARAMS = ("lower_now", "rest_lower", "extra_injuries", "danger_shift")
COMPARES = ("lower", "higher", "single", "none")
ON_RETREAT = ("retreat", "survive")


def void_seeders_content(options: dict[str, Any]) -> dict[str, Any]:
    """Load and check every Void Seeder content file; return the catalog parts they provide."""
    kinds = load_kinds(f"{DIR}/kinds.toml")
    types = _types(options, kinds)
    token_kinds = tuple(k for k, d in kinds.items() if not d.figure)  # a figure is never a bag token
    tokens, bag_start = load_tokens(f"{DIR}/tokens.toml", token_kinds)
    tokens.update(insanity_tokens(options))
    for kind in bag_start:
        if kind not in token_kinds and kind.removesuffix("_base") not in token_kinds:
            raise ContentError(f'{DIR}/tokens.toml: bag_start names unknown kind "{kind}"')
    track = load_track(f"{DIR}/insanity_track.toml", types)
    attack, attack_texts, attack_params = _attack(types)
    events_path = f"{DIR}/{need(f'{DIR}/options.toml', 'file', options, 'events_file', str)}"
    events = load_events(events_path, types)
    event_rows = need(events_path, "file", read_toml(events_path), "cards", list)
    _, event_params = deck_extras(events_path, event_rows, DECK_SIZES["events"], EVENT_EFFECTS, EVENT_PARAMS)
    panic = load_panic(f"{DIR}/panic.toml", PANIC_EFFECTS, track.top)
    _, panic_params = _extras("panic", PANIC_EFFECTS, PANIC_PARAMS)
    weaknesses = load_simple(f"{DIR}/weaknesses.toml", "effect")
    _, weakness_params = _extras("weaknesses", WEAKNESS_EFFECTS, WEAKNESS_PARAMS)
    help_cards, help_lines = load_help(f"{DIR}/{need(f'{DIR}/options.toml', 'file', options, 'help_file', str)}")
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": attack,
        "events": events,
        "weaknesses": weaknesses,
        "exploration_change": load_exploration_change(f"{DIR}/exploration.toml"),  # the Lairs (VS-SET-04)
        "ext": {PLUGIN_ID: {
            "panic": panic,
            "insanity_track": track,
            "attack_texts": attack_texts,
            "params": {"attack": attack_params, "events": event_params, "panic": panic_params,
                       "weaknesses": weakness_params},
            "help_cards": help_cards,
            "help_lines": help_lines,
            "card_places": load_card_places(events_path, event_rows, DARK_EFFECTS),
        }},
    }


def _extras(deck: str, effects: tuple[str, ...], params: tuple[str, ...]):
    path = f"{DIR}/{deck}.toml"
    cards = need(path, "file", read_toml(path), "cards", list)
    return deck_extras(path, cards, DECK_SIZES[deck], effects, params)


def _attack(types: tuple[str, ...]):
    """The Attack deck: the shared reader's cards, plus text and numbers; a Retreat card has no blood value."""
    path = f"{DIR}/attack.toml"
    attack = load_attack(path, types)
    texts, params = _extras("attack", ATTACK_EFFECTS, ATTACK_PARAMS)
    for i, card in enumerate(read_toml(path)["cards"]):
        if card.get("retreat", False) and "blood" in card:
            raise ContentError(f'{path}: cards[{i}] has both "retreat" and "blood" (a Retreat card has no value)')
        if not card["hits"]:
            raise ContentError(f'{path}: cards[{i}] key "hits" names no Void Seeder type')
    return attack, texts, params


def _types(options: dict[str, Any], kinds: dict[str, KindDef]) -> tuple[str, ...]:
    """Check the options that name kinds; return the Void Seeder types, lowest rank first (VS-TYP-02)."""
    path = f"{DIR}/options.toml"
    figures = tuple(k for k, d in kinds.items() if d.figure)

    def figure(where: str, key: str, kind: Any) -> str:
        if kind not in figures:
            raise ContentError(f'{path}: {where} key "{key}" names "{kind}", which is no figure of kinds.toml '
                               f'(figures: {", ".join(figures)})')
        return kind

    types = tuple(figure("file", "void_seeder_types", k) for k in need(path, "file", options, "void_seeder_types", list))
    lair = figure("file", "lair_kind", need(path, "file", options, "lair_kind", str))
    if lair in types:
        raise ContentError(f'{path}: file key "void_seeder_types" names the Lair, which is no Void Seeder type')
    pieces = (*types, lair)
    for table, fields in (("miniatures", None), ("injury_check", ("cards", "compare", "retreat"))):
        entries = need(path, "file", options, table, dict)
        for kind in pieces:
            if kind not in entries:
                raise ContentError(f'{path}: [{table}] has no entry for "{kind}"')
        for kind, value in entries.items():
            figure(f"[{table}]", kind, kind)
            if fields is None:
                if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                    raise ContentError(f'{path}: [{table}] key "{kind}" must be a number of figures of at least 1')
            else:
                _injury_check(path, f"[{table}.{kind}]", value)
    for face, hit in need(path, "file", options, "combat_hits", dict).items():
        for kind in hit:
            figure("[combat_hits]", face, kind)
    slots = need(path, "file", options, "weakness_slots", list)
    if len(slots) != need(path, "file", options, "weakness_cards_dealt", int):
        raise ContentError(f'{path}: file key "weakness_slots" must name one slot per Weakness card dealt')
    return types


def _injury_check(path: str, where: str, entry: Any) -> None:
    if not isinstance(entry, dict):
        raise ContentError(f"{path}: {where} must be a table")
    stray = sorted(set(entry) - {"cards", "compare", "retreat"})
    if stray:  # a key written below a [table] header lands in that table (TOML)
        raise ContentError(f'{path}: {where} has unknown key "{stray[0]}" (allowed: cards, compare, retreat)')
    cards = need(path, where, entry, "cards", int)
    if cards not in (1, 2):
        raise ContentError(f'{path}: {where} key "cards" must be 1 or 2, not {cards}')
    for key, allowed in (("compare", COMPARES), ("retreat", ON_RETREAT)):
        if need(path, where, entry, key, str) not in allowed:
            raise ContentError(f'{path}: {where} key "{key}" has unknown value "{entry[key]}" '
                               f'(allowed: {", ".join(allowed)})')


def insanity_tokens(options: dict[str, Any]) -> dict[str, tuple[str, int]]:
    """The Character Insanity tokens, one per player colour: "insanity_<n>" is seat n - 1's (VS-CMP-04, VS-SET-20)."""
    count = need(f"{DIR}/options.toml", "file", options, "insanity_tokens_in_box", int)
    if count < 5:
        raise ContentError(f'{DIR}/options.toml: file key "insanity_tokens_in_box" must cover 5 players, not {count}')
    return {f"insanity_{n}": ("insanity", 0) for n in range(1, count + 1)}


def bag_at_setup(bag_start: dict[str, int], players: int) -> dict[str, int]:
    """How many tokens of each kind the bag holds after setup (VS-SET-11, VS-SET-20): a "<kind>_base" entry is
    that many plus 1 per player."""
    out: dict[str, int] = {}
    for key, count in bag_start.items():
        kind = key.removesuffix("_base")
        out[kind] = out.get(kind, 0) + count + (players if kind != key else 0)
    return out
