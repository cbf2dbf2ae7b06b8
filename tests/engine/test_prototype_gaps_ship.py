"""The ship in a 2018 prototype game (base-game.md §1, §3, §8, §21, §25-§27): the ruleset policy, the board and the
player numbers at setup, the die numbers every room answers, the Hibernatorium, Self-Destruct and the pods.

BASE-SELF-04 is tested only in the parts that hold: the Generator's action costs 1 card, the track has 5 spaces and
the sequence can be stopped on spaces 1-2 only. (Its "not while anyone is hibernating" is not asserted.)
"""

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import corridors_of
from engine.rules.wounds import kill
from engine.rulesets.prototype.content import load_prototype_options
from engine.rulesets.prototype.state import proto
from tests.engine.factories import act, entries, make_game, place, put_intruder, reask, set_bag, step
from tests.engine.room_helpers import pods
from tests.engine.ship_helpers import ship

HIB, GENERATOR = "R11", "R18"


def crew(seats: int = 2, **cfg):
    state = ship(seats=seats, ruleset="prototype", **cfg)
    state.first_intruder_seen = True
    return state


def room_options(state, seat: int, room: str) -> set[tuple[str, ...]]:
    place(state, seat, room)
    reask(state, seat)
    return {o.args[1:] for o in state.pending.options if o.kind == "room" and o.args[0] == room}


def paid(log) -> int:
    return sum(len(str(e.args["cards"]).split(",")) for e in entries(log, "cards_discarded"))


# --- §1 policy, §3 setup -----------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-POLICY-01", "BASE-POLICY-02")
def test_a_prototype_game_differs_from_a_published_one_only_where_its_option_file_says():
    prototype = make_game(seats=2, seed=5, ruleset="prototype")
    published = make_game(seats=2, seed=5, ruleset="published")
    mine, theirs = cat(prototype).options, cat(published).options
    configured = load_prototype_options()

    assert mine["carry_model"] != theirs["carry_model"]  # e.g. D15: counted limits, not Hand slots
    assert set(theirs) <= set(mine)
    for key, value in mine.items():
        if key in configured:
            assert value == configured[key], key
        else:  # where the prototype is silent, the published game's value
            assert value == theirs[key], key
    # the same ship: its rooms, corridors and the die numbers of each room
    assert cat(prototype).room_corridors == cat(published).room_corridors
    assert cat(prototype).die_targets == cat(published).die_targets
    assert prototype.config["map"] == published.config["map"] == "nemesis_ship"


@pytest.mark.rule("BASE-SETUP-01")
def test_a_new_prototype_game_is_played_on_the_ship_board_with_every_room_on_it():
    state = make_game(seats=2, ruleset="prototype")
    rooms = cat(state).rooms

    assert state.config["map"] == "nemesis_ship"
    assert sorted(state.tiles) == sorted(rooms) and len(rooms) == 21
    assert {rooms[r].special for r in rooms if rooms[r].special} == {"cockpit", "hibernatorium", "engine_1",
                                                                     "engine_2", "engine_3"}
    assert all(cat(state).room_corridors[r] for r in rooms)  # every room is joined to the ship


@pytest.mark.rule("BASE-SETUP-12")
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_player_gets_one_turn_order_number_from_1_up(seats):
    state = make_game(seats=seats, ruleset="prototype")

    assert sorted(state.player_numbers) == list(range(1, seats + 1))
    view = api.view(state, 0)
    assert sorted(c.player_number for c in view.characters) == list(range(1, seats + 1))


# --- §8 / §21 die numbers ----------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-NOISE-12", "BASE-EVENT-08")
def test_every_room_answers_each_die_number_with_one_of_its_corridors_or_its_duct():
    """The fall-backs for a number with no corridor (Silence for noise, staying put for an Event) never trigger on
    this map: every room maps 1-4 to a corridor that touches it, or to its duct entrance."""
    state = make_game(seats=2, ruleset="prototype")

    for room in sorted(state.tiles):
        targets = cat(state).die_targets[room]
        assert sorted(targets) == [1, 2, 3, 4], room
        for number, corridor in targets.items():
            assert corridor in corridors_of(state, room), (room, number, corridor)


@pytest.mark.rule("BASE-NOISE-12")
@pytest.mark.parametrize("face", ["1", "2", "3", "4"])
def test_each_number_rolled_in_an_empty_room_puts_noise_somewhere(script, face):
    state = crew(seats=1)
    place(state, 0, "R01")  # the Cockpit: 1 and 2 both lead into K02
    script.rolls(face)

    log = step(state, "noise_roll", 0)

    expected = cat(state).die_targets["R01"][int(face)]
    assert state.noise == [expected] and [e.args["corridor"] for e in entries(log, "noise_placed")] == [expected]


# --- §26 Hibernatorium -------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-HIB-04")
@pytest.mark.parametrize(("time", "open_"), [(0, False), (6, False), (7, True), (12, True)])
def test_hibernation_is_offered_from_the_eighth_space_of_the_time_track(time, open_):
    state = crew()
    state.time = time  # position 7 is space 8 of 15

    assert (room_options(state, 0, HIB) == {()}) is open_


@pytest.mark.rule("BASE-HIB-04")
def test_hibernating_costs_two_cards_and_a_noise_roll_then_the_character_sleeps(script):
    state = crew()
    state.time = 7
    place(state, 0, HIB)
    place(state, 1, "R06")  # an empty Hibernatorium: the roll happens
    reask(state)
    script.rolls("silence")

    log = act(state, "room", HIB)

    assert paid(log) == 2 and len(entries(log, "noise_roll")) == 1
    assert state.characters[0].status == "hibernating"


@pytest.mark.rule("BASE-HIB-04")
def test_an_intruder_brought_by_the_noise_roll_stops_the_hibernation(script):
    state = crew()
    state.time = 7
    place(state, 1, "R06")
    state.noise = ["K10"]  # R11: 2 -> K10, a second noise
    set_bag(state, "adult_1")
    deck = proto(state).panic_deck
    deck.append(deck.pop(deck.index("cold_sweat_1")))  # difficulty 1: the character keeps calm
    place(state, 0, HIB)
    reask(state)
    script.rolls("2")

    log = act(state, "room", HIB)

    assert state.characters[0].status == "aboard" and entries(log, "hibernation_failed")
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", HIB)]
    assert room_options(state, 0, HIB) == set()  # in combat with it now: no second try


# --- §25 pods, §27 Self-Destruct ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SELF-03", "BASE-POD-03", "BASE-SELF-04")
def test_starting_self_destruct_costs_one_card_and_unlocks_every_pod_at_once():
    state = crew()
    pods(state, (1, "A", True), (2, "B", True), (3, "A", False))
    assert room_options(state, 0, GENERATOR) == {("start",)}
    hand = len(state.characters[0].hand)

    log = act(state, "room", GENERATOR, "start")

    assert ship_state(state).self_destruct == 1  # on the first space of its track
    assert len(state.characters[0].hand) == hand - 1 and paid(log) == 1
    assert not any(p.locked for p in ship_state(state).pods)
    assert [e.args["pods"] for e in entries(log, "pods_unlocked")] == ["1,2"]


@pytest.mark.rule("BASE-POD-03")
def test_a_characters_death_unlocks_every_pod_too():
    state = crew(seats=3)
    pods(state, (1, "A", True), (2, "B", True))

    kill(state, state.characters[2], "wounds", "test")

    assert not any(p.locked for p in ship_state(state).pods)
    assert ship_state(state).self_destruct == -1  # nothing to do with the sequence


@pytest.mark.rule("BASE-SELF-04")
def test_the_track_has_five_spaces_and_the_sequence_stops_only_on_the_first_two():
    state = crew()
    place(state, 0, GENERATOR)
    reask(state)
    act(state, "room", GENERATOR, "start")
    seen = []
    while not state.over:
        seen.append((ship_state(state).self_destruct, room_options(state, 0, GENERATOR) == {("stop",)}))
        step(state, "ev_time")  # one End phase

    assert seen == [(1, True), (2, True), (3, False), (4, False)]  # the 4th End phase reaches space 5
    assert state.over and state.end_reason == "self_destruct"


@pytest.mark.rule("BASE-SELF-04")
def test_stopping_the_sequence_on_space_two_takes_the_token_off_the_track():
    state = crew()
    ship_state(state).self_destruct = 2
    hand = len(state.characters[0].hand)
    place(state, 0, GENERATOR)
    reask(state)

    log = act(state, "room", GENERATOR, "stop")

    assert ship_state(state).self_destruct == -1 and entries(log, "self_destruct_stopped")
    assert len(state.characters[0].hand) == hand - 1
    assert room_options(state, 0, GENERATOR) == {("start",)}


# --- §5.1 room actions -----------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-ACT-06")
@pytest.mark.parametrize(("room", "params", "cost"), [(GENERATOR, ("start",), 1), ("R13", (), 1), ("R21", (), 2)])
def test_a_room_action_costs_one_card_unless_the_room_says_otherwise_and_only_in_a_working_room(room, params, cost):
    state = crew()
    state.malfunction = [room]
    broken = room_options(state, 0, room)
    state.malfunction = []
    assert room_options(state, 0, room) == {params}
    hand = len(state.characters[0].hand)

    act(state, "room", room, *params)

    assert broken == set() and len(state.characters[0].hand) == hand - cost  # Engine 1: 2 cards (§6)


@pytest.mark.rule("BASE-ACT-10")
def test_no_room_action_in_combat_except_the_nests_own():
    state = crew()
    put_intruder(state, "adult", GENERATOR)
    place(state, 1, "R12")  # the Nest: in combat with the Eggs alone

    assert room_options(state, 0, GENERATOR) == set()
    assert room_options(state, 1, "R12") == {()}
