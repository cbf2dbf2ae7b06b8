"""Drawing the board scene: the cached frame (ship and tile faces, rooms, corridors, figures, panels, the
decision and the log), and what goes over it every frame (the die of a roll, hover, popup, tooltip).
`BoardDrawing` is mixed into `BoardScene` (game/scenes/board.py), which owns the state it reads."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import _
from game import theme
from game.board import areas, callout, dice, figures, overlays, panels, sidebar, tiles
from game.board.corridors import draw_corridors
from game.board.where import places


def draw_map(surface: pygame.Surface, layout, view: api.View, content, names, hits, highlight: set, focus: set,
             hidden: set | frozenset = frozenset(), moving: dict | None = None) -> None:
    """The rooms (over their faces), corridors and figures of `view`: what the board and the replay viewer share."""
    look = api.board_look(view)
    tiles.draw_rooms(surface, layout, view, content, names, hits, highlight, focus)
    areas.draw_areas(surface, layout, look, hits)
    draw_corridors(surface, layout, view, content, hits, highlight | focus)
    areas.draw_tokens(surface, layout, look, hits, highlight | focus)
    figures.draw_figures(surface, layout, view, names, hits, highlight | focus, set(hidden), moving or {})


class BoardDrawing:
    """The drawing half of the board scene."""

    def draw(self, surface: pygame.Surface) -> None:
        """Everything but the popup and the tooltip is cached while nothing changes (most frames only move
        the mouse), so a still board costs one blit."""
        view = self.view()
        moving_now = self.playback.current is not None and (self.playback.current.entry.kind.endswith("_moved")
                                                             or self.playback.current.entry.kind in overlays.FLIGHTS)
        key = (id(view), self.app.size, tuple(self.selected), self.scroll, self.log_scroll, self.message,
               id(self.playback.current), self.session.thinking, self.session.can_undo, self.log.added,
               tuple(sorted(self.session.reactions_auto_decline)), self.playback.progress if moving_now else 0,
               self.show_rule_ids, self.frame_extra())
        cache = getattr(self, "_frame", None)
        canvas = getattr(self, "_canvas", None)
        if canvas is None or canvas.get_size() != surface.get_size():  # one canvas per window size, reused
            canvas = self._canvas = pygame.Surface(surface.get_size()).convert()
            cache = None
        if cache is None or cache[0] != key:
            self._draw_board(canvas, view)
            self._frame = (key, canvas)
        surface.blit(canvas, (0, 0))
        self._die(surface)
        self.draw_marks(surface)
        hit = self.hits.at(self.mouse) if self.app.stack.top is self else None  # no hover under a zoom or menu
        self.hits_prev_hover = hit[0] if hit else None
        if hit is not None and hit[0][0] in ("option", "button"):  # hover drawn over the cached frame
            pygame.draw.rect(surface, theme.ACCENT, self.hits.rect_of(hit[0]), 2, border_radius=5)
        self._popup(surface)
        self._note(surface)
        if self.note_box is not None and self.note_box.collidepoint(self.mouse):
            hit = None  # the note is on top: no tooltip of what lies under it
        if hit is not None and self.popup is None:
            self._tooltip(surface, hit, view)

    def _draw_board(self, surface: pygame.Surface, view: api.View) -> None:
        layout = self.layout
        surface.blit(self._ship_with_tiles(view), (0, 0))
        self.hits.clear()
        options = self.my_options(view)
        rooms, corridors = set(self.content.rooms), set(self.content.corridors)
        intruders = {str(i.id) for i in view.intruders}
        highlight = self.highlights(options, rooms, corridors, intruders)
        self.lit = highlight
        focus = self.playback.keys()
        moving, hidden = self._moving(view)
        draw_map(surface, layout, view, self.content, self.names, self.hits, highlight, focus, hidden, moving)
        panels.draw_top(surface, layout, view, self.names, self.hits)
        panels.draw_characters(surface, layout, view, self.names, self.hits, highlight | focus)
        self.hand_rects = panels.draw_hand(surface, layout, view, self.names, self.hits, highlight,
                                           set(self.selected), view.seat >= 0)
        status = self.status(view)
        auto = (self.viewer in self.session.reactions_auto_decline) if self.session.is_human(self.viewer) else None
        self.fits = sidebar.draw_decision(surface, layout, view, self.names, self.hits, status, self.scroll,
                                          self.session.can_undo and bool(options), self.playback.active, auto,
                                          tuple(self.listed(view)), self.context(view) if options else "",
                                          self.dimmed(view))
        sidebar.draw_log(surface, layout, self.log.visible_to(self.viewer), self.log_scroll, self.hits,
                         self.show_rule_ids)
        self._banner(surface)

    def _ship_with_tiles(self, view: api.View) -> pygame.Surface:
        """The ship and the tile faces, kept until the window resizes or a room is turned up."""
        key = (tiles.faces_key(view), id(self.static))
        cached = getattr(self, "_tiles_layer", None)
        if cached is None or cached[0] != key:
            layer = cached[1] if cached is not None and cached[1].get_size() == self.static.get_size() \
                else self.static.copy()
            layer.blit(self.static, (0, 0))
            tiles.draw_tile_faces(layer, self.layout, view, self.content)
            self._tiles_layer = cached = (key, layer)
        return cached[1]

    # -- what a subclass (the tutorial) changes -------------------------------------------------------------
    def highlights(self, options, rooms: set, corridors: set, intruders: set) -> set:
        """The board places lit as clickable: where every option of the decision lives."""
        return {k for o in options for k in places(o, rooms, corridors, intruders)}

    def dimmed(self, view: api.View) -> frozenset:
        """The listed options drawn greyed (none on the plain board)."""
        return frozenset()

    def offered(self, option: api.Choice) -> bool:
        """Whether a click would take `option` now (the hover says "Click: …" only for those)."""
        return True

    def frame_extra(self) -> object:
        """Anything else the cached frame depends on."""
        return None

    def draw_marks(self, surface: pygame.Surface) -> None:
        """What is drawn over the cached frame before the popup and the note (the tutorial's pointers)."""

    def note(self):
        """The note shown over the map and the corners it prefers: the rule tip met last (game/tips.py), if any."""
        from game.tips import body, title

        tip = self.tips.current
        if tip is None or self.popup is not None:
            return None
        rule = self.names.cite(tip.rule)
        return callout.Note(_("Rule tip"), title(tip), body(tip), rule=rule,
                            rule_label=_("Read the rule {rule}").format(rule=rule),
                            buttons=(("tips_off", _("No more tips")), ("tip_done", _("Got it")))), "bl br tl tr"

    def note_width(self) -> int:
        return int(360 * self.layout.s)

    def note_avoids(self) -> list[pygame.Rect]:
        """What the note must not cover: the places lit as clickable."""
        return [r for r in (self.hits.rect_of(k) for k in self.lit) if r is not None]

    def _note(self, surface: pygame.Surface) -> None:
        made = self.note()
        self.note_rects, self.note_box = {}, None
        if made is None:
            return
        note, order = made
        width = self.note_width()
        size = (width, callout.measure(note, self.layout, width))
        self.note_box = callout.place(self.layout, size, self.note_avoids(), order)
        self.note_rects = callout.draw_note(surface, self.layout, note, self.note_box, self.mouse)

    def context(self, view: api.View) -> str:
        return sidebar.reaction_context(view, self.names)

    def status(self, view: api.View) -> str:
        return self.message or sidebar.waiting_status(self.session, self.names, self.playback.active)

    def _moving(self, view: api.View) -> tuple[dict, set]:
        return overlays.moving_piece(self.layout, view, self.playback.current, self.playback.progress)

    def _banner(self, surface: pygame.Surface) -> None:
        item = self.playback.current
        overlays.draw_flying_card(surface, self.layout, self.hits, item, self.playback.progress)
        lines = []
        if item is not None:
            if item.reason:
                lines.append((self.names.rename(item.reason), theme.NOISE))
            if item.entry.visible_to is None or self.viewer in item.entry.visible_to:
                lines.append((self.names.entry(item.entry), theme.TEXT))
        elif self.message and not self.my_options(self.view()):
            lines.append((self.message, theme.ACCENT))
        self._banner_box = overlays.draw_banner(surface, self.layout, lines, self._rooms_of(item))

    def _rooms_of(self, item) -> tuple[pygame.Rect, ...]:
        """Where on the map the played-back line happens: the rooms its entry names."""
        if item is None:
            return ()
        args = item.entry.args
        return tuple(self.layout.room_rect(args[k]) for k in ("room", "src", "dest", "target_room")
                     if isinstance(args.get(k), str) and args[k] in self.layout.rooms)

    def _die(self, surface: pygame.Surface) -> None:
        """The die of the roll being played back, tumbling then at rest (drawn over the cached frame)."""
        item, self.die_shown = self.playback.current, None
        if item is None or item.entry.kind not in dice.DIE_OF_ENTRY or "face" not in item.entry.args:
            return
        box = getattr(self, "_banner_box", None) or self.layout.map
        size = int(70 * self.layout.s)
        die = dice.DIE_OF_ENTRY[item.entry.kind]
        below = box.centery < self.layout.map.centery  # the die goes from the banner into the map
        anchor = (box.centerx, box.bottom + 10) if below else (box.centerx, box.top - 10 - size)
        self.die_shown = dice.draw_roll(surface, anchor, size, die,
                                        list(self.content.options.get(die, ())), str(item.entry.args["face"]),
                                        self.playback.progress)

    def _popup(self, surface: pygame.Surface) -> None:
        if self.popup is not None:
            overlays.draw_popup(surface, self.layout, self.names, self.popup, self._popup_row(), self.mouse)

    def _tooltip(self, surface: pygame.Surface, hit, view: api.View) -> None:
        key, tip = hit
        here = self.options_at(key, view) if key[0] not in ("option", "button") else []
        here = [o for o in here if self.offered(o)]
        lines = tip.split("\n") if tip else []  # a panel too small for its text gives every line here
        if key[0] in ("card", "item", "objective", "room", "character"):
            lines[-1:] = [_("{text} (right-click: zoom)").format(text=lines[-1])] if lines else []
        lines += [_("Click: {option}").format(option=self.names.choice(o)) for o in here[:4]]
        if len(here) > 4:
            lines.append(_("… and {count} more").format(count=len(here) - 4))
        overlays.draw_tooltip(surface, self.layout, lines, self.mouse)
