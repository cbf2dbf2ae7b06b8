"""New game: up to five seats, each empty, Human or a bot of a chosen level; the ruleset, map, species and
mode (options not built yet are shown greyed); the extra crew lines the map lets into its Draft (the original
Nemesis crew in Lockdown, the Aftermath characters and the Doctor); the optional Intruder player; a seed; Quick
start and Start. The character draft itself runs on the board, as the rules run it (PUB-SETUP-17/18, AFT-SEL-01)."""

from __future__ import annotations

import secrets

import pygame
import pygame_gui

from engine import api
from engine.api import N_, _
from game import theme
from game.assets import fit, text
from game.scene import Pop, Replace, Request
from game.session import HUMAN, Session
from game.ui import MenuScene

SEAT_KINDS = (("", N_("Empty")), (HUMAN, N_("Human")), ("bot:easy", N_("Easy bot")), ("bot:normal", N_("Normal bot")),
              ("bot:hard", N_("Hard bot")))
MODES = (("normal", N_("Semi-cooperative"), True), ("solo", N_("Solo"), True), ("coop", N_("Co-op"), True))


class SetupScene(MenuScene):
    name = "setup"
    title = N_("New game")

    def enter(self, app, handover: dict) -> None:
        self.seats = [HUMAN, "bot:normal", "bot:normal", "", ""]
        self.choice = {"ruleset": "published", "map": "nemesis_ship", "species": "intruders", "mode": "normal"}
        self.intruder_player = False
        self.crew: set[str] = set()  # the crew lines chosen (config "crew")
        self.seed_text = str(secrets.randbelow(1_000_000))
        super().enter(app, handover)

    def build(self) -> None:
        s = self.scale
        w = self.app.size[0]
        x0 = int(w / 2 - 560 * s)
        y = int(110 * s)
        bh = int(32 * s)
        self.label_w = self.label_width()  # the labels' column: as wide as the longest (a translation may be long)
        self.rows_at: list[tuple[str, int]] = []
        self.seat_buttons: list[dict[str, pygame_gui.elements.UIButton]] = []
        for i in range(5):
            self.seat_buttons.append({})
            self.rows_at.append((_("Seat {number}").format(number=i + 1), y))
            x = x0 + self.label_w
            for kind, label in SEAT_KINDS:
                if i == 0 and kind == "":
                    x += int(136 * s)
                    continue
                b = self.button(pygame.Rect(x, y, int(130 * s), bh), _(label), self._set_seat(i, kind))
                self.seat_buttons[i][kind] = b
                if self.seats[i] == kind:
                    b.select()
                x += int(136 * s)
            y += bh + int(8 * s)
        y += int(10 * s)
        for key, label, options in (("ruleset", N_("Rules"), api.choosable("ruleset")),
                                    ("map", N_("Map"), api.choosable("map")),
                                    ("species", N_("Intruders"), api.choosable("species")), ("mode", N_("Mode"), MODES)):
            self.rows_at.append((_(label), y))
            x = x0 + self.label_w
            for value, name, available in options:
                asked = {**self._kinds(), ("map_id" if key == "map" else key): value}
                clash = api.mismatch(**asked) if available and key != "mode" else ""
                tip = (_("Not built yet") if not available
                       else _("{why} (choosing it switches)").format(why=clash) if clash else None)
                b = self.button(pygame.Rect(x, y, int(150 * s), bh), _(name), self._set(key, value), enabled=available,
                                tooltip=tip)
                if self.choice[key] == value:
                    b.select()
                x += int(156 * s)
            y += bh + int(8 * s)
        y = self._crew_row(x0, y, bh)
        self.rows_at.append((_("Intruder player"), y))
        x = x0 + self.label_w
        ip_ok = bool(api.content(self.choice).options.get("intruder_player_mode"))  # the species has its deck
        if not ip_ok:
            self.intruder_player = False
        for value, name in ((False, _("Off")), (True, _("On"))):
            tip = (_("The first player to die plays the Intruders (PUB-IPLAYER-01)") if ip_ok
                   else _("This species has no Intruder-player deck: the crew plays alone"))
            b = self.button(pygame.Rect(x, y, int(130 * s), bh), name, self._set_ip(value), tooltip=tip,
                            enabled=ip_ok or not value)
            if self.intruder_player == value:
                b.select()
            x += int(136 * s)
        y += bh + int(8 * s)
        self.rows_at.append((_("Seed"), y))
        self.seed_entry = self.add(pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x0 + self.label_w, y, int(200 * s), bh), self.app.ui))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(self.seed_text)
        self.button(pygame.Rect(x0 + self.label_w + int(210 * s), y, int(150 * s), bh), _("New seed"), self.new_seed)
        y += bh + int(30 * s)
        bw = int(200 * s)
        self.button(pygame.Rect(w // 2 - bw * 3 // 2 - 20, y, bw, int(44 * s)), _("Back"), lambda: Pop())
        self.button(pygame.Rect(w // 2 - bw // 2, y, bw, int(44 * s)), _("Quick start"), self.quick_start,
                    tooltip=_("You and two Normal bots, random seed"))
        self.button(pygame.Rect(w // 2 + bw // 2 + 20, y, bw, int(44 * s)), _("Start"), self.start)

    LABELS = (N_("Rules"), N_("Map"), N_("Intruders"), N_("Mode"), N_("Extra crew"), N_("Intruder player"),
              N_("Seed"))

    def label_width(self) -> int:
        """The labels' column: at least 170 (scaled), as wide as the longest label, at most 260."""
        s = self.scale
        size = int(16 * s)
        words = [_(w) for w in self.LABELS] + [_("Seat {number}").format(number=5)]
        widest = max(text(w, size, theme.MUTED, "bold").get_width() for w in words)
        return max(int(170 * s), min(int(260 * s), widest + int(14 * s)))

    def _crew_row(self, x0: int, y: int, bh: int) -> int:
        """One toggle per crew line the ruleset and map allow (none: no row); returns the next row's y."""
        s = self.scale
        allowed = api.crew_lines_allowed(self._config_kinds())
        self.crew &= set(allowed)
        if not allowed:
            return y
        self.rows_at.append((_("Extra crew"), y))
        x = x0 + self.label_w
        gap = int(6 * s)
        bw = min(int(360 * s), (x0 + int(1120 * s) - x) // len(allowed) - gap)  # a line's name is long
        for line in allowed:
            tip = (_("Let these characters into the Draft: a kept Draft card may bring the one of its colour")
                   if self.choice["map"] != "nemesis_ship" else
                   _("Let these characters into the ship's Draft (a PROPOSED adaptation of the Lockdown rules)"))
            b = self.button(pygame.Rect(x, y, bw, bh), _(api.crew_line_name(line)), self._toggle_crew(line),
                            tooltip=tip)
            if line in self.crew:
                b.select()
            x += bw + gap
        return y + bh + int(8 * s)

    def _config_kinds(self) -> dict[str, str]:
        return {"ruleset": self.choice["ruleset"], "map": self.choice["map"], "species": self.choice["species"]}

    def _toggle_crew(self, line: str):
        def act():
            self.crew ^= {line}
            self._rebuild()
        return act

    def on_escape(self) -> Request | None:
        return Pop()

    def _rebuild(self) -> None:
        self.seed_text = self.seed_entry.get_text()
        self.clear()
        self.build()

    def _set_seat(self, i: int, kind: str):
        def act():
            self.seats[i] = kind
            if kind != HUMAN and not any(k == HUMAN for k in self.seats) and kind:
                self.message = _("Every seat is a bot: you will watch the game.")
            else:
                self.message = ""
            self._rebuild()
        return act

    def _set(self, key: str, value: str):
        def act():
            self.choice[key] = value
            kinds = ("ruleset", "map", "species")
            chosen = tuple(self.choice[k] for k in kinds)
            fits = [c for c in api.combos() if c[kinds.index(key)] == value]
            if chosen not in api.combos() and fits:  # e.g. the prototype: the ship and the Intruders come with it
                best = max(fits, key=lambda c: sum(a == b for a, b in zip(c, chosen, strict=True)))
                self.choice.update(zip(kinds, best, strict=True))
                self.message = _("{why}: switched to it.").format(why=api.mismatch(*chosen))
            self._rebuild()
        return act

    def _kinds(self) -> dict[str, str]:
        return {"ruleset": self.choice["ruleset"], "map_id": self.choice["map"], "species": self.choice["species"]}

    def _set_ip(self, value: bool):
        def act():
            self.intruder_player = value
            self._rebuild()
        return act

    def new_seed(self) -> None:
        self.seed_entry.set_text(str(secrets.randbelow(1_000_000)))

    def config(self) -> tuple[dict, list[str]]:
        players = [k for k in self.seats if k]
        seed = self.seed_entry.get_text().strip() or "0"
        config = {"seats": len(players), "seed": int(seed[:12]), **self.choice}
        if self.intruder_player:
            config["intruder_player"] = 1
        if self.crew:
            config["crew"] = ",".join(sorted(self.crew))
        return config, players

    def start(self) -> Request | None:
        config, players = self.config()
        return self.launch(config, players)

    def quick_start(self) -> Request | None:
        return self.launch({"seats": 3, "seed": secrets.randbelow(1_000_000)}, [HUMAN, "bot:normal", "bot:normal"])

    def launch(self, config: dict, players: list[str]) -> Request | None:
        try:
            api.check_config(config)
            session = Session(config, players)
        except (api.ConfigError, ValueError) as exc:
            self.message = str(exc)
            return None
        from game.scenes.board import BoardScene

        return Replace(BoardScene(), {"session": session})

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        s = self.scale
        x0 = int(self.app.size[0] / 2 - 560 * s)
        for label, y in self.rows_at:
            t = text(fit(label, int(16 * s), self.label_w - int(8 * s), "bold"), int(16 * s), theme.MUTED, "bold")
            surface.blit(t, (x0, y + int(6 * s)))
