"""Chytrid Encounters and bag development (§3.14, §3.15, §3.15b): what each token places, the Surprise Attack with
the Darkness number, the tokens set aside and brought back by the Blank, the Queen board's Rotstalks leaving
clockwise from the arrow and coming back, and the dead Queen's growth."""

from __future__ import annotations

import pytest

from engine.species.chytrids.state import chytrids
from tests.engine.chytrid_helpers import (
    chytrid_facility,
    lab_levels,
    mycelium_in,
    queen_out,
    rotstalk_out,
    sporeling_in,
)
from tests.engine.factories import entries, put_intruder, set_bag, set_hand, step
from tests.engine.lockdown_helpers import power

ROOM = "L016"  # S-02; corridors to L014, L017, L020


@pytest.fixture
def state():
    s = chytrid_facility(seats=2)
    s.characters[0].room = ROOM
    s.characters[1].room = "L025"
    set_hand(s, 0, ["a", "b", "c", "d", "e"])  # 5 cards: no Surprise Attack with any light number
    return s


def encounter(state, token: str) -> list:
    set_bag(state, token)
    state.supply = [t for t in state.supply if t != token]
    state.bag = [token]
    return step(state, "encounter", ROOM, 0)


@pytest.mark.rule("CHY-ENC-00", "CHY-ENC-01", "CHY-ROT-06", "CHY-QB-03")
def test_a_rotstalk_token_places_the_rotstalk_from_the_arrows_space_and_is_set_aside(state):
    state.noise = ["LC20"]
    log = encounter(state, "rotstalk_1")
    assert [i.kind for i in state.intruders] == ["rotstalk"] and state.intruders[0].room == ROOM
    assert chytrids(state).ring[0] is False and all(chytrids(state).ring[1:])
    assert "rotstalk_1" in state.supply and "rotstalk_1" not in state.bag
    assert "LC20" not in state.noise and entries(log, "noise_removed")[0].rule == "CHY-ENC-00"


@pytest.mark.rule("CHY-ROT-06", "CHY-QB-03")
def test_later_rotstalks_leave_clockwise(state):
    chytrids(state).ring[0] = False
    encounter(state, "rotstalk_2")
    assert chytrids(state).ring[:3] == [False, False, True]


@pytest.mark.rule("CHY-ENC-07", "CHY-ENC-01")
def test_the_surprise_attack_uses_the_darkness_number_in_darkness(state):
    set_hand(state, 0, ["a", "b", "c"])  # 3 cards: a Rotstalk's light number 3 does not surprise, its dark 4 does
    encounter(state, "rotstalk_1")
    assert entries(state.log, "no_surprise")
    state.intruders = []
    power(state, S02=False)
    encounter(state, "rotstalk_2")
    assert entries(state.log, "surprise_attack")[-1].args["number"] == 4


@pytest.mark.rule("CHY-ROT-07")
def test_with_no_rotstalk_on_the_board_those_not_in_combat_come_home_and_one_is_placed(state):
    c = chytrids(state)
    c.ring = [False] * 8
    far = put_intruder(state, "rotstalk", "L003")
    held = put_intruder(state, "rotstalk", "L025")  # in Combat with the second character
    for room in ("L004", "L005", "L006", "L007", "L009", "L010"):
        put_intruder(state, "rotstalk", room)
    encounter(state, "rotstalk_1")
    assert far not in state.intruders and held in state.intruders
    assert sum(1 for i in state.intruders if i.kind == "rotstalk") == 2
    assert entries(state.log, "rotstalks_recalled")[-1].args["count"] == 7


@pytest.mark.rule("CHY-ROT-08")
def test_with_every_rotstalk_killed_the_token_brings_nothing(state):
    c = chytrids(state)
    c.ring = [False] * 8
    c.rotstalks_killed = 8
    encounter(state, "rotstalk_1")
    assert not state.intruders and "rotstalk_1" in state.supply and not state.noise


@pytest.mark.rule("CHY-ENC-02", "CHY-NEC-02", "CHY-ENC-05")
def test_a_necrocap_token_places_a_necrocap_only_on_growth_else_a_sporeling_and_noise(state):
    encounter(state, "necrocap_1")
    assert not state.intruders and ROOM in chytrids(state).sporeling_rooms
    assert {"LC20", "LC21", "LC24"} <= set(state.noise) and not entries(state.log, "encounter")[1:]
    assert "necrocap_1" in state.supply
    encounter(state, "necrocap_2")
    assert [i.kind for i in state.intruders] == ["necrocap"]


@pytest.mark.rule("CHY-NEC-08", "CHY-NEC-02")
def test_with_every_necrocap_on_the_map_its_token_acts_as_no_growth(state):
    mycelium_in(state, ROOM)
    for room in ("L001", "L002", "L003"):
        put_intruder(state, "necrocap", room)
    encounter(state, "necrocap_1")
    assert sum(1 for i in state.intruders if i.kind == "necrocap") == 3 and "LC20" in state.noise


@pytest.mark.rule("CHY-ENC-03", "CHY-QN-02")
def test_a_queen_token_places_her_on_growth_and_leaves_her_board(state):
    mycelium_in(state, ROOM)
    encounter(state, "chytrid_queen_1")
    assert [i.kind for i in state.intruders] == ["chytrid_queen"] and not chytrids(state).queen_home


@pytest.mark.rule("CHY-QN-03")
def test_the_queen_on_the_map_and_free_moves_to_the_new_room(state):
    sporeling_in(state, ROOM)
    queen = queen_out(state, "L003")
    encounter(state, "chytrid_queen_1")
    assert queen.room == ROOM and len(state.intruders) == 1


@pytest.mark.rule("CHY-QN-03", "CHY-ENC-06")
def test_the_queen_in_combat_elsewhere_stays_and_nothing_happens(state):
    sporeling_in(state, ROOM)
    queen = queen_out(state, "L025")  # with the second character
    log = encounter(state, "chytrid_queen_1")
    assert queen.room == "L025" and not entries(log, "surprise_attack") and "chytrid_queen_1" in state.supply


@pytest.mark.rule("CHY-QN-12", "CHY-QN-13")
def test_after_her_death_a_queen_token_grows_the_leftmost_lab_sporeling(state):
    chytrids(state).queen_killed = True
    mycelium_in(state, ROOM)
    encounter(state, "chytrid_queen_1")
    assert not state.intruders and lab_levels(state)[0] == "P2" and "chytrid_queen_1" in state.supply


@pytest.mark.rule("CHY-ENC-04")
def test_the_blank_puts_noise_in_every_corridor_and_goes_back_into_the_bag(state):
    encounter(state, "blank_1")
    assert {"LC20", "LC21", "LC24"} <= set(state.noise) and state.bag == ["blank_1"] and not state.intruders


# --- bag development (Event step 10) --------------------------------------------------------------------------

def develop(state, token: str) -> list:
    state.bag = [token]
    state.supply = [t for t in state.supply if t != token]
    return step(state, "ev_bag")


@pytest.mark.rule("CHY-BAG-01", "CHY-BAG-02")
@pytest.mark.parametrize("token", ["rotstalk_1", "necrocap_1"])
def test_a_rotstalk_or_necrocap_token_makes_everyone_not_in_combat_roll_for_noise(state, token):
    rotstalk_out(state, "L025")  # the second character is in Combat
    log = develop(state, token)
    assert entries(log, "all_roll_noise") and state.bag == [token]
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0]
    assert [e.args["seat"] for e in entries(log, "noise_roll_skipped")] == [1]


@pytest.mark.rule("CHY-BAG-03", "CHY-BAG-05")
def test_a_queen_token_sows_a_sporeling_in_every_room_next_to_her(state):
    queen_out(state, "L003")  # L003 joins L002, L006, L007 (and a Technical Corridor)
    develop(state, "chytrid_queen_1")
    assert {"L002", "L006", "L007"} <= set(chytrids(state).sporeling_rooms)
    placed = [e.args["room"] for e in entries(state.log, "sporeling_placed")]
    assert placed == sorted(placed)


@pytest.mark.rule("CHY-BAG-03")
def test_a_queen_token_with_her_off_the_map_grows_the_leftmost_lab_sporeling(state):
    develop(state, "chytrid_queen_1")
    assert lab_levels(state)[0] == "P2" and state.bag == ["chytrid_queen_1"]


@pytest.mark.rule("CHY-BAG-04", "CHY-ROT-10", "CHY-QB-04")
def test_the_blank_returns_every_set_aside_token_and_one_killed_rotstalk(state):
    c = chytrids(state)
    c.ring = [False, False, False, True, True, True, True, True]
    c.rotstalks_killed = 2
    put_intruder(state, "rotstalk", "L001")  # out of the ring: 2 killed and 1 on the map
    state.bag = ["blank_1"]
    state.supply = ["rotstalk_1", "necrocap_1"]
    step(state, "ev_bag")
    assert sorted(state.bag) == ["blank_1", "necrocap_1", "rotstalk_1"] and state.supply == []
    assert c.rotstalks_killed == 1 and c.ring[2] is True  # the lowest-value free space: number 3


@pytest.mark.rule("CHY-ROT-07", "CHY-BAG-01")
def test_a_rotstalk_token_in_bag_development_with_the_board_empty_calls_them_home(state):
    c = chytrids(state)
    c.ring = [False] * 8
    for room in ("L001", "L002", "L003", "L004", "L005", "L006", "L007", "L009"):
        put_intruder(state, "rotstalk", room)
    develop(state, "rotstalk_1")
    assert not state.intruders and all(c.ring)
