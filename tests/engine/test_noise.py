"""Noise rolls: numbers, Danger, Silence, markers, several players rolling (PUB-NOISE)."""

import pytest

from engine import rng
from tests.engine.board_helpers import board, logged, roll_for, since
from tests.engine.factories import put_intruder, run_op, top


def develop_adult(state):
    """Event phase step 8 drawing an Adult token: everyone rolls for Noise."""
    state.bag = ["adult_1"]
    start = len(state.log)
    run_op(state, "ev_bag")
    return since(state, start)


@pytest.mark.rule("PUB-NOISE-01", "PUB-BAG-05")
def test_an_adult_drawn_in_bag_development_makes_the_characters_roll(script):
    state = board(seats=2)
    state.characters[1].room = "R01"
    script.rolls("silence", "silence")

    entries = develop_adult(state)

    assert [e.args["seat"] for e in logged(entries, "noise_roll")] == [0, 1]
    assert state.bag == ["adult_1"]


@pytest.mark.rule("PUB-NOISE-02")
def test_the_noise_die_has_four_numbers_twice_one_silence_and_one_danger(monkeypatch):
    state = board()
    seen = []

    def capture(holder, faces):
        seen.append(list(faces))
        return "silence"

    monkeypatch.setattr(rng, "roll", capture)
    roll_for(state, 0, "R06")

    assert len(seen) == 1
    assert sorted(seen[0]) == sorted(["1", "1", "2", "2", "3", "3", "4", "4", "silence", "danger"])


@pytest.mark.rule("PUB-NOISE-03", "PUB-MAP-02")
def test_a_number_puts_noise_in_the_corridor_of_the_room_with_that_number(script):
    state = board()
    script.rolls("3")

    entries = roll_for(state, 0, "R08")  # R08: 3 -> K13

    assert state.noise == ["K13"]
    assert [(e.rule, e.args["corridor"]) for e in logged(entries, "noise_placed")] == [("PUB-NOISE-03", "K13")]


@pytest.mark.rule("PUB-NOISE-03", "PUB-ENC-02")
def test_a_number_whose_corridor_already_has_noise_is_an_encounter(script):
    state = board()
    state.noise = ["K13"]
    state.bag = ["larva_1"]
    script.rolls("3")

    entries = roll_for(state, 0, "R08")

    assert [e.rule for e in logged(entries, "second_noise")] == ["PUB-NOISE-03"]
    assert [e.args["room"] for e in logged(entries, "encounter")] == ["R08"]
    assert [(i.kind, i.room) for i in state.intruders] == [("larva", "R08")]
    assert state.noise == []


@pytest.mark.rule("PUB-NOISE-04", "PUB-TECH-01")
@pytest.mark.parametrize("face", ["1", "2"])
def test_a_number_of_the_tech_entrance_uses_the_technical_corridor_space(script, face):
    state = board()
    script.rolls(face)

    entries = roll_for(state, 0, "R02")  # R02: 1, 2 -> tech entrance

    assert state.noise == ["TECH"]
    assert [e.rule for e in logged(entries, "noise_placed")] == ["PUB-NOISE-04"]


@pytest.mark.rule("PUB-NOISE-05")
def test_danger_brings_every_neighbouring_intruder_not_in_combat(script):
    state = board()
    a = put_intruder(state, "adult", "R07")  # R06 - K09 - R07
    b = put_intruder(state, "creeper", "R05")  # R06 - K07 - R05
    c = put_intruder(state, "adult", "R10")  # not a neighbour of R06
    script.rolls("danger")

    entries = roll_for(state, 0, "R06")

    assert (a.room, b.room, c.room) == ("R06", "R06", "R10")
    assert state.noise == []
    assert not logged(entries, "encounter")


@pytest.mark.rule("PUB-NOISE-05")
def test_danger_leaves_intruders_in_combat_and_falls_back_to_noise(script):
    state = board(seats=2)
    state.characters[1].room = "R07"
    adult = put_intruder(state, "adult", "R07")
    script.rolls("danger")

    entries = roll_for(state, 0, "R06")

    assert adult.room == "R07"
    assert state.noise == ["K04", "K07", "K09", "K10"]
    assert {e.rule for e in logged(entries, "noise_placed")} == {"PUB-NOISE-05"}


@pytest.mark.rule("PUB-NOISE-05", "PUB-TECH-07")
def test_danger_without_neighbouring_intruders_puts_noise_in_every_corridor_and_the_tech_space(script):
    state = board()
    state.noise = ["K01"]
    script.rolls("danger")

    entries = roll_for(state, 0, "R02")  # corridors K01, K04 and the tech entrance

    assert state.noise == ["K01", "K04", "TECH"]
    assert sorted(e.args["corridor"] for e in logged(entries, "noise_placed")) == ["K04", "TECH"]


@pytest.mark.rule("PUB-NOISE-05")
def test_danger_with_every_corridor_full_does_nothing(script):
    state = board()
    state.noise = ["K04", "K07", "K09", "K10"]
    state.bag = ["adult_1"]
    script.rolls("danger")

    entries = roll_for(state, 0, "R06")

    assert state.noise == ["K04", "K07", "K09", "K10"]
    assert not logged(entries, "encounter") and state.intruders == [] and state.bag == ["adult_1"]


@pytest.mark.rule("PUB-NOISE-05", "PUB-MAP-07", "PUB-DOOR-05")
def test_danger_pulls_an_intruder_behind_a_closed_door_which_breaks_it_and_stays(script):
    state = board()
    state.doors["K09"] = "closed"
    adult = put_intruder(state, "adult", "R07")
    script.rolls("danger")

    roll_for(state, 0, "R06")

    assert adult.room == "R07"
    assert state.doors["K09"] == "destroyed"
    assert state.noise == []  # a neighbouring Intruder was there: no Noise fallback


@pytest.mark.rule("PUB-NOISE-06")
def test_silence_does_nothing(script):
    state = board()
    put_intruder(state, "adult", "R07")
    script.rolls("silence")

    entries = roll_for(state, 0, "R06")

    assert state.noise == [] and state.intruders[0].room == "R07"
    assert [e.kind for e in entries] == ["noise_roll"]


@pytest.mark.rule("PUB-NOISE-06", "PUB-SLIME-02")
def test_silence_counts_as_danger_for_a_slimed_character(script):
    state = board()
    state.characters[0].slime = True
    script.rolls("silence")

    entries = roll_for(state, 0, "R06")

    assert [e.rule for e in logged(entries, "silence_is_danger")] == ["PUB-NOISE-06"]
    assert state.noise == ["K04", "K07", "K09", "K10"]


@pytest.mark.rule("PUB-NOISE-07")
def test_danger_never_puts_a_second_marker_in_a_corridor(script):
    state = board()
    state.noise = ["K07", "K10"]
    script.rolls("danger")

    entries = roll_for(state, 0, "R06")

    assert state.noise == ["K04", "K07", "K09", "K10"]
    assert sorted(e.args["corridor"] for e in logged(entries, "noise_placed")) == ["K04", "K09"]


@pytest.mark.rule("PUB-NOISE-07", "PUB-DOOR-04")
def test_a_closed_door_does_not_stop_a_noise_marker(script):
    state = board()
    state.doors["K09"] = "closed"
    script.rolls("1")

    roll_for(state, 0, "R06")  # R06: 1 -> K09

    assert state.noise == ["K09"] and state.doors["K09"] == "closed"


@pytest.mark.rule("PUB-NOISE-07", "PUB-ENC-02")
def test_an_encounter_removes_only_the_markers_of_the_corridors_of_its_room(script):
    state = board()
    state.noise = ["K04", "K06", "K10", "K13"]  # K06, K13 touch R08; K04, K10 do not
    state.bag = ["larva_1"]
    script.rolls("3")

    roll_for(state, 0, "R08")

    assert state.noise == ["K04", "K10"]


@pytest.mark.rule("PUB-NOISE-07")
def test_intruder_movement_does_not_remove_noise_markers():
    state = board()
    state.characters[0].room = "R01"
    state.noise = ["K09"]
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "bulkheads_open")  # corridor 1 (R06: K09 -> R07), moves Adults

    run_op(state, "ev_event_card")

    assert adult.room == "R07"
    assert state.noise == ["K09"]


@pytest.mark.rule("PUB-NOISE-08")
def test_everyone_rolls_in_turn_order_except_characters_in_combat(script):
    state = board(seats=3)
    state.first_player = 1
    state.characters[0].room = "R01"
    state.characters[1].room = "R03"
    state.characters[2].room = "R06"
    put_intruder(state, "adult", "R06")
    script.rolls("silence", "silence")

    entries = develop_adult(state)

    assert [e.args["seat"] for e in logged(entries, "noise_roll")] == [1, 0]


@pytest.mark.rule("PUB-NOISE-08")
def test_a_character_put_in_combat_by_an_earlier_roll_skips_its_own_roll(script):
    state = board(seats=2)
    state.characters[0].room = "R08"
    state.characters[1].room = "R08"
    state.noise = ["K13"]
    script.rolls("3")  # seat 0: second Noise in K13 -> Encounter; the Adult stays with both

    entries = develop_adult(state)

    assert [e.args["seat"] for e in logged(entries, "noise_roll")] == [0]
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R08")]


@pytest.mark.rule("PUB-NOISE-09")
def test_characters_sharing_a_room_all_roll_when_an_effect_says_so(script):
    state = board(seats=2)  # both start in R11
    script.rolls("silence", "silence")

    entries = develop_adult(state)

    assert [(e.args["seat"], e.args["room"]) for e in logged(entries, "noise_roll")] == [(0, "R11"), (1, "R11")]


@pytest.mark.rule("PUB-NOISE-10", "PUB-TECH-02")
def test_noise_in_technical_corridors_first_puts_the_marker_on_the_tech_space(script):
    state = board()
    state.characters[0].room = "R02"
    top(state.event_deck, "noise_in_technical_corridors")
    start = len(state.log)

    run_op(state, "ev_event_card")

    assert state.noise == ["TECH"]
    assert not logged(since(state, start), "noise_roll")


@pytest.mark.rule("PUB-NOISE-10")
def test_noise_in_technical_corridors_again_makes_characters_at_entrances_roll_even_in_combat(script):
    state = board(seats=3)
    state.noise = ["TECH"]
    state.characters[0].room = "R02"  # entrance, in Combat
    put_intruder(state, "adult", "R02")
    state.characters[1].room = "R11"  # no entrance
    state.characters[2].room = "R04"  # entrance, but hibernating
    state.characters[2].status = "hibernating"
    top(state.event_deck, "noise_in_technical_corridors")
    script.rolls("silence")
    start = len(state.log)

    run_op(state, "ev_event_card")

    assert [e.args["seat"] for e in logged(since(state, start), "noise_roll")] == [0]
