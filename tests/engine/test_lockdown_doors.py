"""Doors in the Facility (LD-DOOR-*, LD-NOISE-03): the published Door rules on the Lockdown board, and the
box's 11 Door tokens (options `door_tokens`): with none left, a Closed Door moves from the board."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat, opt
from engine.maps.lockdown.state import lockdown_state
from engine.rules.doors import all_door_options, toggle_door
from engine.rules.intruder_moves import move_together
from tests.engine.board_helpers import set_token
from tests.engine.factories import act, entries, place, put_intruder, reask, set_bag, set_hand, step
from tests.engine.lockdown_helpers import corridor, facility


def game(seats: int = 1):
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout"][:seats])
    set_hand(state, 0, ["soldier_rest", "soldier_demolition", "soldier_taking_aim", "soldier_search_1"])
    return state


def close(state, c: str) -> bool:
    return hooks.service(state, "close_door")(state, c, "LD-DOOR-06")


@pytest.mark.rule("LD-DOOR-01")
def test_every_corridor_starts_open_and_holds_at_most_one_door():
    state = facility(species="intruders", explored=False)
    c = corridor(state, "L016", "L017")

    assert state.doors == {}
    assert close(state, c) and close(state, c)
    assert state.doors == {c: "closed"}


@pytest.mark.rule("LD-DOOR-02", "LD-DOOR-04", "SGLD-MAP-08")
def test_a_closed_door_blocks_characters_a_destroyed_one_lets_them_through_and_never_closes_again():
    state = game()
    place(state, 0, "L016")
    state.doors[corridor(state, "L016", "L017")] = "closed"
    state.doors[corridor(state, "L016", "L014")] = "destroyed"
    reask(state)
    targets = {o.args[0] for o in state.pending.options if o.kind == "move"}

    assert "L017" not in targets and "L014" in targets
    assert close(state, corridor(state, "L016", "L014")) is False
    assert state.doors[corridor(state, "L016", "L014")] == "destroyed"


@pytest.mark.rule("LD-DOOR-03", "SGLD-MAP-08")
def test_intruders_moving_together_into_a_closed_door_destroy_it_and_all_stay():
    state = game()
    place(state, 0, "L013")
    c = corridor(state, "L016", "L017")
    state.doors[c] = "closed"
    a, b = put_intruder(state, "adult", "L016"), put_intruder(state, "creeper", "L016")

    move_together(state, [([a, b], c)], "PUB-EVENT-03")

    assert (a.room, b.room) == ("L016", "L016")
    assert state.doors[c] == "destroyed"
    assert len(entries(state.log, "door_destroyed")) == 1


@pytest.mark.rule("LD-DOOR-05", "LD-NOISE-03")
def test_a_noise_marker_behind_a_closed_door_still_counts_for_the_whole_corridor(script):
    state = game()
    place(state, 0, "L017")
    c = corridor(state, "L017", "L018")  # T2: 017's numbers 2 and 3
    state.doors[c] = "closed"
    state.noise = [c]
    set_bag(state, "blank_1")
    script.rolls("2")

    log = step(state, "noise_roll", 0)

    assert [e.args["room"] for e in entries(log, "encounter")] == ["L017"]
    assert state.doors[c] == "closed"


@pytest.mark.rule("LD-DOOR-06", "LD-EXPL-02")
def test_the_door_token_closes_the_door_of_the_corridor_the_character_came_through(script):
    state = game()
    place(state, 0, "L016")
    set_token(state, "L017", "door")
    reask(state)
    script.rolls("silence")
    c = corridor(state, "L016", "L017")

    log = act(state, "move", "L017", c)

    assert state.doors == {c: "closed"}
    assert [e.rule for e in entries(log, "door_closed")] == ["LD-EXPL-02"]


@pytest.mark.rule("LD-DOOR-07")
def test_the_main_gate_is_no_door_closing_and_opening_every_door_leaves_it_shut():
    state = game()
    every = sorted(cat(state).corridors)
    for c in every[:5]:
        close(state, c)

    assert all(c in cat(state).corridors for _move, c in all_door_options(state))
    assert lockdown_state(state).gate_open is False


@pytest.mark.rule("LD-DOOR-08", "SGLD-SUP-02")
def test_with_the_eleven_door_tokens_used_a_closed_door_moves_from_the_lowest_numbered_corridor():
    state = game()
    every = sorted(cat(state).corridors)
    assert opt(state, "door_tokens") == 11
    state.doors = {c: "destroyed" for c in every[:3]} | {c: "closed" for c in every[3:11]}

    assert close(state, every[12])

    assert every[3] not in state.doors  # the lowest Closed Door moved; the Destroyed ones keep their tokens
    assert state.doors[every[12]] == "closed"
    assert len(state.doors) == 11
    assert [(e.args["src"], e.args["corridor"]) for e in entries(state.log, "door_moved")] == [(every[3], every[12])]


@pytest.mark.rule("LD-DOOR-08")
def test_with_every_token_lying_destroyed_no_door_can_be_placed():
    state = game()
    every = sorted(cat(state).corridors)
    state.doors = {c: "destroyed" for c in every[:11]}

    assert close(state, every[12]) is False
    assert every[12] not in state.doors and entries(state.log, "no_door_left")


@pytest.mark.rule("LD-DOOR-08", "LD-DOOR-06")
def test_every_source_of_a_door_draws_on_the_same_eleven_tokens():
    state = game()
    every = sorted(cat(state).corridors)
    state.doors = {c: "closed" for c in every[:11]}

    toggle_door(state, "close", every[20], "LD-DOOR-06")  # a card or Computer Action closing a Door

    assert state.doors[every[20]] == "closed" and every[0] not in state.doors
    assert len(state.doors) == 11
