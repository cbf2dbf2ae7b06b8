"""The miniatures on the board: each character a silhouette in its seat colour with its seat number on the
base, each Intruder the silhouette its look names (game/board/piece_looks.py), sized by kind, its injuries as
red pips over its head; a figure sliding along a corridor while a move plays back. Records hit rectangles."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import _, ngettext, pgettext
from game import theme
from game.assets import text
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.piece_looks import character_shape, intruder_look
from game.board.shapes import sprite
from game.labels import Names


def unit(layout: Layout) -> int:
    """The height in pixels of a standard (size 1.0) figure."""
    return max(20, int(50 * layout.k))


def draw_figures(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap,
                 highlight: set, hidden: set, moving: dict) -> None:
    """Every figure standing in its room, in a row along the tile's floor, then any figure on the move."""
    by_room: dict[str, list] = {}
    for ch in view.characters:
        if ch.room and ch.status == "aboard" and ("seat", str(ch.seat)) not in hidden:
            by_room.setdefault(ch.room, []).append(("seat", ch))
    for it in view.intruders:
        if ("intruder", str(it.id)) not in hidden:
            by_room.setdefault(it.room, []).append(("intruder", it))
    u = unit(layout)
    for room, pieces in by_room.items():
        if room not in layout.rooms:
            continue
        rect = layout.room_rect(room)
        sizes = [_size(kind, piece, u, names) for kind, piece in pieces]
        total = sum(int(s * 0.62) for s in sizes)
        squeeze = min(1.0, (rect.w - 8) / max(1, total))
        x = rect.centerx - total * squeeze / 2
        floor = rect.bottom - int(2 * layout.k)
        for (kind, piece), size in zip(pieces, sizes, strict=True):
            step = int(size * 0.62) * squeeze
            draw_figure(surface, layout, kind, piece, (int(x + step / 2), floor), names, hits, highlight)
            x += step
    for (kind, _ident), (piece, pos) in moving.items():
        draw_figure(surface, layout, kind, piece, (pos[0], pos[1] + u // 2), names, HitMap(), highlight)


def _size(kind: str, piece, u: int, names: Names) -> int:
    return u if kind == "seat" else int(u * intruder_look(piece.kind, names.content).size)


def draw_figure(surface: pygame.Surface, layout: Layout, kind: str, piece, foot: tuple[int, int], names: Names,
                hits: HitMap, highlight: set) -> None:
    """One miniature standing with its base at `foot`."""
    u = unit(layout)
    size = _size(kind, piece, u, names)
    box = pygame.Rect(0, 0, size, size)
    box.midbottom = foot
    if kind == "seat":
        key = ("seat", str(piece.seat))
        colour = theme.seat_colour(piece.seat)
        surface.blit(sprite(character_shape(piece.character, names.content), size, colour), box)
        _badge(surface, theme.seat_mark(piece.seat), colour, (box.centerx, box.bottom - size // 10), size)
        if piece.slime:
            _slime(surface, (box.right - size // 5, box.top + size // 3), size)
        wounds = ngettext("{player}: {light} Light and {n} Serious wound", "{player}: {light} Light and {n} Serious "
                          "wounds", len(piece.serious)).format(player=names.seat(piece.seat),
                                                               light=piece.light_wounds, n=len(piece.serious))
        tip = wounds + (_(", covered in Slime (PUB-SLIME-01)") if piece.slime else "") + " (PUB-WOUND-01)"
    else:
        key = ("intruder", str(piece.id))
        look = intruder_look(piece.kind, names.content)
        surface.blit(sprite(look.shape, size, look.colour), box)
        _badge(surface, look.letter, look.colour, (box.centerx, box.bottom - size // 10), max(size, u))
        _injuries(surface, piece.injuries, (box.centerx, box.top + size // 8), u)
        tip = ngettext("{intruder} #{id}: {n} injury; it attacks a character in its room in the Event phase "
                       "(PUB-INTRUDER-05)", "{intruder} #{id}: {n} injuries; it attacks a character in its room in "
                       "the Event phase (PUB-INTRUDER-05)", piece.injuries).format(
            intruder=_(look.name), id=piece.id, n=piece.injuries)
    hit = box.inflate(-size // 4, -size // 8)
    if key in highlight:
        pygame.draw.ellipse(surface, theme.ACCENT, box.inflate(4, 0).clip(
            pygame.Rect(box.x - 2, box.bottom - size // 4, box.w + 4, size // 4)), 3)
        pygame.draw.rect(surface, theme.ACCENT, hit, 2, border_radius=6)
    hits.add(hit, key, tip)


def _badge(surface, mark: str, colour, centre: tuple[int, int], size: int) -> None:
    """The letter or seat number on the figure's base, dark on its colour."""
    r = max(6, size // 8)
    pygame.draw.circle(surface, (14, 14, 18), centre, r + 1)
    pygame.draw.circle(surface, colour, centre, r)
    t = text(mark, max(8, int(r * 1.5)), (10, 10, 12), "bold")
    surface.blit(t, t.get_rect(center=centre))


def _injuries(surface, count: int, top: tuple[int, int], u: int) -> None:
    """One red pip per injury over the Intruder's head; a number past five."""
    if count <= 0:
        return
    r = max(3, u // 11)
    shown = min(count, 5)
    x0 = top[0] - (shown - 1) * (2 * r + 1) // 2
    for i in range(shown):
        c = (x0 + i * (2 * r + 1), top[1])
        pygame.draw.circle(surface, (250, 250, 250), c, r + 1)
        pygame.draw.circle(surface, theme.BAD, c, r)
    if count > 5:
        t = text(f"{count}", max(8, 3 * r), theme.BAD, "bold")
        surface.blit(t, t.get_rect(midleft=(x0 + shown * (2 * r + 1), top[1])))


def _slime(surface, centre: tuple[int, int], size: int) -> None:
    """A green drip with an S: the character carries a Slime marker."""
    r = max(5, size // 9)
    x, y = centre
    pygame.draw.polygon(surface, (20, 30, 10), [(x, y - 2 * r - 1), (x - r - 1, y), (x + r + 1, y)])
    pygame.draw.circle(surface, (20, 30, 10), (x, y), r + 1)
    pygame.draw.polygon(surface, theme.SLIME, [(x, y - 2 * r), (x - r, y), (x + r, y)])
    pygame.draw.circle(surface, theme.SLIME, (x, y), r)
    t = text(pgettext("the Slime marker's letter", "S"), max(8, int(r * 1.4)), (20, 30, 10), "bold")
    surface.blit(t, t.get_rect(center=(x, y)))
