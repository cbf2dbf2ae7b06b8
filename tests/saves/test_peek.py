"""Peeking at a save for the Load list: the stored summary, date and format, checked like a load but never
replayed; a bad file fails with the same sentence a load gives."""

import json

import pytest

from engine import api
from saves import format as save_format
from saves.format import encode, load, peek, save
from saves.io import SaveError


def _short_game(seed: int = 3, stop: int = 25):
    config = {"seats": 2, "seed": seed}
    state = api.new_game(config)
    choices = []
    while state.pending is not None and len(choices) < stop:
        choice = state.pending.options[(len(choices) * 5 + seed) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    return config, choices, state


@pytest.mark.rule("PUB-ROUND-01")
def test_peek_gives_the_summary_a_load_gives_without_replaying(tmp_path, monkeypatch):
    config, choices, state = _short_game()
    path = tmp_path / "game.json"
    save(path, config, choices, state)
    expected = load(path).summary

    def no_replay(cfg):
        raise AssertionError("peek replayed the game")

    monkeypatch.setattr(save_format.api, "new_game", no_replay)
    info = peek(path)
    assert info["summary"] == expected and expected["turn"] == state.turn
    assert info["schema"] == json.loads(path.read_bytes())["schema"]
    assert info["saved_at"].startswith("20")


def _flip(data: bytes) -> bytes:
    i = len(data) // 2
    return data[:i] + bytes([data[i] ^ 0x04]) + data[i + 1:]


@pytest.mark.rule("PUB-ROUND-01")
@pytest.mark.parametrize("make", [
    lambda good: b"",
    lambda good: good[: len(good) // 2],
    lambda good: b"\xff\xfe binary",
    lambda good: b'{"name": "another-app", "version": 3}',
    _flip,
    lambda good: json.dumps({**json.loads(good), "schema": 99}).encode(),
], ids=["empty", "truncated", "not text", "foreign", "bit-flipped", "newer"])
def test_peek_rejects_a_bad_file_with_the_load_sentence_and_leaves_it(tmp_path, make):
    data = make(encode(*_short_game()))
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    with pytest.raises(SaveError) as peeked:
        peek(path)
    with pytest.raises(SaveError) as loaded:
        load(path)
    assert str(peeked.value) == str(loaded.value) and "bad.json" in str(peeked.value)
    assert path.read_bytes() == data


@pytest.mark.rule("PUB-ROUND-01")
def test_peek_reports_a_folder_and_a_missing_file(tmp_path):
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(SaveError, match="folder"):
        peek(tmp_path / "folder.json")
    with pytest.raises(SaveError, match="does not exist"):
        peek(tmp_path / "gone.json")
