"""Found and crafted weapons' own rules and the Captain's Just Die Already (PUB-COMBAT-05, PUB-INJ-01; T10, T14)."""

import pytest

from tests.engine.card_helpers import HIGH_BLOOD, ready
from tests.engine.factories import act, choose, entries, put_intruder, reask, top


def armed(weapon, ammo, kind="adult", character="scout"):
    state = ready(character, hand=[f"{character}_rest", f"{character}_demolition"])
    state.characters[0].weapons[weapon] = ammo
    target = put_intruder(state, kind, "R06")
    top(state.attack_deck, *HIGH_BLOOD)
    return reask(state), target


@pytest.mark.rule("PUB-COMBAT-05")
def test_prototype_pistol_may_reroll_each_roll_once(script):
    state, adult = armed("prototype_pistol_1", 3)
    script.rolls("blank", "single")

    act(state, "shoot", "prototype_pistol_1", str(adult.id))
    choose(state, "reroll")

    assert adult.injuries == 1 and state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-COMBAT-05")
def test_prototype_rifle_may_spend_one_more_ammo_on_a_double_for_one_more_injury(script):
    state, adult = armed("prototype_rifle_1", 3)
    script.rolls("double")

    act(state, "shoot", "prototype_rifle_1", str(adult.id))
    choose(state, "spend_ammo")

    assert adult.injuries == 3 and state.characters[0].weapons["prototype_rifle_1"] == 1


@pytest.mark.rule("PUB-COMBAT-05")
@pytest.mark.parametrize("face,kind,injuries", [("adult", "breeder", 1), ("single", "adult", 2),
                                                ("double", "adult", 3), ("blank", "adult", 0)])
def test_prototype_shotgun_deals_at_least_one_and_one_more_on_a_crosshair(script, face, kind, injuries):
    state, target = armed("prototype_shotgun_1", 2, kind)
    script.rolls(face)

    act(state, "shoot", "prototype_shotgun_1", str(target.id))

    assert target.injuries == injuries


@pytest.mark.rule("PUB-COMBAT-05", "PUB-FIRE-01")
@pytest.mark.parametrize("face,injuries,fire", [("creeper", 1, []), ("double", 2, ["R06"])])
def test_flamethrower_deals_at_least_one_and_a_double_starts_a_fire(script, face, injuries, fire):
    state, adult = armed("flamethrower_1", 4)
    script.rolls(face)

    act(state, "shoot", "flamethrower_1", str(adult.id))

    assert adult.injuries == injuries and state.fire == fire


@pytest.mark.rule("PUB-COMBAT-05", "PUB-INJ-01")
def test_just_die_already_shoots_again_for_free_and_checks_injuries_after_the_last_shot(script):
    state, adult = armed("six_shooter", 6, character="captain")
    script.rolls("single", "adult", "blank")

    new = act(state, "shoot", "six_shooter", str(adult.id))
    assert adult.injuries == 1 and not entries(new, "injury_check")
    new += choose(state, "shoot_again")
    assert adult.injuries == 2
    new += choose(state, "shoot_again")  # a miss ends the series

    assert len(entries(new, "injury_check")) == 1
    assert state.characters[0].weapons["six_shooter"] == 3
    assert state.actions_this_round == 1 and len(state.characters[0].hand) == 1


@pytest.mark.rule("PUB-WEAK-03", "PUB-COMBAT-05")
def test_with_vulnerability_to_fire_a_flamethrower_hit_deals_one_more_injury(script):
    from tests.engine.combat_helpers import reveal

    state, adult = armed("flamethrower_1", 4)
    reveal(state, "vulnerability_to_fire")
    script.rolls("creeper")  # no hit on an Adult by the table, at least 1 for the Flamethrower

    act(state, "shoot", "flamethrower_1", str(adult.id))

    assert adult.injuries == 2
