"""The frozen entry point (game/frozen.py): a windowed build has no standard streams, so its messages go to
last-run.log in the player's data folder — or nowhere, if that folder cannot be written — and never crash."""

from __future__ import annotations

import os
import sys

import pytest

from game import frozen


@pytest.mark.rule("PUB-SETUP-01")
def test_a_build_without_console_writes_its_messages_to_the_log_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    frozen.give_streams_a_home()
    print("nemesis: hello from the windowed build")
    sys.stderr.write("nemesis: and its error stream\n")
    sys.stdout.close()
    log = (tmp_path / "data" / frozen.LOG_NAME).read_text(encoding="utf-8")
    assert log == "nemesis: hello from the windowed build\nnemesis: and its error stream\n"


@pytest.mark.rule("PUB-SETUP-01")
def test_an_unwritable_data_folder_leaves_the_messages_unwritten_without_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(blocker / "data"))
    monkeypatch.setattr(sys, "stderr", None)
    frozen.give_streams_a_home()
    assert sys.stderr.name == os.devnull
    sys.stderr.write("nemesis: lost, harmlessly\n")
    sys.stderr.close()
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.rule("PUB-SETUP-01")
def test_a_build_with_a_console_keeps_its_streams(tmp_path, monkeypatch):
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    before = (sys.stdout, sys.stderr)
    frozen.give_streams_a_home()
    assert (sys.stdout, sys.stderr) == before
    assert not (tmp_path / "data").exists()
