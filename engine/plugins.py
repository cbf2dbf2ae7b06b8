"""Explicit imports of every plug-in module and of the base rules' flow steps (PyInstaller sees them all)."""

from __future__ import annotations

from engine.maps import nemesis_ship  # noqa: F401
from engine.rules import (  # noqa: F401  (importing registers their flow steps)
    actions,
    combat,
    encounter,
    event_cards,
    event_phase,
    intruder_attack,
    movement,
    noise,
    setup,
    turn,
)
from engine.rulesets import published  # noqa: F401
from engine.species import intruders  # noqa: F401
