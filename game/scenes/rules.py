"""The rules reference: a search field, the matching rules (section · ID · title) on the left and the chosen
rule's summary on the right. Handover {"query": "PUB-NOISE-04"} opens on that rule (the board can use it to
jump from a log line); {"config": …} (from a game) lists the published rules and that game's expansions only. If the rules file cannot be loaded, the screen shows why instead of the list."""

from __future__ import annotations

import pygame
import pygame_gui

from engine import api
from engine.api import N_, _
from game import theme
from game.assets import font, text, wrap
from game.rules_reference import RuleEntry, RulesFileError, load_rules, search, translated
from game.scene import Pop, Request
from game.ui import MenuScene

WHEEL_ROWS = 3  # rows scrolled per mouse-wheel notch


class RulesScene(MenuScene):
    name = "rules"
    title = N_("Rules reference")

    def enter(self, app, handover: dict) -> None:
        try:
            game = handover.get("config")  # opened from a game: its own expansions' rules only
            self.english: list[RuleEntry] = load_rules(game=game)
            self.error = ""
        except RulesFileError as exc:
            self.english, self.error = [], str(exc)
        self.entries: list[RuleEntry] = translated(self.english)  # what the player reads and searches
        self.language = api.language()
        self.query = ""
        self.matches: list[RuleEntry] = []
        self.selected: RuleEntry | None = None
        self.scroll = 0  # index of the first visible row
        self.hover: tuple[int, int] | None = None
        self.detail_lines: list[str] = []  # the body text as last drawn (what the player reads)
        self.set_query(str(handover.get("query", "")))
        super().enter(app, handover)

    # -- widgets and layout ---------------------------------------------------------------------------
    def build(self) -> None:
        if self.language != api.language():  # the language changed: the rules in its words, the same one shown
            shown = self.selected.id if self.selected is not None else None
            self.entries, self.language = translated(self.english), api.language()
            self.set_query(self.query)
            self.selected = next((e for e in self.matches if e.id == shown), self.selected)
        s = self.scale
        width, height = self.app.size
        margin = int(40 * s)
        list_width = int((width - 2 * margin) * 0.48)
        self.button(pygame.Rect(margin, int(34 * s), int(120 * s), int(40 * s)), _("Back"), lambda: Pop())
        self.search = self.add(pygame_gui.elements.UITextEntryLine(
            pygame.Rect(margin, int(100 * s), list_width, int(38 * s)), self.app.ui,
            placeholder_text=_("Search a word, a rule name or an ID such as PUB-NOISE-04")))
        self.search.set_text(self.query)
        if self.error:
            self.search.disable()
        else:
            self.focus_search()  # typing goes straight into the search
        self.row_height = int(28 * s)
        self.row_size = max(10, int(15 * s))
        self.list_rect = pygame.Rect(margin, int(172 * s), list_width, height - int(172 * s) - int(64 * s))
        left = margin + list_width + int(24 * s)
        self.detail_rect = pygame.Rect(left, int(100 * s), width - margin - left, height - int(164 * s))
        self._labels: dict[str, str] = {}
        self.keep_visible()

    def focus_search(self) -> None:
        self.app.ui.set_focus_set(self.search)
        self.search.set_text(self.search.get_text())  # losing focus moved the caret to the start: back to the end

    @property
    def page(self) -> int:
        """How many rows fit in the list."""
        return max(1, self.list_rect.height // self.row_height)

    # -- state ----------------------------------------------------------------------------------------
    def set_query(self, query: str) -> None:
        """Filter the list; the best match becomes the shown rule."""
        self.query = query
        self.matches = search(self.entries, query)
        self.selected = self.matches[0] if self.matches else None
        self.scroll = 0

    def select(self, index: int) -> None:
        if not self.matches:
            return
        index = max(0, min(len(self.matches) - 1, index))
        self.selected = self.matches[index]
        self.keep_visible()

    def selected_index(self) -> int:
        return self.matches.index(self.selected) if self.selected in self.matches else 0

    def keep_visible(self) -> None:
        """Scroll so the selected row is on screen, never past the end of the list."""
        if not hasattr(self, "list_rect"):
            return
        index = self.selected_index()
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + self.page:
            self.scroll = index - self.page + 1
        self.clamp_scroll()

    def clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.matches) - self.page))

    # -- input ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> Request | None:
        # set_text() posts no event, so the entry is read every frame: typing, pasting and code all filter.
        if not self.error and self.search.get_text() != self.query:
            self.set_query(self.search.get_text())
        return None

    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * WHEEL_ROWS
            self.clamp_scroll()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            row = self.scroll + (event.pos[1] - self.list_rect.y) // self.row_height
            if row < len(self.matches):
                self.select(row)
            if not self.error:
                self.focus_search()  # the click took the keyboard away from the search: give it back
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.select(self.selected_index() + (1 if event.key == pygame.K_DOWN else -1))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.page if event.key == pygame.K_PAGEDOWN else -self.page
            self.scroll += step
            self.clamp_scroll()
            self.select(self.selected_index() + step)
        return super().handle_event(event)

    def on_escape(self) -> Request | None:
        return Pop()

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_list(surface)
        self.draw_detail(surface)

    def draw_list(self, surface: pygame.Surface) -> None:
        s = self.scale
        box = self.list_rect
        count = _("{count} of {total} rules").format(count=len(self.matches), total=len(self.entries)) \
            if self.entries else ""
        surface.blit(text(count, int(14 * s), theme.MUTED), (box.x, int(146 * s)))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(6 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=int(6 * s))
        if not self.matches:
            note = "" if self.error else _("No rule matches “{query}”.").format(query=self.query.strip())
            surface.blit(text(note, self.row_size, theme.MUTED), (box.x + int(12 * s), box.y + int(10 * s)))
            return
        pad = int(10 * s)
        bar = int(6 * s)
        for row, entry in enumerate(self.matches[self.scroll:self.scroll + self.page]):
            rect = pygame.Rect(box.x + 2, box.y + row * self.row_height, box.width - bar - 6, self.row_height)
            if entry is self.selected:
                pygame.draw.rect(surface, theme.ACCENT_SOFT, rect, border_radius=int(4 * s))
            elif self.hover and rect.collidepoint(self.hover):
                pygame.draw.rect(surface, theme.HULL, rect, border_radius=int(4 * s))
            label = self.fitted(entry.label, rect.width - 2 * pad)
            line = text(label, self.row_size, theme.TEXT)
            surface.blit(line, line.get_rect(midleft=(rect.x + pad, rect.centery)))
        if len(self.matches) > self.page:  # a scroll bar: where the visible rows sit in the whole list
            track = pygame.Rect(box.right - bar - 3, box.y + 4, bar, box.height - 8)
            pygame.draw.rect(surface, theme.HULL, track, border_radius=bar // 2)
            length = max(bar * 2, track.height * self.page // len(self.matches))
            top = track.y + (track.height - length) * self.scroll // max(1, len(self.matches) - self.page)
            pygame.draw.rect(surface, theme.MUTED, (track.x, top, bar, length), border_radius=bar // 2)

    def fitted(self, label: str, width: int) -> str:
        """The label, cut with an ellipsis if it is wider than the row (cached: rows redraw every frame)."""
        key = f"{width}:{label}"
        if key not in self._labels:
            face = font(self.row_size)
            cut = label
            while cut and face.size(cut)[0] > width:
                cut = cut[:-1]
            self._labels[key] = label if cut == label else cut.rstrip() + "…"
        return self._labels[key]

    def draw_detail(self, surface: pygame.Surface) -> None:
        s = self.scale
        box = self.detail_rect
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=int(8 * s))
        inner = box.inflate(-int(48 * s), -int(40 * s))
        surface.set_clip(inner)
        y = inner.y
        if self.error:
            heading, body, colour = _("The rules reference could not be loaded"), self.error, theme.BAD
        elif self.selected is None:
            heading, body, colour = "", _("Type a word, a rule name or a rule ID such as PUB-NOISE-04."), theme.MUTED
        else:
            entry = self.selected
            surface.blit(text(entry.section, int(15 * s), theme.MUTED), (inner.x, y))
            y += int(24 * s)
            surface.blit(text(entry.id, int(18 * s), theme.ACCENT, "bold"), (inner.x, y))
            y += int(32 * s)
            heading, body, colour = entry.title, entry.text, theme.TEXT
        for line in wrap(heading, int(26 * s), inner.width, "bold") if heading else []:
            surface.blit(text(line, int(26 * s), theme.TEXT, "bold"), (inner.x, y))
            y += int(34 * s)
        y += int(10 * s)
        self.detail_lines = wrap(body, int(18 * s), inner.width)
        for line in self.detail_lines:
            surface.blit(text(line, int(18 * s), colour), (inner.x, y))
            y += int(27 * s)
        surface.set_clip(None)
