"""The window and the frame loop: one `AppContext` (window, UI manager, settings, scene stack) and `run()`.

One frame: `dt` → events → `update` → draw from the topmost opaque scene up → `draw_ui` → flip. Nothing
blocks: bots think in a worker thread that the board polls. Nothing runs at import time.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from engine.api import _
from game.scene import Push, Scene, SceneStack
from saves import paths
from saves.settings import Settings, load_settings, save_settings

BASE = (1280, 720)  # the layout's design size: everything scales from it
MIN_SIZE = (960, 540)


def first_window_size(desktops: list[tuple[int, int]] | None = None) -> tuple[int, int]:
    """Most of the first desktop (room left for the title bar and a task bar), never below MIN_SIZE."""
    if desktops is None:
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
    if not desktops or min(desktops[0]) <= 0:
        return BASE
    w, h = desktops[0]
    return max(MIN_SIZE[0], int(w * 0.9)), max(MIN_SIZE[1], int(h * 0.86))


class AppContext:
    """What every scene may use: the window surface, the UI manager, the settings and the stack."""

    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 data_dir: Path | None = None, settings_message: str = "") -> None:
        from game.assets import clear_caches
        from game.ui import make_manager

        clear_caches()  # fonts belong to one pygame session
        if data_dir is not None:
            os.environ["NEMESIS_DATA_DIR"] = str(data_dir)
        from game.save_list import clear_leftovers

        clear_leftovers()
        if settings is None:
            first_run = not paths.settings_path().exists()
            settings, settings_message = load_settings(paths.settings_path())
            if first_run and size is None:  # no size chosen yet: fill most of the screen we open on
                settings.window_width, settings.window_height = first_window_size()
        self.settings = settings
        self.settings_message = settings_message
        self.language = self.install_language()
        if settings_message and data_dir is None and self.language != "en":  # the message again, in its words
            settings_message = load_settings(paths.settings_path())[1] or settings_message
            self.settings_message = settings_message
        size = size or (settings.window_width, settings.window_height)
        self.fullscreen = False
        self.surface = self._open(size, settings.fullscreen)
        self.ui = make_manager(self.size)
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.session = None  # the running game, if any (game/session.py); autosaved when the window closes
        self.frames = 0

    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        self.fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def scale(self) -> float:
        w, h = self.size
        return max(0.6, min(w / BASE[0], h / BASE[1]))

    def apply_display(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """Resize or switch fullscreen; every scene re-lays itself out."""
        fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        size = size or (self.settings.window_width, self.settings.window_height)
        self.surface = self._open(size, fullscreen)
        self.resized()

    def resized(self) -> None:
        self.surface = pygame.display.get_surface()
        self.ui.set_window_resolution(self.size)
        self.stack.resize()

    def install_language(self) -> str:
        """Speak the settings' language from now on ("" = the system's); returns the language installed ("en"
        when its catalogue is missing)."""
        from engine.api import install_language

        return install_language(self.settings.language)

    def set_language(self, language: str) -> None:
        """Switch the language at once: every scene rebuilds its widgets and the board redraws in the new words."""
        self.settings.language = language
        self.language = self.install_language()
        pygame.display.set_caption(window_title())
        self.stack.resize()

    def save_settings(self) -> str:
        """Store the settings; returns a message if they could not be written."""
        from saves.io import SaveError

        try:
            save_settings(paths.settings_path(), self.settings)
        except SaveError as exc:
            return str(exc)
        return ""

    # -- the loop ----------------------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame with the given events (tests drive this directly)."""
        for event in events:
            if event.type == pygame.QUIT:
                self.close()
                return
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.surface = pygame.display.set_mode((max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)),
                                                       pygame.RESIZABLE)
                self.settings.window_width, self.settings.window_height = self.size
                self.resized()
                continue
            if event.type == pygame.WINDOWRESIZED and pygame.display.get_surface() is not None:
                if pygame.display.get_surface().get_size() != self.ui.window_resolution:
                    self.resized()  # the window manager resized us without a VIDEORESIZE
                continue
            self.ui.process_events(event)
            top = self.stack.top
            if top is not None:
                self.stack.apply(top.handle_event(event))
            if self.stack.quit:
                return
        self.ui.update(dt)
        top = self.stack.top
        if top is not None:
            self.stack.apply(top.update(dt))
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        self.stack.draw(self.surface)
        self.ui.draw_ui(self.surface)

    def close(self) -> None:
        """The window is closing: autosave the running game, keep the window size, stop."""
        if self.session is not None:
            self.session.autosave(reason="window closed")
        self.save_settings()
        self.stack.quit = True

    def run(self, first: Scene, load: Path | None = None) -> int:
        self.stack.apply(Push(first))
        if load is not None:
            from game.scenes.save_load import open_save

            self.stack.apply(open_save(first, load))  # a bad file leaves its message on the first screen
        while not self.stack.quit:
            dt = self.clock.tick(60) / 1000
            try:
                self.step(pygame.event.get(), dt)
            except Exception:  # noqa: BLE001 - never lose a game to a bug: save it, report, go on
                self.recover()
            pygame.display.flip()
        return 0

    def recover(self) -> None:
        """A bug escaped a scene: write the report, autosave the running game, return to the title with a
        message (Continue resumes the game)."""
        import traceback

        report = paths.data_dir() / "crash-report.txt"
        try:
            report.write_text(traceback.format_exc(), encoding="utf-8")
        except OSError:
            pass
        saved = self.session.autosave(reason="error") if self.session is not None else None
        note = _("The game was autosaved: Continue resumes it.") if saved else ""
        self.back_to_title(" ".join(filter(None, [_("Something went wrong (details in {report}).").format(
            report=report), note])))

    def back_to_title(self, message: str = "") -> None:
        """End the running game (its worker stops) and every scene, and show the title screen."""
        from game.scenes.title import TitleScene

        if self.session is not None:
            self.session.close()
            self.session = None
        self.stack.clear()
        self.stack.apply(Push(TitleScene(), {"message": message}))


def start(size: tuple[int, int] | None = None) -> AppContext:
    from game.assets import resource_path

    pygame.init()
    pygame.display.set_caption(window_title())
    try:
        pygame.display.set_icon(pygame.image.load(str(resource_path("icon.png"))))
    except (pygame.error, FileNotFoundError):  # a missing icon is no reason not to play
        pass
    app = AppContext(size=size)
    pygame.display.set_caption(window_title())  # in the language the settings chose
    return app


def window_title() -> str:
    """The window's caption: the game's name (a name, but a language may write it its own way)."""
    return _("Nemesis Desktop")


def main(load: Path | None = None) -> int:
    """Open the window on the title screen (or straight into the saved game `load`) and play until the
    player quits."""
    from game.scenes.title import TitleScene

    app = start()
    try:
        return app.run(TitleScene(), load)
    finally:
        pygame.quit()
