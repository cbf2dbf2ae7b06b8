"""Draw the application icon (assets/icon.png, 256 × 256) with pygame: an Intruder's amber eye with a slit
pupil on the ship's dark hull, crossed by three claw marks. Our own drawing; rerun after changing it:

    python scripts/make_icon.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import theme  # noqa: E402

SIZE = 256
SUPERSAMPLE = 4  # drawn 4× larger, then scaled down smoothly: pygame's shapes have no anti-aliasing


def draw(size: int = SIZE) -> pygame.Surface:
    big = size * SUPERSAMPLE
    u = big / 256  # one unit of the 256-pixel design grid
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    outer = pygame.Rect(0, 0, big, big).inflate(-12 * u, -12 * u)
    pygame.draw.rect(surface, theme.BG, outer, border_radius=int(44 * u))
    pygame.draw.rect(surface, theme.HULL_EDGE, outer, width=int(8 * u), border_radius=int(44 * u))
    eye = pygame.Rect(0, 0, 176 * u, 104 * u)
    eye.center = (big // 2, big // 2)
    pygame.draw.ellipse(surface, theme.ACCENT_SOFT, eye.inflate(14 * u, 14 * u))
    pygame.draw.ellipse(surface, theme.ACCENT, eye)
    pupil = pygame.Rect(0, 0, 26 * u, 96 * u)
    pupil.center = eye.center
    pygame.draw.ellipse(surface, theme.BG, pupil)
    for offset in (-40, 0, 40):  # three claw marks, top right to bottom left, inside the frame
        start = (big / 2 + (offset + 44) * u, 58 * u)
        end = (big / 2 + (offset - 44) * u, 198 * u)
        pygame.draw.line(surface, theme.BAD, start, end, int(10 * u))
    return pygame.transform.smoothscale(surface, (size, size))


def main() -> int:
    target = ROOT / "assets" / "icon.png"
    pygame.image.save(draw(), str(target))
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
