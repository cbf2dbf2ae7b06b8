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
