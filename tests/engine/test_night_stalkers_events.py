"""The Night Stalkers' Event cards in Lockdown (lockdown-base.md §6.2 step 9, T4, LD-EVENT-09, LD-EVENT-12..14):
who moves and through which Corridor (two numbers: twice), the cards that remove themselves, each effect, and
each Darkness part reaching only what is in Darkness. S-02 has Power, S-01 and S-03 are dark at the start."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import board_neighbours, corridors_of
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive
from tests.engine.factories import entries, give_larva, put_intruder, set_bag, set_hand, step, top
from tests.engine.lockdown_helpers import facility, power

LIT, LIT2 = "L010", "L017"  # Section S-02 (Power)
DARK, DARK2 = "L021", "L022"  # Section S-03 (no Power)
NEST = "L012"
HAND = ["soldier_rest", "soldier_demolition", "soldier_full_auto"]


def dest(state, room: str, number: int) -> str:
    corridor = cat(state).die_targets[room][number]
    return dict(board_neighbours(state, room))[corridor]


def game(seats: int = 1, rooms=(LIT,), hands=None):
    state = facility(seats)
    power(state, S02=True)
    for seat, room in enumerate(rooms):
        state.characters[seat].room = room
        set_hand(state, seat, list((hands or {}).get(seat, HAND)))
    return state


def event(state, card: str):
    top(state.event_deck, card)
    return step(state, "ev_event_card")


def contamination(ch) -> int:
    return sum(1 for c in ch.hand + ch.deck + ch.discard if c.startswith("cont_"))


@pytest.mark.rule("LD-EVENT-09", "LD-EVENT-14", "SGLD-MISC-02")
def test_the_named_types_away_from_characters_move_through_the_cards_corridor_larvae_never():
    state = game()
    adult = put_intruder(state, "adult", "L016")
    larva = put_intruder(state, "larva", "L016")
    creeper = put_intruder(state, "creeper", "L016")  # Blue Screen does not show the Creeper
    near = put_intruder(state, "adult", LIT)  # with a character: stays
    event(state, "blue_screen")
    assert adult.room == dest(state, "L016", 3)
    assert (larva.room, creeper.room, near.room) == ("L016", "L016", LIT)
    assert not any("larva" in c.movers for c in cat(state).events.values())


@pytest.mark.rule("LD-EVENT-13")
def test_night_stalkers_of_one_room_move_together():
    state = game()
    a, b = put_intruder(state, "adult", "L016"), put_intruder(state, "adult", "L016")
    event(state, "blue_screen")
    assert a.room == b.room == dest(state, "L016", 3)


@pytest.mark.rule("LD-EVENT-09")
def test_a_card_with_two_numbers_moves_its_types_twice_unless_the_first_move_reached_a_character():
    state = game(rooms=("L001",))
    adult = put_intruder(state, "adult", "L016")
    first = dest(state, "L016", 2)
    event(state, "kickstopper")
    assert adult.room == dest(state, first, 4)
    state = game(rooms=(first,))
    adult = put_intruder(state, "adult", "L016")
    event(state, "kickstopper")
    assert adult.room == first


@pytest.mark.rule("LD-EVENT-09")
@pytest.mark.parametrize("card", ["blue_screen", "coolant_leak", "kickstopper", "sanitary_network_failure",
                                  "short_circuit", "thats_hot"])
def test_the_six_self_removing_cards_leave_the_game_and_the_discard_pile_is_shuffled_back(card):
    state = game()
    state.event_discard = [c for c in state.event_deck if c != card][:3]
    for c in state.event_discard:
        state.event_deck.remove(c)
    gone = list(state.event_discard)
    event(state, card)
    assert card in state.event_removed and card not in state.event_deck and not state.event_discard
    assert set(gone) <= set(state.event_deck)


@pytest.mark.rule("LD-EVENT-09")
def test_any_other_card_goes_to_the_discard_pile():
    state = game()
    event(state, "damage")
    assert state.event_discard[-1] == "damage" and "damage" not in state.event_removed


@pytest.mark.rule("LD-EVENT-12", "SGLD-PWR-05")
def test_damage_s_dark_part_reaches_only_rooms_of_characters_in_darkness():
    state = game(2, rooms=(LIT, DARK))
    put_intruder(state, "queen", LIT2)  # the Queen does not move with Damage
    log = event(state, "damage")
    assert LIT2 in state.malfunction and DARK in state.malfunction and LIT not in state.malfunction
    assert entries(log, "event_dark_part")
    state = game(1, rooms=(LIT,))
    log = event(state, "damage")
    assert not entries(log, "event_dark_part") and LIT not in state.malfunction


@pytest.mark.rule("LD-NEST-06", "LD-EVENT-12")
def test_hatching_discards_an_egg_and_infests_empty_handed_characters_in_the_nest_and_in_the_dark():
    state = game(3, rooms=(NEST, DARK, LIT), hands={0: [], 1: [], 2: []})
    eggs = hive(state).eggs
    event(state, "hatching")
    assert hive(state).eggs == eggs - 1
    assert [carries(state, c) for c in state.characters] == [True, True, False]
    bag = len(state.bag)
    state = game(1, rooms=(LIT,))
    bag = len(state.bag)
    event(state, "hatching")
    assert len(state.bag) == bag + 1 and state.bag.count("larva") == 0  # a Larva token, by its id
    assert sum(1 for t in state.bag if t.startswith("larva")) >= 1


@pytest.mark.rule("LD-NEST-06", "LD-EVENT-12")
def test_egg_protection_makes_an_encounter_in_the_nest_and_contaminates_characters_in_the_dark():
    state = game(2, rooms=(NEST, DARK))
    set_bag(state, "adult_1")
    event(state, "egg_protection")
    assert [i.room for i in state.intruders] == [NEST]
    assert contamination(state.characters[1]) == 1 and contamination(state.characters[0]) == 0


@pytest.mark.rule("LD-CONTAM-05", "LD-CONTAM-03", "LD-CONTAM-02")
def test_leaving_the_shell_kills_a_carrier_whose_card_is_infected_and_scans_four_cards_of_everyone_else():
    state = game(2, rooms=(LIT, LIT2))
    give_larva(state, state.characters[0])
    state.infected = list(state.contamination_deck)  # every Contamination card is INFECTED
    ch1 = state.characters[1]
    ch1.deck = list(ch1.deck) + ["cont_x"]
    state.infected.append("cont_x")
    log = event(state, "leaving_the_shell_1")
    assert state.characters[0].status == "dead"
    assert any(i.kind == "creeper" and i.room == LIT for i in state.intruders)
    assert carries(state, ch1) and ch1.hand == HAND
    assert entries(log, "character_dead")


@pytest.mark.rule("LD-NS-08", "LD-EVENT-12", "LD-IATK-01")
def test_lurking_sends_lone_night_stalkers_to_the_bag_and_in_the_dark_those_in_combat_attack():
    state = game(2, rooms=(LIT, DARK))
    lone = put_intruder(state, "adult", "L016")
    lit = put_intruder(state, "adult", LIT)
    dark = put_intruder(state, "adult", DARK)
    bag = sum(1 for t in state.bag if t.startswith("adult"))
    log = event(state, "lurking")
    assert lone not in state.intruders and sum(1 for t in state.bag if t.startswith("adult")) == bag + 1
    attackers = [e.args["intruder"] for e in entries(log, "intruder_attacks")]
    assert attackers == [dark.id] and lit.id not in attackers


@pytest.mark.rule("LD-NS-07", "LD-EVENT-12")
def test_blood_trace_draws_night_stalkers_of_the_section_to_a_bleeding_character_with_an_empty_hand():
    state = game(2, rooms=(LIT, DARK), hands={0: [], 1: HAND})
    for ch in state.characters:
        ch.serious = [state.wound_deck.pop()]
    queen = put_intruder(state, "queen", "L016")  # S-02, like LIT
    event(state, "blood_trace_1")
    assert queen.room == LIT
    # in the dark, a bleeding character holding cards draws them too
    state = game(1, rooms=(DARK,))
    state.characters[0].serious = [state.wound_deck.pop()]
    breeder = put_intruder(state, "breeder", "L022")  # S-03: Corridor 2 leads it on to L027, still S-03
    event(state, "blood_trace_1")
    assert breeder.room == DARK


@pytest.mark.rule("LD-EVENT-12")
def test_scent_of_blood_puts_noise_around_the_bleeding_and_in_the_dark_an_adult_beside_them():
    state = game(2, rooms=(LIT, DARK))
    for ch in state.characters:
        ch.serious = [state.wound_deck.pop()]
    adults = sum(1 for t in state.bag if t.startswith("adult"))
    event(state, "scent_of_blood")
    assert sum(1 for t in state.bag if t.startswith("adult")) == adults - 1  # its token comes from the bag
    assert {c for c in corridors_of(state, LIT) if c != "TECH"} <= set(state.noise)
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", DARK)]


@pytest.mark.rule("LD-EVENT-09")
def test_panic_costs_an_empty_handed_character_two_ammo_or_else_an_item():
    state = game(2, rooms=(LIT, LIT2), hands={0: [], 1: []})
    state.characters[0].weapons = {"pistol_1": 3}
    state.characters[1].items = ["medkit_1"]
    event(state, "panic")
    assert state.characters[0].weapons == {"pistol_1": 1} and state.characters[1].items == []


@pytest.mark.rule("LD-EVENT-09", "SGLD-PWR-05", "SGLD-MISC-10")
def test_fire_cards_burn_the_rooms_they_name():
    state = game(1, rooms=("L001",), hands={0: []})
    state.characters[0].room = "L002"  # CSS A
    event(state, "fire_in_the_hole")
    assert {"L002", "L003"} <= set(state.fire) and len(state.characters[0].serious) == 1
    state = game()
    event(state, "thats_hot")
    assert {"L016", "L027"} <= set(state.fire)
    state = game()
    event(state, "short_circuit")  # computers in powered Sections only
    assert {"L010", "L011", "L015", "L018"} <= set(state.fire) and "L001" not in state.fire


@pytest.mark.rule("LD-EVENT-09", "SGLD-PWR-05", "SGLD-MAP-06")
def test_machines_fail_blue_screen_sanitary_network_coolant_leak_and_kickstopper():
    state = game()
    event(state, "blue_screen")
    assert "L010" in state.malfunction and "L001" not in state.malfunction  # lowest powered Computer room
    state = game()
    event(state, "sanitary_network_failure")
    assert {"L010", "L017", "L021", "L024"} <= set(state.malfunction) and "L022" not in state.malfunction
    state = game()
    event(state, "coolant_leak")
    assert "L006" in state.malfunction
    state = game()
    event(state, "kickstopper")
    assert {"L005", "L014", "L023"} <= set(state.malfunction) and not lockdown_state(state).power["elevator"].on


@pytest.mark.rule("LD-EVENT-09")
def test_power_surge_turns_the_time_token_back_to_its_inactive_side():
    state = game()
    lockdown_state(state).time_active = True
    event(state, "power_surge")
    assert not lockdown_state(state).time_active


@pytest.mark.rule("LD-EVENT-12", "LD-EVENT-09")
def test_noise_in_corridors_and_its_dark_part_wound_characters_at_dark_technical_entrances():
    state = game(2, rooms=(LIT, "L024"))  # both rooms have a Technical Corridors Entrance
    event(state, "noise_in_corridors")
    assert "TECH" in state.noise
    assert state.characters[1].light_wounds == 1 and state.characters[0].light_wounds == 0


@pytest.mark.rule("LD-EVENT-12", "LD-EVENT-09")
def test_nest_and_bulkheads_open_put_noise_around_characters_in_the_dark():
    state = game(2, rooms=(LIT, DARK))
    event(state, "nest")
    assert {c for c in corridors_of(state, NEST) if c != "TECH"} <= set(state.noise)
    assert {c for c in corridors_of(state, DARK) if c != "TECH"} <= set(state.noise)
    assert not {c for c in corridors_of(state, LIT) if c != "TECH"} - {c for c in corridors_of(state, NEST)} \
        & set(state.noise)
    state = game(2, rooms=(LIT, DARK))
    event(state, "bulkheads_open")
    assert {c for c in corridors_of(state, DARK) if c != "TECH"} <= set(state.noise)


@pytest.mark.rule("LD-EVENT-09", "SGLD-MISC-10", "SGLD-TIME-05")
def test_coolant_leak_on_a_failing_cooling_system_starts_the_autodestruction_once():
    state = game()
    state.malfunction.append("L006")
    event(state, "coolant_leak")
    slot = lockdown_state(state).autodestruction
    assert slot >= 0
    state.event_deck.append("coolant_leak")
    state.event_removed.remove("coolant_leak")
    event(state, "coolant_leak")
    assert lockdown_state(state).autodestruction == slot


@pytest.mark.rule("LD-EVENT-09")
def test_consuming_fire_empties_burning_rooms_of_items_and_spreads_the_fire():
    state = game()
    state.fire = ["L016"]
    state.item_counters["L016"] = 2
    event(state, "consuming_fire")
    assert state.item_counters["L016"] == 0
    assert {r for _c, r in board_neighbours(state, "L016") if r != "TECH"} <= set(state.fire)


@pytest.mark.rule("LD-EVENT-12")
def test_a_darkness_part_is_skipped_when_nothing_it_reaches_is_dark():
    state = game(1, rooms=(LIT,))
    log = event(state, "egg_protection")
    assert not entries(log, "event_dark_part") and contamination(state.characters[0]) == 0


@pytest.mark.rule("LD-EVENT-09")
def test_noise_in_corridors_on_a_noisy_technical_space_takes_a_fire_and_a_malfunction_marker_out_of_the_game():
    from engine.effects import marker_supply

    state = game()
    fire, malfunction = marker_supply(state, "fire"), marker_supply(state, "malfunction")
    state.noise.append("TECH")
    event(state, "noise_in_corridors")
    assert (marker_supply(state, "fire"), marker_supply(state, "malfunction")) == (fire - 1, malfunction - 1)
    from engine import api

    assert marker_supply(api.view(state, 0), "fire") == fire - 1
