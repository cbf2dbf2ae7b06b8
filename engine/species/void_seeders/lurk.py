"""The Event phase with the Void Seeders (VS-EVT-01..05, VS-LRK-01..06): the base steps with the new Lurk step
between the Event card and bag development. Lurk finds every room with a Void Seeder and no character in it or
in any neighbouring room (Closed Doors do not separate neighbours, VS-MOV-01), puts a Noise marker in each of
its corridors that has none (no Encounter), then removes its Void Seeders, each one putting a random supply token
into the bag. Lairs stay (VS-LRK-05)."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import add_token_from_supply, log, place_noise, remove_intruder
from engine.rules.board import board_neighbours, characters_in, corridors_of, intruders_in, rooms_by_number
from engine.rules.turn import base_event_phase_steps
from engine.state import State, Task

LURK = "ev_lurk"


def event_steps(state: State) -> list[tuple[str, str]]:
    """EVENT_PHASE_STEPS: Time, Attacks, Fire, Event card, Lurk, bag development (VS-EVT-01..05, VS-LRK-01)."""
    steps = base_event_phase_steps(state)
    at = next(i for i, (name, _rule) in enumerate(steps) if name == "ev_bag")
    return [*steps[:at], (LURK, "VS-LRK-01"), *steps[at:]]


def lurking_rooms(state: State) -> list[str]:
    """Rooms whose Void Seeders are out of Combat with no character next door (VS-LRK-01)."""
    lair = str(opt(state, "lair_kind"))
    out = []
    for room in rooms_by_number(state):
        seeders = [i for i in intruders_in(state, room) if i.kind != lair]
        if not seeders or characters_in(state, room):
            continue
        if any(characters_in(state, other) for _c, other in board_neighbours(state, room)):
            continue
        out.append(room)
    return out


def lurk(state: State, task: Task) -> None:
    lair = str(opt(state, "lair_kind"))
    rooms = lurking_rooms(state)
    log(state, "VS-LRK-01", "lurk", rooms=len(rooms))
    for room in rooms:
        for corridor in corridors_of(state, room):
            place_noise(state, corridor, "VS-LRK-02")  # never a second marker, never an Encounter
        for seeder in [i for i in intruders_in(state, room) if i.kind != lair]:
            remove_intruder(state, seeder, "VS-LRK-03", "void_seeder_lurks")  # its Injuries go too (VS-LRK-06)
            for _ in range(int(opt(state, "lurk_tokens_per_figure"))):
                add_token_from_supply(state, "void_seeder", "VS-LRK-03")
