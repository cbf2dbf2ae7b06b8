"""Encounters and Surprise Attacks (PUB-ENC-01..10)."""

import pytest

from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.species.intruders.larvae import carries
from tests.engine.combat_helpers import (
    NEST,
    START,
    Draws,
    act,
    board,
    entries,
    hand,
    reask,
    reveal,
    set_bag,
    step,
)
from tests.engine.factories import choose, place, put_intruder, top


@pytest.fixture
def draws(monkeypatch):
    return Draws(monkeypatch)


def _objective_stub(state):
    log(state, "PUB-OBJ-03", "objective_choice")


register(Plugin(id="test_first_intruder_listener", kind="feature", hooks={Hook.FIRST_INTRUDER: _objective_stub}))


def encounter_in_r06(state, script, roll="3"):
    """Seat 0 in R06 rolls `roll` (3 -> K07) into a corridor that already holds Noise."""
    place(state, 0, "R06")
    state.noise = ["K07"]
    script.rolls(roll)
    return step(state, "noise_roll", 0)


@pytest.mark.rule("PUB-ENC-01")
def test_noise_into_a_corridor_that_already_has_noise_starts_an_encounter(script, draws):
    state = board()
    set_bag(state, "adult_1")
    hand(state, 0, actions=1)
    place(state, 0, START)
    reask(state)
    state.noise = ["K07"]
    script.rolls("3")  # R06: 3 -> K07

    new = act(state, "move", "R06", "K10")

    enc = entries(new, "encounter")
    assert [(e.rule, e.args["room"], e.args["seat"]) for e in enc] == [("PUB-ENC-01", "R06", 0)]
    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R06")]


@pytest.mark.rule("PUB-ENC-01")
def test_noise_into_a_free_corridor_is_no_encounter(script):
    state = board()
    bag = list(state.bag)

    new = encounter_in_r06(state, script, roll="1")  # 1 -> K09, which is free

    assert not entries(new, "encounter")
    assert state.noise == ["K07", "K09"] and state.bag == bag and not state.intruders


@pytest.mark.rule("PUB-ENC-01", "PUB-INTRUDER-07")
def test_an_intruder_walking_into_a_characters_room_is_no_encounter():
    state = board()
    place(state, 0, START)
    adult = put_intruder(state, "adult", "R06")
    bag = list(state.bag)
    top(state.event_deck, "damage")  # corridor 2, moves Creepers and Adults: R06 -> K10 -> R11

    new = step(state, "ev_event_card")

    assert adult.room == START
    assert not entries(new, "encounter") and not entries(new, "intruder_attacks")
    assert state.bag == bag


@pytest.mark.rule("PUB-ENC-02")
def test_encounter_removes_the_noise_of_every_corridor_of_the_room(script, draws):
    state = board()
    set_bag(state, "adult_1")
    place(state, 0, "R02")  # corridors K01, K04 and a Technical Corridor entrance
    state.noise = ["K01", "K04", "K07", "TECH"]
    script.rolls("3")  # R02: 3 -> K01

    new = step(state, "noise_roll", 0)

    assert entries(new, "encounter")
    assert state.noise == ["K07"]  # K07 belongs to R05 / R06 only
    removed = entries(new, "noise_removed")
    assert removed[0].rule == "PUB-ENC-02" and removed[0].args["corridors"] == "K01,K04,TECH"


@pytest.mark.rule("PUB-ENC-02")
def test_encounter_places_the_drawn_intruder_and_puts_its_token_in_the_supply(script, draws):
    state = board()
    set_bag(state, "adult_1", "larva_1")
    draws.next("adult_1")
    hand(state, 0, actions=5)

    new = encounter_in_r06(state, script)

    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R06")]
    drawn = entries(new, "token_drawn")
    assert drawn[0].rule == "PUB-ENC-02" and drawn[0].args["token"] == "adult_1"
    assert state.bag == ["larva_1"]
    assert "adult_1" in state.supply
    assert [e.rule for e in entries(new, "token_to_supply")] == ["PUB-ENC-02"]


@pytest.mark.rule("PUB-ENC-02")
def test_fewer_cards_than_the_token_number_means_a_surprise_attack(script, draws):
    state = board()
    set_bag(state, "adult_10")  # number 4
    hand(state, 0, actions=3)
    top(state.attack_deck, "scratch_1")

    new = encounter_in_r06(state, script)

    surprise = entries(new, "surprise_attack")
    assert surprise[0].rule == "PUB-ENC-02" and surprise[0].args == {"seat": 0, "cards": 3, "number": 4}
    attack = entries(new, "intruder_attacks")
    assert attack[0].args["seat"] == 0 and attack[0].args["reason"] == "surprise"
    assert state.characters[0].light_wounds == 1  # the Scratch hit


@pytest.mark.rule("PUB-ENC-02")
def test_as_many_cards_as_the_token_number_means_no_surprise_attack(script, draws):
    state = board()
    set_bag(state, "adult_5")  # number 3
    hand(state, 0, actions=3)

    new = encounter_in_r06(state, script)

    assert entries(new, "no_surprise")[0].args == {"seat": 0, "cards": 3, "number": 3}
    assert not entries(new, "intruder_attacks")
    assert state.characters[0].light_wounds == 0 and not state.characters[0].serious


@pytest.mark.rule("PUB-ENC-02")
def test_contamination_cards_in_hand_count_for_the_surprise_attack_check(script, draws):
    state = board()
    set_bag(state, "adult_5")  # number 3
    hand(state, 0, actions=1, contamination=2)

    new = encounter_in_r06(state, script)

    assert entries(new, "no_surprise")[0].args["cards"] == 3
    assert not entries(new, "intruder_attacks")


@pytest.mark.rule("PUB-ENC-03")
def test_blank_token_puts_noise_in_every_corridor_and_goes_back_into_the_bag(script, draws):
    state = board()
    set_bag(state, "blank_1", "larva_1")
    draws.next("blank_1")
    place(state, 0, "R02")
    state.noise = ["K01"]
    script.rolls("3")  # R02: 3 -> K01

    new = step(state, "noise_roll", 0)

    assert not state.intruders
    assert state.noise == ["K01", "K04", "TECH"]
    assert {e.rule for e in entries(new, "noise_placed")} == {"PUB-ENC-03"}
    assert state.bag == ["blank_1", "larva_1"]  # no Adult added: the Blank was not the last token


@pytest.mark.rule("PUB-ENC-03")
def test_blank_drawn_as_the_last_token_adds_an_adult_from_the_supply(script, draws):
    state = board()
    set_bag(state, "blank_1")
    adults_in_supply = sum(t.startswith("adult_") for t in state.supply)

    new = encounter_in_r06(state, script)

    assert "blank_1" in state.bag and len(state.bag) == 2
    assert [t for t in state.bag if t != "blank_1"][0].startswith("adult_")
    assert sum(t.startswith("adult_") for t in state.supply) == adults_in_supply - 1
    assert entries(new, "token_added")[0].rule == "PUB-ENC-03"


@pytest.mark.rule("PUB-ENC-03")
def test_last_blank_adds_nothing_when_no_adult_token_is_left(script, draws):
    state = board()
    set_bag(state, "blank_1")
    state.supply = [t for t in state.supply if not t.startswith("adult_")]

    encounter_in_r06(state, script)

    assert state.bag == ["blank_1"]


@pytest.mark.rule("PUB-ENC-04", "PUB-INTRUDER-04")
def test_larva_surprise_attack_is_an_infestation(script, draws):
    state = board()
    set_bag(state, "larva_1")
    ch = hand(state, 0, actions=0)
    cont_deck = len(state.contamination_deck)

    new = encounter_in_r06(state, script)

    assert entries(new, "intruder_placed")[0].args["kind"] == "larva"
    assert not state.intruders  # the Larva left the board for the character board
    assert carries(state, ch)
    assert len(state.contamination_deck) == cont_deck - 1 and ch.discard[-1].startswith("cont_")
    assert entries(new, "larva_attached")[0].rule == "PUB-INTRUDER-04"


@pytest.mark.rule("PUB-ENC-04")
def test_larva_stays_in_the_room_without_a_surprise_attack(script, draws):
    state = board()
    set_bag(state, "larva_1")
    ch = hand(state, 0, actions=1)

    encounter_in_r06(state, script)

    assert [(i.kind, i.room) for i in state.intruders] == [("larva", "R06")]
    assert not carries(state, ch)


@pytest.mark.rule("PUB-ENC-05")
def test_first_intruder_of_the_game_triggers_the_objective_step_before_the_surprise_attack(script, draws):
    state = board(features="test_first_intruder_listener")
    set_bag(state, "adult_10")
    hand(state, 0, actions=0)
    top(state.attack_deck, "scratch_1")

    new = encounter_in_r06(state, script)

    kinds = [e.kind for e in new]
    assert kinds.index("intruder_placed") < kinds.index("first_intruder") < kinds.index("objective_choice")
    assert kinds.index("objective_choice") < kinds.index("intruder_attacks")
    assert entries(new, "first_intruder")[0].rule == "PUB-ENC-05"


@pytest.mark.rule("PUB-ENC-05")
def test_only_the_first_intruder_triggers_the_objective_step(script, draws):
    state = board(features="test_first_intruder_listener")
    set_bag(state, "adult_1", "adult_2")
    hand(state, 0, actions=5)
    encounter_in_r06(state, script)

    place(state, 0, "R06")
    state.noise = ["K09"]
    script.rolls("1")
    new = step(state, "noise_roll", 0)

    assert len(state.intruders) == 2
    assert not entries(new, "first_intruder") and not entries(new, "objective_choice")


@pytest.mark.rule("PUB-ENC-06")
def test_reaction_to_danger_lowers_the_token_number_by_one(script, draws):
    state = board()
    reveal(state, "reaction_to_danger")
    set_bag(state, "adult_1")  # number 2, counts as 1
    hand(state, 0, actions=1)

    new = encounter_in_r06(state, script)

    assert entries(new, "no_surprise")[0].args == {"seat": 0, "cards": 1, "number": 1}
    assert not entries(new, "intruder_attacks")


@pytest.mark.rule("PUB-ENC-06")
def test_reaction_to_danger_never_lowers_a_number_below_one(script, draws):
    state = board()
    reveal(state, "reaction_to_danger")
    set_bag(state, "creeper_1")  # number 1 stays 1
    hand(state, 0, actions=0)
    top(state.attack_deck, "scratch_1")

    new = encounter_in_r06(state, script)

    assert entries(new, "surprise_attack")[0].args["number"] == 1
    assert entries(new, "intruder_attacks")[0].args["seat"] == 0


@pytest.mark.rule("PUB-ENC-07")
def test_the_character_who_rolled_is_checked_and_attacked(script, draws):
    state = board(seats=2)
    set_bag(state, "adult_1")  # number 2
    place(state, 0, "R06")
    place(state, 1, "R06")
    hand(state, 0, actions=0)
    hand(state, 1, actions=5)
    state.noise = ["K07"]
    script.rolls("3")

    new = step(state, "noise_roll", 1)

    assert entries(new, "no_surprise")[0].args["seat"] == 1
    assert not entries(new, "intruder_attacks")


@pytest.mark.rule("PUB-ENC-07")
def test_queen_from_the_bag_surprises_the_character_in_the_nest_with_fewest_action_cards(draws):
    state = board(seats=2)
    set_bag(state, "queen_1", "larva_1")
    draws.next("queen_1")
    place(state, 0, NEST)
    place(state, 1, NEST)
    hand(state, 0, actions=3)
    hand(state, 1, actions=1, contamination=2)  # 3 cards in all, but only 1 Action card
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_bag")

    assert [(i.kind, i.room) for i in state.intruders] == [("queen", NEST)]
    surprise = entries(new, "surprise_attack")
    assert surprise[0].rule == "PUB-ENC-07" and surprise[0].args == {"seat": 1, "cards": 3, "number": 4}
    assert entries(new, "intruder_attacks")[0].args["seat"] == 1


@pytest.mark.rule("PUB-ENC-07")
def test_egg_protection_makes_an_encounter_for_each_character_in_the_nest_in_turn_order(draws):
    state = board(seats=2)
    state.first_player = 1
    set_bag(state, "adult_1", "adult_2")
    place(state, 0, NEST)
    place(state, 1, NEST)
    hand(state, 0, actions=0)
    hand(state, 1, actions=5)
    top(state.attack_deck, "scratch_1")
    top(state.event_deck, "egg_protection")

    new = step(state, "ev_event_card")

    assert [e.args["seat"] for e in entries(new, "encounter")] == [1, 0]
    assert entries(new, "no_surprise")[0].args["seat"] == 1
    assert entries(new, "surprise_attack")[0].args["seat"] == 0


@pytest.mark.rule("PUB-ENC-08")
def test_empty_bag_counts_as_a_blank_without_adding_an_adult(script):
    state = board()
    set_bag(state)
    supply = list(state.supply)

    new = encounter_in_r06(state, script)

    assert entries(new, "empty_bag_as_blank")[0].rule == "PUB-ENC-08"
    assert not state.intruders
    assert state.noise == ["K04", "K07", "K09", "K10"]
    assert state.bag == [] and state.supply == supply


@pytest.mark.rule("PUB-ENC-10")
def test_surprise_check_counts_the_hand_after_the_action_cost_is_paid(script, draws):
    state = board()
    set_bag(state, "adult_5")  # number 3
    hand(state, 0, actions=3)
    reask(state)
    state.noise = ["K07"]
    top(state.attack_deck, "scratch_1")
    script.rolls("3")

    new = act(state, "move", "R06", "K10")  # pays 1 of the 3 cards

    assert entries(new, "surprise_attack")[0].args == {"seat": 0, "cards": 2, "number": 3}
    assert entries(new, "intruder_attacks")[0].args["reason"] == "surprise"


@pytest.mark.rule("PUB-ENC-10")
def test_event_phase_surprise_check_counts_the_hand_kept_when_passing(script, draws):
    state = board()
    place(state, 0, "R06")
    set_bag(state, "adult_1", "adult_5")
    draws.next("adult_1", "adult_5")  # bag development: an Adult (everyone rolls); then the Encounter
    state.noise = ["K07"]
    top(state.event_deck, "bulkheads_open")  # nothing on the board for it to move or open
    top(state.attack_deck, "scratch_1")
    reask(state)
    choose(state, "pass")
    for card in sorted(state.characters[0].hand)[:4]:
        choose(state, "discard", card)
    script.rolls("3")

    new = choose(state, "keep")

    assert entries(new, "surprise_attack")[0].args == {"seat": 0, "cards": 1, "number": 3}
