"""The Night Stalkers' Encounter in Lockdown (lockdown-base.md §9.1, §15): the token's two Surprise-Attack numbers
read by Darkness, the hand that counts, the Blank, the empty bag, the token set aside, the starting bag."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.species.night_stalkers.content import ID
from tests.engine.factories import entries, put_intruder, set_bag, set_hand, step
from tests.engine.lockdown_helpers import facility, power

LAB = "L010"  # Section S-02
CARDS = ["soldier_rest", "soldier_demolition", "soldier_full_auto"]


def numbers(state, token):
    n = cat(state).ext[ID]["token_numbers"][token]
    return n.light, n.dark


def encounter(lit: bool, hand: list[str], token: str = "adult_1"):
    state = facility(1)
    power(state, S02=lit)
    state.characters[0].room = LAB
    set_bag(state, token)
    set_hand(state, 0, hand)
    state.attack_deck.clear()  # the attack itself is another test's business
    state.attack_discard.clear()
    return state, step(state, "encounter", LAB, 0)


@pytest.mark.rule("LD-ENC-03", "LD-NS-03", "LD-ENC-02", "SGLD-MISC-02", "SGLD-PWR-06")
def test_a_lit_room_compares_the_hand_with_the_lower_number_and_darkness_with_the_higher():
    state = facility(1)
    light, dark = numbers(state, "adult_1")
    assert light < dark
    hand = (CARDS * 3)[:light]  # as many cards as the lower number: safe in light, not in the dark
    _s, log = encounter(True, hand)
    assert [e.args["number"] for e in entries(log, "no_surprise")] == [light]
    _s, log = encounter(False, hand)
    assert [e.args["number"] for e in entries(log, "surprise_attack")] == [dark]


@pytest.mark.rule("LD-ENC-02", "LD-ENC-01")
def test_contamination_cards_count_in_the_surprise_check_and_the_figure_appears_in_the_room():
    state = facility(1)
    light, _dark = numbers(state, "adult_1")
    hand = ["cont_1"] * light
    state, log = encounter(True, hand)
    assert entries(log, "no_surprise")
    assert [i.kind for i in state.intruders if i.room == LAB] == ["adult"]


@pytest.mark.rule("LD-ENC-02")
def test_the_encounter_clears_the_noise_of_the_rooms_corridors():
    state = facility(1)
    power(state, S02=True)
    state.characters[0].room = LAB
    from engine.rules.board import corridors_of

    state.noise = [c for c in corridors_of(state, LAB)]
    set_bag(state, "adult_1")
    set_hand(state, 0, CARDS * 2)
    step(state, "encounter", LAB, 0)
    assert not set(state.noise) & set(corridors_of(state, LAB))


@pytest.mark.rule("LD-ENC-04")
def test_the_drawn_token_is_set_aside_from_the_bag():
    state, _log = encounter(True, CARDS * 2)
    assert "adult_1" not in state.bag and "adult_1" in state.supply


@pytest.mark.rule("LD-ENC-05")
def test_a_blank_puts_noise_around_the_room_adds_an_adult_when_it_was_the_last_token_and_places_no_one():
    state, log = encounter(False, [], token="blank_1")
    from engine.rules.board import corridors_of

    assert not state.intruders
    assert set(c for c in corridors_of(state, LAB) if c != "TECH") <= set(state.noise)
    assert "blank_1" in state.bag and any(t.startswith("adult") for t in state.bag)
    assert not entries(log, "surprise_attack")


@pytest.mark.rule("LD-ENC-07")
def test_an_empty_bag_draws_as_a_blank_without_an_adult():
    state = facility(1)
    state.characters[0].room = LAB
    set_bag(state)
    log = step(state, "encounter", LAB, 0)
    assert entries(log, "empty_bag_as_blank") and not state.intruders and state.bag == []


@pytest.mark.rule("LD-NS-02", "LD-NS-01")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_the_starting_bag_holds_a_blank_four_larvae_a_creeper_the_queen_and_three_adults_plus_one_a_player(seats):
    from tests.engine.factories import make_game

    state = make_game(seats=seats, map="lockdown", species="night_stalkers")
    kinds = [cat(state).intruder_tokens[t][0] for t in state.bag]
    assert {k: kinds.count(k) for k in set(kinds)} == {"blank": 1, "larva": 4, "creeper": 1, "queen": 1,
                                                      "adult": 3 + seats}


@pytest.mark.rule("LD-NS-03", "LD-NS-01")
def test_every_one_of_the_27_tokens_shows_a_light_number_no_higher_than_its_darkness_number():
    state = facility(1)
    table = cat(state).ext[ID]["token_numbers"]
    assert len(cat(state).intruder_tokens) == 27
    assert all(n.light <= n.dark for n in table.values())


@pytest.mark.rule("LD-IATK-02")
def test_the_target_is_the_character_holding_the_fewest_action_cards_contamination_not_counted():
    from engine.rules.intruder_attack import attack_target

    state = facility(2)
    for ch in state.characters:
        ch.room = LAB
    set_hand(state, 0, CARDS[:2] + ["cont_1", "cont_2"])
    set_hand(state, 1, CARDS[:3])
    put_intruder(state, "adult", LAB)
    assert attack_target(state, LAB).seat == 0


@pytest.mark.rule("LD-NS-12")
def test_an_adult_too_many_sends_every_adult_not_in_combat_back_to_the_bag_first():
    state = facility(1)
    state.characters[0].room = LAB
    set_hand(state, 0, CARDS * 3)
    in_combat = put_intruder(state, "adult", LAB)
    for _ in range(7):
        put_intruder(state, "adult", "L016")
    set_bag(state, "adult_1")
    step(state, "encounter", LAB, 0)
    assert sorted(i.room for i in state.intruders) == [LAB, LAB] and in_combat in state.intruders
    assert sum(1 for t in state.bag if t.startswith("adult")) == 7


@pytest.mark.rule("LD-NS-12")
def test_a_kind_out_of_miniatures_is_not_placed_and_its_token_goes_back_into_the_bag():
    state = facility(1)
    state.characters[0].room = LAB
    put_intruder(state, "breeder", "L016")
    put_intruder(state, "breeder", "L017")
    set_bag(state, "breeder_1")
    log = step(state, "encounter", LAB, 0)
    assert [i.room for i in state.intruders] == ["L016", "L017"] and state.bag == ["breeder_1"]
    assert entries(log, "no_figure_left") and not entries(log, "surprise_attack")


@pytest.mark.rule("LD-NS-11", "LD-CONTAM-03", "LD-NS-08")
def test_the_creeper_of_a_death_by_infection_can_hide_in_the_bag_like_any_creeper():
    from engine.species.intruders.larvae import infection
    from tests.engine.factories import give_larva, top

    state = facility(2)
    ch = state.characters[0]
    ch.room = "L016"
    state.characters[1].room = LAB
    give_larva(state, ch)
    infection(state, ch, True, "LD-CONTAM-03")
    assert ch.status == "dead" and [i.kind for i in state.intruders] == ["creeper"]
    creepers = sum(1 for t in state.bag if t.startswith("creeper"))
    top(state.event_deck, "lurking")
    step(state, "ev_event_card")
    assert not state.intruders and sum(1 for t in state.bag if t.startswith("creeper")) == creepers + 1


@pytest.mark.rule("LD-VAR-03", "SGLD-DECK-03")
def test_the_original_intruders_in_lockdown_use_their_single_number_tokens_and_their_attack_deck():
    from tests.engine.factories import make_game

    state = make_game(seats=2, map="lockdown", species="intruders")
    assert ID not in cat(state).ext
    assert "bite_1" in cat(state).attack or any(c.effect == "bite" for c in cat(state).attack.values())
    assert not any(c.effect == "cut" for c in cat(state).attack.values())
