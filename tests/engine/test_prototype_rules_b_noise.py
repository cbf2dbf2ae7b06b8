"""The prototype ruleset (base-game.md) keeps the published noise, duct and slime rules: noise rolls (§8, except
BASE-NOISE-04, a D4 difference), the ventilation ducts (§17) and Slime (§19), each checked in a prototype game."""

import pytest

from engine import rng
from engine.catalog import cat
from engine.rules.board import corridor_for_number, corridors_of
from tests.engine.factories import act, entries, place, put_intruder, reask, set_bag, stack_attack, step
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import event, tokens

DUCT_ROOMS = ["R02", "R04", "R05", "R09", "R14", "R15", "R19", "R21"]


def roll_in(state, room: str, seat: int = 0) -> list:
    place(state, seat, room)
    return step(state, "noise_roll", seat)


def adult_token(state) -> str:
    return tokens(state, "adult")[0]


# --- §8 noise rolls ----------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-NOISE-01")
@pytest.mark.parametrize(("start", "room", "corridor"), [("R11", "R06", "K10"), ("R02", "R01", "K01")])
def test_entering_an_empty_room_makes_a_noise_roll_even_a_special_room(script, start, room, corridor):
    state = proto()
    place(state, 0, start)
    reask(state)
    script.rolls("silence")

    log = act(state, "move", room, corridor)  # a room tile, then the Cockpit

    assert [e.args["room"] for e in entries(log, "noise_roll")] == [room]


@pytest.mark.rule("BASE-NOISE-01")
def test_entering_a_room_with_another_character_makes_no_noise_roll(script):
    state = proto(seats=2)
    place(state, 1, "R06")
    reask(state)

    log = act(state, "move", "R06", "K10")  # the script holds no face: a roll would fail

    assert entries(log, "noise_roll") == [] and entries(log, "no_noise_roll")


@pytest.mark.rule("BASE-NOISE-02")
def test_a_prototype_noise_roll_uses_a_d10_of_1_to_4_twice_silence_and_surprise(monkeypatch):
    state = proto()
    seen = []

    def capture(holder, faces):
        seen.append(list(faces))
        return "silence"

    monkeypatch.setattr(rng, "roll", capture)
    roll_in(state, "R06")

    assert len(seen) == 1 and len(seen[0]) == 10
    assert sorted(seen[0]) == sorted(["1", "1", "2", "2", "3", "3", "4", "4", "silence", "danger"])


@pytest.mark.rule("BASE-NOISE-03")
def test_silence_does_nothing(script):
    state = proto()
    adult = put_intruder(state, "adult", "R07")  # a neighbour of R06
    script.rolls("silence")

    log = roll_in(state, "R06")

    assert state.noise == [] and adult.room == "R07" and state.intruders == [adult]
    assert [e.kind for e in log] == ["noise_roll"]


@pytest.mark.rule("BASE-NOISE-05")
@pytest.mark.parametrize(("face", "corridor"), [("1", "K09"), ("2", "K10"), ("3", "K07"), ("4", "K04")])
def test_a_number_puts_noise_in_the_corridor_of_this_room_with_that_number(script, face, corridor):
    state = proto()
    script.rolls(face)

    roll_in(state, "R06")

    assert state.noise == [corridor] == [corridor_for_number(state, "R06", int(face))]


@pytest.mark.rule("BASE-NOISE-06", "BASE-NOISE-10")
def test_a_second_noise_clears_every_corridor_of_the_room_and_the_duct_space_then_an_intruder_comes(script):
    state = proto()
    state.noise = ["K01", "K04", "TECH", "K10"]  # R02: K01, K04 and the duct entrance; K10 is elsewhere
    set_bag(state, adult_token(state))
    script.rolls("3")  # R02: 3 -> K01, which already holds noise

    log = roll_in(state, "R02")

    assert [e.args["corridor"] for e in entries(log, "second_noise")] == ["K01"]
    assert state.noise == ["K10"]
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R02")]
    assert [e.args["room"] for e in entries(log, "encounter")] == ["R02"]


@pytest.mark.rule("BASE-NOISE-10")
def test_a_corridor_never_holds_two_noise_tokens(script):
    state = proto()
    state.noise = ["K09"]
    set_bag(state, adult_token(state))
    script.rolls("1")  # R06: 1 -> K09

    log = roll_in(state, "R06")

    assert not entries(log, "noise_placed")  # no second token: the Intruder comes instead
    assert state.noise == [] and [(i.kind, i.room) for i in state.intruders] == [("adult", "R06")]


@pytest.mark.rule("BASE-NOISE-07")
def test_characters_move_freely_through_a_corridor_holding_noise_and_the_noise_stays(script):
    state = proto()
    state.noise = ["K10"]
    reask(state)
    offered = {o.args[1] for o in state.pending.options if o.kind == "move"}
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert "K10" in offered and state.characters[0].room == "R06" and state.noise == ["K10"]


@pytest.mark.rule("BASE-NOISE-07", "BASE-DUCT-02")
@pytest.mark.parametrize(("noise", "offered"), [([], True), (["TECH"], False)])
def test_the_duct_travel_card_is_offered_only_while_the_duct_space_is_silent(noise, offered):
    state = proto(characters=["mechanic"])
    ch = state.characters[0]
    ch.hand = ["mechanic_technical_corridors", "mechanic_rest", "mechanic_search_1"]
    ch.deck = [c for c in ch.deck if c not in ch.hand]
    state.noise = list(noise)
    place(state, 0, "R02")
    reask(state)

    cards = [o.args for o in state.pending.options if o.kind == "card" and o.args[0] == "mechanic_technical_corridors"]

    assert bool(cards) is offered
    if offered:
        assert {a[1] for a in cards} == set(DUCT_ROOMS) - {"R02"}


@pytest.mark.rule("BASE-NOISE-08", "BASE-DOOR-07")
def test_a_closed_door_neither_stops_noise_nor_the_intruder_it_brings(script):
    state = proto()
    state.doors = {"K10": "closed", "K17": "closed", "K13": "closed", "K16": "closed"}
    script.rolls("2")  # R11: 2 -> K10, behind a closed door

    roll_in(state, "R11")
    marked = list(state.noise)
    set_bag(state, adult_token(state))
    script.rolls("2")
    roll_in(state, "R11")

    assert marked == ["K10"] and state.doors["K10"] == "closed"
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R11")]


@pytest.mark.rule("BASE-NOISE-09", "BASE-DUCT-09")
@pytest.mark.parametrize(("room", "faces"), [("R02", ["1", "2"]), ("R04", ["2", "3"]), ("R05", ["4"]),
                                            ("R14", ["3"])])
def test_a_number_of_the_duct_entrance_puts_the_noise_on_the_single_duct_space(script, room, faces):
    state = proto()
    for face in faces:
        state.noise = []
        script.rolls(face)
        roll_in(state, room)
        assert state.noise == ["TECH"]


@pytest.mark.rule("BASE-NOISE-13", "BASE-SLIME-03")
def test_a_slimed_character_treats_silence_as_a_surprise_attack(script):
    state = proto()
    state.characters[0].slime = True
    adult = put_intruder(state, "adult", "R07")  # R07 - K09 - R06
    script.rolls("silence")

    log = roll_in(state, "R06")

    assert entries(log, "silence_is_danger") and adult.room == "R06"


@pytest.mark.rule("BASE-NOISE-13", "BASE-SLIME-03")
def test_an_unslimed_character_keeps_silence_as_silence(script):
    state = proto()
    adult = put_intruder(state, "adult", "R07")
    script.rolls("silence")

    log = roll_in(state, "R06")

    assert not entries(log, "silence_is_danger") and adult.room == "R07"


# --- §17 ducts ---------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-DUCT-03")
def test_the_duct_network_joins_eight_rooms():
    state = proto()

    assert [r for r in sorted(state.tiles) if "TECH" in corridors_of(state, r)] == DUCT_ROOMS


@pytest.mark.rule("BASE-DUCT-02", "BASE-DUCT-04")
def test_movement_never_offers_the_ducts_and_a_duct_has_no_door():
    state = proto()
    place(state, 0, "R02")
    reask(state)

    corridors = {o.args[1] for o in state.pending.options if o.kind == "move"}

    assert corridors == {"K01", "K04"} and "TECH" not in corridors
    assert "TECH" not in state.doors


@pytest.mark.rule("BASE-DUCT-05", "BASE-DUCT-06")
def test_a_second_noise_on_the_duct_space_brings_an_intruder_and_clears_the_duct_space(script):
    state = proto()
    state.noise = ["TECH"]
    set_bag(state, adult_token(state))
    script.rolls("4")  # R05: 4 -> the duct entrance

    log = roll_in(state, "R05")

    assert [e.args["corridor"] for e in entries(log, "second_noise")] == ["TECH"]
    assert "TECH" not in state.noise and [(i.kind, i.room) for i in state.intruders] == [("adult", "R05")]


@pytest.mark.rule("BASE-DUCT-01", "BASE-DUCT-07", "BASE-DUCT-08")
def test_an_intruder_entering_a_duct_vanishes_its_token_goes_back_to_the_bag_and_the_duct_noise_stays():
    state = proto()
    place(state, 0, "R11")
    set_bag(state)
    state.noise = ["TECH"]
    adult = put_intruder(state, "adult", "R02", injuries=2)  # Damaging Fire: corridor 1 from R02 is the duct

    log = event(state, "damaging_fire")

    assert adult not in state.intruders and state.intruders == []
    assert [cat(state).intruder_tokens[t][0] for t in state.bag] == ["adult"]
    assert state.noise == ["TECH"]
    assert entries(log, "intruder_into_tech")


# --- §19 Slime ---------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SLIME-01", "BASE-SLIME-05")
def test_entering_the_room_covered_in_slime_slimes_the_character(script):
    state = proto()
    place(state, 0, "R11")
    state.tiles["R14"] = "slime_room"
    reask(state)
    script.rolls("4")

    log = act(state, "move", "R14", "K16")

    assert state.characters[0].slime is True and entries(log, "slime_gained")


@pytest.mark.rule("BASE-SLIME-01")
def test_an_intruders_slime_attack_slimes_the_character():
    state = proto()
    put_intruder(state, "adult", "R11")
    state.characters[0].hand = state.characters[0].hand[:1]
    stack_attack(state, "slime_1")

    log = step(state, "ev_attacks")

    assert state.characters[0].slime is True and entries(log, "slime_gained")


@pytest.mark.rule("BASE-SLIME-02")
def test_a_slimed_character_never_gets_a_second_slime_token(script):
    state = proto()
    state.tiles["R14"] = "slime_room"
    state.characters[0].slime = True
    reask(state)
    script.rolls("4")

    log = act(state, "move", "R14", "K16")

    assert state.characters[0].slime is True and not entries(log, "slime_gained")


@pytest.mark.rule("BASE-SLIME-04")
def test_new_clothes_remove_the_slime_token():
    state = proto()
    state.characters[0].items = ["clothes_green"]
    state.characters[0].slime = True
    reask(state)

    act(state, "item", "clothes_green", "slime")

    assert state.characters[0].slime is False and state.characters[0].items == []


@pytest.mark.rule("BASE-SLIME-04")
def test_the_shower_room_removes_the_slime_token():
    state = proto()
    state.tiles["R14"] = "shower_room"
    state.characters[0].slime = True
    place(state, 0, "R14")
    reask(state)

    act(state, "room", "R14", "clean")

    assert state.characters[0].slime is False
