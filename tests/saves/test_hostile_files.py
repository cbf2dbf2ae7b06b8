"""Files a hostile or unlucky user leaves among the saves: absurdly nested JSON, a named pipe, a link to an
endless device, a huge file. Each gives a clear `SaveError` sentence (the Load list shows it as an unreadable
entry), nothing hangs, and the file is left as it was."""

import json
import os
import sys
import threading

import pytest

from engine import api
from game.main import main
from saves import paths
from saves.format import encode, load, peek
from saves.io import SaveError, read_bytes

NESTED = b"[" * 1000 + b"]" * 1000  # 2 KB: deeper than Python's recursion limit


def short_game_bytes() -> bytes:
    config = {"seats": 2, "seed": 6}
    state, choices = api.new_game(config), []
    while len(choices) < 12:
        choice = state.pending.options[len(choices) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    return encode(config, choices, state)


@pytest.mark.parametrize("data", [
    NESTED,
    b'{"format": "nemesis-desktop-save", "schema": 2, "config": ' + b'{"a":' * 1000 + b"1" + b"}" * 1001,
], ids=["brackets", "inside a save"])
@pytest.mark.parametrize("read", [load, peek], ids=["load", "peek"])
def test_deeply_nested_json_is_a_clear_save_error(tmp_path, data, read):
    path = tmp_path / "nested.json"
    path.write_bytes(data)
    with pytest.raises(SaveError, match="nested.json is damaged: it is nested too deeply"):
        read(path)
    assert path.read_bytes() == data


def test_the_save_list_shows_a_nested_file_as_unreadable(tmp_path, monkeypatch):
    from game.save_list import list_saves

    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path))
    (paths.saves_dir() / "good.json").write_bytes(short_game_bytes())
    (paths.saves_dir() / "nested.json").write_bytes(NESTED)
    entries, problem = list_saves()
    listed = {e.path.name: e for e in entries}
    assert problem == "" and listed["good.json"].readable
    assert not listed["nested.json"].readable and "nested too deeply" in listed["nested.json"].problem


def test_headless_load_of_a_nested_file_exits_2_with_one_line(tmp_path, capsys):
    path = tmp_path / "nested.json"
    path.write_bytes(NESTED)
    assert main(["--headless", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nested.json is damaged" in err


def _run_in_thread(fn) -> tuple[list, threading.Thread]:
    """Start fn in a thread; the list receives its result or its SaveError."""
    box: list = []

    def run():
        try:
            box.append(fn())
        except SaveError as exc:
            box.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    return box, worker


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
@pytest.mark.parametrize("read", [load, peek], ids=["load", "peek"])
def test_a_named_pipe_among_the_saves_is_refused_without_waiting(tmp_path, read):
    pipe = tmp_path / "something.json"
    os.mkfifo(pipe)
    box, worker = _run_in_thread(lambda: read(pipe))
    worker.join(20)
    blocked = worker.is_alive()
    if blocked:  # release the reader stuck in open() so the test run goes on
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(20)
    assert not blocked, "reading a named pipe waited for a writer"
    assert isinstance(box[0], SaveError)
    assert "something.json is not a save file (not a regular file)" in str(box[0])
    assert pipe.exists()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError, match="zero.json is not a save file \\(not a regular file\\)"):
        read_bytes(link, limit=1024)
    with pytest.raises(SaveError, match="zero.json is not a save file"):
        peek(link)


@pytest.mark.skipif(not os.path.exists("/proc/self/maps"), reason="needs Linux /proc")
def test_reading_stops_at_the_limit_whatever_size_the_file_reports(tmp_path):
    link = tmp_path / "maps.json"
    link.symlink_to("/proc/self/maps")  # a regular file that reports 0 bytes and holds several KB
    assert os.stat(link).st_size == 0
    with pytest.raises(SaveError, match="maps.json is too large to be a save file"):
        read_bytes(link, limit=100)


def test_a_file_within_the_limit_is_read_whole(tmp_path):
    path = tmp_path / "small.json"
    path.write_bytes(b"x" * 1000)
    assert read_bytes(path, limit=1000) == b"x" * 1000


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX links")
def test_a_link_to_a_good_save_still_loads(tmp_path):
    data = short_game_bytes()
    (tmp_path / "real.json").write_bytes(data)
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert api.state_hash(load(tmp_path / "link.json").state) == api.state_hash(load(tmp_path / "real.json").state)


def test_nested_settings_give_the_defaults_and_a_message(tmp_path):
    from saves.settings import Settings, load_settings

    path = tmp_path / "settings.json"
    path.write_bytes(NESTED)
    settings, message = load_settings(path)
    assert settings == Settings() and "settings.json" in message and "nested too deeply" in message
    assert path.read_bytes() == NESTED


def _resealed(doc: dict) -> bytes:
    from saves.document import checksum as _checksum

    body = {k: v for k, v in doc.items() if k != "checksum"}
    return json.dumps({**body, "checksum": _checksum(body)}).encode()


@pytest.mark.parametrize("summary", [
    {"turn": {"x": 1}, "characters": [[1], 5, None], "alive": "all", "over": "no"},
    {"turn": 3, "characters": "soldier", "alive": 2},
    [1, 2, 3],
], ids=["wrong types", "characters a string", "not a table"])
def test_a_save_whose_summary_was_edited_is_listed_without_a_crash(tmp_path, monkeypatch, summary):
    from game.save_list import list_saves

    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path))
    doc = json.loads(short_game_bytes())
    (paths.saves_dir() / "edited.json").write_bytes(_resealed({**doc, "summary": summary}))
    (entry,), _ = list_saves()
    line = entry.headline()
    assert line.startswith("Turn ") and "edited.json" in entry.detail()
