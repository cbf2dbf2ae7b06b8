"""Injuring an Intruder: the Injury markers, then the species' Injury Effect Check (its INJURY_CHECK hook);
killing one: the species says what it leaves (its INTRUDER_DEATH hook) (PUB-INJ-01..13)."""

from __future__ import annotations

from engine import hooks
from engine.effects import injure, remove_intruder
from engine.state import Intruder, State


def kill_intruder(state: State, intruder: Intruder, rule: str) -> None:
    """The Intruder dies: what its species leaves (a Carcass) and what follows (PUB-INJ-08)."""
    hooks.get(state, hooks.Hook.INTRUDER_DEATH)(state, intruder, rule)


def base_intruder_death(state: State, intruder: Intruder, rule: str) -> None:
    """Where the species says nothing more: the figure is removed."""
    remove_intruder(state, intruder, rule, "intruder_killed")


def injure_and_check(state: State, intruder: Intruder, amount: int, rule: str) -> None:
    """Injury markers (none on a figure the species says never holds them: the Despoiler), then the check."""
    if hooks.modify(state, "holds_injuries", True, kind=intruder.kind):
        injure(state, intruder, amount, rule)
    hooks.get(state, hooks.Hook.INJURY_CHECK)(state, intruder, "PUB-INJ-01")
