"""Reactions out of turn and the Soldier's Rush (PUB-ACT-11, PUB-CHAR-04, PUB-ENC-09, PUB-ROUND-10; T14)."""

import pytest

from engine.decisions import Choice
from tests.engine.combat_helpers import Draws, board, set_bag
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, set_hand, step, top


@pytest.fixture
def draws(monkeypatch):
    return Draws(monkeypatch)


def ready(*characters, room="R06", hands=None):
    """The characters in `room`, each holding its hand from `hands` (default: nothing); seat 0 to act."""
    state = board(seats=len(characters), characters=list(characters))
    for seat in range(len(characters)):
        place(state, seat, room)
        set_hand(state, seat, list((hands or {}).get(seat, [])))
    state.first_intruder_seen = True  # no Objective choice in the middle of a test
    return reask(state)


# --- Interruption (PUB-ACT-11, PUB-CHAR-04) --------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-11", "PUB-CHAR-04")
def test_interruption_cancels_an_action_in_your_room_but_its_cost_stays_paid():
    state = ready("captain", "scout", hands={0: ["captain_rest"], 1: ["scout_interruption"]})

    act(state, "move", "R07", "K09")
    assert state.pending.kind == "reaction" and state.pending.seat == 1
    assert set(state.pending.options) == {Choice("decline"), Choice("interrupt", ("scout_interruption",))}
    new = choose(state, "interrupt", "scout_interruption")

    assert state.characters[0].room == "R06" and state.characters[0].hand == []
    assert state.characters[1].discard == ["scout_interruption"]
    assert [e.rule for e in entries(new, "action_interrupted")] == ["PUB-ACT-11"]
    assert (state.pending.kind, state.pending.seat, state.actions_this_round) == ("choose_action", 0, 1)


@pytest.mark.rule("PUB-ACT-11")
def test_a_declined_interruption_lets_the_action_happen(script):
    state = ready("captain", "scout", hands={0: ["captain_rest"], 1: ["scout_interruption"]})
    script.rolls("silence")

    act(state, "move", "R07", "K09")
    choose(state, "decline")

    assert state.characters[0].room == "R07" and state.characters[1].hand == ["scout_interruption"]


@pytest.mark.rule("PUB-ACT-11", "PUB-CHAR-04")
def test_an_interruption_can_itself_be_cancelled_by_another_interruption(script):
    state = ready("captain", "scout", hands={0: ["captain_demolition", "captain_interruption"],
                                              1: ["scout_interruption"]})
    script.rolls("silence")

    act(state, "move", "R07", "K09")  # paid with Demolition
    choose(state, "interrupt", "scout_interruption")
    assert (state.pending.kind, state.pending.seat) == ("reaction", 0)
    choose(state, "interrupt", "captain_interruption")

    assert state.characters[0].room == "R07"
    assert state.characters[0].discard == ["captain_demolition", "captain_interruption"]


@pytest.mark.rule("PUB-ACT-11")
def test_only_characters_in_the_actors_room_holding_the_card_are_asked(script):
    state = ready("captain", "scout", "pilot", hands={0: ["captain_rest"], 1: ["scout_interruption"],
                                                       2: ["pilot_rest"]})
    place(state, 1, "R05")
    reask(state)
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    assert state.characters[0].room == "R07" and state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-ACT-11")
def test_a_player_who_passed_may_still_interrupt():
    state = ready("captain", "scout", hands={0: ["captain_rest"], 1: ["scout_interruption"]})
    state.characters[1].passed = True

    act(state, "move", "R07", "K09")

    assert (state.pending.kind, state.pending.seat) == ("reaction", 1)


# --- Nerves of Steel (PUB-ENC-09) and Armor ------------------------------------------------------------------


def surprise(state, script, draws):
    """Seat 0 in R06 rolls 3 into K07, which already holds Noise: an Adult with a Surprise Attack."""
    set_bag(state, "adult_1", "larva_1")
    draws.next("adult_1")
    state.noise = ["K07"]
    top(state.attack_deck, "scratch_1")
    script.rolls("3")
    return step(state, "noise_roll", 0)


@pytest.mark.rule("PUB-ENC-09", "PUB-ACT-11")
def test_nerves_of_steel_ignores_the_surprise_attack(script, draws):
    state = ready("soldier", hands={0: ["soldier_nerves_of_steel"]})

    surprise(state, script, draws)
    assert state.pending.kind == "reaction"
    new = choose(state, "nerves_of_steel", "soldier_nerves_of_steel")

    ch = state.characters[0]
    assert ch.light_wounds == 0 and ch.discard[-1] == "soldier_nerves_of_steel"
    assert [e.rule for e in entries(new, "attack_ignored")] == ["PUB-ENC-09"]


@pytest.mark.rule("PUB-ENC-09")
def test_declining_nerves_of_steel_takes_the_surprise_attack(script, draws):
    state = ready("soldier", hands={0: ["soldier_nerves_of_steel"]})

    surprise(state, script, draws)
    choose(state, "decline")

    assert state.characters[0].light_wounds == 1
    assert state.characters[0].hand == ["soldier_nerves_of_steel"]


@pytest.mark.rule("PUB-ENC-09", "PUB-ACT-11")
def test_nerves_of_steel_is_not_offered_for_an_ordinary_attack():
    state = ready("soldier", hands={0: ["soldier_nerves_of_steel"]})
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "scratch_1")

    step(state, "intruder_attack", adult.id, 0, "event")

    assert state.pending is None and state.characters[0].light_wounds == 1


@pytest.mark.rule("PUB-ACT-11", "PUB-ACT-07", "PUB-INTRUDER-06")
def test_active_armor_is_discarded_to_ignore_an_intruder_attack():
    state = ready("soldier")
    state.characters[0].quests["armor"] = True
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_1")

    step(state, "intruder_attack", adult.id, 0, "event")
    assert set(state.pending.options) == {Choice("armor"), Choice("decline")}
    choose(state, "armor")

    ch = state.characters[0]
    assert ch.serious == [] and "armor" not in ch.quests


@pytest.mark.rule("PUB-ACT-11")
def test_inactive_armor_is_not_offered():
    state = ready("soldier")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_1")

    step(state, "intruder_attack", adult.id, 0, "event")

    assert state.pending is None and len(state.characters[0].serious) == 1


# --- Motion Scanner ----------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ACT-11", "PUB-NOISE-02")
def test_motion_scanner_discards_a_card_to_reroll_the_noise_roll_once(script):
    state = ready("scout", hands={0: ["scout_rest"]})
    state.characters[0].quests["motion_scanner"] = True
    script.rolls("1", "2")  # R06: 1 -> K09, 2 -> K10

    step(state, "noise_roll", 0)
    assert state.pending.kind == "reaction"
    choose(state, "reroll")

    assert state.noise == ["K10"] and state.characters[0].hand == []
    assert state.pending is None  # the second roll stands


@pytest.mark.rule("PUB-ACT-11")
def test_motion_scanner_is_not_offered_without_a_card_to_discard(script):
    state = ready("scout")
    state.characters[0].quests["motion_scanner"] = True
    script.rolls("1")

    step(state, "noise_roll", 0)

    assert state.pending is None and state.noise == ["K09"]


# --- Rush (PUB-ROUND-10) -----------------------------------------------------------------------------------


def two_actions(state, script):
    script.rolls("silence")  # the way back joins the other character: no roll
    act(state, "move", "R07", "K09")
    act(state, "move", "R06", "K09")


@pytest.mark.rule("PUB-ROUND-10")
def test_rush_gives_the_soldier_a_third_action_for_a_light_wound(script):
    state = ready("soldier", "scout", hands={0: ["soldier_rest", "soldier_demolition", "soldier_search_1"]})
    script.rolls("silence")
    act(state, "move", "R07", "K09")
    assert Choice("rush") in state.pending.options

    choose(state, "rush")

    assert state.characters[0].light_wounds == 1
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 0)
    assert Choice("rush") not in state.pending.options  # once a round
    act(state, "move", "R06", "K09")
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 0)  # the third action
    script.rolls("silence")
    act(state, "move", "R07", "K09")
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 1)


@pytest.mark.rule("PUB-ROUND-10")
def test_without_rush_the_round_ends_after_two_actions(script):
    state = ready("soldier", "scout", hands={0: ["soldier_rest", "soldier_demolition", "soldier_search_1"]})
    assert Choice("rush") not in state.pending.options  # declared after the first action

    two_actions(state, script)

    assert state.characters[0].light_wounds == 0
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 1)


@pytest.mark.rule("PUB-ROUND-10")
def test_rush_is_only_the_soldiers_trait(script):
    state = ready("scout", "soldier", hands={0: ["scout_rest", "scout_demolition", "scout_search_1"]})

    two_actions(state, script)

    assert (state.pending.kind, state.pending.seat) == ("choose_action", 1)
