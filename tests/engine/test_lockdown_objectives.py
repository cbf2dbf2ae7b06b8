"""Lockdown's Objectives (lockdown-base.md §16.1, LD-GOAL-01..06, LD-SETUP-17, T9, T10): 1 Corporate + 1 Personal
card dealt secretly, one kept at the first Intruder, and what each card asks of the game at the end."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat
from engine.effects import add_intruder
from engine.flow import run
from engine.maps.lockdown.objectives import CHECKS, FACTS
from engine.maps.lockdown.state import lockdown_state
from engine.rules.objectives import objective_met
from engine.rules.victory import victory_check
from tests.engine.factories import entries
from tests.engine.lockdown_helpers import EXIT_ROOM, facility


def card(condition: str, **params) -> str:
    """The Objective card of this condition (and parameters)."""
    return next(c for c, f in sorted(FACTS.items())
                if f.condition == condition and all(getattr(f, k) == v for k, v in params.items()))


def met(state, seat: int, condition: str, **params) -> bool:
    return objective_met(state, seat, card(condition, **params))


def ended(seats: int = 2, statuses=("bunker", "dead"), species: str = "intruders", **cfg):
    state = facility(seats=seats, characters=["survivor", "hacker", "sentry", "lab_rat"][:seats], species=species,
                     **cfg)
    for ch, status in zip(state.characters, statuses, strict=False):
        ch.status = status
    return state


@pytest.mark.rule("LD-SETUP-17", "LD-GOAL-02", "SGLD-CREW-03")
def test_each_player_is_dealt_one_corporate_and_one_personal_card_fitting_the_player_count():
    for seed in range(1, 6):
        state = api.new_game({"seats": 3, "seed": seed, "map": "lockdown", "species": "intruders",
                              "characters": "survivor,hacker,sentry"})
        objectives = cat(state).objectives
        for seat in range(3):
            hand = state.objectives[str(seat)]
            assert [objectives[c].deck for c in hand] == ["corporate", "personal"]
            assert all(objectives[c].min_players <= 3 for c in hand)
            number = state.player_numbers[seat]
            assert not (FACTS[hand[1]].condition == "player_dies" and FACTS[hand[1]].player == number)
        dealt = [e for e in state.log if e.kind == "objectives_dealt"]
        assert all(e.visible_to == (e.args["seat"],) for e in dealt)  # secret


@pytest.mark.rule("LD-GOAL-03", "LD-ENC-06")
def test_the_first_intruder_on_the_board_makes_every_player_keep_one_of_their_two_cards():
    state = facility(seats=2, characters=["survivor", "hacker"], species="intruders")
    state.first_intruder_seen = False
    state.objectives = {"0": ["ld_obj_c1", "ld_obj_p7"], "1": ["ld_obj_c4", "ld_obj_p6"]}
    add_intruder(state, "adult", EXIT_ROOM, "LD-GOAL-03")
    run(state)
    first = state.pending
    assert first is not None and first.kind == "choose_objective"
    api.apply(state, next(o for o in first.options if "ld_obj_p7" in o.args))
    second = state.pending
    assert second.kind == "choose_objective" and second.seat != first.seat
    api.apply(state, second.options[0])
    kept = [state.objectives[str(s)] for s in range(2)]
    assert all(len(k) == 1 for k in kept) and "ld_obj_p7" in kept[first.seat]


@pytest.mark.rule("LD-GOAL-04")
def test_signal_and_knowledge_cards_read_the_facilitys_tokens():
    state = ended()
    s = lockdown_state(state)
    assert not met(state, 0, "signal_sent")
    s.signals = [0]
    assert met(state, 0, "signal_sent") and not met(state, 1, "signal_sent")
    s.knowledge = {"0": 4, "1": 8}
    assert not met(state, 0, "knowledge_at_least") and met(state, 1, "knowledge_at_least")
    assert not met(state, 0, "signal_and_knowledge")  # the Signal sent, but Knowledge 4 < 5
    s.knowledge["0"] = 5
    assert met(state, 0, "signal_and_knowledge")
    assert not met(state, 1, "signal_and_knowledge")  # Knowledge 8, no Signal
    assert not met(state, 0, "knowledge_token_active")
    s.knowledge_active = [0]
    assert met(state, 0, "knowledge_token_active")


@pytest.mark.rule("LD-GOAL-04")
def test_explored_sections_cards_need_every_room_of_both_sections_explored():
    state = ended()
    c6 = card("sections_explored", sections=("S-01", "S-02"))
    assert objective_met(state, 0, c6)
    room = next(r for r, sec in cat(state).ext["map:lockdown"]["facility"].room_sections.items() if sec == "S-02")
    state.explored[room] = False
    assert not objective_met(state, 0, c6)
    assert not objective_met(state, 0, card("sections_explored", sections=("S-02", "S-03")))


@pytest.mark.rule("LD-GOAL-04", "LD-OBJ-01")
def test_an_egg_card_needs_a_survivor_carrying_an_egg_and_the_bunker_card_the_bunker():
    state = ended(statuses=("evacuated", "dead"))
    assert not met(state, 0, "survive_with_egg")
    state.characters[0].heavy.append("egg")
    assert met(state, 0, "survive_with_egg")
    assert not met(state, -1, "bunker_with_egg")
    state.characters[0].status = "bunker"
    assert met(state, -1, "bunker_with_egg")


@pytest.mark.rule("LD-GOAL-04")
def test_player_cards_only_survivor_and_no_nemesis_survivor():
    state = ended(seats=3, statuses=("bunker", "dead", "evacuated"))
    numbers = state.player_numbers  # seat -> Player Number
    assert met(state, 0, "player_dies", player=numbers[1])  # seat 1 is dead
    assert not met(state, 0, "player_dies", player=numbers[2])  # seat 2 got away
    assert not met(state, 0, "player_dies", player=numbers[0])  # never met by its own target
    assert not met(state, 0, "only_survivor")
    state.characters[2].status = "dead"
    assert met(state, 0, "only_survivor")
    # seat 0 is the Survivor (a Nemesis Survivor); the hacker and sentry are Facility Workers
    state.characters[2].status = "evacuated"
    assert met(state, 2, "no_nemesis_survivor_survives") is False
    state.characters[0].status = "dead"
    assert met(state, 2, "no_nemesis_survivor_survives")


@pytest.mark.rule("LD-GOAL-04", "LD-GOAL-05")
def test_queen_and_nest_cards_fail_after_a_purge_and_are_met_when_the_facility_explodes():
    state = ended()
    state.end_reason = "purge"
    state.over = True
    assert not met(state, 0, "queen_killed")
    state.end_reason = "autodestruction"
    assert met(state, 0, "queen_killed") and met(state, 0, "nest_destroyed")
    assert met(state, 0, "facility_destroyed")  # the holder survived in the Bunker
    state.characters[0].status = "locked_in"
    assert not met(state, 0, "facility_destroyed")  # only via CSS or the Bunker


@pytest.mark.rule("LD-GOAL-04", "LD-KNOW-09")
def test_weakness_research_counts_weaknesses_beyond_the_first_one_shown():
    state = ended(species="night_stalkers")
    state.revealed_weaknesses = list(state.weaknesses.values())[:1]
    assert not met(state, 0, "weaknesses_researched")
    state.revealed_weaknesses = list(state.weaknesses.values())[:2]
    assert met(state, 0, "weaknesses_researched")


@pytest.mark.rule("LD-GOAL-04", "LD-VAR-02")
def test_with_the_original_intruders_every_weakness_started_face_down_so_the_first_one_counts():
    state = ended()
    assert not met(state, 0, "weaknesses_researched")
    state.revealed_weaknesses = list(state.weaknesses.values())[:1]
    assert met(state, 0, "weaknesses_researched")


@pytest.mark.rule("LD-GOAL-04")
def test_every_lockdown_objective_card_has_a_check():
    state = ended()
    assert set(CHECKS) == set(cat(state).objectives)
    lockdown_state(state).time_active = True
    state.characters[0].status = "evacuated"
    assert met(state, -1, "power_restored_and_css_escape")


@pytest.mark.rule("LD-GOAL-01")
def test_a_player_wins_only_with_the_objective_met_and_a_way_of_surviving():
    state = ended(statuses=("bunker", "dead"))
    s = lockdown_state(state)
    s.signals = [0, 1]
    s.contingency = {"active": ["ld_code_green"], "0": [], "1": [], "neutral": []}
    state.objectives = {"0": ["ld_obj_c1"], "1": ["ld_obj_c1"]}
    state.over = True
    state.end_reason = "purge"
    victory_check(state)
    won = {r.seat: r.won for r in state.results}
    assert won[1] is False  # met, but dead
    assert won[0] is True  # met, and in the Bunker


@pytest.mark.rule("LD-GOAL-06")
def test_another_players_objective_is_never_in_your_view():
    state = ended(statuses=("aboard", "aboard"))
    state.objectives = {"0": ["ld_obj_c1", "ld_obj_p7"], "1": ["ld_obj_c4", "ld_obj_p6"]}
    view = api.view(state, 1)
    assert view.objectives == ("ld_obj_c4", "ld_obj_p6")
    assert "ld_obj_c1" not in str(view) and "ld_obj_p7" not in str(view)
    assert not [e for e in entries(state.log, "objectives_dealt") if e.visible_to not in ((0,), (1,))]


@pytest.mark.rule("LD-SETUP-17", "LD-SETUP-19")
def test_objectives_are_dealt_before_the_draft_so_players_draft_knowing_them():
    state = api.new_game({"seats": 2, "seed": 5, "map": "lockdown", "species": "intruders"})
    assert state.pending.kind == "choose_character"  # the Draft is on
    assert all(len(state.objectives[str(s)]) == 2 for s in range(2))
    kinds = [e.kind for e in state.log]
    assert kinds.index("objectives_dealt") < kinds.index("draft_offer")
    assert api.view(state, state.pending.seat).objectives == tuple(state.objectives[str(state.pending.seat)])
    while state.pending is not None and state.pending.kind == "choose_character":
        api.apply(state, state.pending.options[0])
    assert all(len(state.objectives[str(s)]) == 2 for s in range(2))  # not dealt a second time
    assert kinds.count("objectives_dealt") == 2
