"""Searching a room and the Storage and Armory rooms (PUB-ROOM-05..09, PUB-ITEM-11, PUB-COMBAT-07/08, T2).

The flow step "search" (args: seat, mode) serves the Search card, Scavenging (mode "scavenging": allowed
at item counter 0) and the Flashlight; `can_search` says whether it is possible now. Drawn cards wait in
the "keep" decision's context; the kept one goes to the character, the others to their deck's discard
pile (Search) or the bottom of the deck (Storage). Options: searched_weapon_ammo, armory_reload.
"""

from __future__ import annotations

from engine.catalog import item_card
from engine.decisions import Choice, DecisionKind
from engine.effects import log, set_item_counter
from engine.flow import ask, op, push
from engine.rules.board import in_combat, tile_of
from engine.rules.inventory import draw_item, gain_item
from engine.rules.item_hands import SEARCH_DECKS, has_trait, item_deck
from engine.state import State, Task


def search_colour(state: State, room: str) -> str:
    """The room's Search deck: red, yellow, green, white (choose) or none (PUB-ROOM-06, PUB-ROOM-11)."""
    tile = tile_of(state, room)
    return tile.colour if tile.searchable else "none"


def deck_has_cards(state: State, deck: str) -> bool:
    return bool(state.item_decks.get(deck) or state.item_discards.get(deck))


def can_search(state: State, seat: int, mode: str = "search") -> bool:
    """Out of Combat, in an explored searchable room whose item counter is at least 1; Scavenging
    may search at 0 (PUB-ROOM-05, PUB-ROOM-08)."""
    ch = state.characters[seat]
    if in_combat(state, seat) or not state.explored.get(ch.room, False):
        return False
    if search_colour(state, ch.room) not in (*SEARCH_DECKS, "white"):
        return False
    return mode == "scavenging" or state.item_counters.get(ch.room, 0) >= 1


@op("search")
def search(state: State, task: Task) -> None:
    """Lower the item counter, then draw 2 of the room's colour; white: choose the deck, or the Scout
    draws 1 from each deck (PUB-ROOM-05..08). args: seat, mode ("scavenging", or what searches: "card",
    "flashlight")."""
    seat, mode = int(task.args[0]), str(task.args[1])
    if not can_search(state, seat, mode):
        log(state, "PUB-ROOM-05", "search_impossible", seat=seat)
        return
    ch = state.characters[seat]
    counter = state.item_counters.get(ch.room, 0)
    if counter >= 1:
        set_item_counter(state, ch.room, counter - 1, "PUB-ROOM-05")
    else:
        log(state, "PUB-ROOM-08", "scavenged_empty_room", seat=seat, room=ch.room)
    colour = search_colour(state, ch.room)
    if colour != "white":
        push(state, "item_draw", seat, "search", colour, colour)
    elif has_trait(state, ch, "Scavenger"):
        push(state, "item_draw", seat, "search", *SEARCH_DECKS)  # PUB-ROOM-07
    else:
        ask_deck(state, seat, "search")


def ask_deck(state: State, seat: int, how: str) -> None:
    """Choose one of the 3 search decks (white room PUB-ROOM-06, Storage T2); only decks with cards left."""
    decks = [d for d in SEARCH_DECKS if deck_has_cards(state, d)]
    if len(decks) == 1:
        push(state, "item_draw", seat, how, decks[0], decks[0])
    elif decks:
        options = [Choice("deck", (d,)) for d in decks]
        ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-ROOM-06", "search_deck", (str(seat), how))


@op("search_deck")
def search_deck(state: State, task: Task) -> None:
    assert task.choice is not None
    deck = task.choice.args[0]
    push(state, "item_draw", int(task.args[0]), str(task.args[1]), deck, deck)


@op("item_draw")
def item_draw(state: State, task: Task) -> None:
    """Draw 1 card from each named deck (an empty deck reshuffles its discard, PUB-ITEM-11), then keep 1.

    args: seat, how ("search": the rest is discarded; "to_bottom": the rest goes under its deck (the Storage)), *decks."""
    seat, how = int(task.args[0]), str(task.args[1])
    rule = "PUB-ROOM-05" if how == "search" else "PUB-ROOM-09"
    cards = [c for d in task.args[2:] if (c := draw_item(state, str(d), "PUB-ITEM-11")) is not None]
    log(state, rule, "items_drawn", visible_to=(seat,), seat=seat, cards=",".join(cards))
    if not cards:
        log(state, rule, "no_item_left", seat=seat)
        return
    by_card = {item_card(c): c for c in reversed(cards)}  # one option per card name
    if len(by_card) == 1:
        keep(state, seat, how, cards[0], cards)
        return
    options = [Choice("keep", (c,)) for c in by_card.values()]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, rule, "item_keep", (str(seat), how, *cards))


@op("item_keep")
def item_keep(state: State, task: Task) -> None:
    assert task.choice is not None
    keep(state, int(task.args[0]), str(task.args[1]), task.choice.args[0], [str(c) for c in task.args[2:]])


def keep(state: State, seat: int, how: str, kept: str, cards: list[str]) -> None:
    """The kept card goes to the character (a found weapon has 1 Ammo, PUB-COMBAT-08); the others are
    discarded face up (PUB-ROOM-05) or put under their deck unseen by others (Storage, T2)."""
    ch = state.characters[seat]
    for card in cards:
        if card == kept:
            continue
        deck = item_deck(state, card)
        if how == "to_bottom":
            state.item_decks[deck].insert(0, card)
            log(state, "PUB-ROOM-09", "item_to_bottom", visible_to=(seat,), seat=seat, item=card, deck=deck)
        else:
            state.item_discards[deck].append(card)
            log(state, "PUB-ROOM-05", "item_discarded", seat=seat, item=card)
    gain_item(state, ch, kept, "PUB-ROOM-05" if how == "search" else "PUB-ROOM-09")
    push(state, "fit_hands", seat)
