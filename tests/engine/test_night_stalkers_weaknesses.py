"""The Night Stalkers' Weakness cards (lockdown-base.md T13, LD-KNOW-06..08): each revealed card changes its rule
only for a character with the Knowledge its Laboratory slot needs. Wary of Shadows is tested with the Attack
cards (test_night_stalkers_attacks.py)."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.rules.combat import injuries_for
from engine.species.night_stalkers.content import ID
from tests.engine.factories import entries, put_intruder, set_bag, set_hand, stack_attack, step
from tests.engine.lockdown_helpers import facility, power

LAB = "L010"  # S-02, powered


def helped(card: str, knowledge: int, seats: int = 1):
    """A game with `card` revealed on the first slot (Knowledge 3) and seat 0 at `knowledge`."""
    state = facility(seats)
    state.weaknesses["first"] = card
    state.revealed_weaknesses = [card]
    lockdown_state(state).knowledge["0"] = knowledge
    state.current_seat = 0
    return state


@pytest.mark.rule("LD-KNOW-06", "LD-ENC-03")
def test_light_aversion_lowers_the_token_number_in_a_powered_section_for_a_character_who_knows():
    def surprise(knowledge: int) -> int:
        state = helped("light_aversion", knowledge)
        power(state, S02=True)
        state.characters[0].room = LAB
        set_bag(state, "adult_4")
        set_hand(state, 0, ["soldier_rest"] * 6)
        log = step(state, "encounter", LAB, 0)
        return [e.args["number"] for e in entries(log, "no_surprise")][0]

    light = cat(facility(1)).ext[ID]["token_numbers"]["adult_4"].light
    assert surprise(2) == light and surprise(3) == light - 1


@pytest.mark.rule("LD-KNOW-06")
def test_soft_carapace_lets_a_creeper_result_hit_an_adult_for_the_shooter_who_knows():
    state = helped("soft_carapace", 2)
    assert injuries_for(state, "creeper", "adult", False) == 0
    lockdown_state(state).knowledge["0"] = 3
    assert injuries_for(state, "creeper", "adult", False) == 1
    assert injuries_for(state, "creeper", "breeder", False) == 0


@pytest.mark.rule("LD-KNOW-06", "LD-INJ-02")
def test_slow_clotting_lowers_the_blood_of_the_kill_check_for_the_injurer_who_knows():
    for knowledge, dies in ((2, False), (3, True)):
        state = helped("slow_clotting", knowledge)
        adult = put_intruder(state, "adult", LAB, injuries=2)
        stack_attack(state, "cut_3")  # blood 3
        hooks.get(state, hooks.Hook.INJURY_CHECK)(state, adult, "LD-INJ-02")
        assert (adult not in state.intruders) == dies


@pytest.mark.rule("LD-KNOW-06", "LD-IATK-03")
def test_egg_instinct_makes_the_attacker_draw_again_and_miss_an_egg_carrier_who_knows():
    for knowledge, spared in ((2, False), (3, True)):
        state = helped("egg_instinct", knowledge)
        power(state, S02=True)
        ch = state.characters[0]
        ch.room, ch.heavy = LAB, ["egg"]
        adult = put_intruder(state, "adult", LAB)
        stack_attack(state, "cut_2", "piercing_the_heart_1")  # the second card is the Queen's: a miss for an Adult
        step(state, "intruder_attack", adult.id, 0, "event")
        assert (ch.light_wounds == 0) == spared


@pytest.mark.rule("LD-KNOW-08", "LD-KNOW-07")
def test_six_weakness_cards_of_which_three_are_dealt_and_only_wary_of_shadows_is_a_known_card():
    state = facility(1)
    cards = cat(state).ext[ID]["weaknesses"]
    assert len(cards) == 6 and len(state.weaknesses) == 3
    assert [c.id for c in cards.values() if not c.proposed] == ["wary_of_shadows"]
