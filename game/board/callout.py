"""A note drawn over the board: the tutorial's lesson (game/scenes/tutorial.py) and the rule tips (game/tips.py).

A note has a small heading, a title, a few lines of text, an optional line saying what to do now, a link that
opens the rules reference at a rule, and buttons. It is placed in a corner of the stage (the map and the
character panels) that hides none of the places it must leave visible (the lit room, card or figure). Drawing returns the rectangles of its
link and buttons, keyed like the board's hit map: ("rule", id) and ("note", name).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.assets import paragraphs, text, wrap
from game.board.layout import Layout

Key = tuple[str, str]


@dataclass(frozen=True)
class Note:
    heading: str
    title: str
    body: str
    hint: str = ""  # what to do now (accent colour)
    alert: str = ""  # a word of warning above the hint (a refused choice)
    rule: str = ""  # the link opens the rules reference at this rule
    rule_label: str = ""  # the link's words
    buttons: tuple[tuple[str, str], ...] = ()  # (name, label), drawn right to left from the last
    footer: str = ""
    accent: tuple[int, int, int] = theme.ACCENT


def _sizes(layout: Layout) -> dict[str, int]:
    return {"heading": layout.font(11), "title": layout.font(16), "body": layout.font(13),
            "link": layout.font(12), "button": layout.font(12), "footer": layout.font(11)}


def _lines(note: Note, layout: Layout, width: int) -> list[tuple[str, int, tuple, str, int]]:
    """(text, size, colour, face, gap after) for every line of the note, wrapped to `width`."""
    f = _sizes(layout)
    out: list[tuple[str, int, tuple, str, int]] = []
    out += [(line, f["heading"], theme.MUTED, "bold", 2) for line in wrap(note.heading.upper(), f["heading"], width,
                                                                          "bold")]
    out += [(line, f["title"], theme.TEXT, "bold", 2) for line in wrap(note.title, f["title"], width, "bold")]
    for para in paragraphs(note.body):
        out += [(line, f["body"], theme.TEXT, "sans", 0) for line in wrap(para, f["body"], width)]
        out.append(("", f["body"] // 2, theme.TEXT, "sans", 0))
    if note.alert:
        out += [(line, f["body"], theme.BAD, "bold", 0) for line in wrap(note.alert, f["body"], width, "bold")]
    if note.hint:
        out += [(line, f["body"], note.accent, "bold", 0) for line in wrap(note.hint, f["body"], width, "bold")]
    return out


def measure(note: Note, layout: Layout, width: int) -> int:
    """The note's height at `width` pixels."""
    s = layout.s
    pad = int(12 * s)
    height = pad * 2 + sum(text("Ag", size, theme.TEXT, face).get_height() + gap
                           for _line, size, _c, face, gap in _lines(note, layout, width - 2 * pad))
    if note.rule:
        height += int(22 * s)
    if note.buttons:
        height += int(36 * s)  # the footer shares the buttons' row
    elif note.footer:
        height += int(18 * s)
    return height


def stage(layout: Layout) -> pygame.Rect:
    """Where a note may go: over the map and the character panels beside it, between the top bar and the hand."""
    pad = int(8 * layout.s)
    return pygame.Rect(pad, layout.top.bottom + pad, layout.map.right - 2 * pad,
                       layout.hand.y - layout.top.bottom - 2 * pad)


ANCHORS = {"tl": "topleft", "tr": "topright", "bl": "bottomleft", "br": "bottomright", "bc": "midbottom",
           "tc": "midtop"}


def place(layout: Layout, size: tuple[int, int], avoid: list[pygame.Rect], order: str = "bl tl br tr") -> pygame.Rect:
    """A corner of the stage for a note of `size` that covers none of `avoid`: the corners in `order`, then the
    middle of the bottom and top edges; else the place that covers the least of them."""
    area = stage(layout)
    box = pygame.Rect((0, 0), size)
    best, best_cover = None, None
    for corner in order.split() + ["bc", "tc"]:
        anchor = ANCHORS[corner]
        setattr(box, anchor, getattr(area, anchor))
        candidate = box.clamp(area) if box.width <= area.width else box.copy()
        cover = sum((candidate.clip(r).width * candidate.clip(r).height) for r in avoid)
        if cover == 0:
            return candidate
        if best_cover is None or cover < best_cover:
            best, best_cover = candidate, cover
    return best if best is not None else box


def draw_note(surface: pygame.Surface, layout: Layout, note: Note, box: pygame.Rect,
              mouse: tuple[int, int] = (-1, -1)) -> dict[Key, pygame.Rect]:
    """Draw `note` in `box`; returns where its link and buttons are."""
    s = layout.s
    pad = int(12 * s)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((16, 19, 27, 240))
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, note.accent, box, 2, border_radius=int(8 * s))
    x, y, width = box.x + pad, box.y + pad, box.width - 2 * pad
    for line, size, colour, face, gap in _lines(note, layout, width):
        t = text(line, size, colour, face) if line else None
        if t is not None:
            surface.blit(t, (x, y))
        y += text("Ag", size, theme.TEXT, face).get_height() + gap
    rects: dict[Key, pygame.Rect] = {}
    f = _sizes(layout)
    if note.rule:
        label = text(note.rule_label or note.rule, f["link"], note.accent)
        r = label.get_rect(topleft=(x, y + int(3 * s)))
        surface.blit(label, r)
        pygame.draw.line(surface, note.accent, r.bottomleft, r.bottomright)
        rects[("rule", note.rule)] = r.inflate(6, 6)
        y += int(22 * s)
    if note.footer:
        foot = text(note.footer, f["footer"], theme.DIM)
        row = int(28 * s) if note.buttons else foot.get_height()
        surface.blit(foot, foot.get_rect(midleft=(x, y + int(6 * s) * bool(note.buttons) + row // 2)))
    if note.buttons:
        bh = int(28 * s)
        right = box.right - pad
        for name, label in reversed(note.buttons):
            t = text(label, f["button"], theme.TEXT, "bold")
            r = pygame.Rect(0, 0, t.get_width() + int(24 * s), bh)
            r.topright = (right, y + int(6 * s))
            hover = r.collidepoint(mouse)
            pygame.draw.rect(surface, theme.ACCENT_SOFT if hover else (44, 50, 68), r, border_radius=int(5 * s))
            pygame.draw.rect(surface, note.accent, r, 1, border_radius=int(5 * s))
            surface.blit(t, t.get_rect(center=r.center))
            rects[("note", name)] = r
            right = r.x - int(8 * s)
    return rects


def hit(rects: dict[Key, pygame.Rect], pos: tuple[int, int]) -> Key | None:
    """The link or button of a drawn note under `pos`."""
    for key, rect in rects.items():
        if rect.collidepoint(pos):
            return key
    return None
