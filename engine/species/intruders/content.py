"""The Intruders' data: their kinds, bag tokens, Attack, Event and Weakness cards and the Intruder-player deck
(T4-T7, T15), each checked against this species' own kinds and effect keys.

The Event deck is the file the options name (`events_file`): on the ship the 20 cards of T6, in the Lockdown
Facility the Intruders' Event deck for Lockdown (lockdown/events.toml; LD-VAR-03, GAP-LDB-30 PROPOSED), whose cards
may name rooms by tile, carry a second Corridor number and a Darkness part (engine/species/common/map_events.py),
kept under `ext["species:intruders"]["card_places"]` (empty for the ship's cards)."""

from __future__ import annotations

from typing import Any

from engine.content.cards import (
    card_rows,
    deck_size,
    load_attack,
    load_events,
    load_ip_cards,
    load_kinds,
    load_simple,
    load_tokens,
    names_only,
    option,
    text_of,
    verified,
)
from engine.content.loader import ContentError
from engine.species.common.map_events import load_card_places

KEY = "species:intruders"
DIR = "species/intruders"
OPTIONS = f"{DIR}/options.toml"
IP_EFFECT_KEYS = ("pursuit", "coordinated_hunt", "metamorphosis", "planning", "self_healing")
IP_DECK_SIZE = 10  # PUB-COMP-05
EVENT_DECK = 20  # PUB-COMP-05 (T6), LD-COMP-08: the ship's deck and the Facility's both hold 20
# what a Darkness part of the Facility's deck does (lockdown_events.py DARK)
DARK_EFFECTS = ("noise", "malfunction", "contamination", "combat_attacks", "light_wound_at_entrances",
                "adult_to_wounded", "holding_cards_too", "infest_outside_nest")


def intruders_content(options: dict[str, Any]) -> dict[str, Any]:
    kinds = load_kinds(f"{DIR}/kinds.toml")
    figures = tuple(k for k, d in kinds.items() if d.figure)
    tokens, bag_start = load_tokens(f"{DIR}/tokens.toml", tuple(kinds))
    for kind in bag_start:
        if kind not in kinds and kind.removesuffix("_base") not in kinds:
            raise ContentError(f'{DIR}/tokens.toml: bag_start names unknown kind "{kind}"')
    events_path = f"{DIR}/{option(OPTIONS, 'events_file', options, str)}"
    rows = card_rows(events_path)
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": load_attack(f"{DIR}/attack.toml", figures),
        "events": _events(events_path, rows, figures, options),
        "weaknesses": load_simple(f"{DIR}/weaknesses.toml", "effect"),
        "ip_cards": load_ip_cards(f"{DIR}/intruder_player.toml", IP_EFFECT_KEYS, IP_DECK_SIZE),
        "ext": {KEY: {"card_places": load_card_places(events_path, rows, DARK_EFFECTS),
                      "verified": {"events": verified(events_path)}}},
    }


def _events(path: str, rows: list[dict[str, Any]], figures: tuple[str, ...], options: dict[str, Any]) -> dict:
    """The deck of 20, each card moving some Intruder type, none a type no Event card moves (PUB-INTRUDER-09,
    LD-EVENT-14), each with its own wording."""
    deck_size(path, len(rows), EVENT_DECK)
    cards = load_events(path, figures)
    never = option(OPTIONS, "event_never_moves", options, list)
    names_only(OPTIONS, "event_never_moves", never, figures)
    for i, (card, row) in enumerate(zip(cards.values(), rows, strict=True)):
        text_of(path, f"cards[{i}]", row)
        if not card.movers:
            raise ContentError(f'{path}: cards[{i}] key "movers" names no Intruder')
        for kind in card.movers:
            if kind in never:
                raise ContentError(f'{path}: cards[{i}] key "movers" names "{kind}", which no Event card moves '
                                   f"({OPTIONS} event_never_moves)")
    return cards
