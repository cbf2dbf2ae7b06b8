"""Characters attacking: Shoot, Melee Attack, weapons, attacks on Eggs (PUB-COMBAT-01..10)."""

from collections import Counter

import pytest

from engine import rng
from engine.catalog import cat
from engine.decisions import Choice
from engine.species.intruders.state import hive
from tests.engine.combat_helpers import NEST, act, board, entries, hand, reask, reveal, step
from tests.engine.factories import place, put_intruder, top

# Two cards whose blood (6 + 6) no Intruder in these tests reaches: a hit Intruder survives its check.
HIGH_BLOOD = ("bite_3", "scratch_4")


def scout_in_combat(kind="adult", injuries=0):
    """The Scout (Rifle: no special rule) in R06 with one Intruder; high-blood cards on the Attack deck."""
    state = board(characters=["scout"])
    place(state, 0, "R06")
    intruder = put_intruder(state, kind, "R06", injuries)
    top(state.attack_deck, *HIGH_BLOOD)
    return state, intruder


def shoot(state, script, intruder, face, weapon="rifle"):
    script.rolls(face)
    return step(state, "shoot", 0, weapon, str(intruder.id))


@pytest.mark.rule("PUB-COMBAT-01")
def test_character_with_an_intruder_in_its_room_may_shoot_melee_or_escape():
    state, adult = scout_in_combat()
    reask(state)

    options = state.pending.options

    assert Choice("shoot", ("rifle", str(adult.id))) in options
    assert Choice("melee", (str(adult.id),)) in options
    assert Choice("move", ("R07", "K09")) in options  # an Escape
    assert not [o for o in options if o.kind == "careful"]


@pytest.mark.rule("PUB-COMBAT-01")
def test_character_out_of_combat_has_no_attack_to_make():
    state = board(characters=["scout"])
    place(state, 0, "R06")
    put_intruder(state, "adult", "R07")
    reask(state)

    kinds = {o.kind for o in state.pending.options}

    assert "shoot" not in kinds and "melee" not in kinds
    assert "careful" in kinds


@pytest.mark.rule("PUB-COMBAT-02")
def test_shoot_costs_one_card_and_one_ammo_then_rolls_the_combat_die(script):
    state, adult = scout_in_combat()
    ch = hand(state, 0, actions=3)
    reask(state)
    script.rolls("blank")

    new = act(state, "shoot", "rifle", str(adult.id))

    assert len(ch.hand) == 2
    assert ch.weapons["rifle"] == 3
    shot = entries(new, "shot")
    assert shot[0].rule == "PUB-COMBAT-02" and shot[0].args["face"] == "blank" and shot[0].args["ammo"] == 3


@pytest.mark.rule("PUB-COMBAT-02")
def test_a_weapon_without_ammo_cannot_shoot():
    state, adult = scout_in_combat()
    state.characters[0].weapons["rifle"] = 0
    reask(state)

    kinds = {o.kind for o in state.pending.options}

    assert "shoot" not in kinds and "melee" in kinds


@pytest.mark.rule("PUB-COMBAT-02")
def test_only_an_intruder_in_your_room_can_be_shot():
    state, adult = scout_in_combat()
    other = put_intruder(state, "adult", "R07")
    reask(state)

    targets = {o.args[1] for o in state.pending.options if o.kind == "shoot"}

    assert targets == {str(adult.id)} and str(other.id) not in targets


TABLE = {  # face -> injuries against larva, creeper, adult, breeder, queen (the result table)
    "blank": (0, 0, 0, 0, 0),
    "creeper": (1, 1, 0, 0, 0),
    "adult": (1, 1, 1, 0, 0),
    "single": (1, 1, 1, 1, 1),
    "double": (2, 2, 2, 2, 2),
}
KINDS = ("larva", "creeper", "adult", "breeder", "queen")


@pytest.mark.rule("PUB-COMBAT-03")
@pytest.mark.parametrize("face", sorted(TABLE))
@pytest.mark.parametrize("kind", KINDS)
def test_combat_die_result_table(script, face, kind):
    state, intruder = scout_in_combat(kind)
    expected = TABLE[face][KINDS.index(kind)]

    new = shoot(state, script, intruder, face)

    if expected == 0:
        assert entries(new, "miss")[0].rule == "PUB-COMBAT-03"
        assert intruder in state.intruders and intruder.injuries == 0
    elif kind == "larva":
        assert entries(new, "intruder_killed") and not state.intruders
    else:
        assert intruder.injuries == expected


class DieRecorder:
    def __init__(self, monkeypatch, face):
        self.dice = []
        self.face = face
        monkeypatch.setattr(rng, "roll", self._roll)

    def _roll(self, holder, faces):
        self.dice.append(list(faces))
        return self.face


@pytest.mark.rule("PUB-COMBAT-04")
@pytest.mark.parametrize("action", ["shoot", "melee"])
def test_the_combat_die_has_blank_creeper_two_adults_single_and_double(monkeypatch, action):
    state, adult = scout_in_combat()
    recorder = DieRecorder(monkeypatch, "blank")
    args = ("rifle", str(adult.id)) if action == "shoot" else (str(adult.id),)

    step(state, action, 0, *args)

    assert len(recorder.dice) == 1
    assert Counter(recorder.dice[0]) == {"blank": 1, "creeper": 1, "adult": 2, "single": 1, "double": 1}


@pytest.mark.rule("PUB-COMBAT-05", "PUB-INJ-01")
def test_a_hit_puts_injury_markers_then_makes_the_injury_effect_check(script):
    state, adult = scout_in_combat()

    new = shoot(state, script, adult, "single")

    kinds = [e.kind for e in new]
    assert kinds.index("intruder_injured") < kinds.index("injury_check")
    assert entries(new, "intruder_injured")[0].rule == "PUB-COMBAT-05"
    assert adult.injuries == 1


WEAPON_RULES = [  # character, weapon, face, injuries dealt to an Adult
    ("captain", "six_shooter", "double", 3),  # a double crosshair deals 1 extra Injury
    ("captain", "six_shooter", "single", 1),
    ("mechanic", "sawed_off_shotgun", "single", 2),  # an unmodified single counts as a double
    ("mechanic", "sawed_off_shotgun", "adult", 1),
    ("pilot", "shotgun", "adult", 2),  # at least 1 Injury: 1 more
    ("pilot", "shotgun", "blank", 0),
    ("scientist", "pistol", "double", 1),  # an unmodified double counts as a single
    ("scout", "rifle", "double", 2),  # no special rule
    ("soldier", "assault_rifle", "single", 2),  # at least 1 Injury: 1 more
    ("soldier", "assault_rifle", "creeper", 0),
]


@pytest.mark.rule("PUB-COMBAT-05")
@pytest.mark.parametrize("character,weapon,face,injuries", WEAPON_RULES)
def test_the_starting_weapons_own_rule_changes_the_result(script, character, weapon, face, injuries):
    state = board(characters=[character])
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, face, weapon)

    assert adult.injuries == injuries


@pytest.mark.rule("PUB-COMBAT-05", "PUB-INJ-11")
def test_a_face_changed_by_a_weakness_is_not_an_unmodified_result(script):
    state = board(characters=["mechanic"])
    reveal(state, "vital_places")
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, "blank", "sawed_off_shotgun")  # Blank -> single by Vital Places only

    assert adult.injuries == 1


@pytest.mark.rule("PUB-COMBAT-06")
def test_melee_costs_a_card_and_puts_a_contamination_card_in_the_discard_pile(script):
    state, adult = scout_in_combat()
    ch = hand(state, 0, actions=1)
    cont_deck = len(state.contamination_deck)
    reask(state)
    script.rolls("single")

    new = act(state, "melee", str(adult.id))

    assert ch.hand == [] and ch.weapons["rifle"] == 4
    assert len(state.contamination_deck) == cont_deck - 1
    assert ch.discard[-1].startswith("cont_")
    assert entries(new, "contamination_gained")[0].rule == "PUB-COMBAT-06"
    assert adult.injuries == 1 and not ch.serious


@pytest.mark.rule("PUB-COMBAT-06")
def test_melee_double_crosshair_deals_only_one_injury(script):
    state, adult = scout_in_combat()
    script.rolls("double")

    step(state, "melee", 0, str(adult.id))

    assert adult.injuries == 1


@pytest.mark.rule("PUB-COMBAT-06")
@pytest.mark.parametrize("face", ["blank", "creeper"])
def test_melee_miss_gives_the_attacker_a_serious_wound(script, face):
    state, adult = scout_in_combat()
    top(state.wound_deck, "leg_1")
    script.rolls(face)

    new = step(state, "melee", 0, str(adult.id))

    assert adult.injuries == 0
    assert state.characters[0].serious == ["leg_1"]
    assert entries(new, "serious_wound")[0].rule == "PUB-COMBAT-06"


@pytest.mark.rule("PUB-COMBAT-08")
@pytest.mark.parametrize("character", ["captain", "mechanic", "pilot", "scientist", "scout", "soldier"])
def test_starting_weapon_starts_with_full_ammo(character):
    state = board(characters=[character])
    weapon = cat(state).characters[character].weapon

    assert state.characters[0].weapons == {weapon.id: weapon.ammo}


@pytest.mark.rule("PUB-COMBAT-10", "PUB-NEST-04")
@pytest.mark.parametrize("face,destroyed", [("blank", 0), ("creeper", 1), ("single", 1), ("double", 2)])
def test_shooting_the_eggs_destroys_eggs_then_makes_a_noise_roll(script, face, destroyed):
    state = board(characters=["scout"])
    place(state, 0, NEST)
    hand(state, 0, actions=1)
    reask(state)
    eggs = hive(state).eggs
    script.rolls(face, "silence")

    new = act(state, "shoot", "rifle", "eggs")

    assert hive(state).eggs == eggs - destroyed
    assert entries(new, "noise_roll")


@pytest.mark.rule("PUB-COMBAT-10", "PUB-NEST-04")
def test_melee_miss_against_the_eggs_gives_no_wound_and_no_contamination(script):
    state = board(characters=["scout"])
    place(state, 0, NEST)
    ch = hand(state, 0, actions=1)
    reask(state)
    cont_deck = len(state.contamination_deck)
    eggs = hive(state).eggs
    script.rolls("blank", "silence")

    act(state, "melee", "eggs")

    assert hive(state).eggs == eggs
    assert not ch.serious and ch.light_wounds == 0
    assert len(state.contamination_deck) == cont_deck
    assert not [c for c in ch.discard if c.startswith("cont_")]


@pytest.mark.rule("PUB-COMBAT-10", "PUB-NEST-04")
def test_melee_hit_against_the_eggs_destroys_one_egg(script):
    state = board(characters=["scout"])
    place(state, 0, NEST)
    eggs = hive(state).eggs
    script.rolls("double", "silence")

    step(state, "melee", 0, "eggs")

    assert hive(state).eggs == eggs - 1


@pytest.mark.rule("PUB-COMBAT-01")
def test_the_intruder_in_combat_attacks_in_the_event_phase_not_after_a_missed_shot(script):
    state, adult = scout_in_combat()
    hand(state, 0, actions=3)
    reask(state)
    script.rolls("blank")
    during_round = act(state, "shoot", "rifle", str(adult.id))
    top(state.attack_deck, "scratch_1")

    event_step = step(state, "ev_attacks")

    assert not entries(during_round, "intruder_attacks")
    assert [e.args["reason"] for e in entries(event_step, "intruder_attacks")] == ["event"]
