"""Read-only files (fonts, theme) and the cached fonts: one path helper that works from source and frozen.

From source the files sit in `assets/` beside the packages; in a PyInstaller build they sit in the bundle
folder (`sys._MEIPASS`). Fonts are loaded after the window opens and cached per (face, size).
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import pygame

FACES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "mono": "DejaVuSansMono.ttf"}


def resource_path(*parts: str) -> Path:
    """The path of a shipped read-only file, e.g. resource_path("fonts", "DejaVuSans.ttf")."""
    base = getattr(sys, "_MEIPASS", None)
    root = Path(base) if base else Path(__file__).resolve().parents[1]
    return root.joinpath("assets", *parts)


@lru_cache(maxsize=128)
def font(size: int, face: str = "sans") -> pygame.font.Font:
    return pygame.font.Font(str(resource_path("fonts", FACES[face])), max(6, int(size)))


@lru_cache(maxsize=4096)
def text(message: str, size: int, colour: tuple[int, int, int], face: str = "sans") -> pygame.Surface:
    """A rendered line of text, cached: the board redraws the same labels every frame."""
    return font(size, face).render(message, True, colour)


def paragraphs(message: str) -> list[str]:
    """A message's paragraphs (its lines as written, before `wrap` cuts each to a width)."""
    return message.split("\n")


@lru_cache(maxsize=8192)
def wrap(message: str, size: int, width: int, face: str = "sans") -> tuple[str, ...]:
    """Split a message into lines that fit `width` pixels (cached: panels re-wrap the same text every frame); a
    word wider than the whole width (a long compound in another language) is cut across lines."""
    f = font(size, face)
    lines: list[str] = []
    for para in message.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
            while f.size(line)[0] > width and len(line) > 1:  # one word too long for a line of its own
                cut = _widest_prefix(f, line, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return tuple(lines)


def _widest_prefix(f: pygame.font.Font, word: str, width: int) -> int:
    """How many characters of `word` fit `width` pixels (at least one)."""
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


@lru_cache(maxsize=4096)
def fit(message: str, size: int, width: int, face: str = "sans") -> str:
    """The message, cut with an ellipsis if it is wider than `width` pixels (hover shows it whole)."""
    f = font(size, face)
    if f.size(message)[0] <= width:
        return message
    lo, hi = 0, len(message)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(message[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return message[:lo].rstrip() + "…"


def clip_lines(lines: list[str] | tuple[str, ...], room: int, size: int, width: int,
               face: str = "sans") -> list[str]:
    """The first `room` of the wrapped `lines`; when some are left out, the last one kept ends in an ellipsis,
    so a cut text says it is cut (its tooltip or zoom shows it whole)."""
    kept = list(lines[:max(0, room)])
    if len(lines) > len(kept) and kept:
        kept[-1] = fit(kept[-1].rstrip() + " …", size, width, face)
    return kept


def clear_caches() -> None:
    font.cache_clear()
    text.cache_clear()
    wrap.cache_clear()
    fit.cache_clear()
