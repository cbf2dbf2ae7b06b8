"""Injury checks on Void Seeders and Lairs as a Void Seeders player resolves them (VS-INJ, VS-LAI), on the
species' own injury table, the type placed when a figure runs out (VS-TYP-09), and the Despoiler's death by
Lairs (VS-LAI-18)."""

from __future__ import annotations

import pytest

from engine.content.loader import load_options
from engine.species.void_seeders.content import DIR
from engine.species.void_seeders.injury import despoiler_killed, injury_outcome, placed_type


@pytest.fixture(scope="module")
def options():
    return load_options(f"{DIR}/options.toml")


def check(options, kind: str):
    return options["injury_check"][kind]


@pytest.mark.rule("VS-INJ-01")
def test_a_lurker_counts_the_lower_of_two_cards_and_retreats_on_either_icon(options):
    lurker = check(options, "lurker")
    assert injury_outcome(lurker, 2, [(2, False), (5, False)]) == "defeated"
    assert injury_outcome(lurker, 1, [(2, False), (5, False)]) == "nothing"
    assert injury_outcome(lurker, 9, [(2, False), (None, True)]) == "retreat"


@pytest.mark.rule("VS-INJ-02")
def test_a_whisperer_checks_one_card_like_a_base_adult(options):
    whisperer = check(options, "whisperer")
    assert injury_outcome(whisperer, 3, [(3, False)]) == "defeated"
    assert injury_outcome(whisperer, 2, [(3, False)]) == "nothing"
    assert injury_outcome(whisperer, 0, [(None, True)]) == "retreat"


@pytest.mark.rule("VS-INJ-03")
def test_a_stalker_counts_the_higher_of_two_cards(options):
    stalker = check(options, "stalker")
    assert injury_outcome(stalker, 4, [(2, False), (4, False)]) == "defeated"
    assert injury_outcome(stalker, 3, [(2, False), (4, False)]) == "nothing"


@pytest.mark.rule("VS-INJ-04", "VS-INJ-05")
def test_the_despoiler_ignores_blood_and_only_ever_retreats(options):
    despoiler = check(options, "despoiler")
    assert injury_outcome(despoiler, 99, [(1, False)]) == "nothing"
    assert injury_outcome(despoiler, 0, [(None, True)]) == "retreat"


@pytest.mark.rule("VS-LAI-11", "VS-LAI-12", "VS-LAI-13")
def test_a_lair_falls_to_its_total_injuries_against_the_higher_card_unless_either_shows_retreat(options):
    lair = check(options, "lair")
    assert injury_outcome(lair, 5, [(3, False), (5, False)]) == "defeated"
    assert injury_outcome(lair, 4, [(3, False), (5, False)]) == "nothing"
    assert injury_outcome(lair, 9, [(1, False), (None, True)]) == "survive"  # stays in place (VS-LAI-09)
    with pytest.raises(ValueError, match="draws 2"):
        injury_outcome(lair, 1, [(1, False)])


@pytest.mark.rule("VS-TYP-02", "VS-TYP-09")
def test_a_type_with_no_figure_left_gives_way_to_the_next_lower_one(options):
    types = options["void_seeder_types"]
    box = dict(options["miniatures"])
    assert placed_type(types, "stalker", box) == "stalker"
    box["stalker"] = 0
    assert placed_type(types, "stalker", box) == "whisperer"  # the digest's own example
    box.update(whisperer=0, lurker=0)
    assert placed_type(types, "stalker", box) is None
    assert placed_type(types, "despoiler", box) == "despoiler"


@pytest.mark.rule("VS-LAI-18", "VS-LAI-19", "VS-INJ-06")
def test_the_despoiler_dies_when_every_destroyed_lair_slot_is_filled(options):
    slots = options["destroyed_lair_slots"]
    assert [despoiler_killed(n, slots) for n in range(slots + 1)] == [False] * slots + [True]
