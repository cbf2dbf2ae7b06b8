"""Room tiles: a face-up tile filled in its colour with its name, number and action icon (Computer and
Technical Corridor entrance marked); a face-down tile as a hatched plate with its number. Each tile is
rendered once per size and cached; over it go the live parts: the item counter, fire and malfunction markers,
bodies and eggs on the floor, and the outline of a clickable or named room (PUB-ROOM-01, PUB-EXPLORE-01/02)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine import api
from engine.api import _, ngettext
from game import assets, theme
from game.assets import fit, text, wrap
from game.board.growth import draw_covers
from game.board.hitmap import HitMap
from game.board.icons import icon
from game.board.layout import Layout
from game.board.piece_looks import object_look
from game.board.shapes import shade, sprite
from game.labels import Names


def _mix(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))


SQUEEZE = 0.8  # the narrowest a room name's line may be squeezed sideways (a condensed face) to fit its tile


def name_lines(name: str, size: int, width: int, smallest: int = 9) -> tuple[int, tuple[str, ...]]:
    """A room's name on its tile: the type size and the (one or two) lines. The largest size, from `size` down to
    `smallest`, at which it fits `width` pixels as it is; failing that ("Hibernatorium" in a small window), the
    largest at which it fits once its lines are squeezed to SQUEEZE of their width; the drawing squeezes any line
    wider than `width`, and only a name that fits neither way is cut with an ellipsis."""
    for squeeze in (1.0, SQUEEZE):
        for f in range(size, smallest - 1, -1):
            lines = wrap(name, f, int(width / squeeze), "bold")
            whole = " ".join(lines) == " ".join(name.split())  # no word cut in two (wrap cuts one too long)
            if whole and len(lines) <= 2 and all(assets.font(f, "bold").size(line)[0] * squeeze <= width
                                                 for line in lines):
                return f, lines
    return smallest, wrap(name, smallest, width, "bold")[:2]


@lru_cache(maxsize=128)
def tile_surface(icon_name: str | None, name: str, colour: tuple, number: int, tech: str, computer: bool,
                 size: tuple[int, int], font: int) -> pygame.Surface:
    """One room tile, face up (`icon_name` a string, "" for no icon) or face down (None), cached per size."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(4, w // 14)
    band = max(10, int(h * 0.2))
    small = max(9, int(font * 0.8))
    if icon_name is None:
        pygame.draw.rect(surf, (38, 42, 54), (0, 0, w, h), border_radius=rad)
        stripes = pygame.Surface(size, pygame.SRCALPHA)
        for x in range(-h, w, max(6, w // 9)):
            pygame.draw.line(stripes, (56, 62, 78), (x, h), (x + h, 0), max(2, w // 30))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (3, 3, w - 6, h - 6), border_radius=rad)
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(stripes, (0, 0))
        pygame.draw.rect(surf, (88, 96, 116), (0, 0, w, h), 2, border_radius=rad)
        if name:  # a finished game's full view names what lies face down, dimly
            for k, line in enumerate(wrap(name, max(9, int(font * 0.9)), w - 8, "bold")[:2]):
                t = text(line, max(9, int(font * 0.9)), (120, 128, 150), "bold")
                surf.blit(t, t.get_rect(center=(w // 2, h // 2 - h // 10 + k * t.get_height())))
        else:
            q = text("?", int(h * 0.42), (96, 104, 124), "bold")
            surf.blit(q, q.get_rect(center=(w // 2, h // 2 - h // 10)))
    else:
        body = _mix((24, 27, 36), colour, 0.3)
        pygame.draw.rect(surf, body, (0, 0, w, h), border_radius=rad)
        for y in range(band + 6, h - 2, max(6, h // 8)):  # floor plates
            pygame.draw.line(surf, _mix(body, (0, 0, 0), 0.25), (4, y), (w - 5, y), 1)
        pygame.draw.rect(surf, colour, (0, 0, w, band), border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.line(surf, shade(colour, 0.55), (0, band), (w, band), 2)
        art = icon_name
        if art:
            mark = icon(art, int(h * 0.42), (*_mix(body, (255, 255, 255), 0.32), 255))
            surf.blit(mark, mark.get_rect(center=(w // 2, int(h * 0.62))))
        f, lines = name_lines(name, font, w - 6)
        y = band + 4  # clear of the item counter, which hangs a little below the band
        for line in lines:
            t = text(line, f, theme.TEXT, "bold")
            if t.get_width() > w - 6:  # squeezed sideways when that is enough, cut with an ellipsis when not
                t = (pygame.transform.smoothscale(t, (w - 6, t.get_height())) if t.get_width() * SQUEEZE <= w - 6
                     else text(fit(line, f, w - 6, "bold"), f, theme.TEXT, "bold"))
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += t.get_height() - 2
        if computer:  # beside the item counter, which sits at the band's right end
            pc = icon("screen", band - 2, (20, 22, 28, 255))
            surf.blit(pc, pc.get_rect(midright=(w - band - 6, band // 2)))
        pygame.draw.rect(surf, shade(colour, 1.15), (0, 0, w, h), 2, border_radius=rad)
    num = text(str(number), small, (18, 20, 26) if icon_name is not None else (150, 158, 176), "bold")
    surf.blit(num, num.get_rect(midleft=(5, band // 2)))
    if tech:
        t = text(tech, small, (200, 186, 250), "bold")
        plate = t.get_rect(bottomleft=(4, h - 3)).inflate(4, 0)
        pygame.draw.rect(surf, (34, 28, 56), plate, border_radius=3)
        surf.blit(t, t.get_rect(center=plate.center))
    return surf


def _tile_of(rv, room, content):
    """The tile to show and whether it lies face up."""
    tile = content.tiles.get(rv.tile) if rv.tile else None
    if tile is None and room.special in content.tiles:
        tile = content.tiles[room.special]
    return tile, tile is not None and (rv.explored or room.slot == "special")


def faces_key(view: api.View) -> tuple:
    """What the tile faces depend on: redraw them only when a room is turned up."""
    return tuple((rv.id, rv.tile, rv.explored) for rv in view.rooms)


def draw_tile_faces(surface: pygame.Surface, layout: Layout, view: api.View, content) -> None:
    """Every tile's face (cached per size); the board keeps the result with the ship until a room turns up."""
    for rv in view.rooms:
        rect = layout.room_rect(rv.id)
        room = content.rooms[rv.id]
        tile, face_up = _tile_of(rv, room, content)
        colour = theme.ROOM_COLOURS.get(tile.colour if face_up else "special", theme.ROOM_COLOURS["special"])
        tech = _("T{numbers}").format(numbers="".join(str(n) for n in room.tech)) if room.tech else ""
        named = _(tile.name) if tile is not None and (face_up or rv.tile) else ""  # rv.tile face down: the full view
        surface.blit(tile_surface(tile.icon if face_up else None, named, colour, rv.number,
                                  tech, bool(face_up and tile.computer), rect.size, layout.map_font(12)), rect)


def draw_rooms(surface: pygame.Surface, layout: Layout, view: api.View, content, names: Names, hits: HitMap,
               highlight: set, focus: set) -> None:
    """What changes on the tiles: outlines of clickable rooms, counters, markers, objects, and the badges the
    plug-ins put on rooms (the Eggs in the Nest); hit rects."""
    badges: dict[str, list[api.Badge]] = {}
    look = api.board_look(view)
    for badge in look.badges:
        badges.setdefault(badge.room, []).append(badge)
    draw_covers(surface, layout, look.covers)  # a growth over the tiles, under everything that lies on them
    for rv in view.rooms:
        rect = layout.room_rect(rv.id)
        key = ("room", rv.id)
        tile, face_up = _tile_of(rv, content.rooms[rv.id], content)
        if key in highlight or key in focus:
            pygame.draw.rect(surface, theme.ACCENT if key in highlight else theme.TEXT, rect.inflate(4, 4), 3,
                             border_radius=max(4, rect.w // 14))
        hidden = not face_up and tile is not None  # only a finished game's full view names a face-down tile
        text_of = (f"{_(tile.text)} (PUB-ROOM-01)" if face_up
                   else _("Face down: {name}. {text} (PUB-ROOM-01)").format(name=_(tile.name), text=_(tile.text))
                   if hidden else _("A face-down room: the first character to enter turns it up (PUB-EXPLORE-01)."))
        hits.add(rect, key, f"{names.room_name(rv.id)}: {text_of}")
        _objects(surface, layout, rv, rect, hits, content)
        _counter(surface, layout, rv, rect, hits)
        _markers(surface, layout, rv, rect, hits)
        for i, badge in enumerate(badges.get(rv.id, ())):
            _badge(surface, layout, badge, rect, i, hits, badge.key in highlight)


def _counter(surface, layout: Layout, rv, rect: pygame.Rect, hits: HitMap) -> None:
    if rv.item_counter is None:
        return
    band = max(10, int(rect.h * 0.2))
    r = max(7, band // 2 + 2)
    c = (rect.right - r - 2, rect.y + band // 2)
    pygame.draw.circle(surface, (14, 14, 18), c, r + 2)
    pygame.draw.circle(surface, (232, 234, 240), c, r)
    pygame.draw.circle(surface, (120, 126, 140), c, r, 1)
    t = text(str(rv.item_counter), max(9, int(r * 1.3)), (20, 20, 24), "bold")
    surface.blit(t, t.get_rect(center=c))
    n = rv.item_counter
    hits.add(pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), ("counter", rv.id),
             ngettext("Item counter: {n} more Search here (PUB-EXPLORE-02)",
                      "Item counter: {n} more Searches here (PUB-EXPLORE-02)", n).format(n=n))


def _markers(surface, layout: Layout, rv, rect: pygame.Rect, hits: HitMap) -> None:
    """Fire and Malfunction as big round markers on the tile's top corner: icon and word, never colour alone."""
    r = max(9, int(14 * layout.k))
    x = rect.x + r - 2
    y = rect.y - r // 3
    for flag, art, colour, word, tip in (
            (rv.fire, "flame", theme.FIRE, _("FIRE"),
             _("Fire: a character here takes a Light wound at the end of the round (PUB-FIRE-02)")),
            (rv.malfunction, "spark", theme.MALFUNCTION, _("MALF"),
             _("Malfunction: the room's action and its Computer do not work (PUB-MALF-02)"))):
        if not flag:
            continue
        pygame.draw.circle(surface, (14, 14, 18), (x, y), r + 2)
        pygame.draw.circle(surface, colour, (x, y), r)
        mark = icon(art, int(r * 1.5), (30, 20, 10, 255) if art == "flame" else (18, 24, 40, 255))
        surface.blit(mark, mark.get_rect(center=(x, y)))
        label = text(word, max(8, int(r * 0.62)), (14, 14, 18), "bold")
        tag = label.get_rect(midtop=(x, y + r - 3)).inflate(4, 0)
        pygame.draw.rect(surface, colour, tag, border_radius=3)
        surface.blit(label, label.get_rect(center=tag.center))
        hits.add(pygame.Rect(x - r, y - r, 2 * r, 2 * r + tag.h), ("marker", rv.id), tip)
        x += 2 * r + 4


def _objects(surface, layout: Layout, rv, rect: pygame.Rect, hits: HitMap, content) -> None:
    """Corpses, carcasses and eggs lying on the floor along the tile's left side."""
    size = max(14, int(34 * layout.k))
    x = rect.x + 2
    for obj in rv.objects:
        shape, colour, words = object_look(obj, content)
        if "_" in obj:  # a coloured one ("corpse_blue") wears its colour
            colour = theme.ROOM_COLOURS.get(obj.rsplit("_", 1)[1], colour)
        spot = pygame.Rect(x, rect.bottom - size - int(rect.h * 0.22), size, size)
        surface.blit(sprite(shape, size, colour), spot)
        hits.add(spot.inflate(-size // 5, -size // 2).move(0, size // 4), ("object", obj),
                 _("{object} lies here: a Heavy Object (PUB-HEAVY-01)").format(object=words[:1].upper() + words[1:]))
        x += size * 2 // 3


def _badge_colour(badge: api.Badge) -> tuple[int, int, int]:
    """The badge's own colour (a "#rrggbb" from the plug-in's data), else the plain cream."""
    try:
        c = pygame.Color(badge.colour) if badge.colour else None
    except ValueError:
        c = None
    return (c.r, c.g, c.b) if c is not None else (236, 226, 190)


def _badge(surface, layout: Layout, badge: api.Badge, rect: pygame.Rect, i: int, hits: HitMap, lit: bool) -> None:
    """Something a plug-in says lies in a room (the Eggs in the Nest, a growth), stacked up from the tile's bottom
    right: its colour, a small silhouette and its level as pips when the plug-in gives them, always its words."""
    fill = theme.ACCENT if lit else _badge_colour(badge)
    ink = (20, 20, 20) if sum(fill) > 380 else (240, 240, 244)
    t = text(_(badge.text), layout.map_font(10), ink, "bold")
    icon_w = t.get_height() if badge.shape else 0
    pip_r = max(2, t.get_height() // 6)
    pips_w = (2 * pip_r + 2) * max(badge.of, badge.pips) + (3 if badge.of or badge.pips else 0)
    box = pygame.Rect(0, 0, icon_w + t.get_width() + pips_w + 8, t.get_height() + 2)
    box.bottomright = (rect.right - 3, rect.bottom - 3 - i * (box.h + 2))  # clear of the name and the counter
    pygame.draw.rect(surface, (14, 14, 18), box.inflate(2, 2), border_radius=5)
    pygame.draw.rect(surface, fill, box, border_radius=4)
    x = box.x + 4
    if badge.shape:
        surface.blit(sprite(badge.shape, icon_w, shade(fill, 0.45)), (x, box.y + 1))
        x += icon_w
    surface.blit(t, (x, box.y + 1))
    x += t.get_width() + 3
    for k in range(max(badge.of, badge.pips)):
        centre = (x + pip_r + k * (2 * pip_r + 2), box.centery)
        pygame.draw.circle(surface, ink, centre, pip_r, 0 if k < badge.pips else 1)
    hits.add(box, badge.key, _(badge.hint))
