"""The ship's static layer, drawn once per window size: stars, the hull with its nose and engine exhausts, and
the corridors as plated passages. Rooms (game/board/tiles.py), corridor plates, doors and Noise
(game/board/corridors.py) and figures (game/board/figures.py) are drawn over it every redraw."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.board.layout import Layout


def _hull(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _cross_bars(surf: pygame.Surface, a, b, half: float, colour, step: int) -> None:
    """Floor grating: short bars across the corridor from `a` to `b`."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    for d in range(step, int(length), step):
        cx, cy = a[0] + ux * d, a[1] + uy * d
        pygame.draw.line(surf, colour, (cx - uy * half, cy + ux * half), (cx + uy * half, cy - ux * half), 1)


def _stars(surf: pygame.Surface, area: pygame.Rect) -> None:
    for i in range(160):
        x = area.x + (i * 7919) % max(1, area.w)
        y = area.y + (i * 104729 + i * i * 31) % max(1, area.h)
        v = 50 + (i * 37) % 80
        surf.fill((v, v, v + 24), (x, y, 2 if i % 9 == 0 else 1, 2 if i % 9 == 0 else 1))


def _outline(layout: Layout, content) -> list[tuple[int, int]]:
    """The hull: around every room, with a nose ahead of the bow and room for the exhausts astern."""
    k = layout.k
    corners = []
    for room in content.rooms:
        r = layout.room_rect(room).inflate(int(44 * k), int(44 * k))
        corners += [r.topleft, r.topright, r.bottomleft, r.bottomright]
    centres = [layout.room_center(r) for r in content.rooms]
    x0 = min(x for x, _ in centres)
    bow = [y for x, y in centres if x - x0 < 30 * k]
    corners.append((x0 - int(125 * k), sum(bow) // len(bow)))
    return _hull(corners)


def _exhausts(surf: pygame.Surface, layout: Layout, content) -> None:
    """A glowing exhaust behind each of the sternmost rooms."""
    k = layout.k
    centres = [layout.room_center(r) for r in content.rooms]
    x1 = max(x for x, _ in centres)
    for cx, cy in (c for c in centres if x1 - c[0] < 30 * k):
        w, h = int(60 * k), int(26 * k)
        x0 = cx + int(76 * k)
        pygame.draw.polygon(surf, (54, 64, 84), [(x0 - 6, cy - h), (x0 + w // 3, cy - h * 2 // 3),
                                                 (x0 + w // 3, cy + h * 2 // 3), (x0 - 6, cy + h)])
        pygame.draw.polygon(surf, (90, 150, 230, 150), [(x0 + w // 3, cy - h // 2), (x0 + w, cy),
                                                        (x0 + w // 3, cy + h // 2)])
        pygame.draw.polygon(surf, (200, 230, 255, 200), [(x0 + w // 3, cy - h // 4), (x0 + w * 2 // 3, cy),
                                                         (x0 + w // 3, cy + h // 4)])


def static_layer(layout: Layout, content, areas=()) -> pygame.Surface:
    """Stars, hull and corridors: drawn once per window size. A map whose look groups its rooms into areas
    (engine/look.py `Area`) is a building on the ground instead: a floor plan with each area as a band."""
    surf = pygame.Surface(layout.size)
    surf.fill(theme.BG)
    k = layout.k
    banded = [a for a in areas if a.label]
    if banded:
        area_bands(surf, layout, banded)
    else:
        _stars(surf, layout.map)
        _exhausts(surf, layout, content)
    hull = _outline(layout, content) if not banded else []
    if len(hull) >= 3:
        pygame.draw.polygon(surf, theme.HULL, hull)
        cx, cy = layout.map.center
        inner = [(x + (cx - x) * 0.05, y + (cy - y) * 0.05) for x, y in hull]
        pygame.draw.polygon(surf, (33, 39, 52), inner)
        pygame.draw.polygon(surf, (50, 58, 76), inner, 1)
        pygame.draw.polygon(surf, theme.HULL_EDGE, hull, max(2, int(4 * k)))
        for x, y in hull:
            pygame.draw.circle(surf, theme.HULL_EDGE, (x, y), max(2, int(5 * k)))
    outer, floor = max(6, int(26 * k)), max(4, int(18 * k))
    ends = [tuple(layout.room_center(r) for r in c.rooms) for c in content.corridors.values()]
    for a, b in ends:
        pygame.draw.line(surf, (72, 82, 104), a, b, outer)
    for a, b in ends:
        pygame.draw.line(surf, (28, 32, 42), a, b, floor)
        _cross_bars(surf, a, b, floor / 2 - 1, (50, 58, 76), max(5, int(9 * k)))
    return surf.convert() if pygame.display.get_surface() is not None else surf


AREA_COLOURS = [(70, 120, 170), (150, 120, 70), (90, 150, 110), (140, 90, 150), (160, 90, 90)]  # by area order


def area_colour(i: int) -> tuple[int, int, int]:
    return AREA_COLOURS[i % len(AREA_COLOURS)]


def area_rect(layout: Layout, area) -> pygame.Rect:
    """The band behind an area's rooms: around them all, with a margin for the label and the tokens beside."""
    rects = [layout.room_rect(r) for r in area.rooms if r in layout.rooms]
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:]).inflate(int(36 * layout.k), int(14 * layout.k))


def area_bands(surf: pygame.Surface, layout: Layout, areas) -> None:
    """A floor plan: a faint grid on the ground, each area a tinted band with a hatched edge."""
    grid = max(12, int(40 * layout.k))
    box = layout.map
    for x in range(box.x, box.right, grid):
        pygame.draw.line(surf, (22, 26, 34), (x, box.y), (x, box.bottom))
    for y in range(box.y, box.bottom, grid):
        pygame.draw.line(surf, (22, 26, 34), (box.x, y), (box.right, y))
    rad = max(6, int(18 * layout.k))
    for i, area in enumerate(areas):
        r = area_rect(layout, area)
        colour = area_colour(i)
        pygame.draw.rect(surf, tuple(int(c * 0.22) + 12 for c in colour), r, border_radius=rad)
        pygame.draw.rect(surf, tuple(int(c * 0.7) for c in colour), r, max(2, int(4 * layout.k)), border_radius=rad)


def lerp(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    t = max(0.0, min(1.0, t))
    t = 0.5 - math.cos(t * math.pi) / 2  # ease in and out
    return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)
