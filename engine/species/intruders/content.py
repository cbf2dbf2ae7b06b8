"""The Intruders' data: their kinds, bag tokens, Attack, Event and Weakness cards and the Intruder-player deck
(T4-T7, T15), each checked against this species' own kinds and effect keys."""

from __future__ import annotations

from typing import Any

from engine.content.cards import load_attack, load_events, load_ip_cards, load_kinds, load_simple, load_tokens
from engine.content.loader import ContentError

DIR = "species/intruders"
IP_EFFECT_KEYS = ("pursuit", "coordinated_hunt", "metamorphosis", "planning", "self_healing")
IP_DECK_SIZE = 10  # PUB-COMP-05


def intruders_content(options: dict[str, Any]) -> dict[str, Any]:
    kinds = load_kinds(f"{DIR}/kinds.toml")
    figures = tuple(k for k, d in kinds.items() if d.figure)
    tokens, bag_start = load_tokens(f"{DIR}/tokens.toml", tuple(kinds))
    for kind in bag_start:
        if kind not in kinds and kind.removesuffix("_base") not in kinds:
            raise ContentError(f'{DIR}/tokens.toml: bag_start names unknown kind "{kind}"')
    return {
        "kinds": kinds,
        "intruder_tokens": tokens,
        "bag_start": bag_start,
        "attack": load_attack(f"{DIR}/attack.toml", figures),
        "events": load_events(f"{DIR}/events.toml", figures),
        "weaknesses": load_simple(f"{DIR}/weaknesses.toml", "effect"),
        "ip_cards": load_ip_cards(f"{DIR}/intruder_player.toml", IP_EFFECT_KEYS, IP_DECK_SIZE),
    }
