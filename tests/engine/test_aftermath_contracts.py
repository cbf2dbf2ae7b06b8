"""The Bounty Hunter's contracts (AFT-BH-04/05, COMP-SG-09, GAP-AFT-02 PROPOSED): taken on in secret when its
Quest Item turns upright, they add a way of winning; nobody else sees which, nor whom it marked."""

from __future__ import annotations

import msgspec
import pytest

from engine import api, rng
from engine.ai.determinize import determinize
from engine.crews.aftermath.state import aftermath_state
from engine.rules import objectives as obj
from tests.engine.aftermath_helpers import on_ship
from tests.engine.ending_helpers import finish, safe_jump, status
from tests.engine.factories import choose, entries, run_op


def contracted(card: str, *others: str, mark: int | None = None) -> api.State:
    """A ship game: the Bounty Hunter (seat 0) has taken on `card` (and named `mark`)."""
    state = on_ship("bounty_hunter", *others)
    run_op(state, "aft_offer_contract", 0)
    choose(state, "contract", card)
    if mark is not None:
        choose(state, "mark", str(mark))
    return state


def unmet_objective(state: api.State, seat: int) -> str:
    from engine.catalog import cat

    return next(c for c in sorted(cat(state).objectives) if cat(state).objectives[c].deck == "personal"
                and not obj.objective_met(state, seat, c))


@pytest.mark.rule("AFT-BH-05", "GAP-AFT-02", "COMP-SG-09")
def test_the_mark_contract_wins_for_a_surviving_bounty_hunter_whose_mark_died():
    state = contracted("aft_contract_mark", "captain", "scout", mark=2)
    status(state, 0, "hibernating")
    status(state, 2, "dead")
    safe_jump(state)
    state.objectives["0"] = [unmet_objective(state, 0)]
    results = finish(state)
    assert results[0].won and results[0].met
    revealed = entries(state.log, "aft_contract_revealed")[-1]
    assert revealed.visible_to is None and revealed.args == {"seat": 0, "contract": "aft_contract_mark",
                                                             "result": "met", "other": 2}


@pytest.mark.rule("GAP-AFT-02")
def test_a_contract_unmet_and_an_objective_unmet_leave_the_bounty_hunter_without_a_win():
    state = contracted("aft_contract_mark", "captain", mark=1)
    status(state, 0, "hibernating")
    status(state, 1, "hibernating")  # the mark lives through the jump
    safe_jump(state)
    state.objectives["0"] = [unmet_objective(state, 0)]
    assert not finish(state)[0].won


@pytest.mark.rule("AFT-BH-05", "GAP-AFT-02")
def test_the_trophy_hunt_needs_two_kills_in_the_bounty_hunters_own_rounds():
    state = contracted("aft_contract_trophy", "captain")
    s = aftermath_state(state)
    status(state, 0, "hibernating")
    safe_jump(state)
    state.objectives["0"] = [unmet_objective(state, 0)]
    s.kills["0"] = 1
    assert not obj.seat_met(state, 0)
    s.kills["0"] = 2
    assert finish(state)[0].won


@pytest.mark.rule("GAP-AFT-02")
def test_the_contract_adds_to_the_kept_objective_it_does_not_replace_it():
    state = contracted("aft_contract_trophy", "captain")
    status(state, 0, "hibernating")
    safe_jump(state)
    met = next(c for c in sorted(api.content(state.config).objectives) if obj.objective_met(state, 0, c))
    state.objectives["0"] = [met]
    assert finish(state)[0].won  # no kill at all: the kept Objective still wins


@pytest.mark.rule("AFT-BH-05")
def test_the_mark_is_offered_only_while_another_character_lives():
    state = on_ship("bounty_hunter", "captain")
    status(state, 1, "dead")
    run_op(state, "aft_offer_contract", 0)
    assert [o.args for o in state.pending.options] == [("aft_contract_trophy",)]


@pytest.mark.rule("AFT-BH-05", "PUB-COMP-09")
def test_nobody_else_sees_the_contract_or_the_mark_in_the_view_or_the_log():
    state = contracted("aft_contract_mark", "captain", "scout", mark=2)
    own = api.view(state, 0)
    assert own.ext["crew:aftermath"].contracts == {"0": "aft_contract_mark"}
    assert own.ext["crew:aftermath"].marks == {"0": 2}
    for seat in (1, 2):
        text = msgspec.json.encode(api.view(state, seat)).decode()
        assert "aft_contract_mark" not in text and "aft_contract_trophy" not in text
        assert api.view(state, seat).ext["crew:aftermath"].contracted == (0,)
        assert not api.view(state, seat).ext["crew:aftermath"].marks
    named = entries(state.log, "aft_mark_named")[-1]
    assert named.visible_to == (0,)


@pytest.mark.rule("AFT-BH-05", "PUB-COMP-09")
def test_a_determinised_state_draws_another_seats_contract_and_shows_the_same_view():
    state = contracted("aft_contract_mark", "captain", "scout", mark=2)
    state.stack.clear()
    run_op(state, "choose_action", 1)
    seen = api.bot_view(state, 1)
    drawn = set()
    for k in range(12):
        sample = determinize(seen, rng.Rng(k))
        drawn.add(aftermath_state(sample).contracts["0"])
        again = api.view(sample, 1, log_from=len(sample.log))
        assert again.ext["crew:aftermath"] == seen.ext["crew:aftermath"]
    assert drawn == {"aft_contract_mark", "aft_contract_trophy"}
