"""Slime: the marker, Silence as Danger, where it comes from, when the Slime room gives it (PUB-SLIME)."""

import pytest

from tests.engine.board_helpers import act, board, logged, order, refresh, set_tile, set_token, since
from tests.engine.factories import choose, put_intruder, run_op, top


def slime_room_at_r06(state) -> None:
    set_tile(state, "R06", "slime_room")
    state.explored["R06"] = True
    state.exploration.pop("R06", None)


@pytest.mark.rule("PUB-SLIME-01")
def test_a_slimed_character_never_gets_a_second_marker(script):
    state = board()
    slime_room_at_r06(state)
    state.characters[0].slime = True
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].slime is True
    assert not logged(entries, "slime_gained")


@pytest.mark.rule("PUB-SLIME-02", "PUB-EXPLORE-03")
def test_a_silence_token_counts_as_danger_for_a_slimed_character(script):
    state = board()
    state.characters[0].slime = True
    set_token(state, "R06", "silence")
    adult = put_intruder(state, "adult", "R07")  # R07 - K09 - R06

    entries = act(state, "move", "R06", "K10")  # Danger: no Noise roll (the script holds no face)

    assert [e.rule for e in logged(entries, "silence_is_danger")] == ["PUB-SLIME-02"]
    assert adult.room == "R06"


@pytest.mark.rule("PUB-SLIME-02")
def test_an_unslimed_character_keeps_silence_as_silence(script):
    state = board()
    set_token(state, "R06", "silence")
    adult = put_intruder(state, "adult", "R07")

    entries = act(state, "move", "R06", "K10")

    assert not logged(entries, "silence_is_danger")
    assert adult.room == "R07" and state.noise == []


@pytest.mark.rule("PUB-SLIME-03", "PUB-SLIME-04")
def test_entering_the_room_covered_with_slime_slimes_the_character(script):
    state = board()
    slime_room_at_r06(state)
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].slime is True
    assert [e.rule for e in logged(entries, "slime_gained")] == ["PUB-SLIME-04"]


@pytest.mark.rule("PUB-SLIME-03", "PUB-INTRUDER-03")
def test_the_slime_attack_card_slimes_the_character(script):
    state = board()
    put_intruder(state, "adult", "R11")
    top(state.attack_deck, "slime_1")
    refresh(state)
    script.rolls("3")

    entries = act(state, "move", "R06", "K10")  # an Escape: the Adult attacks first

    assert state.characters[0].slime is True
    assert [e.rule for e in logged(entries, "slime_gained")] == ["PUB-SLIME-03"]


@pytest.mark.rule("PUB-SLIME-03")
def test_scent_of_prey_puts_noise_around_slimed_characters_only():
    state = board(seats=2)
    state.characters[0].room = "R06"
    state.characters[0].slime = True
    state.characters[1].room = "R08"
    top(state.event_deck, "scent_of_prey")

    run_op(state, "ev_event_card")

    assert state.noise == ["K04", "K07", "K09", "K10"]  # R06's corridors, none of R08's alone


@pytest.mark.rule("PUB-SLIME-04", "PUB-SLIME-02")
def test_the_slime_room_marker_comes_before_the_noise_roll_so_silence_is_danger(script):
    state = board()
    slime_room_at_r06(state)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert order(entries, "slime_gained", "noise_roll", "silence_is_danger") == [
        "slime_gained", "noise_roll", "silence_is_danger"]
    assert state.noise == ["K04", "K07", "K09", "K10"]


@pytest.mark.rule("PUB-SLIME-04")
def test_the_slime_room_is_resolved_after_its_exploration_token(script):
    state = board()
    set_tile(state, "R06", "slime_room")
    set_token(state, "R06", "silence")

    entries = act(state, "move", "R06", "K10")  # the Silence token: no roll, and it is not Danger yet

    assert order(entries, "exploration_token", "slime_gained") == ["exploration_token", "slime_gained"]
    assert not logged(entries, "silence_is_danger") and state.noise == []


@pytest.mark.rule("PUB-SLIME-04")
def test_the_slime_room_slimes_on_every_entry(script):
    state = board()
    slime_room_at_r06(state)
    script.rolls("3", "silence", "4")  # R06: K07; R11: nothing; R06: K04
    act(state, "move", "R06", "K10")
    state.characters[0].slime = False  # e.g. cleaned in the Shower Room (part 2)
    act(state, "move", "R11", "K10")
    start = len(state.log)

    act(state, "move", "R06", "K10")

    assert state.characters[0].slime is True
    assert len(logged(since(state, start), "slime_gained")) == 1


@pytest.mark.rule("PUB-SLIME-04", "PUB-MOVE-06")
def test_careful_movement_into_the_slime_room_slimes_without_a_roll():
    state = board()
    slime_room_at_r06(state)
    act(state, "careful", "R06", "K10")

    entries = choose(state, "corridor", "K07")

    assert state.characters[0].slime is True
    assert not logged(entries, "noise_roll")
    assert state.noise == ["K07"]
