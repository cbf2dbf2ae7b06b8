"""The language setting: stored with the other settings (a value this version does not speak falls back to the
system's language with a message), installed when the window opens, and switched at once from the Settings
screen — the screens below are rebuilt in the new words. The catalogue here is a tiny Spanish one written to a
temporary folder (NEMESIS_LOCALE_DIR), read by Babel like a shipped one."""

from __future__ import annotations

import json

import pygame
import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from engine import api, i18n
from game.scene import Push
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from saves import paths
from saves.settings import Settings, load_settings, save_settings
from tests.game.conftest import frames, key, press_button

SPANISH = {"New game": "Nueva partida", "Settings": "Ajustes", "Quit": "Salir", "Language": "Idioma",
           "Load game": "Cargar partida", "Move to {room} through {corridor}": "Ir a {room} por {corridor}"}


@pytest.fixture
def spanish(tmp_path, monkeypatch):
    """A Spanish catalogue of a few strings, where the game reads its catalogues; English again afterwards."""
    catalog = Catalog(locale="es", fuzzy=False)
    for msgid, msgstr in SPANISH.items():
        catalog.add(msgid, msgstr)
    catalog.add(("{n} card", "{n} cards"), ("{n} carta", "{n} de cartas", "{n} cartas"))  # CLDR: three forms
    folder = tmp_path / "locale"
    folder.mkdir()
    with (folder / "es.po").open("wb") as f:
        write_po(f, catalog)
    monkeypatch.setenv(i18n.LOCALE_DIR_VARIABLE, str(folder))
    yield folder
    api.install_language("en")


def labels(scene) -> set[str]:
    return {getattr(w, "text", "") for w in scene.widgets if w.alive()}


def test_the_language_is_stored_and_a_bad_one_falls_back_to_the_system_language(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(language="pl", volume=0.5))
    assert load_settings(path) == (Settings(language="pl", volume=0.5), "")
    path.write_text(json.dumps({"language": "tlh", "volume": 0.25}))
    settings, message = load_settings(path)
    assert settings == Settings(language="", volume=0.25) and "tlh" in message
    path.write_text(json.dumps({"language": 3}))
    settings, message = load_settings(path)
    assert settings == Settings() and "settings.json" in message


def test_switching_the_language_in_settings_rewords_the_title_screen(app, spanish):
    title = TitleScene()
    app.stack.apply(Push(title))
    app.stack.apply(Push(SettingsScene()))
    frames(app, 2)
    assert "Language" in {getattr(w, "text", "") for w in app.stack.top.widgets}
    press_button(app, "Español")
    assert api.language() == "es" and app.settings.language == "es"
    assert load_settings(paths.settings_path())[0].language == "es"  # stored at once
    assert "Idioma" in labels(app.stack.top)  # the Settings screen itself speaks Spanish now
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    assert {"Nueva partida", "Cargar partida", "Ajustes", "Salir"} <= labels(title)
    assert api.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cartas"
    press_button(app, "Ajustes")
    press_button(app, "English")
    key(app, pygame.K_ESCAPE)
    assert {"New game", "Load game", "Settings", "Quit"} <= labels(app.stack.top)


def test_the_system_choice_follows_the_system_language(app, spanish, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "es_ES")
    app.stack.apply(Push(TitleScene()))
    app.stack.apply(Push(SettingsScene()))
    frames(app, 2)
    press_button(app, "System")
    assert app.settings.language == "" and api.language() == "es"


def test_the_window_opens_in_the_language_of_its_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    pygame.init()
    from game.app import AppContext

    try:
        app = AppContext(settings=Settings(language=api.PSEUDO, animation_speed=0.0), size=(1280, 720))
        app.stack.apply(Push(TitleScene()))
        frames(app, 1)
        assert all(i18n.is_pseudo(text) for text in labels(app.stack.top))
    finally:
        api.install_language("en")
        pygame.quit()


def test_a_missing_catalogue_speaks_english(tmp_path, monkeypatch):
    monkeypatch.setenv(i18n.LOCALE_DIR_VARIABLE, str(tmp_path))
    try:
        assert api.install_language("fr") == "en" and api._("New game") == "New game"
    finally:
        api.install_language("en")


def test_switching_the_language_during_a_game_rewords_the_board(app, spanish):
    from game import demo
    from tests.game.conftest import open_board

    board = open_board(app, demo.mid_game())
    moves = [o for o in board.listed(board.view()) if o.kind == "move"]
    assert moves and board.names.choice(moves[0]).startswith("Move to ")
    lines_before = list(board.log.lines)
    key(app, pygame.K_ESCAPE)  # the pause menu
    press_button(app, "Settings")
    press_button(app, "Español")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is board
    frames(app, 1)
    assert board.names.choice(moves[0]).startswith("Ir a ")
    assert len(board.log.lines) == len(lines_before)  # the same lines, told again
    assert any(tip.startswith("Ir a ") for _rect, key_, tip in board.hits.rects if key_[0] == "option")
