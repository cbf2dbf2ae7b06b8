"""Night Stalkers' injuries and the characters' Contamination and Wounds in Lockdown (lockdown-base.md §9.4, §10,
§15): the kill check by blood, the Retreat arrow, Carcasses, the Nest's Eggs, the Queen's development, Light and
Serious Wounds, death, dressing, the 25-card Serious Wound deck and Contamination that goes under its deck."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat
from engine.effects import gain_contamination
from engine.rules.board import board_neighbours
from engine.rules.contamination import remove_cards
from engine.rules.item_effects import treat
from engine.rules.wounds import light_wound, serious_count, serious_wound
from engine.species.intruders.state import hive
from tests.engine.factories import entries, put_intruder, set_bag, set_hand, stack_attack, step, top
from tests.engine.lockdown_helpers import facility, power

LAB, NEST = "L010", "L012"


def check(state, intruder):
    start = len(state.log)
    hooks.get(state, hooks.Hook.INJURY_CHECK)(state, intruder, "LD-INJ-02")
    from engine.flow import run

    run(state)
    return state.log[start:]


@pytest.mark.rule("LD-INJ-02", "LD-INJ-01", "LD-NS-10")
def test_an_adult_dies_when_the_drawn_cards_blood_is_no_more_than_its_injuries():
    state = facility(1)
    adult = put_intruder(state, "adult", LAB, injuries=2)
    stack_attack(state, "cut_2")  # blood 2
    check(state, adult)
    assert adult not in state.intruders
    adult = put_intruder(state, "adult", LAB, injuries=2)
    stack_attack(state, "cut_3")  # blood 3: it lives on, its Injuries stay
    check(state, adult)
    assert adult in state.intruders and adult.injuries == 2


@pytest.mark.rule("LD-INJ-02")
def test_a_breeder_sums_two_cards_and_a_larva_dies_of_one_injury():
    state = facility(1)
    breeder = put_intruder(state, "breeder", LAB, injuries=4)
    stack_attack(state, "cut_2", "cut_3")  # 2 + 3 = 5 > 4
    check(state, breeder)
    assert breeder in state.intruders
    stack_attack(state, "cut_2", "blood_chase_2")  # 2 + 2 = 4
    check(state, breeder)
    assert breeder not in state.intruders
    larva = put_intruder(state, "larva", LAB, injuries=1)
    deck = list(state.attack_deck)
    check(state, larva)
    assert larva not in state.intruders and state.attack_deck == deck


@pytest.mark.rule("LD-INJ-03", "LD-NS-09", "SGLD-SUP-03")
def test_a_dead_night_stalker_leaves_a_carcass_but_a_larva_leaves_none():
    state = facility(1)
    put_intruder(state, "larva", "L016", injuries=1)
    check(state, state.intruders[-1])
    assert "carcass" not in state.objects.get("L016", [])
    adult = put_intruder(state, "adult", LAB, injuries=5)
    stack_attack(state, "cut_2")
    check(state, adult)
    assert "carcass" in state.objects[LAB]


@pytest.mark.rule("LD-INJ-04", "SGLD-MISC-02")
def test_a_retreat_arrow_sends_it_through_the_first_number_of_an_event_card_with_its_injuries():
    state = facility(1)
    state.characters[0].room = LAB
    adult = put_intruder(state, "adult", LAB, injuries=1)
    stack_attack(state, "cut_1")  # the Retreat arrow
    top(state.event_deck, "kickstopper")  # printed 2 then 4
    log = check(state, adult)
    corridor = cat(state).die_targets[LAB][2]
    assert entries(log, "retreat")[0].args["number"] == 2
    assert adult.room == dict(board_neighbours(state, LAB))[corridor] and adult.injuries == 1


@pytest.mark.rule("LD-NEST-05", "LD-NEST-01")
def test_the_nests_eggs_are_a_target_in_the_explored_nest_and_each_injury_destroys_one():
    state = facility(1)
    assert hive(state).eggs == 5
    targets = hooks.collect(state, hooks.Hook.ROOM_TARGETS)
    assert [t for fn in targets for t in fn(state, NEST)] == ["eggs"]
    assert [t for fn in targets for t in fn(state, LAB)] == []
    hooks.merged(state, hooks.Hook.TARGET_HITS)["eggs"](state, 2, "LD-NEST-05")
    assert hive(state).eggs == 3


@pytest.mark.rule("LD-NEST-02")
def test_the_nest_without_eggs_is_destroyed_and_the_queen_adds_none_to_it():
    state = facility(1)
    hooks.merged(state, hooks.Hook.TARGET_HITS)["eggs"](state, 5, "LD-NEST-05")
    assert hive(state).eggs == 0 and hive(state).nest_destroyed
    hooks.get(state, hooks.Hook.BAG_DEVELOPMENT)(state, "queen_1")
    assert hive(state).eggs == 0


@pytest.mark.rule("LD-NEST-04")
def test_fire_in_the_nest_burns_one_egg_each_fire_damage_step():
    state = facility(1)
    for fn in hooks.collect(state, hooks.Hook.FIRE_DAMAGE):
        fn(state, NEST)
    assert hive(state).eggs == 4
    state.objects[LAB] = ["egg"]
    for fn in hooks.collect(state, hooks.Hook.FIRE_DAMAGE):
        fn(state, LAB)
    assert "egg" not in state.objects[LAB]


@pytest.mark.rule("LD-EVENT-10", "LD-NS-05")
def test_the_queen_token_ambushes_a_character_in_the_nest_or_else_lays_an_egg():
    state = facility(1)
    hooks.get(state, hooks.Hook.BAG_DEVELOPMENT)(state, "queen_1")
    assert hive(state).eggs == 6 and not state.intruders
    state = facility(1)
    power(state, S02=True)
    state.characters[0].room = NEST
    set_hand(state, 0, [])
    state.attack_deck.clear()
    state.attack_discard.clear()
    hooks.get(state, hooks.Hook.BAG_DEVELOPMENT)(state, "queen_1")
    assert [(i.kind, i.room) for i in state.intruders] == [("queen", NEST)]
    assert entries(state.log, "surprise_attack")


@pytest.mark.rule("LD-NS-05", "LD-EVENT-10")
def test_a_larva_token_grows_into_an_adult_and_a_creeper_into_a_breeder():
    state = facility(1)
    set_bag(state)  # the Event step has drawn both tokens out of the bag
    for token in ("larva_1", "creeper_1"):
        hooks.get(state, hooks.Hook.BAG_DEVELOPMENT)(state, token)
    kinds = sorted(cat(state).intruder_tokens[t][0] for t in state.bag)
    assert kinds == ["adult", "breeder"]


@pytest.mark.rule("LD-WOUND-01")
def test_the_third_light_wound_becomes_a_serious_wound():
    state = facility(1)
    ch = state.characters[0]
    light_wound(state, ch, 2, "LD-WOUND-01")
    assert ch.light_wounds == 2 and serious_count(ch) == 0
    light_wound(state, ch, 1, "LD-WOUND-01")
    assert ch.light_wounds == 0 and serious_count(ch) == 1


@pytest.mark.rule("LD-WOUND-02", "LD-WOUND-06")
def test_serious_wounds_come_face_up_from_a_deck_of_five_of_each_of_five_types():
    state = facility(1)
    kinds = [cat(state).wounds[w].kind for w in state.wound_deck]
    assert len(kinds) == 25 and {k: kinds.count(k) for k in set(kinds)} == dict.fromkeys(
        ("arm", "hand", "leg", "body", "bleeding"), 5)
    ch = state.characters[0]
    card = state.wound_deck[-1]
    serious_wound(state, ch, "LD-WOUND-02")
    assert ch.serious == [card]


@pytest.mark.rule("LD-WOUND-03")
def test_a_character_with_three_serious_wounds_dies_of_the_next_wound_leaving_corpse_and_heavy_objects():
    state = facility(2)
    ch = state.characters[0]
    ch.room = LAB
    ch.serious = state.wound_deck[-3:]
    del state.wound_deck[-3:]
    ch.heavy = ["egg"]
    light_wound(state, ch, 1, "LD-WOUND-03")
    assert ch.status == "dead" and {"corpse_0", "egg"} <= set(state.objects[LAB])


@pytest.mark.rule("LD-WOUND-04")
def test_a_dressed_wound_still_counts_and_healing_discards_it():
    state = facility(1)
    ch = state.characters[0]
    serious_wound(state, ch, "LD-WOUND-02")
    card = ch.serious[0]
    treat(state, ch, "dress", card)
    assert ch.serious == [] and ch.dressed == [card] and serious_count(ch) == 1
    treat(state, ch, "heal", card)
    assert serious_count(ch) == 0 and card in state.wound_discard


@pytest.mark.rule("LD-CONTAM-01", "SGLD-CREW-14")
def test_a_contamination_card_goes_onto_the_action_discard_pile():
    state = facility(1)
    ch = state.characters[0]
    top_card = state.contamination_deck[-1]
    gain_contamination(state, ch, "LD-CONTAM-01")
    assert ch.discard[-1] == top_card and top_card not in ch.hand


@pytest.mark.rule("LD-CONTAM-04")
def test_a_removed_contamination_card_goes_under_the_contamination_deck():
    state = facility(1)
    ch = state.characters[0]
    gain_contamination(state, ch, "LD-CONTAM-01")
    card = ch.discard[-1]
    log_start = len(state.log)
    remove_cards(state, ch, [card], "LD-CONTAM-04")
    assert state.contamination_deck[0] == card and card not in state.contamination_removed
    assert entries(state.log[log_start:], "contamination_under_deck")


@pytest.mark.rule("LD-ENC-06")
def test_the_first_encounter_of_the_game_asks_for_the_objective_choice_first():
    state = facility(1)
    state.first_intruder_seen = False
    state.characters[0].room = LAB
    set_bag(state, "adult_1")
    set_hand(state, 0, ["soldier_rest"] * 5)
    step(state, "encounter", LAB, 0)
    assert state.pending is not None and "objective" in str(state.pending.kind).lower()


@pytest.mark.rule("LD-WOUND-05", "LD-WOUND-04")
@pytest.mark.parametrize(("effect", "item"), [("medkit", "ld_medkit_1"), ("medical_stapler", "ld_medical_stapler_1"),
                                              ("clothes", "ld_clothes_1")])
def test_the_facilitys_medical_items_dress_a_serious_wound(effect, item):
    from engine.flow import run
    from engine.rules.registry import item_effect

    state = facility(2)
    ch = state.characters[0]
    serious_wound(state, ch, "LD-WOUND-02")
    card = ch.serious[0]
    ch.items = [item]
    treat_it = item_effect(state, effect)
    assert ("dress", card) in treat_it.options(state, 0, item)
    treat_it.resolve(state, 0, item, ("dress", card))
    run(state)
    assert ch.dressed == [card] and ch.serious == [] and serious_count(ch) == 1


@pytest.mark.rule("LD-INJ-05", "LD-INJ-04")
def test_a_taser_makes_a_night_stalker_retreat_by_an_event_cards_number():
    from engine.flow import run
    from engine.rules.registry import item_effect

    state = facility(2)
    ch = state.characters[0]
    ch.room = LAB
    ch.items = ["ld_taser_1"]
    adult = put_intruder(state, "adult", LAB)
    top(state.event_deck, "kickstopper")  # printed 2 then 4: a Retreat takes the first
    taser = item_effect(state, "taser")
    taser.resolve(state, 0, "ld_taser_1", ("intruder", str(adult.id)))
    run(state)
    assert adult.room == dict(board_neighbours(state, LAB))[cat(state).die_targets[LAB][2]]
    assert "kickstopper" in state.event_discard
