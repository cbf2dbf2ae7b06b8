"""The facts an Objective card may ask of the Chytrids (the map's OBJECTIVE_CHECKS read them as the species'
services "fact:<name>"): the Nest destroyed (no Egg left), the Queen killed (CHY-QN-09), a Weakness found, and
whether a character carries a Spore where the Larva would be (CHY-CON-04: a Spore counts as a Larva)."""

from __future__ import annotations

from engine.species.chytrids.state import chytrids
from engine.species.common.weakness import weakness_found, weaknesses_found


def nest_gone(state) -> bool:
    c = chytrids(state)
    return c.nest_destroyed or c.eggs == 0


def queen_dead(state) -> bool:
    return chytrids(state).queen_killed


def has_spore(state, ch) -> bool:
    return ch.seat in chytrids(state).spore_boards


FACTS = {"fact:nest_destroyed": nest_gone, "fact:queen_killed": queen_dead, "fact:weakness_found": weakness_found,
         "fact:weaknesses_found": weaknesses_found, "has_infection": has_spore}
