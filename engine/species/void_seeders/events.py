"""The effects of the 20 Void Seeder Event cards (VS-CMP-07, VS-EVT-05; E01-E08 after the print-and-play sheet,
the rest PROPOSED VS-GAP-07), keyed by the card's `effect`; their numbers are the card's `params`.

Places are handled in ascending room number and characters in turn order (PUB-EVENT-07, PUB-ROUND-12). The
deck is printed for the Nemesis ship: the Generator, Computers, Engines and pods are reached through the map's
services and tiles, and a map without them makes the card do nothing.

The Event deck for Lockdown (lockdown/events.toml, PROPOSED GAP-VS-01) reuses these effects, names its rooms by
tile (`tiles`), adds the Facility's own ("fire_in_rooms", "power_failure") and a Darkness part on some cards
(DARK, after the effect, for the characters in Darkness only: LD-EVENT-12, engine/species/common/map_events.py).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import hooks
from engine.catalog import cat, opt
from engine.content.loader import EventCard
from engine.effects import (
    add_token_from_supply,
    can_malfunction,
    draw_action_cards,
    draw_from,
    log,
    place_fire,
    place_malfunction,
    place_noise,
)
from engine.flow import push_seq
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridor_for_number,
    corridors_of,
    engine_in,
    in_combat,
    intruders_in,
    is_active,
    room_with_tile,
    rooms_by_number,
    turn_order,
)
from engine.rules.contamination import owned_contamination, scan
from engine.rules.event_effects import eject_lowest_pod, malfunction_lowest, spread_fire
from engine.rules.intruder_moves import move_together
from engine.species.common import map_events
from engine.species.void_seeders.madness import at_least, raise_insanity
from engine.species.void_seeders.state import KEY
from engine.state import Character, State

GENERATOR = "generator"  # the ship's room Generator Overheat reaches (E01)


def params(state: State, card: EventCard) -> dict[str, int]:
    return cat(state).ext[KEY]["params"]["events"].get(card.id, {})


def crew(state: State) -> list[Character]:
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])]


def computer_rooms(state: State) -> list[str]:
    tiles = cat(state).tiles
    return [r for r in rooms_by_number(state) if state.explored.get(r) and tiles[state.tiles[r]].computer]


def generator_overheat(state: State, card: EventCard) -> None:
    """A Malfunction in the Generator (or the room the card names: the Cooling System in Lockdown) catches Fire;
    otherwise it gets a Malfunction (E01)."""
    named = map_events.places(state, KEY, card.id).tiles
    room = room_with_tile(state, named[0] if named else GENERATOR)
    if room is None:
        return
    if room in state.malfunction:
        place_fire(state, room, "VS-EVT-05")
    else:
        place_malfunction(state, room, "VS-EVT-05")


def computer_failure(state: State, card: EventCard) -> None:
    """One Computer room with a Malfunction spreads one to every other (E02)."""
    rooms = computer_rooms(state)
    if any(r in state.malfunction for r in rooms):
        for room in rooms:
            place_malfunction(state, room, "VS-EVT-05")


def pod_ejection(state: State, card: EventCard) -> None:
    eject_lowest_pod(state)


def fuel_explosion(state: State, card: EventCard) -> None:
    """Fire in each Engine (E04)."""
    for room in rooms_by_number(state):
        if engine_in(state, room):
            place_fire(state, room, "VS-EVT-05")


def fire_wave(state: State, card: EventCard) -> None:
    """The lowest-numbered burning room spreads Fire to its open neighbours (E05)."""
    burning = [r for r in rooms_by_number(state) if r in state.fire]
    if burning:
        spread_fire(state, burning[:1])


def ship_ai_failure(state: State, card: EventCard) -> None:
    """Enough Malfunctions among the Computer rooms start Self-Destruct; otherwise one more (E06)."""
    rooms = computer_rooms(state)
    broken = sum(1 for r in rooms if r in state.malfunction)
    # the ship's Self-Destruct, or the Facility's Autodestruction (the Lockdown card, PROPOSED GAP-VS-01)
    start = hooks.service(state, "self_destruct") or hooks.service(state, "start_autodestruction")
    if broken >= params(state, card).get("min_malfunctions", 2) and start is not None:
        start(state, True, "VS-EVT-05")
        return
    for room in rooms:
        if can_malfunction(state, room):
            place_malfunction(state, room, "VS-EVT-05")
            return


def whispers(state: State, card: EventCard) -> None:
    """A second Event card's number: Noise in that corridor of every room with a character; one already there
    brings an Encounter in that room, for its first character in turn order (E07, PROPOSED)."""
    other = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
    if other is None:
        return
    state.event_discard.append(other)
    number = cat(state).events[other].corridor
    log(state, "VS-EVT-05", "whispers_number", card=other, number=number)
    steps = []
    for room in rooms_by_number(state):
        here = characters_in(state, room)
        if here and not place_noise(state, corridor_for_number(state, room, number), "VS-EVT-05"):
            steps.append(("encounter", room, here[0].seat))
    push_seq(state, steps)


def terror(state: State, card: EventCard) -> None:
    """Everyone draws up to the hand size, then scans every Contamination card it owns; enough INFECTED ones
    make it resolve Panic cards (E08, PROPOSED)."""
    p = params(state, card)
    steps = []
    for ch in crew(state):
        draw_action_cards(state, ch, max(0, p.get("hand_to", 5) - len(ch.hand)), "VS-EVT-05")
        infected = scan(state, ch, owned_contamination(ch), "VS-EVT-05")
        if len(infected) >= p.get("min_infected", 1):
            steps += [("panic", ch.seat)] * p.get("panic", 1)
    push_seq(state, steps)


def restless_shadows(state: State, card: EventCard) -> None:
    for ch in crew(state):
        if len(characters_in(state, ch.room)) == 1:
            raise_insanity(state, ch, params(state, card).get("insanity", 1), "VS-EVT-05")


def mass_hallucination(state: State, card: EventCard) -> None:
    p = params(state, card)
    push_seq(state, [("panic", ch.seat) for ch in crew(state) if at_least(state, ch, p.get("min_insanity", 3))
                     for _ in range(p.get("panic", 1))])


def _lair_rooms(state: State) -> list[str]:
    lair = str(opt(state, "lair_kind"))
    return [r for r in rooms_by_number(state) if any(i.kind == lair for i in intruders_in(state, r))]


def call_of_the_void(state: State, card: EventCard) -> None:
    """Everyone in a room next to a Lair rolls for Noise, unless in Combat (E12)."""
    near = {n for r in _lair_rooms(state) for _c, n in board_neighbours(state, r)}
    push_seq(state, [("noise_roll", ch.seat, "skip_in_combat") for ch in crew(state)
                     if ch.room in near and not in_combat(state, ch.seat)])


def echoes(state: State, card: EventCard) -> None:
    for room in _lair_rooms(state):
        for corridor in corridors_of(state, room):
            place_noise(state, corridor, "VS-EVT-05")


def flickering_lights(state: State, card: EventCard) -> None:
    push_seq(state, [("discard_one", ch.seat) for ch in crew(state) for _ in range(params(state, card).get("discard", 1))])


def brownout(state: State, card: EventCard) -> None:
    malfunction_lowest(state, "VS-EVT-05")


def coolant_spill(state: State, card: EventCard) -> None:
    """Fire in the room with the most characters, the lowest-numbered of a tie (E16)."""
    rooms = [(len(characters_in(state, r)), -i, r) for i, r in enumerate(rooms_by_number(state))]
    count, _i, room = max(rooms)
    if count:
        place_fire(state, room, "VS-EVT-05")


def _distances(state: State) -> dict[str, int]:
    """Rooms by their distance from the nearest character, through every corridor (doors do not count)."""
    frontier = sorted({ch.room for ch in crew(state)})
    dist = dict.fromkeys(frontier, 0)
    while frontier:
        nxt = []
        for room in frontier:
            for _c, other in board_neighbours(state, room):
                if other not in dist:
                    dist[other] = dist[room] + 1
                    nxt.append(other)
        frontier = sorted(nxt)
    return dist


def herding(state: State, card: EventCard) -> None:
    """Each Void Seeder not in Combat moves 1 room toward the nearest character, through Closed Doors (E17)."""
    dist = _distances(state)
    moves = []
    for room in rooms_by_number(state):
        if characters_in(state, room) or room not in dist:
            continue
        steps = sorted((dist.get(r, 99), cat(state).rooms[r].number, c) for c, r in board_neighbours(state, room))
        group = intruders_in(state, room)
        if group and steps and steps[0][0] < dist[room]:
            moves.append((group, steps[0][2]))
    move_together(state, moves, "VS-EVT-05")


def dark_murmur(state: State, card: EventCard) -> None:
    for _ in range(params(state, card).get("tokens", 1)):
        add_token_from_supply(state, "void_seeder", "VS-EVT-05")


def sleepless(state: State, card: EventCard) -> None:
    p = params(state, card)
    for ch in crew(state):
        if len(ch.hand) >= p.get("min_hand", 3):
            raise_insanity(state, ch, p.get("insanity", 1), "VS-EVT-05")


def eerie_calm(state: State, card: EventCard) -> None:
    log(state, "VS-EVT-05", "eerie_calm")


def fire_in_rooms(state: State, card: EventCard) -> None:
    """Fire in every explored room the card names (the Lockdown Generator Blast, PROPOSED GAP-VS-01)."""
    for room in map_events.tile_rooms(state, map_events.places(state, KEY, card.id).tiles):
        place_fire(state, room, "VS-EVT-05")


def power_failure(state: State, card: EventCard) -> None:
    """The Power slot the card names goes dark (the Lockdown Elevator Blackout, PROPOSED GAP-VS-01)."""
    map_events.power_failure(state, KEY, card, "VS-EVT-05")


# ---- Darkness parts (LD-EVENT-12): (state, card, the characters reached, the card's number) ----

def dark_insanity(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    for ch in who:
        raise_insanity(state, ch, amount, "LD-EVENT-12")


def dark_panic(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    push_seq(state, [("panic", ch.seat) for ch in who for _ in range(amount)])


DARK = {"insanity": dark_insanity, "panic": dark_panic, "noise": map_events.dark_noise}

OWN: dict[str, Callable[[State, EventCard], None]] = {
    "generator_overheat": generator_overheat, "computer_failure": computer_failure, "pod_ejection": pod_ejection,
    "fuel_explosion": fuel_explosion, "fire_wave": fire_wave, "ship_ai_failure": ship_ai_failure,
    "whispers": whispers, "terror": terror, "restless_shadows": restless_shadows,
    "mass_hallucination": mass_hallucination, "call_of_the_void": call_of_the_void, "echoes": echoes,
    "flickering_lights": flickering_lights, "brownout": brownout, "coolant_spill": coolant_spill,
    "herding": herding, "dark_murmur": dark_murmur, "sleepless": sleepless, "eerie_calm": eerie_calm,
    "fire_in_rooms": fire_in_rooms, "power_failure": power_failure,
}
EFFECTS = map_events.with_dark(KEY, OWN, DARK)
