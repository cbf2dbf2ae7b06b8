"""Lockdown's Items (lockdown-base.md §12, LD-ITEM-01..07, LD-OBJ-01, LD-QUEST-01, T12, T14): the Search decks
are Lockdown's, the card not kept goes under its deck, Heavy things fill the 2 Hand slots, weapons come with
their printed Ammo, and each character's Quest Item waits for its mini-quest."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat, item_card
from engine.effects import remove_fire, remove_malfunction
from engine.maps.lockdown import crew
from engine.maps.lockdown.darkness import section_of
from engine.maps.lockdown.state import lockdown_state
from engine.rules.inventory import in_hands, room_for
from tests.engine.factories import (
    Script,
    act,
    choose,
    entries,
    give_larva,
    place,
    put_intruder,
    reask,
    run_op,
    set_hand,
)
from tests.engine.lockdown_helpers import EXIT_ROOM, facility

RED_ROOM = "L026"  # ld_cave_entrance on LAYOUT: a red room
GREEN_ROOM = "L024"  # ld_emergency_room: green


def searcher(character: str = "survivor", room: str = RED_ROOM, counter: int = 2):
    state = facility(seats=2, characters=[character, "hacker"], species="intruders")
    place(state, 0, room)
    state.item_counters[room] = counter
    ch = state.characters[0]
    cards = sorted(ch.deck + ch.hand)
    set_hand(state, 0, [f"{character}_search_1", *[c for c in cards if "search" not in c][:4]])
    ch.deck = [c for c in ch.deck if c not in ch.hand]
    return state, ch


def search_card(ch) -> str:
    return next(c for c in ch.hand if c.endswith("search_1"))


@pytest.mark.rule("LD-ITEM-01", "LD-ITEM-02", "LD-ITEM-06")
def test_a_search_draws_two_cards_of_the_rooms_colour_keeps_one_and_puts_the_other_under_its_deck():
    state, ch = searcher()
    deck = state.item_decks["red"]
    assert all(cat(state).items[item_card(c)].deck == "red" for c in deck)  # Lockdown's red deck
    first, second = deck[-1], deck[-2]
    reask(state)
    act(state, "card", search_card(ch))
    assert state.item_counters[RED_ROOM] == 1
    if state.pending is not None and state.pending.kind == "choose_option":
        choose(state, "keep", first)
    assert first in ch.items + list(ch.weapons)
    assert state.item_decks["red"][0] == second  # face down at the bottom (LD-ITEM-06), not discarded
    assert second not in state.item_discards["red"] and second not in ch.items


@pytest.mark.rule("LD-ITEM-02")
def test_a_room_whose_item_counter_is_zero_cannot_be_searched():
    state, ch = searcher(counter=0)
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "card" and o.args[0] == search_card(ch)]


@pytest.mark.rule("LD-ITEM-03")
def test_a_found_item_is_secret_its_deck_colour_is_not():
    state, ch = searcher(room=GREEN_ROOM)
    reask(state)
    act(state, "card", search_card(ch))
    if state.pending is not None and state.pending.kind == "choose_option":
        api.apply(state, state.pending.options[0])
    gained = entries(state.log, "item_gained")[-1]
    assert gained.visible_to == (0,) and gained.args["colour"] == "green"
    other_view = api.view(state, 1)
    assert gained.args["item"] not in str(other_view.characters[0])


@pytest.mark.rule("LD-ITEM-04", "LD-OBJ-01")
def test_heavy_things_fill_the_two_hand_slots_and_a_third_needs_a_free_hand():
    state = facility(seats=1, characters=["hacker"], species="intruders")
    ch = state.characters[0]
    assert in_hands(state, ch) == ["ld_smart_gun"]
    assert room_for(state, ch, "carcass")  # an Intruder Carcass is a Heavy Object
    ch.heavy.append("carcass")
    assert not room_for(state, ch, "egg")  # both Hand slots full: an Egg needs one dropped first
    assert room_for(state, ch, "ld_bandages_1")  # a normal Item goes in the inventory, no limit


@pytest.mark.rule("LD-ITEM-05", "LD-QUEST-01", "SGLD-CREW-13")
def test_the_assault_rifle_unlocks_on_a_red_room_search_and_enters_with_its_printed_ammo():
    state, ch = searcher()
    assert ch.quests == {"ld_assault_rifle": False}
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "activate"]  # no core activation: a mini-quest
    act(state, "card", search_card(ch))
    assert "ld_assault_rifle" not in ch.quests
    assert ch.weapons["ld_assault_rifle"] == 3  # Ammo 3/5: printed starting Ammo, not its capacity
    assert entries(state.log, "ld_quest_unlocked")


@pytest.mark.rule("LD-QUEST-01")
def test_a_search_in_a_room_of_another_colour_does_not_unlock_the_assault_rifle():
    state, ch = searcher(room=GREEN_ROOM)
    reask(state)
    act(state, "card", search_card(ch))
    assert ch.quests == {"ld_assault_rifle": False}


@pytest.mark.rule("LD-QUEST-01")
def test_the_pressure_washer_unlocks_after_three_markers_and_is_then_a_heavy_item_in_hand():
    state = facility(seats=1, characters=["janitor"], species="intruders")
    ch = state.characters[0]
    assert not crew.progress(state, 0, "kill_intruder")  # not the Janitor's mini-quest
    assert not crew.progress(state, 0, "markers_removed")
    assert not crew.progress(state, 0, "markers_removed")
    assert ch.quests == {"ld_pressure_washer": False}
    assert lockdown_state(state).quest_progress == {"0:markers_removed": 2}
    assert crew.progress(state, 0, "markers_removed")
    assert ch.quests == {"ld_pressure_washer": True}
    run_op(state, "fit_hands", 0)
    assert "ld_pressure_washer" in in_hands(state, ch)


@pytest.mark.rule("LD-QUEST-01")
def test_markers_removed_in_the_janitors_round_count_at_its_end():
    state = facility(seats=1, characters=["janitor"], species="intruders")
    ch = state.characters[0]
    state.malfunction.append(ch.room)
    state.fire.append(ch.room)
    state.log.append(api.LogEntry(rule="PUB-ROUND-04", kind="round_start", args={"seat": 0}))
    remove_fire(state, ch.room, "T")
    remove_malfunction(state, ch.room, "T")
    crew.round_end(state, ch)
    assert lockdown_state(state).quest_progress == {"0:markers_removed": 2}


@pytest.mark.rule("LD-ITEM-06")
def test_a_one_use_item_is_discarded_after_use():
    state = facility(seats=1, characters=["hacker"], species="intruders")
    ch = state.characters[0]
    state.malfunction.append(ch.room)
    ch.items.append("ld_toolbelt_2")
    set_hand(state, 0, ch.deck[:3])
    reask(state)
    act(state, "item", "ld_toolbelt_2", "malfunction")
    assert ch.room not in state.malfunction
    assert "ld_toolbelt_2" not in ch.items and "ld_toolbelt_2" in state.item_discards["yellow"]


@pytest.mark.rule("LD-ITEM-07", "LD-ITEM-04")
def test_duct_tape_adds_one_heavy_item_to_another_so_both_take_one_hand_slot_never_an_object():
    state = facility(seats=1, characters=["hacker"], species="intruders")
    ch = state.characters[0]
    ch.weapons["ld_flamethrower_1"] = 4
    ch.items.append("ld_duct_tape_1")
    set_hand(state, 0, ch.deck[:3])
    assert not room_for(state, ch, "carcass")  # two Heavy Items: both Hand slots taken
    reask(state)
    tapes = [o.args[1:] for o in state.pending.options if o.kind == "item" and o.args[0] == "ld_duct_tape_1"]
    assert ("tape", "ld_flamethrower_1", "ld_smart_gun") in tapes
    act(state, "item", "ld_duct_tape_1", "tape", "ld_flamethrower_1", "ld_smart_gun")
    assert len(in_hands(state, ch)) == 1 and room_for(state, ch, "carcass")
    ch.heavy.append("carcass")
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "item" and "carcass" in o.args]  # never an Object


def holder(character: str, *items: str, room: str = GREEN_ROOM):
    state = facility(seats=2, characters=[character, "sentry" if character != "sentry" else "hacker"],
                     species="intruders")
    ch = state.characters[0]
    place(state, 0, room)
    place(state, 1, "L001")
    ch.items = sorted(items)
    set_hand(state, 0, ch.deck[:3])
    return state, ch


def item_options(state, item: str) -> list[tuple[str, ...]]:
    return [o.args[1:] for o in state.pending.options if o.kind == "item" and o.args[0] == item]


@pytest.mark.rule("LD-ITEM-05", "LD-ITEM-06")
def test_a_weapon_battery_adds_two_ammo_to_an_energy_weapon_never_above_capacity():
    state, ch = holder("hacker", "ld_weapon_battery_1", "ld_ammo_pack_1")
    ch.weapons["ld_smart_gun"] = 1
    reask(state)
    assert item_options(state, "ld_weapon_battery_1") == [("ld_smart_gun",)]
    assert item_options(state, "ld_ammo_pack_1") == []  # no Classic weapon held
    act(state, "item", "ld_weapon_battery_1", "ld_smart_gun")
    assert ch.weapons["ld_smart_gun"] == 3 and "ld_weapon_battery_1" not in ch.items
    ch.items.append("ld_weapon_battery_2")
    reask(state)
    act(state, "item", "ld_weapon_battery_2", "ld_smart_gun")
    assert ch.weapons["ld_smart_gun"] == 4  # capacity 4


@pytest.mark.rule("LD-ITEM-06")
def test_fire_blanket_zippo_adrenaline_and_the_medical_stapler():
    state, ch = holder("survivor", "ld_fire_blanket_1", "ld_zippo_1", "ld_adrenaline_1", "ld_medical_stapler_1")
    reask(state)
    assert item_options(state, "ld_fire_blanket_1") == []
    assert item_options(state, "ld_zippo_1") == [("place",)]
    act(state, "item", "ld_zippo_1", "place")
    assert ch.room in state.fire and "ld_zippo_1" in ch.items  # not One Use
    ch.slime = True
    reask(state)
    assert sorted(item_options(state, "ld_fire_blanket_1")) == [("fire",), ("slime",)]
    act(state, "item", "ld_fire_blanket_1", "slime")
    assert not ch.slime and ch.room in state.fire
    hand = len(ch.hand)
    reask(state)
    act(state, "item", "ld_adrenaline_1")
    assert len(ch.hand) == hand + 2
    wound = sorted(cat(state).wounds)[0]
    ch.serious = [wound]
    reask(state)
    act(state, "item", "ld_medical_stapler_1", "dress", wound)
    assert ch.serious == [] and ch.dressed == [wound]


@pytest.mark.rule("LD-ITEM-06")
def test_the_access_card_works_doors_and_opens_the_main_gate_from_the_exit_room():
    state, ch = holder("hacker", "ld_access_card_1", room=EXIT_ROOM)
    reask(state)
    assert ("gate", "") in item_options(state, "ld_access_card_1")
    act(state, "item", "ld_access_card_1", "gate", "")
    assert lockdown_state(state).gate_open and "ld_access_card_1" in ch.items


@pytest.mark.rule("LD-QUEST-01")
def test_the_unlocked_pressure_washer_hoses_the_room():
    state, ch = holder("janitor")
    ch.quests["ld_pressure_washer"] = True
    state.fire.append(ch.room)
    ch.slime = True
    reask(state)
    act(state, "item", "ld_pressure_washer", "hose")
    assert ch.room not in state.fire and not ch.slime


@pytest.mark.rule("LD-QUEST-01", "LD-CHAR-10")
def test_wail_unlocks_after_an_attack_lived_through_in_darkness_then_fills_up_to_three_corridors_with_noise():
    state, ch = holder("lab_rat")
    section = section_of(state, ch.room)
    lockdown_state(state).power[section].on = True
    state.log.append(api.LogEntry(rule="PUB-ROUND-04", kind="round_start", args={"seat": 0}))
    state.log.append(api.LogEntry(rule="PUB-INTRUDER-01", kind="intruder_attacks", args={"seat": 0}))
    crew.round_end(state, ch)
    assert ch.quests == {"ld_wail": False}  # attacked, but in a powered Section
    lockdown_state(state).power[section].on = False
    crew.round_end(state, ch)
    assert ch.quests == {"ld_wail": True}
    state.noise = []
    reask(state)
    assert item_options(state, "ld_wail") == [("place",)]
    act(state, "item", "ld_wail", "place")
    for _ in range(3):
        choose(state, "corridor", state.pending.options[0].args[0])
    assert len(state.noise) == 3
    assert state.pending is None or state.pending.kind != "choose_corridor"  # 3 at most
    reask(state)
    act(state, "item", "ld_wail", "clear")
    assert state.noise == []


def shooter(character: str, kind: str, face: str, monkeypatch, weapon: str = ""):
    state, ch = holder(character)
    lockdown_state(state).power[section_of(state, ch.room)].on = False  # the plain Combat die
    if weapon:
        ch.weapons[weapon] = 4
    target = put_intruder(state, kind, ch.room)
    Script(monkeypatch).rolls(face)
    reask(state)
    act(state, "shoot", weapon or next(iter(ch.weapons)), str(target.id))
    return state, ch, entries(state.log, "intruder_injured")  # the Facility's weapon rules: combat.py


@pytest.mark.rule("LD-ITEM-05")
def test_the_nailgun_deals_two_on_a_one_injury_result_against_a_creeper(monkeypatch):
    state, ch, rules = shooter("janitor", "creeper", "single", monkeypatch)
    assert [e.args["amount"] for e in rules] == [2]


@pytest.mark.rule("LD-ITEM-05")
def test_the_smg_adds_one_injury_when_it_hurts_an_adult(monkeypatch):
    state, ch, rules = shooter("sentry", "adult", "single", monkeypatch)
    assert [e.args["amount"] for e in rules] == [2]


@pytest.mark.rule("LD-ITEM-05")
def test_the_flamethrower_always_hurts_and_its_larva_creeper_result_starts_a_fire(monkeypatch):
    state, ch, rules = shooter("hacker", "adult", "creeper", monkeypatch, weapon="ld_flamethrower_1")
    assert [e.args["amount"] for e in rules] == [1] and ch.room in state.fire  # a Creeper face does not hurt Adults


@pytest.mark.rule("LD-OBJ-01")
def test_the_analyze_toolset_uses_up_a_carried_object_for_three_knowledge_anywhere_but_is_no_laboratory():
    state, ch = holder("xenobiologist", "ld_analyze_toolset_1")
    k = lockdown_state(state).knowledge
    before = k["0"]
    reask(state)
    assert item_options(state, "ld_analyze_toolset_1") == []  # nothing carried
    ch.heavy.append("carcass")
    reask(state)
    act(state, "item", "ld_analyze_toolset_1", "carcass")
    assert "carcass" not in ch.heavy and k["0"] == before + 3
    state.log.append(api.LogEntry(rule="PUB-ROUND-04", kind="round_start", args={"seat": 0}))
    state.log.extend(e for e in list(state.log) if e.kind in ("ld_toolset_used", "object_researched"))
    crew.round_end(state, ch)
    assert ch.quests["ld_overmind"] is False  # the Overmind wants the Laboratory itself
    state.log.append(api.LogEntry(rule="LD-KNOW-05", kind="object_researched", args={"seat": 0, "obj": "egg"}))
    crew.round_end(state, ch)
    assert ch.quests["ld_overmind"] is True  # an Object analysed in the Laboratory


@pytest.mark.rule("LD-ITEM-06")
def test_a_thermite_charge_burns_and_breaks_a_room_hurting_everyone_there():
    state, ch = holder("hacker", "ld_thermite_charge_1")
    adult = put_intruder(state, "adult", GREEN_ROOM)
    reask(state)
    assert (GREEN_ROOM,) in item_options(state, "ld_thermite_charge_1")
    act(state, "item", "ld_thermite_charge_1", GREEN_ROOM)
    assert GREEN_ROOM in state.fire and GREEN_ROOM in state.malfunction
    assert ch.light_wounds == 1
    hurt = next((i for i in state.intruders if i.id == adult.id), None)
    assert hurt is None or hurt.injuries == 1
    assert "ld_thermite_charge_1" not in ch.items


@pytest.mark.rule("LD-ITEM-06")
def test_cave_plans_lead_through_the_technical_corridors_to_an_explored_entrance_room(monkeypatch):
    state, ch = holder("hacker", "ld_cave_plans_1")
    entrances = sorted(cat(state).ext["map:lockdown"]["facility"].entrances)
    target = next(r for r in entrances if r != ch.room)
    reask(state)
    act(state, "item", "ld_cave_plans_1", target)
    assert ch.room == target


@pytest.mark.rule("LD-ITEM-06")
def test_antiseptic_removes_the_clean_contamination_cards_in_hand_and_keeps_the_infected():
    state, ch = holder("hacker", "ld_antiseptic_1")
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    infected = next(c for c in state.contamination_deck if c in state.infected)
    for card in (clean, infected):
        state.contamination_deck.remove(card)
        ch.hand.append(card)
    reask(state)
    act(state, "item", "ld_antiseptic_1")
    assert clean not in ch.hand and infected in ch.hand


def in_round(state, seat: int, *events: tuple[str, dict]) -> None:
    """Log a round of `seat` holding these entries, then end it."""
    state.log.append(api.LogEntry(rule="PUB-ROUND-04", kind="round_start", args={"seat": seat}))
    for kind, args in events:
        state.log.append(api.LogEntry(rule="T", kind=kind, args=args))
    crew.round_end(state, state.characters[seat])


@pytest.mark.rule("LD-QUEST-01", "LD-CHAR-14", "LD-CHAR-11")
def test_cheat_codes_unlock_after_two_computer_actions_and_the_battle_suit_after_a_kill():
    state, hacker = holder("hacker")
    computer = ("action", {"seat": 0, "action": "computer", "args": "gain_knowledge"})
    in_round(state, 0, computer)
    assert hacker.quests == {"ld_cheat_codes": False}
    in_round(state, 0, ("action", {"seat": 0, "action": "move", "args": "L001,LC01"}))
    assert hacker.quests == {"ld_cheat_codes": False}  # a move is no Computer Action
    in_round(state, 0, computer)
    assert hacker.quests == {"ld_cheat_codes": True}
    sentry = state.characters[1]
    in_round(state, 1, ("intruder_killed", {"intruder": 3, "kind": "adult"}))
    assert sentry.quests == {"ld_battle_suit": True}


@pytest.mark.rule("LD-QUEST-01", "LD-CHAR-13")
def test_the_overmind_shows_its_owner_one_face_down_weakness_and_no_one_else():
    state, ch = holder("xenobiologist")
    ch.quests["ld_overmind"] = True
    hidden = sorted(s for s, c in state.weaknesses.items() if c not in state.revealed_weaknesses)
    assert hidden
    reask(state)
    act(state, "item", "ld_overmind", hidden[0])
    card = state.weaknesses[hidden[0]]
    assert ch.knowledge[f"weakness:{hidden[0]}"] == card
    seen = entries(state.log, "ld_overmind_seen")[-1]
    assert seen.visible_to == (0,)
    assert card not in str(api.view(state, 1).log) or card in state.revealed_weaknesses
    reask(state)
    assert (hidden[0],) not in item_options(state, "ld_overmind")


@pytest.mark.rule("LD-ITEM-06")
def test_the_scalpel_cuts_a_larva_out_for_a_serious_wound_or_an_intruder_for_a_contamination_card():
    from engine.species.intruders.state import hive

    state, ch = holder("hacker", "ld_scalpel_1", "ld_scalpel_2")
    give_larva(state, ch)
    reask(state)
    act(state, "item", "ld_scalpel_1", "character", "0")
    assert 0 not in hive(state).infested and len(ch.serious) == 1
    adult = put_intruder(state, "adult", ch.room)
    deck = list(state.contamination_deck)
    reask(state)
    act(state, "item", "ld_scalpel_2", "intruder", str(adult.id))
    assert deck[-1] in ch.discard
    hurt = next((i for i in state.intruders if i.id == adult.id), None)
    assert hurt is None or hurt.injuries == 1
