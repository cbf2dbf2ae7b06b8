"""The title screen: New game, Learn to play (the tutorial), Continue (the newest autosave), Load, Replays,
Settings, Rules, Quit; the app version."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import N_, _
from game import theme
from game.assets import fit, resource_path, text
from game.board.piece_looks import crew_shapes, species_looks
from game.board.shapes import sprite
from game.scene import Push, Quit, Request
from game.ui import MenuScene
from game.version import VERSION
from saves import paths


class TitleScene(MenuScene):
    name = "title"
    title = N_("NEMESIS")

    def build(self) -> None:
        from saves.autosave import newest

        try:
            self.latest = newest(paths.autosaves_dir())
        except OSError:
            self.latest = None
        if self.app.settings_message and not self.message:
            self.message = self.app.settings_message
        rows = self.column(top=180, gap=9)
        self.button(next(rows), _("New game"), self.new_game, big=True)
        self.button(next(rows), _("Learn to play"), self.learn, big=True,
                    tooltip=_("A guided first game in six short chapters, then it is yours to finish"))
        self.button(next(rows), _("Continue"), self.continue_game, enabled=self.latest is not None,
                    tooltip=_("Resume {file}").format(file=self.latest.name) if self.latest else _("No autosave yet"),
                    big=True)
        self.button(next(rows), _("Load game"), self.open_load, big=True)
        self.button(next(rows), _("Replays"), self.open_replays, big=True,
                    tooltip=_("Watch any finished game again, step by step"))
        self.button(next(rows), _("Settings"), self.open_settings, big=True)
        self.button(next(rows), _("Rules reference"), self.open_rules, big=True)
        self.button(next(rows), _("Quit"), lambda: Quit(), big=True)

    def on_escape(self) -> Request | None:
        return Quit()

    def _icon(self, size: int) -> pygame.Surface | None:
        cached = getattr(self, "_icon_cache", None)
        if cached is None or cached.get_width() != size:
            try:
                image = pygame.image.load(str(resource_path("icon.png")))
            except (pygame.error, FileNotFoundError):
                return None
            self._icon_cache = cached = pygame.transform.smoothscale(image, (size, size))
        return cached

    def _parade(self, surface: pygame.Surface) -> None:
        """The crew facing the creatures along the foot of the screen: the game's miniatures."""
        s, (w, h) = self.scale, self.app.size
        unit = int(64 * s)
        crew = crew_shapes(api.content({}))
        for i, shape in enumerate(crew):
            figure = sprite(shape, unit, theme.seat_colour(i))
            surface.blit(figure, figure.get_rect(bottomleft=(int(40 * s) + i * int(unit * 0.8), h - int(30 * s))))
        x = w - int(40 * s)
        for look in sorted(species_looks(api.content({})).values(), key=lambda lk: -lk.size):
            if look.letter == "?":
                continue
            size = int(unit * look.size)
            figure = pygame.transform.flip(sprite(look.shape, size, look.colour), True, False)
            surface.blit(figure, figure.get_rect(bottomright=(x, h - int(30 * s))))
            x -= int(size * 0.88)

    def new_game(self) -> Request:
        from game.scenes.setup import SetupScene

        return Push(SetupScene())

    def learn(self) -> Request:
        from game.scenes.tutorial import TutorialScene

        return Push(TutorialScene())

    def open_replays(self) -> Request:
        from game.scenes.replays import ReplaysScene

        return Push(ReplaysScene())

    def continue_game(self) -> Request | None:
        """Resume the newest autosave that can be resumed; a damaged newer one is named on the board."""
        from game.scenes.board import BoardScene
        from game.scenes.save_load import resume
        from saves.autosave import newest_first
        from saves.io import SaveError

        try:
            candidates = newest_first(paths.autosaves_dir())
        except OSError as exc:
            self.message = _("The autosaves folder cannot be read: {problem}.").format(problem=exc.strerror or exc)
            return None
        skipped: list[str] = []
        for path in candidates:
            try:
                session, warning = resume(path)
            except SaveError as exc:
                skipped.append(str(exc))
                continue
            note = _("{problem} Continuing from {file} instead.").format(problem=skipped[0], file=path.name) \
                if skipped else ""
            return Push(BoardScene(), {"session": session, "message": " ".join(filter(None, [note, warning]))})
        self.message = skipped[0] if skipped else _("No autosave yet.")
        return None

    def resume(self, handover: dict) -> None:
        super().resume(handover)
        if "session" in handover:
            from game.scenes.board import BoardScene

            self.app.stack.apply(Push(BoardScene(), handover))
        else:
            self.resize()  # Continue may have become available

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        s = self.scale
        icon = self._icon(int(84 * s))
        if icon is not None:
            title_w = text(_(self.title), int(40 * s), theme.TEXT, "bold").get_width()
            surface.blit(icon, icon.get_rect(midright=(self.app.size[0] // 2 - title_w // 2 - int(18 * s),
                                                       int(64 * s))))
        sub = text(fit(_("Desktop edition · a game of survival aboard a stricken ship"), int(16 * s),
                       self.app.size[0] - int(40 * s)), int(16 * s), theme.MUTED)
        surface.blit(sub, sub.get_rect(midtop=(self.app.size[0] // 2, int(100 * s))))
        self._parade(surface)
        ver = text(_("version {version}").format(version=VERSION), int(12 * s), theme.DIM)
        surface.blit(ver, ver.get_rect(bottomright=(self.app.size[0] - 10, self.app.size[1] - 8)))
