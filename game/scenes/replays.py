"""Replays: every finished game kept in the data folder, newest first, with its date, crew, map, species, mode
and outcome (who won, who survived, why it ended); Watch opens it in the replay viewer.

A file that cannot be read (empty, damaged, another program's, a newer version's) is listed greyed with the
reason; Watch then shows that reason and nothing on disk changes. The list reads each file with
`saves.replays.peek` (checked, not replayed); only Watch replays the game.
"""

from __future__ import annotations

import pygame

from engine import api
from engine.api import N_, _, ngettext
from game import theme
from game.assets import fit, text
from game.save_list import character_name
from game.scene import Pop, Push, Request
from game.ui import MenuScene, ScrollingRows
from saves import paths
from saves.io import SaveError
from saves.replays import ReplayEntry, list_replays

UNREADABLE_TEXT = (170, 100, 96)
SELECTED_ROW = (58, 48, 30)
MODES = {"normal": N_("semi-cooperative"), "solo": N_("solo"), "coop": N_("co-op")}


def headline(summary: dict) -> str:
    """"Turn 12 · Scout, Pilot, Captain · won: Scout"."""
    seats = [s for s in summary.get("seats", []) if isinstance(s, dict)]
    crew = ", ".join(character_name(str(s.get("character") or "")) for s in seats if s.get("character"))
    won = [character_name(str(s["character"])) for s in seats if s.get("won") and s.get("character")]
    outcome = _("won: {characters}").format(characters=", ".join(won)) if won else _("nobody won")
    return " · ".join((_("Turn {turn}").format(turn=summary.get("turn", "?")), crew or _("no crew"), outcome))


def ending(summary: dict, reason: str) -> str:
    """Why a game ended, in the words of its map and species ("the Time track ran out")."""
    if not reason:
        return ""
    config = {k: str(summary[k]) for k in api.KINDS if summary.get(k)}
    try:
        return api.end_text(config, reason, short=True)
    except (api.ContentError, KeyError, ValueError):  # a plug-in this version does not have
        return reason.replace("_", " ")


def detail(summary: dict) -> str:
    """"Nemesis ship · Intruders · semi-cooperative · 1 of 3 survived · the Time track ran out · you + 2 bots"."""
    seats = [s for s in summary.get("seats", []) if isinstance(s, dict)]
    survived = sum(1 for s in seats if s.get("survived"))
    players = [str(s.get("player", "")) for s in seats]
    humans = players.count("human")
    bots = sum(1 for p in players if p.startswith("bot"))
    who = " + ".join(part for part in ((ngettext("{n} human", "{n} humans", humans).format(n=humans) if humans else ""),
                                       (ngettext("{n} bot", "{n} bots", bots).format(n=bots) if bots else "")) if part)
    end = str(summary.get("end_reason", ""))
    names = {(kind, pid): name for kind in api.KINDS for pid, name, _built in api.choosable(kind)}
    mode = str(summary.get("mode", ""))
    parts = [_(names.get(("map", str(summary.get("map"))), str(summary.get("map", "")).replace("_", " "))),
             _(names.get(("species", str(summary.get("species"))), str(summary.get("species", "")).replace("_", " "))),
             _(MODES[mode]) if mode in MODES else mode,
             _("{survived} of {seats} survived").format(survived=survived, seats=len(seats)), ending(summary, end)]
    return " · ".join(p for p in [*parts, who] if p)


class ReplaysScene(ScrollingRows, MenuScene):
    name = "replays"
    title = N_("Replays")

    def enter(self, app, handover: dict) -> None:
        try:
            self.entries, problem = list_replays(paths.replays_dir())
        except OSError as exc:
            self.entries, problem = [], _("The replays folder cannot be created: {problem}.").format(
                problem=exc.strerror or exc)
        self.selected: int | None = 0 if self.entries else None  # the newest replay, ready to watch
        self.first = 0
        self._last_click = (-1, -(10 ** 9))
        super().enter(app, handover)
        self.message = self.message or problem

    # -- layout ------------------------------------------------------------------------------------------
    @property
    def row_height(self) -> int:
        return int(54 * self.scale)

    @property
    def list_rect(self) -> pygame.Rect:
        return self.list_box(int(1040 * self.scale), int(110 * self.scale))

    def build(self) -> None:
        s, (w, h) = self.scale, self.app.size
        bw, gap = int(170 * s), int(16 * s)
        x, y = w // 2 - bw - gap // 2, h - int(100 * s)
        watch = self.watch_button = self.button(pygame.Rect(x, y, bw, int(44 * s)), _("Watch"), self.watch_selected)
        if self.selected is None:
            watch.disable()
        self.button(pygame.Rect(x + bw + gap, y, bw, int(44 * s)), _("Back"), lambda: Pop())
        lr = self.list_rect
        if len(self.entries) > self.visible_rows:
            pw = int(110 * s)
            pager = pygame.Rect(lr.right - pw, lr.bottom + int(6 * s), pw, int(30 * s))
            self.button(pager, _("Next"), lambda: self.scroll_by(self.visible_rows))
            self.button(pager.move(-pw - int(8 * s), 0), _("Previous"), lambda: self.scroll_by(-self.visible_rows))

    # -- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Request | None:
        request = super().handle_event(event)
        if request is not None:
            return request
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            return self.click_row(self.row_at(event.pos))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
        elif event.type == pygame.KEYDOWN and not self.step_selection(event.key):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.open_selected()
        return None

    def open_selected(self) -> Request | None:
        return self.watch_selected()

    def select(self, index: int) -> None:
        self.selected = index
        self.bring_into_view(index)
        entry = self.entries[index]
        self.message = "" if entry.readable else entry.problem
        self.watch_button.enable()

    def on_escape(self) -> Request | None:
        return Pop()

    def watch_selected(self) -> Request | None:
        if self.selected is None:
            self.message = _("Choose a replay to watch.")
            return None
        entry = self.entries[self.selected]
        if not entry.readable:
            self.message = entry.problem
            return None
        from game.replayer import from_replay_file
        from game.scenes.viewer import ViewerScene

        try:
            replayer = from_replay_file(entry.path)
        except SaveError as exc:
            self.message = str(exc)
            return None
        return Push(ViewerScene(), {"replayer": replayer})

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        s, lr = self.scale, self.list_rect
        if not self.entries:
            empty = text(_("No finished games yet: every game played to its end is kept here."), int(18 * s),
                         theme.MUTED)
            surface.blit(empty, empty.get_rect(midtop=(lr.centerx, lr.y + int(20 * s))))
        for i in range(self.first, min(len(self.entries), self.first + self.visible_rows)):
            self.draw_row(surface, i, self.entries[i])
        if len(self.entries) > self.visible_rows:
            last = min(len(self.entries), self.first + self.visible_rows)
            where = text(_("{first}–{last} of {count}").format(first=self.first + 1, last=last, count=len(self.entries)),
                         int(14 * s), theme.MUTED)
            surface.blit(where, where.get_rect(midleft=(lr.x, lr.bottom + int(21 * s))))

    def draw_row(self, surface: pygame.Surface, index: int, entry: ReplayEntry) -> None:
        from datetime import datetime

        s, rect = self.scale, self.row_rect(index)
        chosen = index == self.selected
        pygame.draw.rect(surface, SELECTED_ROW if chosen else theme.PANEL, rect, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, rect, 1, border_radius=6)
        pad = int(12 * s)
        try:
            when = datetime.fromtimestamp(entry.when).strftime("%Y-%m-%d %H:%M") if entry.when else ""
        except (ValueError, OverflowError, OSError):
            when = ""
        date = text(when if entry.readable else _("unreadable · {date}").format(date=when), int(14 * s), theme.MUTED)
        surface.blit(date, date.get_rect(topright=(rect.right - pad, rect.y + int(7 * s))))
        summary = entry.info["summary"] if entry.info is not None else {}
        head = headline(summary) if entry.readable else entry.path.name
        size = int(17 * s)
        room = rect.width - 3 * pad - date.get_width()
        surface.blit(text(fit(head, size, room, "bold"), size, theme.TEXT if entry.readable else theme.DIM, "bold"),
                     (rect.x + pad, rect.y + int(5 * s)))
        line = detail(summary) if entry.readable else entry.problem
        size = int(14 * s)
        surface.blit(text(fit(line, size, rect.width - 2 * pad), size,
                          theme.MUTED if entry.readable else UNREADABLE_TEXT), (rect.x + pad, rect.y + int(29 * s)))
