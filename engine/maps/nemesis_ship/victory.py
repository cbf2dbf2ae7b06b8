"""The ship's steps of the Victory Check (PUB-END-01, PUB-END-06..08, PUB-ENGINE-05, PUB-OBJ-06): anyone left
aboard dies at the jump; with survivors, 1. the Engines (2+ Damaged: the ship explodes) and 2. the Coordinates
(not Earth: hibernating characters die, Quarantine at Mars excepted). A launched pod is safe from both and
counts as Earth (PUB-END-11). Registered as the map's VICTORY_STEPS; the species' check of each survivor and
the Objectives follow (engine/rules/victory.py)."""

from __future__ import annotations

from engine import hooks
from engine.effects import log
from engine.hooks import Hook
from engine.maps.nemesis_ship.objectives import damaged_engines, destroyed_before_check, engines_failed, planet
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.objectives import kept_objectives, survivors
from engine.rules.victory import die_at_the_check
from engine.state import State


def victory_steps(state: State) -> bool:
    """Steps 0-2 on the ship; True if anyone survived them so far (the species' check then follows)."""
    left_aboard(state)
    ship_gone = destroyed_before_check(state)
    if not survivors(state):
        log(state, "PUB-END-06", "no_survivor")
        return False
    if not ship_gone:
        ship_gone = engine_check(state)
    if not ship_gone:
        coordinates_check(state)
    return True


def left_aboard(state: State) -> None:
    """Anyone still aboard or waiting in a pod when the ship jumps dies (PUB-END-01, PUB-END-04)."""
    for ch in state.characters:
        if ch.status in ("aboard", "pod"):
            die_at_the_check(state, ch, "jump", "PUB-END-01")


def engine_check(state: State) -> bool:
    """1. Reveal the 3 Engines; 2+ Damaged: the ship explodes (PUB-END-07, PUB-ENGINE-05). True if it did."""
    status = {e: (stack[-1] if stack else "") for e, stack in sorted(ship_state(state).engines.items())}
    log(state, "PUB-END-07", "engines_revealed", **status)
    if not engines_failed(state):
        return False
    log(state, "PUB-END-07", "engines_exploded", damaged=damaged_engines(state))
    for ch in state.characters:
        if ch.status == "hibernating":
            die_at_the_check(state, ch, "engines", "PUB-END-07")
    if state.intruders:
        log(state, "PUB-END-07", "intruders_killed", count=len(state.intruders))
        state.intruders = []
    for fn in hooks.collect(state, Hook.BOARD_DESTROYED):  # the Intruders' Nest goes with the ship
        fn(state, "PUB-END-07")
    return True


def coordinates_check(state: State) -> None:
    """2. Reveal the Coordinates; not Earth: hibernating characters die, except Quarantine at Mars (PUB-END-08)."""
    where = planet(state)
    log(state, "PUB-END-08", "coordinates_revealed", card=ship_state(state).coordinates,
        position=ship_state(state).destination,
        destination=where)
    if where == "earth":
        return
    for ch in state.characters:
        if ch.status != "hibernating":
            continue
        if where == "mars" and "quarantine" in kept_objectives(state, ch.seat):
            log(state, "PUB-OBJ-06", "quarantine_survives", seat=ch.seat)
            continue
        die_at_the_check(state, ch, "coordinates", "PUB-END-08")
