"""The Night Stalkers' data: their kinds, bag tokens (two Surprise Attack numbers each), Night Stalker Attack,
Event and Weakness decks, each checked against this species' own kinds and effect keys, and the options their
rules will read, checked against those kinds (digest shared/rules/lockdown-base.md §15, T4-T6, T13).

What the catalog's generic fields cannot hold goes under `ext["species:night_stalkers"]`: every token's light
and Darkness numbers (the catalog's one number is the light one), the Attack cards' texts and Darkness parts,
the Event cards' second Corridor numbers and Darkness parts, the Weakness cards' rule changes and PROPOSED
marks, and whether the third-party transcriptions were verified against the printed components."""

from __future__ import annotations

from typing import Any

from engine.content.cards import (
    card_rows,
    deck_size,
    load_attack,
    load_events,
    load_kinds,
    load_simple,
    names_only,
    option,
    verified,
)
from engine.content.loader import AttackCard, ContentError
from engine.species.night_stalkers.readers import (
    AttackText,
    TokenNumbers,
    load_attack_texts,
    load_event_extras,
    load_light_dark_tokens,
    load_weaknesses,
)

ID = "species:night_stalkers"
DIR = "species/night_stalkers"
OPTIONS = f"{DIR}/options.toml"
TOKENS = f"{DIR}/tokens.toml"
ATTACK_DECK, EVENT_DECK, WEAKNESS_DECK, TOKEN_COUNT = 20, 22, 6, 27  # LD-COMP-07, LD-COMP-05, LD-NS-01
BLOOD = (2, 5)  # LD-NS-10: the blood values printed on the Attack cards
ATTACK_EFFECT_KEYS = ("blood_chase", "blood_rage", "cut", "evolve", "infecting_the_host", "perched_in_the_dark",
                      "piercing_the_heart")  # T5
ATTACK_DARK_KEYS = ("extra_light_wound", "breeder_attacks_now", "infest_target", "kill_with_three_serious",
                    "kill_with_two_serious")  # T5 "Dark:" column, LD-IATK-03
EVENT_EFFECT_KEYS = ("blood_trace", "blue_screen", "bulkheads_open", "consuming_fire", "coolant_leak", "damage",
                     "egg_protection", "fire_in_the_hole", "hatching", "kickstopper", "leaving_the_shell",
                     "lurking", "nest", "noise_in_corridors", "panic", "power_surge", "sanitary_network_failure",
                     "scent_of_blood", "short_circuit", "thats_hot")  # T4
EVENT_DARK_KEYS = ("holding_cards_too", "noise_by_characters", "malfunction_by_characters", "contaminate_characters",
                   "infest_outside_nest", "combat_attacks", "wound_at_entrances",
                   "adult_to_wounded")  # T4 "Dark:" column, LD-EVENT-12
EVENT_AFTER = ("discard", "remove")  # LD-EVENT-09 C: no Night Stalker Event shuffles itself back
WEAKNESS_EFFECT_KEYS = ("wary_of_shadows", "light_aversion", "soft_carapace", "slow_clotting", "fire_dread",
                        "egg_instinct")  # LD-KNOW-08, T13 (GAP-LDB-08)
WEAKNESS_CHANGES = ("attack_darkness", "surprise_attack", "combat_die", "injury_check", "fire", "attack_draw")
OBJECTS = ("corpse", "carcass", "egg")  # LD-KNOW-05: the Objects a Laboratory researches (Heavy Objects)
CHOICES = {  # options that take one of a few words
    "starting_bag_draw": ("random", "file_order"),  # T6 note PROPOSED
    "empty_bag_draw": ("blank_without_adult", "blank_with_adult"),  # LD-ENC-07, GAP-LDB-25
    "figure_shortage": ("token_back", "unlimited"),  # LD-NS-12, GAP-LDB-25
    "retreat_event_number": ("first", "second"),  # LD-INJ-04, GAP-LDB-19
    "event_adult_token_from": ("bag_then_reserve", "reserve"),  # T4 notes
    "evolve_token_from": ("reserve", "bag_then_reserve"),  # T5 Evolve
}


def night_stalkers_content(options: dict[str, Any]) -> dict[str, Any]:
    """Load and check every Night Stalker content file and the options; return the catalog parts they fill."""
    kinds = load_kinds(f"{DIR}/kinds.toml")
    figures = tuple(k for k, d in kinds.items() if d.figure)
    check_options(options, figures)
    tokens, numbers, bag_start = load_light_dark_tokens(TOKENS, tuple(kinds), figures)
    _bag_fits(tokens, bag_start, options["players_max"])
    infesting = tuple(k for k in figures if kinds[k].attack == "infest")
    attack, attack_texts = _attack(figures, infesting)
    events, event_extras = _events(figures, options["event_never_moves"])
    weaknesses = _weaknesses(figures, attack, attack_texts)
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": attack,
        "events": events,
        "weaknesses": load_simple(f"{DIR}/weaknesses.toml", "effect"),
        "ext": {ID: {
            "token_numbers": numbers,
            "attack_texts": attack_texts,
            "event_extras": event_extras,
            "weaknesses": weaknesses,
            "verified": {"tokens": verified(TOKENS), "attack": verified(f"{DIR}/attack.toml"),
                         "events": verified(f"{DIR}/events.toml")},
        }},
    }


def starting_bag(bag_start: dict[str, int], players: int) -> dict[str, int]:
    """How many tokens of each kind start in the bag: a "<kind>_base" count grows by 1 per player (LD-NS-02,
    LD-SETUP-10: 1 Blank, 4 Larvae, 1 Creeper, 1 Queen, 3 + P Adults)."""
    out: dict[str, int] = {}
    for key, count in bag_start.items():
        kind = key.removesuffix("_base")
        out[kind] = out.get(kind, 0) + count + (players if key != kind else 0)
    return out


def surprise_number(numbers: dict[str, TokenNumbers], token: str, in_darkness: bool) -> int:
    """The number an Encounter compares with the hand: the token's higher one when the triggering Character is
    in Darkness, else its lower one (LD-ENC-03); a Blank has none (0)."""
    shown = numbers.get(token)
    if shown is None:
        return 0
    return shown.dark if in_darkness else shown.light


def _bag_fits(tokens: dict[str, tuple[str, int]], bag_start: dict[str, int], players_max: int) -> None:
    """The box holds 27 tokens, and enough of each kind for the starting bag of the most players."""
    if len(tokens) != TOKEN_COUNT:
        raise ContentError(f"{TOKENS}: the box holds {TOKEN_COUNT} Night Stalker tokens, the file {len(tokens)}")
    for key, count in bag_start.items():
        kind = key.removesuffix("_base")
        most = count + (players_max if key != kind else 0)
        have = sum(1 for k, _n in tokens.values() if k == kind)
        if most > have:
            raise ContentError(f'{TOKENS}: bag_start key "{key}" puts up to {most} {kind} tokens in the bag '
                               f"(with {players_max} players), but the box holds {have}")


def _attack(figures: tuple[str, ...], infesting: tuple[str, ...]) -> tuple[dict[str, AttackCard],
                                                                             dict[str, AttackText]]:
    path = f"{DIR}/attack.toml"
    deck_size(path, len(card_rows(path)), ATTACK_DECK)  # ids unique first: the shared reader keeps the last twin
    cards = load_attack(path, figures)
    texts = load_attack_texts(path, ATTACK_DARK_KEYS)
    for i, card in enumerate(cards.values()):
        if card.effect not in ATTACK_EFFECT_KEYS:
            raise ContentError(f'{path}: cards[{i}] key "effect" has unknown value "{card.effect}" '
                               f'(allowed: {", ".join(ATTACK_EFFECT_KEYS)})')
        if not card.hits:
            raise ContentError(f'{path}: cards[{i}] key "hits" names no Night Stalker')
        for kind in card.hits:
            if kind in infesting:  # LD-IATK-04: a Larva's attack draws no card
                raise ContentError(f'{path}: cards[{i}] key "hits" names "{kind}", which infests and never '
                                   "draws an Attack card")
        if card.blood is not None and not BLOOD[0] <= card.blood <= BLOOD[1]:
            raise ContentError(f'{path}: cards[{i}] key "blood" must be {BLOOD[0]} to {BLOOD[1]}, not {card.blood}')
    return cards, texts


def _events(figures: tuple[str, ...], never_moved: list[str]) -> tuple[dict, dict]:
    path = f"{DIR}/events.toml"
    deck_size(path, len(card_rows(path)), EVENT_DECK)
    cards = load_events(path, figures)
    extras = load_event_extras(path, EVENT_DARK_KEYS)
    for i, card in enumerate(cards.values()):
        if card.effect not in EVENT_EFFECT_KEYS:
            raise ContentError(f'{path}: cards[{i}] key "effect" has unknown value "{card.effect}" '
                               f'(allowed: {", ".join(EVENT_EFFECT_KEYS)})')
        if card.after not in EVENT_AFTER:
            raise ContentError(f'{path}: cards[{i}] key "after" has unknown value "{card.after}" '
                               f'(allowed: {", ".join(EVENT_AFTER)})')
        if not card.movers:
            raise ContentError(f'{path}: cards[{i}] key "movers" names no Night Stalker')
        for kind in card.movers:
            if kind in never_moved:  # LD-EVENT-14
                raise ContentError(f'{path}: cards[{i}] key "movers" names "{kind}", which no Event card moves '
                                   f"({OPTIONS} event_never_moves)")
    return cards, extras


def _weaknesses(figures: tuple[str, ...], attack: dict[str, AttackCard], texts: dict[str, AttackText]) -> dict:
    path = f"{DIR}/weaknesses.toml"
    names = tuple(dict.fromkeys(c.name for c in attack.values()))
    cards = load_weaknesses(path, figures, WEAKNESS_EFFECT_KEYS, WEAKNESS_CHANGES, names, WEAKNESS_DECK)
    for i, card in enumerate(cards.values()):
        if not card.attack:
            if card.changes == "attack_darkness":
                raise ContentError(f'{path}: cards[{i}] key "attack" is empty, but the card changes an Attack '
                                   "card's Darkness part")
            continue
        named = [c for c in attack.values() if c.name == card.attack]
        missing = [k for k in card.affects if not any(k in c.hits for c in named)]
        if missing:
            raise ContentError(f'{path}: cards[{i}] key "attack": no "{card.attack}" card is used by '
                               f'{", ".join(missing)}')
        if card.changes == "attack_darkness" and not any(texts[c.id].dark for c in named):
            raise ContentError(f'{path}: cards[{i}] key "attack": "{card.attack}" has no Darkness part to change')
    return cards


def _once_each(keys: str, figures: tuple[str, ...], named: list[str], what: str) -> None:
    for kind in figures:
        if named.count(kind) != 1:
            raise ContentError(f'{OPTIONS}: keys {keys} must give every Night Stalker kind exactly one {what}; '
                               f'"{kind}" has {named.count(kind)}')


def check_options(options: dict[str, Any], figures: tuple[str, ...]) -> None:
    """The species' numbers count sensibly, and its tables name only its own kinds and the Heavy Objects."""
    for key in ("eggs_at_setup", "eggs_max", "weakness_cards_dealt", "carcass_tokens", "nest_explore_knowledge",
                "players_max", "queen_eggs_added", "larva_infest_contamination", "hatching_eggs_discarded",
                "hatching_larva_tokens", "leaving_the_shell_draw", "panic_ammo", "panic_items"):
        if option(OPTIONS, key, options, int) < 1:
            raise ContentError(f'{OPTIONS}: key "{key}" must be at least 1')
    for key in ("weakness_cards_revealed", "carcass_pool"):
        if option(OPTIONS, key, options, int) < 0:
            raise ContentError(f'{OPTIONS}: key "{key}" must be 0 or more')
    for key in ("weakness_needs_knowledge", "destroyed_nest_gets_eggs", "surprise_counts_contamination",
                "attack_target_counts_contamination", "infected_death_takes_token"):
        option(OPTIONS, key, options, bool)
    if options["eggs_at_setup"] > options["eggs_max"]:
        raise ContentError(f'{OPTIONS}: key "eggs_at_setup" ({options["eggs_at_setup"]}) is more than '
                           f'"eggs_max" ({options["eggs_max"]})')
    dealt = options["weakness_cards_dealt"]
    if options["weakness_cards_revealed"] > dealt:
        raise ContentError(f'{OPTIONS}: key "weakness_cards_revealed" is more than the {dealt} cards dealt')
    slots = option(OPTIONS, "weakness_slots", options, list)
    if len(slots) != dealt or len(set(slots)) != len(slots):
        raise ContentError(f'{OPTIONS}: key "weakness_slots" must name {dealt} different slots '
                           f"(weakness_cards_dealt), names {slots}")
    thresholds = option(OPTIONS, "weakness_knowledge", options, dict)
    if list(thresholds) != slots:
        raise ContentError(f'{OPTIONS}: key "weakness_knowledge" must give a Knowledge threshold for each of '
                           f'{", ".join(slots)}, in that order (weakness_slots); gives {", ".join(thresholds)}')
    needs = list(thresholds.values())
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in needs) or needs != sorted(set(needs)):
        raise ContentError(f'{OPTIONS}: key "weakness_knowledge" must rise slot by slot from 1 up, not {needs}')
    names_only(OPTIONS, "weakness_objects", option(OPTIONS, "weakness_objects", options, list), OBJECTS)
    names_only(OPTIONS, "species_objects", option(OPTIONS, "species_objects", options, list), OBJECTS)
    names_only(OPTIONS, "trophy_object", [option(OPTIONS, "trophy_object", options, str)], tuple(options["species_objects"]))
    miniatures = option(OPTIONS, "miniatures", options, dict)
    names_only(OPTIONS, "miniatures", miniatures, figures)
    for kind in figures:
        count = miniatures.get(kind)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ContentError(f'{OPTIONS}: key "miniatures" must give "{kind}" a number of figures of at least 1')
    for key in ("blank_last_adds", "blank_adds", "infected_death_leaves"):
        names_only(OPTIONS, key, [option(OPTIONS, key, options, str)], figures)
    for key in ("bag_noise", "bag_nest", "overflow_recall", "injury_kills", "no_carcass", "event_never_moves"):
        names_only(OPTIONS, key, option(OPTIONS, key, options, list), figures)
    for key in ("bag_grows", "evolves"):
        table = option(OPTIONS, key, options, dict)
        names_only(OPTIONS, key, [*table, *table.values()], figures)
    checks = option(OPTIONS, "injury_check_cards", options, dict)
    names_only(OPTIONS, "injury_check_cards", checks, figures)
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in checks.values()):
        raise ContentError(f'{OPTIONS}: key "injury_check_cards" must draw at least 1 card for each kind it names')
    _once_each('"bag_grows", "bag_noise" and "bag_nest"', figures,
               [*options["bag_grows"], *options["bag_noise"], *options["bag_nest"]], "bag development")
    _once_each('"injury_kills" and "injury_check_cards"', figures, [*options["injury_kills"], *checks],
               "way to die of its Injuries")
    for face, hit in option(OPTIONS, "combat_hits", options, dict).items():
        names_only(OPTIONS, f"combat_hits.{face}", hit, figures)
    for key, allowed in CHOICES.items():
        names_only(OPTIONS, key, [option(OPTIONS, key, options, str)], allowed)
