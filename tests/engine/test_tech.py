"""Technical Corridors: entrances, the shared Noise space, Intruders entering them (PUB-TECH)."""

import pytest

from engine.catalog import cat
from engine.effects import token_kind
from tests.engine.board_helpers import board, logged, refresh, roll_for, since
from tests.engine.factories import put_intruder, run_op, top

ENTRANCES = {"R02": (1, 2), "R04": (2, 3), "R05": (4,), "R09": (3,), "R14": (3,), "R15": (4,),
             "R19": (3, 4), "R21": (2, 3)}


@pytest.mark.rule("PUB-TECH-01", "PUB-NOISE-04")
def test_eight_rooms_have_a_tech_entrance_on_their_listed_die_numbers():
    c = cat(board())

    entrances = {r: room.tech for r, room in c.rooms.items() if room.tech}
    targets = {r: tuple(n for n in (1, 2, 3, 4) if c.die_targets[r][n] == "TECH") for r in c.rooms}

    assert entrances == ENTRANCES
    assert {r: t for r, t in targets.items() if t} == ENTRANCES


@pytest.mark.rule("PUB-TECH-02")
def test_all_entrances_share_one_noise_space_so_a_second_result_there_is_an_encounter(script):
    state = board()
    state.bag = ["larva_1"]
    script.rolls("1", "4")

    roll_for(state, 0, "R02")  # R02: 1 -> tech entrance
    entries = roll_for(state, 0, "R05")  # R05: 4 -> tech entrance, already marked

    assert [e.args["corridor"] for e in logged(entries, "second_noise")] == ["TECH"]
    assert [e.args["room"] for e in logged(entries, "encounter")] == ["R05"]
    assert [(i.kind, i.room) for i in state.intruders] == [("larva", "R05")]


@pytest.mark.rule("PUB-TECH-03")
def test_an_encounter_in_a_room_with_an_entrance_clears_the_tech_space(script):
    state = board()
    state.noise = ["K08", "TECH"]
    state.bag = ["larva_1"]
    script.rolls("1")

    roll_for(state, 0, "R05")  # R05: 1 -> K08, already marked -> Encounter in R05

    assert state.noise == []


@pytest.mark.rule("PUB-TECH-03")
def test_an_encounter_in_a_room_without_an_entrance_leaves_the_tech_space(script):
    state = board()
    state.noise = ["K13", "TECH"]
    state.bag = ["larva_1"]
    script.rolls("3")

    roll_for(state, 0, "R08")  # R08: 3 -> K13, already marked -> Encounter in R08

    assert state.noise == ["TECH"]


@pytest.mark.rule("PUB-TECH-04", "PUB-FIRE-11")
def test_fire_never_spreads_through_the_technical_corridors():
    state = board()
    state.characters[0].room = "R20"
    state.fire = ["R02"]
    top(state.event_deck, "damaging_fire")

    run_op(state, "ev_event_card")

    assert state.fire == ["R01", "R02", "R06"]  # R04, R05, R09... share only the tech corridors with R02


@pytest.mark.rule("PUB-TECH-05", "PUB-BAG-04")
def test_an_intruder_moving_into_a_technical_corridor_leaves_the_board_as_a_bag_token():
    state = board()
    state.characters[0].room = "R20"
    state.noise = ["TECH"]
    adult = put_intruder(state, "adult", "R02", injuries=2)
    adults_in_bag = sum(token_kind(state, t) == "adult" for t in state.bag)
    top(state.event_deck, "bulkheads_open")  # corridor 1 (R02: tech entrance), moves Adults
    start = len(state.log)

    run_op(state, "ev_event_card")

    assert adult not in state.intruders and state.intruders == []
    assert [e.rule for e in logged(since(state, start), "intruder_into_tech")] == ["PUB-TECH-05"]
    assert sum(token_kind(state, t) == "adult" for t in state.bag) == adults_in_bag + 1
    assert state.noise == ["TECH"]


@pytest.mark.rule("PUB-TECH-06", "PUB-MAP-07")
def test_characters_cannot_move_through_the_technical_corridors():
    state = board()
    state.characters[0].room = "R02"  # entrance; R04, R05, R09... are entrances too
    refresh(state)

    moves = {(o.kind, o.args[0]) for o in state.pending.options if o.kind in ("move", "careful")}

    assert moves == {("move", "R01"), ("move", "R06"), ("careful", "R01"), ("careful", "R06")}


@pytest.mark.rule("PUB-TECH-07", "PUB-ENC-03")
def test_a_blank_encounter_puts_noise_on_the_tech_space_too(script):
    state = board()
    state.noise = ["K01"]
    state.bag = ["blank_1"]
    script.rolls("3")

    roll_for(state, 0, "R02")  # R02: 3 -> K01, already marked -> Encounter

    assert state.intruders == []
    assert state.noise == ["K01", "K04", "TECH"]

