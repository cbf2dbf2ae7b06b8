"""Zoom on a card, an Item, a room or a figure: its name and full text, large, over the board."""

from __future__ import annotations

import pygame

from engine.api import N_, _
from game import theme
from game.assets import text, wrap
from game.scene import Pop, Request, Scene

KINDS = {"card": N_("Card"), "item": N_("Item"), "objective": N_("Objective"), "room": N_("Room"),
         "seat": N_("Seat"), "intruder": N_("Intruder"), "character": N_("Character")}  # what is zoomed on


class ZoomScene(Scene):
    name = "zoom"
    opaque = False

    def enter(self, app, handover: dict) -> None:
        super().enter(app, handover)
        self.title = handover.get("title", "")
        self.body = handover.get("body", "")
        self.kind = handover.get("kind", "")

    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)):
            return Pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(self.app.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        s = self.app.scale
        card = pygame.Rect(0, 0, int(470 * s), int(600 * s))
        card.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        pygame.draw.rect(surface, (40, 46, 62), card, border_radius=int(14 * s))
        pygame.draw.rect(surface, theme.ACCENT, card, 3, border_radius=int(14 * s))
        y = card.y + int(20 * s)
        kind = text(_(KINDS.get(self.kind, self.kind.title())), max(14, int(15 * s)), theme.MUTED)
        surface.blit(kind, (card.x + int(20 * s), y))
        y += int(24 * s)
        for line in wrap(self.title, int(30 * s), card.width - int(40 * s), "bold"):
            surface.blit(text(line, int(30 * s), theme.TEXT, "bold"), (card.x + int(20 * s), y))
            y += int(36 * s)
        y += int(10 * s)
        size = max(16, int(20 * s))
        for line in wrap(self.body, size, card.width - int(44 * s)):
            surface.blit(text(line, size, (242, 244, 248)), (card.x + int(22 * s), y))
            y += int(size * 1.35)
        hint = text(_("Click or press Esc to close"), max(13, int(14 * s)), theme.MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(card.centerx, card.bottom - int(12 * s))))
