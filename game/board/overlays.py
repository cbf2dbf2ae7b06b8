"""What the board draws over itself for a moment: the playback banner (its die: game/board/dice.py), a figure sliding along its
corridor, a card flying from its deck, the popup of options that share a place, and the hover tooltip."""

from __future__ import annotations

import pygame

from engine import api
from game import theme
from game.assets import fit, text, wrap
from game.board import ship
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.labels import Names

# log entries whose card or token flies from a deck (its chip on the top bar) to the seat that draws it;
# None: from the character's own deck
FLIGHTS = {"cards_drawn": None, "items_drawn": None, "attack_card": ("deck", "attack"),
           "event_card": ("deck", "events"), "contamination_gained": ("deck", "contamination"),
           "token_drawn": ("deck", "bag"), "serious_wound": ("deck", "wounds")}


def moving_piece(layout: Layout, view: api.View, item, progress: float) -> tuple[dict, set]:
    """The figure a `*_moved` entry moves, at its place along the corridor, and the key to hide it in its room."""
    if item is None or not item.entry.kind.endswith("_moved"):
        return {}, set()
    args = item.entry.args
    src, dst = str(args.get("src", "")), str(args.get("room", ""))
    if src not in layout.rooms or dst not in layout.rooms:
        return {}, set()
    pos = ship.lerp(layout.room_center(src), layout.room_center(dst), progress)
    if item.entry.kind == "character_moved":
        piece = next((c for c in view.characters if c.seat == args.get("seat")), None)
        kind, ident = "seat", str(args.get("seat"))
    else:
        piece = next((i for i in view.intruders if i.id == args.get("intruder")), None)
        kind, ident = "intruder", str(args.get("intruder"))
    if piece is None:
        return {}, set()
    return {(kind, ident): (piece, pos)}, {(kind, ident)}


def draw_flying_card(surface: pygame.Surface, layout: Layout, hits: HitMap, item, progress: float) -> None:
    """A card (or token) sliding from its deck to whoever draws it, while its log line is shown."""
    if item is None or item.entry.kind not in FLIGHTS:
        return
    source = FLIGHTS[item.entry.kind]
    seat = item.entry.args.get("seat")
    target = hits.rect_of(("seat", str(seat))) if isinstance(seat, int) else None
    start = hits.rect_of(source) if source else None
    if start is None:  # drawn from the character's own deck: slide in from the edge of its panel
        start = target.move(-target.width // 2, 0) if target is not None else None
    if target is None:
        target = layout.map
    if start is None:
        return
    card = pygame.Rect(0, 0, int(44 * layout.s), int(62 * layout.s))
    card.center = ship.lerp(start.center, target.center, progress)
    pygame.draw.rect(surface, (60, 70, 96), card, border_radius=5)
    pygame.draw.rect(surface, theme.ACCENT, card, 2, border_radius=5)
    pygame.draw.line(surface, theme.ACCENT_SOFT, card.topleft, card.bottomright, 2)


def draw_banner(surface: pygame.Surface, layout: Layout, lines: list[tuple[str, tuple]],
                avoid: tuple[pygame.Rect, ...] = ()) -> pygame.Rect | None:
    """The lines being played back, over the top of the map, or over its bottom when that would hide a room in
    `avoid` (the rooms the line is about); returns where they are (the die goes beside it, into the map)."""
    if not lines:
        return None
    size = layout.font(15)
    width = layout.map.width - int(40 * layout.s)
    wrapped = [(part, c) for line, c in lines for part in wrap(line, size, width)]
    box = pygame.Rect(layout.map.x + int(20 * layout.s), layout.map.y + 4, width,
                      len(wrapped) * int(20 * layout.s) + 12)
    if box.collidelist(list(avoid)) >= 0:
        box.bottom = layout.map.bottom - 4
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((10, 12, 18, 215))
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
    y = box.y + 6
    for part, colour in wrapped:
        surface.blit(text(part, size, colour), (box.x + 10, y))
        y += int(20 * layout.s)
    return box


def draw_popup(surface: pygame.Surface, layout: Layout, names: Names, popup, row: int, mouse) -> None:
    """The options that share the clicked place, numbered for the keys."""
    rect, opts = popup
    pygame.draw.rect(surface, (30, 34, 46), rect, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=6)
    size = layout.font(13)
    for i, o in enumerate(opts):
        r = pygame.Rect(rect.x + 4, rect.y + 4 + i * row, rect.width - 8, row - 2)
        if r.collidepoint(mouse):
            pygame.draw.rect(surface, (70, 58, 30), r, border_radius=4)
        label = f"{i + 1}. {names.choice(o)}" if i < 9 else names.choice(o)
        surface.blit(text(fit(label, size, r.width - 8), size, theme.TEXT), (r.x + 4, r.y + 4))


def draw_tooltip(surface: pygame.Surface, layout: Layout, lines: list[str], mouse) -> None:
    if not lines:
        return
    size = layout.font(12)
    width = int(320 * layout.s)
    wrapped = [part for line in lines for part in wrap(line, size, width - 12)]
    box = pygame.Rect(mouse[0] + 16, mouse[1] + 16, width, len(wrapped) * int(16 * layout.s) + 10)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (12, 14, 20), box, border_radius=5)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=5)
    y = box.y + 5
    for part in wrapped:
        surface.blit(text(part, size, theme.TEXT), (box.x + 6, y))
        y += int(16 * layout.s)
