"""Doors: open / closed / destroyed, what a Closed Door blocks, Intruders breaking doors, what changes
doors (PUB-DOOR-01..06)."""

import pytest

from engine.rules.exploration import explore
from tests.engine.factories import make_game, place, put_intruder, top
from tests.engine.ship_helpers import act, entries, event, exploration_token, ready, set_bag, ship, step, tokens

HIB_CORRIDORS = ["K10", "K13", "K16", "K17"]  # R11 -> R06, R08, R14, R15


def move_options(state) -> set[tuple[str, str]]:
    return {(c.kind, c.args[1]) for c in state.pending.options if c.kind in ("move", "careful")}


# --- states of a door ----------------------------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-01")
def test_every_corridor_starts_open():
    state = make_game(seats=3)

    assert state.doors == {}
    assert {corridor for _kind, corridor in move_options(state)} == set(HIB_CORRIDORS)


@pytest.mark.rule("PUB-DOOR-01", "PUB-DOOR-06")
def test_a_door_exploration_token_closes_the_corridor_the_character_came_through(script):
    state = ready(ship(explored=False))
    state.exploration["R06"] = exploration_token(state, "door")
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "closed"}
    assert [e.args["corridor"] for e in entries(log, "door_closed")] == ["K10"]


# --- what doors block ----------------------------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-02")
def test_a_closed_door_blocks_character_movement():
    state = ship()
    state.doors = {"K10": "closed"}
    ready(state)

    options = move_options(state)

    assert ("move", "K10") not in options and ("careful", "K10") not in options
    assert ("move", "K13") in options


@pytest.mark.rule("PUB-DOOR-02")
def test_a_destroyed_door_lets_characters_through():
    state = ship()
    state.doors = {"K10": "destroyed"}
    ready(state)

    assert ("move", "K10") in move_options(state)


@pytest.mark.rule("PUB-DOOR-02")
def test_a_destroyed_door_cannot_be_closed_again(script):
    state = ready(ship(explored=False))
    state.doors = {"K10": "destroyed"}
    state.exploration["R06"] = exploration_token(state, "door")
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "destroyed"}


@pytest.mark.rule("PUB-DOOR-02")
def test_fire_spreads_through_a_destroyed_door_but_not_a_closed_one():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R11"]
    state.doors = {"K10": "destroyed", "K13": "closed"}

    event(state, "damaging_fire")

    assert "R06" in state.fire and "R08" not in state.fire


@pytest.mark.rule("PUB-DOOR-02", "PUB-DOOR-06", "PUB-EVENT-06")
def test_bulkheads_open_opens_closed_doors_and_destroyed_doors_stay_destroyed():
    state = ship()
    state.doors = {"K01": "closed", "K10": "closed", "K13": "destroyed"}

    event(state, "bulkheads_open")

    assert state.doors == {"K13": "destroyed"}


# --- one token per corridor, none in the Technical Corridors -------------------------------------

@pytest.mark.rule("PUB-DOOR-03")
def test_a_corridor_holds_one_door_token_at_most():
    state = ship(explored=False)
    state.doors = {"K10": "closed"}
    state.exploration["R06"] = exploration_token(state, "door")

    start = len(state.log)
    explore(state, state.characters[0], "R06", "K10")  # a door token for a corridor already closed

    assert state.doors == {"K10": "closed"}
    assert entries(state.log[start:], "door_closed") == []


@pytest.mark.rule("PUB-DOOR-03")
def test_a_door_token_never_goes_into_the_technical_corridors():
    state = ship(explored=False)
    place(state, 0, "R04")  # arrived through the Technical Corridors (a part-2 move)
    state.exploration["R02"] = exploration_token(state, "door")

    explore(state, state.characters[0], "R02", "TECH")

    assert state.doors == {}


# --- doors and noise, doors and encounters -------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-04")
def test_a_noise_roll_marks_a_corridor_even_behind_a_closed_door(script):
    state = ship()
    state.doors = {"K10": "closed"}
    script.rolls("2")  # die 2 from R11 is K10

    step(state, "noise_roll", 0)

    assert state.noise == ["K10"]


@pytest.mark.rule("PUB-DOOR-04")
def test_closing_a_door_leaves_the_noise_marker_in_its_corridor(script):
    state = ready(ship(explored=False))
    state.noise = ["K10"]
    state.exploration["R06"] = exploration_token(state, "door")
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert state.doors == {"K10": "closed"} and state.noise == ["K10"]


@pytest.mark.rule("PUB-DOOR-04")
def test_an_intruder_appears_in_an_encounter_whatever_the_doors():
    state = ship()
    state.doors = {c: "closed" for c in HIB_CORRIDORS}
    set_bag(state, tokens(state, "adult")[0])
    state.characters[0].hand = state.characters[0].hand[:5]

    step(state, "encounter", "R11", 0)

    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R11")]


# --- intruders and closed doors ------------------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-05")
def test_an_intruder_moving_through_a_closed_door_destroys_it_and_stays():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")  # Damage: corridor 2 from R06 is K10
    state.doors = {"K10": "closed"}

    log = event(state, "damage")

    assert adult.room == "R06"
    assert state.doors == {"K10": "destroyed"}
    assert [e.rule for e in entries(log, "blocked_by_door")] == ["PUB-DOOR-05"]


@pytest.mark.rule("PUB-DOOR-05")
def test_intruders_leaving_together_through_a_closed_door_all_stay():
    state = ship()
    place(state, 0, "R01")
    pair = [put_intruder(state, "adult", "R06"), put_intruder(state, "creeper", "R06")]
    state.doors = {"K10": "closed"}

    event(state, "damage")

    assert [i.room for i in pair] == ["R06", "R06"]
    assert state.doors == {"K10": "destroyed"}


@pytest.mark.rule("PUB-DOOR-05")
def test_with_the_way_of_moving_an_adult_stays_behind_a_closed_door_without_breaking_it():
    state = ship()
    place(state, 0, "R01")
    state.revealed_weaknesses = ["the_way_of_moving"]
    adult = put_intruder(state, "adult", "R06")
    state.doors = {"K10": "closed"}

    event(state, "damage")

    assert adult.room == "R06"
    assert state.doors == {"K10": "closed"}


@pytest.mark.rule("PUB-DOOR-05")
def test_with_the_way_of_moving_a_breeder_still_breaks_the_door():
    state = ship()
    place(state, 0, "R11")
    state.revealed_weaknesses = ["the_way_of_moving"]
    group = [put_intruder(state, "adult", "R06"), put_intruder(state, "breeder", "R06")]
    state.doors = {"K10": "closed"}

    event(state, "malfunction")  # corridor 2, moves Adults and Breeders

    assert [i.room for i in group] == ["R06", "R06"]
    assert state.doors == {"K10": "destroyed"}


@pytest.mark.rule("PUB-DOOR-05")
def test_a_retreating_intruder_breaks_a_closed_door_and_stays():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")
    state.fire = ["R06"]
    state.doors = {"K04": "closed"}
    top(state.attack_deck, "bite_4")  # Retreat
    top(state.event_deck, "lurking")  # corridor 4: R06 -> K04

    step(state, "ev_fire")

    assert adult.room == "R06" and state.doors == {"K04": "destroyed"}


# --- no basic door action ------------------------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-06")
def test_there_is_no_basic_action_to_open_or_close_a_door():
    state = ship()
    state.doors = {"K10": "closed"}
    ready(state)

    kinds = {c.kind for c in state.pending.options}

    assert "move" in kinds
    assert not any("door" in k or "open" in k or "close" in k for k in kinds)


@pytest.mark.rule("PUB-INTRUDER-08", "PUB-DOOR-05")
def test_intruders_leaving_two_rooms_through_the_same_closed_door_all_stay_and_break_it_once():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")  # Damage: corridor 2 is K10 from both R06 and R11
    creeper = put_intruder(state, "creeper", "R11")
    state.doors = {"K10": "closed"}

    log = event(state, "damage")

    assert (adult.room, creeper.room) == ("R06", "R11")
    assert state.doors == {"K10": "destroyed"}
    assert [e.args["corridor"] for e in entries(log, "door_destroyed")] == ["K10"]
    assert [e.args["count"] for e in entries(log, "blocked_by_door")] == [2]


@pytest.mark.rule("PUB-INTRUDER-08")
def test_intruders_swapping_rooms_through_an_open_corridor_both_arrive():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")
    creeper = put_intruder(state, "creeper", "R11")

    event(state, "damage")

    assert (adult.room, creeper.room) == ("R11", "R06")
