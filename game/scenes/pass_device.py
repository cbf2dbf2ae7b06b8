"""Pass the device: an opaque screen between two human seats that hides every private thing (hand,
Objectives, Contamination) until the next player clicks or presses Enter."""

from __future__ import annotations

import pygame

from engine.api import _
from game import theme
from game.assets import fit, text
from game.scene import Pop, Request, Scene
from game.ui import draw_stars


class PassDeviceScene(Scene):
    name = "pass_device"
    opaque = True

    def enter(self, app, handover: dict) -> None:
        super().enter(app, handover)
        self.seat = handover["seat"]
        self.who = handover["name"]
        # in co-op the Objectives lie open on the table (PUB-COOP-02): only the hand is private
        self.coop = handover.get("mode") == "coop"

    @property
    def hidden(self) -> str:
        """What the others must not see, in a sentence."""
        return (_("Everyone else, look away: your hand is hidden.") if self.coop
                else _("Everyone else, look away: your hand and Objectives are hidden."))

    def handle_event(self, event: pygame.event.Event) -> Request | None:
        ready = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        return Pop({"confirmed": self.seat}) if ready else None

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        draw_stars(surface, self.app.size)
        s = self.app.scale
        cx, cy = self.app.size[0] // 2, self.app.size[1] // 2
        pygame.draw.circle(surface, theme.seat_colour(self.seat), (cx, cy - int(90 * s)), int(34 * s))
        mark = text(theme.seat_mark(self.seat), int(36 * s), (10, 10, 10), "bold")
        surface.blit(mark, mark.get_rect(center=(cx, cy - int(90 * s))))
        hidden = self.hidden
        for i, (line, size, colour) in enumerate(((_("Pass the device to {player}").format(player=self.who), 34,
                                                   theme.TEXT),
                                                  (hidden, 17, theme.MUTED),
                                                  (_("Click or press Enter when you are ready."), 17, theme.ACCENT))):
            face = "bold" if i == 0 else "sans"
            t = text(fit(line, int(size * s), self.app.size[0] - int(40 * s), face), int(size * s), colour, face)
            surface.blit(t, t.get_rect(center=(cx, cy + int((i * 44) * s))))
