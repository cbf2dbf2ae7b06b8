"""The Aftermath line's Action cards (GAP-AFT-03 PROPOSED placeholders; COMP-SG-05/06): every card of every deck
does something on both maps, and each new effect does what its card says."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.crews.aftermath.content import NEW_CARD_EFFECTS
from engine.rules import registry
from engine.rules.registry import CARD_EFFECTS
from tests.engine.aftermath_helpers import (
    AFTERMATH,
    busy_scene,
    card_options,
    finish_decisions,
    holding,
    line_cards,
    lockdown,
    on_ship,
)
from tests.engine.factories import act, entries, put_intruder, reask

REACTIONS = ("interruption", "nerves_of_steel")  # played in answer to something, never as an action
PLAIN = {"action", "cards_discarded", "round_start"}  # what any play logs (the card and its cost discarded)


@pytest.mark.rule("COMP-SG-05", "COMP-SG-06", "AFT-BH-01", "AFT-OTH-01", "AFT-DOC-01")
@pytest.mark.parametrize("map_id", ["lockdown", "nemesis_ship"])
@pytest.mark.parametrize("character", AFTERMATH)
def test_every_card_of_every_aftermath_deck_does_something(map_id, character):
    for card in line_cards(character):
        if card.when == "reaction":
            assert card.effect in REACTIONS, card.id
            continue
        assert CARD_EFFECTS[card.effect].resolve is not registry._unset_resolve, card.id
        scenes = [busy_scene(map_id, character, card.id, fight) for fight in (card.when == "ic", card.when != "ic")]
        state = next((s for s in scenes if card_options(s, card.id)), None)
        assert state is not None, f"{card.id} ({card.effect}) is never playable on {map_id}"
        start = len(state.log)
        act(state, "card", card.id, *card_options(state, card.id)[0])
        finish_decisions(state)
        done = {e.kind for e in state.log[start:]} - PLAIN
        assert done, f"{card.id} ({card.effect}) changed nothing on {map_id}"


@pytest.mark.rule("AFT-GEN-01", "COMP-SG-05", "COMP-SG-06")
def test_each_deck_holds_the_five_common_cards_and_at_least_two_new_effects_of_its_own():
    state = lockdown("android")
    for character in AFTERMATH:
        cards = cat(state).characters[character].cards if character == "android" else line_cards(character)
        effects = [c.effect for c in cards]
        assert len(cards) == 10 and effects.count("search") == 2
        assert {"rest", "interruption", "demolition"} <= set(effects)
        assert len({e for e in effects if e in NEW_CARD_EFFECTS}) >= 2 or character == "psychologist"


@pytest.mark.rule("AFT-AND-01")
def test_overclock_draws_two_cards_then_wounds_the_android():
    state = lockdown("android")
    ch = state.characters[0]
    holding(state, 0, "android_overclock")
    reask(state)
    hand = len(ch.hand)
    act(state, "card", "android_overclock")
    assert len(ch.hand) == hand - 1 + 2 and ch.light_wounds == 1


@pytest.mark.rule("AFT-AND-01")
def test_recharge_cell_feeds_two_ammo_into_an_energy_weapon_up_to_its_capacity():
    state = on_ship("android")
    ch = state.characters[0]
    ch.weapons["aft_arc_emitter"] = 1
    holding(state, 0, "android_recharge")
    reask(state)
    assert card_options(state, "android_recharge") == [("aft_arc_emitter",)]
    act(state, "card", "android_recharge", "aft_arc_emitter")
    assert ch.weapons["aft_arc_emitter"] == 3


@pytest.mark.rule("AFT-BH-01")
def test_finishing_blow_only_strikes_an_intruder_already_injured():
    state = lockdown("bounty_hunter")
    ch = state.characters[0]
    fresh = put_intruder(state, "adult", ch.room)
    holding(state, 0, "bounty_hunter_finishing_blow")
    reask(state)
    assert card_options(state, "bounty_hunter_finishing_blow") == []
    fresh.injuries = 1
    reask(state)
    act(state, "card", "bounty_hunter_finishing_blow", str(fresh.id))
    survivor = next((i for i in state.intruders if i.id == fresh.id), None)
    assert survivor is None or survivor.injuries == 3


@pytest.mark.rule("AFT-BH-01")
def test_tangle_net_makes_an_intruder_retreat():
    state = on_ship("bounty_hunter")
    ch = state.characters[0]
    adult = put_intruder(state, "adult", ch.room)
    holding(state, 0, "bounty_hunter_tangle_net")
    reask(state)
    log = act(state, "card", "bounty_hunter_tangle_net", str(adult.id))
    assert entries(log, "aft_netted") and adult.room != ch.room


@pytest.mark.rule("AFT-PRE-01")
def test_inspiring_speech_heals_everyone_else_in_the_room_one_light_wound():
    state = lockdown("president", "sentry", "convict")
    pres, sentry, convict = state.characters
    sentry.room = convict.room = pres.room
    sentry.light_wounds, convict.light_wounds, pres.light_wounds = 2, 1, 1
    holding(state, 0, "president_speech")
    reask(state)
    act(state, "card", "president_speech")
    finish_decisions(state)
    assert (sentry.light_wounds, convict.light_wounds, pres.light_wounds) == (1, 0, 1)


@pytest.mark.rule("AFT-PRE-01")
def test_requisition_takes_an_item_of_the_rooms_colour_and_leaves_the_item_counter():
    state = on_ship("president")
    ch = state.characters[0]
    ch.room = "R10"  # the Armory: red
    state.item_counters["R10"] = 0
    holding(state, 0, "president_requisition")
    reask(state)
    assert card_options(state, "president_requisition") == [("red",)]
    top = state.item_decks["red"][-1]
    act(state, "card", "president_requisition", "red")
    finish_decisions(state)
    assert top in ch.items + list(ch.weapons) and state.item_counters["R10"] == 0


@pytest.mark.rule("AFT-OTH-01")
def test_encouragement_lets_another_character_in_the_room_draw_two():
    state = lockdown("psychologist", "sentry")
    other = state.characters[1]
    other.room = state.characters[0].room
    holding(state, 0, "psychologist_encouragement")
    reask(state)
    before = len(other.hand)
    act(state, "card", "psychologist_encouragement", "1")
    finish_decisions(state)
    assert len(other.hand) == before + 2


@pytest.mark.rule("AFT-OTH-01")
def test_profiling_shows_one_objective_of_another_character_to_the_psychologist_only():
    state = on_ship("psychologist", "captain")
    other = state.characters[1]
    other.room = state.characters[0].room
    holding(state, 0, "psychologist_profiling")
    reask(state)
    act(state, "card", "psychologist_profiling", "1", "0")
    finish_decisions(state)
    seen = entries(state.log, "objective_seen")[-1]
    assert seen.visible_to == (0,) and state.characters[0].knowledge["objective:1"] == state.objectives["1"][0]


@pytest.mark.rule("AFT-OTH-01")
def test_shiv_costs_the_convict_a_light_wound_and_fence_trades_an_item_for_two_cards():
    state = lockdown("convict")
    ch = state.characters[0]
    adult = put_intruder(state, "adult", ch.room)
    holding(state, 0, "convict_shiv", "convict_fence")
    reask(state)
    act(state, "card", "convict_shiv", str(adult.id))
    assert ch.light_wounds == 1
    state.intruders.clear()
    ch.items = [state.item_decks["red"].pop()]
    reask(state)
    hand = len(ch.hand)
    act(state, "card", "convict_fence", ch.items[0])
    assert ch.items == [] and len(ch.hand) == hand - 1 + 2


@pytest.mark.rule("AFT-DOC-01")
def test_triage_and_diagnosis_treat_another_character_in_the_room():
    state = on_ship("doctor", "captain")
    doc, patient = state.characters
    patient.room = doc.room
    wound = sorted(cat(state).wounds)[0]
    patient.serious = [wound]
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    state.contamination_deck.remove(clean)
    patient.hand.append(clean)
    holding(state, 0, "doctor_triage")
    reask(state)
    act(state, "card", "doctor_triage", "1", "dress", wound)
    finish_decisions(state)
    assert patient.dressed == [wound] and patient.serious == []
    holding(state, 0, "doctor_diagnosis")
    reask(state)
    act(state, "card", "doctor_diagnosis", "1")
    finish_decisions(state)
    assert clean not in patient.hand


@pytest.mark.rule("AFT-DOC-01")
def test_isolation_protocol_closes_every_open_door_of_the_room():
    state = lockdown("doctor")
    ch = state.characters[0]
    holding(state, 0, "doctor_isolation_protocol")
    reask(state)
    act(state, "card", "doctor_isolation_protocol")
    around = [c for c in cat(state).room_corridors[ch.room] if not c.startswith("T")]
    assert around and all(state.doors.get(c) in ("closed", "destroyed") for c in around)
