"""Noise rolls in the Facility (LD-NOISE-*): the published Noise rules on the Lockdown board's corridor numbers."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.flow import run
from engine.maps.lockdown.cards import lockdown_cards
from engine.rules.noise import everyone_rolls
from tests.engine.factories import entries, place, put_intruder, set_bag, step
from tests.engine.lockdown_helpers import corridor, facility


def game(seats: int = 1):
    return facility(seats=seats, species="intruders", characters=["soldier", "scout", "pilot"][:seats])


@pytest.mark.rule("LD-NOISE-01")
def test_a_number_puts_noise_in_the_corridor_with_that_number_at_the_characters_room(script):
    state = game()
    place(state, 0, "L016")  # T2: 016 -> 1: 020, 2: 014, 3: 020, 4: 017
    script.rolls("3")

    step(state, "noise_roll", 0)

    assert state.noise == [corridor(state, "L016", "L020")]


@pytest.mark.rule("LD-NOISE-01", "LD-NOISE-02")
def test_a_second_marker_for_the_same_corridor_is_an_encounter_instead(script):
    state = game()
    place(state, 0, "L016")
    c = corridor(state, "L016", "L020")
    state.noise = [c]
    set_bag(state, "adult_1")
    script.rolls("1")

    log = step(state, "noise_roll", 0)

    assert [e.args["room"] for e in entries(log, "encounter")] == ["L016"]
    assert Counter(state.noise)[c] <= 1


@pytest.mark.rule("LD-NOISE-01")
def test_silence_does_nothing_unless_the_character_has_slime_then_it_is_danger(script):
    state = game()
    place(state, 0, "L016")
    script.rolls("silence")
    assert not step(state, "noise_roll", 0)[1:] and state.noise == []

    state.characters[0].slime = True
    adult = put_intruder(state, "adult", "L017")
    script.rolls("silence")
    log = step(state, "noise_roll", 0)

    assert entries(log, "silence_is_danger")
    assert adult.room == "L016"  # Danger: the neighbour not in Combat comes in


@pytest.mark.rule("LD-NOISE-01")
def test_danger_with_nobody_near_puts_noise_in_every_corridor_of_the_room_the_entrance_too(script):
    state = game()
    place(state, 0, "L017")  # T2: 017 -> TECH, 018, 018, 016
    script.rolls("danger")

    step(state, "noise_roll", 0)

    assert sorted(state.noise) == sorted([TECH, corridor(state, "L017", "L018"), corridor(state, "L017", "L016")])


@pytest.mark.rule("LD-NOISE-04")
def test_the_noise_die_has_two_of_each_number_a_silence_and_a_danger():
    state = game()
    faces = opt(state, "noise_die")
    dice = lockdown_cards(cat(state))["dice"]
    box = dice["noise"] if isinstance(dice, dict) else next(d for d in dice if d.id == "noise")

    assert Counter(faces) == Counter({"1": 2, "2": 2, "3": 2, "4": 2, "silence": 1, "danger": 1})
    assert Counter(box.faces) == Counter(faces)  # the box's Noise die (dice.toml) is the one the game rolls


@pytest.mark.rule("LD-NOISE-05")
def test_everyone_rolls_one_by_one_in_turn_order_and_a_character_in_combat_skips(script):
    state = game(seats=3)
    place(state, 0, "L016")
    place(state, 1, "L013")
    place(state, 2, "L024")
    put_intruder(state, "creeper", "L013")
    state.pending = None
    state.stack.clear()
    script.rolls("silence", "silence")

    everyone_rolls(state, "LD-NOISE-05")
    run(state)

    assert [e.args["seat"] for e in entries(state.log, "noise_roll")] == [0, 2]
    assert [e.args["seat"] for e in entries(state.log, "noise_roll_skipped")] == [1]
