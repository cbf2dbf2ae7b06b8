"""Explicit imports of every plug-in module and of the base rules' flow steps (PyInstaller sees them all), and
the plug-ins planned but not built yet (the new-game screen shows them greyed; a config naming one is refused
with a sentence saying so)."""

from __future__ import annotations

import importlib

from engine.crews.aftermath import plugin as aftermath  # noqa: F401  (a crew line: config "crew")
from engine.maps.lockdown import plugin as lockdown  # noqa: F401
from engine.maps.nemesis_ship import plugin as nemesis_ship  # noqa: F401
from engine.rules import (  # noqa: F401, I001  (importing registers their flow steps and the published parts)
    actions,
    base,  # noqa: F401  (the base rules' hooks and core content)
    card_effects,
    combat,
    coop,
    encounter,
    event_cards,
    event_phase,
    intruder_attack,
    item_effects,
    items,
    movement,
    noise,
    objectives,
    reactions,
    setup,
    turn,
    victory,
)
from engine.rulesets import published  # noqa: F401
from engine.rulesets.prototype import plugin as prototype  # noqa: F401

SPECIES = ("intruders", "void_seeders", "carnomorphs", "night_stalkers", "chytrids")  # registered in this order: the new-game screen's order
for _species in SPECIES:
    importlib.import_module(f"engine.species.{_species}.plugin")

PLANNED = {
    "ruleset": {},
    "map": {},
    "species": {},
}
