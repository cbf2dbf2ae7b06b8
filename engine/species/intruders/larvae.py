"""The Larva on a character's board (PUB-INTRUDER-04, PUB-CONT-04, GAP-PUB-12): a Larva's attack attaches it, an
INFECTED card found by a scan attaches one (or, with one already there, kills and a Creeper bursts out), a
Surgery or an Antidote removes it, death takes it away. Registered as the species' INFECTION, CLEANSE and
CHARACTER_DEATH hooks and used by its attack, Event and Intruder-player cards.
Option: larva_attack_on_infested."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import add_intruder, gain_contamination, log, remove_intruder
from engine.rules.wounds import kill
from engine.species.intruders.state import hive
from engine.state import Character, Intruder, State

BURSTS_OUT = "creeper"  # what comes out of a character killed by its Larva (PUB-CONT-04, T6 Eclosion)


def carries(state: State, ch: Character) -> bool:
    return ch.seat in hive(state).infested


def _attach(state: State, ch: Character, on: bool) -> None:
    h = hive(state)
    h.infested = sorted(set(h.infested) | {ch.seat}) if on else [s for s in h.infested if s != ch.seat]


def set_infested(state: State, ch: Character, rule: str) -> None:
    """The mark of infection on the character board, with no card (a ruleset's own infection: the prototype's
    infection token, D6)."""
    _attach(state, ch, True)


def die_of_infection(state: State, ch: Character, cause: str, rule: str) -> None:
    """The character dies and a Creeper appears in its room (PUB-CONT-04, T6 Eclosion)."""
    room = ch.room
    kill(state, ch, cause, rule)
    add_intruder(state, BURSTS_OUT, room, "PUB-CONT-04")


def infest(state: State, ch: Character, rule: str) -> None:
    """A Larva on the character board and 1 Contamination card (PUB-INTRUDER-04, GAP-PUB-12).

    Already infested: only the Contamination card, or with `larva_attack_on_infested = "death"` the
    character dies as on a second infection and a Creeper appears.
    """
    if carries(state, ch) and opt(state, "larva_attack_on_infested") == "death":
        die_of_infection(state, ch, "infection", "PUB-INTRUDER-04")
        return
    if carries(state, ch):
        log(state, "PUB-INTRUDER-04", "already_infested", seat=ch.seat)
    else:
        _attach(state, ch, True)
        log(state, rule, "larva_on_board", seat=ch.seat)
    gain_contamination(state, ch, rule)


def attach_from_attack(state: State, intruder: Intruder, target: Character) -> None:
    """A Larva's attack: the figure leaves the board and attaches itself (PUB-INTRUDER-04)."""
    remove_intruder(state, intruder, "PUB-INTRUDER-04", "larva_attached")
    infest(state, target, "PUB-INTRUDER-04")


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """After a scan with an INFECTED card: a Larva on the board, or death and a Creeper if one is already
    there (PUB-CONT-04)."""
    if not infected:
        return
    if carries(state, ch):
        die_of_infection(state, ch, "infection", rule)
    else:
        _attach(state, ch, True)
        log(state, rule, "larva_on_board", seat=ch.seat)


def cleansed(state: State, ch: Character, rule: str) -> None:
    """Surgery and Antidote remove the Larva too (PUB-CONT-06)."""
    if carries(state, ch):
        _attach(state, ch, False)
        log(state, rule, "larva_removed", seat=ch.seat)


def on_death(state: State, ch: Character) -> None:
    """A dead character's Larva goes with it."""
    _attach(state, ch, False)
