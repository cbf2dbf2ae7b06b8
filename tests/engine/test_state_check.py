"""api.check_state: a state the engine made passes; one it could not have made fails with a sentence."""

import pytest

from engine import api
from engine.state import Task
from tests.engine.factories import make_game


def test_a_fresh_game_passes_the_state_check():
    api.check_state(make_game(seats=3))


@pytest.mark.parametrize(("spoil", "reason"), [
    (lambda s: s.stack.append(Task(op="no_such_step")), "unknown flow step 'no_such_step'"),
    (lambda s: setattr(s.characters[0], "room", "R99"), "'R99', which is not a room"),
    (lambda s: s.config.update(seats=4), "characters must name 4 different characters"),
    (lambda s: setattr(s.pending, "options", (api.Choice("fly", ("moon",)),)), r"choosing fly\(moon\) would fail"),
], ids=["unknown step", "room off the map", "seats", "unanswerable option"])
def test_a_state_the_engine_could_not_have_made_raises_a_state_error(spoil, reason):
    state = make_game(seats=3)
    spoil(state)
    before = api.state_hash(state)
    with pytest.raises(api.StateError, match=reason):
        api.check_state(state)
    assert api.state_hash(state) == before


@pytest.mark.rule("PUB-SETUP-01")
@pytest.mark.parametrize("rng", [2**64, -1, 2**70])
def test_a_random_generator_state_out_of_range_is_refused_not_a_crash(rng):
    state = api.new_game({"seats": 2, "seed": 5})
    state.rng = rng
    with pytest.raises(api.StateError, match="random numbers"):
        api.check_state(state)
