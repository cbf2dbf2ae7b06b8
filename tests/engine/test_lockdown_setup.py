"""The Facility's setup (lockdown-base.md §2, LD-SETUP-01..22, the player-count table): room tiles, Exploration
tokens, the Elevator, Main Gate and Rover, the Power tokens, CSS tokens, the Computer Action deck, the Time token,
start rooms and Knowledge by class, the Contingency tokens by player count, the First Player."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import make_game
from tests.engine.lockdown_helpers import BACKUP_POWER, ISOLATION, LOCKDOWN_CHARACTERS, REPOSITORY


def game(seats: int = 2, seed: int = 3, **cfg):
    return make_game(seats=seats, seed=seed, characters=LOCKDOWN_CHARACTERS[:seats], map="lockdown",
                     species="intruders", **cfg)


@pytest.mark.rule("LD-SETUP-01", "LD-SETUP-02", "SGLD-MAP-03")
def test_the_three_special_rooms_lie_on_their_printed_slots_explored_the_isolation_room_closed():
    state = game()
    assert (state.tiles[ISOLATION], state.tiles[REPOSITORY], state.tiles[BACKUP_POWER]) == (
        "ld_isolation_room", "ld_repository", "ld_backup_power_supply")
    assert all(state.explored[r] for r in (ISOLATION, REPOSITORY, BACKUP_POWER))
    assert not lockdown_state(state).isolation_open


@pytest.mark.rule("LD-SETUP-03", "LD-SETUP-04", "LD-COMP-02", "SGLD-MAP-02")
def test_all_ten_basic_rooms_and_six_of_the_nine_additional_rooms_are_laid_face_down():
    for seed in (1, 2, 3):
        state = game(seed=seed)
        c = cat(state)
        laid = [state.tiles[r] for r in state.tiles if not state.explored[r]]
        ones = [t for t in laid if c.tiles[t].set == 1]
        twos = [t for t in laid if c.tiles[t].set == 2]
        assert len(ones) == 10 and len(twos) == 6
        assert len(state.unused_tiles) == 3 and all(c.tiles[t].set == 2 for t in state.unused_tiles)


@pytest.mark.rule("LD-SETUP-05", "SGLD-MAP-04")
def test_each_face_down_room_gets_an_exploration_token_four_go_back_unseen():
    state = game()
    hidden = sorted(r for r in state.tiles if not state.explored[r])
    assert sorted(state.exploration) == hidden and len(hidden) == 16
    assert len(cat(state).exploration) - len(state.exploration) == 4


@pytest.mark.rule("LD-SETUP-06", "SGLD-MAP-09")
def test_the_elevator_main_gate_and_rover_start_on_their_spots():
    state = game()
    s = lockdown_state(state)
    fac = cat(state).ext["map:lockdown"]["facility"]
    assert s.elevator == fac.elevator_start and s.rover == fac.rover_start and not s.gate_open


@pytest.mark.rule("LD-SETUP-07", "SGLD-PWR-01", "SGLD-PWR-02", "SGLD-PWR-04")
def test_tokens_1_and_2_are_on_3_and_4_off_shuffled_over_the_sections_and_the_elevator():
    layouts = set()
    for seed in range(1, 9):
        s = lockdown_state(game(seed=seed))
        assert sorted(s.power) == ["S-01", "S-02", "S-03", "elevator"]
        assert {p.number: p.on for p in s.power.values()} == {1: True, 2: True, 3: False, 4: False}
        layouts.add(tuple(p.number for p in s.power.values()))
    assert len(layouts) > 1


@pytest.mark.rule("LD-SETUP-08", "LD-CSS-05", "SGLD-TIME-03")
def test_six_css_tokens_lie_face_down_on_the_css_slots_one_boxed():
    state = game()
    s = lockdown_state(state)
    faces = list(cat(state).ext["map:lockdown"]["cards"]["css_faces"])
    assert len(s.css) == 6 and s.css_revealed == []
    for face in s.css.values():
        faces.remove(face)
    assert len(faces) == 1
    assert sorted(cat(state).ext["map:lockdown"]["cards"]["css_faces"]) == ["A", "A", "ALL", "B", "C", "NONE", "NONE"]


@pytest.mark.rule("LD-SETUP-11", "SGLD-DECK-02")
def test_the_computer_deck_shows_a_card_that_is_never_lock_down():
    lock = cat(game()).ext["map:lockdown"]["cards"]["computer_lockdown"]
    for seed in range(1, 13):
        s = lockdown_state(game(seed=seed))
        assert s.computer_up and s.computer_up != lock
        assert len(s.computer_deck) == 5 and s.computer_up not in s.computer_deck


@pytest.mark.rule("LD-SETUP-12", "LD-SETUP-13", "LD-SETUP-14", "SGLD-TIME-01", "SGLD-TIME-02", "SGLD-TIME-04")
def test_the_alert_autodestruction_and_venting_tokens_wait_beside_the_board_the_time_token_on_15_inactive():
    s = lockdown_state(state := game())
    assert (s.alert_slot, s.autodestruction, s.venting) == (-1, -1, "")
    assert state.time == 0 and not s.time_active


@pytest.mark.rule("LD-SETUP-20", "LD-CHAR-02", "SGLD-CREW-09", "SGLD-CREW-10", "SGLD-CREW-15")
def test_survivors_start_in_the_isolation_room_with_3_knowledge_workers_in_the_repository_with_1():
    state = game(seats=4)  # survivor, hacker, sentry, lab_rat
    s = lockdown_state(state)
    assert [c.room for c in state.characters] == [ISOLATION, REPOSITORY, REPOSITORY, ISOLATION]
    assert [s.knowledge[str(c.seat)] for c in state.characters] == [3, 1, 1, 3]
    assert s.knowledge_active == []


@pytest.mark.rule("LD-SETUP-22")
def test_survivors_hold_six_cards_in_round_one_workers_five():
    state = game(seats=4)
    assert [len(c.hand) for c in state.characters] == [6, 5, 5, 6]


@pytest.mark.rule("LD-SETUP-18", "LD-CTG-01", "SGLD-CREW-04", "SGLD-CREW-05", "SGLD-CREW-06")
@pytest.mark.parametrize(("seats", "held", "neutral"), [(2, 2, 2), (3, 1, 3), (4, 1, 2), (5, 1, 1)])
def test_contingency_tokens_by_player_count(seats, held, neutral):
    s = lockdown_state(game(seats=seats))
    assert len(s.contingency["active"]) == 1
    assert all(len(s.contingency[str(seat)]) == held for seat in range(seats))
    assert len(s.contingency["neutral"]) == neutral
    assert sum(len(v) for v in s.contingency.values()) == 7


@pytest.mark.rule("LD-SETUP-21", "SGLD-CREW-16", "SGLD-SUP-02")
def test_player_1_holds_the_first_player_token():
    assert game(seats=3).first_player == 0


@pytest.mark.rule("LD-SETUP-17", "LD-GOAL-02")
def test_each_player_is_dealt_one_corporate_and_one_personal_objective():
    state = game(seats=3)
    for hand in state.objectives.values():
        assert len(hand) == 2
        assert sorted(c.split("_")[-1][0] for c in hand) == ["c", "p"]  # ld_obj_c*, ld_obj_p*


@pytest.mark.rule("LD-SETUP-15", "LD-SETUP-16", "SGLD-CREW-02", "ERR-03")
def test_help_cards_1_to_n_give_the_player_numbers_and_each_player_an_inventory_holder():
    state = game(seats=3)
    numbers = [e.args["number"] for e in state.log if e.kind == "help_card"]
    assert sorted(numbers) == [1, 2, 3] and state.player_numbers == [1, 2, 3]
    assert [e.args["seats"] for e in state.log if e.kind == "inventory_holders"] == [3]
