"""Characters attacking in a 2018 prototype game: Shoot, Melee, the literal Attack die, weapon modifiers, Eggs
and thrown explosives (base-game.md §5.5 and §10: BASE-SHOOT-*, BASE-COMBAT-*).

The prototype's die, read literally (BASE-COMBAT-03, GAP-08): Miss, 1 wound, 2 wounds, Egg/Young x2, Adult.
Every state is a prototype game on the fixed test board of tests/engine/combat_helpers.py."""

from collections import Counter

import pytest

from engine import rng
from engine.catalog import opt
from engine.species.intruders.state import hive
from tests.engine.combat_helpers import NEST, act, board, entries, reask, step
from tests.engine.factories import place, put_intruder, set_hand, top

HIGH_BLOOD = ("bite_3", "scratch_4")  # blood 6 + 6: no Intruder here dies of its check
CARDS = ["scout_rest", "scout_search_1", "scout_demolition", "scout_adrenaline"]
KINDS = ("larva", "creeper", "adult", "breeder", "queen")
# The literal reading: wounds each face deals to a Larva, Creeper, Adult, Breeder, Queen.
TABLE = {
    "blank": (0, 0, 0, 0, 0),
    "single": (1, 1, 1, 1, 1),
    "double": (2, 2, 2, 2, 2),
    "creeper": (1, 1, 0, 0, 0),  # the Egg/Young symbol
    "adult": (0, 0, 1, 0, 0),
}


def fight(kind="adult", character="scout", room="R06"):
    state = board(characters=[character], ruleset="prototype")
    place(state, 0, room)
    set_hand(state, 0, list(CARDS) if character == "scout" else state.characters[0].hand)
    intruder = put_intruder(state, kind, room)
    top(state.attack_deck, *HIGH_BLOOD)
    return reask(state), intruder


def shoot(state, script, intruder, face, weapon="rifle"):
    script.rolls(face)
    return step(state, "shoot", 0, weapon, str(intruder.id))


# ---- Shoot (§5.5) ----

@pytest.mark.rule("BASE-SHOOT-01")
def test_shoot_discards_one_card_and_one_ammo_then_rolls_the_attack_die(script):
    state, adult = fight()
    ch = state.characters[0]
    script.rolls("single")

    new = act(state, "shoot", "rifle", str(adult.id))

    assert len(ch.hand) == len(CARDS) - 1 and ch.weapons["rifle"] == 3
    shot = entries(new, "shot")
    assert [(e.args["target"], e.args["face"]) for e in shot] == [(str(adult.id), "single")]
    assert adult.injuries == 1


@pytest.mark.rule("BASE-SHOOT-02")
def test_only_an_intruder_in_the_same_room_can_be_shot():
    state, adult = fight()
    other = put_intruder(state, "adult", "R07")
    reask(state)

    targets = {o.args[1] for o in state.pending.options if o.kind == "shoot"}

    assert targets == {str(adult.id)} and str(other.id) not in targets


# ---- the Attack die (§10) ----

class DieRecorder:
    def __init__(self, monkeypatch, face):
        self.dice = []
        self.face = face
        monkeypatch.setattr(rng, "roll", self._roll)

    def _roll(self, holder, faces):
        self.dice.append(list(faces))
        return self.face


@pytest.mark.rule("BASE-COMBAT-01", "BASE-COMBAT-03")
@pytest.mark.parametrize("action", ["shoot", "melee"])
def test_shoot_and_melee_roll_the_six_sided_die_with_five_results(monkeypatch, action):
    state, adult = fight()
    dice = DieRecorder(monkeypatch, "blank")
    args = ("rifle", str(adult.id)) if action == "shoot" else (str(adult.id),)

    step(state, action, 0, *args)

    assert len(dice.dice) == 1
    assert Counter(dice.dice[0]) == {"blank": 1, "single": 1, "double": 1, "creeper": 2, "adult": 1}


@pytest.mark.rule("BASE-COMBAT-01")
@pytest.mark.parametrize("face", sorted(TABLE))
@pytest.mark.parametrize("kind", KINDS)
def test_each_result_wounds_the_intruder_types_it_names(script, face, kind):
    state, intruder = fight(kind)
    expected = TABLE[face][KINDS.index(kind)]

    new = shoot(state, script, intruder, face)

    if expected == 0:
        assert entries(new, "miss") and intruder.injuries == 0 and intruder in state.intruders
    elif kind == "larva":
        assert entries(new, "intruder_killed") and intruder not in state.intruders
    else:
        assert intruder.injuries == expected


@pytest.mark.rule("BASE-COMBAT-01")
def test_the_two_wounds_result_deals_only_one_in_melee(script):
    state, adult = fight()
    script.rolls("double")

    step(state, "melee", 0, str(adult.id))

    assert adult.injuries == 1


@pytest.mark.rule("BASE-COMBAT-02")
@pytest.mark.parametrize("kind", ["breeder", "queen"])
def test_queens_and_breeders_are_hit_only_by_the_1_and_2_wounds_results(script, kind):
    hits = []
    for face in opt(board(ruleset="prototype"), "combat_die"):
        state, intruder = fight(kind)
        shoot(state, script, intruder, face)
        hits.append(intruder.injuries > 0)

    assert sum(hits) == 2  # 2 faces of 6


# ---- misses, wounds, modifiers (§10) ----

@pytest.mark.rule("BASE-COMBAT-04")
def test_a_miss_leaves_the_intruder_unharmed_spends_card_and_ammo_and_the_fight_goes_on(script):
    state, adult = fight()
    ch = state.characters[0]
    script.rolls("creeper")  # the Egg/Young symbol: no effect on an Adult

    new = act(state, "shoot", "rifle", str(adult.id))

    assert entries(new, "miss") and adult.injuries == 0 and not entries(new, "injury_check")
    assert len(ch.hand) == len(CARDS) - 1 and ch.weapons["rifle"] == 3
    assert {"shoot", "melee"} <= {o.kind for o in state.pending.options}  # may keep fighting


@pytest.mark.rule("BASE-COMBAT-05")
def test_a_missed_melee_attack_gives_the_attacker_a_serious_wound(script):
    state, adult = fight()
    top(state.wound_deck, "arm_1")
    script.rolls("creeper")

    new = act(state, "melee", str(adult.id))

    assert adult.injuries == 0 and entries(new, "melee_miss")
    assert state.characters[0].serious == ["arm_1"]


@pytest.mark.rule("BASE-COMBAT-05")
def test_a_melee_hit_gives_no_wound_to_the_attacker(script):
    state, adult = fight()
    script.rolls("adult")

    act(state, "melee", str(adult.id))

    ch = state.characters[0]
    assert adult.injuries == 1 and not ch.serious and ch.light_wounds == 0


@pytest.mark.rule("BASE-COMBAT-06")
def test_the_shotgun_adds_a_wound_to_a_hit_then_the_death_check_follows(script):
    state, adult = fight(character="pilot")

    new = shoot(state, script, adult, "adult", weapon="shotgun")

    assert adult.injuries == 2
    kinds = [e.kind for e in new]
    assert kinds.index("intruder_injured") < kinds.index("injury_check")
    assert entries(new, "intruder_injured")[0].args["amount"] == 2


@pytest.mark.rule("BASE-COMBAT-06")
def test_the_shotgun_adds_nothing_to_a_miss(script):
    state, adult = fight(character="pilot")

    shoot(state, script, adult, "creeper", weapon="shotgun")

    assert adult.injuries == 0


# ---- Eggs and thrown explosives (§10) ----

@pytest.mark.rule("BASE-COMBAT-09")
def test_a_missed_melee_attack_on_an_egg_gives_no_serious_wound(script):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, NEST)
    script.rolls("blank", "silence")  # the attack, then the Nest's noise roll

    step(state, "melee", 0, "eggs")

    assert hive(state).eggs == 8 and not state.characters[0].serious


@pytest.mark.rule("BASE-COMBAT-08")
@pytest.mark.parametrize("item", ["grenade_1", "molotov_cocktail_1"])
def test_explosives_cannot_be_thrown_through_a_closed_door(item):
    state, _ = fight()
    state.characters[0].items = [item]
    put_intruder(state, "adult", "R07")  # K09 open
    put_intruder(state, "adult", "R05")  # K07 closed
    state.doors["K07"] = "closed"
    reask(state)

    rooms = {o.args[2] for o in state.pending.options if o.kind == "item" and o.args[1] == "throw"}

    assert "R07" in rooms and "R05" not in rooms
