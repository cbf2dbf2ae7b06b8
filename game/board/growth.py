"""Growth spreading over room tiles (the plug-ins' `Cover` pieces, engine/look.py): organic blotches in the
growth's colour over part of the tile, more of it as the growth advances, drawn over the tile and under its markers
and badges. The pattern is fixed per room (seeded by the room's id), so a growing patch grows in place instead of
flickering; each blotch surface is rendered once per size, colour and amount and cached."""

from __future__ import annotations

import math
import zlib
from functools import lru_cache

import pygame

from engine import api
from game.board.layout import Layout

STEPS = 12  # amounts are drawn in twelfths: enough to tell level 1 from level 3, few surfaces to cache


def _unit(room: str, *keys: int) -> float:
    """A fixed number in [0, 1) for this room and keys: the pattern's dice, the same on every frame and machine."""
    return zlib.crc32(f"{room}:{':'.join(map(str, keys))}".encode()) / 2 ** 32


def _rgb(colour: str) -> tuple[int, int, int]:
    try:
        c = pygame.Color(colour)
    except ValueError:
        return (120, 160, 90)
    return (c.r, c.g, c.b)


@lru_cache(maxsize=256)
def cover_surface(room: str, size: tuple[int, int], rgb: tuple[int, int, int], step: int) -> pygame.Surface:
    """Blotches covering about step/STEPS of a w x h tile: clusters of overlapping discs spreading from one corner
    of the tile (its seed), each disc a shade of the colour, inside the tile's rounded outline."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if step <= 0 or w < 4 or h < 4:
        return surf
    corners = ((0.15, 0.8), (0.85, 0.8), (0.2, 0.25), (0.8, 0.3))
    ox, oy = corners[int(_unit(room, 0) * len(corners))]
    share = step / STEPS
    reach = 0.25 + 0.95 * share  # how far from its corner the growth has crept
    discs = 6 + int(46 * share)
    base = max(3, int(min(w, h) * (0.08 + 0.1 * share)))
    for i in range(discs):
        dist = reach * (i / discs) ** 0.7 * (0.3 + 0.7 * _unit(room, i, 1))
        angle = 2 * math.pi * _unit(room, i, 2)
        x, y = (ox + dist * math.cos(angle)) * w, (oy + dist * math.sin(angle)) * h
        r = max(2, int(base * (0.6 + 0.8 * _unit(room, i, 3))))
        tint = 0.75 + 0.4 * _unit(room, i, 4)
        colour = tuple(min(255, int(c * tint)) for c in rgb)
        pygame.draw.circle(surf, (*colour, 190), (int(x), int(y)), r)
        if _unit(room, i, 5) < 0.35:  # a darker core: a fruiting body, not a flat stain
            pygame.draw.circle(surf, (*(int(c * 0.55) for c in colour), 210), (int(x), int(y)), max(1, r // 3))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (2, 2, w - 4, h - 4), border_radius=max(4, w // 14))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def draw_covers(surface: pygame.Surface, layout: Layout, covers: tuple[api.Cover, ...]) -> None:
    """Every cover on its room's tile (several on one room: in the order the plug-ins gave them)."""
    for cover in covers:
        rect = layout.room_rect(cover.room)
        step = max(1, min(STEPS, round(cover.amount * STEPS))) if cover.amount > 0 else 0
        if not step or rect.w <= 0:
            continue
        surface.blit(cover_surface(cover.room, rect.size, _rgb(cover.colour), step), rect)
