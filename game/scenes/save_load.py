"""Save / Load: every save and autosave in the data folder, newest first, with its date, characters, round and
survivors; load one, watch it in the replay viewer, save the running game under a name, or delete one — overwriting and deleting ask first.

A file that cannot be read (empty, damaged, another program's, a newer version's, a folder) is still listed,
greyed, with the reason; loading it shows that reason and nothing on disk changes. The list reads each file
with `saves.format.peek` (checked, not replayed); only Load replays the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from engine.api import N_, _
from game import theme
from game.assets import font, text
from game.save_list import NAME_LIMIT, character_name, file_name_for, list_saves
from game.scene import Pop, Request
from game.ui import MenuScene, ScrollingRows
from saves import paths
from saves.io import SaveError

UNREADABLE_TEXT = (170, 100, 96)
SELECTED_ROW = (58, 48, 30)


def resume(path: Path):
    """A session for the game saved in `path`, and the load's warning; raises SaveError with the reason."""
    from game.session import from_loaded
    from saves.format import load

    loaded = load(path)
    try:
        return from_loaded(loaded), loaded.warning
    except ValueError as exc:  # seats the session cannot seat (an edited file)
        raise SaveError(_("{file} cannot be resumed: {problem}.").format(file=Path(path).name, problem=exc)) from exc


def open_save(scene, path):
    """Open the board on the game in `path` (the title's Continue); a bad file sets `scene.message`."""
    from game.scene import Push
    from game.scenes.board import BoardScene

    try:
        session, warning = resume(path)
    except SaveError as exc:
        scene.message = str(exc)
        return None
    return Push(BoardScene(), {"session": session, "message": warning})


class SaveLoadScene(ScrollingRows, MenuScene):
    """handover: {"mode": "load"} or {"mode": "save", "session": Session}."""

    name = "save_load"

    def enter(self, app, handover: dict) -> None:
        self.session = handover.get("session")
        self.mode = "save" if handover.get("mode") == "save" and self.session is not None else "load"
        self.title = N_("Save game") if self.mode == "save" else N_("Load game")
        self.entries, problem = list_saves()
        # Loading starts on the newest save, so Enter (or Load) continues it without a click; saving selects
        # nothing, so a save is never written over one the player did not pick.
        self.selected: int | None = 0 if self.mode == "load" and self.entries else None
        self.first = 0  # the first visible row
        self.confirm: tuple[str, Callable[[], Request | None]] | None = None
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.name_text = self.default_name() if self.mode == "save" else ""
        self._last_click = (-1, -(10 ** 9))
        super().enter(app, handover)
        self.message = self.message or problem

    def default_name(self) -> str:
        view = self.session.view_for(-1)
        chosen = [character_name(c.character) for c in view.characters if c.character]
        return _("Turn {turn} – {characters}").format(turn=view.turn,
                                                       characters=", ".join(chosen) if chosen else _("new game"))

    # -- layout ------------------------------------------------------------------------------------------
    @property
    def row_height(self) -> int:
        return int(54 * self.scale)

    @property
    def list_rect(self) -> pygame.Rect:
        return self.list_box(int(1000 * self.scale), int((170 if self.mode == "save" else 110) * self.scale))

    # -- widgets -----------------------------------------------------------------------------------------
    def clear(self) -> None:
        if self.entry is not None:
            self.name_text = self.entry.get_text()
            self.entry = None
        super().clear()

    def build(self) -> None:
        s, (w, h) = self.scale, self.app.size
        self.scroll_to(self.first)
        self.need_selection: list[pygame_gui.elements.UIButton] = []  # the buttons that act on the selected save
        if self.confirm is not None:
            bw, bh = int(140 * s), int(44 * s)
            y = h // 2 + int(20 * s)
            self.button(pygame.Rect(w // 2 - bw - int(10 * s), y, bw, bh), _("Yes"), self.confirmed)
            self.button(pygame.Rect(w // 2 + int(10 * s), y, bw, bh), _("No"), self.cancel_confirm)
            return
        lr = self.list_rect
        if self.mode == "save":
            bw = int(140 * s)
            rect = pygame.Rect(lr.x, int(110 * s), lr.width - bw - int(12 * s), int(40 * s))
            self.entry = self.add(pygame_gui.elements.UITextEntryLine(rect, self.app.ui, initial_text=self.name_text))
            self.entry.set_text_length_limit(NAME_LIMIT)
            self.button(pygame.Rect(rect.right + int(12 * s), rect.y, bw, rect.height), _("Save"), self.save)
        labels = (["load", "watch"] if self.mode == "load" else []) + ["delete", "back"]
        bw, gap = int(170 * s), int(16 * s)
        x = (w - (len(labels) * bw + (len(labels) - 1) * gap)) // 2
        y = h - int(100 * s)
        actions = {"load": self.load_selected, "watch": self.watch_selected, "delete": self.ask_delete,
                   "back": lambda: Pop()}
        words = {"load": _("Load"), "watch": _("Watch"), "delete": _("Delete"), "back": _("Back")}
        for label in labels:
            b = self.button(pygame.Rect(x, y, bw, int(44 * s)), words[label], actions[label])
            if label != "back":
                self.need_selection.append(b)
                if self.selected is None:
                    b.disable()
            x += bw + gap
        if len(self.entries) > self.visible_rows:  # the mouse wheel and PgUp/PgDn scroll too
            pw = int(110 * s)
            pager = pygame.Rect(lr.right - pw, lr.bottom + int(6 * s), pw, int(30 * s))
            self.button(pager, _("Next"), lambda: self.scroll_by(self.visible_rows))
            self.button(pager.move(-pw - int(8 * s), 0), _("Previous"), lambda: self.scroll_by(-self.visible_rows))

    def refresh_buttons(self) -> None:
        for widget in getattr(self, "need_selection", []):
            if self.selected is None:
                widget.disable()
            else:
                widget.enable()

    def reload(self) -> None:
        """Re-read the folders (after a save or delete) and keep the selection on the same file if it is left."""
        chosen = self.entries[self.selected].path if self.selected is not None else None
        self.entries, problem = list_saves()
        self.selected = next((i for i, e in enumerate(self.entries) if e.path == chosen), None)
        if problem:
            self.message = problem

    # -- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Request | None:
        request = super().handle_event(event)
        if request is not None or self.confirm is not None:
            return request
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            return self.save()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            return self.click_row(self.row_at(event.pos))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
        elif event.type == pygame.KEYDOWN and not (self.entry is not None and self.entry.is_focused):
            return self.handle_key(event.key)
        return None

    def handle_key(self, key: int) -> Request | None:
        if self.step_selection(key):
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.open_selected()
        if key == pygame.K_DELETE:
            return self.ask_delete()
        return None

    def open_selected(self) -> Request | None:
        return self.load_selected() if self.mode == "load" else None

    def select(self, index: int) -> None:
        self.selected = index
        self.bring_into_view(index)
        entry = self.entries[index]
        if self.entry is not None and not entry.autosave and entry.readable:
            self.entry.set_text(entry.path.stem)  # saving again under this name overwrites it (after asking)
        self.refresh_buttons()


    def on_escape(self) -> Request | None:
        if self.confirm is not None:
            return self.cancel_confirm()
        return Pop()

    # -- confirmation ------------------------------------------------------------------------------------
    def ask(self, question: str, action: Callable[[], Request | None]) -> None:
        self.confirm = (question, action)
        self.resize()

    def confirmed(self) -> Request | None:
        action = self.confirm[1]
        self.confirm = None
        request = action()
        if request is None:
            self.resize()
        return request

    def cancel_confirm(self) -> None:
        self.confirm = None
        self.resize()

    # -- actions -----------------------------------------------------------------------------------------
    def load_selected(self) -> Request | None:
        if self.selected is None:
            self.message = _("Choose a save to load.")
            return None
        path = self.entries[self.selected].path
        try:
            session, warning = resume(path)
        except SaveError as exc:
            self.message = str(exc)
            return None
        return Pop({"session": session, "message": warning or _("Loaded {file}.").format(file=path.name)})

    def watch_selected(self) -> Request | None:
        """Open the replay viewer on the selected save's game so far (game/scenes/viewer.py)."""
        if self.selected is None:
            self.message = _("Choose a save to watch.")
            return None
        from game.replayer import from_save_file
        from game.scene import Push
        from game.scenes.viewer import ViewerScene

        try:
            replayer = from_save_file(self.entries[self.selected].path)
        except SaveError as exc:
            self.message = str(exc)
            return None
        return Push(ViewerScene(), {"replayer": replayer, "position": replayer.length})

    def save(self) -> Request | None:
        name = self.entry.get_text() if self.entry is not None else self.name_text
        try:
            path = paths.saves_dir() / file_name_for(name)
        except OSError as exc:
            self.message = _("The saves folder cannot be created: {problem}.").format(problem=exc.strerror or exc)
            return None
        if path.is_file():
            from saves.format import peek

            try:
                peek(path)
            except SaveError:
                self.message = _("{file} exists but cannot be read, so it is kept: choose another name.").format(
                    file=path.name)
                return None
            self.ask(_("Overwrite {file}?").format(file=path.name), lambda: self.write(path))
            return None
        return self.write(path)

    def write(self, path: Path) -> Request | None:
        try:
            self.session.save_to(path)
        except SaveError as exc:
            self.message = str(exc)
            self.reload()
            return None
        return Pop({"message": _("Saved as {file}.").format(file=path.name)})

    def ask_delete(self) -> None:
        if self.selected is None:
            self.message = _("Choose a save to delete.")
            return
        path = self.entries[self.selected].path
        if path.is_dir():
            self.message = _("{file} is a folder, not a save: it is left alone.").format(file=path.name)
            return
        self.ask(_("Delete {file}? This cannot be undone.").format(file=path.name), lambda: self.delete(path))

    def delete(self, path: Path) -> None:
        try:
            path.unlink()
            self.message = _("Deleted {file}.").format(file=path.name)
        except FileNotFoundError:
            self.message = _("{file} was already gone.").format(file=path.name)
        except OSError as exc:
            self.message = _("Could not delete {file}: {problem}.").format(file=path.name, problem=exc.strerror or exc)
        self.reload()
        self.scroll_to(self.first)

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        s = self.scale
        lr = self.list_rect
        if not self.entries:
            empty = text(_("No saved games yet."), int(18 * s), theme.MUTED)
            surface.blit(empty, empty.get_rect(midtop=(lr.centerx, lr.y + int(20 * s))))
        for i in range(self.first, min(len(self.entries), self.first + self.visible_rows)):
            self.draw_row(surface, i)
        if len(self.entries) > self.visible_rows:
            last = min(len(self.entries), self.first + self.visible_rows)
            where = text(_("{first}–{last} of {count}").format(first=self.first + 1, last=last, count=len(self.entries)),
                         int(14 * s), theme.MUTED)
            surface.blit(where, where.get_rect(midleft=(lr.x, lr.bottom + int(21 * s))))
        if self.confirm is not None:
            self.draw_confirm(surface)

    def draw_row(self, surface: pygame.Surface, index: int) -> None:
        s, entry, rect = self.scale, self.entries[index], self.row_rect(index)
        chosen = index == self.selected
        pygame.draw.rect(surface, SELECTED_ROW if chosen else theme.PANEL, rect, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, rect, 1, border_radius=6)
        pad = int(12 * s)
        main_colour = theme.TEXT if entry.readable else theme.DIM
        date = text(entry.date() if entry.readable else _("unreadable · {date}").format(date=entry.date()),
                    int(14 * s), theme.MUTED)
        surface.blit(date, date.get_rect(topright=(rect.right - pad, rect.y + int(7 * s))))
        room = rect.width - 3 * pad - date.get_width()
        head = text(_fit(entry.headline(), int(17 * s), room, "bold"), int(17 * s), main_colour, "bold")
        surface.blit(head, (rect.x + pad, rect.y + int(5 * s)))
        detail = _fit(entry.detail(), int(14 * s), rect.width - 2 * pad)
        line = text(detail, int(14 * s), theme.MUTED if entry.readable else UNREADABLE_TEXT)
        surface.blit(line, (rect.x + pad, rect.y + int(29 * s)))

    def draw_confirm(self, surface: pygame.Surface) -> None:
        s, (w, h) = self.scale, self.app.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(0, 0, int(620 * s), int(150 * s))
        panel.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, panel, 1, border_radius=8)
        question = text(_fit(self.confirm[0], int(18 * s), panel.width - int(30 * s)), int(18 * s), theme.TEXT)
        surface.blit(question, question.get_rect(midtop=(panel.centerx, panel.y + int(24 * s))))


def _fit(message: str, size: int, width: int, face: str = "sans") -> str:
    """The message, cut with an ellipsis if it is wider than `width` pixels."""
    f = font(size, face)
    if f.size(message)[0] <= width:
        return message
    while message and f.size(message + "…")[0] > width:
        message = message[:-1]
    return message + "…"
