"""The ship map: corridors and their numbers, room numbers, "neighbouring", the map data file (PUB-MAP)."""

import tomllib

import pytest

from engine.catalog import cat, opt
from engine.content import loader
from engine.content.loader import ContentError, die_table, load_map
from tests.engine.board_helpers import board, logged, refresh, roll_for, since
from tests.engine.factories import make_game, put_intruder, run_op, top

BROKEN = "maps/broken.toml"

# A two-room map that is valid: every die number of both rooms leads somewhere.
GOOD_MAP = """
id = "broken"
[[rooms]]
id = "A"
number = 1
slot = "special"
tech = [4]
x = 0
y = 0
[[rooms]]
id = "B"
number = 2
slot = "slot1"
tech = [4]
x = 1
y = 1
[[corridors]]
id = "K1"
rooms = ["A", "B"]
numbers = [1, 2]
[[corridors]]
id = "K2"
rooms = ["A", "B"]
numbers = [3]
"""


def load_text(monkeypatch, text: str):
    """Load `text` as the map file maps/broken.toml and build its die table."""
    monkeypatch.setattr(loader, "reader", lambda path, package: tomllib.loads(text))
    _id, _name, rooms, corridors = load_map(BROKEN)
    return die_table(BROKEN, rooms, corridors)


@pytest.mark.rule("PUB-MAP-01")
def test_a_corridor_with_two_numbers_is_one_corridor_with_one_noise_marker(script):
    state = board()
    state.bag = ["larva_1"]
    script.rolls("1", "2")

    first = roll_for(state, 0, "R03")  # R03: 1 and 2 -> K02
    second = roll_for(state, 0, "R03")

    assert [e.args["corridor"] for e in logged(first, "noise_placed")] == ["K02"]
    assert [e.args["corridor"] for e in logged(second, "second_noise")] == ["K02"]
    assert [e.args["room"] for e in logged(second, "encounter")] == ["R03"]


@pytest.mark.rule("PUB-MAP-01", "PUB-MAP-02")
def test_each_corridor_carries_its_numbers_at_both_ends():
    c = cat(make_game())

    for cor in c.corridors.values():
        for room in cor.rooms:
            assert [n for n, target in c.die_targets[room].items() if target == cor.id] == list(cor.numbers), cor.id


@pytest.mark.rule("PUB-MAP-02")
def test_the_same_number_at_both_ends_marks_the_same_corridor(script):
    state = board()
    script.rolls("3", "3")

    roll_for(state, 0, "R08")  # R08: 3 -> K13
    entries = roll_for(state, 0, "R11")  # R11: 3 -> K13 as well

    assert [e.args["corridor"] for e in logged(entries, "second_noise")] == ["K13"]


@pytest.mark.rule("PUB-MAP-03")
def test_every_room_sends_each_die_number_to_exactly_one_destination():
    c = cat(make_game())

    assert len(c.rooms) == 21
    for room, targets in c.die_targets.items():
        assert sorted(targets) == [1, 2, 3, 4], room
        for target in targets.values():
            assert target == "TECH" or room in c.corridors[target].rooms


@pytest.mark.rule("PUB-MAP-03")
def test_the_valid_test_map_loads(monkeypatch):
    table = load_text(monkeypatch, GOOD_MAP)

    assert table == {"A": {1: "K1", 2: "K1", 3: "K2", 4: "TECH"}, "B": {1: "K1", 2: "K1", 3: "K2", 4: "TECH"}}


@pytest.mark.rule("PUB-MAP-03")
def test_a_map_with_a_die_number_leading_nowhere_is_refused(monkeypatch):
    text = GOOD_MAP.replace("numbers = [3]", "numbers = []")

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and '"A"' in str(err.value) and "[3]" in str(err.value)


@pytest.mark.rule("PUB-MAP-03")
def test_a_map_with_two_corridors_on_one_number_is_refused(monkeypatch):
    text = GOOD_MAP.replace("numbers = [3]", "numbers = [2, 3]")

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and "two corridors numbered 2" in str(err.value)


@pytest.mark.rule("PUB-MAP-03")
@pytest.mark.parametrize("bad", ["numbers = [3, 5]", "numbers = [3, 0]"])
def test_a_corridor_number_outside_one_to_four_is_refused(monkeypatch, bad):
    text = GOOD_MAP.replace("numbers = [3]", bad)

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and '"K2"' in str(err.value) and "numbers" in str(err.value)


@pytest.mark.rule("PUB-MAP-03")
def test_a_tech_entrance_number_outside_one_to_four_is_refused(monkeypatch):
    text = GOOD_MAP.replace("tech = [4]\nx = 0", "tech = [4, 7]\nx = 0")

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and '"A"' in str(err.value) and "tech" in str(err.value)


@pytest.mark.rule("PUB-MAP-06")
def test_a_map_missing_a_key_names_the_file_and_the_key(monkeypatch):
    text = GOOD_MAP.replace('numbers = [3]', '')

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert str(err.value) == f'{BROKEN}: corridors[1] has no key "numbers"'


@pytest.mark.rule("PUB-MAP-06")
def test_a_map_with_a_corridor_to_an_unknown_room_names_the_corridor_and_room(monkeypatch):
    text = GOOD_MAP.replace('rooms = ["A", "B"]\nnumbers = [3]', 'rooms = ["A", "C"]\nnumbers = [3]')

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and '"K2"' in str(err.value) and '"C"' in str(err.value)


@pytest.mark.rule("PUB-MAP-06")
def test_a_map_defining_a_corridor_twice_is_refused(monkeypatch):
    text = GOOD_MAP.replace('id = "K2"', 'id = "K1"')

    with pytest.raises(ContentError) as err:
        load_text(monkeypatch, text)

    assert BROKEN in str(err.value) and '"K1"' in str(err.value) and "twice" in str(err.value)


@pytest.mark.rule("PUB-MAP-06")
def test_a_missing_map_file_is_named_in_the_error():
    with pytest.raises(ContentError) as err:
        load_map("maps/no_such_map.toml")

    assert str(err.value) == "maps/no_such_map.toml: file not found"


@pytest.mark.rule("PUB-MAP-06", "PUB-MAP-01")
def test_the_published_map_is_the_data_file_with_the_single_corridor_model():
    state = make_game()
    c = cat(state)

    assert c.map_id == "nemesis_ship"
    assert len(c.rooms) == 21 and len(c.corridors) == 28
    assert opt(state, "corridor_model") == "single"
    assert c.corridors["K02"].numbers == (1, 2) and c.corridors["K02"].rooms == ("R01", "R03")


@pytest.mark.rule("PUB-MAP-04")
def test_room_numbers_follow_the_room_ids_with_the_special_rooms_at_1_11_and_19_to_21():
    state = make_game()
    rooms = cat(state).rooms

    assert {r: room.number for r, room in rooms.items()} == {f"R{n:02d}": n for n in range(1, 22)}
    assert {rooms[r].special for r in ("R01", "R11", "R19", "R20", "R21")} == {
        "cockpit", "hibernatorium", "engine_1", "engine_2", "engine_3"}


@pytest.mark.rule("PUB-MAP-04")
def test_a_lowest_room_number_effect_picks_room_1_then_room_2():
    state = board()
    top(state.event_deck, "malfunction", "malfunction")

    run_op(state, "ev_event_card")  # Malfunction: the lowest-numbered room that can take one
    first = list(state.malfunction)
    top(state.event_deck, "malfunction")
    run_op(state, "ev_event_card")

    assert first == ["R01"]
    assert state.malfunction == ["R01", "R02"]


@pytest.mark.rule("PUB-MAP-05")
def test_engine_labels_run_3_2_1_from_room_19_to_room_21():
    state = make_game()

    assert [state.tiles[r] for r in ("R19", "R20", "R21")] == ["engine_3", "engine_2", "engine_1"]


@pytest.mark.rule("PUB-MAP-07")
def test_the_technical_corridors_do_not_make_rooms_neighbours_for_danger(script):
    state = board()
    adult = put_intruder(state, "adult", "R02")  # R02 and R04 share only the tech corridors
    script.rolls("danger")

    roll_for(state, 0, "R04")

    assert adult.room == "R02"
    assert state.noise == ["K03", "K06", "TECH"]  # no neighbouring Intruder: the Noise fallback


@pytest.mark.rule("PUB-MAP-07")
def test_characters_neighbours_skip_closed_doors_but_intruders_still_count_as_neighbours(script):
    state = board()
    state.characters[0].room = "R06"
    state.doors["K09"] = "closed"  # R06 - R07
    adult = put_intruder(state, "adult", "R07")
    refresh(state)
    moves = {o.args[0] for o in state.pending.options if o.kind == "move"}
    script.rolls("danger")
    start = len(state.log)

    run_op(state, "noise_roll", 0)

    assert moves == {"R02", "R05", "R11"}
    assert [e.args["corridor"] for e in logged(since(state, start), "blocked_by_door")] == ["K09"]
    assert adult.room == "R07" and state.noise == []


@pytest.mark.rule("PUB-MAP-07", "PUB-FIRE-11")
def test_fire_does_not_spread_through_a_closed_door():
    state = board()
    state.characters[0].room = "R20"
    state.fire = ["R03"]
    state.doors["K05"] = "closed"  # R03 - R07
    top(state.event_deck, "damaging_fire")

    run_op(state, "ev_event_card")

    assert state.fire == ["R01", "R03"]
