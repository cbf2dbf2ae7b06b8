"""The Save / Load scene driven by clicks and keys: a mid-game saved and loaded again is the same game; every
kind of bad file is listed with its reason, refuses to load and stays untouched; overwriting and deleting
ask first; a long list scrolls."""

from __future__ import annotations

import json

import pygame
import pytest

from engine import api
from game import demo
from game.scene import Push
from game.scenes.board import BoardScene
from game.scenes.save_load import SaveLoadScene, open_save
from game.scenes.title import TitleScene
from saves import paths
from saves.format import encode, load
from tests.game.conftest import click, frames, key, press_button


def open_scene(app, handover: dict) -> SaveLoadScene:
    app.stack.apply(Push(TitleScene()))
    scene = SaveLoadScene()
    app.stack.apply(Push(scene, handover))
    frames(app, 2)
    return scene


def click_file(app, scene: SaveLoadScene, name: str) -> None:
    index = next(i for i, e in enumerate(scene.entries) if e.path.name == name)
    scene.scroll_to(index)
    click(app, scene.row_rect(index).center)
    assert scene.selected == index


def visible_labels(scene) -> list[str]:
    return [w.text for w in scene.widgets if getattr(w, "text", None) and w.visible]


def short_game_bytes(stop: int = 30) -> bytes:
    config = {"seats": 2, "seed": 4}
    state = api.new_game(config)
    choices = []
    while state.pending is not None and len(choices) < stop:
        choice = state.pending.options[len(choices) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    return encode(config, choices, state)


def folder_contents() -> dict[str, bytes | str]:
    out: dict[str, bytes | str] = {}
    for folder in (paths.saves_dir(), paths.autosaves_dir()):
        for p in sorted(folder.iterdir()):
            out[str(p)] = "folder" if p.is_dir() else p.read_bytes()
    return out


@pytest.mark.rule("PUB-ROUND-01")
def test_a_mid_game_saved_by_name_and_loaded_from_the_list_is_the_same_game(app):
    session = demo.mid_game()
    saved_hash = api.state_hash(session.state)
    scene = open_scene(app, {"mode": "save", "session": session})
    scene.entry.set_text("Before the nest")
    press_button(app, "Save")
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.message == "Saved as Before the nest.json."
    session.close()

    press_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, SaveLoadScene) and loader.mode == "load"
    click_file(app, loader, "Before the nest.json")
    press_button(app, "Load")
    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    assert board.session is app.session and board.session is not session
    assert api.state_hash(board.session.state) == saved_hash
    assert board.session.players == session.players


@pytest.mark.rule("PUB-ROUND-01")
def test_saving_over_an_existing_save_asks_first_and_no_keeps_it(app):
    session = demo.mid_game()
    scene = open_scene(app, {"mode": "save", "session": session})
    scene.entry.set_text("slot")
    press_button(app, "Save")
    path = paths.saves_dir() / "slot.json"
    before = path.read_bytes()
    session.submit(session.state.pending.options[0])
    session.wait_bot()
    scene = SaveLoadScene()
    app.stack.apply(Push(scene, {"mode": "save", "session": session}))
    frames(app)
    scene.entry.set_text("slot")
    press_button(app, "Save")
    assert scene.confirm is not None and "slot.json" in scene.confirm[0]
    assert "Save" not in visible_labels(scene)  # only Yes / No while the question is open
    press_button(app, "No")
    assert path.read_bytes() == before and app.stack.top is scene
    press_button(app, "Save")
    press_button(app, "Yes")
    assert api.state_hash(load(path).state) == api.state_hash(session.state) != json.loads(before)["state_hash"]
    session.close()


@pytest.mark.rule("PUB-ROUND-01")
def test_a_save_that_cannot_be_written_shows_why_and_stays_open(app):
    session = demo.mid_game()
    (paths.saves_dir() / "blocked.json" / "inside").mkdir(parents=True)
    scene = open_scene(app, {"mode": "save", "session": session})
    scene.entry.set_text("blocked")
    press_button(app, "Save")
    assert app.stack.top is scene and "folder" in scene.message and "blocked.json" in scene.message
    session.close()


def _flip(data: bytes) -> bytes:
    i = len(data) // 2
    return data[:i] + bytes([data[i] ^ 0x04]) + data[i + 1:]


BAD_FILES = {
    "empty.json": (lambda good: b"", "is empty"),
    "truncated.json": (lambda good: good[: len(good) // 3], "damaged or truncated"),
    "picture.json": (lambda good: b"\x89PNG\r\n\x1a\n\x00binary", "not a save file"),
    "package.json": (lambda good: json.dumps({"name": "my-package", "version": "1.0"}).encode(), "another program"),
    "flipped.json": (_flip, "damaged"),
    "future.json": (lambda good: json.dumps({**json.loads(good), "schema": 99}).encode(), "newer version"),
}


@pytest.mark.rule("PUB-ROUND-01")
def test_every_kind_of_bad_file_is_listed_with_its_reason_and_loading_it_changes_nothing(app):
    good = short_game_bytes()
    (paths.saves_dir() / "good.json").write_bytes(good)
    for name, (make, _) in BAD_FILES.items():
        (paths.saves_dir() / name).write_bytes(make(good))
    (paths.autosaves_dir() / "autosave-folder.json").mkdir()
    before = folder_contents()
    expected = {**{name: reason for name, (_, reason) in BAD_FILES.items()}, "autosave-folder.json": "folder"}
    scene = open_scene(app, {"mode": "load"})

    listed = {e.path.name: e for e in scene.entries}
    assert set(listed) == {"good.json", *expected}
    assert listed["good.json"].readable and listed["good.json"].info["summary"]["turn"] >= 1
    for name, reason in expected.items():
        entry = listed[name]
        assert not entry.readable and name in entry.problem and reason in entry.problem
        click_file(app, scene, name)
        press_button(app, "Load")
        assert app.stack.top is scene and scene.message == entry.problem
    key(app, pygame.K_RETURN)  # Enter on the selected bad file: the same message, still no game
    assert app.stack.top is scene and app.session is None
    assert open_save(scene, paths.saves_dir() / "truncated.json") is None and "truncated" in scene.message
    assert folder_contents() == before


@pytest.mark.rule("PUB-ROUND-01")
def test_delete_asks_first_no_and_escape_keep_the_file_yes_removes_it(app):
    path = paths.saves_dir() / "old game.json"
    path.write_bytes(short_game_bytes())
    scene = open_scene(app, {"mode": "load"})
    click_file(app, scene, "old game.json")

    press_button(app, "Delete")
    assert path.exists() and scene.confirm is not None and "old game.json" in scene.confirm[0]
    press_button(app, "No")
    assert path.exists() and scene.confirm is None and app.stack.top is scene

    key(app, pygame.K_DELETE)
    assert scene.confirm is not None
    key(app, pygame.K_ESCAPE)  # Esc answers No and keeps the scene open
    assert path.exists() and scene.confirm is None and app.stack.top is scene

    press_button(app, "Delete")
    press_button(app, "Yes")
    assert not path.exists()
    assert all(e.path.name != "old game.json" for e in scene.entries) and "Deleted" in scene.message


@pytest.mark.rule("PUB-ROUND-01")
def test_a_long_list_pages_and_the_keys_scroll_to_the_last_save(app):
    good = short_game_bytes(stop=10)
    for i in range(25):
        (paths.saves_dir() / f"save {i:02d}.json").write_bytes(good)
    scene = open_scene(app, {"mode": "load"})
    shown = scene.visible_rows
    assert len(scene.entries) == 25 > shown and scene.row_rect(shown) is None
    press_button(app, "Next")
    assert scene.first == shown and scene.row_rect(shown) is not None
    key(app, pygame.K_END)
    assert scene.selected == 24 and scene.row_rect(24) is not None
    press_button(app, "Back")
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.rule("PUB-ROUND-01")
def test_loading_from_the_pause_menu_replaces_the_game_on_the_board(app):
    from game.scenes.pause import PauseScene

    data = short_game_bytes()
    (paths.saves_dir() / "other game.json").write_bytes(data)
    session = demo.mid_game()
    board = BoardScene()
    app.stack.apply(Push(board, {"session": session}))
    app.stack.apply(Push(PauseScene(), {"session": session}))
    frames(app, 2)
    press_button(app, "Load game")
    click_file(app, app.stack.top, "other game.json")
    press_button(app, "Load")
    assert app.stack.top is board and board.session is not session and app.session is board.session
    assert api.state_hash(board.session.state) == json.loads(data)["state_hash"]


@pytest.mark.rule("PUB-ROUND-01")
def test_a_nested_file_and_a_named_pipe_are_listed_as_unreadable_from_the_title(app):
    import os

    (paths.saves_dir() / "nested.json").write_bytes(b"[" * 1000 + b"]" * 1000)
    if hasattr(os, "mkfifo"):
        os.mkfifo(paths.saves_dir() / "pipe.json")
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "Load game")
    scene = app.stack.top
    assert isinstance(scene, SaveLoadScene)
    listed = {e.path.name: e.problem for e in scene.entries}
    assert "nested too deeply" in listed["nested.json"]
    assert not hasattr(os, "mkfifo") or "not a regular file" in listed["pipe.json"]
    click_file(app, scene, "nested.json")
    press_button(app, "Load")
    assert app.stack.top is scene and scene.message == listed["nested.json"]


def test_starting_the_app_removes_the_leftovers_of_a_killed_save_and_keeps_the_rest(tmp_path, monkeypatch):
    import os
    import time

    from game.app import AppContext
    from saves.settings import Settings

    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path))
    (tmp_path / "saves").mkdir()
    leftovers = [tmp_path / ".settings.json.a1b2c3d4.tmp", tmp_path / "saves" / ".slot.json.zz_99xyz.tmp"]
    kept = [tmp_path / "settings.json", tmp_path / "saves" / "slot.json", tmp_path / "saves" / "notes.tmp"]
    for p in leftovers + kept:
        p.write_text("{}")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    pygame.init()
    try:
        AppContext(settings=Settings(), size=(1280, 720))
    finally:
        pygame.quit()
    assert not any(p.exists() for p in leftovers) and all(p.read_text() == "{}" for p in kept)


@pytest.mark.rule("PUB-ROUND-01")
def test_the_load_screen_opens_on_the_newest_save_and_enter_loads_it(app):
    from saves.document import checksum

    def dated(stop: int, saved_at: str) -> bytes:
        doc = json.loads(short_game_bytes(stop=stop))
        doc.pop("checksum")
        doc["saved_at"] = saved_at
        return json.dumps({**doc, "checksum": checksum(doc)}).encode()

    (paths.saves_dir() / "older.json").write_bytes(dated(10, "2025-01-02T10:00:00+00:00"))
    (paths.saves_dir() / "newer.json").write_bytes(dated(20, "2025-03-04T10:00:00+00:00"))
    scene = open_scene(app, {"mode": "load"})
    assert scene.entries[scene.selected].path.name == "newer.json"

    key(app, pygame.K_RETURN)

    board = next(s for s in app.stack.scenes if isinstance(s, BoardScene))
    saved = load(paths.saves_dir() / "newer.json").choices  # the bots may already have played on from there
    assert len(saved) == 20 and board.session.choices[:20] == saved


def test_the_save_screen_selects_nothing_so_no_save_is_overwritten_by_accident(app):
    (paths.saves_dir() / "keep.json").write_bytes(short_game_bytes(stop=10))
    scene = open_scene(app, {"mode": "save", "session": demo.mid_game()})
    assert scene.selected is None and scene.entries
