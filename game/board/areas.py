"""What a map's look says about groups of rooms and pieces beside rooms (engine/look.py `Area`, `Token`), drawn
without knowing the map: each area's label and tag on its band (the band itself lies in the static layer,
game/board/ship.py), dark rooms dimmed and marked with a crescent and the word DARK in the tile's top band (never by shade alone), and
tokens as small plates hanging under the room they lie beside. Every piece has a hover text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine import api
from engine.api import _
from game import theme
from game.assets import fit, text
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
            word = text(_("DARK"), max(9, int(size * 0.9)), (206, 214, 240), "bold")
            r = max(4, word.get_height() // 2 - 1)
            tag = pygame.Rect(0, 0, word.get_width() + 2 * r + 10, word.get_height() + 2)
            band = max(10, int(rect.h * 0.2))  # in the tile's top band, right of its number (figures stand below)
            tag.midleft = (rect.x + 10 + text("00", size, theme.TEXT, "bold").get_width(), rect.y + band // 2 + 1)
            back = (14, 16, 30)
            pygame.draw.rect(surface, back, tag, border_radius=4)
            pygame.draw.rect(surface, (110, 120, 160), tag, 1, border_radius=4)
            _moon(surface, (tag.x + r + 4, tag.centery), r, back)
            surface.blit(word, word.get_rect(midleft=(tag.x + 2 * r + 7, tag.centery)))
            hits.add(tag, ("dark", room), _(area.dark_hint or area.hint))
    for i, area in enumerate(a for a in look.areas if a.label):
        band = area_rect(layout, area)
        if band.w:
            _area_label(surface, layout, look, area, band, area_colour(i), size, hits)


def _area_label(surface: pygame.Surface, layout: Layout, look: api.BoardLook, area, band: pygame.Rect, colour,
                size: int, hits: HitMap) -> None:
    """The area's name, its tag and the Darkness crescent: as a column left of its band, else right of it, else
    as a row above, below or astride the band's edge, else in a column inside it, wherever no room nor piece beside
    one lies (smaller type before giving up); only a window too small for any of these lets it cover a room."""
    rooms = [layout.room_rect(r) for r in layout.rooms] + [p for p, _s, _t in token_places(layout, look)]
    widest = int(2.5 * min((layout.room_rect(r).w for r in area.rooms if r in layout.rooms), default=band.w))
    place = None  # (its words cut to two rooms and a half: a long translation would find no free place)
    for big, small in ((layout.map_font(15), size), (max(9, layout.map_font(12)), max(9, size - 2))):
        label = text(fit(_(area.label), big, widest, "bold"), big, (240, 242, 248), "bold")
        tag = text(fit(_(area.tag), small, widest, "bold"), small, theme.TEXT, "bold") if area.tag else None
        word = text(_("DARK"), small, (206, 214, 240), "bold")
        r = max(5, (label.get_height() + 2) // 3)
        parts = [(label.get_width() + 12, label.get_height() + 2)]
        if tag is not None:
            parts.append((tag.get_width() + 8, tag.get_height() + 2))
        if area.dark:
            parts.append((word.get_width() + 2 * r + 10, 2 * r + 6))
        column = pygame.Rect(0, 0, max(w for w, _h in parts) + 4, sum(h + 5 for _w, h in parts))
        row = pygame.Rect(0, 0, sum(w + 6 for w, _h in parts), max(h for _w, h in parts) + 4)
        spots: list[tuple[str, pygame.Rect]] = []
        for y in range(band.y + 4, band.bottom - column.h, 6):  # a column down either side, out or in
            for x in (band.x - 6 - column.w, band.right + 6):
                spots.append(("column", column.move(x, y)))
        for x in range(band.x + 6, band.right - row.w, 8):  # a row above, astride the top, below, astride the foot
            for y in (band.y - row.h - 2, band.y - row.h // 2, band.bottom + 2, band.bottom - row.h // 2):
                spots.append(("row", row.move(x, y)))
        for y in range(band.y + 6, band.bottom - column.h - 5, 6):
            for x in (band.x + 6, band.right - 6 - column.w):
                spots.append(("column", column.move(x, y)))
        place = next(((shape, sp) for shape, sp in spots
                      if layout.map.contains(sp) and sp.collidelist(rooms) < 0), None)
        if place is not None:
            break
    shape, spot = place or ("column", column.move(band.x + 6, band.y + 6))
    x, y = spot.topleft
    right = spot.right

    def at(w: int, h: int) -> pygame.Rect:
        nonlocal x, y
        box = pygame.Rect(x, y, w, h) if shape == "row" else pygame.Rect(right - w, y, w, h)
        if shape == "row":
            x += w + 6
        else:
            y += h + 5
        return box

    box = at(label.get_width() + 12, label.get_height() + 2)
    pygame.draw.rect(surface, (10, 12, 16), box.inflate(2, 2), border_radius=5)
    pygame.draw.rect(surface, tuple(int(c * 0.8) for c in colour), box, border_radius=5)
    surface.blit(label, label.get_rect(center=box.center))
    rect = box
    if tag is not None:
        slot = at(tag.get_width() + 8, tag.get_height() + 2)
        rect = rect.union(_plate(surface, fit(_(area.tag), small, widest, "bold"), small, area.tone,
                                 center=slot.center))
    if area.dark:
        slot = at(word.get_width() + 2 * r + 10, 2 * r + 6)
        moon = (slot.right - r - 3, slot.centery)
        pygame.draw.circle(surface, (14, 16, 30), moon, r + 3)
        _moon(surface, moon, r, (14, 16, 30))
        surface.blit(word, word.get_rect(midright=(moon[0] - r - 5, moon[1])))
        rect = rect.union(slot)
    hits.add(rect, area.key, _(area.hint))


def token_places(layout: Layout, look: api.BoardLook) -> list[tuple[pygame.Rect, str, tuple]]:
    """Where the pieces beside rooms go: (the block of one room's pieces, "row" or "column", its pieces), under
    the room's tile, else over it, else right or left of it, wherever no other room lies."""
    size = layout.map_font(10)
    beside: dict[str, list] = {}
    for token in look.tokens:
        if token.room in layout.rooms:
            beside.setdefault(token.room, []).append(token)
    rooms = [layout.room_rect(r) for r in layout.rooms]
    out = []
    for room, tokens in beside.items():
        rect = layout.room_rect(room)
        widths = [text(token_words(layout, t, size), size, theme.TEXT, "bold").get_width() + 10 for t in tokens]
        high = text("Ag", size, theme.TEXT, "bold").get_height() + 4
        row = pygame.Rect(0, 0, sum(widths) + 4 * (len(widths) - 1) + 4, high)
        column = pygame.Rect(0, 0, max(widths) + 4, len(widths) * (high + 2))
        others = [r for r in rooms if r != rect]
        spots = [("row", row.copy()), ("row", row.copy()), ("column", column.copy()), ("column", column.copy())]
        spots[0][1].midtop = (rect.centerx, rect.bottom + 2)
        spots[1][1].midbottom = (rect.centerx, rect.y - 2)
        spots[2][1].midleft = (rect.right + 3, rect.centery)
        spots[3][1].midright = (rect.x - 3, rect.centery)
        shape, place = next(((sh, sp) for sh, sp in spots if layout.map.contains(sp) and sp.collidelist(others) < 0),
                            spots[0])
        out.append((place, shape, tuple(zip(tokens, widths, strict=True))))
    return out


def token_words(layout: Layout, token, size: int) -> str:
    """A token's words on its plate, cut to two rooms and a half (a long translation would cover the rooms around
    it; the hover text holds it whole)."""
    return fit(_(token.text), size, int(2.5 * layout.room_rect(token.room).width), "bold")


def draw_tokens(surface: pygame.Surface, layout: Layout, look: api.BoardLook, hits: HitMap, lit: set) -> None:
    """The pieces beside rooms, as plates (token_places says where)."""
    size = layout.map_font(10)
    high = text("Ag", size, theme.TEXT, "bold").get_height() + 4
    for place, shape, pieces in token_places(layout, look):
        x, y = place.topleft
        for token, w in pieces:
            box = _plate(surface, token_words(layout, token, size), size, token.tone,
                         topleft=(x + 4, y + 1) if shape == "row" else (place.centerx - w // 2 + 4, y + 1))
            if token.key in lit:
                pygame.draw.rect(surface, theme.ACCENT, box.inflate(2, 2), 2, border_radius=4)
            hits.add(box, token.key, _(token.hint))
            if shape == "row":
                x += w + 4
            else:
                y += high + 2
