"""Arrange helpers for the Aftermath tests: a Lockdown game or a ship game with the crew line "aftermath", a
character in a chosen room with a chosen hand, and a busy scene where every card of a deck has something to do
(a wounded, slimed companion with cards and Objectives, an injured Intruder, Items, a half-empty Energy weapon)."""

from __future__ import annotations

from engine import api
from engine.catalog import cat
from engine.crews.aftermath.content import load_line
from engine.state import State
from tests.engine.factories import put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import facility
from tests.engine.ship_helpers import ship

AFTERMATH = ("android", "bounty_hunter", "president", "psychologist", "convict", "doctor")
COLOURS = {"android": "green", "bounty_hunter": "magenta", "president": "blue", "psychologist": "silver",
           "convict": "red", "doctor": "orange"}
# a room with a Computer and a searchable colour on each map (the Lockdown Laboratory, the ship's Comms Room)
COMPUTER_ROOM = {"lockdown": "L010", "nemesis_ship": "R13"}
COMPANION = {"lockdown": "sentry", "nemesis_ship": "captain"}


def lockdown(*characters: str, species: str = "intruders", **cfg) -> State:
    """A Lockdown game of the fixed layout with the Aftermath line; nothing pending."""
    return facility(seats=len(characters), characters=list(characters), species=species, crew="aftermath", **cfg)


def on_ship(*characters: str, **cfg) -> State:
    """A ship game of the fixed board with the Aftermath line; nothing pending."""
    return ship(seats=len(characters), characters=list(characters), crew="aftermath", **cfg)


def game(map_id: str, *characters: str) -> State:
    return lockdown(*characters) if map_id == "lockdown" else on_ship(*characters)


def holding(state: State, seat: int, *cards: str) -> None:
    """`seat` holds `cards` and three more of its own to pay with."""
    ch = state.characters[seat]
    names = {cat(state).card_names[c] for c in cards}  # a card of the same name would be offered in its place
    fillers = [c for c in ch.deck + ch.hand + ch.discard if c not in cards and cat(state).card_names[c] not in names][:3]
    ch.deck = [c for c in ch.deck + ch.hand + ch.discard if c not in cards and c not in fillers]
    ch.discard = []
    set_hand(state, seat, [*cards, *fillers])


def card_options(state: State, card: str) -> list[tuple[str, ...]]:
    return sorted(o.args[1:] for o in state.pending.options if o.kind == "card" and o.args[0] == card)


def item_options(state: State, item: str) -> list[tuple[str, ...]]:
    return sorted(o.args[1:] for o in state.pending.options if o.kind == "item" and o.args[0] == item)


def busy_scene(map_id: str, character: str, card: str, fight: bool) -> State:
    """Seat 0 plays `character`, holds `card`, stands with a companion (seat 1) in a Computer room of its map;
    both are hurt and slimed; seat 0 has an Item, a Contamination card in hand and a half-empty weapon; with
    `fight` an injured Adult shares the room, else the room has a Malfunction."""
    state = game(map_id, character, COMPANION[map_id])
    room = COMPUTER_ROOM[map_id]
    me, other = state.characters
    for ch in (me, other):
        ch.room = room
        ch.light_wounds, ch.slime = 1, True
        ch.serious = [sorted(cat(state).wounds)[0]]
    state.item_counters[room] = 1
    red = state.item_decks["red"]
    me.items.append(red.pop())
    me.weapons = {w: 1 for w in me.weapons}
    if character == "android":
        me.weapons = {"aft_arc_emitter": 1}
    dirty = next(c for c in state.contamination_deck if c not in state.infected)
    state.contamination_deck.remove(dirty)
    holding(state, 0, card)
    me.hand.append(dirty)
    other.hand = other.deck[:3]
    other.deck = other.deck[3:]
    state.objectives = {"0": state.objectives.get("0", [])[:1], "1": state.objectives.get("1", [])[:1]}
    if fight:
        put_intruder(state, "adult", room, injuries=1)
    else:
        state.malfunction.append(room)
    state.first_intruder_seen = True
    return reask(state)


def line_cards(character: str):
    return load_line().characters[character].cards


def finish_decisions(state: State) -> None:
    """Answer every question the play left open (reactions, a kept card...) with the first option, until seat 0 is
    asked for its action again or the round moves on."""
    guard = 0
    while state.pending is not None and state.pending.kind != "choose_action" and guard < 20:
        options = state.pending.options
        decline = next((o for o in options if o.kind in ("decline", "pass", "no")), None)
        api.apply(state, decline or options[0])
        guard += 1
