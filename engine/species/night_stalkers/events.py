"""The Night Stalkers' 22 Event cards (lockdown-base.md T4, LD-EVENT-09, LD-EVENT-12..14): the species'
EVENT_EFFECTS hook, keyed by the card's `effect`.

The core (engine/rules/event_cards.py) draws the card, moves the types it names through its first Corridor
(Larvae never: no card names them, LD-EVENT-14; room by room in ascending number, LD-EVENT-13), calls the effect
here, then discards the card or removes it and reshuffles (the 6 self-removing cards, LD-EVENT-09 C). Here: a
card printed with two numbers moves its types through the second one (those that reached a character stay,
LD-EVENT-09 A), then the effect, then its Darkness part, which reaches only the characters, rooms and Night
Stalkers in Darkness (LD-EVENT-12; read through the map's "in_darkness" / "room_in_darkness" services).

Places are handled in ascending room number and characters in turn order. "An empty hand" = no Action cards in
hand (Contamination cards do not count) (T4 notes).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import cat
from engine.content.loader import EventCard
from engine.effects import gain_contamination, log
from engine.flow import push_seq
from engine.rules.board import in_combat
from engine.rules.event_cards import event_movement
from engine.species.common.map_events import reached
from engine.species.common.nest import nest_tile
from engine.species.intruders import events as intruder_events
from engine.species.intruders import facility_events as fe
from engine.species.night_stalkers.content import ID
from engine.state import State

COOLING = "ld_cooling_system"
CSS_ROOMS = ("ld_css_a", "ld_css_b", "ld_css_c")
HOT_ROOMS = ("ld_backup_power_supply", "ld_power_generator")
ELEVATOR_TILES = ("ld_elevator_s01", "ld_elevator_s02", "ld_elevator_s03")
room_dark = fe.room_dark  # read by the Night Stalkers' attacks too


# ---- Darkness, through the map's services ----

def has_dark_part(state: State, card: str) -> bool:
    """The service "event_dark_part": this Event card has a Darkness part (LD-EVENT-12)."""
    data = cat(state).events.get(card)
    return data is not None and bool(dark_part(state, data))


def dark_part(state: State, card: EventCard) -> str:
    extra = cat(state).ext[ID]["event_extras"].get(card.id)
    return extra.dark.effect if extra is not None and extra.dark is not None else ""


def widened(state: State, card: EventCard, key: str) -> set[int]:
    """The seats a Darkness part that widens the card's own effect reaches (none for another part)."""
    return {c.seat for c in reached(state)} if dark_part(state, card) == key else set()


def dark_rooms(state: State) -> list[str]:
    return fe.by_number(state, (c.room for c in reached(state)))


def _dark_log(state: State, card: EventCard) -> None:
    log(state, "LD-EVENT-12", "event_dark_part", name=card.name)


# ---- The cards (the shared Facility effects: engine/species/intruders/facility_events.py) ----

def blood_trace(state: State, card: EventCard) -> None:
    """Night Stalkers not in Combat head for a room of their own Section holding a bleeding character with an
    empty hand (in Darkness: holding cards too); the lowest-numbered such room."""
    fe.blood_trace(state, widened(state, card, "holding_cards_too"))


def blue_screen(state: State, card: EventCard) -> None:
    fe.blue_screen(state)


def bulkheads_open(state: State, card: EventCard) -> None:
    intruder_events.bulkheads_open(state, card)
    rooms = dark_rooms(state)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        fe.noise_around(state, rooms, "LD-EVENT-12")


def consuming_fire(state: State, card: EventCard) -> None:
    intruder_events.consuming_fire(state, card)


def coolant_leak(state: State, card: EventCard) -> None:
    """A Malfunction already in the Cooling System starts Autodestruction; else it gets one."""
    fe.coolant_leak(state, fe.tile_rooms(state, (COOLING,)))


def damage(state: State, card: EventCard) -> None:
    intruder_events.damage(state, card)
    rooms = dark_rooms(state)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        fe.malfunctions(state, rooms, "LD-EVENT-12")


def egg_protection(state: State, card: EventCard) -> None:
    """An Encounter for each character in the Nest or carrying an Egg; in Darkness each gets 1 Contamination."""
    steps = [("encounter", c.room, c.seat) for c in fe.active_chars(state)
             if state.tiles.get(c.room) == nest_tile(state) or any(o.startswith("egg") for o in c.heavy)]
    who = reached(state)
    if who and dark_part(state, card):
        _dark_log(state, card)
        for c in who:
            gain_contamination(state, c, "LD-EVENT-12")
    push_seq(state, steps)


def fire_in_the_hole(state: State, card: EventCard) -> None:
    fe.fire_in_the_hole(state, fe.tile_rooms(state, CSS_ROOMS))


def hatching(state: State, card: EventCard) -> None:
    """Discard 1 Egg; characters in the Nest with an empty hand are Infested (in Darkness, outside it too); if
    nobody was, a Larva token goes into the bag."""
    fe.hatching(state, nest_tile(state), widened(state, card, "infest_outside_nest"))


def kickstopper(state: State, card: EventCard) -> None:
    """The Elevator's Power token turns off; a Malfunction in every Elevator Room."""
    if not fe.power_off(state, "elevator"):
        _map_part_set(state, "elevator_off")
    fe.malfunctions(state, fe.tile_rooms(state, ELEVATOR_TILES))


def leaving_the_shell(state: State, card: EventCard) -> None:
    fe.leaving_the_shell(state)


def lurking(state: State, card: EventCard) -> None:
    """Night Stalkers not with a character hide in the bag; in Darkness each one in Combat attacks."""
    intruder_events.lurking(state, card)
    attackers = fe.lurking_attackers(state)
    if attackers and dark_part(state, card):
        _dark_log(state, card)
        push_seq(state, [("intruder_attack", i.id, -1, "event") for i in attackers])


def nest(state: State, card: EventCard) -> None:
    room = next(iter(fe.tile_rooms(state, (nest_tile(state),))), None)
    if room is not None and state.explored.get(room):
        fe.noise_around(state, [room], "LD-EVENT-09")
    rooms = dark_rooms(state)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        fe.noise_around(state, rooms, "LD-EVENT-12")


def noise_in_corridors(state: State, card: EventCard) -> None:
    """Noise on the Technical Corridors space, or if it has one, 1 Malfunction and 1 Fire marker leave the game."""
    fe.noise_in_corridors(state)
    hit = fe.at_entrances(state, reached(state))
    if hit and dark_part(state, card):
        _dark_log(state, card)
        fe.wound_at_entrances(state, hit)


def panic(state: State, card: EventCard) -> None:
    """Each character with an empty hand (in Darkness: any) discards 2 Ammo, or else 1 Item."""
    fe.panic(state, widened(state, card, "holding_cards_too"))


def power_surge(state: State, card: EventCard) -> None:
    """The Time token turns back to its inactive side: Backup Power counts as lost."""
    if not fe.backup_power_lost(state):
        _map_part_set(state, "time_inactive")


def sanitary_network_failure(state: State, card: EventCard) -> None:
    intruder_events.life_support_failure(state, card)


def scent_of_blood(state: State, card: EventCard) -> None:
    """Noise around every bleeding character; in Darkness an Adult joins each one not in Combat."""
    bleeding = fe.scent_of_blood(state)
    hunted = [c for c in bleeding if c in reached(state) and not in_combat(state, c.seat)]
    if hunted and dark_part(state, card):
        _dark_log(state, card)
        fe.adults_to(state, hunted)


def short_circuit(state: State, card: EventCard) -> None:
    fe.short_circuit(state)


def thats_hot(state: State, card: EventCard) -> None:
    fe.fires(state, fe.tile_rooms(state, HOT_ROOMS))


def _map_part_set(state: State, what: str) -> None:
    """Where the map offers no service for it, set its token directly (the Facility's part of the state)."""
    from engine.maps.lockdown.state import KEY, LockdownState  # only where the map offers no service
    from engine.plugin_state import has_part
    from engine.plugin_state import part as plugin_part

    if not has_part(state, KEY):
        return
    part = plugin_part(state, KEY, LockdownState)
    if what == "elevator_off" and "elevator" in part.power:
        part.power["elevator"].on = False
        log(state, "LD-EVENT-09", "elevator_power_off")
    elif what == "time_inactive":
        part.time_active = False
        log(state, "LD-EVENT-09", "backup_power_lost")


EFFECTS: dict[str, Callable[[State, EventCard], None]] = {
    "blood_trace": blood_trace, "blue_screen": blue_screen, "bulkheads_open": bulkheads_open,
    "consuming_fire": consuming_fire, "coolant_leak": coolant_leak, "damage": damage,
    "egg_protection": egg_protection, "fire_in_the_hole": fire_in_the_hole, "hatching": hatching,
    "kickstopper": kickstopper, "leaving_the_shell": leaving_the_shell, "lurking": lurking, "nest": nest,
    "noise_in_corridors": noise_in_corridors, "panic": panic, "power_surge": power_surge,
    "sanitary_network_failure": sanitary_network_failure, "scent_of_blood": scent_of_blood,
    "short_circuit": short_circuit, "thats_hot": thats_hot,
}


def _with_second_number(fn: Callable[[State, EventCard], None]) -> Callable[[State, EventCard], None]:
    """A card printed with two numbers: its types move again through the second Corridor before the effect; one
    that reached a character after the first move stays (LD-EVENT-09 A)."""

    def run(state: State, card: EventCard) -> None:
        extra = cat(state).ext[ID]["event_extras"].get(card.id)
        if extra is not None and extra.then_corridor:
            log(state, "LD-EVENT-09", "event_second_move", number=extra.then_corridor)
            event_movement(state, extra.then_corridor, card.movers)
        fn(state, card)

    return run


EFFECTS = {k: _with_second_number(v) for k, v in EFFECTS.items()}
