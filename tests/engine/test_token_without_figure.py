"""An Encounter that draws a token of a kind with no miniature (the Intruders' Blank, the tests' Drones' Hum)
places nothing and makes Noise in every corridor instead (PUB-ENC-03); a loaded save could not hold such a
figure, so before this rule a game with the tiny species could not be saved and resumed."""

from __future__ import annotations

import pytest

import tests.plugins  # noqa: F401  (registers the tiny species)
from engine import api
from engine.catalog import cat
from engine.rules.board import corridors_of
from engine.species.intruders.encounter import base_encounter


@pytest.mark.rule("PUB-ENC-03")
@pytest.mark.parametrize("species, kind", [("intruders", "blank"), ("tiny_species", "hum")])
def test_a_token_with_no_miniature_places_nothing_and_makes_noise(species, kind):
    state = api.new_game({"seats": 2, "seed": 7, "species": species})
    token = next(t for t in state.bag + state.supply if cat(state).intruder_tokens[t][0] == kind)
    state.bag = [token]
    state.supply = [t for t in state.supply if t != token]
    room = next(iter(state.exploration))

    base_encounter(state, room, 0)

    assert state.intruders == []
    assert token in state.bag  # back in the bag (with an Adult added when it was the last, PUB-ENC-03)
    assert set(corridors_of(state, room)) <= set(state.noise)  # Noise in every corridor of the room
