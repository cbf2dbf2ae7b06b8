"""The Lockdown Facility as content (issue 18, groundwork): the board of the PROPOSED map T2, the room tiles of
T1 and the Time track of T3 (shared/rules/lockdown-base.md). The shipped data loads, passes its validator and
matches every fact T2 states; each validation rule listed under T2 rejects a broken copy of the data with a
sentence naming the file and the room or corridor. The map is not a registered plug-in yet."""

from __future__ import annotations

from collections import deque

import pytest

from engine import api, hooks
from engine.content.loader import TECH, ContentError, load_map
from engine.maps.lockdown.content import (
    BOARD,
    EXT,
    TILES,
    TIME_TRACK,
    corridors_from_exits,
    load_time_track,
    lockdown_content,
)
from tests.engine.content_helpers import break_file

# T2's machine-readable form, room by room: the room or "TECH" that die result 1, 2, 3, 4 leads to.
T2 = {
    "001": ("002", "004", "TECH", "002"),
    "002": ("001", "005", "003", "001"),
    "003": ("007", "TECH", "002", "006"),
    "004": ("008", "001", "008", "005"),
    "005": ("006", "002", "007", "004"),
    "006": ("005", "009", "009", "003"),
    "007": ("003", "TECH", "005", "TECH"),
    "008": ("004", "010", "004", "010"),
    "009": ("018", "006", "006", "018"),
    "010": ("TECH", "008", "011", "008"),
    "011": ("014", "012", "010", "014"),
    "012": ("013", "011", "019", "019"),
    "013": ("012", "015", "014", "015"),
    "014": ("011", "016", "013", "011"),
    "015": ("TECH", "013", "TECH", "013"),
    "016": ("020", "014", "020", "017"),
    "017": ("TECH", "018", "018", "016"),
    "018": ("009", "017", "017", "009"),
    "019": ("021", "021", "012", "012"),
    "020": ("016", "026", "016", "026"),
    "021": ("019", "019", "022", "023"),
    "022": ("024", "027", "021", "027"),
    "023": ("025", "025", "026", "021"),
    "024": ("022", "TECH", "025", "025"),
    "025": ("023", "023", "024", "024"),
    "026": ("027", "020", "023", "020"),
    "027": ("026", "022", "TECH", "022"),
}
T2_SECTIONS = {"S-01": ("001", "002", "003", "004", "005", "006", "007"),
               "S-02": ("010", "011", "012", "013", "014", "015", "016", "017", "018"),
               "S-03": ("021", "022", "023", "024", "025", "026", "027"),
               "": ("008", "009", "019", "020")}
T2_FIXED = {"005": "Elevator Room S-01", "011": "Alert Room", "013": "Repository", "014": "Elevator Room S-02",
            "023": "Elevator Room S-03", "025": "Isolation Room", "027": "Backup Power Supply",
            "008": "Emergency Staircase", "009": "Emergency Staircase", "019": "Emergency Staircase",
            "020": "Emergency Staircase"}
T2_SLOTS = {"S-01": {"slot1": 3, "slot2": 3}, "S-02": {"slot1": 4, "slot2": 2}, "S-03": {"slot1": 3, "slot2": 1}}


def L(number: str) -> str:  # noqa: N802  (T2's Room Number -> our room id)
    return "L" + number


def t2_exits() -> dict[str, dict[str, str]]:
    return {L(r): {str(n): t if t == TECH else L(t) for n, t in enumerate(row, 1)} for r, row in T2.items()}


def content() -> dict:
    return lockdown_content({})


def lockdown(c: dict) -> dict:
    return c["ext"][EXT]


def walk(c: dict, start: str) -> dict[str, int]:
    """Fewest moves on foot from `start`, through the loaded corridors only."""
    dist, todo = {start: 0}, deque([start])
    while todo:
        here = todo.popleft()
        for cor in c["corridors"].values():
            if here in cor.rooms:
                there = cor.rooms[1] if cor.rooms[0] == here else cor.rooms[0]
                if there not in dist:
                    dist[there] = dist[here] + 1
                    todo.append(there)
    return dist


# --- The shipped data ------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-FAC-11")
def test_the_lockdown_content_loads_in_the_shape_of_a_maps_content_and_is_a_map_players_can_choose():
    c = content()

    assert {"map_id", "map_name", "rooms", "corridors", "die_targets", "room_corridors", "tiles", "ext"} <= set(c)
    assert c["map_id"] == "lockdown"
    assert set(lockdown(c)) == {"facility", "time_track", "tiles", "cards"}
    assert "lockdown" in hooks.registered("map")
    assert ("lockdown", "Lockdown complex", True) in api.choosable("map")


@pytest.mark.rule("LD-FAC-11", "LD-FAC-04")
def test_the_room_and_corridor_ids_cannot_collide_with_the_ships():
    c = content()
    _id, _name, ship_rooms, ship_corridors = load_map("maps/nemesis_ship/board.toml")

    assert sorted(c["rooms"]) == [L(f"{n:03d}") for n in range(1, 28)]
    assert [r.number for r in sorted(c["rooms"].values(), key=lambda r: r.id)] == list(range(1, 28))
    assert not set(c["rooms"]) & set(ship_rooms)
    assert not set(c["corridors"]) & set(ship_corridors)


@pytest.mark.rule("LD-FAC-11", "LD-FAC-05")
def test_the_board_has_27_rooms_and_34_corridors_15_of_them_with_two_numbers():
    c = content()

    assert len(c["rooms"]) == 27
    assert len(c["corridors"]) == 34
    assert sum(len(cor.numbers) == 2 for cor in c["corridors"].values()) == 15
    assert all(len(cor.numbers) in (1, 2) for cor in c["corridors"].values())


@pytest.mark.rule("LD-FAC-05")
def test_every_room_maps_each_die_result_once_and_a_corridor_carries_the_same_numbers_at_both_ends():
    c = content()

    for room, targets in c["die_targets"].items():
        assert sorted(targets) == [1, 2, 3, 4], room
    for cor in c["corridors"].values():
        for room in cor.rooms:
            assert [n for n, t in sorted(c["die_targets"][room].items()) if t == cor.id] == list(cor.numbers), cor.id


@pytest.mark.rule("LD-FAC-11", "LD-FAC-05", "LD-FAC-08")
def test_the_board_is_t2_room_by_room_and_number_by_number():
    c = content()

    for room, row in T2.items():
        got = []
        for n in (1, 2, 3, 4):
            target = c["die_targets"][L(room)][n]
            got.append(TECH if target == TECH else next(r for r in c["corridors"][target].rooms if r != L(room))[1:])
        assert tuple(got) == row, room
    pairs, tech = corridors_from_exits("T2", t2_exits())
    assert pairs == {tuple(sorted(cor.rooms)): cor.numbers for cor in c["corridors"].values()}
    assert tech == {r.id: r.tech for r in c["rooms"].values() if r.tech}


@pytest.mark.rule("LD-TECH-01", "LD-FAC-05", "LD-FAC-08", "SGLD-MAP-07")
def test_eight_rooms_have_an_entrance_and_each_die_result_leads_into_the_technical_corridors_from_t2s_rooms():
    c = content()
    entrances = lockdown(c)["facility"].entrances

    assert entrances == {"L001": (3,), "L003": (2,), "L007": (2, 4), "L010": (1,), "L015": (1, 3), "L017": (1,),
                         "L024": (2,), "L027": (3,)}
    assert sum(len(n) == 2 for n in entrances.values()) == 2
    into_tech = {n: sorted(r for r, t in c["die_targets"].items() if t[n] == TECH) for n in (1, 2, 3, 4)}
    assert into_tech == {1: ["L010", "L015", "L017"], 2: ["L003", "L007", "L024"], 3: ["L001", "L015", "L027"],
                         4: ["L007"]}


@pytest.mark.rule("LD-FAC-01", "LD-FAC-04", "LD-FAC-11", "LD-STAIR-02")
def test_three_sections_run_top_to_bottom_with_t2s_rooms_and_slots():
    c = content()
    fac = lockdown(c)["facility"]

    assert fac.sections == ("S-01", "S-02", "S-03")
    for section, rooms in T2_SECTIONS.items():
        assert sorted(r for r, s in fac.room_sections.items() if s == section) == [L(r) for r in rooms], section
    for section, slots in T2_SLOTS.items():
        in_it = [c["rooms"][r] for r, s in fac.room_sections.items() if s == section]
        assert {k: sum(r.slot == k for r in in_it) for k in slots} == slots, section
    assert fac.staircases == ("L008", "L009", "L019", "L020")
    # On screen each Section is a horizontal band, S-01 on top, its Staircases between it and the next.
    ys = {s: [c["rooms"][L(r)].y for r in rooms] for s, rooms in T2_SECTIONS.items()}
    upper = [c["rooms"][L(r)].y for r in ("008", "009")]
    lower = [c["rooms"][L(r)].y for r in ("019", "020")]
    assert max(ys["S-01"]) < min(upper) <= max(upper) < min(ys["S-02"])
    assert max(ys["S-02"]) < min(lower) <= max(lower) < min(ys["S-03"])
    assert all(0 <= r.x <= 1000 and 0 <= r.y <= 1000 for r in c["rooms"].values())


@pytest.mark.rule("LD-FAC-03", "LD-STAIR-02", "LD-STAIR-05")
def test_sections_meet_only_through_staircases_each_joining_two_adjacent_sections():
    c = content()
    fac = lockdown(c)["facility"]

    for cor in c["corridors"].values():
        a, b = (fac.room_sections[r] for r in cor.rooms)
        assert a == b or "" in (a, b), cor.id
        assert fac.corridor_sections[cor.id] == (a or b), cor.id  # a Staircase's corridor: its other end's Section
    joined = {s: sorted({fac.room_sections[r] for cor in c["corridors"].values() if s in cor.rooms
                         for r in cor.rooms if r != s}) for s in fac.staircases}
    assert joined == {"L008": ["S-01", "S-02"], "L009": ["S-01", "S-02"],
                      "L019": ["S-02", "S-03"], "L020": ["S-02", "S-03"]}


@pytest.mark.rule("LD-FAC-11")
def test_the_board_is_connected_on_foot_and_each_section_inside_itself():
    c = content()
    fac = lockdown(c)["facility"]

    assert set(walk(c, "L001")) == set(c["rooms"])
    for section in fac.sections:
        inside = {r for r, s in fac.room_sections.items() if s == section}
        within = {**c, "corridors": {k: v for k, v in c["corridors"].items() if set(v.rooms) <= inside}}
        assert set(walk(within, min(inside))) == inside, section


@pytest.mark.rule("LD-FAC-11")
def test_the_distances_on_foot_t2_states():
    c = content()
    fac = lockdown(c)["facility"]
    room_of = {c["tiles"][r.special].name: r.id for r in c["rooms"].values() if r.special}

    assert walk(c, room_of["Isolation Room"])[room_of["Backup Power Supply"]] == 3
    assert walk(c, room_of["Isolation Room"])[fac.exit_room] == 10
    assert walk(c, room_of["Repository"])[room_of["Alert Room"]] == 2
    assert walk(c, room_of["Isolation Room"])[room_of["Elevator Room S-03"]] == 1  # next to it


@pytest.mark.rule("LD-FAC-07", "LD-FAC-10", "LD-ERR-01", "LD-EXIT-01", "LD-EXIT-04", "LD-SETUP-02", "LD-SETUP-06",
                  "LD-ELEV-01")
def test_the_fixed_rooms_exit_room_rover_and_elevator_stand_where_t2_puts_them():
    c = content()
    fac = lockdown(c)["facility"]

    fixed = {r.id[1:]: c["tiles"][r.special].name for r in c["rooms"].values() if r.slot == "special"}
    assert fixed == T2_FIXED
    assert fac.exit_room == "L002" and fac.rover_start == "L002"
    assert c["rooms"]["L002"].slot == "slot1" and fac.room_sections["L002"] == "S-01"  # the exit is in the top Section
    assert fac.elevator_rooms == {"S-01": "L005", "S-02": "L014", "S-03": "L023"}
    assert fac.elevator_start == "L014"  # PROPOSED: beside Elevator Room S-02 (GAP-LDB-16)
    assert fac.room_sections[c["rooms"]["L027"].id] == "S-03"


# --- Room tiles (T1) ---------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-COMP-02", "LD-SETUP-03", "LD-SETUP-04", "LD-FAC-07", "SGLD-MAP-11")
def test_the_room_tiles_are_t1s_10_basic_9_additional_and_the_fixed_rooms():
    c = content()
    tiles, facts = c["tiles"], lockdown(c)["tiles"]
    names = {s: sorted(t.name for t in tiles.values() if t.set == s) for s in (0, 1, 2)}

    assert names[1] == ["Archive", "Cargo Sending System A", "Cave Entrance", "Cooling System", "Decontamination Room",
                        "Emergency Room", "Laboratory", "Nest", "Power Generator", "Transmitter Control Room"]
    assert names[2] == ["CSS Control System", "Cargo Sending System B", "Cargo Sending System C",
                        "Contaminated Room", "Defense Control Room", "Guard Room", "Surgery", "Testing Lab",
                        "Vent Control Room"]
    assert names[0] == ["Alert Room", "Backup Power Supply", "Elevator Room S-01", "Elevator Room S-02",
                        "Elevator Room S-03", "Emergency Staircase", "Isolation Room", "Repository"]
    assert all(t.id.startswith("ld_") for t in tiles.values())  # never the ship's or a species' room effect
    assert not any(t.searchable for t in tiles.values() if t.set == 0)
    assert tiles["ld_archive"].colour == "white"
    assert not tiles["ld_nest"].searchable
    assert {t.name for t in tiles.values() if t.computer} == {
        "Archive", "Laboratory", "Transmitter Control Room", "CSS Control System", "Defense Control Room",
        "Vent Control Room", "Alert Room"}
    assert {facts[t].pod for t in ("ld_css_a", "ld_css_b", "ld_css_c")} == {"A", "B", "C"}
    stairs = tiles["ld_emergency_staircase"]
    assert (stairs.colour, stairs.action_cost, facts[stairs.id].effect) == ("black", None, "")
    assert facts["ld_backup_power_supply"].section == "S-03"


# --- Time track (T3) ---------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-CLOCK-01", "LD-CLOCK-02", "LD-CLOCK-03", "LD-CLOCK-05", "LD-SETUP-14", "SGLD-TIME-01")
def test_the_time_track_runs_from_green_15_through_white_8_to_the_final_s():
    track = lockdown(content())["time_track"]

    assert track.start == 15
    assert [s.label for s in track.slots] == [str(n) for n in range(15, 0, -1)] + ["S"]
    assert track.slots[0].colour == "green"
    assert [s.slot for s in track.slots if s.colour == "white"] == list(range(8, 0, -1))
    assert (track.slots[-1].label, track.slots[-1].colour) == ("S", "red")
    assert len(track.slots) - 1 == 15  # at most 15 rounds
    assert [s.slot for s in track.slots if s.css] == [13, 11, 9, 7, 5, 3]


@pytest.mark.rule("LD-POWER-12")
def test_the_power_thresholds_are_crossed_entering_13_to_1_red_and_blue_in_turn():
    track = lockdown(content())["time_track"]

    assert {s.slot: s.threshold for s in track.slots if s.threshold} == {
        13: "red", 11: "blue", 9: "red", 7: "blue", 5: "red", 3: "blue", 1: "red"}


@pytest.mark.rule("LD-CSS-05", "LD-SETUP-08")
def test_seven_css_tokens_six_of_them_on_the_track():
    track = lockdown(content())["time_track"]

    assert sorted(track.css_tokens) == sorted(["A", "A", "B", "C", "ALL", "NONE", "NONE"])
    assert track.css_tokens_used == 6 == sum(s.css for s in track.slots)


# --- Each validation rule rejects a broken copy ------------------------------------------------------------------

def rooms_by_id(data: dict) -> dict[str, dict]:
    return {r["id"]: r for r in data["rooms"]}


def corridor(data: dict, cid: str) -> dict:
    return next(c for c in data["corridors"] if c["id"] == cid)


def set_room(room: str, **keys):
    def edit(data: dict) -> None:
        rooms_by_id(data)[room].update(keys)
    return edit


def set_corridor(cid: str, **keys):
    def edit(data: dict) -> None:
        corridor(data, cid).update(keys)
    return edit


def add_corridor(a: str, b: str, numbers: list[int]):
    def edit(data: dict) -> None:
        data["corridors"].append({"id": "LC99", "rooms": [a, b], "numbers": numbers})
    return edit


def drop_corridor(cid: str):
    def edit(data: dict) -> None:
        data["corridors"] = [c for c in data["corridors"] if c["id"] != cid]
    return edit


def swap_special(a: str, b: str):
    def edit(data: dict) -> None:
        rooms = rooms_by_id(data)
        rooms[a]["special"], rooms[b]["special"] = rooms[b]["special"], rooms[a]["special"]
    return edit


def set_facility(**keys):
    def edit(data: dict) -> None:
        data["facility"].update(keys)
    return edit


BROKEN_BOARDS = [
    pytest.param(set_corridor("LC01", numbers=[1]), 'room "L001" has no corridor for die number(s) [4]',
                 id="a room without every number 1-4", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(set_corridor("LC02", numbers=[2, 4]), 'room "L001" has two corridors numbered 4',
                 id="a number used twice in a room", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(set_room("L001", tech=[3, 4]), 'room "L001" number 4 is both a corridor and the tech entrance',
                 id="a number both corridor and entrance", marks=pytest.mark.rule("LD-FAC-05", "LD-TECH-01")),
    pytest.param(set_corridor("LC01", numbers=[1, 2, 4]),
                 'corridor "LC01" carries [1, 2, 4]; a corridor carries 1 or 2',
                 id="a corridor with three numbers", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(set_corridor("LC01", numbers=[]), 'corridor "LC01" carries []; a corridor carries 1 or 2',
                 id="a corridor with no number", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(set_room("L015", tech=[1, 2, 3]), 'room "L015" Technical Corridors Entrance carries [1, 2, 3]',
                 id="an entrance with three numbers", marks=pytest.mark.rule("LD-FAC-05", "LD-TECH-01")),
    pytest.param(add_corridor("L001", "L002", [1]), 'corridors "LC01" and "LC99" both link rooms "L001" and "L002"',
                 id="two corridors for one pair of rooms", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(add_corridor("L001", "L001", [1]), 'corridor "LC99" links room "L001" to itself',
                 id="a corridor from a room to itself", marks=pytest.mark.rule("LD-FAC-05")),
    pytest.param(drop_corridor("LC19"), "room(s) L015 cannot be reached on foot",
                 id="a room cut off on foot", marks=pytest.mark.rule("LD-FAC-11")),
    pytest.param(add_corridor("L006", "L018", [1]),
                 'corridor "LC99" links room "L006" in S-01 to room "L018" in S-02; Sections meet only through',
                 id="a corridor between two Sections", marks=pytest.mark.rule("LD-FAC-03")),
    pytest.param(set_room("L010", section="S-01"),
                 'corridor "LC14" links room "L010" in S-01 to room "L011" in S-02',
                 id="a room moved into another Section", marks=pytest.mark.rule("LD-FAC-03")),
    pytest.param(add_corridor("L008", "L009", [1]), 'corridor "LC99" links two Emergency Staircases "L008" and "L009"',
                 id="a corridor between two Staircases", marks=pytest.mark.rule("LD-STAIR-05")),
    pytest.param(set_corridor("LC12", rooms=["L008", "L021"]),
                 'Emergency Staircase "L008" leads to S-01, S-03; a Staircase joins two adjacent Sections',
                 id="a Staircase skipping a Section", marks=pytest.mark.rule("LD-FAC-03", "LD-STAIR-02")),
    pytest.param(set_corridor("LC12", rooms=["L008", "L001"]),
                 'Emergency Staircase "L008" leads to S-01; a Staircase joins two adjacent Sections',
                 id="a Staircase inside one Section", marks=pytest.mark.rule("LD-FAC-03", "LD-STAIR-02")),
    pytest.param(set_room("L008", section="S-01"),
                 'room "L008" is an Emergency Staircase and belongs to no Section (LD-STAIR-02), '
                 'but names section "S-01"',
                 id="a Staircase in a Section", marks=pytest.mark.rule("LD-STAIR-02")),
    pytest.param(set_room("L001", section=""), 'room "L001" has unknown section ""',
                 id="a room in no Section", marks=pytest.mark.rule("LD-FAC-01")),
    pytest.param(set_room("L001", slot="slot2"), 'the board must have 10 rooms of slot "slot1", has 9',
                 id="nine I slots", marks=pytest.mark.rule("LD-SETUP-04")),
    pytest.param(set_room("L003", slot="slot1"), 'the board must have 10 rooms of slot "slot1", has 11',
                 id="five II slots", marks=pytest.mark.rule("LD-SETUP-03", "LD-SETUP-04")),
    pytest.param(set_room("L011", special="ld_repository"),
                 'the fixed room "Alert Room" (ld_alert_room) must be on exactly one room, is on 0: none',
                 id="a fixed room twice and another missing", marks=pytest.mark.rule("LD-FAC-07", "LD-SETUP-02")),
    pytest.param(set_room("L001", slot="special"), 'room "L001" must name a "special" tile exactly when its slot',
                 id="a fixed slot without its room", marks=pytest.mark.rule("LD-FAC-07")),
    pytest.param(set_room("L011", special="ld_archive"), 'room "L011" key "special" names "ld_archive", which is not a',
                 id="a fixed slot naming an I tile", marks=pytest.mark.rule("LD-FAC-07")),
    pytest.param(swap_special("L014", "L023"),
                 'room "L023" holds the Elevator Room S-02, which must lie in S-02, but the room is in S-03',
                 id="an Elevator Room in another Section", marks=pytest.mark.rule("LD-ELEV-01")),
    pytest.param(set_facility(elevator_rooms={"S-01": "L014", "S-02": "L005", "S-03": "L023"}),
                 'room "L014", the Elevator Room of S-01, lies in S-02',
                 id="the Elevator Rooms listed under the wrong Sections", marks=pytest.mark.rule("LD-ELEV-01")),
    pytest.param(set_facility(elevator_rooms={"S-01": "L004", "S-02": "L014", "S-03": "L023"}),
                 'names "L004" as the Elevator Room of S-01, but it is not an Elevator Room',
                 id="an Elevator Room that is none", marks=pytest.mark.rule("LD-ELEV-01")),
    pytest.param(set_facility(elevator_rooms={"S-01": "L005", "S-02": "L014"}),
                 'key "elevator_rooms" must name one room for each Section S-01, S-02, S-03',
                 id="a Section without an Elevator Room", marks=pytest.mark.rule("LD-ELEV-01")),
    pytest.param(set_facility(elevator_start="L013"),
                 'key "elevator_start" names "L013", which is not an Elevator Room',
                 id="the Elevator starting elsewhere", marks=pytest.mark.rule("LD-ELEV-01", "LD-SETUP-06")),
    pytest.param(swap_special("L027", "L013"),
                 'room "L013" holds the Backup Power Supply, which must lie in S-03, but the room is in S-02',
                 id="the Backup Power Supply outside S-03", marks=pytest.mark.rule("LD-FAC-11")),
    pytest.param(set_facility(exit_room="L099"), 'key "exit_room" names "L099", which is not a room of a Section',
                 id="no Exit Room", marks=pytest.mark.rule("LD-FAC-10", "LD-EXIT-01")),
    pytest.param(set_facility(exit_room="L008"), 'key "exit_room" names "L008", which is not a room of a Section',
                 id="a Staircase as Exit Room", marks=pytest.mark.rule("LD-FAC-10")),
    pytest.param(set_facility(rover_start="L001"), 'but the Rover starts at the Exit Room "L002" (LD-EXIT-04)',
                 id="the Rover away from the Exit Room", marks=pytest.mark.rule("LD-EXIT-04", "LD-SETUP-06")),
    pytest.param(set_facility(staircase="ld_archive"), 'key "staircase" names "ld_archive", which is not a fixed',
                 id="a Staircase tile that is a room tile", marks=pytest.mark.rule("LD-FAC-07")),
    pytest.param(set_room("L002", number=1), 'rooms "L001" and "L002" share Room Number 1 (LD-FAC-04)',
                 id="two rooms with one number", marks=pytest.mark.rule("LD-FAC-04")),
]


@pytest.mark.parametrize(("edit", "says"), BROKEN_BOARDS)
def test_each_validation_rule_rejects_a_broken_board(monkeypatch, edit, says):
    content()  # the shipped board passes
    break_file(monkeypatch, BOARD, edit)

    with pytest.raises(ContentError) as err:
        content()

    assert str(err.value).startswith(f"{BOARD}: ")
    assert says in str(err.value)


@pytest.mark.rule("LD-FAC-11")
def test_every_rule_of_the_t2_list_has_a_broken_board():
    """The T2 list: numbers 1-4, same numbers at both ends (test below), 1-2 numbers, one corridor per pair,
    connected on foot, no corridor between Sections, Staircases join adjacent Sections, 10 "I" and 6 "II",
    one room per fixed name, Elevator Rooms in their Section, Backup Power Supply in S-03, Exit Room exists."""
    ids = {p.id for p in BROKEN_BOARDS}
    assert {"a room without every number 1-4", "a corridor with three numbers", "an entrance with three numbers",
            "two corridors for one pair of rooms", "a room cut off on foot", "a corridor between two Sections",
            "a Staircase skipping a Section", "nine I slots", "five II slots",
            "a fixed room twice and another missing", "an Elevator Room in another Section",
            "the Backup Power Supply outside S-03", "no Exit Room"} <= ids


def t2_broken(edit) -> dict[str, dict[str, str]]:
    exits = t2_exits()
    edit(exits)
    return exits


@pytest.mark.rule("LD-FAC-05")
@pytest.mark.parametrize(("edit", "says"), [
    pytest.param(lambda e: e["L001"].update({"4": "L004"}),
                 'the corridor between rooms "L001" and "L002" carries [1] at "L001" but [1, 4] at "L002"',
                 id="different numbers at the two ends"),
    pytest.param(lambda e: e["L006"].update({"4": "TECH"}),
                 'the corridor between rooms "L003" and "L006" carries [4] at "L003" but nothing at "L006"',
                 id="a corridor listed at one end only"),
    pytest.param(lambda e: e["L001"].pop("4"), 'room "L001" must list exits for die numbers 1, 2, 3 and 4',
                 id="a room missing a number"),
    pytest.param(lambda e: e["L001"].update({"4": "L099"}), 'room "L001" exit 4 leads to unknown room "L099"',
                 id="an exit to nowhere"),
])
def test_a_board_written_room_by_room_must_list_each_corridor_at_both_ends_with_the_same_numbers(edit, says):
    corridors_from_exits("T2", t2_exits())  # T2 as given passes

    with pytest.raises(ContentError) as err:
        corridors_from_exits("T2", t2_broken(edit))

    assert str(err.value).startswith("T2: ")
    assert says in str(err.value)


def set_tile(tile: str, **keys):
    def edit(data: dict) -> None:
        t = next(t for t in data["tiles"] if t["id"] == tile)
        for k, v in keys.items():
            if v is None:
                t.pop(k, None)
            else:
                t[k] = v
    return edit


@pytest.mark.parametrize(("edit", "says"), [
    pytest.param(set_tile("ld_archive", set=2), "there must be 10 room tiles of set 1 (LD-COMP-02), found 9",
                 id="nine I tiles", marks=pytest.mark.rule("LD-COMP-02")),
    pytest.param(set_tile("ld_archive", colour="purple"), 'tile "ld_archive" has unknown colour "purple"',
                 id="an unknown colour"),
    pytest.param(set_tile("ld_repository", searchable=True),
                 'tile "ld_repository" is a fixed room and cannot be searchable',
                 id="a searchable fixed room", marks=pytest.mark.rule("LD-FAC-07")),
    pytest.param(set_tile("ld_archive", action_cost=None), 'tile "ld_archive" must have an "action_cost" exactly when',
                 id="an action without a cost"),
    pytest.param(set_tile("ld_css_b", pod="A"), "must load each of the pods A, B, C once, not A, A, C",
                 id="two tiles for Pod A"),
    pytest.param(set_tile("ld_backup_power_supply", section="S-02"),
                 'tile "ld_backup_power_supply" must exist and name section "S-03"',
                 id="the Backup Power Supply tile outside S-03", marks=pytest.mark.rule("LD-FAC-11")),
])
def test_the_tile_checks_reject_a_broken_tile_file(monkeypatch, edit, says):
    break_file(monkeypatch, TILES, edit)

    with pytest.raises(ContentError) as err:
        content()

    assert str(err.value).startswith(f"{TILES}: ")
    assert says in str(err.value)


def drop_slot(n: int):
    def edit(data: dict) -> None:
        data["slots"] = [s for s in data["slots"] if s["slot"] != n]
    return edit


def set_slot(n: int, **keys):
    def edit(data: dict) -> None:
        next(s for s in data["slots"] if s["slot"] == n).update(keys)
    return edit


@pytest.mark.parametrize(("edit", "says"), [
    pytest.param(drop_slot(7), "the slots must run from the start slot 15 down to 0",
                 id="a slot missing", marks=pytest.mark.rule("LD-CLOCK-01")),
    pytest.param(set_slot(0, label="E"), 'the last slot must be the plain red final slot "S"',
                 id="no final S", marks=pytest.mark.rule("LD-CLOCK-03")),
    pytest.param(set_slot(15, colour=""), "the start slot 15 must be green",
                 id="a start that is not green", marks=pytest.mark.rule("LD-SETUP-14")),
    pytest.param(set_slot(11, threshold="green"), 'slot 11 has unknown threshold "green"',
                 id="an unknown threshold", marks=pytest.mark.rule("LD-POWER-12")),
    pytest.param(set_slot(2, css=True), "7 CSS slots need as many CSS tokens in play; css_tokens_used is 6",
                 id="more CSS slots than tokens in play", marks=pytest.mark.rule("LD-SETUP-08")),
])
def test_the_time_track_checks_reject_a_broken_track(monkeypatch, edit, says):
    load_time_track(TIME_TRACK)
    break_file(monkeypatch, TIME_TRACK, edit)

    with pytest.raises(ContentError) as err:
        load_time_track(TIME_TRACK)

    assert str(err.value).startswith(f"{TIME_TRACK}: ")
    assert says in str(err.value)
