"""Crafting in the Facility (lockdown-base.md §12, LD-CRAFT-01..03, LD-ROOM-23, LD-ACT-14, T12): the open blue
deck of 5 Crafted Items, recipes by Component symbols, and the Repository's one-Item Craft."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat, item_card
from engine.decisions import IllegalChoice
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import act, choose, place, put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import REPOSITORY, facility

CRAFTED = {"ld_neutralizer", "ld_taser", "ld_flamethrower", "ld_enviro_suit", "ld_pistol"}
OUTSIDE = "L024"  # the Emergency Room on LAYOUT: not the Repository
FAR = "L001"


def crafter(room: str = OUTSIDE, items: tuple[str, ...] = ()):
    state = facility(seats=2, characters=["janitor", "hacker"], species="intruders")
    place(state, 0, room)
    place(state, 1, FAR)  # no one to Interrupt
    ch = state.characters[0]
    ch.items = sorted(items)
    set_hand(state, 0, ch.deck[:4])
    return state, ch


def crafts(state) -> list[tuple[str, ...]]:
    return [o.args for o in state.pending.options if o.kind in ("craft", "ld_craft")]


@pytest.mark.rule("LD-CRAFT-01", "LD-CRAFT-02")
def test_the_blue_deck_holds_three_of_each_of_the_five_crafted_items_open_to_everyone_and_is_never_searched():
    state, _ = crafter()
    blue = state.item_decks["blue"]
    assert Counter(item_card(c) for c in blue) == {card: 3 for card in CRAFTED}
    view = api.view(state, 1)
    assert sorted(view.crafted_available) == sorted(blue)  # any player may look through it
    assert "blue" not in view.item_decks
    for deck in ("red", "yellow", "green"):
        assert not {item_card(c) for c in state.item_decks[deck]} & CRAFTED


@pytest.mark.rule("LD-CRAFT-03", "LD-ACT-14", "LD-ITEM-05")
def test_two_items_with_the_recipes_component_symbols_make_the_crafted_item():
    state, ch = crafter(items=("ld_wires_1", "ld_metal_parts_1", "ld_bandages_1"))
    reask(state)
    options = crafts(state)
    assert ("ld_pistol", "ld_metal_parts_1", "ld_wires_1") in options  # ELEC + MECH
    assert not [o for o in options if "ld_bandages_1" in o and "ld_flamethrower" in o]
    assert all(len(o) == 3 for o in options)  # two Items away from the Repository
    act(state, "craft", "ld_pistol", "ld_metal_parts_1", "ld_wires_1")
    assert ch.items == ["ld_bandages_1"]
    assert ch.weapons["ld_pistol_1"] == 3  # Ammo 3/3: its printed starting Ammo (LD-ITEM-05)
    assert sum(item_card(c) == "ld_pistol" for c in state.item_decks["blue"]) == 2


@pytest.mark.rule("LD-CRAFT-01")
def test_no_copy_left_means_it_cannot_be_crafted():
    state, ch = crafter(items=("ld_wires_1", "ld_metal_parts_1"))
    state.item_decks["blue"] = [c for c in state.item_decks["blue"] if item_card(c) != "ld_pistol"]
    reask(state)
    assert not [o for o in crafts(state) if o[0] == "ld_pistol"]


@pytest.mark.rule("LD-ROOM-23")
def test_in_the_repository_one_item_with_either_symbol_is_enough():
    state, ch = crafter(room=REPOSITORY, items=("ld_wires_1",))
    reask(state)
    single = [o for o in crafts(state) if len(o) == 2]
    assert ("ld_pistol", "ld_wires_1") in single and ("ld_taser", "ld_wires_1") in single
    assert not [o for o in single if o[0] == "ld_flamethrower"]  # CHEM + MECH: Wires carry neither
    act(state, "ld_craft", "ld_taser", "ld_wires_1")
    assert ch.items == ["ld_taser_1"]
    assert any(e.kind == "ld_craft_one" for e in state.log)


@pytest.mark.rule("LD-ROOM-23")
def test_away_from_the_repository_a_single_item_is_refused_and_nothing_changes():
    state, ch = crafter(items=("ld_wires_1",))
    reask(state)
    assert crafts(state) == []
    before = api.state_hash(state) if hasattr(api, "state_hash") else None
    with pytest.raises(IllegalChoice):
        choose(state, "ld_craft", "ld_taser", "ld_wires_1")
    assert ch.items == ["ld_wires_1"]
    if before is not None:
        assert api.state_hash(state) == before


@pytest.mark.rule("LD-ROOM-23", "LD-ACT-14")
def test_the_repositorys_one_item_craft_is_not_offered_in_combat():
    state, ch = crafter(room=REPOSITORY, items=("ld_wires_1",))
    put_intruder(state, "adult", REPOSITORY)
    reask(state)
    assert not [o for o in crafts(state) if len(o) == 2]
    assert cat(state).tiles["ld_repository"].name


@pytest.mark.rule("LD-CRAFT-04")
def test_the_guard_room_and_the_testing_lab_hand_out_crafted_items_without_components():
    state, ch = crafter()
    state.tiles[OUTSIDE] = "ld_guard_room"
    state.item_counters[OUTSIDE] = 1
    set_hand(state, 0, ch.deck[:4])
    reask(state)
    rooms = [o.args[1:] for o in state.pending.options if o.kind == "room"]
    assert sorted(rooms) == [("ld_enviro_suit",), ("ld_taser",)]
    act(state, "room", OUTSIDE, "ld_taser")
    assert any(item_card(i) == "ld_taser" for i in ch.items) and state.item_counters[OUTSIDE] == 0
    state.tiles[OUTSIDE] = "ld_testing_lab"
    k = lockdown_state(state).knowledge
    k["0"] = 3
    set_hand(state, 0, ch.deck[:4])
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "room"]  # Knowledge 3 < 4
    k["0"] = 4
    reask(state)
    assert [o.args[1:] for o in state.pending.options if o.kind == "room"] == [("ld_neutralizer",)]


@pytest.mark.rule("LD-CRAFT-01")
def test_the_neutralizer_removes_every_infected_card_rebuilds_the_deck_and_ends_the_round():
    state, ch = crafter(items=("ld_neutralizer_1",))
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(infected)
    ch.discard.append(infected)
    reask(state)
    owned = len(ch.deck) + len(ch.hand) + len(ch.discard) - 1  # the Contamination card goes, the cards paid stay
    act(state, "item", "ld_neutralizer_1")
    assert infected not in ch.deck + ch.hand + ch.discard
    assert ch.passed and "ld_neutralizer_1" not in ch.items
    assert len(ch.deck) + len(ch.hand) + len(ch.discard) == owned
