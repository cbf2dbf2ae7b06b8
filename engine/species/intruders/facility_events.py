"""The Event effects of the Lockdown Facility that every species living the Intruders' life cycle resolves alike:
the Night Stalkers' deck (lockdown-base.md T4, LD-EVENT-09, LD-NEST-06) and the original Intruders' Event deck
for Lockdown, mapped onto it card for card (LD-VAR-03, GAP-LDB-30, PROPOSED).

Each function takes what differs between the two decks: the rooms a card names (by tile: the Night Stalkers'
module names the Facility's tiles, the Intruders' cards carry them in their data) and the characters a card's
Darkness part widens its effect to (`also`: the seats it reaches in Darkness, LD-EVENT-12). The Facility's systems
are reached only through the map's services ("room_in_darkness", "section_of", "start_autodestruction",
"power_off", "backup_power_lost", "marker_out_of_game"), so nothing here imports the map. The cards' numbers are
the species' options of the same names (hatching_eggs_discarded, hatching_larva_tokens, leaving_the_shell_draw,
panic_ammo, panic_items, event_adult_token_from, event_never_moves).

Places are handled in ascending room number and characters in turn order. "An empty hand" = no Action cards in
hand (Contamination cards do not count) (T4 notes).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import (
    add_intruder,
    add_token_from_supply,
    draw_action_cards,
    gain_contamination,
    log,
    move_intruder,
    place_fire,
    place_malfunction,
    place_noise,
)
from engine.rules.board import characters_in, corridors_of, in_combat, is_active, rooms_by_number, turn_order
from engine.rules.contamination import infection, is_contamination, scan
from engine.rules.inventory import discard_item
from engine.rules.wounds import light_wound, serious_wound
from engine.species.intruders.larvae import carries, die_of_infection, infest
from engine.species.intruders.nest import destroy_eggs
from engine.state import Character, State

RULE = "LD-EVENT-09"


# ---- Reading the Facility ----

def room_dark(state: State, room: str) -> bool:
    """The room is in Darkness (the map's "room_in_darkness"; a map without Darkness: never)."""
    fn = hooks.service(state, "room_in_darkness")
    return bool(fn(state, room)) if fn is not None and room else False


def powered_room(state: State, room: str) -> bool:
    """The room lies in a Section with Power (a map without Power: every room)."""
    return not room_dark(state, room)


def active_chars(state: State) -> list[Character]:
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])]


def empty_hand(ch: Character) -> bool:
    return not any(not is_contamination(c) for c in ch.hand)


def tile_rooms(state: State, tiles: Iterable[str]) -> list[str]:
    """The explored rooms holding these tiles, in ascending room number: a card naming a room reaches it once its
    tile lies face up (PROPOSED, as the other species' Lockdown decks read it, engine/species/common/map_events.py;
    a Fire in a face-down room would tell everyone where that room is)."""
    wanted = set(tiles)
    return [r for r in rooms_by_number(state) if state.tiles.get(r) in wanted and state.explored.get(r)]


def by_number(state: State, rooms: Iterable[str]) -> list[str]:
    return sorted(set(rooms), key=lambda r: cat(state).rooms[r].number)


def noise_around(state: State, rooms: Iterable[str], rule: str) -> None:
    """Noise in every Noise-free Corridor of these rooms, never the Technical Corridors space."""
    for room in rooms:
        for corridor in corridors_of(state, room, with_tech=False):
            place_noise(state, corridor, rule)


# ---- The cards ----

def blood_trace(state: State, also: Collection[int] = ()) -> None:
    """Intruders not in Combat head for a room of their own Section holding a character with an undressed Serious
    Wound and an empty hand (and those of `also`, holding cards or not); the lowest-numbered such room."""
    section = hooks.service(state, "section_of")

    def sec(room: str) -> str:
        return str(section(state, room)) if section is not None else ""

    targets = [c.room for c in active_chars(state) if c.serious and (empty_hand(c) or c.seat in also)]
    never = opt(state, "event_never_moves")
    moves = []
    for intruder in sorted(state.intruders, key=lambda i: (cat(state).rooms[i.room].number, i.id)):
        if characters_in(state, intruder.room) or intruder.kind in never:
            continue
        rooms = by_number(state, (r for r in targets if sec(r) and sec(r) == sec(intruder.room)))
        if rooms:
            moves.append((intruder, rooms[0]))
    for intruder, room in moves:
        log(state, "LD-NS-07", "intruder_follows_blood", intruder=intruder.id, room=room)
        move_intruder(state, intruder, room, "LD-NS-07")


def blue_screen(state: State) -> None:
    """A Malfunction in the lowest-numbered explored Computer Room of a powered Section."""
    for room in rooms_by_number(state):
        tile = cat(state).tiles[state.tiles[room]]
        if state.explored.get(room) and tile.computer and powered_room(state, room):
            place_malfunction(state, room, RULE)
            return


def coolant_leak(state: State, rooms: Iterable[str]) -> None:
    """A Malfunction already in one of these rooms (the Cooling System) starts the Autodestruction; else the room
    gets one."""
    for room in rooms:
        if room in state.malfunction:
            start = hooks.service(state, "start_autodestruction")
            if start is None:
                log(state, RULE, "not_implemented", what="autodestruction")
                continue
            start(state, True, RULE)  # (state, on, rule); nothing more when already counting down
        else:
            place_malfunction(state, room, RULE)


def fire_in_the_hole(state: State, rooms: Iterable[str]) -> None:
    """Fire in these rooms (the Cargo Sending System's); a character there with an empty hand takes 1 Serious
    Wound."""
    for room in rooms:
        place_fire(state, room, RULE)
        for c in characters_in(state, room):
            if empty_hand(c):
                serious_wound(state, c, RULE)


def power_off(state: State, slot: str) -> bool:
    """The map's Power slot (the Elevator) loses its Power; False where the map has no "power_off"."""
    off = hooks.service(state, "power_off")
    if off is None:
        return False
    off(state, slot, RULE)
    return True


def malfunctions(state: State, rooms: Iterable[str], rule: str = RULE) -> None:
    for room in rooms:
        place_malfunction(state, room, rule)


def fires(state: State, rooms: Iterable[str], rule: str = RULE) -> None:
    for room in rooms:
        place_fire(state, room, rule)


def hatching(state: State, nest: str, also: Collection[int] = ()) -> None:
    """Discard Eggs; a Larva infests each character in the Nest (tile `nest`) with an empty hand, and those of
    `also` with an empty hand wherever they are; if nobody was infested, Larva tokens go into the bag."""
    destroy_eggs(state, int(opt(state, "hatching_eggs_discarded")), "LD-NEST-06")
    infested = False
    for c in active_chars(state):
        if empty_hand(c) and (state.tiles.get(c.room) == nest or c.seat in also):
            infest(state, c, "LD-NEST-06")
            infested = True
    if not infested:
        for _ in range(int(opt(state, "hatching_larva_tokens"))):
            add_token_from_supply(state, "larva", "LD-NEST-06")


def leaving_the_shell(state: State) -> None:
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


def lurking_attackers(state: State) -> list:
    """The Intruders in Combat in a dark room, in ascending room number (a Lurking card's Darkness part)."""
    return [i for i in sorted(state.intruders, key=lambda i: (cat(state).rooms[i.room].number, i.id))
            if characters_in(state, i.room) and room_dark(state, i.room)]


def noise_in_corridors(state: State) -> None:
    """Noise on the Technical Corridors space, or if it has one, 1 Malfunction and 1 Fire marker leave the game."""
    if "TECH" not in state.noise:
        place_noise(state, "TECH", RULE)
        return
    out = hooks.service(state, "marker_out_of_game")
    if out is None:
        log(state, RULE, "markers_leave_pool")
        return
    for marker in ("malfunction", "fire"):
        out(state, marker, RULE)


def at_entrances(state: State, who: Iterable[Character]) -> list[Character]:
    """Those of `who` standing in a room with a Technical Corridors Entrance."""
    return [c for c in who if cat(state).rooms[c.room].tech]


def panic(state: State, also: Collection[int] = ()) -> None:
    """Each character with an empty hand (and those of `also`) discards Ammo, or else Items."""
    for c in active_chars(state):
        if not (empty_hand(c) or c.seat in also):
            continue
        need = int(opt(state, "panic_ammo"))
        if sum(c.weapons.values()) >= need:
            for weapon in sorted(c.weapons):
                take = min(need, c.weapons[weapon])
                c.weapons[weapon] -= take
                need -= take
            log(state, RULE, "panic_ammo_lost", seat=c.seat, amount=int(opt(state, "panic_ammo")))
        else:
            for item in sorted([*c.items, *c.weapons])[: int(opt(state, "panic_items"))]:
                discard_item(state, c, item, RULE)


def backup_power_lost(state: State) -> bool:
    """The Time token turns back to its inactive side; False where the map has no "backup_power_lost"."""
    lost = hooks.service(state, "backup_power_lost")
    if lost is None:
        return False
    lost(state, RULE)
    return True


def scent_of_blood(state: State) -> list[Character]:
    """Noise around every character with an undressed Serious Wound; returns them."""
    bleeding = [c for c in active_chars(state) if c.serious]
    noise_around(state, by_number(state, (c.room for c in bleeding)), RULE)
    return bleeding


def adults_to(state: State, who: Iterable[Character]) -> None:
    """An Adult appears in the room of each of these bleeding characters not in Combat, its token taken from the bag
    where the option says so and one is there (T4 notes, PROPOSED)."""
    hunted = [c for c in who if c.serious and not in_combat(state, c.seat)]
    for room in by_number(state, (c.room for c in hunted)):
        from_bag = opt(state, "event_adult_token_from") == "bag_then_reserve"
        token = next((t for t in sorted(state.bag) if cat(state).intruder_tokens[t][0] == "adult" and from_bag), None)
        if token is not None:
            state.bag.remove(token)
            state.supply.append(token)
        add_intruder(state, "adult", room, "LD-EVENT-12")


def short_circuit(state: State) -> None:
    """Fire in every explored Computer Room of a powered Section."""
    for room in rooms_by_number(state):
        if state.explored.get(room) and cat(state).tiles[state.tiles[room]].computer and powered_room(state, room):
            place_fire(state, room, RULE)


def wound_at_entrances(state: State, who: Iterable[Character], amount: int = 1) -> None:
    for c in at_entrances(state, who):
        light_wound(state, c, amount, "LD-EVENT-12")

