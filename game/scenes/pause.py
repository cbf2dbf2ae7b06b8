"""The pause menu over the board: resume, save, load, settings, rules, and quit to the title (the game is
autosaved first, so quitting never loses it; the tutorial's lessons are not autosaved). Over the tutorial it also
offers to start the lessons again."""

from __future__ import annotations

import pygame

from engine.api import N_, _
from game.scene import Pop, Push, Request
from game.ui import MenuScene


class PauseScene(MenuScene):
    name = "pause"
    opaque = False
    title = N_("Paused")

    def enter(self, app, handover: dict) -> None:
        self.session = handover["session"]
        self.tutorial = bool(handover.get("tutorial"))
        super().enter(app, handover)

    def build(self) -> None:
        rows = self.column(top=150)
        self.button(next(rows), _("Resume (Esc)"), lambda: Pop(), big=True)
        self.button(next(rows), _("Save game"), self.save, big=True)
        self.button(next(rows), _("Load game"), self.open_load, big=True)
        self.button(next(rows), _("Settings"), self.open_settings, big=True)
        self.button(next(rows), _("Rules reference"), self.open_rules, big=True)
        if self.tutorial:
            self.button(next(rows), _("Restart the tutorial"), self.restart_tutorial, big=True,
                        tooltip=_("Start Learn to play again from its first chapter"))
        self.button(next(rows), _("Quit to title"), self.quit_to_title, big=True)

    def on_escape(self) -> Request | None:
        return Pop()

    def open_rules(self) -> Request:
        """The rules of this game: the published ones and its expansions'."""
        from game.scenes.rules import RulesScene

        return Push(RulesScene(), {"config": self.session.config})

    def save(self) -> Request:
        from game.scenes.save_load import SaveLoadScene

        return Push(SaveLoadScene(), {"mode": "save", "session": self.session})

    def quit_to_title(self) -> None:
        saved = self.session.autosave(reason="quit to title")
        self.app.back_to_title(_("The game was autosaved: Continue resumes it.") if saved else self.session.message)

    def restart_tutorial(self) -> None:
        from game.scenes.tutorial import TutorialScene

        self.app.back_to_title()
        self.app.stack.apply(Push(TutorialScene()))

    def resume(self, handover: dict) -> None:
        super().resume(handover)
        if "session" in handover:  # a save was loaded: hand it to the board below
            self.app.stack.apply(Pop(handover))

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(self.app.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 185))
        surface.blit(shade, (0, 0))
        from game import theme
        from game.assets import text

        label = text(_(self.title), int(40 * self.scale), theme.TEXT, "bold")
        surface.blit(label, label.get_rect(midtop=(self.app.size[0] // 2, int(60 * self.scale))))
        if self.message:
            line = text(self.message, int(16 * self.scale), theme.ACCENT)
            surface.blit(line, line.get_rect(midbottom=(self.app.size[0] // 2, self.app.size[1] - 30)))
