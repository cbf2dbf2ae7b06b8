"""Frontend fixtures: SDL's dummy video and audio drivers are set before pygame starts; every test gets a
fresh window-sized app whose data folder is a temporary directory (no real saves or settings are touched)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets import clear_caches  # noqa: E402
from saves.settings import Settings  # noqa: E402

DT = 1 / 60


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A 1280 × 720 app on the dummy driver with its data folder in tmp_path; animations off."""
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    pygame.init()
    from game.app import AppContext

    context = AppContext(settings=Settings(animation_speed=0.0), size=(1280, 720))
    yield context
    if context.session is not None:
        context.session.close()
    clear_caches()
    pygame.quit()


def click(app, pos, button: int = 1) -> None:
    """A full mouse click at `pos`: move, press, release, then one frame."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], DT)
    app.step(pygame.event.get(), DT)  # what the widgets posted (pygame_gui's UI_BUTTON_PRESSED) arrives next


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0),
              pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)], DT)
    app.step(pygame.event.get(), DT)


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.step(pygame.event.get(), DT)


def press_button(app, label: str) -> None:
    """Click the visible pygame_gui button with this label on the top scene."""
    scene = app.stack.top
    for widget in getattr(scene, "widgets", []):
        if getattr(widget, "text", None) == label and widget.visible:
            click(app, widget.rect.center)
            return
    raise AssertionError(f"no button {label!r} on {scene.name}: "
                         f"{[getattr(w, 'text', '') for w in getattr(scene, 'widgets', [])]}")


def open_board(app, session):
    """Push the board on `session` and draw two frames; returns the board scene."""
    from game.scene import Push
    from game.scenes.board import BoardScene

    board = BoardScene()
    app.stack.apply(Push(board, {"session": session}))
    frames(app, 2)
    return board
