"""The shape library: generic procedural silhouettes of miniatures, each standing on a round base, drawn once
per (shape, size, colour) at three times the size and smoothed down, then cached (a figure costs one blit).

Creature silhouettes: grub, crawler, hunter, brood, sovereign, husk, wisp, veil, spectre, colossus, maw, leech,
lurch, ravener, cleaver, stalker_larva, stalker_creeper, stalker_adult, stalker_breeder, stalker_queen; and in
shapes_fungi.py stipe_walker, bell_cap, gill_crown, puffball. Crew silhouettes: crew, peaked_cap, flight_helmet,
combat_helmet, toolbelt, hood, lab_coat, visor, duster, sash, spectacles, stripes, head_mirror.
Floor objects: body, remains, egg.
The shapes know no game names: game/board/piece_looks.py says which figure wears which shape.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

SUPER = 3  # drawn this many times larger, then smoothscaled: soft edges without per-frame cost
OUTLINE = (14, 14, 18)

Pen = Callable[[float, float], tuple[int, int]]


def shade(colour: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    """Darker (f < 1) or lighter (f > 1) version of a colour."""
    if f <= 1:
        return tuple(int(c * f) for c in colour)
    return tuple(int(c + (255 - c) * (f - 1)) for c in colour)


def _poly(surf, colour, pts, width: int) -> None:
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, OUTLINE, pts, width)


def _circle(surf, colour, c, r, width: int) -> None:
    pygame.draw.circle(surf, colour, c, r)
    pygame.draw.circle(surf, OUTLINE, c, r, width)


def _ellipse(surf, colour, rect, width: int) -> None:
    pygame.draw.ellipse(surf, colour, rect)
    pygame.draw.ellipse(surf, OUTLINE, rect, width)


def _base(surf, p: Pen, s: float, colour) -> None:
    """The round miniature base, a rim in the figure's colour."""
    a, b = p(0.12, 0.80), p(0.88, 0.98)
    rect = pygame.Rect(a, (b[0] - a[0], b[1] - a[1]))
    pygame.draw.ellipse(surf, (26, 28, 34), rect)
    pygame.draw.ellipse(surf, shade(colour, 0.75), rect, max(2, int(s * 0.03)))


# -- creatures (facing right) -----------------------------------------------------------------------------
def grub(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    for i, (x, y, r) in enumerate(((0.28, 0.70, 0.11), (0.40, 0.66, 0.13), (0.53, 0.64, 0.14),
                                   (0.66, 0.62, 0.13))):
        _circle(surf, shade(c, 0.8 + i * 0.07), p(x, y), int(r * s), w)
    _circle(surf, shade(c, 1.15), p(0.76, 0.58), int(0.09 * s), w)
    pygame.draw.line(surf, OUTLINE, p(0.82, 0.56), p(0.88, 0.50), w)
    pygame.draw.line(surf, OUTLINE, p(0.82, 0.62), p(0.89, 0.64), w)


def crawler(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    for x in (0.30, 0.45, 0.60):
        pygame.draw.lines(surf, OUTLINE, False, [p(x, 0.62), p(x - 0.10, 0.52), p(x - 0.14, 0.86)], w * 2)
        pygame.draw.lines(surf, OUTLINE, False, [p(x + 0.04, 0.62), p(x + 0.14, 0.54), p(x + 0.16, 0.86)], w * 2)
    _ellipse(surf, c, pygame.Rect(p(0.18, 0.50), (int(0.56 * s), int(0.22 * s))), w)
    for x in (0.30, 0.42, 0.54):
        _poly(surf, shade(c, 0.7), [p(x - 0.04, 0.52), p(x, 0.40), p(x + 0.04, 0.52)], w)
    _ellipse(surf, shade(c, 1.15), pygame.Rect(p(0.68, 0.46), (int(0.2 * s), int(0.16 * s))), w)
    pygame.draw.circle(surf, (250, 240, 160), p(0.81, 0.52), max(2, int(0.025 * s)))


def hunter(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    tail = [p(0.34, 0.60), p(0.16, 0.56), p(0.06, 0.40), p(0.10, 0.24)]
    pygame.draw.lines(surf, OUTLINE, False, tail, int(s * 0.09))
    pygame.draw.lines(surf, shade(c, 0.8), False, tail, int(s * 0.055))
    for x0, x1 in ((0.34, 0.24), (0.52, 0.62)):
        leg = [p(x0, 0.56), p(x1, 0.72), p(x0 + 0.02, 0.88)]
        pygame.draw.lines(surf, OUTLINE, False, leg, int(s * 0.09))
        pygame.draw.lines(surf, shade(c, 0.75), False, leg, int(s * 0.055))
    _poly(surf, c, [p(0.24, 0.58), p(0.34, 0.36), p(0.56, 0.26), p(0.68, 0.34), p(0.64, 0.54), p(0.48, 0.66),
                    p(0.30, 0.68)], w)
    for x, y in ((0.36, 0.34), (0.46, 0.27), (0.56, 0.24)):
        _poly(surf, shade(c, 0.65), [p(x - 0.04, y + 0.04), p(x - 0.02, y - 0.08), p(x + 0.04, y + 0.02)], w)
    _poly(surf, shade(c, 1.12), [p(0.58, 0.30), p(0.70, 0.16), p(0.86, 0.14), p(0.98, 0.22), p(0.96, 0.32),
                                 p(0.78, 0.36), p(0.66, 0.44)], w)
    arm = [p(0.60, 0.44), p(0.78, 0.52), p(0.90, 0.46)]
    pygame.draw.lines(surf, OUTLINE, False, arm, int(s * 0.075))
    pygame.draw.lines(surf, shade(c, 0.9), False, arm, int(s * 0.04))
    pygame.draw.circle(surf, (250, 240, 160), p(0.84, 0.22), max(2, int(0.025 * s)))


def brood(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    for x0, x1 in ((0.30, 0.20), (0.46, 0.40), (0.62, 0.70)):
        pygame.draw.lines(surf, OUTLINE, False, [p(x0, 0.62), p(x1, 0.74), p(x0, 0.88)], int(s * 0.05))
    _circle(surf, shade(c, 0.85), p(0.36, 0.46), int(0.27 * s), w)
    for x, y in ((0.20, 0.28), (0.32, 0.20), (0.46, 0.22), (0.56, 0.32)):
        _poly(surf, shade(c, 0.6), [p(x - 0.04, y + 0.06), p(x, y - 0.07), p(x + 0.04, y + 0.06)], w)
    for x, y in ((0.28, 0.50), (0.40, 0.56), (0.34, 0.38)):
        _circle(surf, shade(c, 1.3), p(x, y), int(0.05 * s), w)
    _poly(surf, c, [p(0.56, 0.44), p(0.72, 0.36), p(0.92, 0.40), p(0.90, 0.52), p(0.70, 0.58), p(0.56, 0.58)], w)
    pygame.draw.circle(surf, (250, 240, 160), p(0.82, 0.44), max(2, int(0.024 * s)))


def sovereign(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.02))
    tail = [p(0.32, 0.62), p(0.12, 0.60), p(0.05, 0.44), p(0.10, 0.30)]
    pygame.draw.lines(surf, OUTLINE, False, tail, int(s * 0.09))
    pygame.draw.lines(surf, shade(c, 0.8), False, tail, int(s * 0.055))
    for x0, x1 in ((0.30, 0.20), (0.46, 0.40), (0.60, 0.70)):
        leg = [p(x0, 0.60), p(x1, 0.74), p(x0, 0.88)]
        pygame.draw.lines(surf, OUTLINE, False, leg, int(s * 0.08))
        pygame.draw.lines(surf, shade(c, 0.75), False, leg, int(s * 0.045))
    _ellipse(surf, shade(c, 0.85), pygame.Rect(p(0.18, 0.44), (int(0.5 * s), int(0.24 * s))), w)
    _poly(surf, c, [p(0.50, 0.56), p(0.56, 0.30), p(0.66, 0.22), p(0.74, 0.34), p(0.66, 0.58)], w)
    crest = [p(0.58, 0.24), p(0.50, 0.04), p(0.64, 0.14), p(0.70, 0.02), p(0.76, 0.14), p(0.90, 0.06),
             p(0.86, 0.22), p(0.98, 0.24), p(0.80, 0.30)]
    _poly(surf, shade(c, 1.2), crest, w)
    _poly(surf, c, [p(0.70, 0.22), p(0.96, 0.30), p(0.92, 0.36), p(0.72, 0.36)], w)
    for y in (0.40, 0.48):
        claw = [p(0.64, y), p(0.84, y - 0.04), p(0.92, y + 0.04)]
        pygame.draw.lines(surf, OUTLINE, False, claw, int(s * 0.06))
        pygame.draw.lines(surf, shade(c, 0.9), False, claw, int(s * 0.03))
    pygame.draw.circle(surf, (255, 250, 190), p(0.84, 0.30), max(2, int(0.022 * s)))


def wisp(surf, p: Pen, s: float, c) -> None:
    """A drifting shade: a head trailing a tapering smoke tail, two pale eyes."""
    w = max(2, int(s * 0.022))
    for i, (x, y, r) in enumerate(((0.22, 0.74, 0.06), (0.30, 0.66, 0.09), (0.40, 0.58, 0.12))):
        _circle(surf, shade(c, 0.6 + 0.12 * i), p(x, y), int(r * s), w)
    _ellipse(surf, c, pygame.Rect(p(0.40, 0.26), (int(0.34 * s), int(0.36 * s))), w)
    for x in (0.52, 0.62):
        pygame.draw.circle(surf, (235, 250, 255), p(x, 0.40), max(2, int(0.032 * s)))


def veil(surf, p: Pen, s: float, c) -> None:
    """A hooded, robed figure without a face, a glowing mouth where the face should be."""
    w = max(2, int(s * 0.022))
    _poly(surf, shade(c, 0.8), [p(0.24, 0.86), p(0.34, 0.40), p(0.66, 0.40), p(0.78, 0.86), p(0.62, 0.80),
                                p(0.50, 0.88), p(0.38, 0.80)], w)
    _poly(surf, c, [p(0.32, 0.48), p(0.36, 0.20), p(0.50, 0.10), p(0.64, 0.20), p(0.68, 0.48), p(0.50, 0.56)], w)
    _ellipse(surf, (20, 18, 30), pygame.Rect(p(0.41, 0.24), (int(0.18 * s), int(0.22 * s))), w)
    pygame.draw.ellipse(surf, (210, 225, 255), pygame.Rect(p(0.46, 0.36), (int(0.08 * s), int(0.04 * s))))


def spectre(surf, p: Pen, s: float, c) -> None:
    """A tall, thin shadow with arms hanging to the floor and long fingers."""
    w = max(2, int(s * 0.022))
    for side in (-1, 1):
        arm = [p(0.50 + side * 0.08, 0.30), p(0.50 + side * 0.22, 0.52), p(0.50 + side * 0.26, 0.80)]
        pygame.draw.lines(surf, OUTLINE, False, arm, int(s * 0.07))
        pygame.draw.lines(surf, shade(c, 0.8), False, arm, int(s * 0.035))
        for dx in (-0.03, 0.0, 0.03):
            pygame.draw.line(surf, OUTLINE, p(0.50 + side * 0.26, 0.80), p(0.50 + side * 0.26 + dx, 0.88), w)
    _poly(surf, c, [p(0.42, 0.86), p(0.44, 0.30), p(0.50, 0.24), p(0.56, 0.30), p(0.58, 0.86)], w)
    _ellipse(surf, shade(c, 1.1), pygame.Rect(p(0.42, 0.06), (int(0.16 * s), int(0.22 * s))), w)
    pygame.draw.line(surf, (240, 255, 240), p(0.46, 0.16), p(0.54, 0.16), max(2, int(0.02 * s)))


def colossus(surf, p: Pen, s: float, c) -> None:
    """A hulking guardian with a ring of eyes and a jagged crown, heavy fists on the ground."""
    w = max(2, int(s * 0.022))
    for side in (-1, 1):
        _circle(surf, shade(c, 0.8), p(0.50 + side * 0.33, 0.76), int(0.1 * s), w)
    _poly(surf, shade(c, 0.9), [p(0.18, 0.78), p(0.22, 0.42), p(0.50, 0.30), p(0.78, 0.42), p(0.82, 0.78)], w)
    _circle(surf, c, p(0.50, 0.32), int(0.2 * s), w)
    crown = [p(0.32, 0.22), p(0.36, 0.02), p(0.44, 0.16), p(0.50, 0.0), p(0.56, 0.16), p(0.64, 0.02),
             p(0.68, 0.22)]
    _poly(surf, shade(c, 1.2), crown, w)
    for x, y in ((0.42, 0.30), (0.50, 0.26), (0.58, 0.30), (0.46, 0.38), (0.54, 0.38)):
        pygame.draw.circle(surf, (255, 250, 200), p(x, y), max(2, int(0.026 * s)))


def maw(surf, p: Pen, s: float, c) -> None:
    """A rooted growth of crystal spires around a dark open mouth (a den that never moves)."""
    w = max(2, int(s * 0.022))
    _ellipse(surf, shade(c, 0.7), pygame.Rect(p(0.12, 0.56), (int(0.76 * s), int(0.30 * s))), w)
    for x, top, half in ((0.24, 0.30, 0.06), (0.36, 0.14, 0.07), (0.64, 0.18, 0.07), (0.76, 0.34, 0.06)):
        _poly(surf, shade(c, 1.15), [p(x - half, 0.66), p(x, top), p(x + half, 0.66)], w)
    _ellipse(surf, (16, 10, 24), pygame.Rect(p(0.36, 0.54), (int(0.28 * s), int(0.18 * s))), w)
    pygame.draw.circle(surf, (230, 200, 255), p(0.50, 0.63), max(2, int(0.03 * s)))


def leech(surf, p: Pen, s: float, c) -> None:
    """A bloated blood-tick: a swollen sac on six short legs, a hooked feeding tube in front."""
    w = max(2, int(s * 0.022))
    for x in (0.30, 0.42, 0.54):
        for dy in (-1, 1):
            pygame.draw.line(surf, OUTLINE, p(x, 0.66), p(x + 0.05 * dy, 0.80), int(s * 0.035))
    _ellipse(surf, c, pygame.Rect(p(0.18, 0.36), (int(0.50 * s), int(0.38 * s))), w)
    for x, y in ((0.30, 0.48), (0.42, 0.44), (0.52, 0.52)):
        pygame.draw.circle(surf, shade(c, 1.25), p(x, y), max(2, int(0.04 * s)))
    tube = [p(0.66, 0.52), p(0.80, 0.46), p(0.86, 0.56)]
    pygame.draw.lines(surf, OUTLINE, False, tube, int(s * 0.05))
    pygame.draw.lines(surf, shade(c, 0.7), False, tube, int(s * 0.025))


def lurch(surf, p: Pen, s: float, c) -> None:
    """A hunched mass of grown-together flesh dragging one long arm, a small head sunk between lumps."""
    w = max(2, int(s * 0.022))
    arm = [p(0.58, 0.40), p(0.74, 0.58), p(0.80, 0.84)]
    pygame.draw.lines(surf, OUTLINE, False, arm, int(s * 0.09))
    pygame.draw.lines(surf, shade(c, 0.85), False, arm, int(s * 0.05))
    _poly(surf, c, [p(0.26, 0.86), p(0.22, 0.52), p(0.34, 0.30), p(0.56, 0.28), p(0.66, 0.48), p(0.58, 0.86)], w)
    for x, y, r in ((0.32, 0.40, 0.07), (0.50, 0.56, 0.06), (0.36, 0.66, 0.05)):
        _circle(surf, shade(c, 1.2), p(x, y), int(r * s), w)
    _circle(surf, shade(c, 0.9), p(0.52, 0.24), int(0.08 * s), w)
    pygame.draw.circle(surf, (250, 240, 170), p(0.56, 0.23), max(2, int(0.02 * s)))


def ravener(surf, p: Pen, s: float, c) -> None:
    """A low four-legged carrion beast, ribs bare along its back, a jaw as long as its head."""
    w = max(2, int(s * 0.022))
    for x in (0.26, 0.36, 0.58, 0.68):
        pygame.draw.line(surf, OUTLINE, p(x, 0.58), p(x - 0.03, 0.84), int(s * 0.05))
    _ellipse(surf, c, pygame.Rect(p(0.18, 0.40), (int(0.56 * s), int(0.24 * s))), w)
    for x in (0.30, 0.38, 0.46, 0.54):
        pygame.draw.line(surf, shade(c, 1.35), p(x, 0.42), p(x + 0.02, 0.56), w)
    _poly(surf, shade(c, 0.9), [p(0.66, 0.36), p(0.92, 0.44), p(0.70, 0.50)], w)
    _poly(surf, shade(c, 0.7), [p(0.70, 0.52), p(0.90, 0.50), p(0.68, 0.60)], w)
    pygame.draw.circle(surf, (255, 230, 150), p(0.74, 0.41), max(2, int(0.022 * s)))


def cleaver(surf, p: Pen, s: float, c) -> None:
    """A towering brute, one arm ending in a great bone blade, a split jaw in a hunched head."""
    w = max(2, int(s * 0.022))
    for x in (0.36, 0.56):
        _poly(surf, shade(c, 0.75), [p(x, 0.62), p(x + 0.10, 0.62), p(x + 0.09, 0.88), p(x - 0.01, 0.88)], w)
    _poly(surf, c, [p(0.26, 0.66), p(0.22, 0.30), p(0.40, 0.14), p(0.66, 0.16), p(0.76, 0.34), p(0.72, 0.66)], w)
    _poly(surf, shade(c, 1.3), [p(0.74, 0.30), p(0.96, 0.10), p(0.92, 0.50), p(0.78, 0.48)], w)  # the blade
    arm = [p(0.26, 0.34), p(0.14, 0.56), p(0.18, 0.74)]
    pygame.draw.lines(surf, OUTLINE, False, arm, int(s * 0.08))
    pygame.draw.lines(surf, shade(c, 0.85), False, arm, int(s * 0.045))
    _ellipse(surf, (30, 12, 12), pygame.Rect(p(0.40, 0.24), (int(0.20 * s), int(0.12 * s))), w)
    for x in (0.42, 0.56):
        pygame.draw.circle(surf, (255, 236, 150), p(x, 0.21), max(2, int(0.022 * s)))


def _eyes(surf, p: Pen, s: float, spots: tuple[tuple[float, float], ...], r: float = 0.03) -> None:
    """Eyes that shine in the dark: a pale ring around a bright pupil."""
    for x, y in spots:
        pygame.draw.circle(surf, (255, 244, 200), p(x, y), max(2, int(r * s)))
        pygame.draw.circle(surf, (255, 190, 60), p(x, y), max(1, int(r * 0.45 * s)))


def _wing(surf, p: Pen, s: float, c, root: tuple[float, float], tips: list[tuple[float, float]], w: int) -> None:
    """A membrane wing: a fan of bony fingers from `root` with skin between them."""
    pts = [p(*root), *(p(*t) for t in tips)]
    _poly(surf, shade(c, 0.55), pts, w)
    for t in tips:
        pygame.draw.line(surf, shade(c, 1.2), p(*root), p(*t), max(1, w // 2))


def stalker_larva(surf, p: Pen, s: float, c) -> None:
    """A curled pale grub, its two eye-spots already shining."""
    w = max(2, int(s * 0.022))
    for i, (x, y, r) in enumerate(((0.30, 0.70, 0.10), (0.40, 0.62, 0.12), (0.52, 0.60, 0.13))):
        _circle(surf, shade(c, 0.75 + 0.1 * i), p(x, y), int(r * s), w)
    _circle(surf, shade(c, 1.1), p(0.64, 0.56), int(0.10 * s), w)
    _eyes(surf, p, s, ((0.62, 0.53), (0.69, 0.55)), 0.028)


def stalker_creeper(surf, p: Pen, s: float, c) -> None:
    """A low, lizard-like hunter with a membrane frill and huge night eyes."""
    w = max(2, int(s * 0.022))
    for x in (0.28, 0.42, 0.56):
        pygame.draw.line(surf, OUTLINE, p(x, 0.64), p(x - 0.04, 0.82), int(s * 0.04))
    _ellipse(surf, c, pygame.Rect(p(0.16, 0.52), (int(0.52 * s), int(0.18 * s))), w)
    _wing(surf, p, s, c, (0.60, 0.54), [(0.58, 0.30), (0.66, 0.28), (0.72, 0.36)], w)
    _ellipse(surf, shade(c, 1.15), pygame.Rect(p(0.64, 0.46), (int(0.24 * s), int(0.16 * s))), w)
    _eyes(surf, p, s, ((0.76, 0.52), (0.83, 0.52)), 0.032)


def stalker_adult(surf, p: Pen, s: float, c) -> None:
    """A crouched biped, bat-like wings folded at its back, long ears and shining eyes."""
    w = max(2, int(s * 0.022))
    _wing(surf, p, s, c, (0.46, 0.34), [(0.12, 0.20), (0.10, 0.42), (0.18, 0.62), (0.34, 0.60)], w)
    for x in (0.42, 0.58):
        leg = [p(x, 0.62), p(x - 0.06, 0.74), p(x, 0.88)]
        pygame.draw.lines(surf, OUTLINE, False, leg, int(s * 0.07))
        pygame.draw.lines(surf, shade(c, 0.8), False, leg, int(s * 0.04))
    _poly(surf, c, [p(0.38, 0.66), p(0.36, 0.38), p(0.50, 0.26), p(0.64, 0.38), p(0.62, 0.66)], w)
    _poly(surf, shade(c, 1.1), [p(0.42, 0.28), p(0.40, 0.06), p(0.48, 0.20), p(0.56, 0.20), p(0.62, 0.06),
                                p(0.60, 0.28), p(0.50, 0.34)], w)
    _eyes(surf, p, s, ((0.46, 0.25), (0.55, 0.25)), 0.03)


def stalker_breeder(surf, p: Pen, s: float, c) -> None:
    """A heavy brooder with half-spread wings and a cluster of shining eyes."""
    w = max(2, int(s * 0.022))
    for side in (-1, 1):
        _wing(surf, p, s, c, (0.50 + side * 0.12, 0.40),
              [(0.50 + side * 0.44, 0.16), (0.50 + side * 0.46, 0.44), (0.50 + side * 0.30, 0.62)], w)
    _ellipse(surf, c, pygame.Rect(p(0.30, 0.36), (int(0.40 * s), int(0.46 * s))), w)
    _circle(surf, shade(c, 1.1), p(0.50, 0.30), int(0.12 * s), w)
    _eyes(surf, p, s, ((0.45, 0.28), (0.55, 0.28), (0.50, 0.34), (0.50, 0.22)), 0.024)


def stalker_queen(surf, p: Pen, s: float, c) -> None:
    """The matriarch: wings spread wide, a crown of horns, a ring of eyes."""
    w = max(2, int(s * 0.02))
    for side in (-1, 1):
        _wing(surf, p, s, c, (0.50 + side * 0.10, 0.36),
              [(0.50 + side * 0.48, 0.04), (0.50 + side * 0.49, 0.34), (0.50 + side * 0.42, 0.62),
               (0.50 + side * 0.22, 0.66)], w)
    _poly(surf, c, [p(0.36, 0.86), p(0.34, 0.42), p(0.50, 0.30), p(0.66, 0.42), p(0.64, 0.86)], w)
    _poly(surf, shade(c, 1.2), [p(0.38, 0.26), p(0.36, 0.02), p(0.44, 0.16), p(0.50, 0.0), p(0.56, 0.16),
                                p(0.64, 0.02), p(0.62, 0.26), p(0.50, 0.34)], w)
    _eyes(surf, p, s, ((0.44, 0.24), (0.50, 0.21), (0.56, 0.24), (0.47, 0.29), (0.53, 0.29)), 0.022)


def husk(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    _poly(surf, c, [p(0.30, 0.84), p(0.26, 0.50), p(0.40, 0.26), p(0.60, 0.26), p(0.74, 0.50), p(0.70, 0.84)], w)


# -- crew (facing the viewer) -----------------------------------------------------------------------------
def crew(surf, p: Pen, s: float, c) -> None:
    """A standing figure: the base every crew silhouette starts from."""
    w = max(2, int(s * 0.025))
    _poly(surf, shade(c, 0.7), [p(0.38, 0.60), p(0.48, 0.60), p(0.47, 0.88), p(0.38, 0.88)], w)
    _poly(surf, shade(c, 0.7), [p(0.52, 0.60), p(0.62, 0.60), p(0.62, 0.88), p(0.53, 0.88)], w)
    _poly(surf, shade(c, 0.85), [p(0.26, 0.34), p(0.32, 0.30), p(0.32, 0.60), p(0.24, 0.58)], w)
    _poly(surf, shade(c, 0.85), [p(0.74, 0.34), p(0.68, 0.30), p(0.68, 0.60), p(0.76, 0.58)], w)
    _poly(surf, c, [p(0.32, 0.28), p(0.68, 0.28), p(0.64, 0.64), p(0.36, 0.64)], w)
    _circle(surf, (232, 204, 176), p(0.50, 0.18), int(0.11 * s), w)


def peaked_cap(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (30, 34, 52), [p(0.38, 0.14), p(0.40, 0.04), p(0.60, 0.04), p(0.62, 0.14)], w)
    _poly(surf, (20, 20, 24), [p(0.34, 0.16), p(0.66, 0.16), p(0.62, 0.12), p(0.38, 0.12)], w)
    pygame.draw.circle(surf, (240, 200, 90), p(0.50, 0.09), max(2, int(0.025 * s)))
    for y in (0.36, 0.44, 0.52):
        pygame.draw.circle(surf, (240, 200, 90), p(0.50, y), max(2, int(0.018 * s)))


def flight_helmet(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _circle(surf, (210, 214, 222), p(0.50, 0.16), int(0.14 * s), w)
    _poly(surf, (40, 60, 90), [p(0.38, 0.14), p(0.62, 0.14), p(0.60, 0.22), p(0.40, 0.22)], w)
    pygame.draw.line(surf, (160, 220, 255), p(0.42, 0.16), p(0.52, 0.16), max(1, int(s * 0.02)))


def combat_helmet(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (70, 82, 60), [p(0.36, 0.16), p(0.38, 0.06), p(0.50, 0.02), p(0.62, 0.06), p(0.64, 0.16)], w)
    _poly(surf, (46, 48, 52), [p(0.20, 0.62), p(0.78, 0.26), p(0.82, 0.30), p(0.24, 0.66)], w)


def toolbelt(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (240, 190, 60), [p(0.36, 0.12), p(0.40, 0.04), p(0.60, 0.04), p(0.64, 0.12)], w)
    pygame.draw.line(surf, (60, 50, 40), p(0.34, 0.58), p(0.66, 0.58), max(2, int(s * 0.05)))
    pygame.draw.line(surf, (180, 186, 196), p(0.78, 0.56), p(0.90, 0.34), max(2, int(s * 0.05)))
    pygame.draw.circle(surf, (180, 186, 196), p(0.91, 0.31), max(3, int(0.05 * s)))
    pygame.draw.circle(surf, (0, 0, 0, 0), p(0.93, 0.27), max(2, int(0.03 * s)))


def hood(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, shade(c, 0.55), [p(0.34, 0.26), p(0.36, 0.08), p(0.50, 0.02), p(0.64, 0.08), p(0.66, 0.26),
                                 p(0.58, 0.22), p(0.58, 0.12), p(0.42, 0.12), p(0.42, 0.22)], w)
    _poly(surf, shade(c, 0.6), [p(0.30, 0.30), p(0.20, 0.80), p(0.30, 0.76), p(0.34, 0.40)], w)


def lab_coat(surf, p: Pen, s: float, c) -> None:
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (234, 236, 240), [p(0.32, 0.28), p(0.44, 0.28), p(0.42, 0.80), p(0.30, 0.80)], w)
    _poly(surf, (234, 236, 240), [p(0.68, 0.28), p(0.56, 0.28), p(0.58, 0.80), p(0.70, 0.80)], w)
    for x in (0.44, 0.56):
        pygame.draw.circle(surf, OUTLINE, p(x, 0.18), max(2, int(0.04 * s)), max(1, int(s * 0.02)))


def visor(surf, p: Pen, s: float, c) -> None:
    """A smooth synthetic head with a glowing visor band and a seam down the chest."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _circle(surf, (196, 204, 214), p(0.50, 0.18), int(0.115 * s), w)
    _poly(surf, (20, 24, 30), [p(0.39, 0.15), p(0.61, 0.15), p(0.60, 0.21), p(0.40, 0.21)], w)
    pygame.draw.line(surf, (90, 230, 255), p(0.41, 0.18), p(0.59, 0.18), max(2, int(s * 0.03)))
    pygame.draw.line(surf, (196, 204, 214), p(0.50, 0.30), p(0.50, 0.62), max(2, int(s * 0.02)))


def duster(surf, p: Pen, s: float, c) -> None:
    """A wide-brimmed hat and a long coat flaring to the knees."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (84, 60, 40), [p(0.30, 0.30), p(0.42, 0.28), p(0.38, 0.84), p(0.24, 0.82)], w)
    _poly(surf, (84, 60, 40), [p(0.70, 0.30), p(0.58, 0.28), p(0.62, 0.84), p(0.76, 0.82)], w)
    _poly(surf, (60, 44, 30), [p(0.26, 0.12), p(0.74, 0.12), p(0.70, 0.08), p(0.30, 0.08)], w)
    _poly(surf, (60, 44, 30), [p(0.40, 0.09), p(0.42, 0.02), p(0.58, 0.02), p(0.60, 0.09)], w)


def sash(surf, p: Pen, s: float, c) -> None:
    """A dark suit with a red tie and a gold lapel pin."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (34, 36, 48), [p(0.32, 0.28), p(0.46, 0.28), p(0.48, 0.64), p(0.36, 0.64)], w)
    _poly(surf, (34, 36, 48), [p(0.68, 0.28), p(0.54, 0.28), p(0.52, 0.64), p(0.64, 0.64)], w)
    _poly(surf, (190, 30, 40), [p(0.48, 0.30), p(0.52, 0.30), p(0.54, 0.52), p(0.50, 0.56), p(0.46, 0.52)], w)
    pygame.draw.circle(surf, (240, 200, 90), p(0.40, 0.36), max(2, int(0.022 * s)))
    _poly(surf, (70, 56, 40), [p(0.42, 0.08), p(0.58, 0.08), p(0.60, 0.13), p(0.40, 0.13)], w)


def spectacles(surf, p: Pen, s: float, c) -> None:
    """Round glasses, a cardigan's buttons and a notebook held to the chest."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    for x in (0.45, 0.55):
        pygame.draw.circle(surf, (30, 30, 34), p(x, 0.18), max(3, int(0.035 * s)), max(1, int(s * 0.015)))
    pygame.draw.line(surf, (30, 30, 34), p(0.48, 0.18), p(0.52, 0.18), max(1, int(s * 0.015)))
    _poly(surf, (150, 110, 70), [p(0.54, 0.38), p(0.70, 0.36), p(0.72, 0.54), p(0.56, 0.56)], w)
    pygame.draw.line(surf, (240, 236, 220), p(0.58, 0.42), p(0.68, 0.41), max(1, int(s * 0.012)))
    for y in (0.36, 0.46, 0.56):
        pygame.draw.circle(surf, OUTLINE, p(0.44, y), max(2, int(0.014 * s)))


def stripes(surf, p: Pen, s: float, c) -> None:
    """A striped prison jumpsuit, a shaved head and a broken cuff chain."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    for y in (0.36, 0.46, 0.56, 0.68, 0.78):
        pygame.draw.line(surf, (24, 24, 28), p(0.34, y), p(0.66, y), max(2, int(s * 0.03)))
    _circle(surf, (214, 186, 160), p(0.50, 0.18), int(0.11 * s), w)
    for x0, x1 in ((0.22, 0.16), (0.78, 0.84)):
        pygame.draw.line(surf, (176, 180, 188), p(x0, 0.58), p(x1, 0.66), max(2, int(s * 0.025)))


def head_mirror(surf, p: Pen, s: float, c) -> None:
    """A white coat with a red cross and the round mirror of an old doctor's headband."""
    crew(surf, p, s, c)
    w = max(2, int(s * 0.025))
    _poly(surf, (236, 238, 242), [p(0.32, 0.28), p(0.44, 0.28), p(0.42, 0.82), p(0.30, 0.82)], w)
    _poly(surf, (236, 238, 242), [p(0.68, 0.28), p(0.56, 0.28), p(0.58, 0.82), p(0.70, 0.82)], w)
    pygame.draw.line(surf, (200, 30, 40), p(0.62, 0.36), p(0.62, 0.46), max(2, int(s * 0.035)))
    pygame.draw.line(surf, (200, 30, 40), p(0.57, 0.41), p(0.67, 0.41), max(2, int(s * 0.035)))
    pygame.draw.line(surf, (60, 60, 66), p(0.38, 0.12), p(0.62, 0.12), max(2, int(s * 0.02)))
    _circle(surf, (214, 220, 228), p(0.50, 0.10), int(0.05 * s), w)


# -- things lying on the floor ----------------------------------------------------------------------------
def body(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    _ellipse(surf, (40, 30, 30), pygame.Rect(p(0.10, 0.66), (int(0.8 * s), int(0.26 * s))), 0)
    _poly(surf, c, [p(0.20, 0.70), p(0.70, 0.66), p(0.72, 0.82), p(0.20, 0.84)], w)
    _circle(surf, shade(c, 1.2), p(0.80, 0.74), int(0.09 * s), w)


def remains(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    _ellipse(surf, (30, 44, 24), pygame.Rect(p(0.06, 0.64), (int(0.88 * s), int(0.3 * s))), 0)
    _poly(surf, c, [p(0.14, 0.80), p(0.30, 0.66), p(0.60, 0.64), p(0.86, 0.74), p(0.70, 0.86), p(0.30, 0.88)], w)
    for x in (0.34, 0.48, 0.62):
        pygame.draw.line(surf, OUTLINE, p(x, 0.66), p(x + 0.04, 0.86), w)


def egg(surf, p: Pen, s: float, c) -> None:
    w = max(2, int(s * 0.025))
    _ellipse(surf, c, pygame.Rect(p(0.30, 0.30), (int(0.4 * s), int(0.58 * s))), w)
    pygame.draw.line(surf, shade(c, 0.6), p(0.42, 0.40), p(0.50, 0.52), w)


SHAPES: dict[str, Callable] = {
    "grub": grub, "crawler": crawler, "hunter": hunter, "brood": brood, "sovereign": sovereign, "husk": husk,
    "wisp": wisp, "veil": veil, "spectre": spectre, "colossus": colossus, "maw": maw,
    "leech": leech, "lurch": lurch, "ravener": ravener, "cleaver": cleaver,
    "stalker_larva": stalker_larva, "stalker_creeper": stalker_creeper, "stalker_adult": stalker_adult,
    "stalker_breeder": stalker_breeder, "stalker_queen": stalker_queen,
    "crew": crew, "peaked_cap": peaked_cap, "flight_helmet": flight_helmet, "combat_helmet": combat_helmet,
    "toolbelt": toolbelt, "hood": hood, "lab_coat": lab_coat, "visor": visor, "duster": duster, "sash": sash,
    "spectacles": spectacles, "stripes": stripes, "head_mirror": head_mirror,
    "body": body, "remains": remains, "egg": egg,
}
ON_A_BASE = {"grub", "crawler", "hunter", "brood", "sovereign", "husk", "leech", "lurch", "ravener", "cleaver",
             "stalker_larva", "stalker_creeper", "stalker_adult", "stalker_breeder", "stalker_queen", "crew", "peaked_cap", "flight_helmet",
             "combat_helmet", "toolbelt", "hood", "lab_coat", "visor", "duster", "sash", "spectacles", "stripes",
             "head_mirror"}


def _families() -> tuple[dict, set]:
    """The shape families kept in modules of their own (they draw with this module's helpers, so they are
    imported when first asked for): the fungal silhouettes."""
    from game.board.shapes_fungi import FUNGI
    from game.board.shapes_fungi import ON_A_BASE as FUNGI_ON_A_BASE

    return FUNGI, FUNGI_ON_A_BASE


def known(shape: str) -> bool:
    """Whether the library draws this silhouette (its own or a family's), rather than the plain fallback."""
    return shape in SHAPES or shape in _families()[0]


@lru_cache(maxsize=512)
def sprite(shape: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The figure `shape` in a square of `size` pixels (transparent around it), cached."""
    big = max(8, size) * SUPER
    surf = pygame.Surface((big, big), pygame.SRCALPHA)

    def pen(x: float, y: float) -> tuple[int, int]:
        return int(x * big), int(y * big)

    more, more_on_base = _families()
    if shape in ON_A_BASE or shape in more_on_base:
        _base(surf, pen, big, colour)
    SHAPES.get(shape, more.get(shape, husk))(surf, pen, big, colour)
    return pygame.transform.smoothscale(surf, (max(8, size), max(8, size)))
