"""The replay viewer: any finished game or save, stepped forwards and backwards a choice, a player's turn or a
Turn at a time, or played on at the animation speed set in Settings; the board as one seat saw it, as the
public saw it, or — once the game is over — everything. A click on a log line or the timeline jumps there.

The board is drawn by the board's own modules (game/board/ship.py, panels.py) from a `View`; the viewer adds
its controls, a log that jumps, and the secrets panel (game/board/replay_panel.py). Positions come from
game/replayer.py, which keeps cloned checkpoints so a step back is quick.

Keys: Left/Right a choice, Shift+Left/Right (or Up/Down) a player's turn, PgUp/PgDn a Turn, Home/End, Space
plays or pauses, Tab changes whose eyes, Esc leaves.
"""

from __future__ import annotations

from bisect import bisect_left

import pygame

from engine import api
from engine.api import _
from game import theme
from game.board import overlays, panels, replay_panel, ship, tiles
from game.board.drawing import draw_map
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.playback import BASE_SECONDS, entry_keys
from game.labels import Names
from game.replayer import EVERYTHING, Replayer
from game.scene import Pop, Request, Scene

LOOKAHEAD = 3  # log lines after the position, dimmed, so the next step can be clicked too
KEYS = {pygame.K_LEFT: ("step", -1), pygame.K_RIGHT: ("step", 1), pygame.K_UP: ("player", -1),
        pygame.K_DOWN: ("player", 1), pygame.K_PAGEUP: ("turn", -1), pygame.K_PAGEDOWN: ("turn", 1)}
BUTTONS = {"step-": ("step", -1), "step+": ("step", 1), "player-": ("player", -1), "player+": ("player", 1),
           "turn-": ("turn", -1), "turn+": ("turn", 1)}


class ViewerScene(Scene):
    """handover: {"replayer": Replayer, "position": int (default: the start), "seat": int (optional)}."""

    name = "viewer"

    def enter(self, app, handover: dict) -> None:
        super().enter(app, handover)
        self.replayer: Replayer = handover["replayer"]
        self.names = Names(self.replayer.config)
        self.content = self.names.content
        self.hits = HitMap()
        final = api.view(self.replayer.final, -1)
        self.seat_names = {ch.seat: ch.character for ch in final.characters if ch.character}
        self.seat = handover.get("seat", self.default_seat())
        self.pos = max(0, min(self.replayer.length, int(handover.get("position", 0))))
        self.playing = False
        self._clock = 0.0
        self.log_scroll = 0
        self.mouse = (0, 0)
        self.note = self.replayer.warning
        self._visible: dict[int, list[int]] = {}
        self._shown: tuple | None = None
        self._frame: tuple | None = None
        self.relayout()

    def default_seat(self) -> int:
        """Everything once the game is over; else the one human's seat, or the public view."""
        if self.replayer.over:
            return EVERYTHING
        kinds = [p for p in str(self.replayer.config.get("players", "")).split(",") if p]
        return kinds.index("human") if kinds.count("human") == 1 else -1

    def relayout(self) -> None:
        rooms = {r.id: (r.x, r.y) for r in self.content.rooms.values()}
        self.layout = Layout(self.app.size, rooms)
        self.static = ship.static_layer(self.layout, self.content, api.board_look(self.shown()[0]).areas)
        self._frame = None

    def resize(self) -> None:
        self.relayout()

    # -- what is shown -----------------------------------------------------------------------------------
    def shown(self) -> tuple[api.View, api.FullView | None]:
        key = (self.pos, self.seat)
        if self._shown is None or self._shown[0] != key:
            view, full = self.replayer.view(self.pos, self.seat)
            self.names.see(view)
            self._shown = (key, view, full)
        return self._shown[1], self._shown[2]

    def seats(self) -> list[tuple[int, str, bool]]:
        out = [(EVERYTHING, _("Everything"), self.replayer.over), (-1, _("Public"), True)]
        for seat in range(int(self.replayer.config["seats"])):
            character = self.seat_names.get(seat)
            out.append((seat, _("{name} (P{number})").format(name=self.names.name(character), number=seat + 1)
                        if character else _("Player {number}").format(number=seat + 1), True))
        return out

    def visible(self) -> list[int]:
        """The final log's entries this viewer may read, by index."""
        if self.seat not in self._visible:
            log = self.replayer.final.log
            self._visible[self.seat] = [i for i, e in enumerate(log) if self.seat == EVERYTHING or e.visible_to
                                        is None or self.seat in e.visible_to]
        return self._visible[self.seat]

    def log_lines(self) -> list[tuple[int, str, str, str]]:
        visible, log = self.visible(), self.replayer.final.log
        now = self.replayer.entries_of(self.pos)
        cut = bisect_left(visible, self.replayer.log_len[self.pos])
        end = max(1, min(len(visible), cut + LOOKAHEAD - self.log_scroll))
        out = []
        for index in visible[max(0, end - 80):end]:
            state = "now" if index in now else ("next" if index >= self.replayer.log_len[self.pos] else "past")
            out.append((index, self.names.entry(log[index]), state, log[index].rule))
        return out

    def last_choice(self, view: api.View) -> str:
        """The choice that led here, told only to whoever could know it (its chooser, or everything)."""
        if self.pos == 0:
            return _("The setup: step forward to see the first choice.")
        seat = self.replayer.decider(self.pos)
        who = self.names.seat(seat)
        if self.seat in (EVERYTHING, seat):
            return _("Last choice — {player}: {option}").format(
                player=who, option=self.names.choice(self.replayer.choices[self.pos - 1]))
        return _("Last choice made by {player}.").format(player=who)

    # -- moving ------------------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        self.pos = max(0, min(self.replayer.length, position))
        self.log_scroll = 0

    def move(self, unit: str, direction: int) -> None:
        self.playing = False
        self.go(self.replayer.stop(self.pos, unit, direction))

    def toggle_play(self) -> None:
        if not self.playing and self.pos >= self.replayer.length:
            self.go(0)
        self.playing = not self.playing
        self._clock = 0.0

    def choose_seat(self, seat: int) -> None:
        enabled = {s for s, _label, ok in self.seats() if ok}
        if seat in enabled:
            self.seat = seat
            self.log_scroll = 0
        else:
            self.note = _("Everything is shown only once the game is over.")

    def next_seat(self) -> None:
        order = [s for s, _label, ok in self.seats() if ok]
        self.choose_seat(order[(order.index(self.seat) + 1) % len(order)] if self.seat in order else order[0])

    def update(self, dt: float) -> Request | None:
        if not self.playing:
            return None
        speed = self.app.settings.animation_speed
        self._clock += dt
        interval = BASE_SECONDS / speed if speed > 0 else 0.0
        while self.playing and self._clock >= interval:
            self._clock -= interval
            self.go(self.pos + 1)
            if self.pos >= self.replayer.length:
                self.playing = False
            if interval <= 0:  # no animation: one step a frame
                self._clock = 0.0
                break
        return None

    # -- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.mouse):
            self.log_scroll += event.y * 3
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def key(self, event) -> Request | None:
        if event.key == pygame.K_ESCAPE:
            return Pop()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and event.mod & pygame.KMOD_SHIFT:
            self.move("player", -1 if event.key == pygame.K_LEFT else 1)
        elif event.key in KEYS:
            self.move(*KEYS[event.key])
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.playing = False
            self.go(0 if event.key == pygame.K_HOME else self.replayer.length)
        elif event.key == pygame.K_SPACE:
            self.toggle_play()
        elif event.key == pygame.K_TAB:
            self.next_seat()
        return None

    def click(self, pos) -> Request | None:
        hit = self.hits.at(pos)
        if hit is None:
            return None
        kind, ident = hit[0]
        if kind == "ctl":
            if ident == "back":
                return Pop()
            if ident == "play":
                self.toggle_play()
            elif ident in ("start", "end"):
                self.playing = False
                self.go(0 if ident == "start" else self.replayer.length)
            elif ident in BUTTONS:
                self.move(*BUTTONS[ident])
        elif kind == "seek":
            bar = self.hits.rect_of(("seek", ""))
            self.playing = False
            self.go(round(self.replayer.length * (pos[0] - bar.x) / max(1, bar.width)))
        elif kind == "seat":
            self.choose_seat(int(ident))
        elif kind == "line":
            self.playing = False
            self.go(self.replayer.step_of_entry(int(ident)))
        return None

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        key = (self.pos, self.seat, self.app.size, self.log_scroll, self.playing, self.note, api.language())
        if self._frame is None or self._frame[0] != key or self._frame[1].get_size() != surface.get_size():
            frame = pygame.Surface(surface.get_size()).convert()
            self._draw_frame(frame)
            self._frame = (key, frame)
        surface.blit(self._frame[1], (0, 0))
        hit = self.hits.at(self.mouse)
        if hit is not None and hit[0][0] in ("ctl", "seat", "line"):
            pygame.draw.rect(surface, theme.ACCENT, self.hits.rect_of(hit[0]), 1, border_radius=4)
        if hit is not None and hit[1]:
            overlays.draw_tooltip(surface, self.layout, [hit[1]], self.mouse)

    def _draw_frame(self, surface: pygame.Surface) -> None:
        layout, names = self.layout, self.names
        view, full = self.shown()
        surface.fill(theme.BG)
        surface.blit(self.static, (0, 0))
        tiles.draw_tile_faces(surface, layout, view, self.content)
        self.hits.clear()
        log = self.replayer.final.log
        focus = {k for i in self.replayer.entries_of(self.pos) if self.seat == EVERYTHING
                 or log[i].visible_to is None or self.seat in log[i].visible_to for k in entry_keys(log[i])}
        draw_map(surface, layout, view, self.content, names, self.hits, set(), focus)
        panels.draw_top(surface, layout, view, names, self.hits)
        panels.draw_characters(surface, layout, view, names, self.hits, focus)
        if full is not None:
            replay_panel.draw_secrets(surface, layout, full, names)
        else:
            panels.draw_hand(surface, layout, view, names, self.hits, set(), set(), view.seat >= 0)
        where = _("Turn {turn} · {phase}").format(turn=view.turn, phase=panels.phase_name(view.phase))
        if view.over:
            where += " · " + _("the game is over")
        controls = replay_panel.Controls(
            title=self.replayer.name or _("this game"), position=self.pos, length=self.replayer.length, where=where,
            last=self.last_choice(view), playing=self.playing, seat=self.seat, seats=self.seats(), note=self.note)
        replay_panel.draw_controls(surface, layout, self.hits, controls)
        replay_panel.draw_log(surface, layout, self.hits, self.log_lines())
