"""Settings: window size, fullscreen, animation speed, language, rule tips and sound volume. A change applies at
once and is stored in the settings file (a failed write shows its message; the change still holds for this
session); a new language rebuilds every screen in its words.

"Rule tips" turns the short notes of game/tips.py on or off; "Reset tips" forgets which ones were seen, so they
come back the next time their rule does."""

from __future__ import annotations

import pygame
import pygame_gui

from engine import api
from engine.api import N_, _
from game import theme, ui
from game.assets import text, wrap
from game.scene import Pop, Request
from game.ui import MenuScene

SIZES = ((1280, 720), (1600, 900), (1920, 1080))
SPEEDS = ((N_("Off"), 0.0), (N_("Slow"), 0.5), (N_("Normal"), 1.0), (N_("Fast"), 2.0))  # 0 skips the animations
SYSTEM = N_("System")  # the language setting "": follow the system's


LABEL = pygame_gui.core.ObjectID(class_id="@setting_label")

class SettingsScene(MenuScene):
    name = "settings"
    title = N_("Settings")

    def enter(self, app, handover: dict) -> None:
        self.slider: pygame_gui.elements.UIHorizontalSlider | None = None
        self.volume_label: pygame_gui.elements.UILabel | None = None
        self.volume_unsaved = False
        super().enter(app, handover)

    @property
    def settings(self):
        return self.app.settings

    def window_size(self) -> tuple[int, int]:
        """The windowed size: what the window is now, or what it returns to when fullscreen ends."""
        if self.app.fullscreen:
            return self.settings.window_width, self.settings.window_height
        return self.app.size

    # -- widgets -----------------------------------------------------------------------------------------
    def build(self) -> None:
        s, cx = self.scale, self.app.size[0] // 2
        left, controls = cx - int(540 * s), cx - int(220 * s)  # room for a long label (a translation)
        bw, bh, gap = int(150 * s), int(42 * s), int(10 * s)
        y = int(150 * s)

        def row(label: str, options: list[tuple[str, object]], current, action, tooltips=None, width=bw) -> None:
            nonlocal y
            ui.label(self, pygame.Rect(left, y, controls - left - gap, bh), label, LABEL)
            for i, (caption, value) in enumerate(options):
                rect = pygame.Rect(controls + i * (width + gap), y, width, bh)
                b = self.button(rect, caption, lambda v=value: action(v),
                                tooltip=tooltips[i] if tooltips else None)
                if value == current:
                    b.select()
            y += int(72 * s)

        sizes = list(SIZES)
        current = self.window_size()
        if current not in sizes:
            sizes.append(current)
        row(_("Window size"), [(f"{w} × {h}", (w, h)) for w, h in sizes],
            None if self.app.fullscreen else current, self.set_size,
            [None] * len(SIZES) + [_("The window's current size")] * (len(sizes) - len(SIZES)))
        row(_("Display"), [(_("Windowed"), False), (_("Fullscreen"), True)], self.app.fullscreen,
            self.set_fullscreen)
        row(_("Animations"), [(_(name), speed) for name, speed in SPEEDS], self.settings.animation_speed,
            self.set_speed, [_("Moves and dice appear at once"), _("Half speed"), _("Normal speed"),
                             _("Twice as fast")])
        languages = [(_(SYSTEM), "")] + [(name, code) for code, name in api.LANGUAGES.items()]
        system = api.LANGUAGES.get(self.system_language(), "English")
        row(_("Language"), languages, self.settings.language, self.set_language,
            [_("The language of your system ({language})").format(language=system)]
            + [None] * len(api.LANGUAGES), width=int(120 * s))
        tips_y = y
        row(_("Rule tips"), [(_("On"), True), (_("Off"), False)], self.settings.rule_tips, self.set_tips,
            [_("A short note the first time a rule comes up in a game"), _("No notes")])
        self.tips_switch = {True: self.widgets[-2], False: self.widgets[-1]}  # the On and Off buttons just made
        self.reset_tips_button = self.button(
            pygame.Rect(controls + 2 * (bw + gap), tips_y, bw, bh), _("Reset tips"), self.reset_tips,
            enabled=bool(self.settings.tips_seen), tooltip=_("Show every rule tip again, as in a first game"))
        ui.label(self, pygame.Rect(left, y, controls - left - gap, bh), _("Sound volume"), LABEL)
        self.slider = self.add(pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(controls, y, 3 * bw + 2 * gap, bh), round(self.settings.volume * 100), (0, 100),
            self.app.ui, click_increment=5))
        self.volume_label = self.add(pygame_gui.elements.UILabel(
            pygame.Rect(controls + 3 * (bw + gap), y, bw, bh), self.volume_text(), self.app.ui))
        self.button(next(self.column(top=y / s + 110)), _("Back"), lambda: Pop())

    def volume_text(self) -> str:
        return f"{round(self.settings.volume * 100)} %"

    # -- changes -----------------------------------------------------------------------------------------
    def set_size(self, size: tuple[int, int]) -> None:
        """Choosing a window size leaves fullscreen: the player asked for a window of that size."""
        self.settings.window_width, self.settings.window_height = size
        self.settings.fullscreen = False
        self.app.apply_display(size, False)
        self.settings.window_width, self.settings.window_height = self.app.size
        self.store(_("The window is {width} × {height}.").format(width=self.app.size[0], height=self.app.size[1]))

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.app.apply_display(None, on)
        self.store(_("Fullscreen.") if on else _("Windowed."))

    def set_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed
        self.resize()  # the chosen speed is shown selected
        name = next(label for label, value in SPEEDS if value == speed)
        self.store(_("Animations: {speed}.").format(speed=_(name).lower()))

    def set_language(self, language: str) -> None:
        """Speak `language` at once: this screen and every one below are rebuilt in its words."""
        self.app.set_language(language)  # rebuilds every scene (this one too)
        name = api.LANGUAGES.get(self.app.language, "English")
        self.store(_("Language: {language}.").format(language=name if language else f"{_(SYSTEM)} ({name})"))

    @staticmethod
    def system_language() -> str:
        return api.system_language()

    def set_tips(self, on: bool) -> None:
        self.settings.rule_tips = on
        self.resize()  # the choice is shown selected
        self.store(_("Rule tips on.") if on else _("Rule tips off."))

    def reset_tips(self) -> None:
        self.settings.tips_seen.clear()
        self.resize()
        self.store(_("Every rule tip will show again."))

    def store(self, done: str) -> None:
        self.volume_unsaved = False
        self.message = self.app.save_settings() or _("{done} Settings saved.").format(done=done)

    # -- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.settings.volume = max(0, min(100, int(event.value))) / 100
            self.volume_label.set_text(self.volume_text())
            self.volume_unsaved = True  # stored when the slider is let go, not on every step of a drag
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> Request | None:
        if self.volume_unsaved and not pygame.mouse.get_pressed()[0]:
            self.store(_("Volume {volume}.").format(volume=self.volume_text()))
        return None

    def on_escape(self) -> Request | None:
        return Pop()

    def exit(self) -> dict:
        out = super().exit()
        if self.volume_unsaved:
            problem = self.app.save_settings()
            if problem:
                out["message"] = problem
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        if self.slider is not None:
            size = max(14, int(15 * self.scale))
            width = self.app.size[0] - self.slider.rect.x - int(20 * self.scale)
            y = self.slider.rect.bottom + int(6 * self.scale)
            for part in wrap(_("Sound effects: dice, noise, alarms, hits and shots (0 % is silent)."), size, width)[:2]:
                note = text(part, size, theme.MUTED)
                surface.blit(note, (self.slider.rect.x, y))
                y += note.get_height()
