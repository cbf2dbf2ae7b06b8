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

from engine import hooks
from engine.catalog import cat, opt
from engine.content.loader import EventCard
from engine.effects import (
    add_intruder,
    add_token_from_supply,
    draw_action_cards,
    gain_contamination,
    log,
    place_fire,
    place_malfunction,
    place_noise,
)
from engine.flow import push_seq
from engine.rules.board import characters_in, corridors_of, in_combat, is_active, rooms_by_number, turn_order
from engine.rules.contamination import infection, is_contamination, scan
from engine.rules.event_cards import event_movement
from engine.rules.inventory import discard_item
from engine.rules.wounds import light_wound, serious_wound
from engine.species.intruders import events as intruder_events
from engine.species.intruders.larvae import carries, die_of_infection, infest
from engine.species.intruders.nest import destroy_eggs
from engine.species.night_stalkers.content import ID
from engine.state import Character, State

NEST, COOLING = "ld_nest", "ld_cooling_system"
CSS_ROOMS = ("ld_css_a", "ld_css_b", "ld_css_c")
HOT_ROOMS = ("ld_backup_power_supply", "ld_power_generator")
ELEVATOR_TILES = ("ld_elevator_s01", "ld_elevator_s02", "ld_elevator_s03")


# ---- Darkness, through the map's services ----

def room_dark(state: State, room: str) -> bool:
    fn = hooks.service(state, "room_in_darkness")
    return bool(fn(state, room)) if fn is not None and room else False


def dark(state: State, ch: Character) -> bool:
    """The Event's Darkness part reaches this character (the map's "event_in_darkness": in Darkness and not
    shielded, e.g. by the Lab Rat's Feel of the Dark; else its room is dark)."""
    fn = hooks.service(state, "event_in_darkness")
    return bool(fn(state, ch.seat)) if fn is not None else room_dark(state, ch.room)


def has_dark_part(state: State, card: str) -> bool:
    """The service "event_dark_part": this Event card has a Darkness part (LD-EVENT-12)."""
    data = cat(state).events.get(card)
    return data is not None and bool(dark_part(state, data))


def powered_room(state: State, room: str) -> bool:
    """The room lies in a Section with Power (a map without Power: every room)."""
    return not room_dark(state, room)


def active_chars(state: State) -> list[Character]:
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])]


def empty_hand(ch: Character) -> bool:
    return not any(not is_contamination(c) for c in ch.hand)


def tile_rooms(state: State, *tiles: str) -> list[str]:
    return [r for r in rooms_by_number(state) if state.tiles.get(r) in tiles]


def noise_around(state: State, rooms: list[str], rule: str) -> None:
    """Noise in every Noise-free Corridor of these rooms (place_noise skips one that has it)."""
    for room in rooms:
        for corridor in corridors_of(state, room):
            if corridor != "TECH":
                place_noise(state, corridor, rule)


def dark_part(state: State, card: EventCard) -> str:
    extra = cat(state).ext[ID]["event_extras"].get(card.id)
    return extra.dark.effect if extra is not None and extra.dark is not None else ""


def _dark_log(state: State, card: EventCard) -> None:
    log(state, "LD-EVENT-12", "event_dark_part", name=card.name)


# ---- The cards ----

def blood_trace(state: State, card: EventCard) -> None:
    """Night Stalkers not in Combat head for a room of their own Section holding a bleeding character with an
    empty hand (in Darkness: holding cards too); the lowest-numbered such room."""
    section = hooks.service(state, "section_of")

    def sec(room: str) -> str:
        return str(section(state, room)) if section is not None else ""

    wide = dark_part(state, card) == "holding_cards_too"
    targets = [c.room for c in active_chars(state) if c.serious and (empty_hand(c) or (wide and dark(state, c)))]
    moves = []
    for intruder in sorted(state.intruders, key=lambda i: (cat(state).rooms[i.room].number, i.id)):
        if characters_in(state, intruder.room) or intruder.kind in opt(state, "event_never_moves"):
            continue
        rooms = sorted({r for r in targets if sec(r) and sec(r) == sec(intruder.room)},
                       key=lambda r: cat(state).rooms[r].number)
        if rooms:
            moves.append((intruder, rooms[0]))
    for intruder, room in moves:
        log(state, "LD-NS-07", "intruder_follows_blood", intruder=intruder.id, room=room)
        from engine.effects import move_intruder

        move_intruder(state, intruder, room, "LD-NS-07")


def blue_screen(state: State, card: EventCard) -> None:
    for room in rooms_by_number(state):
        tile = cat(state).tiles[state.tiles[room]]
        if state.explored.get(room) and tile.computer and powered_room(state, room):
            place_malfunction(state, room, "LD-EVENT-09")
            return


def bulkheads_open(state: State, card: EventCard) -> None:
    intruder_events.bulkheads_open(state, card)
    rooms = sorted({c.room for c in active_chars(state) if dark(state, c)}, key=lambda r: cat(state).rooms[r].number)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        noise_around(state, rooms, "LD-EVENT-12")


def consuming_fire(state: State, card: EventCard) -> None:
    intruder_events.consuming_fire(state, card)


def coolant_leak(state: State, card: EventCard) -> None:
    """A Malfunction already in the Cooling System starts Autodestruction; else it gets one."""
    for room in tile_rooms(state, COOLING):
        if room in state.malfunction:
            start = hooks.service(state, "start_autodestruction")
            if start is None:
                log(state, "LD-EVENT-09", "not_implemented", what="autodestruction")
                continue
            start(state, True, "LD-EVENT-09")  # (state, on, rule); nothing more when already counting down
        else:
            place_malfunction(state, room, "LD-EVENT-09")


def damage(state: State, card: EventCard) -> None:
    intruder_events.damage(state, card)
    rooms = sorted({c.room for c in active_chars(state) if dark(state, c)}, key=lambda r: cat(state).rooms[r].number)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        for room in rooms:
            place_malfunction(state, room, "LD-EVENT-12")


def egg_protection(state: State, card: EventCard) -> None:
    """An Encounter for each character in the Nest or carrying an Egg; in Darkness each gets 1 Contamination."""
    steps = [("encounter", c.room, c.seat) for c in active_chars(state)
             if state.tiles.get(c.room) == NEST or any(o.startswith("egg") for o in c.heavy)]
    in_dark = [c for c in active_chars(state) if dark(state, c)]
    if in_dark and dark_part(state, card):
        _dark_log(state, card)
        for c in in_dark:
            gain_contamination(state, c, "LD-EVENT-12")
    push_seq(state, steps)


def fire_in_the_hole(state: State, card: EventCard) -> None:
    for room in tile_rooms(state, *CSS_ROOMS):
        place_fire(state, room, "LD-EVENT-09")
        for c in characters_in(state, room):
            if empty_hand(c):
                serious_wound(state, c, "LD-EVENT-09")


def hatching(state: State, card: EventCard) -> None:
    """Discard 1 Egg; characters in the Nest with an empty hand are Infested (in Darkness, outside it too); if
    nobody was, a Larva token goes into the bag."""
    destroy_eggs(state, int(opt(state, "hatching_eggs_discarded")), "LD-NEST-06")
    wide = dark_part(state, card) == "infest_outside_nest"
    infested = False
    for c in active_chars(state):
        if not empty_hand(c):
            continue
        if state.tiles.get(c.room) == NEST or (wide and dark(state, c)):
            infest(state, c, "LD-NEST-06")
            infested = True
    if not infested:
        for _ in range(int(opt(state, "hatching_larva_tokens"))):
            add_token_from_supply(state, "larva", "LD-NEST-06")


def kickstopper(state: State, card: EventCard) -> None:
    """The Elevator's Power token turns off; a Malfunction in every Elevator Room."""
    off = hooks.service(state, "power_off")
    if off is not None:
        off(state, "elevator", "LD-EVENT-09")
    else:
        _map_part_set(state, "elevator_off")
    for room in tile_rooms(state, *ELEVATOR_TILES):
        place_malfunction(state, room, "LD-EVENT-09")


def leaving_the_shell(state: State, card: EventCard) -> None:
    """A Larva carrier gets a Contamination card and scans it: INFECTED kills (a Creeper appears), else it goes to
    the discard pile. Everyone else draws cards, scans the Contamination among them and discards them."""
    for c in active_chars(state):
        if carries(state, c):
            gain_contamination(state, c, "LD-CONTAM-05")
            card_id = c.discard[-1] if c.discard and is_contamination(c.discard[-1]) else ""
            if card_id and scan(state, c, [card_id], "LD-CONTAM-02"):
                die_of_infection(state, c, "leaving_the_shell", "LD-CONTAM-03")
    for c in active_chars(state):
        if carries(state, c):
            continue
        before = list(c.hand)
        draw_action_cards(state, c, int(opt(state, "leaving_the_shell_draw")), "LD-CONTAM-05")
        drawn = c.hand[len(before):]
        c.hand = before
        c.discard.extend(drawn)
        found = sorted(x for x in drawn if is_contamination(x))
        infection(state, c, bool(scan(state, c, found, "LD-CONTAM-02")), "LD-CONTAM-03")


def lurking(state: State, card: EventCard) -> None:
    """Night Stalkers not with a character hide in the bag; in Darkness each one in Combat attacks."""
    intruder_events.lurking(state, card)
    attackers = [i for i in sorted(state.intruders, key=lambda i: (cat(state).rooms[i.room].number, i.id))
                 if characters_in(state, i.room) and room_dark(state, i.room)]
    if attackers and dark_part(state, card):
        _dark_log(state, card)
        push_seq(state, [("intruder_attack", i.id, -1, "event") for i in attackers])


def nest(state: State, card: EventCard) -> None:
    room = next(iter(tile_rooms(state, NEST)), None)
    if room is not None and state.explored.get(room):
        noise_around(state, [room], "LD-EVENT-09")
    rooms = sorted({c.room for c in active_chars(state) if dark(state, c)}, key=lambda r: cat(state).rooms[r].number)
    if rooms and dark_part(state, card):
        _dark_log(state, card)
        noise_around(state, rooms, "LD-EVENT-12")


def noise_in_corridors(state: State, card: EventCard) -> None:
    """Noise on the Technical Corridors space, or if it has one, 1 Malfunction and 1 Fire marker leave the game."""
    if "TECH" not in state.noise:
        place_noise(state, "TECH", "LD-EVENT-09")
    else:
        out = hooks.service(state, "marker_out_of_game")
        if out is None:
            log(state, "LD-EVENT-09", "markers_leave_pool")
        for marker in ("malfunction", "fire") if out is not None else ():
            out(state, marker, "LD-EVENT-09")
    hit = [c for c in active_chars(state) if dark(state, c) and cat(state).rooms[c.room].tech]
    if hit and dark_part(state, card):
        _dark_log(state, card)
        for c in hit:
            light_wound(state, c, 1, "LD-EVENT-12")


def panic(state: State, card: EventCard) -> None:
    """Each character with an empty hand (in Darkness: any) discards 2 Ammo, or else 1 Item."""
    wide = dark_part(state, card) == "holding_cards_too"
    for c in active_chars(state):
        if not (empty_hand(c) or (wide and dark(state, c))):
            continue
        need = int(opt(state, "panic_ammo"))
        if sum(c.weapons.values()) >= need:
            for weapon in sorted(c.weapons):
                take = min(need, c.weapons[weapon])
                c.weapons[weapon] -= take
                need -= take
            log(state, "LD-EVENT-09", "panic_ammo_lost", seat=c.seat, amount=int(opt(state, "panic_ammo")))
        else:
            things = sorted([*c.items, *c.weapons])[: int(opt(state, "panic_items"))]
            for item in things:
                discard_item(state, c, item, "LD-EVENT-09")


def power_surge(state: State, card: EventCard) -> None:
    """The Time token turns back to its inactive side: Backup Power counts as lost."""
    lost = hooks.service(state, "backup_power_lost")
    if lost is not None:
        lost(state, "LD-EVENT-09")
    else:
        _map_part_set(state, "time_inactive")


def sanitary_network_failure(state: State, card: EventCard) -> None:
    intruder_events._malfunction_where(state, "green", False)


def scent_of_blood(state: State, card: EventCard) -> None:
    """Noise around every bleeding character; in Darkness an Adult joins each one not in Combat."""
    bleeding = [c for c in active_chars(state) if c.serious]
    noise_around(state, sorted({c.room for c in bleeding}, key=lambda r: cat(state).rooms[r].number), "LD-EVENT-09")
    hunted = [c for c in bleeding if dark(state, c) and not in_combat(state, c.seat)]
    if hunted and dark_part(state, card):
        _dark_log(state, card)
        for room in sorted({c.room for c in hunted}, key=lambda r: cat(state).rooms[r].number):
            from_bag = opt(state, "event_adult_token_from") == "bag_then_reserve"  # T4 notes PROPOSED
            token = next((t for t in sorted(state.bag) if cat(state).intruder_tokens[t][0] == "adult"
                          and from_bag), None)
            if token is not None:
                state.bag.remove(token)
                state.supply.append(token)
            add_intruder(state, "adult", room, "LD-EVENT-12")


def short_circuit(state: State, card: EventCard) -> None:
    for room in rooms_by_number(state):
        if state.explored.get(room) and cat(state).tiles[state.tiles[room]].computer and powered_room(state, room):
            place_fire(state, room, "LD-EVENT-09")


def thats_hot(state: State, card: EventCard) -> None:
    for room in tile_rooms(state, *HOT_ROOMS):
        place_fire(state, room, "LD-EVENT-09")


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
