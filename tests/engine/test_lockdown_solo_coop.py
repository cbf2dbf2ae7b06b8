"""Solo and fully co-operative games in the Facility (lockdown-base.md §18.1-18.2): two Contingency tokens for the
solo player, halved Item Counters; in co-op no tokens dealt, Neutral tokens turning face up one per Event phase,
and the revival at the Emergency Room."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.rules.coop import autodoc_collect
from engine.rules.exploration import explore
from tests.engine.factories import entries, make_game, step
from tests.engine.lockdown_helpers import LOCKDOWN_CHARACTERS, facility

EMERGENCY = "L024"  # ld_emergency_room (LAYOUT)


@pytest.mark.rule("LD-SOLO-02", "LD-SETUP-18")
def test_the_solo_player_holds_two_contingency_tokens():
    state = make_game(seats=1, characters=LOCKDOWN_CHARACTERS[:1], map="lockdown", species="intruders")
    s = lockdown_state(state)
    assert (len(s.contingency["active"]), len(s.contingency["0"]), len(s.contingency["neutral"])) == (1, 2, 4)


@pytest.mark.rule("LD-SOLO-03")
@pytest.mark.parametrize(("printed", "halved"), [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_solo_item_counters_are_halved_rounding_up(printed, halved):
    state = facility(1, species="intruders", explored=False)
    room = "L001"  # ld_archive: searchable
    index = next(i for i, (effect, items) in enumerate(cat(state).exploration)
                 if items == printed and effect == "silence")
    state.exploration[room] = index
    explore(state, state.characters[0], room, "")
    assert state.item_counters[room] == halved


@pytest.mark.rule("LD-SOLO-05")
def test_in_solo_the_first_player_token_stays_put():
    state = facility(1, species="intruders")
    step(state, "turn_start")
    assert state.first_player == 0


@pytest.mark.rule("LD-COOP-03", "LD-COOP-02")
def test_coop_deals_no_tokens_and_shows_one_neutral_token_at_once():
    state = make_game(seats=3, characters=LOCKDOWN_CHARACTERS[:3], map="lockdown", species="intruders", mode="coop")
    s = lockdown_state(state)
    assert all(s.contingency[str(seat)] == [] for seat in range(3))
    assert len(s.contingency_public) == 1 and len(s.contingency["neutral"]) == 5


@pytest.mark.rule("LD-COOP-02")
def test_coop_turns_one_more_neutral_token_up_each_event_phase_until_none_is_left():
    state = facility(2, species="intruders", mode="coop")
    s = lockdown_state(state)
    hidden = len(s.contingency["neutral"])
    log = step(state, "ev_time")
    assert len(s.contingency["neutral"]) == hidden - 1 and entries(log, "contingency_public")
    s.contingency["neutral"] = []
    log = step(state, "ev_time")
    assert not entries(log, "contingency_public")


@pytest.mark.rule("LD-COOP-02")
def test_a_normal_game_reveals_no_neutral_token():
    state = facility(2, species="intruders")
    s = lockdown_state(state)
    before = list(s.contingency["neutral"])
    step(state, "ev_time")
    assert s.contingency["neutral"] == before and s.contingency_public == []


@pytest.mark.rule("LD-COOP-05")
def test_a_corpse_brought_to_a_working_emergency_room_is_revived_there_next_round():
    state = facility(2, species="intruders", mode="coop")
    dead = state.characters[1]
    dead.status = "dead"
    state.objects[EMERGENCY] = [f"corpse_{dead.seat}"]
    autodoc_collect(state)
    log = step(state, "turn_start")
    assert dead.status == "aboard" and dead.room == EMERGENCY and dead.light_wounds == 0
    assert entries(log, "character_revived")


@pytest.mark.rule("LD-SOLO-01")
def test_the_solo_player_draws_two_solo_coop_objectives():
    state = facility(1, species="intruders")
    hand = state.objectives["0"]
    assert len(hand) == 2 and all(card.startswith("ld_sc_") for card in hand)


@pytest.mark.rule("LD-COOP-01", "LD-COOP-04")
def test_coop_objectives_are_one_per_player_public_and_never_split_at_the_first_intruder():
    from engine import api
    from engine.effects import add_intruder
    from engine.flow import run

    state = facility(2, species="intruders", mode="coop")
    assert all(len(cards) == 1 and cards[0].startswith("ld_sc_") for cards in state.objectives.values())
    assert api.view(state, 1).all_objectives["0"] == tuple(state.objectives["0"])
    state.first_intruder_seen = False
    add_intruder(state, "adult", "L012", "LD-GOAL-03")
    run(state)
    assert state.pending is None or state.pending.kind != "choose_objective"
