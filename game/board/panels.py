"""The board's panels: the top bar (turn, the tracks and chips the plug-ins declare, bag, decks),
one panel per character, and the viewing seat's hand (action cards, Items, Objectives)."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import N_, _, ngettext
from game import theme
from game.assets import clip_lines, fit, text, wrap
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.piece_looks import character_shape
from game.board.shapes import sprite
from game.labels import Names

PHASES = {"player": N_("Player phase"), "event": N_("Event phase"), "setup": N_("Setup"), "over": N_("Game over"),
          "end": N_("End phase")}
ITEM_DECKS = {  # the Item decks the top bar counts: its chip, its hover text
    "green": (N_("Green {left}/{gone}"), N_("Green Item cards left{pile} (PUB-ITEM-01)")),
    "yellow": (N_("Yellow {left}/{gone}"), N_("Yellow Item cards left{pile} (PUB-ITEM-01)")),
    "red": (N_("Red {left}/{gone}"), N_("Red Item cards left{pile} (PUB-ITEM-01)"))}
CARD_KINDS = {"card": N_("Action"), "item": N_("Item"), "objective": N_("Objective"), "character": N_("Character"),
              "ipcard": N_("Intruder card")}
# the colours of a plug-in's chip by its tone (engine/look.py): background, text
TONES = {"plain": (theme.HULL, theme.TEXT), "alert": (theme.BAD, (20, 10, 10)), "good": ((40, 80, 50), theme.TEXT),
         "info": ((236, 226, 190), (20, 20, 20)), "warn": ((236, 200, 60), (20, 20, 20)),
         "cold": ((70, 130, 230), (10, 14, 24))}


def chip(surface: pygame.Surface, x: int, y: int, label: str, size: int, colour, fg=theme.TEXT,
         bold: bool = True) -> pygame.Rect:
    t = text(label, size, fg, "bold" if bold else "sans")
    box = pygame.Rect(x, y, t.get_width() + 10, t.get_height() + 4)
    pygame.draw.rect(surface, colour, box, border_radius=4)
    surface.blit(t, (box.x + 5, box.y + 2))
    return box


def chip_row(surface: pygame.Surface, items: list[tuple[str, tuple, tuple[str, str], str]], x: int, y: int,
             right: int, size: int, gap: int, hits: HitMap) -> int:
    """Chips (label, (background, text colour), hit key, hover text) left to right from `x`; those that would pass
    `right` fold into one "+N more" chip whose hover lists them, so a crowded bar never runs off the window.
    Returns the x after the last chip."""
    widths = [text(label, size, theme.TEXT, "bold").get_width() + 10 for label, *_rest in items]
    if x + sum(w + gap for w in widths) <= right:
        fit = len(items)
    else:
        more = text(_("+{count} more").format(count=9), size, theme.TEXT, "bold").get_width() + 10
        fit, edge = 0, x
        while fit < len(items) and edge + widths[fit] + gap + more <= right:
            edge += widths[fit] + gap
            fit += 1
    for label, (bg, fg), key, hint in items[:fit]:
        r = chip(surface, x, y, label, size, bg, fg)
        hits.add(r, key, hint)
        x = r.right + gap
    folded = items[fit:]
    if folded:
        r = chip(surface, x, y, _("+{count} more").format(count=len(folded)), size, theme.HULL)
        hits.add(r, ("chips", "more"), "\n".join(f"{label}: {hint.split(chr(10))[0]}" for label, _c, _k, hint in folded))
        x = r.right + gap
    return x


def draw_top(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap) -> None:
    """Two rows: turn, phase and the tracks; then the bag, the decks and the Escape Pods."""
    bar = layout.top
    pygame.draw.rect(surface, theme.PANEL, bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, bar.bottomleft, bar.bottomright)
    s = layout.s
    size = layout.font(12)
    row_h = bar.height // 2
    x = int(10 * s)
    y = bar.y + 3
    label = text(_("Turn {turn} · {phase}").format(turn=view.turn, phase=phase_name(view.phase)), layout.font(15),
                 theme.TEXT, "bold")
    surface.blit(label, (x, y))
    x += max(label.get_width(), int(190 * s)) + int(10 * s)
    look = api.board_look(view)
    for track in look.tracks:
        x = _track(surface, layout, track, x, y, row_h, hits) + int(12 * s)
    row = [(_(c.text), TONES[c.tone], c.key, _(c.hint)) for c in look.chips if c.row == 0]
    if "TECH" in view.noise:
        row.append((_("Noise in the technical corridors"), (theme.TECH, theme.TEXT), ("corridor", "TECH"),
                    _("A Noise marker in the Technical Corridors (PUB-TECH-02)")))
    # room for at least a "+N more" chip
    first_room = text(_("+{count} more").format(count=9), size, theme.TEXT, "bold").get_width() + 18
    spill = [] if x + first_room <= bar.right - int(6 * s) else row  # the tracks took the whole first row
    if not spill:
        chip_row(surface, row, x, y, bar.right - int(6 * s), size, 8, hits)
    x = int(10 * s)
    y = bar.y + row_h + 1
    def pile(cards: tuple[str, ...]) -> str:
        last = ", ".join(names.name(c) for c in cards[-3:][::-1])
        if last:
            return _("; discard pile {count}, last: {cards}").format(count=len(cards), cards=last)
        return _("; discard pile {count}").format(count=len(cards))

    row = []
    decks = [("bag", _("Bag {count}").format(count=view.bag_size), _("Intruder tokens in the bag (PUB-BAG-01)")),
             ("attack", _("Attack {left}/{gone}").format(left=view.attack_deck, gone=len(view.attack_discard)),
              _("Intruder Attack cards left{pile} (PUB-INTRUDER-03)").format(pile=pile(view.attack_discard))),
             ("events", _("Events {left}/{gone}").format(left=view.event_deck, gone=len(view.event_discard)),
              _("Event cards left{pile} (PUB-EVENT-01)").format(pile=pile(view.event_discard))),
             ("wounds", _("Wounds {left}/{gone}").format(left=view.wound_deck, gone=len(view.wound_discard)),
              _("Serious Wound cards left{pile} (PUB-WOUND-01)").format(pile=pile(view.wound_discard))),
             ("contamination", _("Contamination {left}").format(left=view.contamination_deck),
              _("Contamination cards left; {removed} removed by scans (PUB-CONT-01)").format(
                  removed=view.contamination_removed))]
    for colour, n in sorted(view.item_decks.items()):
        if colour in ITEM_DECKS:
            gone = view.item_discards.get(colour, ())
            name, tip = ITEM_DECKS[colour]
            decks.append((colour, _(name).format(left=n, gone=len(gone)),
                          _(tip).format(pile=pile(gone))))
    for deck, label, tip in decks:
        row.append((label, (theme.HULL, theme.TEXT), ("deck", deck), tip))
    if view.weaknesses:
        label = _(str(api.content(view.config).options.get("weakness_label", "Weaknesses")))
        row.append((f"{label}: " + ", ".join(names.name(w) for w in view.weaknesses), ((60, 40, 70), theme.TEXT),
                    ("deck", "weakness"), _("The species' face-up {label} cards (PUB-WEAK-01)").format(label=label)))
    row += spill + [(_(c.text), TONES[c.tone], c.key, _(c.hint)) for c in look.chips if c.row == 1]
    chip_row(surface, row, x, y, bar.right - int(6 * s), size, 5, hits)


def phase_name(phase: str) -> str:
    """"Player phase" (translated); a phase a plug-in adds by its id."""
    return _(PHASES[phase]) if phase in PHASES else phase.title()


def _track(surface: pygame.Surface, layout: Layout, track: api.Track, x: int, y: int, row_h: int,
           hits: HitMap) -> int:
    """A track of `spaces` boxes, the spaces still ahead lit, then its text; returns the x after it."""
    if track.names:
        return _named_track(surface, layout, track, x, y, row_h, hits)
    box_w = int(12 * layout.s)
    size = layout.font(12)
    t = text(_(track.label), size, theme.MUTED)
    surface.blit(t, (x, y + 2))
    x += t.get_width() + 6
    start = x
    for i in range(track.spaces):
        r = pygame.Rect(x, y + 2, box_w - 2, row_h - 8)
        pygame.draw.rect(surface, theme.ACCENT if i < track.spaces - track.used else theme.HULL, r, border_radius=2)
        x += box_w
    x += int(6 * layout.s)
    t = text(_(track.text), size, theme.TEXT, "bold")
    surface.blit(t, (x, y + 2))
    hits.add(pygame.Rect(start - 40, y, x - start + 40 + t.get_width(), row_h), track.key, _(track.hint))
    return x + t.get_width()


def _named_track(surface: pygame.Surface, layout: Layout, track: api.Track, x: int, y: int, row_h: int,
                 hits: HitMap) -> int:
    """A track whose spaces are named and carry things (engine/look.py `Spot`): passed spaces dim, the marker's
    space lit, each name printed; a printed mark as a coloured stripe with its symbols above the space, a token
    as a small plate with its sign; each space has its own hover text."""
    box_w = max(16, int(19 * layout.s))
    size = layout.font(12)
    t = text(_(track.label), size, theme.MUTED)
    surface.blit(t, (x, y + 2))
    x += t.get_width() + 6
    start = x
    on: dict[int, list[api.Spot]] = {}
    for spot in track.spots:
        on.setdefault(spot.index, []).append(spot)
    h = row_h - 4
    small = max(8, int(h * 0.36))
    for i, name in enumerate(track.names[:track.spaces]):
        r = pygame.Rect(x, y + 1, box_w - 2, h)
        here = i == track.used
        pygame.draw.rect(surface, theme.ACCENT if here else (40, 46, 60) if i < track.used else (70, 80, 100), r,
                         border_radius=3)
        n = text(_(name), small, (20, 20, 24) if here else theme.MUTED if i < track.used else theme.TEXT, "bold")
        surface.blit(n, n.get_rect(midtop=(r.centerx, r.y + 3)))
        tips = [(_("Space {name}: the marker stands here") if here else _("Space {name}")).format(name=_(name))]
        signs = [sp for sp in on.get(i, ()) if sp.text]
        for sp in on.get(i, ()):
            tips.append(_(sp.hint))
            if sp.edge:  # a printed mark: a stripe and its symbols above the space
                bg = TONES.get(sp.edge, TONES["plain"])[0]
                pygame.draw.rect(surface, bg, (r.x, r.y - 1, r.w, 4), border_radius=2)
                for k in range(sp.ticks):
                    cx = r.centerx + (k - (sp.ticks - 1) / 2) * 6
                    pygame.draw.circle(surface, (240, 240, 244), (int(cx), r.y + 1), 2)
        for k, sp in enumerate(signs[:2]):
            bg, fg = TONES.get(sp.tone, TONES["plain"])
            sign = text(_(sp.text), max(8, small - 1), fg, "bold")
            plate = sign.get_rect(midbottom=(r.centerx, r.bottom - 1 - k * (sign.get_height() + 1))).inflate(4, 0)
            plate.clamp_ip(r.inflate(4, 0))
            pygame.draw.rect(surface, (10, 12, 16), plate.inflate(2, 2), border_radius=3)
            pygame.draw.rect(surface, bg if sp.tone != "plain" else (150, 110, 60), plate, border_radius=3)
            surface.blit(sign, sign.get_rect(center=plate.center))
        hits.add(r, (track.key[0], f"{track.key[1]}:{i}"), "\n".join(tips))
        x += box_w
    x += int(6 * layout.s)
    t = text(_(track.text), size, theme.TEXT, "bold")
    surface.blit(t, (x, y + 2))
    hits.add(pygame.Rect(start - 40, y, 40, row_h), track.key, _(track.hint))
    hits.add(pygame.Rect(x, y, t.get_width(), row_h), track.key, _(track.hint))
    return x + t.get_width()


def draw_characters(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap,
                    highlight: set) -> None:
    area = layout.left
    pygame.draw.rect(surface, theme.PANEL, area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topright, area.bottomright)
    n = max(1, len(view.characters))
    h = min(area.height // n, int(150 * layout.s))
    size = layout.font(12)
    marks: dict[int, list[api.Mark]] = {}
    for mark in api.board_look(view).marks:
        marks.setdefault(mark.seat, []).append(mark)
    for i, ch in enumerate(view.characters):
        r = pygame.Rect(area.x + 4, area.y + 4 + i * h, area.width - 8, h - 6)
        key = ("seat", str(ch.seat))
        active = view.decision is not None and view.decision.seat == ch.seat
        pygame.draw.rect(surface, (34, 40, 54) if not active else (52, 46, 30), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if key in highlight else theme.seat_colour(ch.seat), r,
                         2 if (active or key in highlight) else 1, border_radius=6)
        x, y = r.x + 6, r.y + 4
        mini = int(34 * layout.s)  # the character's miniature, its seat number on the base
        surface.blit(sprite(character_shape(ch.character, names.content), mini, theme.seat_colour(ch.seat)),
                     (r.right - mini - 4, r.bottom - mini - 2))
        pygame.draw.circle(surface, theme.seat_colour(ch.seat), (x + 8, y + 9), 8)
        surface.blit(text(theme.seat_mark(ch.seat), 11, (0, 0, 0), "bold"),
                     text(theme.seat_mark(ch.seat), 11, (0, 0, 0), "bold").get_rect(center=(x + 8, y + 9)))
        title = names.name(ch.character) if ch.character else _("not chosen")
        said = api.phrase(view.config, f"status.{ch.status}", ch.status)  # the map names its own statuses
        status = {"aboard": "", "dead": " · " + _("DEAD")}.get(ch.status, f" · {said}")
        first = text(_("1st"), size, theme.ACCENT, "bold") if ch.seat == view.first_player else None
        room = r.right - 6 - (first.get_width() + 6 if first is not None else 0) - (x + 20)
        surface.blit(text(fit(f"{title}{status}", layout.font(13), room, "bold"), layout.font(13), theme.TEXT, "bold"),
                     (x + 20, y))
        if first is not None:
            surface.blit(first, first.get_rect(topright=(r.right - 6, y)))
        y += int(18 * layout.s)
        lines = [_("Hand {hand} · deck {deck} · discard {discard}").format(
                     hand=ch.hand_size, deck=ch.deck_size, discard=ch.discard_size)
                 + (" · " + _("PASSED") if ch.passed else ""),
                 _("Wounds: {light} light, {serious} serious").format(light=ch.light_wounds, serious=len(ch.serious))
                 + (f" ({', '.join(names.wound(w) for w in ch.serious)})" if ch.serious else "")
                 + (" · " + _("SLIME") if ch.slime else "")]
        lines += coop_objective_lines(view, ch.seat, names)
        if ch.seat == view.intruder_player:  # PUB-IPLAYER-01: the first to die now plays the Intruders
            lines.append(ngettext("Intruder player · {n} card in hand", "Intruder player · {n} cards in hand",
                                  view.ip_hand_size).format(n=view.ip_hand_size))
        lines += [_(m.text) for m in marks.get(ch.seat, ())]  # what a plug-in says of this character (a Larva)
        weapons = ", ".join(f"{names.name(w)} {a}" for w, a in ch.weapons.items())
        if weapons:
            lines.append(_("Ammo: {weapons}").format(weapons=weapons))
        stuff = [names.name(i) for i in ch.items] + [names.name(h) for h in ch.heavy]
        if stuff:
            lines.append(_("Carries: {things}").format(things=", ".join(stuff)))
        if ch.contamination:
            lines.append(_("Contamination cards: {count} ({infected} known infected)").format(
                count=ch.contamination, infected=ch.infected_known))
        if ch.knowledge:
            lines.append(_("Knows: {facts}").format(facts="; ".join(knowledge_line(k, v, names)
                                                                    for k, v in sorted(ch.knowledge.items()))))
        parts = [part for line in lines for part in wrap(line, size, r.width - 12)]
        room = max(0, (r.bottom - y) // int(14 * layout.s))
        cut = len(parts) > room  # the panel is full: its last line says so, the tooltip holds every line
        for part in clip_lines(parts, room, size, r.width - 12 - mini):
            surface.blit(text(part, size, theme.MUTED), (x, y))
            y += int(14 * layout.s)
        tip = (_("{player} — seat {number} (your character)") if ch.seat == view.seat
               else _("{player} — seat {number} (another player)")).format(player=names.seat(ch.seat),
                                                                          number=ch.seat + 1)
        hints = [_(m.hint) for m in marks.get(ch.seat, ())]  # what each plug-in mark means, by its rule
        hits.add(r, key, "\n".join([tip, *lines, *hints]) if cut else "\n".join([tip, *hints]))


def coop_objective_lines(view: api.View, seat: int, names: Names) -> list[str]:
    """In co-op every drawn Objective is public and the group needs them all (PUB-COOP-02/06): each panel
    names its character's. Elsewhere Objectives are secret and the view holds none but the viewer's."""
    objectives = view.all_objectives.get(str(seat), ())
    if not objectives:
        return []
    return [_("Objective: {objectives}").format(objectives=", ".join(names.name(o) for o in objectives))]


def knowledge_line(key: str, value: str, names: Names) -> str:
    """A private fact the character learned, told by the plug-in that records it ("engine:engine_1" ->
    "Engine 1 is working")."""
    return names.knows(key, value)


def draw_hand(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap,
              highlight: set, selected: set, private: bool) -> list[tuple[pygame.Rect, int, str]]:
    """The viewing seat's action cards, Items and Objectives; blank for a spectator or while hidden."""
    area = layout.hand
    pygame.draw.rect(surface, theme.PANEL, area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.topright)
    me = next((c for c in view.characters if c.seat == view.seat), None)
    s = layout.s
    if me is None or not private:
        msg = _("Public view: no hand is shown.") if me is None else _("Hidden.")
        surface.blit(text(msg, layout.font(14), theme.MUTED), (area.x + 12, area.y + 12))
        return []
    x = area.x + int(8 * s)
    y = area.y + int(6 * s)
    cw, ch_ = int(96 * s), area.height - int(12 * s)
    title = text(fit(_("{player} — your hand").format(player=names.seat(me.seat)), layout.font(12),
                     area.width - int(16 * s), "bold"), layout.font(12), theme.MUTED, "bold")
    surface.blit(title, (x, area.y + 2))
    y += int(12 * s)
    ch_ -= int(12 * s)
    d = view.decision
    offered = [o.args[0] for o in d.options if o.kind == "character"] if d is not None and d.seat == me.seat else []
    cards = [("character", c) for c in offered]
    cards += [("card", c) for c in (me.hand or ())]
    cards += [("item", i) for i in me.items]
    cards += [("item", w) for w in me.weapons if w not in me.items]
    cards += [("item", q) for q, up in me.quests.items() if up]
    cards += [("objective", o) for o in view.objectives]
    cards += [("ipcard", c) for c in view.ip_hand]  # the Intruder player's own cards, that seat only (PUB-IPLAYER-02)
    hand_rects: list[tuple[pygame.Rect, int, str]] = []
    avail = area.right - x - 8
    step = min(cw + int(6 * s), avail / max(1, len(cards)))
    for i, (kind, ident) in enumerate(cards):
        r = pygame.Rect(int(x + i * step), y, min(cw, int(step) - 2), ch_)
        key = (kind, ident)
        hand_index = i - len(offered)
        lit, sel = key in highlight, (kind == "card" and hand_index in selected)
        face = {"card": (44, 52, 70), "item": (46, 60, 52), "objective": (64, 50, 70), "character": (40, 62, 78),
                "ipcard": (70, 40, 44)}[kind]
        pygame.draw.rect(surface, face if not sel else (100, 80, 30), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if (lit or sel) else theme.PANEL_EDGE, r, 3 if sel else (2 if lit else 1),
                         border_radius=6)
        if sel:
            r2 = r.move(0, -int(6 * s))
            pygame.draw.rect(surface, theme.ACCENT, r2, 2, border_radius=6)
        label = names.name(ident)
        size = layout.font(11)
        ty = r.y + 4
        surface.blit(text(fit(_(CARD_KINDS[kind]), layout.font(9), r.width - 8), layout.font(9), theme.MUTED),
                     (r.x + 5, ty))
        ty += int(12 * s)
        for line in clip_lines(wrap(label, size, r.width - 8, "bold"), 3, size, r.width - 8, "bold"):
            surface.blit(text(line, size, theme.TEXT, "bold"), (r.x + 5, ty))
            ty += int(13 * s)
        body = names.text_of(ident)
        if kind == "item" and ident in me.weapons:
            body = _("Ammo {ammo}.").format(ammo=me.weapons[ident]) + " " + body
        room = (r.bottom - ty - 4) // max(1, int(11 * s))
        for line in clip_lines(wrap(body, layout.font(9), r.width - 8), room, layout.font(9), r.width - 8):
            surface.blit(text(line, layout.font(9), theme.MUTED), (r.x + 5, ty))
            ty += int(11 * s)
        hits.add(r, key, f"{label}: {names.text_of(ident)}")
        if kind == "card":
            hand_rects.append((r, hand_index, ident))
    return hand_rects
