"""A species' own Exploration tokens (engine/content/exploration.py, the EXPLORATION_EFFECTS hook): the tests'
Drones trade a Silence token for a Hive; revealing it wakes a Drone and makes no Noise roll; a token no rule
resolves, or a pool without the tokens to take out, is refused naming the file; the base pool is untouched."""

from __future__ import annotations

from collections import Counter

import pytest

import tests.plugins  # noqa: F401  (registers the tiny species)
from engine import api
from engine.ai import bots
from engine.catalog import cat
from engine.content.catalog import load_catalog
from engine.content.exploration import ExplorationChange, apply_change
from engine.content.loader import EXPLORATION_EFFECTS, ContentError
from engine.rules.exploration import explore


def tiny(seed: int, seats: int = 2) -> api.State:
    return api.new_game({"seats": seats, "seed": seed, "species": "tiny_species"})


@pytest.mark.rule("PUB-SETUP-04")
def test_a_species_trades_base_tokens_for_its_own_in_the_pool():
    base = Counter(e for e, _ in load_catalog().exploration)
    drones = Counter(e for e, _ in load_catalog(species="tiny_species").exploration)
    assert drones["hive"] == 1 and drones["silence"] == base["silence"] - 1
    assert sum(drones.values()) == sum(base.values())
    assert "hive" not in base  # the Intruders' game keeps the published pool


@pytest.mark.rule("PUB-EXPLORE-01", "PUB-EXPLORE-03")
def test_revealing_the_species_token_runs_its_rule_and_skips_the_noise_roll():
    state = next(s for s in map(tiny, range(40)) if any(cat(s).exploration[i][0] == "hive"
                                                       for i in s.exploration.values()))
    room = next(r for r, i in state.exploration.items() if cat(state).exploration[i][0] == "hive")
    before = len(state.intruders)

    noise_roll = explore(state, state.characters[0], room, "")

    assert noise_roll is False
    assert [i.kind for i in state.intruders[before:]] == ["drone"] and state.intruders[-1].room == room
    assert any(e.kind == "hive_found" and e.args["room"] == room for e in state.log)
    assert room not in state.exploration  # resolved once, then gone (PUB-EXPLORE-01)


@pytest.mark.rule("PUB-EXPLORE-01")
def test_bots_meet_the_hive_in_whole_games_and_finish_them():
    found = 0
    for seed in range(12):
        state = tiny(seed, seats=3)
        while state.pending is not None and state.decisions < 5000:
            move = bots.bot_move("easy", api.bot_view(state, state.pending.seat), seed)
            api.apply(state, move.choice)
        assert state.pending is None
        found += any(e.kind == "hive_found" for e in state.log)
    assert found >= 1


def test_a_token_no_rule_resolves_is_refused_naming_the_file():
    change = ExplorationChange("x/exploration.toml", (), (("hive", 1),))
    with pytest.raises(ContentError, match=r"^x/exploration.toml: no rule resolves .*hive"):
        apply_change(load_catalog().exploration, change, frozenset(EXPLORATION_EFFECTS))


def test_a_pool_without_the_tokens_to_take_out_is_refused_naming_the_file():
    change = ExplorationChange("x/exploration.toml", (("silence", 99),), ())
    with pytest.raises(ContentError, match=r"^x/exploration.toml: the Exploration pool lacks tokens to remove"):
        apply_change(load_catalog().exploration, change, frozenset(EXPLORATION_EFFECTS))


@pytest.mark.rule("PUB-SETUP-04")
def test_a_pool_left_smaller_than_the_rooms_needing_a_token_is_refused_when_the_catalog_loads():
    from dataclasses import replace

    from engine.content import catalog

    ship = load_catalog()
    small = replace(ship, exploration=ship.exploration[:10])
    with pytest.raises(ContentError, match=r"holds 10 tokens, but the map nemesis_ship puts one on each of 16 rooms"):
        catalog._check_across(small)
    catalog._check_across(ship)  # the published ship: 20 tokens for 16 rooms


def engines(state: api.State) -> list[str]:
    return sorted(r for r, room in cat(state).rooms.items() if room.special.startswith("engine_"))


@pytest.mark.rule("PUB-SETUP-04", "PUB-EXPLORE-04")
def test_a_species_may_hide_a_token_in_each_engine_which_is_unexplored_until_entered():
    published = api.new_game({"seats": 2, "seed": 5})
    assert all(published.explored[e] and e not in published.exploration for e in engines(published))
    assert len(published.exploration) == 16

    state = tiny(5)
    assert len(state.exploration) == 19 and all(e in state.exploration for e in engines(state))
    engine = engines(state)[0]
    assert not state.explored[engine] and state.tiles[engine].startswith("engine_")
    view = api.view(state, 0)
    assert next(r for r in view.rooms if r.id == engine).explored is False

    explore(state, state.characters[0], engine, "")

    assert state.explored[engine] and engine not in state.exploration
    assert state.tiles[engine].startswith("engine_")  # still an Engine, never Searched: no item counter
    assert state.item_counters.get(engine) is None
