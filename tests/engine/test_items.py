"""Item decks, Quest Items and the basic Item actions: pick up, drop, trade, craft, activate
(PUB-ITEM-01..13, PUB-HEAVY-01..03, PUB-CRAFT-01..05, PUB-ACT-07/08/12, PUB-SETUP-11)."""

import pytest

from engine.catalog import cat
from engine.decisions import Choice
from engine.maps.nemesis_ship.state import board_pod, ship_state
from engine.rules import objectives
from engine.rules.actions import item_card
from engine.rules.inventory import capacity, free_hands
from engine.rules.items import can_search
from engine.views import view
from tests.engine.factories import act, choose, entries, make_game, put_intruder, reask, step, top
from tests.engine.item_helpers import (
    ARMORY,
    COMMS,
    GREEN,
    STORAGE,
    WHITE,
    game,
    give,
    options,
    stack,
    take,
    total_items,
)

# --- setup -------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-11", "PUB-ITEM-01", "PUB-ITEM-02")
def test_setup_shuffles_the_three_search_decks_and_lays_the_crafted_deck_open():
    state = make_game(1, seed=4)

    sizes = {deck: len(cards) for deck, cards in state.item_decks.items()}

    assert sizes == {"green": 30, "yellow": 30, "red": 30, "blue": 12}
    assert all(pile == [] for pile in state.item_discards.values())
    assert state.item_decks["blue"] == sorted(state.item_decks["blue"])
    assert state.item_decks["red"] != sorted(state.item_decks["red"])
    assert "medkit_7" in state.item_decks["green"] and "medkit_8" not in state.item_decks["green"]
    assert make_game(1, seed=4).item_decks == state.item_decks
    assert make_game(1, seed=5).item_decks["green"] != state.item_decks["green"]


@pytest.mark.rule("PUB-CHAR-02", "PUB-ITEM-01", "PUB-ITEM-09")
def test_each_character_starts_with_its_weapon_full_and_two_inactive_quest_items():
    state = make_game(2, characters=["scout", "captain"])

    scout, captain = state.characters

    assert scout.quests == {"security_key": False, "motion_scanner": False}
    assert captain.quests == {"log_key": False, "intercom": False}
    assert scout.weapons == {"rifle": 4}


# --- Quest Items -------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ITEM-09", "PUB-ITEM-13", "PUB-ACT-08")
def test_the_autoloader_is_activated_in_the_armory_for_its_cost_and_adds_one_capacity():
    state = game("soldier", room=ARMORY)
    reask(state)

    new = act(state, "activate", "autoloader", "")

    ch = state.characters[0]
    assert ch.quests["autoloader"] is True
    assert len(ch.hand) == 4
    assert capacity(state, ch, "assault_rifle") == 6
    assert entries(new, "quest_activated")[0].rule == "PUB-ITEM-09"


@pytest.mark.rule("PUB-ITEM-13", "PUB-ITEM-09")
def test_a_quest_item_naming_a_room_is_activated_only_there_and_out_of_combat():
    state = game("soldier", room=GREEN)
    reask(state)
    assert ("autoloader", "") not in options(state, "activate")

    state.characters[0].room = ARMORY
    put_intruder(state, "adult", ARMORY)
    reask(state)

    assert ("autoloader", "") not in options(state, "activate")


@pytest.mark.rule("PUB-ITEM-13")
def test_a_malfunction_or_fire_in_that_room_does_not_stop_the_activation():
    state = game("scout", room="R01")  # Cockpit: the Security Key
    state.malfunction = ["R01"]
    state.fire = ["R01"]
    reask(state)

    assert ("security_key", "") in options(state, "activate")


@pytest.mark.rule("PUB-ITEM-09")
def test_activation_that_names_items_discards_one_of_them_of_the_players_choice():
    state = game("captain")
    give(state, 0, "tools_1", "duct_tape_2")
    reask(state)
    assert [a for a in options(state, "activate") if a[0] == "intercom"] == [
        ("intercom", "duct_tape_2"), ("intercom", "tools_1")]

    act(state, "activate", "intercom", "tools_1")

    ch = state.characters[0]
    assert ch.quests["intercom"] is True and ch.items == ["duct_tape_2"]
    assert state.item_discards["yellow"] == ["tools_1"]
    assert ch.knowledge["intercom"] == "on"


@pytest.mark.rule("PUB-ITEM-09")
def test_without_the_named_item_the_quest_item_cannot_be_activated():
    state = game("captain")
    reask(state)

    assert not [a for a in options(state, "activate") if a[0] == "intercom"]


@pytest.mark.rule("PUB-ITEM-09", "PUB-ITEM-10")
def test_an_inactive_quest_item_is_not_an_item_until_activated():
    state = game("scout", room="R01")
    reask(state)
    used = {o.args[0] for o in state.pending.options if o.kind in ("item", "drop")}
    assert "security_key" not in used
    before = objectives.item_cards(state, state.characters[0])

    act(state, "activate", "security_key", "")

    assert objectives.item_cards(state, state.characters[0]) == before + 1
    assert [o for o in state.pending.options if o.kind == "item" and o.args[0] == "security_key"]


# --- Heavy Objects, hands, dropping -----------------------------------------------------------------


@pytest.mark.rule("PUB-HEAVY-01", "PUB-HEAVY-02", "PUB-ACT-08")
def test_picking_up_a_heavy_object_costs_one_card_and_takes_a_hand():
    state = game("scientist")
    state.objects[GREEN] = ["carcass", "egg"]
    reask(state)
    assert options(state, "pickup") == [("carcass",), ("egg",)]

    act(state, "pickup", "carcass")

    ch = state.characters[0]
    assert ch.heavy == ["carcass"] and state.objects[GREEN] == ["egg"]
    assert len(ch.hand) == 4 and free_hands(state, ch) == 0


@pytest.mark.rule("PUB-ITEM-04", "PUB-HEAVY-02")
def test_with_both_hands_full_nothing_more_can_be_picked_up():
    state = game("scientist")
    state.characters[0].heavy = ["corpse_blue"]
    state.objects[GREEN] = ["egg"]
    reask(state)

    assert options(state, "pickup") == []


@pytest.mark.rule("PUB-HEAVY-03")
def test_carried_objects_go_along_when_the_character_moves_and_launches(script):
    from engine.maps.nemesis_ship import systems as ship

    state = game("scientist", "scout")  # the Scout stays aboard: the game goes on after the launch
    state.characters[0].heavy = ["egg"]
    reask(state)
    script.rolls("silence")
    act(state, "move", "R07", "K09")
    ch = state.characters[0]
    assert ch.room == "R07" and ch.heavy == ["egg"]

    pod = ship_state(state).pods[0]
    ch.status = "pod"
    board_pod(state, ch.seat, pod.number)
    ship.launch_pod(state, pod.number, "PUB-POD-03")

    assert ch.status == "launched" and ch.heavy == ["egg"]
    assert "egg" not in state.objects.get("R07", [])


@pytest.mark.rule("PUB-ACT-12", "PUB-ITEM-07")
def test_dropping_is_free_items_are_discarded_and_objects_stay_in_the_room():
    state = game("soldier")
    give(state, 0, "medkit_1")
    state.characters[0].heavy = ["egg"]
    reask(state)

    act(state, "drop", "medkit_1")
    act(state, "drop", "egg")
    act(state, "drop", "assault_rifle")

    ch = state.characters[0]
    assert state.item_discards["green"] == ["medkit_1"]
    assert state.objects[GREEN] == ["egg"]
    assert ch.items == [] and ch.heavy == [] and ch.weapons == {}
    assert len(ch.hand) == 5 and state.actions_this_round == 0


@pytest.mark.rule("PUB-ITEM-04", "PUB-HEAVY-02")
def test_a_character_with_two_eggs_and_too_few_hands_is_offered_each_drop_once():
    state = game("soldier")
    state.characters[0].heavy = ["egg", "egg"]  # rifle + two Eggs: three things for two Hands

    step(state, "fit_hands", 0)

    assert state.pending.options == (Choice("drop", ("assault_rifle",)), Choice("drop", ("egg",)))
    choose(state, "drop", "egg")
    assert state.characters[0].heavy == ["egg"] and state.objects[GREEN] == ["egg"]


# --- Trade ------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ITEM-12", "PUB-ACT-08")
def test_trade_costs_the_initiator_one_card_and_lets_it_give_an_item():
    state = game("soldier", "scout")
    give(state, 0, "medkit_1")
    reask(state, 0)

    act(state, "trade", "1")
    choose(state, "give", "medkit_1")
    choose(state, "done")

    soldier, scout = state.characters
    assert scout.items == ["medkit_1"] and soldier.items == []
    assert len(soldier.hand) == 4 and len(scout.hand) == 5


@pytest.mark.rule("PUB-ITEM-12")
def test_asking_for_an_item_needs_the_owners_yes():
    state = game("soldier", "scout")
    give(state, 1, "medkit_1")
    reask(state, 0)
    act(state, "trade", "1")

    choose(state, "ask", "medkit_1")
    assert state.pending.seat == 1 and {o.kind for o in state.pending.options} == {"yes", "no"}
    choose(state, "yes")

    assert state.characters[0].items == ["medkit_1"]


@pytest.mark.rule("PUB-ITEM-12")
def test_a_refused_request_leaves_the_item_with_its_owner():
    state = game("soldier", "scout")
    give(state, 1, "medkit_1")
    reask(state, 0)
    act(state, "trade", "1")

    choose(state, "ask", "medkit_1")
    choose(state, "no")

    assert state.characters[1].items == ["medkit_1"] and state.characters[0].items == []


@pytest.mark.rule("PUB-ITEM-12")
def test_in_one_trade_each_thing_changes_hands_or_is_asked_for_at_most_once_so_the_trade_ends():
    state = game("soldier", "scout")
    give(state, 0, "medkit_1")
    give(state, 1, "tools_1")
    reask(state, 0)
    act(state, "trade", "1")

    choose(state, "give", "medkit_1")
    assert ("medkit_1",) not in options(state, "ask")  # no giving it back and forth forever
    choose(state, "ask", "tools_1")
    choose(state, "no")
    assert ("tools_1",) not in options(state, "ask")  # a refused request is not repeated

    steps = 0
    while state.pending.kind != "choose_action" and steps < 50:  # keep trading, never say "done"
        pick = next((o for o in state.pending.options if o.kind not in ("done", "no")), state.pending.options[0])
        choose(state, pick.kind, *pick.args)
        steps += 1
    assert state.pending.kind == "choose_action" and steps < 10


@pytest.mark.rule("PUB-ITEM-12")
def test_a_weapon_changes_hands_with_its_own_ammo_and_ammo_never_moves_between_weapons():
    state = game("soldier", "scout")
    state.characters[0].weapons["assault_rifle"] = 3
    reask(state, 0)
    act(state, "trade", "1")

    choose(state, "give", "assault_rifle")

    soldier, scout = state.characters
    assert scout.weapons == {"assault_rifle": 3, "rifle": 4}
    assert soldier.weapons == {}


@pytest.mark.rule("PUB-ITEM-12", "PUB-ITEM-04")
def test_a_heavy_thing_needs_a_free_hand_on_the_receiving_side():
    state = game("soldier", "scout")
    state.characters[1].heavy = ["carcass"]  # rifle + carcass: both hands full
    give(state, 0, "medkit_1")
    reask(state, 0)
    act(state, "trade", "1")

    gifts = options(state, "give")

    assert ("medkit_1",) in gifts and ("assault_rifle",) not in gifts


@pytest.mark.rule("PUB-ITEM-12")
def test_no_trade_in_combat():
    state = game("soldier", "scout")
    put_intruder(state, "adult", GREEN)
    reask(state, 0)

    assert options(state, "trade") == []


@pytest.mark.rule("PUB-ITEM-12", "PUB-ITEM-05")
def test_trading_shows_both_inventories_to_both_players_only():
    state = game("soldier", "scout", "pilot")
    state.characters[2].room = "R07"
    give(state, 0, "medkit_1")
    reask(state, 0)

    new = act(state, "trade", "1")

    shown = entries(new, "inventory_shown")
    assert {e.visible_to for e in shown} == {(0, 1), (1, 0)}
    assert shown[0].args["items"] == "medkit_1"


# --- Crafting ---------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-CRAFT-01", "PUB-CRAFT-02", "PUB-CRAFT-03", "PUB-ACT-08")
@pytest.mark.parametrize("crafted, a, b", [
    ("antidote", "alcohol_1", "medkit_1"),
    ("taser", "energy_charge_red_1", "tools_1"),
    ("flamethrower", "chemicals_1", "duct_tape_1"),
    ("molotov_cocktail", "bandages_1", "chemicals_1"),
])
def test_crafting_discards_two_matching_components_and_takes_the_crafted_card(crafted, a, b):
    state = game("scientist")
    give(state, 0, a, b)
    reask(state)
    assert (crafted, a, b) in options(state, "craft")

    act(state, "craft", crafted, a, b)

    ch = state.characters[0]
    held = list(ch.items) + list(ch.weapons)
    assert f"{crafted}_1" in held and a not in held and b not in held
    assert f"{crafted}_1" not in state.item_decks["blue"]
    assert len(ch.hand) == 4


@pytest.mark.rule("PUB-CRAFT-01", "PUB-CRAFT-02")
def test_items_whose_components_do_not_match_a_recipe_craft_nothing():
    state = game("scientist")
    give(state, 0, "medkit_1", "bandages_1", "synthetic_food_1")
    reask(state)

    assert options(state, "craft") == []


@pytest.mark.rule("PUB-CRAFT-01")
def test_no_craft_when_no_copy_of_the_crafted_card_is_left():
    state = game("scientist")
    give(state, 0, "alcohol_1", "medkit_1")
    for n in (1, 2, 3):
        take(state, f"antidote_{n}")
    reask(state)

    assert options(state, "craft") == []


@pytest.mark.rule("PUB-CRAFT-04")
def test_the_mechanics_starting_weapon_counts_as_a_tool_for_crafting():
    state = game("mechanic")
    give(state, 0, "chemicals_1")
    reask(state)

    assert ("flamethrower", "chemicals_1", "sawed_off_shotgun") in options(state, "craft")
    act(state, "craft", "flamethrower", "chemicals_1", "sawed_off_shotgun")

    assert state.characters[0].weapons == {"flamethrower_1": 4}


@pytest.mark.rule("PUB-CRAFT-04")
def test_other_characters_weapons_are_no_component():
    state = game("soldier")
    give(state, 0, "chemicals_1")
    reask(state)

    assert options(state, "craft") == []


@pytest.mark.rule("PUB-CRAFT-05", "PUB-COMBAT-08")
def test_a_crafted_flamethrower_comes_fully_loaded():
    state = game("soldier")
    give(state, 0, "chemicals_1", "tools_1")
    reask(state)

    act(state, "craft", "flamethrower", "chemicals_1", "tools_1")

    assert state.characters[0].weapons["flamethrower_1"] == 4


@pytest.mark.rule("PUB-ITEM-04", "PUB-CRAFT-01")
def test_crafting_a_heavy_item_with_full_hands_makes_the_player_drop_one():
    state = game("scout")
    state.characters[0].heavy = ["carcass"]
    give(state, 0, "chemicals_1", "tools_1")
    reask(state)

    act(state, "craft", "flamethrower", "chemicals_1", "tools_1")
    assert set(options(state, "drop")) == {("carcass",), ("flamethrower_1",), ("rifle",)}
    choose(state, "drop", "carcass")

    ch = state.characters[0]
    assert ch.heavy == [] and set(ch.weapons) == {"rifle", "flamethrower_1"}
    assert state.objects[GREEN] == ["carcass"]


# --- using Items (PUB-ACT-07, PUB-ITEM-03/08) --------------------------------------------------------


@pytest.mark.rule("PUB-ACT-07", "PUB-ITEM-03")
def test_a_one_use_item_is_shown_when_used_and_then_discarded():
    state = game("soldier")
    give(state, 0, "synthetic_food_1")
    reask(state)

    new = act(state, "item", "synthetic_food_1")

    used = entries(new, "item_used")
    assert used and used[0].visible_to is None
    assert state.characters[0].items == [] and state.item_discards["green"] == ["synthetic_food_1"]


@pytest.mark.rule("PUB-ITEM-08", "PUB-ACT-09")
def test_an_undressed_hand_wound_makes_an_item_cost_one_more():
    state = game("soldier", cards=2)
    hand_wound = next(w for w, d in cat(state).wounds.items() if d.kind == "hand")
    state.characters[0].serious = [hand_wound]
    give(state, 0, "synthetic_food_1")
    reask(state)

    act(state, "item", "synthetic_food_1")

    assert len(state.characters[0].hand) == 2  # paid 2, drew 2


@pytest.mark.rule("PUB-ITEM-05")
def test_other_players_see_only_the_colour_of_an_inventory_card_but_heavy_items_by_name():
    state = game("soldier", "scout")
    give(state, 0, "medkit_1", "fire_extinguisher_1")

    mine, theirs = view(state, 0).characters[0].items, view(state, 1).characters[0].items

    assert set(mine) == {"medkit_1", "fire_extinguisher_1"}
    assert set(theirs) == {"item:green", "fire_extinguisher_1"}


@pytest.mark.rule("PUB-ITEM-06")
def test_duct_tape_joins_two_heavy_items_into_one_hand():
    state = game("soldier")
    give(state, 0, "duct_tape_1", "fire_extinguisher_1")
    reask(state)
    assert free_hands(state, state.characters[0]) == 0
    assert Choice("item", ("duct_tape_1", "tape", "assault_rifle", "fire_extinguisher_1")) in state.pending.options

    act(state, "item", "duct_tape_1", "tape", "assault_rifle", "fire_extinguisher_1")

    ch = state.characters[0]
    assert ch.taped == ["assault_rifle"] and free_hands(state, ch) == 1
    assert "duct_tape_1" in state.item_discards["yellow"]


@pytest.mark.rule("PUB-ITEM-06")
def test_duct_tape_never_joins_objects():
    state = game("soldier")
    give(state, 0, "duct_tape_1")
    state.characters[0].heavy = ["egg"]
    reask(state)

    assert not [o for o in state.pending.options if o.kind == "item" and "tape" in o.args]


@pytest.mark.rule("PUB-ITEM-06", "PUB-ITEM-07")
def test_dropping_one_of_a_taped_pair_frees_the_other_into_its_own_hand():
    state = game("soldier")
    give(state, 0, "fire_extinguisher_1")
    ch = state.characters[0]
    ch.taped = ["assault_rifle"]
    ch.heavy = ["egg"]
    reask(state)

    act(state, "drop", "fire_extinguisher_1")

    assert ch.taped == [] and ch.weapons == {"assault_rifle": 5} and free_hands(state, ch) == 0


@pytest.mark.rule("PUB-ITEM-12")
def test_items_are_conserved_through_a_trade_and_a_craft():
    state = game("soldier", "scout")
    give(state, 0, "chemicals_1", "tools_1")
    before = total_items(state)
    reask(state, 0)
    act(state, "craft", "flamethrower", "chemicals_1", "tools_1")
    act(state, "trade", "1")
    choose(state, "give", "flamethrower_1")

    assert total_items(state) == before
    assert "flamethrower_1" in state.characters[1].weapons


@pytest.mark.rule("PUB-ITEM-13")
def test_the_log_key_is_activated_in_the_comms_room():
    state = game("captain", room=COMMS)
    reask(state)

    act(state, "activate", "log_key", "")

    assert state.characters[0].quests["log_key"] is True


# --- Search, Storage, Armory (PUB-ROOM-05..09) -------------------------------------------------------


def searching(state, room, counter, *top):
    """Seat 0 in `room` (item counter `counter`) with these cards on top of the room's deck."""
    state.characters[0].room = room
    state.item_counters[room] = counter
    if top:
        stack(state, cat(state).items[item_card(top[0])].deck, *top)


@pytest.mark.rule("PUB-ROOM-05", "PUB-ACT-10")
def test_search_lowers_the_counter_draws_two_of_the_room_colour_keeps_one_and_discards_the_other():
    state = game("soldier")
    searching(state, GREEN, 2, "medkit_1", "bandages_1")

    new = step(state, "search", 0, "card")
    assert set(options(state, "keep")) == {("medkit_1",), ("bandages_1",)}
    choose(state, "keep", "medkit_1")

    assert state.item_counters[GREEN] == 1
    assert state.characters[0].items == ["medkit_1"]
    assert state.item_discards["green"] == ["bandages_1"]
    assert entries(new, "items_drawn")[0].visible_to == (0,)


@pytest.mark.rule("PUB-ROOM-05", "PUB-ROOM-04", "PUB-ROOM-06")
def test_no_search_at_counter_zero_in_combat_or_in_a_room_without_a_search_colour():
    state = game("soldier")
    searching(state, GREEN, 0)
    assert not can_search(state, 0, "card")
    state.item_counters[GREEN] = 1
    put_intruder(state, "creeper", GREEN)
    assert not can_search(state, 0, "card")
    for room in ("R11", "R12"):  # Hibernatorium (special room), Nest
        searching(state, room, 2)
        assert not can_search(state, 0, "card")


@pytest.mark.rule("PUB-ROOM-05")
def test_search_through_the_search_card():
    state = game("soldier")
    searching(state, GREEN, 1, "medkit_1", "medkit_2")
    state.characters[0].hand = ["soldier_search_1", "soldier_rest"]
    reask(state)

    act(state, "card", "soldier_search_1")

    assert state.characters[0].items == ["medkit_1"]  # two copies of one card: no question
    assert state.item_counters[GREEN] == 0


@pytest.mark.rule("PUB-ROOM-06")
def test_in_a_white_room_the_player_chooses_the_deck_both_cards_come_from():
    state = game("soldier")
    searching(state, WHITE, 1)
    stack(state, "red", "grenade_1", "decoy_1")

    step(state, "search", 0, "card")
    assert options(state, "deck") == [("green",), ("red",), ("yellow",)]
    choose(state, "deck", "red")

    assert set(options(state, "keep")) == {("grenade_1",), ("decoy_1",)}


@pytest.mark.rule("PUB-ROOM-07")
def test_the_scout_in_a_white_room_draws_one_card_from_each_deck_and_discards_two():
    state = game("scout")
    searching(state, WHITE, 1)
    for deck, card in (("green", "medkit_1"), ("yellow", "tools_1"), ("red", "grenade_1")):
        stack(state, deck, card)

    step(state, "search", 0, "card")
    assert set(options(state, "keep")) == {("medkit_1",), ("tools_1",), ("grenade_1",)}
    choose(state, "keep", "tools_1")

    assert state.characters[0].items == ["tools_1"]
    assert state.item_discards["green"] == ["medkit_1"] and state.item_discards["red"] == ["grenade_1"]


@pytest.mark.rule("PUB-ROOM-08")
def test_scavenging_searches_at_counter_zero_and_the_counter_stays_zero():
    state = game("scout")
    searching(state, GREEN, 0, "medkit_1", "bandages_1")
    assert can_search(state, 0, "scavenging")

    step(state, "search", 0, "scavenging")
    choose(state, "keep", "bandages_1")

    assert state.item_counters[GREEN] == 0 and state.characters[0].items == ["bandages_1"]


@pytest.mark.rule("PUB-ROOM-09", "PUB-ACT-06")
def test_storage_draws_two_from_a_chosen_deck_keeps_one_and_puts_the_other_at_the_bottom():
    state = game("soldier", room=STORAGE)
    state.item_counters[STORAGE] = 0
    stack(state, "yellow", "tools_1", "chemicals_1")
    reask(state)
    assert options(state, "room") == [(STORAGE, "green"), (STORAGE, "red"), (STORAGE, "yellow")]

    act(state, "room", STORAGE, "yellow")
    choose(state, "keep", "tools_1")

    assert state.characters[0].items == ["tools_1"]
    assert state.item_decks["yellow"][0] == "chemicals_1" and state.item_discards["yellow"] == []
    assert state.item_counters[STORAGE] == 0


@pytest.mark.rule("PUB-COMBAT-07")
def test_the_armory_adds_two_ammo_to_an_energy_weapon_never_above_its_capacity():
    state = game("soldier", room=ARMORY)
    ch = state.characters[0]
    ch.weapons["assault_rifle"] = 4
    reask(state)

    act(state, "room", ARMORY, "assault_rifle")

    assert ch.weapons["assault_rifle"] == 5


@pytest.mark.rule("PUB-COMBAT-07")
def test_the_armory_does_not_reload_a_classic_weapon():
    state = game("captain", room=ARMORY)
    state.characters[0].weapons["six_shooter"] = 1
    reask(state)

    assert options(state, "room") == []


@pytest.mark.rule("PUB-ITEM-11")
def test_an_empty_item_deck_is_rebuilt_from_its_discard_pile():
    state = game("soldier")
    searching(state, GREEN, 1)
    state.item_discards["green"], state.item_decks["green"] = state.item_decks["green"], []

    new = step(state, "search", 0, "card")

    assert entries(new, "deck_reshuffled")
    assert len(options(state, "keep")) in (1, 2) and len(state.item_decks["green"]) == 28


@pytest.mark.rule("PUB-ITEM-11")
def test_with_one_card_left_in_deck_and_discard_it_is_kept_without_a_question():
    state = game("soldier")
    searching(state, GREEN, 1)
    state.item_decks["green"] = ["medkit_1"]

    step(state, "search", 0, "card")

    assert state.characters[0].items == ["medkit_1"] and state.pending is None


@pytest.mark.rule("PUB-COMBAT-08")
def test_a_weapon_found_by_searching_has_one_ammo():
    state = game("scientist")
    searching(state, "R08", 1, "prototype_rifle_1", "grenade_1")

    step(state, "search", 0, "card")
    choose(state, "keep", "prototype_rifle_1")

    assert state.characters[0].weapons == {"pistol": 2, "prototype_rifle_1": 1}


@pytest.mark.rule("PUB-ITEM-04")
def test_keeping_a_heavy_item_with_full_hands_makes_the_player_drop_one():
    state = game("scientist")
    state.characters[0].heavy = ["egg"]
    searching(state, "R08", 1, "prototype_rifle_1", "grenade_1")
    step(state, "search", 0, "card")
    choose(state, "keep", "prototype_rifle_1")

    assert set(options(state, "drop")) == {("egg",), ("pistol",), ("prototype_rifle_1",)}
    choose(state, "drop", "pistol")

    assert state.characters[0].weapons == {"prototype_rifle_1": 1}


# --- solo item counters ------------------------------------------------------------------------------


def explored_counter(state, items):
    from engine.rules.exploration import explore
    from tests.engine.board_helpers import set_token

    set_token(state, GREEN, "door", items)
    state.item_counters.pop(GREEN, None)
    explore(state, state.characters[0], GREEN, "")  # no corridor: the Door token does nothing
    return state.item_counters[GREEN]


@pytest.mark.rule("PUB-SOLO-03")
@pytest.mark.parametrize("items, halved", [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_a_solo_game_halves_every_item_counter_rounding_up(items, halved):
    assert explored_counter(game("soldier"), items) == halved


@pytest.mark.rule("PUB-SOLO-03", "PUB-COOP-05")
def test_counters_are_halved_in_solo_mode_but_not_in_co_op_with_two_players():
    assert explored_counter(game("soldier", mode="solo"), 3) == 2
    assert explored_counter(game("soldier", "scout", mode="coop"), 3) == 3
    assert explored_counter(game("soldier", "scout"), 3) == 3


# --- Arm wound: 1 Hand slot left (PUB-WOUND-07) -------------------------------------------------------


def wound_of(state, kind):
    return next(w for w, d in sorted(cat(state).wounds.items()) if d.kind == kind)


@pytest.mark.rule("PUB-WOUND-07", "PUB-ACT-09", "PUB-ITEM-04")
def test_an_arm_wound_with_both_hands_full_makes_the_player_drop_one_at_once(script):
    state = game("scientist")
    state.characters[0].heavy = ["egg"]  # pistol + egg: both hands full
    adult = put_intruder(state, "adult", GREEN)
    top(state.wound_deck, wound_of(state, "arm"))
    reask(state)
    script.rolls("blank")

    act(state, "melee", str(adult.id))  # a miss: 1 Serious Wound, the Arm

    assert state.pending.kind == "choose_option" and state.pending.rule == "PUB-ITEM-04"
    assert state.pending.seat == 0 and set(options(state, "drop")) == {("egg",), ("pistol",)}
    choose(state, "drop", "egg")
    ch = state.characters[0]
    assert ch.heavy == [] and state.objects[GREEN] == ["egg"] and free_hands(state, ch) == 0
