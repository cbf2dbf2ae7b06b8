"""Character wounds and death in a 2018 prototype game (base-game.md §13: BASE-WOUND-*, BASE-DEATH-*; the crew
corpse token BASE-COMP-15). Every state is a prototype game on the fixed test board of combat_helpers.py
(R05: the Laboratory, R16: the Emergency Room, the prototype's Clinic)."""

import pytest

from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import characters_in
from engine.rules.wounds import kill, light_wound, serious_count, serious_wound
from engine.rulesets.prototype.state import proto
from tests.engine.combat_helpers import act, board, entries, reask, step
from tests.engine.factories import place, put_intruder, run_op, set_hand, top

CARDS = ["scout_rest", "scout_search_1", "scout_demolition", "scout_adrenaline"]


def scout(room="R06", seats=1, cards=CARDS):
    state = board(seats=seats, characters=["scout", "soldier", "pilot"][:seats], ruleset="prototype")
    place(state, 0, room)
    set_hand(state, 0, list(cards))
    return reask(state)


def moves(state):
    return {o.args for o in state.pending.options if o.kind == "move"}


def attacked_by(card, kind="adult", serious=()):
    state = scout()
    state.characters[0].serious = list(serious)
    put_intruder(state, kind, "R06")
    top(state.attack_deck, card)
    return state, step(state, "ev_attacks")


# ---- wounds ----

@pytest.mark.rule("BASE-WOUND-01", "BASE-WOUND-02")
def test_intruder_attacks_cause_light_wounds_on_the_track_and_serious_wound_cards():
    state, new = attacked_by("scratch_1")
    assert state.characters[0].light_wounds == 1 and [e.args["total"] for e in entries(new, "light_wound")] == [1]

    state, new = attacked_by("bite_1")
    assert len(state.characters[0].serious) == 1 and entries(new, "serious_wound")


@pytest.mark.rule("BASE-WOUND-03")
def test_the_third_light_wound_clears_the_track_and_draws_a_serious_wound():
    state = scout()
    ch = state.characters[0]
    top(state.wound_deck, "bleeding_1")

    light_wound(state, ch, 2, "test")
    assert ch.light_wounds == 2 and not ch.serious
    light_wound(state, ch, 1, "test")

    assert ch.light_wounds == 0 and ch.serious == ["bleeding_1"]


@pytest.mark.rule("BASE-WOUND-04")
def test_a_serious_wound_card_brings_its_own_penalty():
    state = scout(cards=["scout_rest"])
    ch = state.characters[0]
    assert ("R07", "K09") in moves(state)

    ch.serious = ["leg_1"]  # Leg: Movement costs 2 cards
    reask(state)
    assert not moves(state)

    ch.serious = ["bleeding_1"]  # Bleeding: a Light Wound each time you pass
    step(state, "bleeding", 0)
    assert ch.light_wounds == 1


@pytest.mark.rule("BASE-WOUND-05")
def test_a_dressed_wound_stays_on_the_character_but_its_penalty_stops(script):
    state = scout(cards=["scout_rest", "scout_search_1", "scout_demolition"])
    ch = state.characters[0]
    ch.serious = ["leg_1"]
    ch.items = ["bandages_1"]
    reask(state)

    act(state, "item", "bandages_1", "dress", "leg_1")

    assert ch.serious == [] and ch.dressed == ["leg_1"] and serious_count(ch) == 1
    reask(state)
    script.rolls("silence")
    act(state, "move", "R07", "K09")
    assert ch.room == "R07" and len(ch.hand) == 1  # 1 card for the Bandages, 1 to move: Leg no longer counts


@pytest.mark.rule("BASE-WOUND-06")
def test_two_wounds_of_one_type_do_not_add_up_and_each_must_be_dressed():
    state = scout(cards=["scout_rest", "scout_search_1"])
    ch = state.characters[0]
    ch.serious = ["leg_1", "leg_2"]
    reask(state)
    assert ("R07", "K09") in moves(state)  # 2 cards, not 3

    ch.serious, ch.dressed = ["leg_2"], ["leg_1"]
    set_hand(state, 0, ["scout_rest"])
    reask(state)
    assert not moves(state)  # still +1

    ch.serious, ch.dressed = [], ["leg_1", "leg_2"]
    reask(state)
    assert ("R07", "K09") in moves(state)


@pytest.mark.rule("BASE-WOUND-07")
def test_bite_kills_a_character_who_already_has_two_serious_wounds():
    state, new = attacked_by("bite_1", serious=["arm_1", "leg_1"])
    assert state.characters[0].status == "dead"
    assert [e.args["cause"] for e in entries(new, "character_dead")] == ["bite"]

    state, _ = attacked_by("bite_1", serious=["arm_1"])
    assert state.characters[0].status == "aboard" and len(state.characters[0].serious) == 2


@pytest.mark.rule("BASE-WOUND-08")
def test_three_serious_wounds_are_survived_the_fourth_kills():
    state = scout(seats=2)  # (a last death would end the game)
    ch = state.characters[0]
    ch.serious, ch.dressed = ["arm_1"], ["leg_1"]  # dressed ones count too

    serious_wound(state, ch, "test")
    assert ch.status == "aboard" and serious_count(ch) == 3
    serious_wound(state, ch, "test")

    assert ch.status == "dead"


@pytest.mark.rule("BASE-WOUND-09")
def test_a_medical_kit_discards_a_dressed_serious_wound():
    state = scout()
    ch = state.characters[0]
    ch.dressed = ["leg_1"]
    ch.items = ["medkit_1"]
    reask(state)

    act(state, "item", "medkit_1", "heal", "leg_1")

    assert ch.dressed == [] and serious_count(ch) == 0 and "leg_1" in state.wound_discard


@pytest.mark.rule("BASE-WOUND-09")
def test_the_clinic_removes_every_light_wound_marker():
    state = scout(room="R16")  # Emergency Room
    ch = state.characters[0]
    ch.light_wounds = 2
    reask(state)

    act(state, "room", "R16", "heal_light")

    assert ch.light_wounds == 0


# ---- death ----

@pytest.mark.rule("BASE-DEATH-01")
def test_a_dead_character_is_skipped_and_never_asked_to_act():
    state = scout(seats=3)
    kill(state, state.characters[1], "wounds", "test")

    run_op(state, "next_round", 1)

    assert state.current_seat == 2 and state.pending.seat == 2
    assert state.characters[1] not in characters_in(state, "R11")


@pytest.mark.rule("BASE-DEATH-02")
def test_a_character_death_unlocks_every_escape_pod():
    state = scout(seats=2)
    assert all(p.locked for p in ship_state(state).pods)

    kill(state, state.characters[1], "wounds", "test")

    assert not any(p.locked for p in ship_state(state).pods)


@pytest.mark.rule("BASE-DEATH-04", "BASE-COMP-15")
def test_on_death_a_corpse_token_stays_objects_drop_items_are_discarded_the_larva_goes():
    state = scout(seats=2)
    ch = state.characters[0]
    ch.items = ["medkit_1"]
    ch.heavy = ["egg"]
    proto(state).sheet_larvae[0] = 1

    kill(state, ch, "wounds", "test")

    assert ch.status == "dead" and ch not in characters_in(state, "R06")
    assert sorted(state.objects["R06"]) == ["corpse_0", "egg"]
    assert ch.items == [] and ch.heavy == [] and state.item_discards["green"] == ["medkit_1"]
    assert proto(state).sheet_larvae[0] == 0


@pytest.mark.rule("BASE-DEATH-03")
def test_a_dead_characters_body_can_be_carried_and_analysed_in_the_lab():
    state = scout(seats=2)
    kill(state, state.characters[1], "wounds", "test")
    place(state, 0, "R11")
    reask(state)
    assert any(o.kind == "pickup" and o.args == ("corpse_1",) for o in state.pending.options)

    act(state, "pickup", "corpse_1")
    place(state, 0, "R05")  # the Laboratory
    reask(state)

    assert any(o.kind == "room" and "corpse" in o.args for o in state.pending.options)
