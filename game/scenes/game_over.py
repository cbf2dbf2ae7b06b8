"""Game over: why the game ended and, for each seat, its character, how it left the ship, its Objective and
whether it was met, what the Contamination check found, and who won (PUB-END-06..11); the replay of the game
can be watched from here."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import N_, _
from game import theme
from game.assets import fit, text
from game.board.piece_looks import character_shape
from game.board.shapes import sprite
from game.scene import Pop, Push, Request
from game.ui import MenuScene


def ending(config: dict, view: api.View) -> str:
    """Why the game ended, as the map and species tell it, with the rule that ended it."""
    rule = next((e.rule for e in reversed(view.log) if e.kind == "game_over"), "")
    return api.end_text(config, view.end_reason) + (f" ({rule})" if rule else "")


class GameOverScene(MenuScene):
    name = "game_over"
    title = N_("Game over")

    def enter(self, app, handover: dict) -> None:
        self.session = handover["session"]
        self.names = handover["names"]
        self.view: api.View = self.session.view_for(-1)
        super().enter(app, handover)

    def build(self) -> None:
        s = self.scale
        w, h = self.app.size
        bw, bh = int(220 * s), int(44 * s)
        y = h - bh - int(60 * s)
        self.button(pygame.Rect(w // 2 - bw * 3 // 2 - 20, y, bw, bh), _("Look at the board"), lambda: Pop())
        self.button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), _("Watch the replay"), self.watch,
                    tooltip=_("Step through the whole game again, with every hand shown"))
        self.button(pygame.Rect(w // 2 + bw // 2 + 20, y, bw, bh), _("Back to title"), self.to_title)

    def watch(self) -> Request | None:
        from game.replayer import Replayer
        from game.scenes.viewer import ViewerScene
        from saves.io import SaveError

        s = self.session
        try:
            replayer = Replayer(s.config, s.choices, api.state_hash(s.state), s.replay.name if s.replay else "")
        except SaveError as exc:
            self.message = str(exc)
            return None
        return Push(ViewerScene(), {"replayer": replayer})

    def to_title(self) -> None:
        self.app.back_to_title()

    def rows(self) -> list[tuple[str, ...]]:
        """Per seat: who, how it ended, the Objective, met or not, the result (its kind: "won", "lost", ""),
        each cell in the installed language."""
        return [row[:5] for row in self.results()]

    def results(self) -> list[tuple[str, str, str, str, str, str, bool]]:
        """`rows` with the outcome's kind ("won", "lost" or "") and whether the Objective was missed."""
        results = {r.seat: r for r in self.view.results}
        out = []
        from game.session import seat_label

        for ch in self.view.characters:
            r = results.get(ch.seat)
            who = f"{self.names.seat(ch.seat)} — {seat_label(self.session.players[ch.seat])}"
            if r is None:
                status = api.phrase(self.session.config, f"status.{ch.status}", ch.status)
                out.append((who, status, "—", "—", "—", "", False))
                continue
            config = self.session.config
            left = api.phrase(config, f"left.{r.left_ship}", r.left_ship.replace("_", " "))
            cause = api.phrase(config, f"cause.{r.cause}", (r.cause or "").replace("_", " "))
            fate = (_("survived, {how}").format(how=left) if r.survived
                    else _("killed by {cause}").format(cause=cause) if cause else _("died"))
            objective = self.names.name(r.objective) if r.objective else _("none chosen")
            met = _("met") if r.met else _("not met")
            out.append((who, fate, objective, met, _("WON") if r.won else _("lost"), "won" if r.won else "lost",
                        not r.met))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        s = self.scale
        w = self.app.size[0]
        reason = ending(self.session.config, self.view)
        t = text(fit(reason, int(18 * s), w - int(40 * s)), int(18 * s), theme.MUTED)
        surface.blit(t, t.get_rect(midtop=(w // 2, int(100 * s))))
        cols = [0.08, 0.34, 0.58, 0.80, 0.90]
        heads = (_("Player"), _("How it ended"), _("Objective"), "", _("Result"))
        y = int(150 * s)
        room = [int(w * (b - a)) - int(10 * s) for a, b in zip(cols, [*cols[1:], 0.995], strict=True)]
        for c, head, width in zip(cols, heads, room, strict=True):
            surface.blit(text(fit(head, int(15 * s), width, "bold"), int(15 * s), theme.MUTED, "bold"), (int(w * c), y))
        y += int(40 * s)
        mini = int(44 * s)
        for ch, (*row, outcome, missed) in zip(self.view.characters, self.results(), strict=True):
            won = outcome == "won"
            figure = sprite(character_shape(ch.character, self.names.content), mini, theme.seat_colour(ch.seat))
            if not won:  # the fallen and the lost stand greyed
                figure = pygame.transform.grayscale(figure)
            surface.blit(figure, (int(w * cols[0]) - mini - 6, y - mini // 3))
            for i, (c, cell, width) in enumerate(zip(cols, row, room, strict=True)):
                result = i == 4
                bad = (result and outcome == "lost") or (i == 3 and missed)
                colour = theme.GOOD if (won and result) else (theme.BAD if bad else theme.TEXT)
                face = "bold" if won and result else "sans"
                surface.blit(text(fit(cell, int(15 * s), width, face), int(15 * s), colour, face), (int(w * c), y))
            y += int(max(32 * s, mini * 0.9))
        cont = [e for e in self.view.log if e.kind in ("contamination_draw", "contamination_clear") and e.visible_to is None][-5:]
        if cont:
            y += int(16 * s)
            surface.blit(text(_("Contamination check"), int(15 * s), theme.MUTED, "bold"), (int(w * 0.05), y))
            y += int(24 * s)
            for e in cont:
                surface.blit(text(fit(self.names.entry(e), int(13 * s), int(w * 0.9)), int(13 * s), theme.TEXT),
                             (int(w * 0.05), y))
                y += int(20 * s)
