"""Items and crafting in a 2018 prototype game (base-game.md §5.3-§5.4: BASE-ITEM-*, BASE-CRAFT-*).

The prototype's item names map onto the game's cards: Medical Kit = Medkit, Chemicals, Bandages, Tools; the
digest's proposed Taser recipe (BASE-CRAFT-06, "Tools + Batteries") uses the card that fully reloads a gun,
the Energy Charge (the digest's KNOWN-PUBLISHED note: an electrical component + a tool). Every state is a
prototype game on the fixed test board of tests/engine/combat_helpers.py (R10: the Armory, a red room)."""

import pytest

from engine.catalog import cat, item_card
from tests.engine.combat_helpers import act, board, entries, reask
from tests.engine.factories import choose, place, put_intruder, set_hand, top

CARDS = ["scout_rest", "scout_search_1", "scout_demolition", "scout_adrenaline"]


def scout(items=(), room="R06", cards=CARDS):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, room)
    set_hand(state, 0, list(cards))
    state.characters[0].items = sorted(items)
    return reask(state)


def crafts(state):
    return {o.args for o in state.pending.options if o.kind == "craft"}


# ---- using items (§5.3) ----

@pytest.mark.rule("BASE-ITEM-01", "BASE-ITEM-02")
def test_a_single_use_item_costs_one_action_card_and_is_then_discarded():
    state = scout(items=["synthetic_food_1"])

    act(state, "item", "synthetic_food_1")

    ch = state.characters[0]
    assert "synthetic_food_1" not in ch.items
    assert state.item_discards["green"] == ["synthetic_food_1"]
    assert len([c for c in ch.discard if c in CARDS]) == 1  # one Action card paid


@pytest.mark.rule("BASE-ITEM-01", "BASE-ITEM-03")
def test_a_weapon_is_used_again_and_again_through_shoot_while_in_combat(script):
    state = scout()
    assert not [o for o in state.pending.options if o.kind == "shoot"]  # out of combat: no use
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_3", "scratch_4")
    reask(state)
    script.rolls("blank", "blank")

    act(state, "shoot", "rifle", str(adult.id))
    act(state, "shoot", "rifle", str(adult.id))

    assert state.characters[0].weapons == {"rifle": 2}  # still held, 2 ammo spent


@pytest.mark.rule("BASE-ITEM-05")
def test_a_weapon_found_while_searching_arrives_fully_loaded():
    state = scout(room="R10", cards=["scout_search_1", "scout_rest"])
    state.item_counters["R10"] = 2
    top(state.item_decks["red"], "prototype_rifle_1", "grenade_1")
    reask(state)

    act(state, "card", "scout_search_1")
    choose(state, "keep", "prototype_rifle_1")

    capacity = cat(state).items["prototype_rifle"].weapon.ammo
    assert state.characters[0].weapons["prototype_rifle_1"] == capacity == 6


@pytest.mark.rule("BASE-ITEM-08")
def test_reloading_never_puts_more_ammo_on_a_weapon_than_it_holds():
    state = scout(items=["energy_charge_red_1"])
    ch = state.characters[0]
    ch.weapons["rifle"] = 3
    reask(state)

    act(state, "item", "energy_charge_red_1", "reload", "rifle")

    assert ch.weapons["rifle"] == 4  # the Rifle's capacity
    assert state.item_discards["red"] == ["energy_charge_red_1"]


# ---- crafting (§5.4) ----

@pytest.mark.rule("BASE-CRAFT-02")
def test_crafting_discards_both_items_and_one_action_card_for_the_special_card():
    state = scout(items=["medkit_1", "chemicals_1"])
    ch = state.characters[0]

    new = act(state, "craft", "antidote", "chemicals_1", "medkit_1")

    assert ch.items == ["antidote_1"]
    assert state.item_discards["green"] == ["medkit_1"] and state.item_discards["yellow"] == ["chemicals_1"]
    assert len(ch.hand) == len(CARDS) - 1 and len(ch.discard) == 1
    assert "antidote_1" not in state.item_decks["blue"]
    assert [e.args["item"] for e in entries(new, "item_gained")] == ["antidote_1"]


@pytest.mark.rule("BASE-CRAFT-03")
def test_medical_kit_and_chemicals_make_an_antidote():
    assert ("antidote", "chemicals_1", "medkit_1") in crafts(scout(items=["medkit_1", "chemicals_1"]))
    assert not crafts(scout(items=["medkit_1"]))  # both are needed


@pytest.mark.rule("BASE-CRAFT-04")
def test_bandages_and_chemicals_make_a_molotov_cocktail():
    assert crafts(scout(items=["bandages_1", "chemicals_1"])) == {("molotov_cocktail", "bandages_1", "chemicals_1")}


@pytest.mark.rule("BASE-CRAFT-05")
def test_chemicals_and_tools_make_a_fully_loaded_flamethrower():
    state = scout(items=["chemicals_1", "tools_1"])
    assert ("flamethrower", "chemicals_1", "tools_1") in crafts(state)

    act(state, "craft", "flamethrower", "chemicals_1", "tools_1")

    weapons = state.characters[0].weapons
    flamer = next(w for w in weapons if item_card(w) == "flamethrower")
    assert weapons[flamer] == cat(state).items["flamethrower"].weapon.ammo == 4


@pytest.mark.rule("BASE-CRAFT-06")
def test_tools_and_an_energy_charge_make_a_taser():
    state = scout(items=["tools_1", "energy_charge_yellow_1"])

    assert crafts(state) == {("taser", "energy_charge_yellow_1", "tools_1")}


@pytest.mark.rule("BASE-CRAFT-07")
def test_no_craft_when_no_card_of_that_special_item_is_left():
    state = scout(items=["bandages_1", "chemicals_1"])
    assert crafts(state)
    state.item_decks["blue"] = [c for c in state.item_decks["blue"] if item_card(c) != "molotov_cocktail"]
    reask(state)

    assert not crafts(state)


@pytest.mark.rule("BASE-CRAFT-07")
def test_three_copies_of_each_special_item_are_in_the_supply():
    state = scout()
    blue = [item_card(c) for c in state.item_decks["blue"]]

    assert {card: blue.count(card) for card in set(blue)} == {"antidote": 3, "taser": 3, "flamethrower": 3,
                                                              "molotov_cocktail": 3}
