"""Contamination and Wounds as the Facility plays them (lockdown-base.md §10): the part plug-in
"map:lockdown/wounds". What differs from the published game: a removed Contamination card goes under the
Contamination deck instead of leaving the game (LD-CONTAM-04; the core's "removed_contamination" modifier point,
the map's option `contamination_removed_to`). The 25-card Serious Wound deck (LD-WOUND-06) is the species'
content (engine/species/night_stalkers/content.py, option `serious_wound_copies`)."""

from __future__ import annotations

from engine.catalog import cat
from engine.hooks import Hook, Plugin, register
from engine.state import State


def removed_contamination(state: State, value: str, **_ctx) -> str:
    """Where removed Contamination cards go: under the deck (LD-CONTAM-04)."""
    return str(cat(state).options.get("contamination_removed_to", value))


TEMPLATES = {"contamination_under_deck": "{seat} puts {count:#Contamination card} under the Contamination deck"}

PART = register(Plugin(id="map:lockdown/wounds", kind="map", hooks={
    Hook.MODIFIERS: {"removed_contamination": removed_contamination}}, templates=TEMPLATES))
