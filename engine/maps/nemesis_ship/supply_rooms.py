"""The ship's Storage and Armory room actions (T2, PUB-ROOM-09, PUB-COMBAT-07): draw 2 Items of a chosen colour
and keep 1 (the other under its deck), or reload an Energy weapon. Option: armory_reload."""

from __future__ import annotations

from engine.catalog import opt
from engine.flow import push
from engine.rules.item_hands import SEARCH_DECKS, reload_weapon, weapons_to_reload
from engine.rules.item_search import deck_has_cards
from engine.rules.registry import ROOM_EFFECTS, effect, resolves
from engine.state import State


@effect(ROOM_EFFECTS, "storage")
def storage_options(state: State, seat: int, room: str) -> list[tuple[str, ...]]:
    """Storage: choose one Item deck that still has cards (T2, PUB-ROOM-09)."""
    return [(d,) for d in SEARCH_DECKS if deck_has_cards(state, d)]


@resolves(ROOM_EFFECTS, "storage")
def storage(state: State, seat: int, room: str, params: tuple[str, ...]) -> None:
    """Draw 2 from the chosen deck, keep 1, the other to the bottom; the item counter is not used."""
    push(state, "item_draw", seat, "to_bottom", params[0], params[0])


@effect(ROOM_EFFECTS, "armory")
def armory_options(state: State, seat: int, room: str) -> list[tuple[str, ...]]:
    """Armory: one held Energy weapon that is not full (T2, PUB-COMBAT-07)."""
    return [(w,) for w in weapons_to_reload(state, state.characters[seat], "energy")]


@resolves(ROOM_EFFECTS, "armory")
def armory(state: State, seat: int, room: str, params: tuple[str, ...]) -> None:
    reload_weapon(state, state.characters[seat], params[0], int(opt(state, "armory_reload")), "PUB-COMBAT-07")
