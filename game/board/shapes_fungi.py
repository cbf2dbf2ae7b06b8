"""Fungal silhouettes for the shape library (game/board/shapes.py draws them like its own): a stooped stalk walking
on splayed roots (stipe_walker), a broad bell-shaped cap on a thick stem (bell_cap), a tall crowned fruiting body
with spreading gills (gill_crown), and a small cluster of puffballs for a growth badge (puffball). Like every
shape they know no game names: a plug-in's look data says which piece wears which (its kinds.toml `shape`)."""

from __future__ import annotations

import pygame

from game.board.shapes import OUTLINE, Pen, _circle, _ellipse, _poly, shade


def _spots(surf, p: Pen, s: float, c, spots: tuple[tuple[float, float, float], ...]) -> None:
    """Pale warts on a cap."""
    for x, y, r in spots:
        pygame.draw.circle(surf, shade(c, 1.45), p(x, y), max(2, int(r * s)))


def stipe_walker(surf, p: Pen, s: float, c) -> None:
    """A stooped, rotting stalk striding on splayed roots, a drooping cap for a head, one arm of fibres."""
    w = max(2, int(s * 0.022))
    for x0, x1 in ((0.42, 0.26), (0.48, 0.40), (0.54, 0.62), (0.58, 0.76)):
        pygame.draw.line(surf, OUTLINE, p(x0, 0.62), p(x1, 0.86), int(s * 0.045))
        pygame.draw.line(surf, shade(c, 0.7), p(x0, 0.62), p(x1, 0.86), int(s * 0.022))
    _poly(surf, c, [p(0.40, 0.66), p(0.42, 0.36), p(0.50, 0.24), p(0.60, 0.30), p(0.60, 0.66)], w)
    for y in (0.40, 0.48, 0.56):
        pygame.draw.line(surf, shade(c, 0.7), p(0.45, y), p(0.57, y + 0.02), max(1, w // 2))
    arm = [p(0.58, 0.38), p(0.74, 0.46), p(0.82, 0.60)]
    pygame.draw.lines(surf, OUTLINE, False, arm, int(s * 0.06))
    pygame.draw.lines(surf, shade(c, 0.85), False, arm, int(s * 0.03))
    _poly(surf, shade(c, 0.8), [p(0.34, 0.30), p(0.46, 0.12), p(0.66, 0.14), p(0.74, 0.28), p(0.58, 0.24),
                                 p(0.50, 0.30)], w)
    _spots(surf, p, s, c, ((0.52, 0.18, 0.018), (0.62, 0.19, 0.014)))


def bell_cap(surf, p: Pen, s: float, c) -> None:
    """A broad bell-shaped cap with a ragged rim, gills beneath, on a thick swollen stem."""
    w = max(2, int(s * 0.022))
    _poly(surf, shade(c, 0.85), [p(0.40, 0.86), p(0.42, 0.52), p(0.58, 0.52), p(0.62, 0.86)], w)
    _ellipse(surf, shade(c, 0.7), pygame.Rect(p(0.36, 0.78), (int(0.30 * s), int(0.08 * s))), w)
    rim = [p(0.12, 0.56), p(0.18, 0.50), p(0.24, 0.56), p(0.32, 0.50), p(0.40, 0.56), p(0.50, 0.50), p(0.60, 0.56),
           p(0.68, 0.50), p(0.76, 0.56), p(0.82, 0.50), p(0.88, 0.56)]
    _poly(surf, c, [*rim[::-1], p(0.16, 0.40), p(0.30, 0.20), p(0.50, 0.12), p(0.70, 0.20), p(0.84, 0.40)], w)
    for x in (0.24, 0.34, 0.44, 0.56, 0.66, 0.76):
        pygame.draw.line(surf, shade(c, 0.55), p(x, 0.52), p(0.50 + (x - 0.50) * 0.4, 0.58), max(1, w // 2))
    _spots(surf, p, s, c, ((0.36, 0.30, 0.03), (0.54, 0.22, 0.035), (0.68, 0.34, 0.025), (0.46, 0.40, 0.02)))


def gill_crown(surf, p: Pen, s: float, c) -> None:
    """The colony's queen: a tall fruiting body crowned by a ring of caps, gill-fans spread to either side."""
    w = max(2, int(s * 0.02))
    for side in (-1, 1):
        fan = [p(0.50 + side * 0.10, 0.44), p(0.50 + side * 0.46, 0.22), p(0.50 + side * 0.44, 0.44),
               p(0.50 + side * 0.36, 0.62), p(0.50 + side * 0.14, 0.64)]
        _poly(surf, shade(c, 0.6), fan, w)
        for k in range(4):
            tip = (0.50 + side * (0.44 - k * 0.07), 0.24 + k * 0.10)
            pygame.draw.line(surf, shade(c, 1.25), p(0.50 + side * 0.10, 0.44), p(*tip), max(1, w // 2))
    _poly(surf, c, [p(0.36, 0.86), p(0.38, 0.44), p(0.50, 0.30), p(0.62, 0.44), p(0.64, 0.86)], w)
    for x, y, r in ((0.36, 0.20, 0.07), (0.50, 0.12, 0.09), (0.64, 0.20, 0.07)):
        _ellipse(surf, shade(c, 1.15), pygame.Rect(p(x - r, y - r * 0.6), (int(2 * r * s), int(1.2 * r * s))), w)
        pygame.draw.line(surf, OUTLINE, p(x, y + r * 0.5), p(0.50, 0.32), w)
    for y in (0.52, 0.62, 0.72):
        pygame.draw.line(surf, shade(c, 0.7), p(0.42, y), p(0.58, y), max(1, w // 2))


def puffball(surf, p: Pen, s: float, c) -> None:
    """A cluster of three round puffballs (a growth on the floor, no miniature base)."""
    w = max(2, int(s * 0.04))
    for x, y, r in ((0.30, 0.62, 0.20), (0.66, 0.64, 0.18), (0.48, 0.42, 0.24)):
        _circle(surf, c, p(x, y), int(r * s), w)
        pygame.draw.circle(surf, shade(c, 1.4), p(x - r * 0.3, y - r * 0.3), max(2, int(r * 0.25 * s)))


FUNGI = {"stipe_walker": stipe_walker, "bell_cap": bell_cap, "gill_crown": gill_crown, "puffball": puffball}
ON_A_BASE = {"stipe_walker", "bell_cap", "gill_crown"}
