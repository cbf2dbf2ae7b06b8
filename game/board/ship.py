"""Drawing the ship: a cached static layer (hull, corridors with their numbers, technical-corridor hatches)
and the live layer (tiles face down or up, item counters, fire, malfunctions, objects, doors, noise markers,
characters and Intruders), recording a hit rectangle for everything a player can click or hover."""

from __future__ import annotations

import math

import pygame

from engine import api
from game import theme
from game.assets import fit, text, wrap
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.labels import Names


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


def corridor_mid(layout: Layout, content, corridor: str) -> tuple[int, int]:
    a, b = content.corridors[corridor].rooms
    (x1, y1), (x2, y2) = layout.room_center(a), layout.room_center(b)
    return (x1 + x2) // 2, (y1 + y2) // 2


def static_layer(layout: Layout, content) -> pygame.Surface:
    """Hull and corridors: drawn once per window size."""
    surf = pygame.Surface(layout.size, pygame.SRCALPHA)
    corners = []
    for room in content.rooms:
        r = layout.room_rect(room).inflate(int(30 * layout.k), int(30 * layout.k))
        corners += [r.topleft, r.topright, r.bottomleft, r.bottomright]
    hull = _hull(corners)
    if len(hull) >= 3:
        pygame.draw.polygon(surf, theme.HULL, hull)
        pygame.draw.polygon(surf, theme.HULL_EDGE, hull, max(2, int(3 * layout.k)))
    width = max(4, int(16 * layout.k))
    for k in content.corridors.values():
        a, b = (layout.room_center(r) for r in k.rooms)
        pygame.draw.line(surf, theme.CORRIDOR, a, b, width)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def draw_corridor_labels(surface: pygame.Surface, layout: Layout, view: api.View, content, hits: HitMap,
                         highlight: set, names: Names) -> None:
    size = layout.map_font(15)
    for k in content.corridors.values():
        mx, my = corridor_mid(layout, content, k.id)
        label = "/".join(str(n) for n in k.numbers)
        state = view.doors.get(k.id, "open")
        key = ("corridor", k.id)
        box = pygame.Rect(0, 0, max(int(size * 1.9), text(label, size, theme.TEXT, "bold").get_width() + 8),
                          int(size * 1.5))
        box.center = (mx, my)
        lit = key in highlight
        pygame.draw.rect(surface, theme.ACCENT_SOFT if lit else theme.PANEL, box, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT if lit else theme.PANEL_EDGE, box, 2 if lit else 1, border_radius=4)
        surface.blit(text(label, size, theme.TEXT, "bold"), text(label, size, theme.TEXT, "bold").get_rect(
            center=box.center))
        tip = f"Corridor {label} — door {state}"
        if state != "open":
            d = box.inflate(int(8 * layout.k), int(8 * layout.k))
            colour = theme.DOOR if state == "closed" else theme.DOOR_BROKEN
            pygame.draw.rect(surface, colour, d, max(2, int(4 * layout.k)), border_radius=3)
            if state == "destroyed":
                pygame.draw.line(surface, theme.BAD, d.topleft, d.bottomright, 2)
                pygame.draw.line(surface, theme.BAD, d.topright, d.bottomleft, 2)
            tag = text("DOOR" if state == "closed" else "BROKEN", layout.map_font(10), colour, "bold")
            surface.blit(tag, tag.get_rect(midtop=(d.centerx, d.bottom + 1)))
        if k.id in view.noise:
            r = int(9 * layout.k) + 3
            c = (box.right + r, box.top)
            pygame.draw.circle(surface, theme.NOISE, c, r)
            pygame.draw.circle(surface, (60, 50, 10), c, r, 1)
            n = text("!", layout.map_font(14), (40, 30, 0), "bold")
            surface.blit(n, n.get_rect(center=c))
            tip += " — Noise marker"
        hits.add(box.inflate(6, 6), key, tip + " (PUB-MAP-01)")


def draw_rooms(surface: pygame.Surface, layout: Layout, view: api.View, content, names: Names, hits: HitMap,
               highlight: set, focus: set) -> None:
    k = layout.k
    badges: dict[str, list[api.Badge]] = {}
    for badge in api.board_look(view).badges:
        badges.setdefault(badge.room, []).append(badge)
    for rv in view.rooms:
        name_size = layout.map_font(13)
        rect = layout.room_rect(rv.id)
        room = content.rooms[rv.id]
        key = ("room", rv.id)
        tile = content.tiles.get(rv.tile) if rv.tile else None
        if tile is None and room.special in content.tiles:
            tile = content.tiles[room.special]
        face_up = rv.explored or room.slot == "special"
        band = theme.ROOM_COLOURS.get(tile.colour if tile else "special", theme.ROOM_COLOURS["special"]) \
            if face_up else theme.ROOM_DOWN
        base = (52, 58, 74) if face_up else theme.ROOM_DOWN
        pygame.draw.rect(surface, base, rect, border_radius=int(6 * k))
        pygame.draw.rect(surface, band, (rect.x, rect.y, rect.w, max(4, int(10 * k))),
                         border_top_left_radius=int(6 * k), border_top_right_radius=int(6 * k))
        edge = theme.ACCENT if key in highlight else (theme.TEXT if key in focus else theme.HULL_EDGE)
        pygame.draw.rect(surface, edge, rect, 3 if key in highlight or key in focus else 1, border_radius=int(6 * k))
        name = names.room_name(rv.id)
        hidden = not face_up and bool(rv.tile) and tile is not None  # only a finished game's full view has it
        text_of = (f"{tile.text} (PUB-ROOM-01)" if (tile is not None and face_up)
                   else f"Face down: {tile.name}. {tile.text} (PUB-ROOM-01)" if hidden
                   else "A face-down room: the first character to enter turns it up (PUB-EXPLORE-01).")
        hits.add(rect, key, f"{name}: {text_of}")  # first: the counter and markers drawn on it lie on top
        small = layout.map_font(10)
        num = text(str(rv.number), small, theme.MUTED, "bold")
        band_h = max(4, int(10 * k))
        surface.blit(num, (rect.x + 3, rect.y + band_h + 1))
        if rv.item_counter is not None:
            badge = text(str(rv.item_counter), small, (20, 20, 20), "bold")
            box = pygame.Rect(0, 0, badge.get_width() + 8, badge.get_height())
            box.topright = (rect.right - 3, rect.y + band_h + 1)
            pygame.draw.rect(surface, (220, 222, 228), box, border_radius=3)
            surface.blit(badge, badge.get_rect(center=box.center))
            hits.add(box, ("counter", rv.id), f"Item counter: {rv.item_counter} more Search(es) here "
                     "(PUB-EXPLORE-02)")
        top = rect.y + band_h + num.get_height() + 1
        if (face_up or hidden) and tile is not None:
            lines = wrap(tile.name, name_size, rect.w - 6, "bold")
            if len(lines) > 2:
                name_size = layout.map_font(11)
                lines = wrap(tile.name, name_size, rect.w - 6, "bold")
        else:
            lines = ("?",)
        line_h = text("Ag", name_size, theme.TEXT, "bold").get_height()
        room_for = max(1, (rect.bottom - int(30 * k) - top) // max(1, line_h))
        y = top
        for line in lines[:room_for]:
            t = text(fit(line, name_size, rect.w - 4, "bold"), name_size, theme.TEXT if face_up else theme.DIM, "bold")
            surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
            y += line_h
        if tile is not None and tile.computer and face_up:
            pc = text("PC", small, theme.MALFUNCTION, "bold")
            surface.blit(pc, pc.get_rect(bottomright=(rect.right - 3, rect.bottom - 2)))
        if room.tech:
            hatch = text("T" + "".join(str(n) for n in room.tech), small, (190, 170, 240), "bold")
            surface.blit(hatch, hatch.get_rect(bottomleft=(rect.x + 3, rect.bottom - 2)))
        _markers(surface, layout, rv, rect, hits)
        for i, badge in enumerate(badges.get(rv.id, ())):
            _badge(surface, layout, badge, rect, i, hits, highlight)


def _badge(surface: pygame.Surface, layout: Layout, badge: api.Badge, rect: pygame.Rect, i: int, hits: HitMap,
           highlight: set) -> None:
    """Something a plug-in says lies in a room (the Eggs in the Nest), stacked above the room's markers."""
    k = layout.k
    small = layout.map_font(10)
    t = text(badge.text, small, (20, 20, 20), "bold")
    box = pygame.Rect(0, 0, t.get_width() + 8, t.get_height() + 2)
    box.midbottom = (rect.centerx, rect.bottom - int(2 * k) - max(7, int(14 * k)) * (2 + i))
    pygame.draw.rect(surface, theme.ACCENT if badge.key in highlight else (236, 226, 190), box, border_radius=4)
    surface.blit(t, t.get_rect(center=box.center))
    hits.add(box, badge.key, badge.hint)


def _markers(surface: pygame.Surface, layout: Layout, rv, rect: pygame.Rect, hits: HitMap) -> None:
    k = layout.k
    size = layout.map_font(10)
    x = rect.x + int(3 * k)
    y = rect.y - int(13 * k)
    for flag, label, colour, tip in ((rv.fire, "FIRE", theme.FIRE, "Fire: a character here takes a Light wound at "
                                      "the end of the round (PUB-FIRE-02)"),
                                     (rv.malfunction, "MALF", theme.MALFUNCTION,
                                      "Malfunction: the room's action and its Computer do not work (PUB-MALF-02)")):
        if not flag:
            continue
        t = text(label, size, (20, 20, 20), "bold")
        box = pygame.Rect(x, y, t.get_width() + 6, t.get_height() + 2)
        pygame.draw.rect(surface, colour, box, border_radius=3)
        surface.blit(t, (box.x + 3, box.y + 1))
        hits.add(box, ("marker", rv.id), tip)
        x = box.right + 3
    for obj in rv.objects:
        label = {"corpse_blue": "CORPSE", "carcass": "CARCASS", "egg": "EGG"}.get(obj, obj.split("_")[0].upper())
        t = text(label, size, theme.TEXT, "bold")
        box = pygame.Rect(x, y, t.get_width() + 6, t.get_height() + 2)
        pygame.draw.rect(surface, (70, 60, 80), box, border_radius=3)
        surface.blit(t, (box.x + 3, box.y + 1))
        hits.add(box, ("object", obj), f"{obj.replace('_', ' ')} lies here (a Heavy Object, PUB-HEAVY-01)")
        x = box.right + 3


def draw_pieces(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap,
                highlight: set, hidden: set, moving: dict) -> None:
    """Characters (circles with the player number) and Intruders (diamonds with a letter) in their rooms."""
    k = layout.k
    by_room: dict[str, list] = {}
    for ch in view.characters:
        if ch.room and ch.status in ("aboard",) and ("seat", str(ch.seat)) not in hidden:
            by_room.setdefault(ch.room, []).append(("seat", ch))
    for it in view.intruders:
        if ("intruder", str(it.id)) not in hidden:
            by_room.setdefault(it.room, []).append(("intruder", it))
    r = max(7, int(14 * k))
    for room, pieces in by_room.items():
        if room not in layout.rooms:
            continue
        rect = layout.room_rect(room)
        n = len(pieces)
        step = min(2 * r + 2, (rect.w - 4) / max(1, n))
        x0 = rect.centerx - step * (n - 1) / 2
        cy = rect.bottom - r - int(4 * k)
        for i, (kind, piece) in enumerate(pieces):
            pos = (int(x0 + i * step), cy)
            draw_piece(surface, layout, kind, piece, pos, r, names, hits, highlight)
    for (kind, _ident), (piece, pos) in moving.items():
        draw_piece(surface, layout, kind, piece, pos, r, names, HitMap(), highlight)


def draw_piece(surface, layout, kind, piece, pos, r, names: Names, hits: HitMap, highlight: set) -> None:
    if kind == "seat":
        key = ("seat", str(piece.seat))
        colour = theme.seat_colour(piece.seat)
        pygame.draw.circle(surface, colour, pos, r)
        pygame.draw.circle(surface, (10, 10, 10), pos, r, 2)
        t = text(theme.seat_mark(piece.seat), max(9, int(r * 1.3)), (10, 10, 10), "bold")
        surface.blit(t, t.get_rect(center=pos))
        light, serious = piece.light_wounds, len(piece.serious)
        tip = f"{names.seat(piece.seat)}: {light} light wound{'' if light == 1 else 's'}, " \
              f"{serious} serious wound{'' if serious == 1 else 's'}" + \
            (", slimed (PUB-SLIME-01)" if piece.slime else "") + " (PUB-WOUND-01)"
    else:
        key = ("intruder", str(piece.id))
        colour = theme.INTRUDER.get(piece.kind, theme.BAD)
        pts = [(pos[0], pos[1] - r - 2), (pos[0] + r + 2, pos[1]), (pos[0], pos[1] + r + 2), (pos[0] - r - 2, pos[1])]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, (10, 10, 10), pts, 2)
        t = text(theme.INTRUDER_LETTER.get(piece.kind, "?"), max(9, int(r * 1.2)), (10, 10, 10), "bold")
        surface.blit(t, t.get_rect(center=pos))
        if piece.injuries:
            inj = text(str(piece.injuries), max(8, int(r * 0.9)), theme.BAD, "bold")
            surface.blit(inj, inj.get_rect(bottomleft=(pos[0] + r - 2, pos[1] - r + 4)))
        tip = (f"{piece.kind.title()} #{piece.id}: {piece.injuries} injur{'y' if piece.injuries == 1 else 'ies'}; "
               "it attacks a character in its room in the Event phase (PUB-INTRUDER-05)")
    if key in highlight:
        pygame.draw.circle(surface, theme.ACCENT, pos, r + 4, 2)
    hits.add(pygame.Rect(pos[0] - r - 2, pos[1] - r - 2, 2 * r + 4, 2 * r + 4), key, tip)


def lerp(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    t = max(0.0, min(1.0, t))
    t = 0.5 - math.cos(t * math.pi) / 2  # ease in and out
    return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)
