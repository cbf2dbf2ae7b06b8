"""The board: the ship, every piece, the panels, the pending decision and the log — where the game is played.

Every option of the pending decision is clickable where it lives (a room, a corridor, a card, an Intruder)
and in the numbered list on the right; number keys pick from the list, Enter takes the obvious answer, Space
skips the playback, Ctrl+Z undoes, Esc opens the menu, a right click zooms on a card or room. Bots think in a
worker and their steps play back one log line at a time. Between two human seats a pass-the-device screen
hides everything private.
"""

from __future__ import annotations

import pygame

from engine import api
from engine.api import _
from game import theme
from game.assets import text
from game.board import callout, ship
from game.board.drawing import BoardDrawing
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.log_lines import LogLines
from game.board.option_order import in_player_order
from game.board.playback import Playback
from game.board.where import places
from game.labels import Names
from game.scene import Push, Request, Scene
from game.session import Session
from game.tips import TipQueue

DEFAULT_ANSWERS = ("keep", "done", "decline", "no_door", "pass")  # Enter with no selection: the safe answer


class BoardScene(BoardDrawing, Scene):
    name = "board"

    def enter(self, app, handover: dict) -> None:
        super().enter(app, handover)
        self.session: Session = handover["session"]
        app.session = self.session
        self.names = Names(self.session.config)
        self.content = self.names.content
        self.hits = HitMap()
        self.playback = Playback()
        self.skipping = False  # Space was pressed: play nothing back until a human decides
        self.log = LogLines(self.names)
        self.confirmed: int | None = None  # the human seat that has the device
        self._view_cache: tuple | None = None
        self.names.see(self.session.view_for(-1))
        self.log.reset(self.session.state.log[-200:])
        self.selected: list[int] = []  # hand indices picked for a payment
        self.popup: tuple[pygame.Rect, list[api.Choice]] | None = None
        self.scroll = 0
        self.log_scroll = 0
        self.show_rule_ids = False  # the log shows a line's rule ID on hover, or at every line's end
        self.mouse = (0, 0)
        self.over_shown = False
        self.fits = 9
        self.hand_rects: list = []
        self.message = handover.get("message", "")
        from game.sound import Sounds

        self.sounds = getattr(app, "sounds", None) or Sounds()
        app.sounds = self.sounds
        self.playing_sound_for = None
        self.tips = TipQueue(app.settings, app.save_settings)  # rule tips: the first time a rule comes up
        self.note_rects: dict = {}  # the link and buttons of the note drawn over the map (game/board/callout.py)
        self.note_box: pygame.Rect | None = None
        self.lit: set = set()  # the places lit as clickable in the last frame drawn
        self.relayout()

    def exit(self) -> dict:
        return {}

    def relayout(self) -> None:
        rooms = {r.id: (r.x, r.y) for r in self.content.rooms.values()}
        self.layout = Layout(self.app.size, rooms)
        self.static = ship.static_layer(self.layout, self.content,
                                        api.board_look(self.session.view_for(-1)).areas)

    def resize(self) -> None:
        """The window changed size, or the language changed: lay out again, every line told again."""
        self.relayout()
        self._frame = None
        self._tiles_layer = None
        self.log.retell()

    def resume(self, handover: dict) -> None:
        if "confirmed" in handover:
            self.confirmed = handover["confirmed"]
        if handover.get("message"):
            self.message = handover["message"]
        if "session" in handover:  # a game was loaded from the pause menu
            self.session.close()
            self.enter(self.app, {"session": handover["session"], "message": handover.get("message", "")})

    # -- what the viewer sees ---------------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        seat = self.session.viewer()
        if len(self.session.humans) > 1 and seat >= 0 and seat != self.confirmed:
            return -1  # the device has not been passed yet
        return seat

    def view(self) -> api.View:
        key = (self.session.state.decisions, len(self.session.state.log), self.viewer, id(self.session.state))
        if self._view_cache is None or self._view_cache[0] != key:
            v = self.session.view_for(self.viewer)
            self.names.see(v)
            self._view_cache = (key, v)
        return self._view_cache[1]

    def my_options(self, view: api.View) -> tuple[api.Choice, ...]:
        d = view.decision
        if d is None or d.seat != view.seat or self.playback.active or self.session.feed:
            return ()
        return d.options

    def listed(self, view: api.View) -> list[api.Choice]:
        """The options as the list shows and numbers them: one per wording (paying with either of two Search
        cards is the same thing to a player; the hand still lets you click the very card)."""
        me = next((c for c in view.characters if c.seat == view.seat), None)
        return self.distinct(in_player_order(list(self.my_options(view)), me.hand if me is not None else None))

    def distinct(self, options) -> list[api.Choice]:
        seen: set[str] = set()
        out = []
        for o in options:
            label = self.names.choice(o)
            if label not in seen:
                seen.add(label)
                out.append(o)
        return out

    def options_at(self, key, view: api.View) -> list[api.Choice]:
        rooms, corridors = set(self.content.rooms), set(self.content.corridors)
        intruders = {str(i.id) for i in view.intruders}
        if key[0] == "ipcard":  # an Intruder player's card: every option that plays it names it first
            return [o for o in self.my_options(view) if o.args[:1] == (key[1],)]
        return [o for o in self.my_options(view) if key in places(o, rooms, corridors, intruders)]

    # -- the frame --------------------------------------------------------------------------------------
    def update(self, dt: float) -> Request | None:
        s = self.session
        speed = self.app.settings.animation_speed
        self.view()  # the names the log lines use know the rooms the last choice turned up (even with no playback)
        if self.skipping:  # Space: the whole playback, up to the next human decision, goes straight to the log
            self.skip()
        quick = bool(self.playback.current and self.playback.current.human) or bool(s.feed and s.feed[0].human)
        for item in self.playback.update(dt, s.feed, speed, quick):
            self.shown(item)
        current = self.playback.current
        if current is not None and current is not self.playing_sound_for:
            self.playing_sound_for = current
            self.last_sound = self.sounds.play_for(current.entry.kind, self.app.settings.volume)
        if self.playback.active or s.feed:
            return None
        if s.over or s.is_human(s.pending_seat):
            self.skipping = False
        if s.over:
            if not self.over_shown:
                self.over_shown = True
                s.autosave(reason="game over")
                from game.scenes.game_over import GameOverScene

                return Push(GameOverScene(), {"session": s, "names": self.names})
            return None
        seat = s.pending_seat
        if s.is_human(seat):
            auto = s.auto_reaction()
            if auto is not None:
                s.submit(auto)
                return None
            if len(s.humans) > 1 and seat != self.confirmed:
                from game.scenes.pass_device import PassDeviceScene

                self.popup, self.selected = None, []
                return Push(PassDeviceScene(), {"seat": seat, "name": self.names.seat(seat),
                                                "mode": s.config.get("mode", "normal")})
            return None
        s.poll_bot()
        return None

    def skip(self) -> None:
        for item in self.playback.skip(self.session.feed):
            self.shown(item)

    def shown(self, item) -> None:
        """A played-back step reaches the log; a rule met for the first time brings up its tip."""
        self.log.add(item)
        entry = item.entry
        if entry.visible_to is None or self.viewer in entry.visible_to:
            self.meet(entry.kind)

    def meet(self, kind: str) -> None:
        """The viewer saw a log entry of `kind`: its rule tip joins the queue if it is new to this player (never
        in a game without a human at the table)."""
        if self.session.humans:
            self.tips.notice(kind)

    def submit(self, choice: api.Choice) -> None:
        self.popup, self.selected, self.scroll = None, [], 0
        try:
            self.session.submit(choice)
            self.message = ""
        except api.IllegalChoice as exc:
            self.message = _("Not allowed: {reason}").format(reason=exc)

    # -- input ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Request | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.zoom(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self.layout.log.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
            else:
                n = len(self.listed(self.view()))
                self.scroll = max(0, min(max(0, n - self.fits), self.scroll - event.y))
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def key(self, event) -> Request | None:
        view = self.view()
        options = self.listed(view)
        if event.key == pygame.K_ESCAPE:
            if self.popup or self.selected:
                self.popup, self.selected = None, []
                return None
            return self.open_pause()
        if (self.playback.active or self.session.feed) and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, *range(pygame.K_1, pygame.K_9 + 1)):
            self.skip()  # a key pressed during a playback means: get on with it (the next press answers)
            return None
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_SPACE:
            self.skipping = bool(self.playback.active or self.session.feed or self.session.thinking)
            self.skip()
        elif pygame.K_1 <= event.key <= pygame.K_9:
            i = self.scroll + event.key - pygame.K_1
            if self.popup is not None and event.key - pygame.K_1 < len(self.popup[1]):
                self.submit(self.popup[1][event.key - pygame.K_1])
            elif i < len(options) and event.key - pygame.K_1 < self.fits:
                self.submit(options[i])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if len(options) == 1:
                self.submit(options[0])
            else:
                default = next((o for k in DEFAULT_ANSWERS for o in options if o.kind == k), None)
                if default is not None:
                    self.submit(default)
        elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll = min(max(0, len(options) - self.fits), self.scroll + (1 if event.key == pygame.K_DOWN
                                                                                 else self.fits))
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else self.fits))
        return None

    def open_pause(self) -> Request:
        from game.scenes.pause import PauseScene

        return Push(PauseScene(), {"session": self.session})

    def undo(self) -> None:
        if self.session.undo():
            self.playback.skip(self.session.feed)
            self.log.reset(self.session.state.log[-200:])  # the lines of the choice taken back go too
            self.popup, self.selected, self.scroll = None, [], 0
            self.message = _("Undone.")
            self._view_cache = None

    def click(self, pos) -> Request | None:
        note = callout.hit(self.note_rects, pos)
        if note is not None:
            return self.note_clicked(note)
        if (self.playback.active or self.session.feed) and not self.layout.decision.collidepoint(pos):
            self.skip()  # a click on the board during a playback means: get on with it
            return None
        view = self.view()
        if self.popup is not None:
            rect, opts = self.popup
            self.popup = None
            if rect.collidepoint(pos):
                i = (pos[1] - rect.y - 4) // self._popup_row()
                if 0 <= i < len(opts):
                    self.submit(opts[i])
                return None
        hit = self.hits.at(pos)
        if hit is None:
            return None
        key = hit[0]
        options = self.listed(view)
        if key[0] == "option":
            i = int(key[1])
            if i < len(options):
                self.submit(options[i])
            return None
        if key[0] == "rule":
            return self.open_rule(key[1])
        if key[0] == "button":
            if key[1] == "undo":
                self.undo()
            elif key[1] == "skip":
                self.skip()
            elif key[1] == "reactions":
                seat = self.viewer
                auto = self.session.reactions_auto_decline
                auto.symmetric_difference_update({seat})
            elif key[1] == "rule_ids":
                self.show_rule_ids = not self.show_rule_ids
            elif key[1] == "menu":
                return self.open_pause()
            return None
        d = view.decision
        if d is not None and d.kind == "pay_cards" and d.picks > 1 and key[0] == "card":
            self.toggle_payment(pos, options)
            return None
        here = self.options_at(key, view)
        if key[0] != "card":  # a card click is about that very card; elsewhere identical wordings are one
            here = self.distinct(here)
        if len(here) == 1:
            self.submit(here[0])
        elif len(here) > 1:
            size = self.layout.font(13)
            widest = max(text(f"9. {self.names.choice(o)}", size, theme.TEXT).get_width() for o in here) + 20
            w = min(self.app.surface.get_width() - 20, max(int(300 * self.layout.s), widest))
            order = {"move": 0, "careful": 1}
            here.sort(key=lambda o: order.get(o.kind, 2))
            rect = pygame.Rect(pos[0], pos[1], w, self._popup_row() * len(here) + 8)
            rect.clamp_ip(self.app.surface.get_rect())
            self.popup = (rect, here)
        return None

    def note_clicked(self, key) -> Request | None:
        """A click on the tip's link (the rules reference at its rule) or its buttons."""
        if key[0] == "rule":
            return self.open_rule(key[1])
        if key[1] == "tip_done":
            self.tips.dismiss()
        elif key[1] == "tips_off":
            self.app.settings.rule_tips = False
            self.message = self.app.save_settings() or _("Rule tips are off (Settings turns them on again).")
        return None

    def open_rule(self, rule: str) -> Request:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(), {"query": rule, "config": self.session.config})

    def toggle_payment(self, pos, options) -> None:
        for rect, index, _ident in self.hand_rects:
            if rect.collidepoint(pos):
                if index in self.selected:
                    self.selected.remove(index)
                else:
                    self.selected.append(index)
                break
        me = next(c for c in self.view().characters if c.seat == self.view().seat)
        picked = sorted(me.hand[i] for i in self.selected)
        match = next((o for o in options if sorted(o.args) == picked), None)
        if match is not None:
            self.submit(match)

    def zoom(self, pos) -> Request | None:
        hit = self.hits.at(pos)
        if hit is None:
            return None
        key, tip = hit
        if key[0] in ("card", "item", "objective", "room", "seat", "intruder", "character"):
            from game.scenes.zoom import ZoomScene

            ident = key[1]
            if key[0] == "room":
                title = self.names.room_name(ident)
            elif key[0] == "seat":
                title = self.names.seat(int(ident))
            else:
                title = self.names.name(ident)
            return Push(ZoomScene(), {"title": title, "body": tip.split(": ", 1)[-1], "kind": key[0]})
        return None

    def _popup_row(self) -> int:
        return int(26 * self.layout.s)
