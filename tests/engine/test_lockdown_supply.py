"""The Facility's box holds 12 Fire and 10 Malfunction markers: the 13th Fire or the 11th Malfunction destroys
it (LD-COMP-10, LD-MARK-01, LD-END-03); the Nemesis ship keeps its 8."""

from __future__ import annotations

import pytest

from engine.effects import GameOver, place_fire, place_malfunction
from tests.engine.factories import entries, make_game
from tests.engine.lockdown_helpers import facility

ROOMS = [f"L{n:03d}" for n in range(1, 28)]


def destroyed(state) -> list[str]:
    """The reasons the board was destroyed, from the log."""
    return [e.args["reason"] for e in entries(state.log, "ship_destroyed")]


def burnable(state) -> list[str]:
    return [r for r in ROOMS if state.tiles.get(r) not in ("ld_nest", "ld_contaminated_room")]


@pytest.mark.rule("LD-COMP-10", "LD-MARK-01", "LD-END-03", "SGLD-SUP-01")
def test_twelve_fires_burn_and_the_thirteenth_destroys_the_facility():
    state = facility(seats=1)
    rooms = burnable(state)
    for room in rooms[:12]:
        place_fire(state, room, "LD-MARK-01")
    assert len(state.fire) == 12 and not destroyed(state)
    with pytest.raises(GameOver):
        place_fire(state, rooms[12], "LD-MARK-01")
    assert destroyed(state) == ["fire_overflow"]


@pytest.mark.rule("LD-COMP-10", "LD-MARK-01", "SGLD-SUP-01")
def test_ten_malfunctions_hold_and_the_eleventh_destroys_the_facility():
    state = facility(seats=1)
    rooms = burnable(state)
    for room in rooms[:10]:
        place_malfunction(state, room, "LD-MARK-01")
    assert len(state.malfunction) == 10 and not destroyed(state)
    with pytest.raises(GameOver):
        place_malfunction(state, rooms[10], "LD-MARK-01")
    assert destroyed(state) == ["malfunction_overflow"]


@pytest.mark.rule("LD-COMP-10")
def test_the_nemesis_ship_still_burns_down_at_its_ninth_fire():
    state = make_game(seats=1)
    rooms = sorted(state.tiles)
    for room in rooms[:8]:
        place_fire(state, room, "PUB-FIRE-03")
    assert not destroyed(state)
    with pytest.raises(GameOver):
        place_fire(state, rooms[8], "PUB-FIRE-03")
    assert destroyed(state) == ["fire_overflow"]
