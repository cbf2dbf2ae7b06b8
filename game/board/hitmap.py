"""Where things are on screen this frame: rectangles recorded while drawing, each with a location key such as
("room", "R08"), ("corridor", "K13"), ("card", "soldier_rest"), ("intruder", "3") or ("option", "4").

A click asks the hit map for the topmost key under the mouse; `where` (game/board/where.py) says which options
of the pending decision live at that key.
"""

from __future__ import annotations

import pygame

Key = tuple[str, str]


class HitMap:
    def __init__(self) -> None:
        self.rects: list[tuple[pygame.Rect, Key, str]] = []

    def clear(self) -> None:
        self.rects.clear()

    def add(self, rect: pygame.Rect, key: Key, tip: str = "") -> None:
        self.rects.append((pygame.Rect(rect), key, tip))

    def at(self, pos: tuple[int, int]) -> tuple[Key, str] | None:
        """The last-drawn (topmost) key under `pos`, with its hover text."""
        for rect, key, tip in reversed(self.rects):
            if rect.collidepoint(pos):
                return key, tip
        return None

    def rect_of(self, key: Key) -> pygame.Rect | None:
        for rect, k, _ in reversed(self.rects):
            if k == key:
                return rect
        return None
