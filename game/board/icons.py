"""Procedural icons: one per kind of room action (printed on the room tiles) and the board markers (fire,
malfunction). Each icon draws itself into a square; `icon()` caches the result per (name, size, colour)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

SUPER = 3

def _star(cx, cy, r_out, r_in, n, turn=0.0):
    pts = []
    for i in range(2 * n):
        a = turn + math.pi * i / n
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def bullet(surf, s, c, w):
    for dx in (-0.22, 0, 0.22):
        x = s * (0.5 + dx)
        pygame.draw.rect(surf, c, (x - s * 0.07, s * 0.38, s * 0.14, s * 0.46))
        pygame.draw.ellipse(surf, c, (x - s * 0.07, s * 0.2, s * 0.14, s * 0.34))


def antenna(surf, s, c, w):
    pygame.draw.line(surf, c, (s * 0.5, s * 0.45), (s * 0.5, s * 0.9), w)
    pygame.draw.polygon(surf, c, [(s * 0.3, s * 0.9), (s * 0.7, s * 0.9), (s * 0.5, s * 0.6)], w)
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.4), s * 0.07)
    for r in (0.2, 0.34):
        rect = pygame.Rect(0, 0, s * r * 2, s * r * 2)
        rect.center = (s * 0.5, s * 0.4)
        pygame.draw.arc(surf, c, rect, -0.7, 0.7, w)
        pygame.draw.arc(surf, c, rect, math.pi - 0.7, math.pi + 0.7, w)


def cross(surf, s, c, w):
    pygame.draw.rect(surf, c, (s * 0.38, s * 0.14, s * 0.24, s * 0.72), border_radius=int(s * 0.04))
    pygame.draw.rect(surf, c, (s * 0.14, s * 0.38, s * 0.72, s * 0.24), border_radius=int(s * 0.04))


def pod(surf, s, c, w):
    pygame.draw.ellipse(surf, c, (s * 0.3, s * 0.1, s * 0.4, s * 0.7), w)
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.36), s * 0.09, w)
    pygame.draw.polygon(surf, c, [(s * 0.34, s * 0.7), (s * 0.2, s * 0.9), (s * 0.42, s * 0.8)])
    pygame.draw.polygon(surf, c, [(s * 0.66, s * 0.7), (s * 0.8, s * 0.9), (s * 0.58, s * 0.8)])


def flame(surf, s, c, w):
    pts = [(s * 0.5, s * 0.08), (s * 0.72, s * 0.42), (s * 0.78, s * 0.66), (s * 0.66, s * 0.86),
           (s * 0.5, s * 0.92), (s * 0.34, s * 0.86), (s * 0.22, s * 0.66), (s * 0.3, s * 0.46), (s * 0.4, s * 0.56)]
    pygame.draw.polygon(surf, c, pts)
    inner = [(s * 0.52, s * 0.42), (s * 0.64, s * 0.66), (s * 0.58, s * 0.84), (s * 0.44, s * 0.84), (s * 0.4, s * 0.7)]
    pygame.draw.polygon(surf, (255, 236, 140) if c[0] > 200 else (0, 0, 0, 0), inner)


def bolt(surf, s, c, w):
    pygame.draw.polygon(surf, c, [(s * 0.58, s * 0.06), (s * 0.24, s * 0.56), (s * 0.48, s * 0.56),
                                      (s * 0.4, s * 0.94), (s * 0.78, s * 0.42), (s * 0.54, s * 0.42)])


def flask(surf, s, c, w):
    pygame.draw.polygon(surf, c, [(s * 0.42, s * 0.1), (s * 0.58, s * 0.1), (s * 0.58, s * 0.4), (s * 0.82, s * 0.88),
                                  (s * 0.18, s * 0.88), (s * 0.42, s * 0.4)], w)
    pygame.draw.polygon(surf, c, [(s * 0.3, s * 0.64), (s * 0.7, s * 0.64), (s * 0.82, s * 0.88), (s * 0.18, s * 0.88)])


def egg(surf, s, c, w):
    for x, y, r in ((0.34, 0.6, 0.2), (0.64, 0.6, 0.2), (0.5, 0.36, 0.2)):
        pygame.draw.ellipse(surf, c, (s * (x - r * 0.8), s * (y - r), s * r * 1.6, s * r * 2), w)


def crate(surf, s, c, w):
    for x, y in ((0.14, 0.5), (0.5, 0.5), (0.32, 0.16)):
        r = pygame.Rect(s * x, s * y, s * 0.34, s * 0.34)
        pygame.draw.rect(surf, c, r, w)
        pygame.draw.line(surf, c, r.topleft, r.bottomright, w)


def hatch(surf, s, c, w):
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.38, w)
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.12)
    for a in range(4):
        ang = a * math.pi / 2 + math.pi / 4
        pygame.draw.line(surf, c, (s * 0.5, s * 0.5), (s * (0.5 + 0.36 * math.cos(ang)),
                                                          s * (0.5 + 0.36 * math.sin(ang))), w)


def bed(surf, s, c, w):
    pygame.draw.rect(surf, c, (s * 0.12, s * 0.5, s * 0.76, s * 0.18), border_radius=int(s * 0.04))
    pygame.draw.rect(surf, c, (s * 0.12, s * 0.3, s * 0.08, s * 0.52))
    pygame.draw.rect(surf, c, (s * 0.8, s * 0.44, s * 0.08, s * 0.38))
    pygame.draw.ellipse(surf, c, (s * 0.22, s * 0.36, s * 0.2, s * 0.14))


def cup(surf, s, c, w):
    pygame.draw.rect(surf, c, (s * 0.24, s * 0.36, s * 0.4, s * 0.46), border_radius=int(s * 0.06))
    pygame.draw.circle(surf, c, (s * 0.7, s * 0.56), s * 0.12, w)
    for x in (0.34, 0.48):
        pygame.draw.line(surf, c, (s * x, s * 0.14), (s * (x + 0.04), s * 0.28), w)


def screen(surf, s, c, w):
    pygame.draw.rect(surf, c, (s * 0.12, s * 0.18, s * 0.76, s * 0.5), w, border_radius=int(s * 0.04))
    pygame.draw.lines(surf, c, False, [(s * 0.2, s * 0.5), (s * 0.34, s * 0.36), (s * 0.5, s * 0.52),
                                       (s * 0.64, s * 0.3), (s * 0.8, s * 0.42)], w)
    pygame.draw.rect(surf, c, (s * 0.42, s * 0.68, s * 0.16, s * 0.12))
    pygame.draw.rect(surf, c, (s * 0.3, s * 0.8, s * 0.4, s * 0.06))


def gear(surf, s, c, w):
    pygame.draw.polygon(surf, c, _star(s * 0.5, s * 0.5, s * 0.42, s * 0.3, 8))
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.32)
    pygame.draw.circle(surf, (0, 0, 0, 0), (s * 0.5, s * 0.5), s * 0.13)


def eye(surf, s, c, w):
    pygame.draw.ellipse(surf, c, (s * 0.1, s * 0.3, s * 0.8, s * 0.4), w)
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.14)


def drop(surf, s, c, w):
    pygame.draw.polygon(surf, c, [(s * 0.5, s * 0.1), (s * 0.26, s * 0.56), (s * 0.74, s * 0.56)])
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.62), s * 0.25)


def wheel(surf, s, c, w):
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.38, w)
    pygame.draw.circle(surf, c, (s * 0.5, s * 0.5), s * 0.1)
    for a in (math.pi / 2, math.pi * 7 / 6, math.pi * 11 / 6):
        pygame.draw.line(surf, c, (s * 0.5, s * 0.5), (s * (0.5 + 0.38 * math.cos(a)), s * (0.5 + 0.38 * math.sin(a))),
                         w)


def spark(surf, s, c, w):
    """Malfunction: a broken circuit's spark."""
    pygame.draw.polygon(surf, c, _star(s * 0.5, s * 0.5, s * 0.44, s * 0.16, 6, 0.2))


ICONS: dict[str, Callable] = {
    "bullet": bullet, "antenna": antenna, "cross": cross, "pod": pod, "flame": flame, "bolt": bolt, "flask": flask,
    "egg": egg, "crate": crate, "hatch": hatch, "bed": bed, "cup": cup, "screen": screen, "gear": gear, "eye": eye,
    "drop": drop, "wheel": wheel, "spark": spark,
}


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour: tuple) -> pygame.Surface:
    """The icon `name` in a transparent square of `size` pixels, cached."""
    big = max(6, size) * SUPER
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    ICONS[name](surf, big, colour, max(2, big // 14))
    return pygame.transform.smoothscale(surf, (max(6, size), max(6, size)))
