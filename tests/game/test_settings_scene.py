"""The Settings scene: window size, fullscreen, animation speed and volume apply at once and are stored in the
settings file; a settings file that cannot be written is a message, not a crash."""

from __future__ import annotations

import pygame
import pytest

from game.scene import Push
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from saves import paths
from saves.settings import load_settings
from tests.game.conftest import click, frames, key, press_button


def open_settings(app) -> SettingsScene:
    app.stack.apply(Push(TitleScene()))
    scene = SettingsScene()
    app.stack.apply(Push(scene))
    frames(app, 2)
    return scene


def stored():
    settings, problem = load_settings(paths.settings_path())
    assert problem == ""
    return settings


@pytest.mark.rule("PUB-SETUP-01")
def test_animation_speed_applies_and_is_stored(app):
    open_settings(app)
    press_button(app, "Fast")
    assert app.settings.animation_speed == 2.0 and stored().animation_speed == 2.0
    press_button(app, "Off")
    assert app.settings.animation_speed == 0.0 and stored().animation_speed == 0.0


@pytest.mark.rule("PUB-SETUP-01")
def test_volume_slider_steps_are_stored(app):
    scene = open_settings(app)
    assert app.settings.volume == 0.8
    click(app, scene.slider.right_button.rect.center)
    frames(app, 2)
    assert app.settings.volume == 0.85 and stored().volume == 0.85
    for _ in range(3):
        click(app, scene.slider.left_button.rect.center)
    frames(app, 2)
    assert stored().volume == 0.7 and scene.volume_label.text == "70 %"


@pytest.mark.rule("PUB-SETUP-01")
def test_window_size_and_fullscreen_apply_and_are_stored(app):
    open_settings(app)
    press_button(app, "1600 × 900")
    assert app.size == (1600, 900)
    assert (stored().window_width, stored().window_height, stored().fullscreen) == (1600, 900, False)
    press_button(app, "Fullscreen")
    assert app.fullscreen and stored().fullscreen
    press_button(app, "Windowed")
    assert not app.fullscreen and app.size == (1600, 900) and not stored().fullscreen


@pytest.mark.rule("PUB-SETUP-01")
def test_settings_that_cannot_be_written_show_why_and_still_apply(app):
    paths.settings_path().mkdir()  # a folder where the settings file should go
    scene = open_settings(app)
    press_button(app, "Slow")
    assert app.settings.animation_speed == 0.5
    assert "settings.json" in scene.message and "folder" in scene.message


@pytest.mark.rule("PUB-SETUP-01")
def test_escape_returns_to_the_screen_below(app):
    open_settings(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
