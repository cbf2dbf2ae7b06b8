"""Learn to play: the board of a scripted solo game that teaches as it goes, then carries on as a normal game.

Each step of the script (game/tutorial/) shows a note over the map: its chapter, what is happening and why, a link
to the rule in the rules reference, and what to do now. The place to click is lit and ringed; while the lessons run,
the other options are greyed and refused with a gentle word, so the game follows the script. Read steps wait for
Next (or Enter). After the last step the coach steps aside: the same game goes on, with rule tips and autosaves
(named "tutorial", never over the player's own games). Esc opens the menu, where the lessons can start again.
During the lessons nothing is autosaved and no rule tip shows (the lessons explain those moments themselves).
"""

from __future__ import annotations

import math

import pygame

from engine import api
from engine.api import _
from game import theme
from game.board import callout
from game.board.where import places
from game.scene import Push, Request
from game.scenes.board import BoardScene
from game.session import HUMAN, Session
from game.tutorial import texts
from game.tutorial.coach import Coach
from game.tutorial.script import Script, Step, load_script

AREAS = {"hand", "log", "decision", "map"}  # "area:…" highlights: a panel of the board's layout


def new_session(script: Script) -> Session:
    """The tutorial's game: one human seat, no autosave while the lessons run."""
    session = Session(dict(script.config), [HUMAN])
    session.autosaving = False
    session.autosave_as = "tutorial"
    return session


class TutorialScene(BoardScene):
    name = "tutorial"

    def enter(self, app, handover: dict) -> None:
        script = handover.get("script") or load_script()
        if "session" not in handover:
            handover = {**handover, "session": new_session(script)}
        self.coach = Coach(script)
        self.refusal = ""  # the gentle word after an untaught choice, until the step changes
        self.clock = 0.0
        super().enter(app, handover)

    def resume(self, handover: dict) -> None:
        if "session" in handover:  # another game was loaded from the menu: no lesson in it
            self.coach.stop("another game was loaded")
        super().resume(handover)

    # -- where the lesson stands ------------------------------------------------------------------------
    @property
    def answered(self) -> int:
        return len(self.session.choices)

    def step(self) -> tuple[int, Step] | None:
        return self.coach.current(self.answered)

    @property
    def teaching(self) -> bool:
        return self.step() is not None

    def taught(self) -> api.Choice | None:
        now = self.step()
        return now[1].do if now is not None else None

    def update(self, dt: float) -> Request | None:
        self.clock += dt
        request = super().update(dt)
        if self.teaching and not (self.playback.active or self.session.feed):
            lost = self.coach.check(self.session.state.pending, self.answered)
            if lost:  # the engine no longer plays as the script says: stop teaching, never block the game
                self.coach.stop(lost)
                self.message = _("The lesson lost its thread here; the game goes on as a normal game.")
        if not self.teaching:
            self.session.autosaving = True  # free play: a normal game from here on
        return request

    def show_taught(self) -> None:
        """Scroll the list of options so the taught one is in sight, judged on the frame just drawn (how many rows
        fit depends on their wording); the next frame is drawn anew."""
        taught = self.taught()
        listed = self.listed(self.view()) if taught is not None else []
        if taught not in listed or self.hits.rect_of(("option", str(listed.index(taught)))) is not None:
            return
        i = listed.index(taught)
        self.scroll = i if i < self.scroll else max(0, i - self.fits + 1)
        self._frame = None

    # -- answers: only the taught one while the lessons run -----------------------------------------------
    def submit(self, choice: api.Choice) -> None:
        now = self.step()
        if now is not None and not self.coach.allows(choice, self.answered):
            self.popup, self.selected = None, []
            self.refusal = (_("Read this first, then click Next.") if now[1].read
                            else _("Not this time: the lesson needs the lit choice. In free play every choice "
                                   "is yours."))
            return
        self.refusal = ""
        super().submit(choice)

    def options_at(self, key, view: api.View) -> list[api.Choice]:
        """While the lessons run, a place answers with the taught option alone, or (elsewhere) with one option
        that the click submits and `submit` refuses at once, rather than a menu of choices that all would be."""
        here = super().options_at(key, view)
        if not self.teaching:
            return here
        taught = self.taught()
        return [taught] if taught in here else here[:1]

    def offered(self, option: api.Choice) -> bool:
        return self.coach.allows(option, self.answered)

    def distinct(self, options) -> list[api.Choice]:
        """One option per wording, and the taught one stands for its wording (paying with this very card)."""
        out = super().distinct(options)
        taught = self.taught()
        if taught is not None and taught in options and taught not in out:
            label = self.names.choice(taught)
            out = [taught if self.names.choice(o) == label else o for o in out]
        return out

    def key(self, event) -> Request | None:
        now = self.step()
        idle = not (self.playback.active or self.session.feed)
        if now is not None and now[1].read and idle and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_step()
            return None
        return super().key(event)

    def next_step(self) -> None:
        if self.coach.next(self.answered):
            self.refusal = ""

    def note_clicked(self, key) -> Request | None:
        if key == ("note", "next"):
            self.next_step()
            return None
        return super().note_clicked(key)

    def open_pause(self) -> Request:
        from game.scenes.pause import PauseScene

        return Push(PauseScene(), {"session": self.session, "tutorial": True})

    # -- tips: the lessons explain their own moments ------------------------------------------------------
    def meet(self, kind: str) -> None:
        if self.teaching:
            self.tips.absorb(kind)
        else:
            super().meet(kind)

    # -- what is lit ----------------------------------------------------------------------------------------
    def targets(self) -> list[tuple[str, str]]:
        """The places the current step points at: where its answer lives (and its row in the list), then the
        step's own highlights."""
        now = self.step()
        if now is None:
            return []
        step = now[1]
        out: list[tuple[str, str]] = []
        if step.do is not None:
            rooms, corridors = set(self.content.rooms), set(self.content.corridors)
            intruders = {str(i.id) for i in self.view().intruders}
            out += places(step.do, rooms, corridors, intruders)
            listed = self.listed(self.view())
            if step.do in listed:
                out.append(("option", str(listed.index(step.do))))
        return out + [k for k in step.highlight if k not in out]

    def highlights(self, options, rooms: set, corridors: set, intruders: set) -> set:
        if not self.teaching:
            return super().highlights(options, rooms, corridors, intruders)
        taught = self.taught()
        lit = set(places(taught, rooms, corridors, intruders)) if taught in options else set()
        return lit | {k for k in self.step()[1].highlight if k[0] != "area"}

    def dimmed(self, view: api.View) -> frozenset:
        if not self.teaching:
            return frozenset()
        taught = self.taught()
        return frozenset(i for i, o in enumerate(self.listed(view)) if o != taught)

    def frame_extra(self) -> object:
        now = self.step()
        return now[0] if now is not None else None

    def target_rect(self, key: tuple[str, str]) -> pygame.Rect | None:
        """Where a lit place is on screen this frame (a hit-map key, or "area:hand" for a panel)."""
        if key[0] == "area" and key[1] in AREAS:
            return getattr(self.layout, key[1])
        return self.hits.rect_of(key)

    def showing(self) -> bool:
        """The lesson's note and rings show when nothing is playing back."""
        return self.teaching and not (self.playback.active or self.session.feed)

    def draw_marks(self, surface: pygame.Surface) -> None:
        if not self.showing():
            return
        self.show_taught()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        grow = int(3 + 4 * pulse)
        colour = tuple(int(c * (0.6 + 0.4 * pulse)) for c in theme.ACCENT)
        for key in self.targets():
            rect = self.target_rect(key)
            if rect is not None:
                pygame.draw.rect(surface, colour, rect.inflate(grow * 2, grow * 2), 3, border_radius=8)

    # -- the lesson's note ------------------------------------------------------------------------------------
    def note(self):
        if not self.teaching:
            return super().note()
        if not self.showing():
            return None
        index, step = self.step()
        title, body, hint = texts.STEPS[step.text]
        fill = {name: self.names.inline(ident) for name, ident in step.names.items()}
        if step.do is not None:
            fill["option"] = self.names.choice(step.do)
        chapters = self.coach.chapter_count()
        heading = _("Chapter {n} of {total} · {title}").format(
            n=step.chapter, total=chapters, title=_(texts.CHAPTERS[step.chapter]))
        last = index == len(self.coach.script.steps) - 1
        buttons = ((("next", _("Play on") if last else _("Next"))),) if step.read else ()
        rule = self.names.cite(step.rule)
        note = callout.Note(heading, _(title).format(**fill), _(body).format(**fill), _(hint).format(**fill),
                            rule=rule, rule_label=_("Read the rule {rule}").format(rule=rule), buttons=buttons,
                            footer=_("Learn to play · Esc: menu"), alert=self.refusal)
        return note, "bl tl br tr"

    def note_width(self) -> int:
        return int(400 * self.layout.s)

    def note_avoids(self) -> list[pygame.Rect]:
        if not self.teaching:
            return super().note_avoids()
        rects = [self.target_rect(k) for k in self.targets()]
        return [r for r in rects if r is not None and self.layout.map.colliderect(r)]
