"""Arrange helpers for the Lockdown tests: a real Lockdown game on a fixed layout of room tiles, every room
explored, no Noise, no decision pending, the first Intruder seen (no Objective choice mid-test).

`facility()` is to Lockdown what ship_helpers' `ship()` is to the Nemesis ship; `power()` sets the four Power
tokens' sides; `slot()` reads the Time token's printed slot (15 .. 1, 0 = "S")."""

from __future__ import annotations

from engine.maps.lockdown.state import lockdown_state
from engine.state import State
from tests.engine.factories import explore_all, make_game

# A fixed layout (room -> tile): the 10 "I" tiles on the "I" slots and 6 of the 9 "II" tiles on the "II" slots
# (ld_css_c, ld_guard_room and ld_testing_lab boxed). Fixed rooms keep their printed tiles.
LAYOUT = {
    "L001": "ld_archive", "L002": "ld_css_a", "L006": "ld_cooling_system", "L010": "ld_laboratory",
    "L012": "ld_nest", "L016": "ld_power_generator", "L018": "ld_transmitter_control_room",
    "L021": "ld_decontamination_room", "L024": "ld_emergency_room", "L026": "ld_cave_entrance",
    "L003": "ld_css_b", "L004": "ld_css_control_system", "L007": "ld_defense_control_room",
    "L015": "ld_vent_control_room", "L017": "ld_surgery", "L022": "ld_contaminated_room",
}
BOXED = ["ld_css_c", "ld_guard_room", "ld_testing_lab"]
EXIT_ROOM, ALERT_ROOM, REPOSITORY, ELEVATOR_S02, ISOLATION, BACKUP_POWER = "L002", "L011", "L013", "L014", "L025", "L027"
ELEVATOR_ROOMS = {"S-01": "L005", "S-02": "L014", "S-03": "L023"}
STAIRCASES = ("L008", "L009", "L019", "L020")
LOCKDOWN_CHARACTERS = ("survivor", "hacker", "sentry", "lab_rat", "janitor", "xenobiologist")


def facility(seats: int = 1, species: str = "night_stalkers", characters=None, explored: bool = True,
             **cfg) -> State:
    """A Lockdown game on LAYOUT; characters default to the base game's (Nemesis Survivors) until the Lockdown
    crew is in the catalog."""
    state = make_game(seats=seats, characters=characters, map="lockdown", species=species, **cfg)
    every = set(state.tiles.values()) | set(state.unused_tiles)
    state.tiles.update(LAYOUT)
    state.unused_tiles = sorted(every - set(state.tiles.values()))
    if explored:
        explore_all(state)
    state.noise = []
    state.pending = None
    state.stack.clear()
    state.first_intruder_seen = True
    return state


def power(state: State, **sides: bool) -> None:
    """Set Power slots on or off: power(state, S01=True, elevator=False)."""
    tokens = lockdown_state(state).power
    for key, on in sides.items():
        tokens[key.replace("S0", "S-0")].on = on


def slot(state: State) -> int:
    """The printed Time-track slot the Time token stands on (15 at the start, 0 = the final "S")."""
    return 15 - state.time


def corridor(state: State, a: str, b: str) -> str:
    """The Corridor joining rooms `a` and `b` of the Facility's board."""
    from engine.catalog import cat

    return next(c.id for c in cat(state).corridors.values() if set(c.rooms) == {a, b})
