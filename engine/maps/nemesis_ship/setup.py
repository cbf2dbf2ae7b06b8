"""The Nemesis ship's setup steps (PUB-SETUP-02/03, 05-08, 20), inserted into the core tables
(engine/rules/setup.py): room tiles before the exploration tokens; the blue Character Corpse after the Help
cards; after the draft, the hidden ship systems (Coordinates, Destination, Escape Pods, Engines) before the
Objectives. Drawing the systems after the draft keeps the board and the character decks of a seed as they are.
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import log
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ENGINE_TOKENS, Pod, ship_state
from engine.rules.board import room_with_tile
from engine.rules.setup import SetupStep, insert_after, insert_before
from engine.state import State

FIRST_CORPSE = "corpse_blue"  # PUB-SETUP-20


def in_play_tiles(c) -> list:
    """The room tiles a game shuffles: all of them, less the Slime rooms where the species removes them
    (VS-SET-02: the Void Seeders have no Slime)."""
    gone = set(c.options["slime_tiles"]) if c.options.get("remove_slime_tiles") else set()
    return [t for t in c.tiles.values() if t.id not in gone]


def place_room_tiles(state: State) -> None:
    """Random '2' tiles on the 5 '2' slots (4 boxed), all '1' tiles on the '1' slots (PUB-SETUP-02/03)."""
    c = cat(state)
    ones = sorted(t.id for t in c.tiles.values() if t.set == 1)
    twos = sorted(t.id for t in in_play_tiles(c) if t.set == 2)
    rng.shuffle(state, ones)
    rng.shuffle(state, twos)
    engines_hidden = bool(c.options["exploration_on_engines"])  # a species may set it (VS-SET-25)
    for room in sorted(c.rooms):
        r = c.rooms[room]
        if r.slot == "special":
            state.tiles[room] = r.special
            # PUB-EXPLORE-04; an Engine with a token is unexplored until a character first enters it
            state.explored[room] = not (engines_hidden and r.special.startswith("engine_"))
        elif r.slot == "slot1":
            state.tiles[room] = ones.pop()
            state.explored[room] = False
        else:
            state.tiles[room] = twos.pop()
            state.explored[room] = False
    state.unused_tiles = sorted(twos + ones)
    log(state, "PUB-SETUP-02", "setup_tiles", boxed=len(state.unused_tiles))


def place_first_corpse(state: State) -> None:
    """The blue Character Corpse lies in the start room (PUB-SETUP-20)."""
    room = room_with_tile(state, str(opt(state, "start_room_tile")))
    state.objects = {room: [FIRST_CORPSE]}
    log(state, "PUB-SETUP-20", "object_placed", room=room, object=FIRST_CORPSE)


def place_coordinates(state: State) -> None:
    """1 random Coordinates card face down by the Cockpit, the rest boxed; marker on B (PUB-SETUP-05/06)."""
    cards = sorted(coordinates_of(cat(state)))
    ship = ship_state(state)
    ship.coordinates = rng.take_random(state, cards)
    log(state, "PUB-SETUP-05", "setup_coordinates", boxed=len(cards))
    ship.destination = str(opt(state, "destination_start"))
    log(state, "PUB-SETUP-06", "destination_set", position=ship.destination)


def place_escape_pods(state: State) -> None:
    """Random pods by player count, ascending numbers alternating A, B, A, ...; all Locked (PUB-SETUP-07)."""
    wanted = int(opt(state, "escape_pods")[str(len(state.characters))])
    tokens = list(range(1, int(opt(state, "escape_pod_tokens")) + 1))
    chosen = sorted(rng.take_random(state, tokens) for _ in range(min(wanted, len(tokens))))
    ship = ship_state(state)
    ship.pods = [Pod(number=n, section="AB"[k % 2], locked=True) for k, n in enumerate(chosen)]
    for pod in ship.pods:
        log(state, "PUB-SETUP-07", "pod_placed", number=pod.number, section=pod.section)


def stack_engine_tokens(state: State) -> None:
    """Each Engine: its Damaged and Working tokens shuffled face down; the top one is the truth (PUB-SETUP-08)."""
    engines = sorted(r.special for r in cat(state).rooms.values() if r.special.startswith("engine_"))
    for engine in engines:
        stack = list(ENGINE_TOKENS)
        rng.shuffle(state, stack)
        ship_state(state).engines[engine] = stack
    log(state, "PUB-SETUP-08", "setup_engines", engines=len(engines))


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        steps = insert_before(steps, "exploration_tokens", SetupStep("room_tiles", place_room_tiles))
        return insert_after(steps, "help_cards", SetupStep("first_corpse", place_first_corpse))
    return insert_before(steps, "objectives", SetupStep("coordinates", place_coordinates),
                         SetupStep("escape_pods", place_escape_pods), SetupStep("engines", stack_engine_tokens))
