"""The Chytrids' data: their kinds, bag tokens (two Surprise Attack numbers each), the Chytrid Attack, Event and
Weakness decks, the Help card, and the options their rules read, each checked against this species' own kinds
and effect keys (digest shared/rules/lockdown-stretch-goals.md §1.2, §3, GAP-CHY-02..07).

What the catalog's generic fields cannot hold goes under `ext["species:chytrids"]`: every token's two numbers,
the Attack cards' texts and Darkness parts, the Event cards' numbers, symbols and growth, the Help card's lines."""

from __future__ import annotations

from typing import Any

from engine.content.cards import load_attack, load_kinds, load_simple, names_only, option, verified
from engine.content.loader import ContentError
from engine.species.chytrids.readers import (
    COLOURS,
    check_attack,
    load_attack_texts,
    load_chytrid_events,
    load_help,
    load_two_number_tokens,
)

ID = "species:chytrids"
DIR = "species/chytrids"
OPTIONS = f"{DIR}/options.toml"
ATTACK_DECK, EVENT_DECK, WEAKNESS_DECK, TOKEN_COUNT, SPORELINGS = 20, 20, 6, 15, 10  # COMP-CHY-01..12
BLOOD = (2, 6)  # GAP-CHY-02: the blood values printed on the Attack cards
ATTACK_EFFECT_KEYS = ("spore_lash", "rending_stalk", "choking_tendrils", "spore_cloud", "rot_bite", "cap_burst",
                      "queens_embrace", "recoil")
ATTACK_DARK_KEYS = ("spore_on_board", "extra_light_wound", "contamination", "spore_in_room", "sporeling_in_room")
EVENT_EFFECT_KEYS = ("fungal_explosion", "cooling_system_leak", "fire_in_the_recesses", "overload", "spore_drift",
                     "rustling", "rot_sickness", "rot_in_the_air", "germination", "stirring", "air_scrubbers",
                     "quiet", "creeping_hyphae", "spore_storm")
WEAKNESS_EFFECT_KEYS = ("fire_vulnerability", "brittle_caps", "fragile_hyphae", "exposed_heart", "sluggish_stalks",
                        "ultraviolet_sensitivity")
OBJECTS = ("corpse", "carcass", "egg")
MAPS = ("lockdown", "nemesis_ship")  # the maps the Chytrids are played on (§3.2, §3.18)


def chytrids_content(options: dict[str, Any]) -> dict[str, Any]:
    """Load and check every Chytrid content file and the options; return the catalog parts they fill."""
    kinds = load_kinds(f"{DIR}/kinds.toml")
    figures = tuple(k for k, d in kinds.items() if d.figure)
    tokens, numbers, bag_start = load_two_number_tokens(f"{DIR}/tokens.toml", tuple(kinds), figures)
    if len(tokens) != TOKEN_COUNT:
        raise ContentError(f"{DIR}/tokens.toml: the box holds {TOKEN_COUNT} Chytrid tokens, the file {len(tokens)}")
    attack = load_attack(f"{DIR}/attack.toml", figures)
    check_attack(f"{DIR}/attack.toml", attack, ATTACK_EFFECT_KEYS, ATTACK_DECK, BLOOD)
    events, extras = load_chytrid_events(f"{DIR}/events.toml", figures, EVENT_EFFECT_KEYS, EVENT_DECK)
    weaknesses = load_simple(f"{DIR}/weaknesses.toml", "effect")
    _check_weaknesses(weaknesses)
    check_options(options, figures, tuple(events))
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": attack,
        "events": events,
        "weaknesses": weaknesses,
        "ext": {ID: {
            "token_numbers": numbers,
            "attack_texts": load_attack_texts(f"{DIR}/attack.toml", ATTACK_DARK_KEYS),
            "events": extras,
            "help": load_help(f"{DIR}/help.toml"),
            "verified": {name: verified(f"{DIR}/{name}.toml") for name in ("tokens", "attack", "events")},
        }},
    }


def _check_weaknesses(cards: dict) -> None:
    path = f"{DIR}/weaknesses.toml"
    if len(cards) != WEAKNESS_DECK:
        raise ContentError(f"{path}: the deck must hold {WEAKNESS_DECK} cards, holds {len(cards)}")
    for i, card in enumerate(cards.values()):
        if card.kind not in WEAKNESS_EFFECT_KEYS:
            raise ContentError(f'{path}: cards[{i}] key "effect" has unknown value "{card.kind}" '
                               f'(allowed: {", ".join(WEAKNESS_EFFECT_KEYS)})')


def _at_least(key: str, options: dict[str, Any], low: int) -> int:
    value = option(OPTIONS, key, options, int)
    if value < low:
        raise ContentError(f'{OPTIONS}: key "{key}" must be at least {low}, not {value}')
    return value


def _per_map(key: str, options: dict[str, Any], kind: type) -> dict[str, Any]:
    table = option(OPTIONS, key, options, dict)
    for map_id in MAPS:
        if not isinstance(table.get(map_id), kind):
            raise ContentError(f'{OPTIONS}: key "{key}" must give the map "{map_id}" a {kind.__name__}')
    return table


def check_options(options: dict[str, Any], figures: tuple[str, ...], events: tuple[str, ...]) -> None:
    """The species' numbers count sensibly and its tables name only its own kinds, colours, cards and Objects."""
    for key in ("eggs_at_setup", "weakness_cards_dealt", "spore_markers", "mycelium_markers", "necrocap_miniatures",
                "sporeling_start_level", "sporeling_return_level", "players_max"):
        _at_least(key, options, 1)
    top = _at_least("sporeling_top_level", options, 1)
    for key in ("sporeling_start_level", "sporeling_return_level"):
        if options[key] > top:
            raise ContentError(f'{OPTIONS}: key "{key}" is above the top level {top}')
    if not 0 <= _at_least("weakness_cards_revealed", options, 0) <= options["weakness_cards_dealt"]:
        raise ContentError(f'{OPTIONS}: key "weakness_cards_revealed" is more than the cards dealt')
    slots = option(OPTIONS, "weakness_slots", options, list)
    if len(slots) != options["weakness_cards_dealt"] or len(set(slots)) != len(slots):
        raise ContentError(f'{OPTIONS}: key "weakness_slots" must name {options["weakness_cards_dealt"]} different '
                           f"slots, names {slots}")
    names_only(OPTIONS, "weakness_slots", slots, OBJECTS)
    thresholds = option(OPTIONS, "weakness_knowledge", options, dict)
    if list(thresholds) != slots:
        raise ContentError(f'{OPTIONS}: key "weakness_knowledge" must give a threshold for each of {", ".join(slots)}')
    colours = option(OPTIONS, "lab_colours", options, list)
    if len(colours) != SPORELINGS:
        raise ContentError(f'{OPTIONS}: key "lab_colours" must colour the Lab board\'s {SPORELINGS} spaces, '
                           f"colours {len(colours)}")
    names_only(OPTIONS, "lab_colours", colours, COLOURS)
    ring = option(OPTIONS, "queen_board_ring", options, list)
    if len(ring) != 8 or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in ring):
        raise ContentError(f'{OPTIONS}: key "queen_board_ring" must give the 8 Rotstalk spaces a number each (CHY-QB-01)')
    _at_least("queen_board_centre", options, 0)
    for key in ("queen_kind", "rotstalk_kind", "necrocap_kind"):
        names_only(OPTIONS, key, [option(OPTIONS, key, options, str)], figures)
    names_only(OPTIONS, "retreat_door_rule", option(OPTIONS, "retreat_door_rule", options, list), figures)
    names_only(OPTIONS, "retreat_event_number", [option(OPTIONS, "retreat_event_number", options, str)],
               ("first", "second"))
    checks = option(OPTIONS, "injury_check_cards", options, dict)
    if sorted(checks) != sorted(figures) or not all(isinstance(n, int) and n >= 1 for n in checks.values()):
        raise ContentError(f'{OPTIONS}: key "injury_check_cards" must draw at least 1 card for each of '
                           f'{", ".join(figures)}')
    for face, hit in option(OPTIONS, "combat_hits", options, dict).items():
        names_only(OPTIONS, f"combat_hits.{face}", hit, figures)
    for map_id, removed in _per_map("removed_events", options, list).items():
        names_only(OPTIONS, f"removed_events.{map_id}", removed, events)
    _per_map("cooling_tiles", options, str)
    _per_map("countdown_service", options, str)
    _per_map("cargo_tiles", options, list)
    names_only(OPTIONS, "species_objects", option(OPTIONS, "species_objects", options, list), OBJECTS)
    for key in ("weakness_needs_knowledge", "darkness_without_map", "surprise_counts_contamination"):
        option(OPTIONS, key, options, bool)
