"""The two Items that work the ship's systems: the Self-Destruct Key (start or stop the sequence from a
working Computer, PUB-SELFDESTRUCT-02) and the Evacuation Key (lock or unlock a pod of the section you stand in,
PUB-POD-04). Registered through the map's ITEM_EFFECTS hook: on another map these cards do nothing."""

from __future__ import annotations

from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship.state import ship_state
from engine.maps.nemesis_ship.systems import self_destruct_options, set_pod_lock, set_self_destruct
from engine.rules.item_effects_military import working_computer
from engine.rules.registry import Effect, Params, effect, resolves
from engine.state import State

ITEMS: dict[str, Effect] = {}  # item effect key -> what it does on the ship


@effect(ITEMS, "self_destruct_key")
def self_destruct_key_options(state: State, seat: int, source: str) -> list[Params]:
    return self_destruct_options(state) if working_computer(state, state.characters[seat].room) else []


@resolves(ITEMS, "self_destruct_key")
def self_destruct_key(state: State, seat: int, source: str, params: Params) -> None:
    set_self_destruct(state, params[0] == "start", "PUB-SELFDESTRUCT-02")


@effect(ITEMS, "evacuation_key")
def evacuation_key_options(state: State, seat: int, source: str) -> list[Params]:
    """In an Evacuation Section: lock or unlock 1 pod of that section (PUB-POD-04)."""
    tile = state.tiles.get(state.characters[seat].room, "")
    section = {"evacuation_a": "A", "evacuation_b": "B"}.get(tile)
    return [("unlock" if p.locked else "lock", str(p.number)) for p in ship_state(state).pods if p.section == section]


@resolves(ITEMS, "evacuation_key")
def evacuation_key(state: State, seat: int, source: str, params: Params) -> None:
    set_pod_lock(state, int(params[1]), params[0] == "lock", "PUB-POD-04")


PLUGIN = register(Plugin(id="map:nemesis_ship/items", kind="map", hooks={Hook.ITEM_EFFECTS: ITEMS}))
