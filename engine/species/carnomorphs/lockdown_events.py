"""The Facility's own effects of the Carnomorph Event deck for Lockdown (lockdown/events.toml, COMP-SG-01,
PROPOSED GAP-CAR-01) and the Darkness parts of its cards (LD-EVENT-12): the Vent Control Glitch seals the highest-
numbered explored room with a Technical Corridors Entrance, a card's named rooms get a Malfunction, the Elevator
loses its Power (the map's "power_off"). The other cards reuse the species' own effects (events.py); the plug-in
wraps them all so a card's Darkness part follows its effect (engine/species/common/map_events.py).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import cat
from engine.content.loader import EventCard
from engine.effects import log, place_malfunction, set_door, set_slime
from engine.rules.board import corridors_of, rooms_by_number
from engine.rules.wounds import light_wound
from engine.species.carnomorphs.state import KEY
from engine.species.common import map_events
from engine.state import Character, State

RULE = "CARN-EVT-06"


def vent_glitch(state: State, card: EventCard) -> None:
    """Every Door of the highest-numbered explored room with a Technical Corridors Entrance closes; a Destroyed
    Door stays destroyed (the Airlock Procedure Glitch in the Facility, PROPOSED GAP-CAR-01)."""
    rooms = [r for r in rooms_by_number(state) if state.explored.get(r) and cat(state).rooms[r].tech]
    if not rooms:
        log(state, RULE, "vent_glitch_none")
        return
    log(state, RULE, "vent_glitch", room=rooms[-1])
    for corridor in corridors_of(state, rooms[-1], with_tech=False):
        if state.doors.get(corridor) != "destroyed":
            set_door(state, corridor, "closed", RULE)


def malfunction_in_rooms(state: State, card: EventCard) -> None:
    """A Malfunction marker in every explored room the card names (Cargo Hatches Jam, PROPOSED GAP-CAR-01)."""
    rooms = map_events.tile_rooms(state, map_events.places(state, KEY, card.id).tiles)
    log(state, RULE, "hatches_jam", count=len(rooms))
    for room in rooms:
        place_malfunction(state, room, RULE)


def power_failure(state: State, card: EventCard) -> None:
    """The card's Power slot goes dark (Emergency Protocol Failure in the Facility, PROPOSED GAP-CAR-01)."""
    map_events.power_failure(state, KEY, card, RULE)


# ---- Darkness parts (LD-EVENT-12): (state, card, the characters reached, the card's number) ----

def dark_slime(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    for ch in who:
        set_slime(state, ch, "LD-EVENT-12")


def dark_light_wound(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    for ch in who:
        light_wound(state, ch, amount, "LD-EVENT-12")


EFFECTS: dict[str, Callable[[State, EventCard], None]] = {
    "vent_glitch": vent_glitch, "malfunction_in_rooms": malfunction_in_rooms, "power_failure": power_failure,
}
DARK = {"noise": map_events.dark_noise, "slime": dark_slime, "light_wound": dark_light_wound}

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "vent_glitch": "Vent Control Glitch: every door of {room} slams shut",
    "vent_glitch_none": "Vent Control Glitch: no vent to seal yet",
}
