"""The conformance contract for crew lines (config "crew"): a game that lets the Aftermath characters in, on each
map that allows the line, finishes with bots the same way twice, ends alike after a save and a load mid-way,
leaks no hidden value to any seat (the Bounty Hunter's face-down Quest Item and its contract included), and the
Hard bot can fill every view it searches."""

from __future__ import annotations

import pytest

from engine import api, rng
from engine.ai import hard
from saves import format as save_format
from tests.conformance.test_conformance import _check_determinised, _check_views, play

GAMES = [  # map, species, the characters (the Draft is skipped so that the line's characters surely play)
    ("lockdown", "night_stalkers", "bounty_hunter,android,doctor"),
    ("lockdown", "intruders", "psychologist,convict,president"),
    ("nemesis_ship", "intruders", "bounty_hunter,president,convict"),
    ("nemesis_ship", "intruders", ""),  # the ship's Draft of twelve
]
IDS = [f"{m}-{s}-{c or 'draft'}" for m, s, c in GAMES]


def config(game: tuple[str, str, str], seed: int, mode: str = "normal") -> dict:
    map_id, species, characters = game
    out = {"seats": 3, "seed": seed, "mode": mode, "map": map_id, "species": species, "crew": "aftermath"}
    return {**out, "characters": characters} if characters else out


@pytest.mark.rule("AFT-GEN-01", "PUB-ROUND-01")
@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_crew_games_finish_and_the_same_seed_gives_the_same_game(game):
    levels = ["normal", "easy", "normal"]
    first = play(api.new_game(config(game, 11)), levels)
    again = play(api.new_game(config(game, 11)), levels)
    assert first.over and first.end_reason and len(first.results) == 3
    assert api.state_hash(first) == api.state_hash(again)
    assert all(api.describe_entry(e) for e in first.log)


@pytest.mark.rule("AFT-GEN-01", "PUB-SETUP-01")
@pytest.mark.parametrize("game", GAMES[:3], ids=IDS[:3])
def test_a_crew_game_saved_mid_way_and_loaded_ends_as_the_unsaved_game(game, tmp_path):
    levels = ["normal", "easy", "normal"]
    whole = play(api.new_game(config(game, 23)), levels)
    choices: list = []
    part = play(api.new_game(config(game, 23)), levels, choices, until_turn=3)
    path = tmp_path / "mid.json"
    save_format.save(path, dict(part.config), choices, part)
    loaded = save_format.load(path)
    assert loaded.warning == ""
    assert api.game_digest(play(loaded.state, levels)) == api.game_digest(whole)


@pytest.mark.rule("AFT-BH-03", "AFT-BH-05", "PUB-COMP-09")
@pytest.mark.parametrize("game", GAMES[:3], ids=IDS[:3])
def test_no_view_of_a_crew_game_leaks_and_a_determinised_state_shows_the_same_view(game):
    steps = {"n": 0}

    def every(state: api.State) -> None:
        steps["n"] += 1
        if steps["n"] % 9 == 0 and not state.over:
            _check_views(state)
            _check_determinised(state)

    state = play(api.new_game(config(game, 37)), ["easy", "normal", "easy"], every=every)
    assert state.over and steps["n"] > 9


@pytest.mark.rule("AFT-GEN-01")
@pytest.mark.parametrize("game", GAMES[:3], ids=IDS[:3])
def test_the_hard_bot_can_fill_every_view_of_a_crew_game(game):
    searched = {"n": 0, "failures": 0}

    def every(state: api.State) -> None:
        if state.decisions % 20 == 0 and state.pending is not None and len(state.pending.options) > 1:
            result = hard.search(api.bot_view(state, state.pending.seat), rng.Rng(state.decisions), iterations=6)
            searched["n"] += 1
            searched["failures"] += result.failures

    state = play(api.new_game(config(game, 41)), ["easy", "normal", "easy"], every=every)
    assert state.over and searched["n"] >= 2 and searched["failures"] == 0
