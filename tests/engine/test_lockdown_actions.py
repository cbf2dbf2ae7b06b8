"""The Basic Actions in the Facility (LD-ACT-*): costs, the Combat restrictions of each Basic Action (Pick up
Heavy Object and Craft Item out of Combat only, unlike the published game), Trade, Drop to the bottom of the
Item deck."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import corridor, facility

HAND = ["soldier_interruption", "soldier_rest", "soldier_demolition", "soldier_taking_aim", "soldier_search_1"]


def pair(seats: int = 2):
    """The soldier (and the scout) in 016 of the Facility, out of Combat."""
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout"][:seats])
    for seat in range(seats):
        place(state, seat, "L016")
    set_hand(state, 0, list(HAND))
    return state


def take(state, seat: int, deck: str, card: str) -> str:
    """Give the seat an Item card taken out of its deck."""
    item = next(i for i in state.item_decks[deck] if i.rsplit("_", 1)[0] == card)
    state.item_decks[deck].remove(item)
    state.characters[seat].items = sorted([*state.characters[seat].items, item])
    return item


def recipe_items(state, seat: int, crafted: str = "ld_taser") -> list[str]:
    """Two Item cards whose components make `crafted`, handed to the seat."""
    items = cat(state).items
    out = []
    for component in items[crafted].recipe:
        card = next(k for k, i in sorted(items.items()) if i.component == component and i.deck in ("green", "yellow", "red")
                    and any(d.rsplit("_", 1)[0] == k for d in state.item_decks[i.deck]))
        out.append(take(state, seat, items[card].deck, card))
    return out


def decline(state) -> None:
    """The other player lets the action happen (no Interruption)."""
    while state.pending is not None and any(o.kind == "decline" for o in state.pending.options):
        choose(state, "decline")


def kinds_offered(state) -> set[str]:
    return {o.kind for o in state.pending.options}


@pytest.mark.rule("LD-ACT-01")
def test_basic_card_item_and_room_actions_are_offered_together():
    state = pair(seats=1)
    take(state, 0, "yellow", "ld_metal_parts")
    reask(state)

    assert {"move", "careful", "card", "drop", "room", "pass"} <= kinds_offered(state)


@pytest.mark.rule("LD-ACT-02")
def test_contamination_cards_never_pay_a_cost():
    state = pair(seats=1)
    set_hand(state, 0, ["cont_1", "cont_2", "cont_3"])
    reask(state)

    assert kinds_offered(state) & {"move", "careful", "pickup", "trade"} == set()
    with pytest.raises(api.IllegalChoice):
        choose(state, "move", "L017", corridor(state, "L016", "L017"))
    assert state.characters[0].room == "L016" and len(state.characters[0].hand) == 3


@pytest.mark.rule("LD-ACT-04", "LD-ACT-19", "LD-ACT-10", "LD-ACT-16")
def test_in_combat_movement_shoot_and_melee_stay_while_careful_movement_and_trade_go():
    state = pair()
    state.characters[0].weapons = {"ld_pistol_1": 2}
    reask(state)
    assert {"careful", "trade"} <= kinds_offered(state) and not kinds_offered(state) & {"shoot", "melee"}

    put_intruder(state, "adult", "L016")
    reask(state)

    assert {"move", "melee"} <= kinds_offered(state)
    assert not kinds_offered(state) & {"careful", "trade"}


@pytest.mark.rule("LD-ACT-12", "LD-ACT-19")
def test_a_heavy_object_is_picked_up_out_of_combat_only():
    state = pair(seats=1)
    state.objects["L016"] = ["carcass"]
    put_intruder(state, "adult", "L016")
    reask(state)
    assert "pickup" not in kinds_offered(state)
    with pytest.raises(api.IllegalChoice):
        choose(state, "pickup", "carcass")

    state.intruders.clear()
    reask(state)
    act(state, "pickup", "carcass")

    assert "carcass" in state.characters[0].heavy and state.objects["L016"] == []


@pytest.mark.rule("LD-ACT-14", "LD-ACT-19")
def test_craft_item_turns_two_matching_items_into_the_crafted_card_out_of_combat_only():
    state = pair(seats=1)
    parts = recipe_items(state, 0)
    reask(state)
    crafts = [o for o in state.pending.options if o.kind == "craft" and o.args[0] == "ld_taser"]
    assert crafts

    put_intruder(state, "adult", "L016")
    reask(state)
    assert "craft" not in kinds_offered(state)

    state.intruders.clear()
    reask(state)
    act(state, "craft", *crafts[0].args)
    ch = state.characters[0]
    assert not set(parts) & set(ch.items)
    assert any(i.startswith("ld_taser") for i in [*ch.items, *ch.weapons])


@pytest.mark.rule("LD-ACT-13")
def test_trade_hands_over_a_weapon_with_its_own_ammo_and_no_loose_ammo_ever_moves():
    state = pair()
    state.characters[0].weapons = {"ld_pistol_1": 2}
    reask(state)

    act(state, "trade", "1")
    decline(state)
    options = {(o.kind, o.args) for o in state.pending.options}
    assert ("give", ("ld_pistol_1",)) in options
    assert all("ammo" not in a for _k, args in options for a in args)  # Ammo is never a thing to hand over
    choose(state, "give", "ld_pistol_1")
    while state.pending is not None and state.pending.kind != "choose_action":  # accept, then end the Trade
        answers = {o.kind for o in state.pending.options}
        choose(state, "accept" if "accept" in answers else "done")

    assert state.characters[1].weapons == {"ld_pistol_1": 2}
    assert "ld_pistol_1" not in state.characters[0].weapons


@pytest.mark.rule("LD-ACT-18")
def test_drop_is_free_and_puts_the_item_at_the_bottom_of_its_deck():
    state = pair(seats=1)
    item = take(state, 0, "green", "ld_bandages")
    reask(state)

    log = act(state, "drop", item)

    ch = state.characters[0]
    assert item not in ch.items and len(ch.hand) == len(HAND)
    assert state.item_decks["green"][0] == item and item not in state.item_discards.get("green", [])
    assert [e.rule for e in entries(log, "item_to_deck_bottom")] == ["LD-ACT-18"]


@pytest.mark.rule("LD-ACT-18")
def test_a_dropped_object_stays_in_the_room():
    state = pair(seats=1)
    state.characters[0].heavy = ["carcass"]
    reask(state)

    act(state, "drop", "carcass")

    assert state.objects["L016"] == ["carcass"] and state.characters[0].heavy == []


@pytest.mark.rule("LD-ACT-06", "LD-ACT-15")
def test_attacks_only_ever_target_intruders_never_another_character():
    state = pair()
    adult = put_intruder(state, "adult", "L016")
    state.characters[0].weapons = {"ld_pistol_1": 2}
    reask(state)

    targets = {o.args[-1] for o in state.pending.options if o.kind in ("shoot", "melee")}
    assert targets == {str(adult.id)}


@pytest.mark.rule("LD-ACT-05")
def test_a_card_with_two_parts_joined_by_or_offers_each_part_as_its_own_choice():
    state = pair(seats=1)
    c = corridor(state, "L016", "L017")
    state.doors[c] = "closed"
    set_hand(state, 0, ["soldier_demolition", "soldier_rest"])
    reask(state)

    parts = {o.args[1:] for o in state.pending.options if o.kind == "card" and o.args[0] == "soldier_demolition"}
    assert len(parts) == 2 and ("malfunction",) in parts  # break the Closed Door, or a Malfunction here

    act(state, "card", "soldier_demolition", "malfunction")

    assert "L016" in state.malfunction and state.doors[c] == "closed"  # only the chosen part happened


@pytest.mark.rule("LD-ACT-03")
def test_an_interrupted_movement_still_costs_its_card():
    state = pair()
    set_hand(state, 0, ["soldier_rest"])
    set_hand(state, 1, ["scout_interruption"])
    reask(state)

    act(state, "move", "L017", corridor(state, "L016", "L017"))
    assert state.pending.kind == "reaction" and state.pending.seat == 1
    log = choose(state, "interrupt", "scout_interruption")

    assert state.characters[0].room == "L016" and state.characters[0].hand == []
    assert entries(log, "action_interrupted")


@pytest.mark.rule("LD-ACT-18")
def test_a_dropped_found_weapon_goes_under_its_deck_and_its_ammo_with_it():
    state = pair(seats=1)
    state.characters[0].weapons = {"ld_pistol_1": 2}
    reask(state)

    act(state, "drop", "ld_pistol_1")

    assert state.characters[0].weapons == {}
    assert state.item_decks["blue"][0] == "ld_pistol_1"
    assert "ld_pistol_1" not in state.item_discards.get("blue", [])
