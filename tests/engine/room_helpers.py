"""Arrange helpers for the room, ship-system and contamination tests.

`crew()` is ship_helpers' fixed board (every tile up, no noise) with extra tiles laid on request, so a test
can put a set-2 room (Shower Room, Airlock Control...) where it needs one; the first Intruder has been seen.
"""

from __future__ import annotations

from engine.maps.nemesis_ship.state import Pod, board_pod, ship_state
from engine.state import State
from tests.engine.factories import act, place, reask
from tests.engine.ship_helpers import ship

EVAC_A, EVAC_B = "R03", "R04"  # Evacuation Sections A and B on the fixed board
HIB = "R11"  # the Hibernatorium


def crew(seats: int = 1, characters=None, tiles: dict[str, str] | None = None, **cfg) -> State:
    state = ship(seats=seats, characters=characters, **cfg)
    state.tiles.update(tiles or {})
    state.first_intruder_seen = True  # no Objective choice in the middle of a room test (PUB-OBJ-03)
    return state


def proto(seats: int = 1, **cfg) -> State:
    """`crew()` under the 2018 prototype ruleset."""
    return crew(seats, ruleset="prototype", **cfg)


def quiet(state: State) -> None:
    """A harmless Event phase: Regeneration on top of the Event deck and only the Blank in the bag."""
    if "regeneration" in state.event_deck:
        state.event_deck.remove("regeneration")
    state.event_deck.append("regeneration")
    state.bag = ["blank_1"]


def room_options(state: State, seat: int, room: str) -> list[tuple[str, ...]]:
    """The room action's parameter sets offered to `seat` standing in `room` now."""
    place(state, seat, room)
    reask(state, seat)
    return sorted(o.args[1:] for o in state.pending.options if o.kind == "room")


def use_room(state: State, seat: int, room: str, *params: str) -> list:
    """Stand in `room` and take its room action with `params` through the API (paying the first cards)."""
    place(state, seat, room)
    reask(state, seat)
    return act(state, "room", room, *params)


def pods(state: State, *specs: tuple[int, str, bool]) -> None:
    """Lay exactly these Escape Pods: (number, section, locked)."""
    ship_state(state).pods = [Pod(number=n, section=s, locked=locked) for n, s, locked in specs]


def wait_in_pod(state: State, seat: int, number: int, room: str) -> None:
    """Arrange a character already waiting in a pod of `room`."""
    ch = state.characters[seat]
    ch.room, ch.status, ch.passed = room, "pod", True
    board_pod(state, ch.seat, number)
