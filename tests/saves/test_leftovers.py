"""A save killed between writing its temporary file and renaming it leaves `.name.json.XXXXXXXX.tmp` behind;
the next listing (and the next start) removes such leftovers, and only those: never a save or another file."""

import os
import subprocess
import sys
import textwrap
import time

from engine import api
from saves import paths
from saves.format import load, save
from saves.io import remove_leftovers


def kill_a_save_half_way(path) -> None:
    script = textwrap.dedent(f"""
        import os, signal
        import saves.io as io
        io.os.replace = lambda src, dst: os.kill(os.getpid(), signal.SIGKILL)
        from engine import api
        from saves.format import save
        cfg = {{"seats": 2, "seed": 4}}
        save({str(path)!r}, cfg, [], api.new_game(cfg))
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert proc.returncode != 0


def age(path, seconds: float = 3600) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_killed_save_leaves_a_temporary_file_that_the_cleanup_removes_and_nothing_else(tmp_path):
    config = {"seats": 2, "seed": 4}
    save(tmp_path / "game.json", config, [], api.new_game(config))
    kill_a_save_half_way(tmp_path / "game.json")
    (leftover,) = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftover.name.startswith(".game.json.")
    keep = {"game.json", ".hidden.json", "notes.tmp", ".game.json.tmp", ".game.json.abc.tmp", "game.json.abcdefgh.tmp"}
    for name in keep - {"game.json"}:
        (tmp_path / name).write_text("mine")
    (tmp_path / ".folder.json.abcdefgh.tmp").mkdir()
    keep.add(".folder.json.abcdefgh.tmp")
    for p in tmp_path.iterdir():
        age(p)
    before = (tmp_path / "game.json").read_bytes()

    removed = remove_leftovers(tmp_path)

    assert [p.name for p in removed] == [leftover.name]
    assert {p.name for p in tmp_path.iterdir()} == keep
    assert (tmp_path / "game.json").read_bytes() == before and load(tmp_path / "game.json").state is not None


def test_a_temporary_file_being_written_right_now_is_left_alone(tmp_path):
    fresh = tmp_path / ".game.json.k2j3h4g5.tmp"
    fresh.write_text("{")
    assert remove_leftovers(tmp_path) == [] and fresh.exists()


def test_listing_the_saves_clears_the_leftovers_of_both_folders(tmp_path, monkeypatch):
    from game.save_list import list_saves

    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path))
    leftovers = [paths.saves_dir() / ".mine.json.abcd1234.tmp", paths.autosaves_dir() / ".autosave-s1-2p-t003.json.x_y_z_12.tmp"]
    for p in leftovers:
        p.write_text("{")
        age(p)
    entries, problem = list_saves()
    assert entries == [] and problem == ""
    assert not any(p.exists() for p in leftovers)
