"""The prototype ruleset (base-game.md §16) keeps the published doors: open at the start, closed, destroyed, what a
closed door blocks (characters, Intruders, thrown items, fire) and what changes a door, in a prototype game."""

import pytest

from engine.rules.exploration import explore
from tests.engine.factories import act, entries, make_game, place, put_intruder, reask
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import event, exploration_token

HIB_CORRIDORS = ["K10", "K13", "K16", "K17"]  # R11 -> R06, R08, R14, R15


def options(state, kind: str) -> set[tuple[str, ...]]:
    return {o.args for o in state.pending.options if o.kind == kind}


def moves(state) -> set[str]:
    return {args[1] for args in options(state, "move")}


@pytest.mark.rule("BASE-DOOR-01")
def test_every_door_starts_open():
    state = make_game(seats=2, ruleset="prototype")
    reask(state)

    assert state.doors == {}
    assert moves(state) == set(HIB_CORRIDORS)


@pytest.mark.rule("BASE-DOOR-02", "BASE-DOOR-10")
def test_tools_close_and_open_a_door_of_the_characters_room():
    state = proto()
    state.characters[0].items = ["tools", "tools"]
    reask(state)

    act(state, "item", "tools", "close", "K10")
    closed = dict(state.doors)
    act(state, "item", "tools", "open", "K10")

    assert closed == {"K10": "closed"} and state.doors == {}


@pytest.mark.rule("BASE-DOOR-02")
def test_the_demolition_card_destroys_a_closed_door():
    state = proto()
    state.doors = {"K10": "closed"}
    reask(state)

    log = act(state, "card", "soldier_demolition", "door", "K10")

    assert state.doors == {"K10": "destroyed"} and entries(log, "door_destroyed")


@pytest.mark.rule("BASE-DOOR-02", "BASE-DOOR-10")
def test_the_command_centre_sets_the_doors_of_a_chosen_room():
    state = proto()
    place(state, 0, "R08")  # the Command Center on the fixed board
    reask(state)

    act(state, "room", "R08", "R11")
    while state.pending is not None and state.pending.kind != "choose_action":
        close = [o for o in state.pending.options if "close" in o.args]
        act(state, close[0].kind, *close[0].args)

    assert {c: state.doors.get(c) for c in HIB_CORRIDORS} == {c: "closed" for c in HIB_CORRIDORS}


@pytest.mark.rule("BASE-DOOR-03")
def test_a_destroyed_door_can_never_be_closed_again(script):
    state = reask(proto(explored=False))
    state.doors = {"K10": "destroyed"}
    state.characters[0].items = ["tools"]
    state.exploration["R06"] = exploration_token(state, "door")
    reask(state)
    tools = options(state, "item")
    script.rolls("silence")

    act(state, "move", "R06", "K10")  # a Locked Door token for the corridor just used

    assert ("tools", "close", "K10") not in tools and ("tools", "open", "K10") not in tools
    assert state.doors == {"K10": "destroyed"}


@pytest.mark.rule("BASE-DOOR-04")
def test_a_closed_door_blocks_movement_and_a_destroyed_one_does_not():
    state = proto()
    state.doors = {"K10": "closed", "K13": "destroyed"}
    reask(state)

    assert moves(state) == {"K13", "K16", "K17"}


@pytest.mark.rule("BASE-DOOR-05")
def test_an_intruder_moving_through_a_closed_door_destroys_it_and_stays():
    state = proto()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")  # Damage: corridor 2 from R06 is K10
    state.doors = {"K10": "closed"}

    log = event(state, "damage")

    assert adult.room == "R06" and state.doors == {"K10": "destroyed"}
    assert entries(log, "blocked_by_door")


@pytest.mark.rule("BASE-DOOR-06")
def test_intruders_leaving_together_through_one_closed_door_all_stay_and_it_is_destroyed_once():
    state = proto()
    place(state, 0, "R01")
    pair = [put_intruder(state, "adult", "R06"), put_intruder(state, "creeper", "R06")]
    state.doors = {"K10": "closed"}

    log = event(state, "damage")

    assert [i.room for i in pair] == ["R06", "R06"] and state.doors == {"K10": "destroyed"}
    assert [e.args["corridor"] for e in entries(log, "door_destroyed")] == ["K10"]


@pytest.mark.rule("BASE-DOOR-08")
def test_no_grenade_or_molotov_is_thrown_through_a_closed_door():
    state = proto()
    state.characters[0].items = ["grenade", "molotov_cocktail"]
    put_intruder(state, "adult", "R06")  # behind the closed K10
    put_intruder(state, "adult", "R08")  # behind the destroyed K13
    state.doors = {"K10": "closed", "K13": "destroyed"}
    reask(state)

    targets = {(args[0], args[2]) for args in options(state, "item") if args[1] == "throw"}

    assert ("grenade", "R08") in targets and ("molotov_cocktail", "R08") in targets
    assert not {t for t in targets if t[1] == "R06"}


@pytest.mark.rule("BASE-DOOR-09")
def test_a_locked_door_token_closes_the_corridor_used_and_blocks_it_like_a_closed_door(script):
    state = reask(proto(explored=False))
    state.exploration["R06"] = exploration_token(state, "door")
    script.rolls("silence")

    act(state, "move", "R06", "K10")
    reask(state)

    assert state.doors == {"K10": "closed"} and "K10" not in moves(state)


@pytest.mark.rule("BASE-DOOR-10", "BASE-DUCT-04")
def test_a_door_token_never_goes_into_a_duct():
    state = proto(explored=False)
    place(state, 0, "R04")
    state.exploration["R02"] = exploration_token(state, "door")

    explore(state, state.characters[0], "R02", "TECH")  # arrived by duct

    assert state.doors == {}


@pytest.mark.rule("BASE-DOOR-10")
def test_the_bulkheads_open_event_opens_closed_doors_but_not_destroyed_ones():
    state = proto()
    state.doors = {"K01": "closed", "K10": "closed", "K13": "destroyed"}

    event(state, "bulkheads_open")

    assert state.doors == {"K13": "destroyed"}
