"""One `Layout` owns the board's geometry for a window size: the panels' rectangles, the map → screen
transform and the size of every room tile, so text and pieces scale together and never overlap."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

ROOM_W, ROOM_H = 116, 100  # a room tile in map units (the map's canvas is 1000 × 1000, PUB-MAP)


@dataclass
class Layout:
    size: tuple[int, int]
    rooms: dict[str, tuple[int, int]]  # room id -> map position

    def __post_init__(self) -> None:
        w, h = self.size
        self.s = s = max(0.6, min(w / 1280, h / 720))
        pad = int(6 * s)
        self.top = pygame.Rect(0, 0, w, int(52 * s))
        self.right = pygame.Rect(w - max(int(400 * s), int(w * 0.3)), self.top.bottom, 0, 0)
        self.right.width = w - self.right.x
        self.right.height = h - self.top.bottom
        self.left = pygame.Rect(0, self.top.bottom, int(232 * s), 0)
        self.hand = pygame.Rect(0, h - int(138 * s), self.right.x, int(138 * s))
        self.left.height = self.hand.y - self.top.bottom
        self.map = pygame.Rect(self.left.right + pad, self.top.bottom + pad, 0, 0)
        self.map.width = self.right.x - pad - self.map.x
        self.map.height = self.hand.y - pad - self.map.y
        split = int(self.right.height * 0.52)
        self.decision = pygame.Rect(self.right.x, self.right.y, self.right.width, split)
        self.log = pygame.Rect(self.right.x, self.right.y + split, self.right.width, self.right.height - split)
        xs = [p[0] for p in self.rooms.values()] or [0]
        ys = [p[1] for p in self.rooms.values()] or [0]
        x0, x1 = min(xs) - ROOM_W / 2 - 8, max(xs) + ROOM_W / 2 + 8
        y0, y1 = min(ys) - ROOM_H / 2 - 8, max(ys) + ROOM_H / 2 + 8
        self.k = min(self.map.width / (x1 - x0), self.map.height / (y1 - y0))
        self.ox = self.map.x + (self.map.width - (x1 - x0) * self.k) / 2 - x0 * self.k
        self.oy = self.map.y + (self.map.height - (y1 - y0) * self.k) / 2 - y0 * self.k

    def font(self, base: float) -> int:
        """A font size in pixels for a base size at 1280 × 720."""
        return max(9, int(base * self.s))

    def map_font(self, base: float) -> int:
        """A font size that scales with the map (labels on tiles)."""
        return max(9, int(base * self.k))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return int(self.ox + x * self.k), int(self.oy + y * self.k)

    def room_center(self, room: str) -> tuple[int, int]:
        return self.point(*self.rooms[room])

    def room_rect(self, room: str) -> pygame.Rect:
        cx, cy = self.room_center(room)
        w, h = int(ROOM_W * self.k), int(ROOM_H * self.k)
        return pygame.Rect(cx - w // 2, cy - h // 2, w, h)
