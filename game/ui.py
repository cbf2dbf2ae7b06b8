"""Menu scenes built from pygame_gui widgets: the shared UIManager, its theme, and a base class that builds
widgets on enter, hides them while covered and kills them on exit. Button presses become scene methods."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from engine.api import _
from game import theme
from game.assets import clip_lines, fit, resource_path, text, wrap
from game.scene import Push, Request, Scene


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    manager = pygame_gui.UIManager(size, enable_live_theme_updates=False)
    manager.add_font_paths("dejavu", str(resource_path("fonts", "DejaVuSans.ttf")),
                           bold_path=str(resource_path("fonts", "DejaVuSans-Bold.ttf")))
    manager.get_theme().load_theme(str(resource_path("theme.json")))
    return manager


class MenuScene(Scene):
    """A screen of widgets. Subclasses implement `build()` and map buttons to callables with `button()`. The
    `title` is English marked with N_() and drawn translated; every label a subclass gives is already translated
    (`_()` where the widget is built, so a rebuild after a change of language shows the new words)."""

    title = ""

    def enter(self, app, handover: dict) -> None:
        super().enter(app, handover)
        self.widgets: list[pygame_gui.core.UIElement] = []
        self.actions: dict[pygame_gui.core.UIElement, Callable[[], Request | None]] = {}
        self.message = handover.get("message", "")
        self.build()

    def exit(self) -> dict:
        self.clear()
        return {}

    def clear(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets = []
        self.actions = {}

    def resize(self) -> None:
        self.clear()
        self.build()

    def covered(self) -> None:
        for w in self.widgets:
            w.hide()

    def resume(self, handover: dict) -> None:
        for w in self.widgets:
            w.show()
        if handover.get("message"):
            self.message = handover["message"]

    def build(self) -> None:
        raise NotImplementedError

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def button(self, rect: pygame.Rect, label: str, action: Callable[[], Request | None], *, enabled: bool = True,
               tooltip: str | None = None, big: bool = False) -> pygame_gui.elements.UIButton:
        object_id = pygame_gui.core.ObjectID(class_id="@title_button") if big else None
        b = self.add(pygame_gui.elements.UIButton(rect, label, self.app.ui, tool_tip_text=tooltip,
                                                  object_id=object_id))
        shown = fitted(b, label)
        if shown != label:  # a label too long for its button (a long translation): cut, whole in the tooltip
            b.set_text(shown)
            b.set_tooltip(f"{label}: {tooltip}" if tooltip else label)
        if not enabled:
            b.disable()
        self.actions[b] = action
        return b

    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            return self.actions[event.ui_element]()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.on_escape()
        return None

    def on_escape(self) -> Request | None:
        return None

    # -- the screens a menu opens (title and pause share them) ------------------------------------------
    def open_load(self) -> Request:
        from game.scenes.save_load import SaveLoadScene

        return Push(SaveLoadScene(), {"mode": "load"})

    def open_settings(self) -> Request:
        from game.scenes.settings import SettingsScene

        return Push(SettingsScene())

    def open_rules(self) -> Request:
        from game.scenes.rules import RulesScene

        return Push(RulesScene())

    # -- layout helpers -------------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return self.app.scale

    def column(self, width: int = 360, top: int = 200, height: int = 44, gap: int = 12):
        """Rects for a centred column of buttons, scaled to the window."""
        s = self.scale
        w, h = int(width * s), int(height * s)
        x = (self.app.size[0] - w) // 2
        y = int(top * s)
        while True:
            yield pygame.Rect(x, y, w, h)
            y += h + int(gap * s)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        draw_stars(surface, self.app.size)
        if self.title:
            size = int(40 * self.scale)
            label = text(fit(_(self.title), size, self.app.size[0] - int(40 * self.scale), "bold"), size, theme.TEXT,
                         "bold")
            surface.blit(label, label.get_rect(midtop=(self.app.size[0] // 2, int(40 * self.scale))))
        if self.message:
            size, width = int(16 * self.scale), self.app.size[0] - int(80 * self.scale)
            y = self.app.size[1] - int(40 * self.scale)
            for part in reversed(clip_lines(wrap(self.message, size, width), 3, size, width)):  # the last line lowest
                line = text(part, size, theme.ACCENT)
                surface.blit(line, line.get_rect(midbottom=(self.app.size[0] // 2, y)))
                y -= line.get_height()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)


TEXT_MARGIN = 12  # pixels a widget keeps between its edge and its text (border, shadow, a little air)


def room_for_text(widget) -> int:
    """How wide a text may be inside a pygame_gui widget."""
    return widget.rect.width - TEXT_MARGIN


def fitted(widget, label: str) -> str:
    """`label` as it fits its pygame_gui widget: whole, or cut with an ellipsis."""
    face = getattr(widget, "font", None)
    if face is None or face.size(label)[0] <= room_for_text(widget):
        return label
    cut = label
    while cut and face.size(cut.rstrip() + "…")[0] > room_for_text(widget):
        cut = cut[:-1]
    return cut.rstrip() + "…"


def label(scene: MenuScene, rect: pygame.Rect, words: str, object_id=None) -> pygame_gui.elements.UILabel:
    """A pygame_gui label of a menu scene, cut with an ellipsis if its words are wider than `rect`."""
    widget = scene.add(pygame_gui.elements.UILabel(rect, "", scene.app.ui, object_id=object_id))
    widget.set_text(fitted(widget, words))  # measured in the label's own font, then set (pygame_gui warns otherwise)
    return widget


def draw_stars(surface: pygame.Surface, size: tuple[int, int]) -> None:
    """A fixed field of faint stars (deterministic: the same pattern every frame)."""
    w, h = size
    for i in range(120):
        x = (i * 7919) % max(1, w)
        y = (i * 104729 + i * i * 31) % max(1, h)
        shade = 60 + (i * 37) % 90
        surface.fill((shade, shade, shade + 20), (x, y, 2 if i % 7 == 0 else 1, 2 if i % 7 == 0 else 1))


class ScrollingRows:
    """A list of rows under a menu scene's title (saves, replays): `first` is the top row shown, `selected` the
    chosen one; a subclass gives `entries`, `row_height`, `list_rect` and `select(index)`."""

    first = 0
    _last_click = (-1, -(10 ** 9))  # (row, time) of the last click, for a double click

    def clicked_twice(self, index: int, within_ms: int = 400) -> bool:
        """Record a click on row `index`; True if it follows a click on the same row within `within_ms`."""
        now = pygame.time.get_ticks()
        double = self._last_click[0] == index and now - self._last_click[1] <= within_ms
        self._last_click = (index, now)
        return double

    def list_box(self, width: int, top: int) -> pygame.Rect:
        s, (w, h) = self.scale, self.app.size
        width = min(width, w - int(120 * s))
        rows = max(1, (h - int(150 * s) - top) // self.row_height)
        return pygame.Rect((w - width) // 2, top, width, rows * self.row_height)

    @property
    def visible_rows(self) -> int:
        return self.list_rect.height // self.row_height

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row `index` is drawn, or None while it is scrolled out of view."""
        if not self.first <= index < self.first + self.visible_rows:
            return None
        r, h = self.list_rect, self.row_height
        return pygame.Rect(r.x, r.y + (index - self.first) * h, r.width, h - int(4 * self.scale))

    def click_row(self, index: int):
        """Select row `index`; a second click on it soon after opens it (`open_selected`)."""
        if not 0 <= index < len(self.entries):
            return None
        double = self.clicked_twice(index)
        self.select(index)
        return self.open_selected() if double else None

    def open_selected(self):
        """What Enter or a double click does with the selected row (a subclass's Load or Watch)."""
        return None

    def row_at(self, pos: tuple[int, int]) -> int:
        """The index of the row drawn at `pos` (inside the list)."""
        return self.first + (pos[1] - self.list_rect.y) // self.row_height

    def scroll_to(self, first: int) -> None:
        self.first = max(0, min(first, len(self.entries) - self.visible_rows))

    def scroll_by(self, rows: int) -> None:
        self.scroll_to(self.first + rows)

    def bring_into_view(self, index: int) -> None:
        """Scroll just enough that row `index` is shown."""
        if index < self.first:
            self.scroll_to(index)
        elif index >= self.first + self.visible_rows:
            self.scroll_to(index - self.visible_rows + 1)

    def step_selection(self, key: int) -> bool:
        """Move the selection with the arrow, page, Home and End keys (the subclass's `select`); True if `key`
        was one of them."""
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows,
                 pygame.K_PAGEDOWN: self.visible_rows, pygame.K_HOME: -len(self.entries),
                 pygame.K_END: len(self.entries)}
        if key not in steps:
            return False
        if self.entries:
            start = self.selected if self.selected is not None else (-1 if steps[key] > 0 else len(self.entries))
            self.select(max(0, min(len(self.entries) - 1, start + steps[key])))
        return True
