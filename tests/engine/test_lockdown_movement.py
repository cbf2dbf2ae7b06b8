"""Moving through the Facility (LD-MOVE-*, LD-ACT-10, LD-ACT-11, LD-COMBAT-10, LD-FAC-06): the published
movement rules hold on the Lockdown board's own rooms and corridors (board.toml, T2)."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import opt
from engine.rules.intruder_moves import move_together
from tests.engine.board_helpers import set_token
from tests.engine.factories import act, choose, entries, kinds, place, put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import (
    ALERT_ROOM,
    BACKUP_POWER,
    ELEVATOR_ROOMS,
    ISOLATION,
    REPOSITORY,
    STAIRCASES,
    corridor,
    facility,
)

HAND = ["soldier_interruption", "soldier_rest", "soldier_demolition", "soldier_taking_aim", "soldier_search_1"]


def soldier(room: str = "L016", seats: int = 1, explored: bool = True):
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout"][:seats], explored=explored)
    place(state, 0, room)
    set_hand(state, 0, list(HAND))
    return reask(state)


def moves(state) -> set[tuple[str, str]]:
    return {(o.kind, o.args[0]) for o in state.pending.options if o.kind in ("move", "careful")}


@pytest.mark.rule("LD-MOVE-01", "LD-ACT-10")
def test_movement_goes_to_each_neighbouring_room_of_the_facility_for_one_card(script):
    state = soldier("L016")  # T2: 016 -> 020, 014, 020, 017
    ch = state.characters[0]

    assert {r for k, r in moves(state) if k == "move"} == {"L014", "L017", "L020"}
    script.rolls("silence")
    act(state, "move", "L017", corridor(state, "L016", "L017"))

    assert ch.room == "L017"
    assert len(ch.hand) == len(HAND) - 1


@pytest.mark.rule("LD-MOVE-01", "LD-DOOR-02")
def test_a_closed_door_breaks_neighbouring_and_an_illegal_move_changes_nothing():
    state = soldier("L016")
    state.doors[corridor(state, "L016", "L017")] = "closed"
    reask(state)

    assert ("move", "L017") not in moves(state) and ("careful", "L017") not in moves(state)
    with pytest.raises(api.IllegalChoice):
        choose(state, "move", "L017", corridor(state, "L016", "L017"))
    with pytest.raises(api.IllegalChoice):
        choose(state, "move", "L013", corridor(state, "L014", "L013"))  # not a neighbour of 016
    assert state.characters[0].room == "L016" and len(state.characters[0].hand) == len(HAND)


@pytest.mark.rule("LD-MOVE-02", "LD-FAC-06")
def test_entering_explores_the_tile_first_then_the_empty_room_makes_a_noise_roll(script):
    state = soldier("L016")
    set_token(state, "L017", "fire")
    reask(state)
    script.rolls("2")  # 017: 2 -> the corridor to 018

    log = act(state, "move", "L017", corridor(state, "L016", "L017"))

    order = [k for k in kinds(log) if k in ("character_moved", "room_explored", "fire_placed", "noise_roll")]
    assert order[:2] == ["character_moved", "room_explored"] and order[-1] == "noise_roll"
    assert state.characters[0].room == "L017"  # never left standing in the Corridor
    assert state.noise == [corridor(state, "L017", "L018")]


@pytest.mark.rule("LD-MOVE-02")
def test_no_noise_roll_entering_a_room_with_another_character():
    state = soldier("L016", seats=2)
    place(state, 1, "L017")
    reask(state)

    log = act(state, "move", "L017", corridor(state, "L016", "L017"))  # no face scripted: a roll would fail

    assert not entries(log, "noise_roll") and entries(log, "no_noise_roll")


@pytest.mark.rule("LD-MOVE-03", "LD-FAC-07")
def test_the_special_rooms_are_explored_from_the_start():
    state = facility(species="intruders", explored=False)
    special = [ALERT_ROOM, REPOSITORY, ISOLATION, BACKUP_POWER, *ELEVATOR_ROOMS.values(), *STAIRCASES]

    assert all(state.explored.get(r, True) for r in special)
    assert not any(r in state.exploration for r in special)
    assert not state.explored["L016"]  # a room tile slot starts face down


@pytest.mark.rule("LD-MOVE-04", "LD-COMBAT-10", "LD-ACT-10")
def test_leaving_a_room_with_an_intruder_is_an_escape_each_intruder_attacks_first(script):
    state = soldier("L016")
    put_intruder(state, "adult", "L016")
    put_intruder(state, "creeper", "L016")
    reask(state)
    script.rolls("silence")

    log = act(state, "move", "L014", corridor(state, "L016", "L014"))

    assert entries(log, "escape")[0].args["attackers"] == 2
    assert len(entries(log, "intruder_attacks")) == 2
    assert kinds(log).index("intruder_attacks") < kinds(log).index("character_moved")


@pytest.mark.rule("LD-MOVE-05", "LD-ACT-11", "LD-ACT-02")
def test_careful_movement_costs_two_and_places_the_noise_marker_where_the_player_chooses():
    state = soldier("L016")
    target = corridor(state, "L017", "L018")

    act(state, "careful", "L017", corridor(state, "L016", "L017"))
    assert state.pending.kind == "choose_corridor"
    choose(state, "corridor", target)

    assert opt(state, "careful_move_cost") == 2
    assert len(state.characters[0].hand) == len(HAND) - 2
    assert state.noise == [target] and state.characters[0].room == "L017"


@pytest.mark.rule("LD-MOVE-06")
def test_an_intruder_ending_its_move_in_an_unexplored_room_leaves_it_face_down():
    state = soldier("L013")
    state.explored["L017"] = False
    adult = put_intruder(state, "adult", "L016")

    move_together(state, [([adult], corridor(state, "L016", "L017"))], "PUB-INTRUDER-08")

    assert adult.room == "L017" and not state.explored["L017"]


@pytest.mark.rule("LD-MOVE-07")
def test_walking_into_an_intruders_room_is_no_encounter_both_are_in_combat():
    state = soldier("L016")
    put_intruder(state, "adult", "L017")
    reask(state)

    log = act(state, "move", "L017", corridor(state, "L016", "L017"))

    assert not entries(log, "encounter") and not entries(log, "noise_roll")
    assert len(state.intruders) == 1
    reask(state)
    assert any(o.kind == "melee" for o in state.pending.options)
