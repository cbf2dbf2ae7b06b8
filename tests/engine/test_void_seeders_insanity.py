"""The Insanity track as a Void Seeders player reads it (VS-MAD, VS-PAN, VS-END): rising, dying at the top,
lowering along the arrows, Rest with an INFECTED scan, Surgery, Panic cards and the end-of-game check, on the
track of the species' own data (insanity_track.toml)."""

from __future__ import annotations

import pytest

from engine.content.loader import load_options
from engine.species.void_seeders import insanity
from engine.species.void_seeders.content import DIR, PLUGIN_ID, void_seeders_content


@pytest.fixture(scope="module")
def track():
    return void_seeders_content(load_options(f"{DIR}/options.toml"))["ext"][PLUGIN_ID]["insanity_track"]


@pytest.mark.rule("VS-MAD-01", "VS-MAD-04", "VS-MAD-05")
def test_a_character_climbs_from_1_to_5_and_dies_on_the_next_rise(track):
    assert track.start == 1 and track.top == 5
    level = track.start
    for expected in (2, 3, 4, 5):
        rise = insanity.raised(track, level)
        assert (rise.level, rise.died) == (expected, False)
        level = rise.level
    assert insanity.raised(track, 5).died
    assert insanity.raised(track, 3, steps=2) == insanity.Rise(5)
    assert insanity.raised(track, 4, steps=3).died  # 5, then a rise past the top


@pytest.mark.rule("VS-MAD-03", "VS-MAD-08", "VS-MAD-09")
def test_lowering_follows_the_arrows_and_never_goes_back_below_3(track):
    assert [insanity.lowered(track, lv) for lv in (1, 2, 3, 4, 5)] == [None, 1, None, 3, 4]


@pytest.mark.rule("VS-MAD-07", "VS-MAD-10", "VS-MAD-11", "VS-MAD-15")
def test_rest_lowers_by_one_but_an_infected_scan_sends_the_character_to_5(track):
    assert insanity.after_rest(track, 2, lower=True, infected=False) == 1
    assert insanity.after_rest(track, 3, lower=True, infected=False) == 3  # no arrow down from 3
    assert insanity.after_rest(track, 4, lower=False, infected=False) == 4  # only a scan
    assert insanity.after_rest(track, 2, lower=True, infected=True) == 5  # even though it was lowered
    assert insanity.after_rest(track, 5, lower=True, infected=True) == 5  # at 5: nothing, and not lowered
    assert insanity.after_rest(track, 5, lower=True, infected=False) == 4


@pytest.mark.rule("VS-MAD-12")
def test_surgery_or_the_antidote_set_insanity_to_3_and_never_raise_it(track):
    assert [insanity.after_treatment(track, lv) for lv in (1, 2, 3, 4, 5)] == [1, 2, 3, 3, 3]


@pytest.mark.rule("VS-MAD-13", "VS-MAD-14", "VS-PAN-03", "VS-PAN-04", "VS-PAN-05", "VS-PAN-08", "VS-MAD-19")
def test_a_panic_card_raises_insanity_below_its_value_or_when_its_effect_cannot_happen(track):
    assert insanity.panic_result(level=2, value=3, resolvable=True) == "rise"
    assert insanity.panic_result(level=3, value=3, resolvable=True) == "resolve"
    assert insanity.panic_result(level=4, value=3, resolvable=False) == "rise"
    # at 5 every value is met, so only an effect that cannot happen raises, and that rise kills
    assert all(insanity.panic_result(5, v, True) == "resolve" for v in range(1, 6))
    assert insanity.panic_result(5, 2, False) == "rise" and insanity.raised(track, 5).died


@pytest.mark.rule("VS-MAD-06", "VS-MAD-16", "VS-END-02")
def test_the_end_of_game_check_adds_one_per_contamination_card_stopping_at_5_without_killing(track):
    assert insanity.end_check(track, 1, 0) == 1
    assert insanity.end_check(track, 1, 2) == 3
    assert insanity.end_check(track, 4, 3) == 5


@pytest.mark.rule("VS-MAD-02", "VS-ENC-04")
def test_the_level_of_the_character_who_triggers_an_encounter_names_the_void_seeder(track):
    assert [insanity.type_at(track, lv) for lv in (1, 2, 3, 4, 5)] == [
        "lurker", "lurker", "whisperer", "stalker", "despoiler"]  # PROPOSED VS-GAP-01
