"""Saves that never lose a game: round trips, resume, every kind of bad file, a killed save."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

from engine import api
from engine.headless import play
from saves.autosave import KEEP, autosave, newest
from saves.format import encode, load, save
from saves.io import SaveError


def record_game(seed: int, seats: int = 3, stop: int | None = None):
    config = {"seats": seats, "seed": seed}
    state = api.new_game(config)
    choices = []
    while state.pending is not None and (stop is None or len(choices) < stop):
        choice = state.pending.options[(len(choices) * 7 + seed) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    return config, choices, state


@pytest.mark.parametrize("seed", [1, 2])
def test_save_and_load_at_every_decision_gives_the_same_hash(tmp_path, seed):
    config = {"seats": 2, "seed": seed}
    state = api.new_game(config)
    choices = []
    path = tmp_path / "game.json"
    while state.pending is not None:
        save(path, config, choices, state)
        loaded = load(path)
        assert api.state_hash(loaded.state) == api.state_hash(state)
        assert loaded.warning == "" and loaded.choices == choices
        choice = state.pending.options[len(choices) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)


def test_resumed_game_ends_like_the_uninterrupted_one(tmp_path):
    config = {"seats": 3, "seed": 21}
    whole = play(dict(config))
    saved = []

    def keep_first(state, choices):
        if not saved:
            save(tmp_path / "mid.json", config, choices, state)
            saved.append(True)

    play(dict(config), on_turn_start=keep_first)
    loaded = load(tmp_path / "mid.json")
    resumed = play(loaded.config, state=loaded.state, choices=loaded.choices)
    assert resumed["state_hash"] == whole["state_hash"]


def _good_bytes():
    config, choices, state = record_game(5, stop=40)
    return encode(config, choices, state)


def _flip(data: bytes) -> bytes:
    i = len(data) // 2
    return data[:i] + bytes([data[i] ^ 0x04]) + data[i + 1:]


BAD_FILES = {
    "empty": (lambda good: b"", "is empty"),
    "truncated": (lambda good: good[: len(good) // 3], "damaged or truncated"),
    "bit-flipped": (_flip, "damaged"),
    "not json": (lambda good: b"\x89PNG\r\n\x1a\n\x00\x00binary", "not"),
    "foreign json": (lambda good: json.dumps({"name": "my-package", "version": "1.0"}).encode(), "another program"),
    "newer schema": (lambda good: json.dumps({**json.loads(good), "schema": 99}).encode(), "newer version"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_file_gives_a_clear_message_and_is_left_alone(tmp_path, kind):
    make, expected = BAD_FILES[kind]
    data = make(_good_bytes())
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    with pytest.raises(SaveError) as err:
        load(path)
    assert "bad.json" in str(err.value) and expected in str(err.value)
    assert path.read_bytes() == data


def test_directory_and_unreadable_files_are_reported(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="folder"):
        load(folder)
    with pytest.raises(SaveError, match="does not exist"):
        load(tmp_path / "missing.json")
    if os.geteuid() != 0:  # root reads everything
        locked = tmp_path / "locked.json"
        locked.write_bytes(_good_bytes())
        locked.chmod(0)
        with pytest.raises(SaveError, match="cannot be read"):
            load(locked)


def test_saving_onto_a_folder_fails_cleanly(tmp_path):
    (tmp_path / "x.json").mkdir()
    config, choices, state = record_game(3, stop=10)
    with pytest.raises(SaveError, match="folder"):
        save(tmp_path / "x.json", config, choices, state)


def test_autosave_keeps_the_newest_five_and_continue_finds_the_newest(tmp_path):
    config = {"seats": 2, "seed": 0}  # a 12-turn bot game
    written = []
    play(dict(config), on_turn_start=lambda s, c: written.append(autosave(tmp_path, config, c, s)))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(written) > KEEP and len(files) == KEEP
    assert newest(tmp_path) == written[-1]
    (tmp_path / "notes.txt").write_text("mine")
    autosave(tmp_path, config, [], api.new_game(config))
    assert (tmp_path / "notes.txt").exists()


def test_a_process_killed_between_write_and_rename_leaves_the_previous_save(tmp_path):
    config, choices, state = record_game(4, stop=30)
    path = tmp_path / "game.json"
    save(path, config, choices, state)
    before = path.read_bytes()
    script = textwrap.dedent(f"""
        import os, signal
        import saves.io as io
        def killed(src, dst):
            os.kill(os.getpid(), signal.SIGKILL)
        io.os.replace = killed
        from engine import api
        from saves.format import save
        cfg = {{"seats": 3, "seed": 4}}
        save({str(path)!r}, cfg, [], api.new_game(cfg))
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=os.getcwd(), capture_output=True, timeout=60)
    assert proc.returncode != 0
    assert path.read_bytes() == before
    assert api.state_hash(load(path).state) == api.state_hash(state)


def test_headless_load_of_a_bad_file_exits_2_with_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ nope")
    proc = subprocess.run([sys.executable, "-m", "game.main", "--headless", "--load", str(bad)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "bad.json" in proc.stderr


def test_settings_are_saved_and_restored(tmp_path):
    from saves.settings import Settings, load_settings, save_settings

    path = tmp_path / "settings.json"
    save_settings(path, Settings(window_width=1920, window_height=1080, fullscreen=True, volume=0.25))
    settings, message = load_settings(path)
    assert (settings.window_width, settings.fullscreen, settings.volume) == (1920, True, 0.25) and message == ""


def test_damaged_settings_give_defaults_and_a_message_without_touching_the_file(tmp_path):
    from saves.settings import Settings, load_settings

    path = tmp_path / "settings.json"
    path.write_text('{"volume": "loud"')
    settings, message = load_settings(path)
    assert settings == Settings() and "settings.json" in message
    assert path.read_text() == '{"volume": "loud"'
