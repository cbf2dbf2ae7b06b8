"""The order in which the side panel lists (and number keys pick) the options of a decision: the way a player
thinks about a turn — moving and fighting first, then the room, cards in the order of the hand, items and free
actions, and the answers that do nothing (Pass, Decline, Keep) last. Paying lists cards in hand order."""

from __future__ import annotations

from engine import api
from engine.api import N_

FIRST = ("move", "careful", "shoot", "melee", "shoot_again", "room", "card", "interrupt", "nerves_of_steel", "item",
         "activate", "craft", "pickup", "trade", "give", "rush", "drop")
LAST = ("wait", "stay", "no", "no_door", "keep", "done", "decline", "stop", "pass")
RANK = {kind: i for i, kind in enumerate(FIRST)} | {kind: 100 + i for i, kind in enumerate(LAST)}
IN_HAND_ORDER = ("card", "interrupt", "nerves_of_steel", "pay", "discard")
# the headings the list groups a turn's actions under (kinds not named here stay under the previous heading)
GROUPS = {"move": N_("Move"), "careful": N_("Move"), "shoot": N_("Fight"), "melee": N_("Fight"),
          "shoot_again": N_("Fight"), "room": N_("Room action"), "card": N_("Action cards"),
          "interrupt": N_("Action cards"), "item": N_("Items"), "activate": N_("Items"), "craft": N_("Items"),
          "pickup": N_("Objects and trades"), "trade": N_("Objects and trades"), "give": N_("Objects and trades"),
          "drop": N_("Free actions"), "rush": N_("Free actions"), "pass": N_("End your round")}


def group_of(option: api.Choice) -> str:
    """The heading an option is listed under, or "" for none."""
    return GROUPS.get(option.kind, "")


def in_player_order(options: list[api.Choice], hand: tuple[str, ...] | None) -> list[api.Choice]:
    """The options sorted for the player; ties keep the engine's order (the sort is stable)."""
    place = {card: i for i, card in enumerate(hand or ())}

    def key(o: api.Choice) -> tuple:
        rank = RANK.get(o.kind, 50)
        if o.kind in IN_HAND_ORDER and o.args:
            cards = o.args if o.kind in ("pay", "discard") else o.args[:1]
            return rank, tuple(sorted(place.get(a, len(place)) for a in cards))
        return rank, ()

    return sorted(options, key=key)
