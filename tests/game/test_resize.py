"""Resizing the window (Settings → Window size, or the window edge dragged) re-lays out every scene, and the
scenes under the top one stay hidden: their buttons neither show nor take clicks. A paused board dims."""

from __future__ import annotations

import pygame
import pytest

from game import demo
from game.scene import Push
from game.scenes.pause import PauseScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from tests.game.conftest import frames, open_board, press_button


def visible_buttons(scene) -> list[str]:
    return [w.text for w in scene.widgets if w.visible]


@pytest.mark.rule("PUB-SETUP-01")
def test_window_size_from_settings_keeps_the_title_buttons_hidden(app):
    title = TitleScene()
    app.stack.apply(Push(title))
    app.stack.apply(Push(SettingsScene()))
    frames(app, 2)
    press_button(app, "1600 × 900")
    assert visible_buttons(title) == []


@pytest.mark.rule("PUB-SETUP-01")
@pytest.mark.parametrize("event_type", [pygame.VIDEORESIZE, pygame.WINDOWRESIZED])
def test_dragging_the_window_edge_keeps_covered_menus_hidden(app, event_type):
    title = TitleScene()
    app.stack.apply(Push(title))
    open_board(app, demo.mid_game(seed=3))
    pause = PauseScene()
    app.stack.apply(Push(pause, {"session": app.session}))
    app.stack.apply(Push(SettingsScene()))
    frames(app, 1)
    if event_type == pygame.WINDOWRESIZED:
        pygame.display.set_mode((1500, 850), pygame.RESIZABLE)  # what the window manager did
    app.step([pygame.event.Event(event_type, w=1500, h=850, x=1500, y=850)], 1 / 60)
    assert app.size == (1500, 850) and app.ui.window_resolution == (1500, 850)
    assert visible_buttons(title) == [] and visible_buttons(pause) == []


@pytest.mark.rule("PUB-SETUP-01")
def test_the_pause_menu_shows_its_buttons_again_when_settings_close_after_a_resize(app):
    open_board(app, demo.mid_game(seed=3))
    pause = PauseScene()
    app.stack.apply(Push(pause, {"session": app.session}))
    app.stack.apply(Push(SettingsScene()))
    frames(app, 1)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=800)], 1 / 60)
    app.stack.apply(app.stack.top.on_escape())
    assert "Resume (Esc)" in visible_buttons(pause)


def brightness(surface, rect) -> float:
    return sum(pygame.transform.average_color(surface, rect)[:3])


@pytest.mark.rule("PUB-SETUP-01")
def test_a_paused_board_dims(app):
    board = open_board(app, demo.mid_game(seed=3))
    lit = brightness(app.surface, board.layout.map)
    app.stack.apply(Push(PauseScene(), {"session": app.session}))
    frames(app, 1)
    assert brightness(app.surface, board.layout.map) < lit * 0.6  # its buttons are bright, the board dark
