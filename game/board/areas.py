"""What a map's look says about groups of rooms and pieces beside rooms (engine/look.py `Area`, `Token`), drawn
without knowing the map: each area's label and tag on its band (the band itself lies in the static layer,
game/board/ship.py), dark rooms dimmed and marked with a crescent and the word DARK in the tile's top band (never by shade alone), and
tokens as small plates hanging under the room they lie beside. Every piece has a hover text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine import api
from game import theme
from game.assets import text
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.ship import area_colour, area_rect

# a tone's plate colours: background, text (engine/look.py TONES)
PLATES = {"plain": ((52, 58, 74), theme.TEXT), "alert": (theme.BAD, (20, 10, 10)), "good": ((46, 110, 64), theme.TEXT),
          "info": ((236, 226, 190), (20, 20, 20)), "warn": ((236, 200, 60), (20, 20, 20)),
          "cold": ((70, 130, 230), (10, 14, 24))}


def _plate(surface: pygame.Surface, words: str, size: int, tone: str, **where) -> pygame.Rect:
    bg, fg = PLATES.get(tone, PLATES["plain"])
    t = text(words, size, fg, "bold")
    box = t.get_rect(**where).inflate(8, 2)
    pygame.draw.rect(surface, (10, 12, 16), box.inflate(2, 2), border_radius=4)
    pygame.draw.rect(surface, bg, box, border_radius=4)
    surface.blit(t, t.get_rect(center=box.center))
    return box


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dim veil over a dark room's tile, one per tile size."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (4, 6, 14, 150), shade.get_rect(), border_radius=max(4, size[0] // 14))
    return shade


def _moon(surface: pygame.Surface, centre: tuple[int, int], r: int, back: tuple) -> None:
    """A crescent: the sign of Darkness."""
    pygame.draw.circle(surface, (206, 214, 240), centre, r)
    pygame.draw.circle(surface, back, (centre[0] + r // 2, centre[1] - r // 3), r)


def draw_areas(surface: pygame.Surface, layout: Layout, look: api.BoardLook, hits: HitMap) -> None:
    """Dark rooms dimmed with their mark, then each labelled area's label and tag on its band's top edge."""
    size = layout.map_font(11)
    for area in look.areas:
        if not area.dark:
            continue
        for room in area.rooms:
            if room not in layout.rooms:
                continue
            rect = layout.room_rect(room)
            surface.blit(_shade(rect.size), rect)
            word = text("DARK", max(9, int(size * 0.9)), (206, 214, 240), "bold")
            r = max(4, word.get_height() // 2 - 1)
            tag = pygame.Rect(0, 0, word.get_width() + 2 * r + 10, word.get_height() + 2)
            band = max(10, int(rect.h * 0.2))  # in the tile's top band, right of its number (figures stand below)
            tag.midleft = (rect.x + 10 + text("00", size, theme.TEXT, "bold").get_width(), rect.y + band // 2 + 1)
            back = (14, 16, 30)
            pygame.draw.rect(surface, back, tag, border_radius=4)
            pygame.draw.rect(surface, (110, 120, 160), tag, 1, border_radius=4)
            _moon(surface, (tag.x + r + 4, tag.centery), r, back)
            surface.blit(word, word.get_rect(midleft=(tag.x + 2 * r + 7, tag.centery)))
            hits.add(tag, ("dark", room), area.dark_hint or area.hint)
    for i, area in enumerate(a for a in look.areas if a.label):
        band = area_rect(layout, area)
        if band.w:
            _area_label(surface, layout, area, band, area_colour(i), size, hits)


def _area_label(surface: pygame.Surface, layout: Layout, area, band: pygame.Rect, colour, size: int,
                hits: HitMap) -> None:
    """The area's name, its tag under it and the Darkness crescent, in a column beside its band: left of it,
    else right of it, else in a corner of the band clear of every room (smaller type before moving inside)."""
    rooms = [layout.room_rect(r) for r in layout.rooms]
    col = None
    for big, small in ((layout.map_font(15), size), (max(9, layout.map_font(12)), max(9, size - 2))):
        label = text(area.label, big, (240, 242, 248), "bold")
        tag = text(area.tag, small, theme.TEXT, "bold") if area.tag else None
        r = max(5, (label.get_height() + 2) // 3)
        height = label.get_height() + 4 + (tag.get_height() + 7 if tag else 0) + (2 * r + 10 if area.dark else 0)
        width = max(label.get_width() + 14, tag.get_width() + 10 if tag else 0,
                    text("DARK", small, theme.TEXT, "bold").get_width() + 2 * r + 14 if area.dark else 0)
        spots = [pygame.Rect(0, 0, width, height) for _ in range(6)]
        spots[0].topright = (band.x - 6, band.y + 4)
        spots[1].topleft = (band.right + 6, band.y + 4)
        spots[2].topleft = (band.x + 6, band.y + 6)
        spots[3].bottomleft = (band.x + 6, band.bottom - 6)
        spots[4].topright = (band.right - 6, band.y + 6)
        spots[5].bottomright = (band.right - 6, band.bottom - 6)
        col = next((sp for sp in spots if layout.map.contains(sp) and sp.collidelist(rooms) < 0), None)
        if col is not None:
            break
    if col is None:
        col = spots[2]
    right = col.right
    box = label.get_rect(topright=(right - 6, col.y)).inflate(12, 2)
    pygame.draw.rect(surface, (10, 12, 16), box.inflate(2, 2), border_radius=5)
    pygame.draw.rect(surface, tuple(int(c * 0.8) for c in colour), box, border_radius=5)
    surface.blit(label, label.get_rect(center=box.center))
    rect = box
    if area.tag:
        rect = rect.union(_plate(surface, area.tag, small, area.tone, topright=(right - 4, box.bottom + 5)))
    if area.dark:
        r = max(5, box.h // 3)
        spot = (right - r - 3, rect.bottom + r + 5)
        pygame.draw.circle(surface, (14, 16, 30), spot, r + 3)
        _moon(surface, spot, r, (14, 16, 30))
        word = text("DARK", small, (206, 214, 240), "bold")
        surface.blit(word, word.get_rect(midright=(spot[0] - r - 5, spot[1])))
        rect = rect.union(pygame.Rect(spot[0] - r - 8 - word.get_width(), spot[1] - r - 3, word.get_width() + 2 * r + 8,
                                      2 * r + 6))
    hits.add(rect, area.key, area.hint)


def draw_tokens(surface: pygame.Surface, layout: Layout, look: api.BoardLook, hits: HitMap, lit: set) -> None:
    """The pieces beside rooms: plates in a row hanging under the room's tile, centred on it."""
    size = layout.map_font(10)
    beside: dict[str, list] = {}
    for token in look.tokens:
        if token.room in layout.rooms:
            beside.setdefault(token.room, []).append(token)
    rooms = [layout.room_rect(r) for r in layout.rooms]
    for room, tokens in beside.items():
        rect = layout.room_rect(room)
        widths = [text(t.text, size, theme.TEXT, "bold").get_width() + 10 for t in tokens]
        high = text("Ag", size, theme.TEXT, "bold").get_height() + 4
        row = pygame.Rect(0, 0, sum(widths) + 4 * (len(widths) - 1), high)
        column = pygame.Rect(0, 0, max(widths), len(widths) * (high + 2))
        others = [r for r in rooms if r != rect]
        spots = [row.copy(), row.copy(), column.copy(), column.copy()]  # under, over, right, left of the tile
        spots[0].midtop = (rect.centerx, rect.bottom + 2)
        spots[1].midbottom = (rect.centerx, rect.y - 2)
        spots[2].midleft = (rect.right + 3, rect.centery)
        spots[3].midright = (rect.x - 3, rect.centery)
        free = [sp for sp in spots if layout.map.contains(sp) and sp.collidelist(others) < 0]
        place = free[0] if free else spots[0]
        across = place.w > place.h * 2 and len(tokens) > 1 or len(tokens) == 1
        x, y = place.topleft
        for token, w in zip(tokens, widths, strict=True):
            box = _plate(surface, token.text, size, token.tone,
                         topleft=(x + 4, y + 1) if across else (place.centerx - w // 2 + 4, y + 1))
            if token.key in lit:
                pygame.draw.rect(surface, theme.ACCENT, box.inflate(2, 2), 2, border_radius=4)
            hits.add(box, token.key, token.hint)
            if across:
                x += w + 4
            else:
                y += high + 2
