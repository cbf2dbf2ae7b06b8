"""The Carnomorphs' data: their kinds, bag tokens, Carnomorph Attack and Event decks, Adaptation cards (in the
catalog's Weakness place, which they replace) and Character Mutation deck, each checked against this species'
own kinds and effect keys, and the options their rules will read, checked against those kinds.

What the catalog's generic fields cannot hold goes under `ext["species:carnomorphs"]`: the Metagorger tokens'
colours, the Attack cards' texts and Metagorger injury values, the Mutation cards, the Adaptations' rule changes,
the Help card's lines and whether the third-party transcriptions of the two decks were verified (GAP-01, GAP-02).

The Event deck and the Help card are the files the options name (`events_file`, `help_file`): in the Lockdown
Facility the Event deck and Help cards for Lockdown (LCAR-SET-08/11, COMP-SG-01/03, PROPOSED GAP-CAR-01), whose
cards may name rooms by tile and carry a Darkness part (engine/species/common/map_events.py)."""

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
    text_of,
    verified,
)
from engine.content.loader import ContentError
from engine.species.carnomorphs.readers import (
    load_adaptations,
    load_attack_texts,
    load_coloured_tokens,
    load_help,
    load_mutations,
)
from engine.species.common.map_events import load_card_places

ID = "species:carnomorphs"
DIR = "species/carnomorphs"
OPTIONS = f"{DIR}/options.toml"
ATTACK_DECK, EVENT_DECK, MUTATION_DECK, ADAPTATION_DECK = 20, 20, 12, 8  # CARN-COMP-06..09
TOKEN_COLOURS = {"metagorger": ("red", "blue")}  # CARN-COMP-02/03, CARN-SYM-01
ATTACK_EFFECT_KEYS = ("devour", "spawn", "bash", "regurgitate", "slash", "bite", "whiplash")  # GAP-01
EVENT_EFFECT_KEYS = ("rampant_mutation", "reawakening", "lurking", "stalking", "airlock_glitch",  # GAP-02
                     "generator_overload", "marked_prey", "evacuation_hatches_jam", "quarantine_procedure", "growl",
                     "scavenging_biomatter", "structural_weakness", "emergency_protocol_failure", "chemical_fire",
                     "ammunition_meltdown", "beast_on_the_prowl",
                     # the Event deck for Lockdown (PROPOSED GAP-CAR-01): the Facility's rooms and systems
                     "vent_glitch", "power_failure", "malfunction_in_rooms")
DARK_EFFECTS = ("noise", "slime", "light_wound")  # what a Darkness part does (events.py DARK)
MUTATION_EFFECT_KEYS = ("injure_carnomorph", "sprint", "sneak", "heal_all", "heal_light", "acid_spray",  # GAP-06
                        "injure_small", "scent_decoy", "remove_slime", "foresee_events", "swallow_and_heal",
                        "swallow_and_sicken", "search_neighbour", "search_here", "shed_serious_wound",
                        "dress_serious_wound", "overdrive", "draw_actions", "spore_cloud", "shove_carnomorph",
                        "douse_fires", "peek_room")
MUTATION_NEEDS = ("none", "carnomorph_in_room", "small_carnomorph_in_room", "metagorger_in_room",
                  "non_butcher_in_room", "wounded", "light_wound", "serious_wound", "slime", "explored_neighbour",
                  "searchable_room", "fire_nearby", "unexplored_neighbour")
ADAPTATION_EFFECT_KEYS = ("glutton", "thick_hide", "regeneration", "ambushers", "acidic_blood", "relentless",
                          "blood_scent", "fire_adapted")  # CARN-ADAPT-09, GAP-05
ADAPTATION_CHANGES = ("feeding", "injury_check", "event_fire", "surprise_attack", "melee_kill", "retreat",
                      "noise_roll", "fire_damage")
OBJECTS = ("corpse", "corpse_blue", "carcass", "egg")  # CARN-TERM-02: the Heavy Objects (carnomorph food too)


def carnomorphs_content(options: dict[str, Any]) -> dict[str, Any]:
    kinds = load_kinds(f"{DIR}/kinds.toml")
    figures = tuple(k for k, d in kinds.items() if d.figure)
    tokens, colours, bag_start = load_coloured_tokens(f"{DIR}/tokens.toml", tuple(kinds), TOKEN_COLOURS)
    attack = _attack(figures)
    events_path = f"{DIR}/{option(OPTIONS, 'events_file', options, str)}"
    events = _events(events_path, figures)
    adaptations = load_adaptations(f"{DIR}/adaptations.toml", figures, ADAPTATION_EFFECT_KEYS, ADAPTATION_CHANGES,
                                   ADAPTATION_DECK)
    check_options(options, figures)
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": attack,
        "events": events,
        "weaknesses": load_simple(f"{DIR}/adaptations.toml", "effect"),  # CARN-ADAPT-01: in the Weaknesses' place
        "ext": {ID: {
            "token_colours": colours,
            "attack_texts": load_attack_texts(f"{DIR}/attack.toml"),
            "mutations": load_mutations(f"{DIR}/mutations.toml", MUTATION_EFFECT_KEYS, MUTATION_NEEDS,
                                        MUTATION_DECK),
            "adaptations": adaptations,
            "verified": {"attack": verified(f"{DIR}/attack.toml"), "events": verified(events_path)},
            "help_lines": load_help(f"{DIR}/{option(OPTIONS, 'help_file', options, str)}"),
            "card_places": load_card_places(events_path, card_rows(events_path), DARK_EFFECTS),
        }},
    }


def starting_bag(bag_start: dict[str, int], players: int) -> dict[str, int]:
    """How many tokens of each group ("blank", "metagorger_red", ...) start in the bag: a "<group>_base" count
    grows by 1 per player (CARN-SETUP-10: 1 Blank, 2 blue and 2 + P red Metagorgers)."""
    out: dict[str, int] = {}
    for key, count in bag_start.items():
        group = key.removesuffix("_base")
        out[group] = out.get(group, 0) + count + (players if key != group else 0)
    return out


def _attack(figures: tuple[str, ...]) -> dict:
    path = f"{DIR}/attack.toml"
    deck_size(path, len(card_rows(path)), ATTACK_DECK)  # ids unique first: the shared reader keeps the last twin
    cards = load_attack(path, figures)
    for i, card in enumerate(cards.values()):
        if card.effect not in ATTACK_EFFECT_KEYS:
            raise ContentError(f'{path}: cards[{i}] key "effect" has unknown value "{card.effect}" '
                               f'(allowed: {", ".join(ATTACK_EFFECT_KEYS)})')
        if "metagorger" in card.hits:  # CARN-ATK-01: a Metagorger's attack draws no card
            raise ContentError(f'{path}: cards[{i}] key "hits" names "metagorger", which never attacks with a card')
        if not card.hits:
            raise ContentError(f'{path}: cards[{i}] key "hits" names no Carnomorph')
    return cards


def _events(path: str, figures: tuple[str, ...]) -> dict:
    raw = card_rows(path)
    deck_size(path, len(raw), EVENT_DECK)
    cards = load_events(path, figures)
    for i, (card, row) in enumerate(zip(cards.values(), raw, strict=True)):
        if card.effect not in EVENT_EFFECT_KEYS:
            raise ContentError(f'{path}: cards[{i}] key "effect" has unknown value "{card.effect}" '
                               f'(allowed: {", ".join(EVENT_EFFECT_KEYS)})')
        text_of(path, f"cards[{i}]", row)
    return cards


def check_options(options: dict[str, Any], figures: tuple[str, ...]) -> None:
    """The species' numbers and tables name only its own kinds and the Heavy Objects, and count sensibly."""
    for key in ("eggs_at_setup", "weakness_cards_dealt", "carcass_tokens_added", "mutation_markers_kill_at",
                "end_check_draw", "end_check_kills_at", "mutation_draw", "mutation_keep"):
        if option(OPTIONS, key, options, int) < 1:
            raise ContentError(f'{OPTIONS}: key "{key}" must be at least 1')
    slots = option(OPTIONS, "weakness_slots", options, list)
    names_only(OPTIONS, "weakness_slots", slots, figures)
    if len(slots) != options["weakness_cards_dealt"]:
        raise ContentError(f'{OPTIONS}: key "weakness_slots" must name {options["weakness_cards_dealt"]} slots '
                           f'(weakness_cards_dealt), names {len(slots)}')
    objects = option(OPTIONS, "adaptation_objects", options, dict)
    names_only(OPTIONS, "adaptation_objects", objects, tuple(slots))
    names_only(OPTIONS, "adaptation_objects", objects.values(), OBJECTS)
    names_only(OPTIONS, "miniatures", option(OPTIONS, "miniatures", options, dict), figures)
    evolves = option(OPTIONS, "feeding_evolves", options, dict)
    names_only(OPTIONS, "feeding_evolves", [*evolves, *evolves.values()], figures)
    names_only(OPTIONS, "feeding_eaters", option(OPTIONS, "feeding_eaters", options, list), figures)
    names_only(OPTIONS, "feeding_food", option(OPTIONS, "feeding_food", options, list), (*OBJECTS, *figures))
    leaves = option(OPTIONS, "death_leaves", options, dict)
    names_only(OPTIONS, "death_leaves", leaves, figures)
    for left in leaves.values():
        names_only(OPTIONS, "death_leaves", left, (*OBJECTS, *figures))
    names_only(OPTIONS, "no_technical_corridors", option(OPTIONS, "no_technical_corridors", options, list), figures)
    for face, hit in option(OPTIONS, "combat_hits", options, dict).items():
        names_only(OPTIONS, f"combat_hits.{face}", hit, figures)
    names_only(OPTIONS, "metagorger_add_order", option(OPTIONS, "metagorger_add_order", options, list), TOKEN_COLOURS["metagorger"])
