"""Corridor furniture drawn over the room tiles: each corridor's number plate, its door (closed or broken) and
its Noise marker, placed in the gap between the two rooms so that even the shortest corridor (the Cockpit to
room 3, room 3 to room 7) shows its whole label, its DOOR tag and its Noise marker (PUB-MAP-01, PUB-NOISE-03,
PUB-DOOR-01)."""

from __future__ import annotations

import math

import pygame

from engine import api
from engine.api import _
from game import theme
from game.assets import text
from game.board.hitmap import HitMap
from game.board.layout import Layout


def gap_geometry(layout: Layout, content, corridor: str) -> tuple[tuple[int, int], tuple[float, float]]:
    """The middle of the stretch of corridor between the two room tiles, and a unit vector across it (pointing
    up for a level corridor, right for an upright one) where the Noise marker sits."""
    a, b = content.corridors[corridor].rooms
    (x1, y1), (x2, y2) = layout.room_center(a), layout.room_center(b)
    dx, dy = x2 - x1, y2 - y1
    half_w, half_h = layout.room_rect(a).w / 2, layout.room_rect(a).h / 2
    leave = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
    leave = min(leave, 0.5)
    t = 0.5 if leave >= 0.5 else (leave + (1 - leave)) / 2
    mid = (round(x1 + dx * t), round(y1 + dy * t))
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    if abs(dx) >= abs(dy):  # a level corridor: the marker goes above it
        nx, ny = (nx, ny) if ny < 0 else (-nx, -ny)
    else:  # an upright one: to its right
        nx, ny = (nx, ny) if nx > 0 else (-nx, -ny)
    return mid, (nx, ny)


def corridor_mid(layout: Layout, content, corridor: str) -> tuple[int, int]:
    return gap_geometry(layout, content, corridor)[0]


def draw_corridors(surface: pygame.Surface, layout: Layout, view: api.View, content, hits: HitMap,
                   highlight: set) -> None:
    """Every corridor's plate, door and Noise marker; drawn after the rooms so nothing covers them."""
    size = layout.map_font(14)
    marks = []
    for k in content.corridors.values():
        mid, across = gap_geometry(layout, content, k.id)
        label = "/".join(str(n) for n in k.numbers)
        state = view.doors.get(k.id, "open")
        key = ("corridor", k.id)
        plate = text(label, size, theme.TEXT, "bold")
        box = pygame.Rect(0, 0, max(int(size * 1.8), plate.get_width() + 10), int(size * 1.55))
        box.center = mid
        lit = key in highlight
        tip = _("Corridor {numbers}").format(numbers=label)
        if state != "open":
            tip += _draw_door(surface, layout, box, state)
            marks.append((_door_tag, box, state, (-across[0], -across[1]), key, label))
        pygame.draw.rect(surface, theme.ACCENT_SOFT if lit else (18, 22, 30), box, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT if lit else theme.PANEL_EDGE, box, 2 if lit else 1, border_radius=4)
        surface.blit(plate, plate.get_rect(center=box.center))
        if k.id in view.noise:
            tip += " — " + _("a Noise marker lies here")
            marks.append((_draw_noise, box, None, across, key, label))
        hits.add(box.inflate(4, 4), key, tip + " (PUB-MAP-01)")
    marks.sort(key=lambda m: m[0] is _draw_noise)  # Noise markers last: nothing may hide them
    for draw, box, state, direction, key, label in marks:
        draw(surface, layout, box, state, direction, hits, key, label)


def _beside(box: pygame.Rect, direction: tuple[float, float], size: tuple[int, int], gap: int) -> pygame.Rect:
    """A rect of `size` next to `box` on the side `direction` points to."""
    nx, ny = direction
    w, h = size
    reach = abs(nx) * (box.w + w) / 2 + abs(ny) * (box.h + h) / 2 + gap
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(box.centerx + nx * reach), round(box.centery + ny * reach))
    return r


def _draw_noise(surface, layout: Layout, box: pygame.Rect, _state, direction, hits: HitMap, key,
                label: str) -> None:
    """A round yellow token with an exclamation mark: never colour alone."""
    r = max(8, int(12 * layout.k))
    token = _beside(box, direction, (2 * r, 2 * r), -2)
    c = token.center
    pygame.draw.circle(surface, (30, 24, 6), c, r + 2)
    pygame.draw.circle(surface, theme.NOISE, c, r)
    pygame.draw.circle(surface, (120, 96, 20), c, r - 2, 1)
    mark = text("!", max(9, int(r * 1.5)), (40, 30, 0), "bold")
    surface.blit(mark, mark.get_rect(center=c))
    hits.add(token, key, _("Noise marker in corridor {numbers}: a second noise here brings an Encounter "
                           "(PUB-NOISE-03)").format(numbers=label))


def _draw_door(surface, layout: Layout, box: pygame.Rect, state: str) -> str:
    """A door frame around the plate (crossed out once broken); returns the tip."""
    frame = box.inflate(int(8 * layout.k) + 4, int(8 * layout.k) + 4)
    colour = theme.DOOR if state == "closed" else theme.DOOR_BROKEN
    pygame.draw.rect(surface, (12, 14, 20), frame, border_radius=4)
    pygame.draw.rect(surface, colour, frame, max(2, int(4 * layout.k)), border_radius=4)
    if state == "destroyed":
        pygame.draw.line(surface, theme.BAD, frame.topleft, frame.bottomright, 3)
        pygame.draw.line(surface, theme.BAD, frame.topright, frame.bottomleft, 3)
    return " — " + _door_words(state)


def _door_words(state: str) -> str:
    if state == "closed":
        return _("a Closed Door: nothing moves through it until it is opened or destroyed (PUB-DOOR-02)")
    return _("a destroyed door: it can never be closed again (PUB-DOOR-02)")


def _door_tag(surface, layout: Layout, box: pygame.Rect, state: str, direction, hits: HitMap, key,
              label: str) -> None:
    """DOOR or BROKEN written beside the plate, on the side away from the Noise marker."""
    colour = theme.DOOR if state == "closed" else theme.DOOR_BROKEN
    word = _("DOOR") if state == "closed" else _("BROKEN")
    tag_text = text(word, layout.map_font(10), (14, 14, 18), "bold")
    frame = box.inflate(int(8 * layout.k) + 4, int(8 * layout.k) + 4)
    tag = _beside(frame, direction, (tag_text.get_width() + 6, tag_text.get_height() + 2), -1)
    pygame.draw.rect(surface, colour, tag, border_radius=3)
    surface.blit(tag_text, tag_text.get_rect(center=tag.center))
    hits.add(tag, key, _("Corridor {numbers}: {door}").format(numbers=label, door=_door_words(state)))
