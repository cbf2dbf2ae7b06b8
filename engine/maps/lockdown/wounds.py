"""Contamination, Wounds and the marker pool as the Facility plays them (lockdown-base.md §10, T4): the part
plug-in "map:lockdown/wounds".

- A removed Contamination card goes under the Contamination deck instead of leaving the game (LD-CONTAM-04; the
  core's "removed_contamination" modifier point, the map's option `contamination_removed_to`).
- Markers taken out of the game (the Event Noise in Corridors, T4 #14) shrink the Fire or Malfunction pool: the
  service "marker_out_of_game" counts them in `LockdownState.markers_out`, the "marker_supply" modifier subtracts
  them after the Facility's box size (engine/maps/lockdown/supply.py).
- The 25-card Serious Wound deck (LD-WOUND-06) is the Facility's, whatever the species (LD-COMP-07): the map's
  content (engine/maps/lockdown/content.py `serious_wounds`, option `serious_wound_copies`)."""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.state import KEY, LockdownView, lockdown_state
from engine.plugin_state import part
from engine.state import State


def removed_contamination(state: State, value: str, **_ctx) -> str:
    """Where removed Contamination cards go: under the deck (LD-CONTAM-04)."""
    return str(cat(state).options.get("contamination_removed_to", value))


def _out(holder) -> dict[str, int]:
    if isinstance(holder, State):
        return lockdown_state(holder).markers_out
    return part(holder, KEY, LockdownView).markers_out


def marker_supply(holder, value: int, marker: str = "", **_ctx) -> int:
    """The pool after the markers taken out of the game (T4 Noise in Corridors)."""
    return max(0, int(value) - int(_out(holder).get(marker, 0)))


def marker_out_of_game(state: State, marker: str, rule: str) -> None:
    """One Fire or Malfunction marker leaves the pool for good (T4 #14)."""
    out = lockdown_state(state).markers_out
    out[marker] = out.get(marker, 0) + 1
    log(state, rule, "marker_out_of_game", marker=marker)


TEMPLATES = {"contamination_under_deck": "{seat} puts {count:#Contamination card} under the Contamination deck",
             "marker_out_of_game": "A {marker} marker leaves the game: the pool is one smaller"}

PART = register(Plugin(id="map:lockdown/wounds", kind="map", hooks={
    Hook.MODIFIERS: {"removed_contamination": removed_contamination, "marker_supply": marker_supply},
    Hook.SERVICES: {"marker_out_of_game": marker_out_of_game}}, templates=TEMPLATES))
