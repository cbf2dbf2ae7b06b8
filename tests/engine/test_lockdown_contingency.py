"""The Contingency tokens (lockdown-base.md §16.2, §16.4, T8): the Active Contingency revealed first at the Victory
Check and applied to every survivor, then the species' check and the Objectives; a dead character's tokens go
to the Neutral Pool."""

from __future__ import annotations

import pytest

from engine.maps.lockdown.state import lockdown_state
from engine.rules.victory import victory_check
from engine.rules.wounds import kill
from tests.engine.factories import entries
from tests.engine.lockdown_helpers import facility


def finished(statuses: tuple[str, ...], active: str, **facts):
    """A game over, the characters where `statuses` says, the Active Contingency `active`."""
    state = facility(len(statuses), species="intruders")
    for ch, status in zip(state.characters, statuses, strict=True):
        ch.status = status
    s = lockdown_state(state)
    s.contingency["active"] = [active]
    s.signals = list(facts.get("signals", ()))
    s.knowledge_active = list(facts.get("knowledge_active", ()))
    for seat in facts.get("eggs", ()):
        state.characters[seat].heavy = ["egg"]
    state.over = True
    victory_check(state)
    return state


def alive(state) -> list[int]:
    return [r.seat for r in state.results if r.survived]


@pytest.mark.rule("LD-VIC-01", "LD-CTG-01", "LD-CTG-06")
def test_code_green_spares_every_survivor():
    state = finished(("locked_in", "evacuated", "bunker"), "ld_code_green")
    assert alive(state) == [0, 1, 2]
    assert entries(state.log, "contingency_revealed")[0].args["code"] == "ld_code_green"


@pytest.mark.rule("LD-CTG-06", "LD-CTG-05")
@pytest.mark.parametrize(("token", "dies"), [("ld_code_red", 0), ("ld_code_gray", 1), ("ld_code_orange", 2)])
def test_each_way_out_is_deadly_under_one_code(token, dies):
    state = finished(("locked_in", "evacuated", "bunker"), token)
    assert alive(state) == [s for s in (0, 1, 2) if s != dies]


@pytest.mark.rule("LD-CTG-06", "LD-CTG-05")
def test_code_blue_kills_who_sent_no_signal_and_code_yellow_who_activated_knowledge():
    assert alive(finished(("locked_in", "evacuated"), "ld_code_blue", signals=(1,))) == [1]
    assert alive(finished(("locked_in", "evacuated"), "ld_code_yellow", knowledge_active=(1,))) == [0]


@pytest.mark.rule("LD-CTG-06")
def test_code_purple_spares_only_egg_carriers_if_there_are_any():
    assert alive(finished(("locked_in", "evacuated"), "ld_code_purple", eggs=(0,))) == [0]
    assert alive(finished(("locked_in", "evacuated"), "ld_code_purple")) == [0, 1]


@pytest.mark.rule("LD-VIC-01", "LD-VIC-03", "LD-SOLO-04")
def test_the_contingency_comes_before_the_objectives_and_its_dead_do_not_win():
    state = finished(("locked_in", "evacuated"), "ld_code_red")
    kinds = [e.kind for e in state.log]
    assert kinds.index("contingency_revealed") < kinds.index("victory_checked")
    assert not state.results[0].won and not state.results[0].survived
    assert [e.args["seat"] for e in entries(state.log, "objective_revealed")] == [1]


@pytest.mark.rule("LD-VIC-02")
def test_the_contamination_check_follows_for_each_survivor_still_alive(monkeypatch):
    from engine import hooks

    checked = []
    real = hooks.get

    def spy(state, hook):
        if hook == hooks.Hook.SURVIVOR_CHECK:
            return lambda st, ch: checked.append(ch.seat)
        return real(state, hook)

    monkeypatch.setattr(hooks, "get", spy)
    finished(("locked_in", "evacuated"), "ld_code_gray")
    assert checked == [0]


@pytest.mark.rule("LD-CTG-07")
def test_a_dead_characters_tokens_go_to_the_neutral_pool():
    state = facility(2, species="intruders")
    s = lockdown_state(state)
    mine, pool = list(s.contingency["1"]), list(s.contingency["neutral"])
    kill(state, state.characters[1], "wounds", "LD-WOUND-01")
    assert s.contingency["1"] == [] and s.contingency["neutral"] == pool + mine


@pytest.mark.rule("LD-CTG-02", "LD-CTG-01", "SGLD-CREW-04", "SGLD-CREW-05")
def test_a_seat_sees_its_own_tokens_never_the_active_one_nor_others():
    from engine import api

    state = facility(2, species="intruders")
    s = lockdown_state(state)
    v = api.view(state, 0).ext["map:lockdown"]
    assert v.my_contingency == tuple(s.contingency["0"])
    assert v.contingency_counts["active"] == 1 and v.contingency_known == {}
    assert s.contingency["active"][0] not in v.my_contingency


@pytest.mark.rule("LD-END-06")
def test_nobody_alive_at_the_end_skips_the_contingency():
    state = facility(1, species="intruders")
    state.characters[0].status = "dead"
    state.over = True
    victory_check(state)
    assert not entries(state.log, "contingency_revealed")


@pytest.mark.rule("LD-CTG-04", "LD-COOP-02")
def test_once_every_other_token_is_seen_the_active_one_follows_by_elimination():
    from engine import api, rng
    from engine.ai.determinize import determinize

    state = facility(2, species="intruders", mode="coop")
    s = lockdown_state(state)
    s.contingency_public += s.contingency["neutral"]
    s.contingency["neutral"] = []
    for seed in (1, 2, 3):
        guess = lockdown_state(determinize(api.view(state, 0), rng.Rng(seed)))
        assert guess.contingency["active"] == s.contingency["active"]
