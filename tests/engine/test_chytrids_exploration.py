"""Exploring with the Chytrids (§3.3, SUM-01): the item counter, the Spore across the corridor numbered like the
Exploration token, the Door destroyed instead, no Spore into the Technical Corridors, the Nest's Mycelium, then
the token's own effect and the Noise roll. Played through a real move: the character walks into a face-down
room."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.species.chytrids.state import chytrids, mycelium_left
from tests.engine.chytrid_helpers import NEST, chytrid_facility, chytrid_ship, corridor_between, spore_in
from tests.engine.factories import act, entries, reask

START, ROOM = "L002", "L001"  # L001: 1/4 -> L002, 2 -> L004, 3 -> Technical Corridors


def token_showing(state, effect: str, number: int) -> int:
    """The index of an Exploration token with this effect and number."""
    return next(i for i, (e, n) in enumerate(cat(state).exploration) if e == effect and n == number)


def enter(state, room: str, effect: str, number: int, start: str = START) -> list:
    state.explored[room] = False
    state.exploration[room] = token_showing(state, effect, number)
    state.characters[0].room = start
    reask(state)
    return act(state, "move", room, corridor_between(state, start, room))


@pytest.mark.rule("CHY-EXP-01", "CHY-EXP-02", "CHY-EXP-07", "SUM-01", "ERR-09")
def test_exploring_puts_a_spore_across_the_corridor_of_the_token_number_then_the_token_works(monkeypatch):
    state = chytrid_facility()
    log = enter(state, ROOM, "fire", 2)
    kinds = [e.kind for e in log]
    assert chytrids(state).spore_rooms == ["L004"]  # corridor 2 of L001 leads to L004
    assert kinds.index("item_counter") < kinds.index("exploration_spore") < kinds.index("fire_placed")
    assert kinds.index("fire_placed") < kinds.index("noise_roll")  # then the Noise roll, as usual


@pytest.mark.rule("CHY-EXP-03", "CHY-TECH-03")
def test_no_spore_goes_through_a_technical_corridor_entrance():
    state = chytrid_facility()
    log = enter(state, ROOM, "silence", 3)
    assert chytrids(state).spore_rooms == [] and entries(log, "exploration_spore_tech")


@pytest.mark.rule("CHY-EXP-04", "CHY-DOOR-02")
def test_a_door_in_that_corridor_is_destroyed_instead_of_the_spore():
    state = chytrid_facility()
    state.doors[corridor_between(state, ROOM, "L004")] = "closed"
    enter(state, ROOM, "silence", 2)
    assert state.doors[corridor_between(state, ROOM, "L004")] == "destroyed"
    assert chytrids(state).spore_rooms == []


@pytest.mark.rule("CHY-EXP-05", "CHY-SPO-03")
def test_a_spore_already_there_becomes_a_sporeling():
    state = chytrid_facility()
    spore_in(state, "L004")
    enter(state, ROOM, "silence", 2)
    assert "L004" in chytrids(state).sporeling_rooms and chytrids(state).spore_rooms == []


@pytest.mark.rule("CHY-EXP-08", "CHY-MYC-02")
def test_the_nest_turned_up_gets_a_mycelium():
    state = chytrid_facility()
    enter(state, NEST, "silence", 1, start="L011")
    assert NEST in chytrids(state).mycelium_rooms and mycelium_left(state) == 7
    assert all(c.status == "aboard" for c in state.characters)


@pytest.mark.rule("CHY-EXP-02", "CHY-NEM-01", "CHY-NEM-17")
def test_on_the_ship_the_spore_follows_the_token_number_too():
    state = chytrid_ship()
    room, start = "R05", next(iter(cat(state).room_corridors["R05"]))
    start = [r for r in cat(state).corridors[start].rooms if r != room][0]
    number = 3  # R05: corridor K07
    target = [r for r in cat(state).corridors[cat(state).die_targets[room][number]].rooms if r != room][0]
    enter(state, room, "malfunction", number, start=start)
    assert target in chytrids(state).spore_rooms or target in chytrids(state).sporeling_rooms
