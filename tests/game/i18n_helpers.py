"""What the window draws, recorded for the language tests: every string rendered through `game.assets.text`
(and the message each wrapped, fitted or clipped line or paragraph was cut from), every pygame_gui widget's text, tooltip and
placeholder, and every hover text of a board's hit map; and the walk through every scene under the pseudo-locale.

`untranslated(s)` says which letters of a drawn string lie outside the pseudo-locale's ‹…› marks (nested marks
count: a translated name inside a translated sentence), once rule IDs, file names and dates are taken out.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pygame
import pygame_gui

from game import assets

# What may be drawn without a translation: each with the reason.
NEVER_TRANSLATED = {
    "English": "a language's own name (the Settings' language buttons)",
    "Español": "a language's own name",
    "Italiano": "a language's own name",
    "Français": "a language's own name",
    "Polski": "a language's own name",
    "Ag": "measures a line's height (game/board/sidebar.py), never shown",
}
# rule IDs (PUB-NOISE-04, LD-COMP-01, VS-LAI-07, BASE-…), file names, dates: never translated
NOT_WORDS = re.compile(r"\b(?:[A-Z]+-[A-Z]+|SUM)-\d{2}[a-z]?\b|[\w\-. ]+\.json\b|\b\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?|"
                       r"\b(English|Español|Italiano|Français|Polski)\b")


# The pseudo-locale accents these letters everywhere in a translated text (engine/i18n.py): a word of two letters or
# more that still holds one of them plain was put into the sentence untranslated (an English value in a template).
PLAIN_WORD = re.compile(r"[A-Za-z]*[aceinorsuyACEINORSUY][A-Za-z]*")


def untranslated(message: str) -> str:
    """What of `message` never passed through gettext: the letters outside every ‹…› (an unclosed ‹ reads to the
    end; a single letter is a sign, an Intruder's letter on its base), else its plain English words inside the
    marks (a value put untranslated into a translated template); "" if nothing."""
    if message.strip() in NEVER_TRANSLATED:
        return ""
    text = NOT_WORDS.sub(" ", message)
    outside, depth = [], 0
    for ch in text:
        if ch == "‹":
            depth += 1
        elif ch == "›":
            depth = max(0, depth - 1)
        elif depth == 0:
            outside.append(ch)
    letters = "".join(outside)
    if sum(c.isalpha() for c in letters) > 1:
        return letters.strip()
    plain = [w for w in PLAIN_WORD.findall(text) if len(w) > 1]
    return " ".join(plain)


@dataclass
class Drawn:
    """The strings drawn since `start`, and where each cut line came from."""

    strings: list[str] = field(default_factory=list)
    widths: list[tuple[str, int]] = field(default_factory=list)  # (string, rendered width in pixels)
    source: dict[str, str] = field(default_factory=dict)
    wrapped: set[str] = field(default_factory=set)  # every message cut into lines

    def reset(self) -> None:
        """Forget what was drawn so far (the cut lines' sources are kept)."""
        self.strings.clear()
        self.widths.clear()

    def origin(self, line: str) -> str:
        """The whole message a drawn line was cut from (by wrap, fit or clip_lines), or the line itself."""
        seen = set()
        while line not in seen:
            seen.add(line)
            if line in self.source:
                line = self.source[line]
            elif line.endswith("…") and line[:-1].rstrip() in self.source:
                line = self.source[line[:-1].rstrip()]
            elif line.endswith("…") and line[:-1].rstrip().endswith("…"):
                line = line[:-1].rstrip()
            else:
                break
        if line.count("‹") != line.count("›"):  # lines joined again after a wrap (an option's second line)
            part = line.rstrip("…").rstrip()
            line = next((m for m in self.wrapped if part in m), line)
        return line


def record(monkeypatch) -> Drawn:
    """Record from now on every string the game draws (every game module's `text`, `wrap`, `fit`, `clip_lines`
    and `paragraphs` are patched; the caches of pre-drawn tiles and dice are emptied so they draw again)."""
    drawn = Drawn()
    text, wrap, fit, clip_lines = assets.text, assets.wrap, assets.fit, assets.clip_lines
    paragraphs = assets.paragraphs

    def rec_text(message, size, colour, face="sans"):
        surface = text(message, size, colour, face)
        drawn.strings.append(message)
        drawn.widths.append((message, surface.get_width()))
        return surface

    def rec_wrap(message, size, width, face="sans"):
        lines = wrap(message, size, width, face)
        if len(lines) > 1:
            drawn.wrapped.add(message)
        for line in lines:
            if line != message:
                drawn.source.setdefault(line, message)
        return lines

    def rec_paragraphs(message):
        parts = paragraphs(message)
        if len(parts) > 1:
            drawn.wrapped.add(message)
        for part in parts:
            if part != message:
                drawn.source.setdefault(part, message)
        return parts

    def rec_fit(message, size, width, face="sans"):
        out = fit(message, size, width, face)
        if out != message:
            drawn.source.setdefault(out, message)
        return out

    def rec_clip(lines, room, size, width, face="sans"):
        out = clip_lines(lines, room, size, width, face)
        if out and len(out) < len(lines):
            drawn.source.setdefault(out[-1], lines[len(out) - 1])
        return out

    patches = {text: rec_text, wrap: rec_wrap, fit: rec_fit, clip_lines: rec_clip, paragraphs: rec_paragraphs}
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "game" or name.startswith("game.")):
            continue
        for attr, value in list(vars(module).items()):
            if any(value is original for original in patches):
                monkeypatch.setattr(module, attr, next(new for old, new in patches.items() if old is value))
    from game.board import dice, tiles

    tiles.tile_surface.cache_clear()
    dice._face_surface.cache_clear()
    return drawn


def widget_texts(manager: pygame_gui.UIManager) -> Iterator[tuple[str, str]]:
    """(what, text) of every live pygame_gui widget: its text, tooltip and placeholder."""
    for element in manager.get_sprite_group().sprites():
        if not getattr(element, "alive", lambda: True)() or not getattr(element, "visible", True):
            continue
        kind = type(element).__name__
        for attr in ("text", "tool_tip_text", "placeholder_text"):
            value = getattr(element, attr, None)
            if isinstance(value, str) and value:
                yield f"{kind}.{attr}", value


def hit_texts(scene) -> Iterator[tuple[str, str]]:
    """(what, hover text) of every hit rectangle a board-like scene recorded in its last frame."""
    hits = getattr(scene, "hits", None)
    for _rect, key, tip in getattr(hits, "rects", ()):
        if tip:
            yield f"hover {key}", tip


def frames(app, n: int = 2) -> None:
    for _i in range(n):
        app.step(pygame.event.get(), 1 / 60)


def walk(app, drawn: Drawn, scenes: list[tuple[str, Callable[[], object]]]) -> Iterator[tuple[str, Drawn, list]]:
    """Open each scene in turn (each `opener` pushes it and may return the scene whose hits to read), drawing a
    few frames; yields (name, what was drawn, widget and hover texts)."""
    for name, opener in scenes:
        drawn.reset()
        scene = opener()
        frames(app, 2)
        top = scene if scene is not None else app.stack.top
        texts = list(widget_texts(app.ui)) + list(hit_texts(top))
        yield name, drawn, texts


def overgrown(session):
    """The Chytrids' every piece on the board: a Sporeling of each colour, a Spore, Mycelium in rooms enough that
    the supply warns, a Spore on the second seat's board, the Lab board's first space empty."""
    from engine import api
    from engine.species.chytrids.state import Sporeling, chytrids

    state = session.state
    c = chytrids(state)
    rooms = [r for r in sorted(api.content(state.config).rooms) if r not in c.sporeling_rooms and r not in c.mycelium_rooms
             and r not in c.spore_rooms][:8]
    c.lab_spaces[0] = None
    c.sporeling_rooms[rooms[0]] = Sporeling("purple", 2)
    c.sporeling_rooms[rooms[1]] = Sporeling("green", 3)
    c.spore_rooms = [*c.spore_rooms, rooms[2]]
    c.mycelium_rooms = [*c.mycelium_rooms, *rooms[3:8]]
    c.spore_boards = sorted({*c.spore_boards, 1})
    return session


def bounty_hunter(config: dict, seed: int):
    """A board where the first seat plays the Bounty Hunter (the Aftermath line), its contract taken and its
    mark named, beside the Android and the Doctor."""
    from engine.crews.aftermath.state import aftermath_state
    from game import demo

    session = demo.mid_game(seed=seed, seats=3, min_turn=2, want_fire=False,
                            config={**config, "crew": "aftermath", "characters": "bounty_hunter,android,doctor"})
    s = aftermath_state(session.state)
    s.contracts["0"] = "aft_contract_mark"
    s.marks["0"] = 1
    return session


def every_scene(app) -> list[tuple[str, Callable[[], object]]]:
    """Openers for every scene of the window, with enough on disk and on the board that each shows its words:
    saves (one unreadable), an autosave, a replay, a board mid-game with a decision pending and its bots' playback,
    a Lockdown board, the Chytrids on both maps, the species of main's Lockdown decks, the Aftermath characters on
    both maps, a rule tip, the tutorial and its note, a finished game, the replay viewer, the rules reference."""
    from engine import api
    from game import demo
    from game.replayer import from_replay_file
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.scenes.game_over import GameOverScene
    from game.scenes.pass_device import PassDeviceScene
    from game.scenes.pause import PauseScene
    from game.scenes.replays import ReplaysScene
    from game.scenes.rules import RulesScene
    from game.scenes.save_load import SaveLoadScene
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    from game.scenes.tutorial import TutorialScene
    from game.scenes.viewer import EVERYTHING, ViewerScene
    from game.scenes.zoom import ZoomScene
    from saves import paths

    session = demo.mid_game()
    session.autosave()
    session.save_to(paths.saves_dir() / "kept.json")
    (paths.saves_dir() / "broken.json").write_bytes(b"not a save")
    done = demo.finished_game()
    (paths.replays_dir() / "broken.json").write_bytes(b"{}")
    lockdown = demo.mid_game(seed=7, seats=2, want_fire=False, config={"map": "lockdown",
                                                                        "species": "night_stalkers"})
    shown: dict[str, object] = {}

    def push(scene, handover=None):
        app.stack.apply(Push(scene, handover or {}))
        shown["top"] = scene
        return scene

    def board(s):
        scene = push(BoardScene(), {"session": s})
        shown["board"] = scene
        return scene

    def played_back():
        """A board where Normal bots play (a game watched): their moves play back with their reasons (banner and log)."""
        from game.session import Session

        app.settings.animation_speed = 1.0
        bots_first = Session({"seats": 2, "seed": 3}, ["bot:normal", "bot:normal"])
        scene = board(bots_first)
        for _i in range(600):  # until a bot's reason is in the log and on the banner
            app.step([], 0.05)
            if bots_first.thinking:
                bots_first._thinking.result()
            if any(entry is None for entry, _line, _colour in scene.log.lines) and scene.playback.current:
                break
        app.settings.animation_speed = 0.0
        return scene

    def card_zoom():
        names = shown["board"].names
        card = session.state.characters[0].hand[0]
        return push(ZoomScene(), {"title": names.name(card), "body": names.text_of(card), "kind": "card"})

    def room_zoom():
        scene = shown["board"]
        rect, key, tip = next((r, k, t) for r, k, t in scene.hits.rects if k[0] == "room")
        return push(ZoomScene(), {"title": scene.names.room_name(key[1]), "body": tip.split(": ", 1)[-1],
                                  "kind": "room"})

    def rule_tip():
        """The board with a rule tip over the map (the first Noise roll this player meets)."""
        app.settings.rule_tips, app.settings.tips_seen = True, []
        scene = board(session)
        scene.tips.notice("noise_roll")
        return scene

    def tutorial():
        """Learn to play: the first lesson's note, with the word a refused choice brings."""
        scene = push(TutorialScene())
        for _i in range(600):
            frames(app, 1)
            if not (scene.playback.active or scene.session.feed):
                break
        options = scene.session.state.pending.options
        scene.submit(next(o for o in options if o != scene.taught()))
        shown["tutorial"] = scene
        return scene

    def confirm_overwrite():
        scene = push(SaveLoadScene(), {"mode": "save", "session": session})
        scene.ask(api._("Overwrite {file}?").format(file="kept.json"), lambda: None)
        return scene

    return [
        ("title", lambda: push(TitleScene(), {"message": api._("No autosave yet.")})),
        ("setup", lambda: push(SetupScene())),
        ("settings", lambda: push(SettingsScene())),
        ("rules", lambda: push(RulesScene(), {"query": "PUB-NOISE-04"})),
        ("rules of a Lockdown game", lambda: push(RulesScene(), {"config": lockdown.config, "query": "LD-COMP-01"})),
        ("load", lambda: push(SaveLoadScene(), {"mode": "load"})),
        ("board", lambda: board(session)),
        ("zoom", card_zoom),
        ("pause", lambda: push(PauseScene(), {"session": session})),
        ("save", lambda: push(SaveLoadScene(), {"mode": "save", "session": session})),
        ("save: overwrite?", confirm_overwrite),
        ("pass the device", lambda: push(PassDeviceScene(), {"seat": 1, "name": shown["board"].names.seat(1)})),
        ("board playing back", played_back),
        ("Lockdown board", lambda: board(lockdown)),
        ("Void Seeders board", lambda: board(demo.mid_game(seed=5, config={"species": "void_seeders"}))),
        ("Carnomorphs board", lambda: board(demo.mid_game(seed=6, config={"species": "carnomorphs"}))),
        ("prototype board", lambda: board(demo.mid_game(seed=8, config={"ruleset": "prototype"}))),
        ("Chytrids board", lambda: board(overgrown(demo.mid_game(seed=5, min_turn=3, want_fire=False,
                                                                 config={"species": "chytrids"})))),
        ("Chytrids in the Facility", lambda: board(overgrown(demo.mid_game(
            seed=7, seats=2, min_turn=2, want_fire=False, config={"map": "lockdown", "species": "chytrids"})))),
        ("Void Seeders in the Facility", lambda: board(demo.mid_game(
            seed=5, seats=2, min_turn=2, want_fire=False, config={"map": "lockdown", "species": "void_seeders"}))),
        ("Carnomorphs in the Facility", lambda: board(demo.mid_game(
            seed=6, seats=2, min_turn=2, want_fire=False, config={"map": "lockdown", "species": "carnomorphs"}))),
        ("Intruders in the Facility", lambda: board(demo.mid_game(
            seed=3, seats=2, min_turn=2, want_fire=False, config={"map": "lockdown", "species": "intruders"}))),
        ("Aftermath characters in the Facility", lambda: board(bounty_hunter(
            {"map": "lockdown", "species": "night_stalkers"}, seed=4))),
        ("Aftermath characters on the ship", lambda: board(bounty_hunter({}, seed=4))),
        ("rule tip", rule_tip),
        ("tutorial", tutorial),
        ("pause over the tutorial", lambda: push(PauseScene(), {"session": shown["tutorial"].session,
                                                                "tutorial": True})),
        ("room zoom", room_zoom),
        ("game over", lambda: push(GameOverScene(), {"session": done, "names": board(done).names})),
        ("replays", lambda: push(ReplaysScene())),
        ("viewer: everything", lambda: push(ViewerScene(), {"replayer": from_replay_file(done.replay),
                                                             "position": 40, "seat": EVERYTHING})),
        ("viewer: a seat", lambda: push(ViewerScene(), {"replayer": from_replay_file(done.replay),
                                                        "position": 60, "seat": 0})),
    ]
