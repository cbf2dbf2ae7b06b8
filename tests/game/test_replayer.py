"""Stepping through a recorded game: every position forwards to the end and back to the start has the very
state hash the game had when it was played; a player's turn and a Turn of the game step to where they begin and
end; a log line leads to the step that wrote it; a save can be watched up to where it was saved."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots
from game.replayer import EVERYTHING, Replayer, from_save_file
from saves.format import save
from saves.io import SaveError
from saves.replays import load, record


def played(seed: int = 8, seats: int = 3, level: str = "normal", stop: int | None = None):
    """A seeded bot game, with the state hash after every choice."""
    config = {"seats": seats, "seed": seed}
    state, choices = api.new_game(config), []
    hashes = [api.state_hash(state)]
    while state.pending is not None and (stop is None or len(choices) < stop):
        move = bots.bot_move(level, api.bot_view(state, state.pending.seat), seed)
        api.apply(state, move.choice)
        choices.append(move.choice)
        hashes.append(api.state_hash(state))
    return config, choices, state, hashes


@pytest.fixture(scope="module")
def game():
    return played()


@pytest.mark.rule("PUB-ROUND-01")
def test_stepping_to_the_end_and_back_to_the_start_gives_the_games_own_hashes(game, tmp_path):
    config, choices, state, hashes = game
    replay = load(record(tmp_path, config, choices, state))
    replayer = Replayer(replay.config, replay.choices, replay.final_digest, every=16)

    forwards = [api.state_hash(replayer.state_at(i)) for i in range(replayer.length + 1)]
    backwards = [api.state_hash(replayer.state_at(i)) for i in range(replayer.length, -1, -1)]

    assert replayer.length == len(choices) > 100 and replayer.warning == ""
    assert forwards == hashes
    assert backwards == hashes[::-1]


def test_jumping_about_keeps_the_log_of_each_position(game):
    config, choices, state, _ = game
    replayer = Replayer(config, choices, every=16)
    for i in (90, 17, 17, 100, 3, replayer.length, 0):
        assert len(replayer.state_at(i).log) == replayer.log_len[i]
    assert replayer.state_at(replayer.length).log == state.log


@pytest.mark.rule("PUB-ROUND-01")
def test_a_players_turn_and_a_game_turn_step_to_their_beginning_and_end(game):
    config, choices, _, _ = game
    replayer = Replayer(config, choices)
    mid = replayer.length // 2
    turn = replayer.state_at(mid).turn

    end = replayer.stop(mid, "turn", +1)
    begin = replayer.stop(mid, "turn", -1)

    assert replayer.state_at(end).turn == turn + 1 and replayer.state_at(end - 1).turn == turn
    assert replayer.state_at(begin).turn == turn and replayer.state_at(begin - 1).turn == turn - 1
    assert replayer.stop(begin, "turn", -1) < begin  # already at a beginning: the Turn before
    seat = replayer.marks[mid][2]
    after = replayer.stop(mid, "player", +1)
    assert replayer.marks[after] != replayer.marks[mid] and {m[2] for m in replayer.marks[mid:after]} == {seat}
    assert replayer.stop(0, "step", -1) == 0 and replayer.stop(replayer.length, "turn", +1) == replayer.length


def test_a_log_line_leads_to_the_step_that_wrote_it(game):
    config, choices, _, _ = game
    replayer = Replayer(config, choices)
    for i in (1, 40, replayer.length):
        for index in replayer.entries_of(i):
            assert replayer.step_of_entry(index) == i
    assert replayer.step_of_entry(0) == 0  # the setup's lines belong to the start


def test_everything_is_shown_only_for_a_finished_game(tmp_path):
    config, choices, state, _ = played(seed=4, seats=2, stop=60)
    path = tmp_path / "mid.json"
    save(path, config, choices, state)

    replayer = from_save_file(path)

    assert replayer.length == 60 and not replayer.over
    with pytest.raises(api.RevealError):
        replayer.view(30, EVERYTHING)
    view, full = replayer.view(30, 1)
    assert full is None and view.seat == 1


def test_a_save_whose_choices_no_longer_replay_cannot_be_watched():
    from pathlib import Path

    old = Path(__file__).parents[1] / "saves" / "data" / "schema1_two_players_turn3.json"
    with pytest.raises(SaveError, match="cannot be shown as a replay"):
        from_save_file(old)
