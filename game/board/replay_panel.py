"""The replay viewer's own panels, drawn where the board has its decision box, log and hand: the controls
(position, timeline, step buttons, whose eyes), the log whose lines jump to their step, and — when everything
is shown — every hand, Objective and secret in place of one seat's hand.

Hit keys: ("ctl", name) for a button, ("seek", "") for the timeline, ("seat", n) for a seat button, ("line", i)
for log entry i. The map, the top bar and the character panels are the board's own (game/board/*).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine import api
from engine.api import N_, _, ngettext
from game import theme
from game.assets import fit, text, wrap
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.sidebar import log_frame
from game.labels import Names

BACK = (("start", N_("|< Start"), N_("Home")), ("turn-", N_("« Turn"), N_("PgUp")),
        ("player-", N_("‹ Player"), N_("Shift+Left")), ("step-", N_("‹ Step"), N_("Left")))
FORWARD = (("step+", N_("Step ›"), N_("Right")), ("player+", N_("Player ›"), N_("Shift+Right")),
           ("turn+", N_("Turn »"), N_("PgDn")), ("end", N_("End >|"), N_("End")))
TIPS = {"start": N_("Back to the start of the game"), "turn-": N_("Back to the start of this Turn (or the one before)"),
        "player-": N_("Back to the start of this player's turn"), "step-": N_("One choice back"),
        "step+": N_("One choice forward"), "player+": N_("Forward to the end of this player's turn"),
        "turn+": N_("Forward to the end of this Turn"), "end": N_("To the end of the game")}


@dataclass
class Controls:
    """What the control panel shows this frame."""

    title: str
    position: int
    length: int
    where: str  # "Turn 4 · Player phase"
    last: str  # the choice that led here, as the viewer may know it
    playing: bool
    seat: int  # EVERYTHING (-2), -1 (public) or a seat
    seats: list[tuple[int, str, bool]]  # (seat, label, enabled)
    note: str = ""


def _button(surface, hits: HitMap, rect: pygame.Rect, key, label: str, size: int, tip: str, *, on: bool = False,
            enabled: bool = True) -> None:
    fill = (86, 66, 28) if on else ((38, 44, 60) if enabled else (28, 31, 40))
    pygame.draw.rect(surface, fill, rect, border_radius=5)
    pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_EDGE, rect, 1, border_radius=5)
    t = text(fit(label, size, rect.width - 6), size, theme.TEXT if enabled else theme.DIM)
    surface.blit(t, t.get_rect(center=rect.center))
    hits.add(rect, key, tip)


def draw_controls(surface: pygame.Surface, layout: Layout, hits: HitMap, c: Controls) -> None:
    area = layout.decision
    pygame.draw.rect(surface, theme.PANEL, area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.bottomleft)
    s = layout.s
    x, y, w = area.x + int(10 * s), area.y + int(8 * s), area.width - int(20 * s)
    surface.blit(text(fit(_("Replay · {name}").format(name=c.title), layout.font(15), w, "bold"), layout.font(15),
                      theme.TEXT, "bold"), (x, y))
    y += int(22 * s)
    line = _("Step {position} of {length} · {where}").format(position=c.position, length=c.length, where=c.where)
    surface.blit(text(fit(line, layout.font(13), w), layout.font(13), theme.MUTED), (x, y))
    y += int(20 * s)
    bar = pygame.Rect(x, y, w, int(14 * s))
    pygame.draw.rect(surface, theme.HULL, bar, border_radius=4)
    done = int(bar.width * c.position / max(1, c.length))
    pygame.draw.rect(surface, theme.ACCENT_SOFT, (bar.x, bar.y, done, bar.height), border_radius=4)
    pygame.draw.rect(surface, theme.ACCENT, (bar.x + done - 2, bar.y - 2, 4, bar.height + 4))
    hits.add(bar, ("seek", ""), _("Click to jump to that point of the game"))
    y = bar.bottom + int(8 * s)
    line_h = text("Ag", layout.font(12), theme.TEXT).get_height() + 1
    for part in wrap(c.last, layout.font(12), w)[:2]:
        surface.blit(text(part, layout.font(12), theme.TEXT), (x, y))
        y += line_h
    y = bar.bottom + int(8 * s) + 2 * line_h + int(8 * s)  # two lines kept: the buttons never move
    size, bh, gap = layout.font(11), int(28 * s), int(4 * s)
    bw = (w - 3 * gap) // 4
    for row in (BACK, FORWARD):
        for j, (key, label, shortcut) in enumerate(row):
            r = pygame.Rect(x + j * (bw + gap), y, bw, bh)
            _button(surface, hits, r, ("ctl", key), _(label), size, f"{_(TIPS[key])} ({_(shortcut)})")
        y += bh + gap
    half = (w - gap) // 2
    _button(surface, hits, pygame.Rect(x, y, half, bh), ("ctl", "play"), _("Pause (Space)") if c.playing else
            _("Play (Space)"), size, _("Play the game on at the animation speed set in Settings"), on=c.playing)
    _button(surface, hits, pygame.Rect(x + half + gap, y, half, bh), ("ctl", "back"), _("Back (Esc)"), size,
            _("Leave the replay"))
    y += bh + int(10 * s)
    surface.blit(text(fit(_("Show the board as (Tab):"), layout.font(12), w, "bold"), layout.font(12), theme.MUTED,
                      "bold"), (x, y))
    y += int(18 * s)
    per_row = 3
    sw = (w - (per_row - 1) * gap) // per_row
    for j, (seat, label, enabled) in enumerate(c.seats):
        r = pygame.Rect(x + (j % per_row) * (sw + gap), y + (j // per_row) * (bh + gap), sw, bh)
        tip = label if enabled else _("{seat}: only once the game is over").format(seat=label)
        _button(surface, hits, r, ("seat", str(seat)), label, size, tip, on=seat == c.seat, enabled=enabled)
    y += ((len(c.seats) + per_row - 1) // per_row) * (bh + gap) + int(4 * s)
    for part in wrap(c.note, layout.font(12), w)[: max(0, (area.bottom - y) // int(16 * s))]:
        surface.blit(text(part, layout.font(12), theme.ACCENT), (x, y))
        y += int(16 * s)


def draw_log(surface: pygame.Surface, layout: Layout, hits: HitMap, lines: list[tuple[int, str, str, str]]) -> None:
    """`lines` are (entry index, text, state, rule ID) oldest first, state "past", "now" or "next" (after the
    position, dimmed); the last of them sits at the bottom. A click on a line jumps to its step; hovering names
    its rule."""
    area, x, w = log_frame(surface, layout, _("Log (click a line to jump there; wheel scrolls)"))
    s = layout.s
    size = layout.font(12)
    top, line_h = area.y + int(22 * s), int(15 * s)
    fits = max(1, (area.bottom - top - 4) // line_h)
    rows: list[tuple[int, str, str, str]] = []
    for index, line, state, rule in reversed(lines):
        parts = wrap(line, size, w)
        rows[:0] = [(index, part, state, rule) for part in parts]
        if len(rows) >= fits:
            break
    colours = {"past": theme.MUTED, "now": theme.TEXT, "next": theme.DIM}
    for i, (index, part, state, rule) in enumerate(rows[-fits:]):
        r = pygame.Rect(x - 4, top + i * line_h, w + 8, line_h)
        if state == "now":
            pygame.draw.rect(surface, (40, 36, 24), r)
        surface.blit(text(part, size, colours[state]), (x, r.y))
        hits.add(r, ("line", str(index)), _("Click: jump to this step (rule {rule})").format(rule=rule) if rule
                 else _("Click: jump to this step"))


def draw_secrets(surface: pygame.Surface, layout: Layout, full: api.FullView, names: Names) -> None:
    """Everything that was hidden, where a seat's hand would be: each hand and Objective, who holds INFECTED
    cards, the bag, the Coordinates, the Engines and the face-down Weaknesses."""
    area = layout.hand
    pygame.draw.rect(surface, theme.PANEL, area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.topright)
    s = layout.s
    size = layout.font(11)
    x, y, w = area.x + int(10 * s), area.y + int(4 * s), area.width - int(20 * s)
    surface.blit(text(fit(_("Everything (the game is over: nothing is hidden)"), layout.font(12), w, "bold"),
                      layout.font(12), theme.ACCENT, "bold"), (x, y))
    y += int(17 * s)
    lines: list[tuple[str, tuple]] = []
    view = full.view
    for ch in view.characters:
        hand = ", ".join(names.name(card) for card in (ch.hand or ())) or _("no cards")
        objectives = ", ".join(names.name(o) for o in view.all_objectives.get(str(ch.seat), ())) or _("none")
        infected = full.infected.get(ch.seat, 0)
        tail = (" · " + ngettext("{n} INFECTED card", "{n} INFECTED cards", infected).format(n=infected)
                if infected else "")
        lines.append((_("{player}: hand {hand} · Objective {objectives}").format(
            player=names.seat(ch.seat), hand=hand, objectives=objectives) + tail, theme.seat_colour(ch.seat)))
    bag: dict[str, int] = {}
    for kind in full.bag:
        bag[kind] = bag.get(kind, 0) + 1
    kinds = names.content.kinds  # the species' own names and plurals
    told = [f"{n} {_(kinds[k].plural) if n != 1 else _(kinds[k].name)}" if k in kinds else f"{n} {k}"
            for k, n in sorted(bag.items())]
    secrets = [_("Bag: {tokens}").format(tokens=", ".join(told) or _("empty")), *(_(s) for s in full.secrets),
               _("Face-down Weaknesses: {cards}").format(cards=", ".join(names.name(w) for w in full.weaknesses.values()))
               if full.weaknesses else "",
               _("Intruder player's hand: {cards}").format(cards=", ".join(names.name(c) for c in full.ip_hand))
               if full.ip_hand else ""]
    lines.append((" · ".join(p for p in secrets if p), theme.TEXT))
    for line, colour in lines:
        for part in wrap(line, size, w):
            if y + int(13 * s) > area.bottom:
                return
            surface.blit(text(part, size, colour), (x, y))
            y += int(13 * s)
