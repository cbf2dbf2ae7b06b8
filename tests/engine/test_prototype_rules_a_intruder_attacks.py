"""Intruder attacks on characters in a 2018 prototype game: who attacks, whom, the Intruder Attack card, Escape
(base-game.md §12: BASE-IATK-01/03/05/06/07/08). The attached Larva (BASE-IATK-04) is tested with §1's D5/D6.

Attack cards used: scratch_1 (hits Creeper, Adult, Breeder, Queen: 1 Light Wound + 1 Contamination),
bite_1 / bite_3 (Adult, Breeder, Queen: a Serious Wound; they differ only in their upper-left number),
transformation_1 (Creeper only). Every state is a prototype game on the fixed test board of combat_helpers.py."""

import pytest

from tests.engine.combat_helpers import act, board, entries, reask, step
from tests.engine.factories import place, put_intruder, set_hand, top

CARDS = ["rest", "search_1", "demolition", "search_2", "interruption"]
CHARS = ["scout", "soldier", "pilot"]


def in_room(seats=1, *kinds, cards=3, room="R06"):
    """Every seat in `room` holding `cards` of its own Action cards, and the given Intruders there."""
    state = board(seats=seats, characters=CHARS[:seats], ruleset="prototype")
    for seat in range(seats):
        place(state, seat, room)
        keep(state, seat, cards)
    return state, [put_intruder(state, kind, room) for kind in kinds]


def keep(state, seat, n):
    ch = state.characters[seat]
    set_hand(state, seat, [f"{ch.character}_{c}" for c in CARDS[:n]])


def attacks(log):
    return [(e.args["kind"], e.args["seat"], e.args["reason"]) for e in entries(log, "intruder_attacks")]


@pytest.mark.rule("BASE-IATK-01")
def test_in_the_event_phase_every_intruder_with_a_character_attacks_and_no_other():
    state, _ = in_room(1, "adult", "creeper")
    put_intruder(state, "adult", "R08")  # alone
    top(state.attack_deck, "scratch_1", "scratch_2")

    new = step(state, "ev_attacks")

    assert sorted(attacks(new)) == [("adult", 0, "event"), ("creeper", 0, "event")]


@pytest.mark.rule("BASE-IATK-03")
def test_the_target_is_the_character_holding_fewest_cards():
    state, _ = in_room(3, "adult")
    keep(state, 0, 4)
    keep(state, 1, 2)
    keep(state, 2, 3)
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attacks(new) == [("adult", 1, "event")]


@pytest.mark.rule("BASE-IATK-03")
def test_a_tie_goes_to_the_lowest_turn_order_card():
    state, _ = in_room(3, "adult")
    keep(state, 0, 4)  # seats 1 and 2 tie on 2 cards
    keep(state, 1, 2)
    keep(state, 2, 2)
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    tied = sorted((state.player_numbers[s], s) for s in (1, 2))
    assert attacks(new) == [("adult", tied[0][1], "event")]


@pytest.mark.rule("BASE-IATK-05")
def test_a_card_with_the_attackers_symbol_hits_and_its_effect_applies():
    state, _ = in_room(1, "creeper")
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    ch = state.characters[0]
    assert [e.args["card"] for e in entries(new, "attack_card")] == ["scratch_1"]
    assert ch.light_wounds == 1 and [c for c in ch.discard if c.startswith("cont_")]


@pytest.mark.rule("BASE-IATK-05")
@pytest.mark.parametrize("kind,card", [("creeper", "bite_1"), ("adult", "transformation_1"),
                                       ("queen", "transformation_1")])
def test_a_card_without_the_attackers_symbol_misses_with_no_effect(kind, card):
    state, _ = in_room(1, kind)
    top(state.attack_deck, card)

    new = step(state, "ev_attacks")

    ch = state.characters[0]
    assert [e.args["card"] for e in entries(new, "attack_missed")] == [card]
    assert ch.light_wounds == 0 and not ch.serious and not [c for c in ch.discard if c.startswith("cont_")]


@pytest.mark.rule("BASE-IATK-06")
def test_an_escape_draws_an_attack_card_for_each_intruder_in_the_room_left(script):
    state, _ = in_room(1, "adult", "creeper")
    top(state.attack_deck, "scratch_1", "bite_1")  # the Adult first (bigger), then the Creeper: Bite misses it
    reask(state)
    script.rolls("silence")

    new = act(state, "move", "R07", "K09")

    assert attacks(new) == [("adult", 0, "escape"), ("creeper", 0, "escape")]
    assert [e.args["card"] for e in entries(new, "attack_card")] == ["scratch_1"]
    assert [e.args["card"] for e in entries(new, "attack_missed")] == ["bite_1"]
    assert state.characters[0].room == "R07" and state.characters[0].light_wounds == 1


@pytest.mark.rule("BASE-IATK-07")
def test_attack_cards_are_discarded_and_their_number_plays_no_part():
    state, _ = in_room(2, "adult", "adult")
    keep(state, 1, 4)
    top(state.attack_deck, "bite_1", "bite_3")  # numbers 4 and 6
    top(state.wound_deck, "arm_1", "arm_2")

    step(state, "ev_attacks")

    assert state.characters[0].serious == ["arm_1", "arm_2"]  # the same effect, whatever the number
    assert state.attack_discard == ["bite_1", "bite_3"]


@pytest.mark.rule("BASE-IATK-07")
def test_an_empty_attack_deck_is_reshuffled_from_its_discards():
    state, _ = in_room(1, "adult")
    state.attack_discard = sorted(state.attack_deck)
    state.attack_deck = []

    new = step(state, "ev_attacks")

    assert [e.args["deck"] for e in entries(new, "deck_reshuffled")] == ["attack"]
    assert len(state.attack_discard) == 1 and len(state.attack_deck) == 19


@pytest.mark.rule("BASE-IATK-08")
def test_a_character_can_never_attack_another_character():
    state, (adult,) = in_room(2, "adult")
    reask(state)
    targets = {o.args[-1] for o in state.pending.options if o.kind in ("shoot", "melee")}
    assert targets == {str(adult.id)}

    state.intruders.clear()
    reask(state)
    assert not [o for o in state.pending.options if o.kind in ("shoot", "melee")]  # the other crew is no target
