"""What the Chytrid Event cards do in step 9C (CHY-EVT-08; GAP-CHY-02 PROPOSED cards, our words): the species'
EVENT_EFFECTS hook, one function per effect key of events.toml. Map rooms are named through the species' options
per map (the Cooling System is the ship's Generator, the Cargo Sending System rooms its Evacuation Sections,
CHY-NEM-15) and the map's services (Power, Darkness, the countdown), so this module never imports a map; on a map
without Power no Section has it (CHY-NEM-16)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.content.loader import TECH, EventCard
from engine.effects import gain_contamination, log, place_fire, place_malfunction, place_noise, set_door
from engine.flow import push_seq
from engine.rules.board import corridors_of, is_active, rooms_by_number, turn_order
from engine.species.chytrids.contamination import carries
from engine.species.chytrids.darkness import in_darkness, powered_room
from engine.species.chytrids.growth import has_growth, lab_grow_leftmost, place_spore, place_sporeling, remove_spore
from engine.species.chytrids.state import chytrids
from engine.state import Character, State

RULE = "CHY-EVT-08"


def active(state: State) -> list[Character]:
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])]


def map_value(state: State, key: str):
    """A per-map option of the species (CHY-NEM-15): its value for this game's map."""
    return dict(opt(state, key)).get(str(state.config.get("map", "nemesis_ship")))


def explored_with(state: State, tiles) -> list[str]:
    return [r for r in rooms_by_number(state) if state.explored.get(r) and state.tiles.get(r) in tiles]


def fungal_explosion(state: State, card: EventCard) -> None:
    """The two leftmost Lab Sporelings grow (CHY-GROW-07/08; CHY-NEM-15: the ship's Chytrid board)."""
    lab_grow_leftmost(state, "CHY-GROW-07", count=2)


def cooling_system_leak(state: State, card: EventCard) -> None:
    """A Malfunction in the Cooling System (the ship's Generator); one there already starts the countdown
    (CHY-NEM-15, ERR-10)."""
    for room in explored_with(state, [map_value(state, "cooling_tiles")]):
        if room not in state.malfunction:
            place_malfunction(state, room, RULE)
            continue
        start = hooks.service(state, str(map_value(state, "countdown_service")))
        if start is not None:
            start(state, True, "CHY-NEM-15")


def fire_in_the_recesses(state: State, card: EventCard) -> None:
    for room in explored_with(state, map_value(state, "cargo_tiles")):
        place_fire(state, room, "CHY-NEM-15")


def overload(state: State, card: EventCard) -> None:
    """A Malfunction in every explored room with a Computer in a Section with Power (removed on the ship)."""
    for room in rooms_by_number(state):
        tile = cat(state).tiles.get(state.tiles.get(room, ""))
        if state.explored.get(room) and tile is not None and tile.computer and powered_room(state, room):
            place_malfunction(state, room, RULE)


def spore_drift(state: State, card: EventCard) -> None:
    rooms = sorted({ch.room for ch in active(state) if in_darkness(state, ch.seat)},
                   key=lambda r: cat(state).rooms[r].number)
    for room in rooms:
        place_spore(state, room, RULE)


def rustling(state: State, card: EventCard) -> None:
    for room in rooms_by_number(state):
        if room in chytrids(state).mycelium_rooms:
            for corridor in corridors_of(state, room):
                if corridor != TECH:
                    place_noise(state, corridor, RULE)


def rot_sickness(state: State, card: EventCard) -> None:
    for ch in active(state):
        if carries(state, ch):
            gain_contamination(state, ch, RULE)


def rot_in_the_air(state: State, card: EventCard) -> None:
    for ch in active(state):
        if has_growth(state, ch.room):
            gain_contamination(state, ch, RULE)


def germination(state: State, card: EventCard) -> None:
    spores = [r for r in rooms_by_number(state) if r in chytrids(state).spore_rooms]
    if spores:
        place_sporeling(state, spores[0], RULE)


def stirring(state: State, card: EventCard) -> None:
    push_seq(state, [("noise_roll", ch.seat) for ch in active(state) if has_growth(state, ch.room)])


def air_scrubbers(state: State, card: EventCard) -> None:
    for room in list(chytrids(state).spore_rooms):
        if powered_room(state, room):
            remove_spore(state, room, RULE)


def quiet(state: State, card: EventCard) -> None:
    log(state, RULE, "event_nothing_more")


def creeping_hyphae(state: State, card: EventCard) -> None:
    for room in chytrids(state).mycelium_rooms:
        for corridor in corridors_of(state, room, with_tech=False):
            if state.doors.get(corridor) == "closed":
                set_door(state, corridor, "destroyed", RULE)


def spore_storm(state: State, card: EventCard) -> None:
    for room in [r for r in rooms_by_number(state) if r in chytrids(state).spore_rooms]:
        place_sporeling(state, room, RULE)


EFFECTS = {"fungal_explosion": fungal_explosion, "cooling_system_leak": cooling_system_leak,
           "fire_in_the_recesses": fire_in_the_recesses, "overload": overload, "spore_drift": spore_drift,
           "rustling": rustling, "rot_sickness": rot_sickness, "rot_in_the_air": rot_in_the_air,
           "germination": germination, "stirring": stirring, "air_scrubbers": air_scrubbers, "quiet": quiet,
           "creeping_hyphae": creeping_hyphae, "spore_storm": spore_storm}
