"""The engine's door: decisions, illegal choices, determinism, headless games (PUB-ROUND, PUB-SETUP)."""

import pytest

from engine import api
from engine.state import clone, state_hash
from tests.engine.factories import make_game


@pytest.mark.rule("PUB-ROUND-04")
def test_illegal_choice_raises_and_changes_nothing():
    state = make_game(seats=2)
    before = state_hash(state)
    log_len = len(state.log)
    with pytest.raises(api.IllegalChoice) as err:
        api.apply(state, api.Choice("move", ("R21", "K99")))
    assert "cannot choose" in str(err.value) and "options are" in str(err.value)
    assert state_hash(state) == before and len(state.log) == log_len


@pytest.mark.rule("PUB-ROUND-04")
@pytest.mark.parametrize("choice", [
    api.Choice("move", (5,)), api.Choice(7), api.Choice(None, ("R05",)), api.Choice("move", (["R05"],)),
    api.Choice("move", "R05"), ("move", "R05"),
], ids=["int argument", "int kind", "no kind", "list argument", "string arguments", "not a Choice"])
def test_a_malformed_choice_is_an_illegal_choice_and_changes_nothing(choice):
    state = make_game(seats=2)
    before = state_hash(state)
    with pytest.raises(api.IllegalChoice, match="cannot choose"):
        api.apply(state, choice)
    assert state_hash(state) == before and state.pending is not None


@pytest.mark.rule("PUB-SETUP-01")
@pytest.mark.parametrize("config", [
    {"seats": 2.7}, {"seats": True}, {"seats": "three"}, {"seats": None}, {"seats": [2]}, {"seats": 2.0},
    {"seats": 2, "seed": 1.5}, {"seats": 2, "seed": False}, {"seats": 2, "seed": "x"},
    {"seats": 2, "intruder_player": 0.5}, {"seats": 2, "intruder_player": "yes"},
    {"seats": 2, "exploration_mix": "shuffled"}, {"seats": 2, "exploration_mix": 3},
    {"seats": 2, "exploration_mix": "tokens"}, {"seats": 2, "characters": 5},
    {"seats": 2, "mode": ["normal"]}, {"seats": 2, "players": ["human", "human"]}, {"seats": 2, "note": None},
], ids=lambda c: ",".join(f"{k}={v!r}" for k, v in c.items()))
def test_a_config_of_the_wrong_type_or_an_unknown_option_is_refused_with_a_config_error(config):
    with pytest.raises(api.ConfigError):
        api.check_config(config)
    with pytest.raises(api.ConfigError):
        api.new_game(config)


@pytest.mark.rule("PUB-SETUP-01")
@pytest.mark.parametrize("config", [
    {"seats": 3, "seed": 9}, {"seats": "3", "seed": "9"}, {"seats": 2, "exploration_mix": "swapped"},
    {"seats": 2, "exploration_mix": "standard"}, {"seats": 2, "intruder_player": 1},
], ids=["ints", "digit strings", "swapped mix", "standard mix", "intruder player"])
def test_a_well_formed_config_still_starts_a_game(config):
    assert api.new_game(config).pending is not None


@pytest.mark.rule("PUB-SETUP-17")
def test_draft_offers_two_characters_to_each_player_in_order():
    state = api.new_game({"seats": 3, "seed": 5})
    seen = []
    while state.pending.kind == "choose_character":
        assert len(state.pending.options) == 2
        seen.append(state.pending.seat)
        api.apply(state, state.pending.options[0])
    assert seen == [0, 1, 2]
    chars = [c.character for c in state.characters]
    assert len(set(chars)) == 3


def _play(seed: int, seats: int) -> str:
    from engine.headless import play

    return play({"seats": seats, "seed": seed})["state_hash"]


def test_same_seed_and_choices_give_the_same_hash():
    assert _play(11, 3) == _play(11, 3)
    assert _play(11, 3) != _play(12, 3)


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_bot_games_run_to_a_rule_end(seats):
    from engine.headless import play

    for seed in range(4):
        result = play({"seats": seats, "seed": seed})
        assert result["end_reason"] in {"time_ran_out", "no_character_aboard", "fire_overflow",
                                        "malfunction_overflow", "self_destruct"}


def test_clone_is_independent():
    state = make_game(seats=2)
    copy = clone(state)
    assert state_hash(copy) == state_hash(state)
    api.apply(copy, copy.pending.options[0])
    assert state_hash(copy) != state_hash(state)
