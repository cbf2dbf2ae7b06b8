"""Action cards that move characters or embed a Shoot / Escape (PUB-MOVE-08/09/11/13, PUB-CHAR-07,
PUB-ACT-09/13/14, PUB-ROUND-11; T14)."""

import pytest

from tests.engine.card_helpers import HIGH_BLOOD, ready, uses
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, top


@pytest.mark.rule("PUB-MOVE-11", "PUB-ACT-13")
def test_order_moves_another_character_who_then_makes_its_own_noise_roll(script):
    state = ready("captain", "scout", hand=["captain_order"])
    script.rolls("1")  # R07: 1 -> K09

    assert ("1", "R07", "K09") in uses(state, "captain_order")
    assert not [u for u in uses(state, "captain_order") if u[0] == "0"]
    new = act(state, "card", "captain_order", "1", "R07", "K09")

    assert state.characters[1].room == "R07" and state.characters[0].room == "R06"
    assert [e.args["seat"] for e in entries(new, "noise_roll")] == [1]
    assert state.noise == ["K09"]
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 0)  # resolved before the next action


@pytest.mark.rule("PUB-MOVE-11")
def test_order_with_the_intercom_reaches_a_character_in_a_computer_room():
    state = ready("captain", "scout", hand=["captain_order"])
    place(state, 1, "R08")  # Command Center: a Computer
    reask(state)
    assert uses(state, "captain_order") == []

    state.characters[0].knowledge["intercom"] = "on"
    reask(state)

    assert ("1", "R07", "K11") in uses(state, "captain_order")


@pytest.mark.rule("PUB-MOVE-08")
def test_suppressive_fire_takes_you_out_of_combat_without_attacks(script):
    state = ready("captain", hand=["captain_suppressive_fire"])
    put_intruder(state, "adult", "R06")
    reask(state)
    script.rolls("silence")

    new = act(state, "card", "captain_suppressive_fire", "six_shooter", "0", "R07", "K09")

    assert state.characters[0].room == "R07" and state.characters[0].weapons["six_shooter"] == 5
    assert not entries(new, "intruder_attacks")


@pytest.mark.rule("PUB-MOVE-08")
def test_scout_suppressive_fire_moves_another_character_only_if_it_agrees():
    state = ready("scout", "captain", hand=["scout_suppressive_fire"])
    put_intruder(state, "adult", "R06")
    reask(state)

    act(state, "card", "scout_suppressive_fire", "rifle", "1", "R07", "K09")
    assert (state.pending.kind, state.pending.seat) == ("choose_option", 1)
    choose(state, "no")

    assert state.characters[1].room == "R06" and state.characters[0].weapons["rifle"] == 4


@pytest.mark.rule("PUB-MOVE-09", "PUB-TECH-06", "PUB-ROUND-11")
def test_technical_corridors_explores_ignores_the_door_token_rolls_noise_then_forces_a_pass(script):
    state = ready("mechanic", "scout", room="R05", hand=["mechanic_technical_corridors", "mechanic_rest"])
    state.explored["R14"] = False
    state.exploration["R14"] = 10  # a Door token
    state.fire = ["R14"]
    script.rolls("silence")

    assert ("R21",) in uses(state, "mechanic_technical_corridors")
    assert ("R06",) not in uses(state, "mechanic_technical_corridors")
    new = act(state, "card", "mechanic_technical_corridors", "R14")

    ch = state.characters[0]
    assert ch.room == "R14" and state.explored["R14"]
    assert [e.rule for e in entries(new, "token_no_effect")] == ["PUB-MOVE-09"]
    assert entries(new, "noise_roll")
    assert ch.passed and [e.rule for e in entries(new, "passed")] == ["PUB-ROUND-11"]
    assert ch.light_wounds == 1  # Fire at the end of the round (PUB-FIRE-04)
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 1)


@pytest.mark.rule("PUB-MOVE-08", "PUB-MOVE-06")
def test_reconnaissance_moves_without_noise_roll_and_a_danger_token_does_nothing():
    state = ready("scout", hand=["scout_reconnaissance", "scout_rest"])
    state.explored["R07"] = False
    state.exploration["R07"] = 8  # Danger
    adult = put_intruder(state, "adult", "R08")  # a neighbour of R07
    reask(state)

    new = act(state, "card", "scout_reconnaissance", "R07", "K09")  # no die is scripted: no roll may happen

    assert state.characters[0].room == "R07" and adult.room == "R08"
    assert not entries(new, "noise_roll")


@pytest.mark.rule("PUB-CHAR-07", "PUB-COMBAT-02")
def test_adrenaline_shoots_spending_ammo_then_draws_a_card(script):
    state = ready("scout", hand=["scout_adrenaline"])
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)
    reask(state)
    script.rolls("single")

    act(state, "card", "scout_adrenaline", "shoot", "rifle", str(adult.id))

    ch = state.characters[0]
    assert adult.injuries == 1 and ch.weapons["rifle"] == 3
    assert len(ch.hand) == 1


@pytest.mark.rule("PUB-MOVE-08", "PUB-CHAR-07", "PUB-ACT-09", "PUB-MOVE-12")
def test_adrenaline_escape_is_attacked_and_has_no_leg_wound_surcharge(script):
    state = ready("scout", hand=["scout_adrenaline"])
    state.characters[0].serious = ["leg_1"]
    put_intruder(state, "adult", "R06")
    top(state.attack_deck, "scratch_1")
    reask(state)
    script.rolls("silence")

    assert not [o for o in state.pending.options if o.kind == "move"]  # an Escape costs 2 with a Leg wound
    new = act(state, "card", "scout_adrenaline", "escape", "R07", "K09")

    assert [e.args["reason"] for e in entries(new, "intruder_attacks")] == ["escape"]
    assert state.characters[0].room == "R07" and len(state.characters[0].hand) == 1


@pytest.mark.rule("PUB-MOVE-13", "PUB-MOVE-08")
def test_covering_fire_moves_both_together_with_one_noise_roll_by_the_user(script):
    state = ready("soldier", "scout", hand=["soldier_covering_fire"])
    put_intruder(state, "adult", "R06")
    state.explored["R07"] = False
    state.exploration["R07"] = 16  # Slime: aimed at the card's user
    reask(state)
    script.rolls("silence")  # exactly one roll

    assert ("assault_rifle", "0+1", "R07", "K09") in uses(state, "soldier_covering_fire")
    new = act(state, "card", "soldier_covering_fire", "assault_rifle", "0+1", "R07", "K09")

    assert [ch.room for ch in state.characters] == ["R07", "R07"]
    assert not entries(new, "intruder_attacks")
    assert [e.args["seat"] for e in entries(new, "noise_roll")] == [0]
    assert [ch.slime for ch in state.characters] == [True, False]
    assert state.characters[0].weapons["assault_rifle"] == 4


@pytest.mark.rule("PUB-MOVE-13")
def test_covering_fire_into_an_occupied_room_makes_no_noise_roll():
    state = ready("soldier", "scout", "pilot", hand=["soldier_covering_fire"])
    put_intruder(state, "adult", "R06")
    place(state, 2, "R07")
    reask(state)

    act(state, "card", "soldier_covering_fire", "assault_rifle", "0+1", "R07", "K09")  # no die scripted

    assert [ch.room for ch in state.characters] == ["R07", "R07", "R07"]


@pytest.mark.rule("PUB-CHAR-07", "PUB-COMBAT-05")
def test_taking_aim_may_reroll_the_first_result_only(script):
    state = ready("soldier", hand=["soldier_taking_aim"])
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)
    reask(state)
    script.rolls("blank", "creeper")

    act(state, "card", "soldier_taking_aim", "assault_rifle", str(adult.id))
    assert {o.kind for o in state.pending.options} == {"keep", "reroll"}
    new = choose(state, "reroll")

    assert [e.args["face"] for e in entries(new, "combat_reroll")] == ["creeper"]
    assert adult.injuries == 0 and state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-CHAR-07")
@pytest.mark.parametrize("face,injuries", [("blank", 2), ("single", 4)])
def test_full_auto_spends_every_ammo_for_one_injury_per_two_even_on_a_miss(script, face, injuries):
    state = ready("soldier", hand=["soldier_full_auto"])
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)
    reask(state)
    script.rolls(face)

    act(state, "card", "soldier_full_auto", str(adult.id))

    assert state.characters[0].weapons["assault_rifle"] == 0
    assert adult.injuries == injuries  # 5 Ammo: +2; a single hit of the Assault Rifle deals 1 + 1


@pytest.mark.rule("PUB-ACT-14")
def test_no_attack_option_ever_targets_a_character():
    hand = ["soldier_full_auto", "soldier_taking_aim"]
    state = ready("soldier", "scout", hand=hand)
    adult = put_intruder(state, "adult", "R06")
    reask(state)

    attacks = [o for o in state.pending.options if o.kind in ("shoot", "melee")]
    aimed = uses(state, "soldier_taking_aim") + uses(state, "soldier_full_auto")

    assert attacks and aimed
    assert {o.args[-1] for o in attacks} == {str(adult.id)}
    assert {u[-1] for u in aimed} == {str(adult.id)}
