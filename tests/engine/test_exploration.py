"""Exploring a room: the tile, the item counter, the Exploration token (PUB-EXPLORE)."""

from collections import Counter

import pytest

from engine.catalog import cat
from tests.engine.board_helpers import act, board, logged, set_tile, set_token
from tests.engine.factories import choose, make_game, put_intruder


@pytest.mark.rule("PUB-EXPLORE-01")
def test_first_entry_turns_the_tile_up_and_resolves_its_token_once(script):
    state = board()
    set_token(state, "R06", "silence")
    box = list(state.exploration_box)

    first = act(state, "move", "R06", "K10")
    script.rolls("silence", "silence")  # back in R11, then in R06 again
    act(state, "move", "R11", "K10")
    again = act(state, "move", "R06", "K10")

    assert [(e.rule, e.args["room"]) for e in logged(first, "room_explored")] == [("PUB-EXPLORE-01", "R06")]
    assert [e.args["effect"] for e in logged(first, "exploration_token")] == ["silence"]
    assert state.explored["R06"] is True and "R06" not in state.exploration
    assert state.exploration_box == box  # the token left the game, not back into the box
    assert not logged(again, "room_explored") and not logged(again, "exploration_token")
    assert [e.args["room"] for e in logged(again, "noise_roll")] == ["R06"]


@pytest.mark.rule("PUB-EXPLORE-02")
def test_the_item_counter_shows_the_number_on_the_token(script):
    state = board(seats=2)  # not solo: the counter is not halved (PUB-SOLO-03)
    set_token(state, "R06", "door", items=3)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert state.item_counters["R06"] == 3
    assert [(e.rule, e.args["value"]) for e in logged(entries, "item_counter")] == [("PUB-EXPLORE-02", 3)]


@pytest.mark.rule("PUB-EXPLORE-02")
@pytest.mark.parametrize("tile", ["nest", "slime_room"])
def test_the_nest_and_the_slime_room_get_no_item_counter(script, tile):
    state = board()
    set_tile(state, "R06", tile)
    set_token(state, "R06", "door", items=3)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert "R06" not in state.item_counters
    assert not logged(entries, "item_counter")


@pytest.mark.rule("PUB-EXPLORE-02", "PUB-SOLO-03")
@pytest.mark.parametrize(("items", "counter"), [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_solo_item_counter_is_half_the_token_number_rounded_up(script, items, counter):
    state = board(mode="solo")
    set_token(state, "R06", "door", items=items)
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.item_counters["R06"] == counter


@pytest.mark.rule("PUB-EXPLORE-03")
def test_a_silence_token_means_no_noise_roll(script):
    state = board()
    set_token(state, "R06", "silence")

    entries = act(state, "move", "R06", "K10")  # the script holds no face: any roll fails

    assert not logged(entries, "noise_roll")
    assert state.noise == []


@pytest.mark.rule("PUB-EXPLORE-03")
def test_a_danger_token_pulls_in_neighbouring_intruders_and_makes_no_noise_roll(script):
    state = board()
    set_token(state, "R06", "danger")
    adult = put_intruder(state, "adult", "R07")  # R07 - K09 - R06

    entries = act(state, "move", "R06", "K10")

    assert adult.room == "R06"
    assert [(e.rule, e.args["src"]) for e in logged(entries, "intruder_moved")] == [("PUB-INTRUDER-11", "R07")]
    assert not logged(entries, "noise_roll") and state.noise == []


@pytest.mark.rule("PUB-EXPLORE-03", "PUB-TECH-07")
def test_a_danger_token_without_neighbouring_intruders_puts_noise_in_every_corridor(script):
    state = board()
    set_token(state, "R14", "danger")
    state.noise = ["K19"]

    entries = act(state, "move", "R14", "K16")

    assert state.noise == ["K16", "K19", "K21", "TECH"]  # R14 has a tech entrance
    assert {e.rule for e in logged(entries, "noise_placed")} == {"PUB-EXPLORE-03"}
    assert not logged(entries, "noise_roll")


@pytest.mark.rule("PUB-EXPLORE-03", "PUB-SLIME-03")
def test_a_slime_token_slimes_the_character_then_the_noise_roll_follows(script):
    state = board()
    set_token(state, "R06", "slime")
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].slime is True
    assert [e.rule for e in logged(entries, "slime_gained")] == ["PUB-EXPLORE-03"]
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-EXPLORE-03")
@pytest.mark.parametrize(("effect", "field"), [("fire", "fire"), ("malfunction", "malfunction")])
def test_fire_and_malfunction_tokens_mark_the_room_then_the_noise_roll_follows(script, effect, field):
    state = board()
    set_token(state, "R06", effect)
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert getattr(state, field) == ["R06"]
    assert [e.rule for e in logged(entries, f"{effect}_placed")] == ["PUB-EXPLORE-03"]
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-EXPLORE-03")
def test_a_door_token_closes_the_corridor_the_character_came_through_then_the_noise_roll_follows(script):
    state = board()
    set_token(state, "R06", "door")
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "closed"}
    assert [e.rule for e in logged(entries, "door_closed")] == ["PUB-EXPLORE-03"]
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-EXPLORE-04")
def test_special_rooms_start_explored_without_token_or_item_counter():
    state = make_game(seed=7)
    rooms = cat(state).rooms

    specials = sorted(r for r in rooms if rooms[r].slot == "special")
    others = sorted(r for r in rooms if rooms[r].slot != "special")

    assert specials == ["R01", "R11", "R19", "R20", "R21"]
    assert all(state.explored[r] for r in specials)
    assert not any(r in state.exploration or r in state.item_counters for r in specials)
    assert not any(state.explored[r] for r in others)
    assert all(r in state.exploration for r in others)


@pytest.mark.rule("PUB-EXPLORE-05", "PUB-MALF-03")
@pytest.mark.parametrize("tile", ["nest", "slime_room"])
def test_a_malfunction_token_in_the_nest_or_the_slime_room_has_no_effect(script, tile):
    state = board()
    set_tile(state, "R06", tile)
    set_token(state, "R06", "malfunction")
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert state.malfunction == []
    assert [e.rule for e in logged(entries, "token_no_effect")] == ["PUB-EXPLORE-05"]
    assert state.noise == ["K07"]  # the normal Noise roll still follows


@pytest.mark.rule("PUB-EXPLORE-06")
def test_the_standard_token_mix_is_table_t3():
    tokens = cat(make_game()).exploration

    by_effect: dict[str, list[int]] = {}
    for effect, items in tokens:
        by_effect.setdefault(effect, []).append(items)

    assert len(tokens) == 20
    assert {e: sorted(n) for e, n in by_effect.items()} == {
        "malfunction": [1, 1, 2, 2, 2, 2, 3, 4], "danger": [2, 3], "door": [1, 2, 3, 4],
        "fire": [1, 2], "slime": [3, 4], "silence": [1, 1]}


@pytest.mark.rule("PUB-EXPLORE-06", "PUB-SETUP-04")
def test_sixteen_tokens_go_face_down_on_the_tiles_and_four_stay_boxed():
    state = make_game(seed=3)

    placed = sorted(state.exploration.values())

    assert len(placed) == 16 and len(state.exploration_box) == 4
    assert sorted(placed + state.exploration_box) == list(range(20))


@pytest.mark.rule("PUB-EXPLORE-06")
def test_the_swapped_mix_exchanges_the_danger_and_malfunction_counts():
    tokens = cat(make_game(exploration_mix="swapped")).exploration

    counts = Counter(effect for effect, _items in tokens)

    assert counts == {"danger": 8, "malfunction": 2, "door": 4, "fire": 2, "slime": 2, "silence": 2}


@pytest.mark.rule("PUB-EXPLORE-07", "PUB-DOOR-02")
def test_a_door_token_leaves_a_destroyed_door_destroyed(script):
    state = board()
    state.doors["K10"] = "destroyed"
    set_token(state, "R06", "door")
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "destroyed"}
    assert not logged(entries, "door_closed")
    assert [e.rule for e in logged(entries, "token_no_effect")] == ["PUB-EXPLORE-07"]


@pytest.mark.rule("PUB-EXPLORE-07", "PUB-NOISE-07")
def test_a_door_token_does_not_remove_the_noise_marker_of_its_corridor(script):
    state = board()
    state.noise = ["K10"]
    set_token(state, "R06", "door")
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "closed"}
    assert state.noise == ["K10"]


@pytest.mark.rule("PUB-EXPLORE-07", "PUB-MOVE-06")
def test_after_careful_movement_the_door_goes_into_the_corridor_used_not_the_noise_corridor():
    state = board()
    set_token(state, "R06", "door")
    act(state, "careful", "R06", "K10")

    choose(state, "corridor", "K07")

    assert state.doors == {"K10": "closed"}
    assert state.noise == ["K07"]
