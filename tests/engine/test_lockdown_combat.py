"""The Advantage die and the Facility's Shoot and Melee (LD-COMBAT-*, LD-ACT-15, LD-ACT-16; T15): a Shoot in a
powered Section rolls the Advantage die, in Darkness or on a staircase the Combat die, a Melee always the Combat
die; the Advantage die's two own results trade an Action card for Injuries."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import opt
from tests.engine.factories import choose, entries, place, put_intruder, reask, set_hand, step, top
from tests.engine.lockdown_helpers import STAIRCASES, facility, power

HIGH_BLOOD = ("bite_3", "scratch_4")  # the Intruders' Attack cards with high blood: a hit Adult survives its check
ROOM = "L016"  # Section S-02 (the Power Generator in the fixed layout)
GUN = "ld_pistol_1"  # a Pistol of the Facility's blue deck, loaded


def soldier_in_combat(lit: bool = True, room: str = ROOM):
    state = facility(species="intruders", characters=["soldier"])
    power(state, S02=lit)
    place(state, 0, room)
    adult = put_intruder(state, "adult", room)
    top(state.attack_deck, *HIGH_BLOOD)
    set_hand(state, 0, ["soldier_rest", "soldier_demolition"])
    state.characters[0].weapons = {GUN: 3}
    return state, adult


def shoot(state, script, adult, face):
    script.rolls(face)
    return step(state, "shoot", 0, GUN, str(adult.id))


def injured(log) -> list[int]:
    return [e.args["amount"] for e in entries(log, "intruder_injured")]


@pytest.mark.rule("LD-COMBAT-03", "LD-ACT-15")
def test_a_shot_in_a_powered_section_rolls_the_advantage_die(script):
    state, adult = soldier_in_combat(lit=True)

    log = shoot(state, script, adult, "advantage_one")  # the script fails on a face the rolled die lacks

    assert [e.rule for e in entries(log, "advantage_die")] == ["LD-COMBAT-03"]
    assert entries(log, "shot")[0].args["face"] == "advantage_one"
    assert opt(state, "advantage_die") != opt(state, "combat_die")


@pytest.mark.rule("LD-COMBAT-03", "LD-ACT-15", "LD-COMBAT-01", "LD-COMBAT-02")
def test_a_shot_in_darkness_rolls_the_combat_die_and_its_faces_hit_as_in_nemesis(script):
    state, adult = soldier_in_combat(lit=False)

    with pytest.raises(AssertionError, match="not on this die"):
        shoot(state, script, adult, "advantage_one")
    state, adult = soldier_in_combat(lit=False)
    log = shoot(state, script, adult, "double")

    assert not entries(log, "advantage_die")
    assert opt(state, "combat_die") == ["blank", "creeper", "adult", "adult", "single", "double"]
    assert injured(log) == [2]


@pytest.mark.rule("LD-COMBAT-03", "LD-STAIR-02", "LD-STAIR-04")
def test_a_staircase_has_no_power_so_a_shot_there_rolls_the_combat_die(script):
    state, adult = soldier_in_combat(lit=True, room=STAIRCASES[0])
    power(state, S01=True, S02=True, S03=True)

    log = shoot(state, script, adult, "blank")  # the Combat die's miss face

    assert not entries(log, "advantage_die")
    assert injured(log) == []
    assert entries(log, "miss")


@pytest.mark.rule("LD-COMBAT-03", "LD-ACT-16", "LD-COMBAT-05")
def test_melee_never_rolls_the_advantage_die_and_a_miss_costs_a_serious_wound(script):
    state, adult = soldier_in_combat(lit=True)
    ch = state.characters[0]

    with pytest.raises(AssertionError, match="not on this die"):
        script.rolls("advantage_two")
        step(state, "melee", 0, str(adult.id))
    state, adult = soldier_in_combat(lit=True)
    ch = state.characters[0]
    script.faces.clear()
    script.rolls("creeper")
    log = step(state, "melee", 0, str(adult.id))

    assert not entries(log, "advantage_die")
    assert entries(log, "melee_miss")
    assert len(ch.serious) == 1 and entries(log, "serious_wound")
    assert any(c.startswith("cont_") for c in ch.discard)


@pytest.mark.rule("LD-COMBAT-05")
def test_a_double_in_melee_deals_only_one_injury(script):
    state, adult = soldier_in_combat(lit=True)
    script.rolls("double")

    log = step(state, "melee", 0, str(adult.id))

    assert injured(log) == [1]


@pytest.mark.rule("LD-COMBAT-03")
def test_discard_for_one_deals_one_injury_for_an_action_card_or_nothing_without(script):
    state, adult = soldier_in_combat()
    ch = state.characters[0]
    shoot(state, script, adult, "advantage_one")
    options = {(o.kind, o.args) for o in state.pending.options}
    assert options == {("discard", ("soldier_demolition",)), ("discard", ("soldier_rest",)), ("keep", ())}

    log = choose(state, "discard", "soldier_rest")

    assert ch.hand == ["soldier_demolition"] and "soldier_rest" in ch.discard
    assert injured(log) == [1]

    state, adult = soldier_in_combat()
    shoot(state, script, adult, "advantage_one")
    log = choose(state, "keep")

    assert injured(log) == [] and entries(log, "miss")
    assert len(state.characters[0].hand) == 2


@pytest.mark.rule("LD-COMBAT-03")
def test_one_or_discard_for_two_deals_one_injury_or_two_for_an_action_card(script):
    state, adult = soldier_in_combat()
    shoot(state, script, adult, "advantage_two")
    assert injured(choose(state, "keep")) == [1]

    state, adult = soldier_in_combat()
    shoot(state, script, adult, "advantage_two")
    assert injured(choose(state, "discard", "soldier_demolition")) == [2]
    assert state.characters[0].hand == ["soldier_rest"]


@pytest.mark.rule("LD-COMBAT-03", "LD-ACT-02")
def test_contamination_cards_cannot_buy_the_advantage_and_an_empty_hand_gets_the_plain_result(script):
    state, adult = soldier_in_combat()
    set_hand(state, 0, ["cont_1"])

    log = shoot(state, script, adult, "advantage_two")

    assert state.pending is None or state.pending.kind != "choose_option"
    assert [e.kind for e in entries(log, "advantage_no_card")] == ["advantage_no_card"]
    assert injured(log) == [1]
    assert state.characters[0].hand == ["cont_1"]


@pytest.mark.rule("LD-COMBAT-03")
def test_an_illegal_advantage_answer_is_refused_and_changes_nothing(script):
    state, adult = soldier_in_combat()
    shoot(state, script, adult, "advantage_one")
    before = list(state.characters[0].hand)

    with pytest.raises(api.IllegalChoice):
        choose(state, "discard", "cont_1")

    assert state.characters[0].hand == before and adult.injuries == 0


@pytest.mark.rule("LD-COMBAT-04", "LD-ACT-15")
def test_shoot_spends_one_ammo_and_is_offered_only_in_combat():
    state, adult = soldier_in_combat()
    reask(state)
    assert ("shoot", (GUN, str(adult.id))) in {(o.kind, o.args) for o in state.pending.options}

    state.intruders.clear()
    reask(state)
    assert not [o for o in state.pending.options if o.kind in ("shoot", "melee")]


@pytest.mark.rule("LD-COMBAT-04")
def test_the_weapon_rule_reads_the_faces_the_combat_die_shares_with_the_advantage_die(script):
    state, adult = soldier_in_combat()
    ammo = state.characters[0].weapons[GUN]

    log = shoot(state, script, adult, "single")

    assert state.characters[0].weapons[GUN] == ammo - 1
    assert sum(injured(log)) >= 1


@pytest.mark.rule("LD-COMBAT-03")
def test_the_advantage_choice_reads_as_a_card_for_an_injury(script):
    from engine.choice_text import describe_choice

    state, adult = soldier_in_combat()
    shoot(state, script, adult, "advantage_one")
    texts = [describe_choice(o, state) for o in state.pending.options]

    assert "Keep your cards and take the plain result" in texts
    assert any(t.startswith("Discard") and "Advantage" in t for t in texts)


# --- The Facility's weapons (LD-COMBAT-04, T12) -----------------------------------------------------------------

def armed(weapon: str, kind: str = "adult", lit: bool = False):
    state, _adult = soldier_in_combat(lit=lit)
    state.intruders.clear()
    target = put_intruder(state, kind, ROOM)
    state.characters[0].weapons = {weapon: 3}
    return state, target


def fire_with(state, script, weapon, target, face):
    script.rolls(face)
    return step(state, "shoot", 0, weapon, str(target.id))


@pytest.mark.rule("LD-COMBAT-04")
def test_the_pistol_counts_a_larva_creeper_result_as_the_adult_one(script):
    state, adult = armed(GUN)

    assert injured(fire_with(state, script, GUN, adult, "creeper")) == [1]


@pytest.mark.rule("LD-COMBAT-04")
@pytest.mark.parametrize(("kind", "dealt"), [("creeper", [2]), ("adult", [1])])
def test_the_nailgun_turns_one_injury_into_two_against_a_larva_or_creeper(script, kind, dealt):
    state, target = armed("ld_nailgun", kind)

    assert injured(fire_with(state, script, "ld_nailgun", target, "single")) == dealt


@pytest.mark.rule("LD-COMBAT-04")
@pytest.mark.parametrize(("kind", "dealt"), [("adult", [2]), ("breeder", [1])])
def test_the_smg_adds_one_when_it_hurts_a_larva_creeper_or_adult(script, kind, dealt):
    state, target = armed("ld_smg", kind)

    assert injured(fire_with(state, script, "ld_smg", target, "single")) == dealt


@pytest.mark.rule("LD-COMBAT-04")
def test_the_flamethrower_deals_at_least_one_and_its_larva_creeper_result_sets_the_room_on_fire(script):
    state, adult = armed("ld_flamethrower_1")
    assert injured(fire_with(state, script, "ld_flamethrower_1", adult, "creeper")) == [1]
    assert ROOM in state.fire

    state, adult = armed("ld_flamethrower_1")
    assert injured(fire_with(state, script, "ld_flamethrower_1", adult, "blank")) == []
    assert ROOM not in state.fire


@pytest.mark.rule("LD-COMBAT-03", "LD-COMBAT-04")
def test_an_advantage_result_is_no_symbol_but_the_assault_rifles_extra_injury_still_adds(script):
    state, adult = armed("ld_assault_rifle", lit=True)
    fire_with(state, script, "ld_assault_rifle", adult, "advantage_two")

    assert injured(choose(state, "keep")) == [2]  # 1, and the rifle's 1 more

    state, adult = armed("ld_pistol_1", lit=True)
    fire_with(state, script, "ld_pistol_1", adult, "advantage_one")
    assert injured(choose(state, "keep")) == []  # no Larva/Creeper symbol for the Pistol to read


@pytest.mark.rule("LD-COMBAT-03")
def test_a_reroll_of_an_advantage_shot_rolls_the_advantage_die_again(script):
    state, adult = soldier_in_combat(lit=True)
    script.rolls("advantage_one")
    step(state, "shoot", 0, GUN, str(adult.id), "aim")  # Taking Aim: the first result may be rolled again
    assert {o.kind for o in state.pending.options} == {"keep", "reroll"}

    script.rolls("advantage_two")  # a face only the Advantage die has
    choose(state, "reroll")
    log = choose(state, "keep")

    assert injured(log) == [1]


@pytest.mark.rule("LD-COMBAT-03", "LD-ACT-15")
def test_a_shot_at_the_nests_eggs_with_power_on_uses_the_advantage_die_and_its_card_trade(script):
    from engine.species.intruders.state import hive

    state = facility(species="night_stalkers", characters=["soldier"])
    nest = "L012"  # the Nest tile of the fixed layout, Section S-02
    power(state, S02=True)
    place(state, 0, nest)
    set_hand(state, 0, ["soldier_rest"])
    state.characters[0].weapons = {GUN: 3}
    hive(state).eggs = 3

    script.rolls("advantage_one")
    step(state, "shoot", 0, GUN, "eggs")
    script.rolls("silence")  # the shot's Noise roll
    choose(state, "discard", "soldier_rest")

    assert hive(state).eggs == 2
    assert state.characters[0].hand == []
