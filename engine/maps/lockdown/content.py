"""The Lockdown Facility's data: the board (rooms, corridors, Sections, Staircases, Elevator Rooms, Exit Room),
its room tiles and its Time track (T1, T2, T3 of shared/rules/lockdown-base.md), each checked against what this
map allows. Groundwork: no plug-in registers `lockdown_content` yet.

The generic readers (`load_map`, `die_table`, `load_tiles`) read what every map shares and ignore the keys they do
not know; this module reads the Lockdown-only ones (a room's `section`, the board's `[facility]` table, a tile's
`effect`, `passive`, `pod` and `section`) and enforces every validation rule listed under T2, so a corrected
real board can replace the PROPOSED one without code changes. Each fault is a `ContentError` naming the file and
the room, corridor, tile or slot.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Any

from engine.content.base import DIR as BASE_DIR
from engine.content.cards import load_simple, load_tiles, option
from engine.content.loader import (
    TECH,
    ContentError,
    Corridor,
    Room,
    Tile,
    die_table,
    load_map,
    need,
    read_toml,
)
from engine.maps.lockdown import cards
from engine.maps.lockdown.crew_content import crew_content, crew_facts

DIR = "maps/lockdown"
OPTIONS = f"{DIR}/options.toml"
BOARD = f"{DIR}/board.toml"
TILES = f"{DIR}/room_tiles.toml"
TIME_TRACK = f"{DIR}/time_track.toml"
EXT = "map:lockdown"

SLOTS = ("special", "slot1", "slot2")  # fixed rooms, and the slots of the "I" and "II" tiles
SLOT_COUNTS = {"slot1": 10, "slot2": 6}  # T2; LD-SETUP-03/04
SLOT_SETS = {"slot1": 1, "slot2": 2}  # which tile set fills which slot
TILE_COUNTS = {1: 10, 2: 9}  # 10 "I" and 9 "II" room tiles (LD-COMP-02)
COLOURS = ("white", "red", "yellow", "green", "none", "black")  # T1; "black" = Emergency Staircase (LD-STAIR-01)
NUMBERS_PER_CORRIDOR = (1, 2)  # a Corridor or an Entrance carries 1 or 2 numbers (LD-FAC-05, T2)
BACKUP_POWER = "ld_backup_power_supply"
BACKUP_POWER_SECTION = "S-03"  # LD-ROOM-21 [R]
ELEVATOR_EFFECT = "call_or_use_elevator"  # LD-ROOM-22
CSS_EFFECT = "enter_css_pod"  # LD-CSS-01
PODS = ("A", "B", "C")
CSS_FACES = ("A", "B", "C", "ALL", "NONE")  # LD-CSS-03
SLOT_COLOURS = ("", "green", "white", "red")  # T3
THRESHOLDS = ("", "red", "blue")  # LD-POWER-09
FINAL_LABEL = "S"  # LD-CLOCK-03


@dataclass(frozen=True, slots=True)
class Facility:
    """The Lockdown-only facts of the board (`[facility]` and the rooms' `section`)."""

    sections: tuple[str, ...]  # top to bottom (LD-FAC-01)
    room_sections: dict[str, str]  # room -> Section, "" for an Emergency Staircase (LD-STAIR-02)
    corridor_sections: dict[str, str]  # corridor -> the Section its Noise belongs to (LD-STAIR-05)
    staircases: tuple[str, ...]  # the Emergency Staircase rooms, by Room Number
    staircase_tile: str
    elevator_rooms: dict[str, str]  # Section -> its Elevator Room (LD-ELEV-01)
    elevator_start: str
    exit_room: str  # LD-FAC-10
    rover_start: str  # LD-EXIT-04
    entrances: dict[str, tuple[int, ...]]  # room -> the die numbers leading to its Technical Corridors Entrance


@dataclass(frozen=True, slots=True)
class TileFacts:
    """The Lockdown-only keys of one room tile."""

    effect: str  # the room action's key, "" for none
    passive: str  # a standing effect's key, "" for none
    pod: str  # the CSS Pod a Cargo Sending System room loads, "" otherwise
    section: str  # the Section a fixed room must lie in, "" for any


@dataclass(frozen=True, slots=True)
class TimeSlot:
    slot: int  # printed number, 0 for the final "S"
    label: str
    colour: str  # SLOT_COLOURS
    css: bool  # holds a CSS token at setup (LD-SETUP-08)
    threshold: str  # THRESHOLDS: crossed when the Time token enters this slot


@dataclass(frozen=True, slots=True)
class TimeTrack:
    start: int
    slots: tuple[TimeSlot, ...]  # in the order the Time token moves
    css_tokens: tuple[str, ...]  # every CSS token's face, one entry per token
    css_tokens_used: int


NO_FACTS = TileFacts(effect="", passive="", pod="", section="")


# --- The room tiles -----------------------------------------------------------------------------------------

def _opt_str(path: str, where: str, data: dict[str, Any], key: str) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise ContentError(f'{path}: {where} key "{key}" must be a string, not {value!r}')
    return value


def load_tile_facts(path: str, tiles: dict[str, Tile]) -> dict[str, TileFacts]:
    """The Lockdown keys of the room tiles, checked with the tiles themselves (T1, LD-COMP-02, LD-FAC-07)."""
    facts: dict[str, TileFacts] = {}
    for t in need(path, "file", read_toml(path), "tiles", list):
        tile = tiles[t["id"]]
        where = f'tile "{tile.id}"'
        fact = TileFacts(effect=need(path, where, t, "effect", str), passive=_opt_str(path, where, t, "passive"),
                         pod=_opt_str(path, where, t, "pod"), section=_opt_str(path, where, t, "section"))
        if tile.set not in (0, 1, 2):
            raise ContentError(f'{path}: {where} has set {tile.set}; a tile is "I" (1), "II" (2) or fixed (0)')
        if tile.colour not in COLOURS:
            raise ContentError(f'{path}: {where} has unknown colour "{tile.colour}" (allowed: {", ".join(COLOURS)})')
        if tile.set == 0 and tile.searchable:
            raise ContentError(f"{path}: {where} is a fixed room and cannot be searchable (LD-FAC-07)")
        if bool(fact.effect) != (tile.action_cost is not None):
            raise ContentError(f'{path}: {where} must have an "action_cost" exactly when it has an "effect"')
        if tile.action_cost is not None and (isinstance(tile.action_cost, bool) or not isinstance(tile.action_cost, int)
                                             or tile.action_cost < 0):
            raise ContentError(f'{path}: {where} key "action_cost" must be a number of cards, not {tile.action_cost!r}')
        if (fact.effect == CSS_EFFECT) != bool(fact.pod):
            raise ContentError(f'{path}: {where} must name a "pod" exactly when its effect is "{CSS_EFFECT}"')
        if fact.pod and fact.pod not in PODS:
            raise ContentError(f'{path}: {where} names unknown pod "{fact.pod}" (allowed: {", ".join(PODS)})')
        if fact.section and tile.set != 0:
            raise ContentError(f'{path}: {where} names a Section, but only a fixed room has a fixed place')
        facts[tile.id] = fact
    for tile_set, count in TILE_COUNTS.items():
        found = sorted(t.id for t in tiles.values() if t.set == tile_set)
        if len(found) != count:
            raise ContentError(f"{path}: there must be {count} room tiles of set {tile_set} (LD-COMP-02), "
                               f"found {len(found)}: {', '.join(found)}")
    pods = sorted(f.pod for f in facts.values() if f.pod)
    if pods != sorted(PODS):
        raise ContentError(f"{path}: the Cargo Sending System tiles must load each of the pods {', '.join(PODS)} "
                           f"once, not {', '.join(pods) or 'none'}")
    if facts.get(BACKUP_POWER, NO_FACTS).section != BACKUP_POWER_SECTION:
        raise ContentError(f'{path}: tile "{BACKUP_POWER}" must exist and name section "{BACKUP_POWER_SECTION}" '
                           f"(the Backup Power Supply lies in S-03, LD-ROOM-21)")
    return facts


# --- The board -----------------------------------------------------------------------------------------------

def corridors_from_exits(path: str, exits: dict[str, dict[str, str]]
                         ) -> tuple[dict[tuple[str, str], tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """The corridors of a board written room by room, as T2's JSON form is: room -> die number -> neighbour or
    "TECH". Each room lists 1-4 once; a corridor is listed at both ends with the same numbers (PUB-MAP-02,
    LD-FAC-05). Returns (sorted room pair -> numbers, room -> the numbers of its Entrance)."""
    ends: dict[tuple[str, str], dict[str, list[int]]] = {}
    tech: dict[str, tuple[int, ...]] = {}
    for room, table in exits.items():
        if sorted(table) != ["1", "2", "3", "4"]:
            raise ContentError(f'{path}: room "{room}" must list exits for die numbers 1, 2, 3 and 4 once each, '
                               f"not {sorted(table)}")
        for n, target in sorted(table.items()):
            if target == TECH:
                tech[room] = (*tech.get(room, ()), int(n))
                continue
            if target not in exits:
                raise ContentError(f'{path}: room "{room}" exit {n} leads to unknown room "{target}"')
            if target == room:
                raise ContentError(f'{path}: room "{room}" exit {n} leads back into the room itself')
            pair = (min(room, target), max(room, target))
            ends.setdefault(pair, {}).setdefault(room, []).append(int(n))
    corridors: dict[tuple[str, str], tuple[int, ...]] = {}
    for (a, b), numbers in sorted(ends.items()):
        at_a, at_b = numbers.get(a, []), numbers.get(b, [])
        if at_a != at_b:
            raise ContentError(f'{path}: the corridor between rooms "{a}" and "{b}" carries {at_a or "nothing"} at '
                               f'"{a}" but {at_b or "nothing"} at "{b}": a corridor has the same numbers at both ends')
        corridors[(a, b)] = tuple(at_a)
    return corridors, tech


def _neighbours(rooms: dict[str, Room], corridors: dict[str, Corridor]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {r: set() for r in rooms}
    for cor in corridors.values():
        a, b = cor.rooms
        out[a].add(b)
        out[b].add(a)
    return out


def walk_distances(rooms: dict[str, Room], corridors: dict[str, Corridor], start: str) -> dict[str, int]:
    """The fewest moves on foot (through corridors; no Elevator, no Technical Corridors) from `start` to each
    room it can reach."""
    near = _neighbours(rooms, corridors)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in sorted(near[here]):
            if there not in dist:
                dist[there] = dist[here] + 1
                todo.append(there)
    return dist


def _room_sections(path: str, data: dict[str, Any], rooms: dict[str, Room], sections: tuple[str, ...],
                   staircase_tile: str) -> dict[str, str]:
    """Each room's Section; an Emergency Staircase, and only it, has none (LD-FAC-03, LD-STAIR-02)."""
    out: dict[str, str] = {}
    for r in data["rooms"]:
        room = rooms[r["id"]]
        section = need(path, f'room "{room.id}"', r, "section", str)
        stairs = room.special == staircase_tile
        if stairs and section:
            raise ContentError(f'{path}: room "{room.id}" is an Emergency Staircase and belongs to no Section '
                               f'(LD-STAIR-02), but names section "{section}"')
        if not stairs and section not in sections:
            raise ContentError(f'{path}: room "{room.id}" has unknown section "{section}" '
                               f'(allowed: {", ".join(sections)})')
        out[room.id] = section
    return out


def _read_facility(path: str, data: dict[str, Any]) -> dict[str, Any]:
    fac = need(path, "file", data, "facility", dict)
    where = "table [facility]"
    sections = need(path, where, fac, "sections", list)
    if not sections or not all(isinstance(s, str) and s for s in sections) or len(set(sections)) != len(sections):
        raise ContentError(f'{path}: {where} key "sections" must list distinct Section names, not {sections!r}')
    elevators = need(path, where, fac, "elevator_rooms", dict)
    if sorted(elevators) != sorted(sections) or not all(isinstance(v, str) for v in elevators.values()):
        raise ContentError(f'{path}: {where} key "elevator_rooms" must name one room for each Section '
                           f'{", ".join(sections)}, not {elevators!r}')
    return {"sections": tuple(sections), "elevator_rooms": dict(elevators),
            **{k: need(path, where, fac, k, str) for k in ("exit_room", "rover_start", "elevator_start", "staircase")}}


def validate_board(path: str, rooms: dict[str, Room], corridors: dict[str, Corridor], fac: dict[str, Any],
                   sections_of: dict[str, str], tiles: dict[str, Tile], facts: dict[str, TileFacts]) -> None:
    """The validation rules listed under T2, on a board whose [facility] table and room Sections are already read
    (every room mapping 1-4 exactly once is `die_table`'s check, run after this one)."""
    sections: tuple[str, ...] = fac["sections"]
    stairs_tile: str = fac["staircase"]
    numbers: dict[int, str] = {}
    for room in rooms.values():
        if room.number in numbers:
            raise ContentError(f'{path}: rooms "{numbers[room.number]}" and "{room.id}" share Room Number '
                               f"{room.number} (LD-FAC-04)")
        numbers[room.number] = room.id
        if len(room.tech) > max(NUMBERS_PER_CORRIDOR):
            raise ContentError(f'{path}: room "{room.id}" Technical Corridors Entrance carries {list(room.tech)}; '
                               f"an Entrance carries 1 or 2 numbers")
        if (room.slot == "special") != bool(room.special):
            raise ContentError(f'{path}: room "{room.id}" must name a "special" tile exactly when its slot is '
                               f'"special" (slot "{room.slot}", special "{room.special}")')
        if room.special and (room.special not in tiles or tiles[room.special].set != 0):
            raise ContentError(f'{path}: room "{room.id}" key "special" names "{room.special}", which is not a '
                               f"fixed room tile of {TILES}")
    pairs: dict[tuple[str, str], str] = {}
    for cor in corridors.values():
        a, b = cor.rooms
        if len(cor.numbers) not in NUMBERS_PER_CORRIDOR:
            raise ContentError(f'{path}: corridor "{cor.id}" carries {list(cor.numbers)}; a corridor carries 1 or 2 '
                               f"numbers (LD-FAC-05)")
        if a == b:
            raise ContentError(f'{path}: corridor "{cor.id}" links room "{a}" to itself')
        pair = (min(a, b), max(a, b))
        if pair in pairs:
            raise ContentError(f'{path}: corridors "{pairs[pair]}" and "{cor.id}" both link rooms "{pair[0]}" and '
                               f'"{pair[1]}"; two rooms share at most one corridor')
        pairs[pair] = cor.id
        sa, sb = sections_of[a], sections_of[b]
        if not sa and not sb:
            raise ContentError(f'{path}: corridor "{cor.id}" links two Emergency Staircases "{a}" and "{b}"; a '
                               f"corridor to a Staircase belongs to the Section at its other end (LD-STAIR-05)")
        if sa and sb and sa != sb:
            raise ContentError(f'{path}: corridor "{cor.id}" links room "{a}" in {sa} to room "{b}" in {sb}; '
                               f"Sections meet only through Emergency Staircases (LD-FAC-03)")
    near = _neighbours(rooms, corridors)
    for room in rooms.values():
        if sections_of[room.id]:
            continue
        joined = sorted({sections_of[n] for n in near[room.id]}, key=sections.index)
        if len(joined) != 2 or sections.index(joined[1]) - sections.index(joined[0]) != 1:
            raise ContentError(f'{path}: Emergency Staircase "{room.id}" leads to {", ".join(joined) or "nothing"}; '
                               f"a Staircase joins two adjacent Sections (LD-FAC-03)")
    first = min(rooms)
    reached = walk_distances(rooms, corridors, first)
    if len(reached) != len(rooms):
        lost = sorted(set(rooms) - set(reached))
        raise ContentError(f'{path}: room(s) {", ".join(lost)} cannot be reached on foot from room "{first}"; every '
                           f"room must be reachable without the Elevator")
    for slot, count in SLOT_COUNTS.items():
        found = sorted(r.id for r in rooms.values() if r.slot == slot)
        if len(found) != count:
            raise ContentError(f'{path}: the board must have {count} rooms of slot "{slot}", has {len(found)}: '
                               f"{', '.join(found)}")
    for tile in (t for t in tiles.values() if t.set == 0 and t.id != stairs_tile):
        holders = sorted(r.id for r in rooms.values() if r.special == tile.id)
        if len(holders) != 1:
            raise ContentError(f'{path}: the fixed room "{tile.name}" ({tile.id}) must be on exactly one room, '
                               f"is on {len(holders)}: {', '.join(holders) or 'none'}")
        where = facts[tile.id].section
        if where and sections_of[holders[0]] != where:
            raise ContentError(f'{path}: room "{holders[0]}" holds the {tile.name}, which must lie in {where}, '
                               f"but the room is in {sections_of[holders[0]] or 'no Section'}")
    elevators: dict[str, str] = fac["elevator_rooms"]
    for section, room_id in elevators.items():
        room = rooms.get(room_id)
        if room is None or facts.get(room.special, NO_FACTS).effect != ELEVATOR_EFFECT:
            raise ContentError(f'{path}: table [facility] names "{room_id}" as the Elevator Room of {section}, but '
                               f"it is not an Elevator Room")
        if sections_of[room_id] != section:
            raise ContentError(f'{path}: room "{room_id}", the Elevator Room of {section}, lies in '
                               f"{sections_of[room_id] or 'no Section'}")
    listed = set(elevators.values())
    for room in rooms.values():
        if facts.get(room.special, NO_FACTS).effect == ELEVATOR_EFFECT and room.id not in listed:
            raise ContentError(f'{path}: room "{room.id}" is an Elevator Room missing from [facility] elevator_rooms')
    if fac["elevator_start"] not in listed:
        raise ContentError(f'{path}: table [facility] key "elevator_start" names "{fac["elevator_start"]}", which '
                           f"is not an Elevator Room (LD-ELEV-01)")
    exit_room = rooms.get(fac["exit_room"])
    if exit_room is None or not sections_of[exit_room.id]:
        raise ContentError(f'{path}: table [facility] key "exit_room" names "{fac["exit_room"]}", which is not a '
                           f"room of a Section")
    if fac["rover_start"] != exit_room.id:
        raise ContentError(f'{path}: table [facility] key "rover_start" names "{fac["rover_start"]}", but the Rover '
                           f'starts at the Exit Room "{exit_room.id}" (LD-EXIT-04)')


def _corridor_sections(corridors: dict[str, Corridor], sections_of: dict[str, str]) -> dict[str, str]:
    """A corridor belongs to its rooms' Section; one touching a Staircase, to its other room's (LD-STAIR-05)."""
    return {c.id: sections_of[c.rooms[0]] or sections_of[c.rooms[1]] for c in corridors.values()}


def load_facility(path: str, rooms: dict[str, Room], corridors: dict[str, Corridor], tiles: dict[str, Tile],
                  facts: dict[str, TileFacts]) -> Facility:
    """Read and check the board's Lockdown-only facts."""
    data = read_toml(path)
    fac = _read_facility(path, data)
    stairs_tile = fac["staircase"]
    if stairs_tile not in tiles or tiles[stairs_tile].set != 0:
        raise ContentError(f'{path}: table [facility] key "staircase" names "{stairs_tile}", which is not a fixed '
                           f"room tile of {TILES}")
    sections_of = _room_sections(path, data, rooms, fac["sections"], fac["staircase"])
    validate_board(path, rooms, corridors, fac, sections_of, tiles, facts)
    by_number = sorted(rooms.values(), key=lambda r: r.number)
    return Facility(
        sections=fac["sections"], room_sections=sections_of,
        corridor_sections=_corridor_sections(corridors, sections_of),
        staircases=tuple(r.id for r in by_number if not sections_of[r.id]), staircase_tile=fac["staircase"],
        elevator_rooms=fac["elevator_rooms"], elevator_start=fac["elevator_start"], exit_room=fac["exit_room"],
        rover_start=fac["rover_start"], entrances={r.id: r.tech for r in by_number if r.tech},
    )


# --- The Time track ------------------------------------------------------------------------------------------

def load_time_track(path: str) -> TimeTrack:
    """T3: slots from the start down to the final "S", their colours, CSS slots and Power Thresholds, and the CSS
    tokens (LD-CLOCK-01..05, LD-POWER-09, LD-SETUP-08, LD-CSS-05)."""
    data = read_toml(path)
    start = need(path, "file", data, "start", int)
    slots: list[TimeSlot] = []
    for i, s in enumerate(need(path, "file", data, "slots", list)):
        where = f"slots[{i}]"
        slot = TimeSlot(slot=need(path, where, s, "slot", int), label=need(path, where, s, "label", str),
                        colour=need(path, where, s, "colour", str), css=need(path, where, s, "css", bool),
                        threshold=need(path, where, s, "threshold", str))
        if slot.colour not in SLOT_COLOURS:
            raise ContentError(f'{path}: slot {slot.label} has unknown colour "{slot.colour}" '
                               f"(allowed: {', '.join(repr(c) for c in SLOT_COLOURS)})")
        if slot.threshold not in THRESHOLDS:
            raise ContentError(f'{path}: slot {slot.label} has unknown threshold "{slot.threshold}" '
                               f"(allowed: {', '.join(repr(t) for t in THRESHOLDS)})")
        slots.append(slot)
    if [s.slot for s in slots] != list(range(start, -1, -1)):
        raise ContentError(f"{path}: the slots must run from the start slot {start} down to 0 (the final slot), "
                           f"one each, not {[s.slot for s in slots]}")
    final = slots[-1]
    if final.label != FINAL_LABEL or final.colour != "red" or final.css or final.threshold:
        raise ContentError(f'{path}: the last slot must be the plain red final slot "{FINAL_LABEL}" (LD-CLOCK-03)')
    if slots[0].colour != "green":
        raise ContentError(f"{path}: the start slot {start} must be green (LD-SETUP-14)")
    if not any(s.colour == "white" for s in slots):
        raise ContentError(f"{path}: no slot is white, so the Isolation Room would never open (LD-CLOCK-02)")
    tokens: list[str] = []
    for i, t in enumerate(need(path, "file", data, "css_tokens", list)):
        face = need(path, f"css_tokens[{i}]", t, "face", str)
        count = need(path, f"css_tokens[{i}]", t, "count", int)
        if face not in CSS_FACES or count < 1:
            raise ContentError(f'{path}: css_tokens[{i}] must be one of {", ".join(CSS_FACES)} with a count of at '
                               f'least 1, not "{face}" x {count}')
        tokens += [face] * count
    used = need(path, "file", data, "css_tokens_used", int)
    css_slots = sum(s.css for s in slots)
    if used != css_slots or used > len(tokens):
        raise ContentError(f"{path}: {css_slots} CSS slots need as many CSS tokens in play; css_tokens_used is {used} "
                           f"and there are {len(tokens)} tokens (LD-SETUP-08)")
    return TimeTrack(start=start, slots=tuple(slots), css_tokens=tuple(tokens), css_tokens_used=used)


# --- Everything ----------------------------------------------------------------------------------------------

def lockdown_content(options: dict[str, Any]) -> dict[str, Any]:
    """The catalog parts of the Lockdown map, in the shape a map plug-in's content loader returns; Lockdown's own
    facts go under ext["map:lockdown"]: "facility", "time_track", "tiles" (each tile's Lockdown keys)."""
    m_id, m_name, rooms, corridors = load_map(BOARD, slots=SLOTS)
    tiles = load_tiles(TILES)
    facts = load_tile_facts(TILES, tiles)
    facility = load_facility(BOARD, rooms, corridors, tiles, facts)
    die_targets = die_table(BOARD, rooms, corridors)  # every room maps 1-4 once (LD-FAC-05)
    track = load_time_track(TIME_TRACK)
    return {
        "map_id": m_id, "map_name": m_name, "rooms": rooms, "corridors": corridors,
        "die_targets": die_targets,
        "room_corridors": {r: tuple(sorted(c.id for c in corridors.values() if r in c.rooms)) for r in rooms},
        "tiles": tiles,
        "exploration": cards.load_exploration().underground,
        "wounds": serious_wounds({**read_toml(OPTIONS), **options}),  # its own file when loaded alone
        **crew_content(options),
        "ext": {EXT: {"facility": facility, "time_track": track, "tiles": facts,
                      "cards": {**_card_parts(track), "crew": crew_facts(options)}}},
    }


def serious_wounds(options: dict[str, Any]) -> dict:
    """The Facility's Serious Wound deck, whatever the species (LD-COMP-07): the published game's five wound types,
    `serious_wound_copies` of each (LD-WOUND-06 PROPOSED: 5 x 5 = 25 cards), named and worded as the base deck's."""
    copies = option(OPTIONS, "serious_wound_copies", options, int)
    if copies < 1:
        raise ContentError(f'{OPTIONS}: key "serious_wound_copies" must be at least 1')
    kinds = {card.kind: card for card in load_simple(f"{BASE_DIR}/serious_wounds.toml", "kind").values()}
    return {f"{kind}_{n}": replace(card, id=f"{kind}_{n}") for kind, card in kinds.items()
            for n in range(1, copies + 1)}


def _card_parts(track: TimeTrack) -> dict[str, Any]:
    """What the rules read of the cards and tokens (engine/maps/lockdown/cards.py `lockdown_cards`)."""
    computer = cards.load_computer_actions()
    contingencies = cards.load_contingencies()
    return {
        "css_faces": track.css_tokens, "css_slots": tuple(s.slot for s in track.slots if s.css),
        "computer": tuple(computer.cards), "computer_deck": computer,
        "computer_lockdown": next(c.id for c in computer.cards.values() if c.lockdown),
        "contingency": tuple(contingencies.tokens), "contingency_deal": contingencies.deal,
        "contingency_tokens": contingencies.tokens, "dice": cards.load_dice(),
    }
