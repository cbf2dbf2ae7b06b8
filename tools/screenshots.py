"""Take the README screenshots in a real window (run under Xvfb: `xvfb-run -s "-screen 0 1920x1080x24"
python tools/screenshots.py`): title, setup, a mid-game board with several Intruder kinds, Fire, Noise and
doors, a die rolling on screen, a decision with its popup, the pause menu, game over, the Replays screen, the
replay viewer, a chapter of Learn to play and a rule tip (`SHOTS=learn` takes only those two). Saves PNGs into
docs/screenshots/. A development tool, not shipped."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def roll_die(app, board, session, frames) -> None:
    """Play the Noise roll of a move (or, with no move at hand, a shot) back until its die rests on its face."""
    import pygame

    from engine import api
    from game.session import FeedItem

    app.settings.animation_speed = 1.0
    board.popup = None
    rolls = ("noise_roll", "shot", "melee")
    first = [o for o in session.state.pending.options if o.kind in ("melee", "shoot", "move")]
    first.sort(key=lambda o: ("melee", "shoot", "move").index(o.kind))
    if first:
        board.submit(first[0])
    for _ in range(6):  # pay for it with the first cards offered, until the die is rolled
        if any(item.entry.kind in rolls for item in session.feed) or not session.is_human(session.pending_seat):
            break
        board.submit(session.state.pending.options[0])
    if not any(item.entry.kind in rolls for item in session.feed):
        target = str(session.state.intruders[0].id)
        session.feed.append(FeedItem(api.LogEntry("PUB-COMBAT-06", "melee", {
            "seat": 0, "target": target, "face": "double"})))
    frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(2000):
        frames(1)
        if board.die_shown is not None and board.die_shown[1]:
            frames(4)
            return


def main() -> int:
    import pygame

    os.environ["NEMESIS_DATA_DIR"] = tempfile.mkdtemp(prefix="nemesis-shots-")
    from game import demo
    from game.app import AppContext
    from game.labels import Names
    from game.scene import Pop, Push
    from game.scenes.board import BoardScene
    from game.scenes.game_over import GameOverScene
    from game.scenes.pause import PauseScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene

    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in (sys.argv[1] if len(sys.argv) > 1 else "1600x900").split("x"))
    pygame.init()
    app = AppContext(size=size)

    def frames(n=4, events=()):
        for _ in range(n):
            app.step(list(events), 1 / 60)
            events = ()
            pygame.display.flip()

    def shot(name):
        pygame.image.save(app.surface, str(out / f"{name}.png"))
        print("saved", out / f"{name}.png")

    if os.environ.get("SHOTS") == "lockdown":  # only the Lockdown shots
        pygame.mouse.set_pos((2, 2))
        lockdown(app, frames, shot)
        pygame.quit()
        return 0
    if os.environ.get("SHOTS") == "chytrids":  # only the Chytrids' overgrown Facility
        pygame.mouse.set_pos((2, 2))
        chytrids(app, frames, shot)
        pygame.quit()
        return 0
    if os.environ.get("SHOTS") == "learn":  # only the tutorial and rule-tip shots
        pygame.mouse.set_pos((2, 2))
        learn(app, frames, shot)
        pygame.quit()
        return 0
    if os.environ.get("SHOTS") == "languages":  # the tutorial and a board in other languages (SHOT_LANGS=es,pl)
        pygame.mouse.set_pos((2, 2))
        languages(app, frames, shot, os.environ.get("SHOT_LANGS", "es,pl").split(","))
        pygame.quit()
        return 0
    if os.environ.get("SHOTS") == "aftermath":  # only the Aftermath shot
        pygame.mouse.set_pos((2, 2))
        aftermath(app, frames, shot)
        pygame.quit()
        return 0
    pygame.mouse.set_pos((2, 2))  # no button lit by a pointer left in the middle of the screen
    app.stack.apply(Push(TitleScene()))
    frames()
    shot("title")
    app.stack.apply(Push(SetupScene()))
    frames()
    shot("setup")
    session = demo.mid_game(seed=int(os.environ.get("SHOT_SEED", "2")), min_turn=7)
    board = BoardScene()
    app.stack.apply(Push(board, {"session": session}))
    frames()
    shot("board")
    roll_die(app, board, session, frames)
    shot("dice")
    for _ in range(3000):  # let the playback and the bots finish, back to the human
        frames(1)
        if session.is_human(session.pending_seat) and not session.feed and not board.playback.active:
            break
    options = session.state.pending.options
    rooms = [o.args[0] for o in options if o.kind in ("move", "careful")]
    shared = [r for r in rooms if rooms.count(r) > 1] or rooms
    if shared:  # a room with several options: its click opens the small menu
        rect = board.layout.room_rect(shared[0])
        frames(2, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        frames(2, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    shot("decision")
    board.popup = None
    frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    app.stack.apply(Push(PauseScene(), {"session": session}))
    frames()
    shot("pause")
    app.stack.apply(Pop())
    done = demo.finished_game()
    names = Names(done.config)  # the finished game's own characters, not the board's
    names.see(done.view_for(-1))
    app.stack.apply(Push(GameOverScene(), {"session": done, "names": names}))
    frames()
    shot("game_over")
    replays(app, frames, shot)
    learn(app, frames, shot)
    void_seeders(app, frames, shot)
    carnomorphs(app, frames, shot)
    prototype(app, frames, shot)
    lockdown(app, frames, shot)
    pygame.quit()
    return 0


def languages(app, frames, shot, langs: list[str]) -> None:
    """For each language: Learn to play at chapter 3 (tutorial_<lang>) and a mid-game board with its log, options
    and hand (board_<lang>), every word in that language; English is installed again at the end."""
    from engine import i18n
    from game import demo
    from game.scene import Push
    from game.scenes.board import BoardScene

    for lang in langs:
        i18n.install(lang)
        app.settings.language = lang
        tutorial_at_chapter_three(app, frames)
        shot(f"tutorial_{lang}")
        app.stack.clear()
        session = demo.mid_game(seed=int(os.environ.get("SHOT_SEED", "2")), min_turn=7)
        app.stack.apply(Push(BoardScene(), {"session": session}))
        frames(6)
        shot(f"board_{lang}")
        app.stack.clear()
    i18n.install("en")
    app.settings.language = ""


def tutorial_at_chapter_three(app, frames):
    """Learn to play played on to chapter 3's shot at the Adult (the note over the map, the Adult lit)."""
    import pygame

    from game.scene import Push
    from game.scenes.tutorial import TutorialScene

    app.stack.clear()
    speed, app.settings.animation_speed = app.settings.animation_speed, 0.0  # each step straight to the log
    tutorial = TutorialScene()
    app.stack.apply(Push(tutorial))
    while tutorial.step() is not None and tutorial.step()[1].text != "shoot":
        step = tutorial.step()[1]
        tutorial.next_step() if step.read else tutorial.submit(step.do)
        frames(1)  # the board sees each step (the log names the rooms as they are turned up)
    frames(2, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
    frames(20)  # the rings pulse: let them grow
    app.settings.animation_speed = speed
    return tutorial


def learn(app, frames, shot) -> None:
    """Learn to play at chapter 3 (the note over the map, the Adult to shoot lit and ringed), then a rule tip in a
    normal game (the first Noise roll)."""

    from engine import api
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    speed = app.settings.animation_speed
    tutorial = tutorial_at_chapter_three(app, frames)
    app.settings.animation_speed = 0.0
    shot("tutorial")
    app.stack.clear()
    app.settings.tips_seen.clear()
    app.settings.rule_tips = True
    session = Session(dict(tutorial.coach.script.config), ["human"])
    board = BoardScene()
    app.stack.apply(Push(board, {"session": session}))
    board.submit(api.Choice("move", ("R06", "K10")))
    frames(1)
    board.submit(api.Choice("pay", ("soldier_covering_fire",)))
    frames(2)
    while board.tips.current is not None and board.tips.current.key != "noise":
        board.tips.dismiss()
    frames(4)
    shot("rule_tip")
    app.stack.clear()
    app.settings.animation_speed = speed


def void_seeders(app, frames, shot) -> None:
    """A Void Seeders board: a Lair, several Void Seeder types, and raised Insanity on the panels."""
    from engine.species.void_seeders.state import void
    from game import demo
    from game.scene import Push
    from game.scenes.board import BoardScene

    def ready(s):
        kinds = {i.kind for i in s.intruders}
        return ("lair" in kinds and len(kinds - {"lair"}) >= 2 and max(void(s).madness) >= 3
                and s.characters[0].status == "aboard")

    session = demo.mid_game(seed=1, min_turn=3, config={"species": "void_seeders"}, ready=ready)
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames()
    shot("void_seeders")


def carnomorphs(app, frames, shot) -> None:
    """A Carnomorphs board just after a Feeding (its lines in the log, the grown figures on the board) with a
    mutated character on its panel."""
    from engine import api
    from engine.ai import bots
    from engine.species.carnomorphs.state import carno
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    def ready(state) -> bool:
        fed = any(e.kind == "carnomorph_evolves" for e in state.log[-9:])  # the Feeding still in the log panel
        mutated = any(carno(state).held) or any(carno(state).mutation_markers)
        return fed and mutated and state.characters[0].status == "aboard" and len(state.intruders) >= 3

    for seed in range(3, 40):
        session = Session({"seats": 3, "seed": seed, "species": "carnomorphs"}, ["human", "bot:normal", "bot:normal"])
        state = session.state
        while state.pending is not None and not ready(state):
            session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), seed).choice)
        if state.pending is not None:
            break
    session.feed.clear()
    session.undo_stack.clear()
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames()
    shot("carnomorphs_feeding")
    import pygame

    board = app.stack.top
    mutated = next(s for s in range(len(state.characters))
                   if carno(state).held[s] or carno(state).mutation_markers[s])
    panel = next(r for r, key, _tip in board.hits.rects
                 if key == ("seat", str(mutated)) and board.layout.left.contains(r))  # its panel, not its figure
    frames(3, [pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))])
    shot("carnomorphs_mutation")


def prototype(app, frames, shot) -> None:
    """A 2018-prototype game: a panicked character (its panel mark and hover) and the prototype's chips (the first
    victim, the Panic deck, the Help chip of the differences) in the top bar."""
    import pygame

    from engine import api
    from engine.ai import bots
    from engine.rulesets.prototype.state import proto
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    def ready(state) -> bool:
        return (state.characters[0].status == "aboard" and any(proto(state).panic)
                and state.phase == "player" and state.pending is not None and state.pending.seat == 0)

    for seed in range(2, 60):
        session = Session({"seats": 3, "seed": seed, "ruleset": "prototype"}, ["human", "bot:normal", "bot:normal"])
        state = session.state
        while state.pending is not None and not ready(state) and state.turn < 10:
            session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), seed).choice)
        if ready(state):
            break
    session.feed.clear()
    session.undo_stack.clear()
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames()
    shot("prototype_board")
    board = app.stack.top
    seat = proto(state).panic.index(True)
    panel = next(r for r, key, _tip in board.hits.rects
                 if key == ("seat", str(seat)) and board.layout.left.contains(r))
    frames(3, [pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))])
    shot("prototype_panic")
    chip = next((r for r, key, _tip in board.hits.rects if key == ("rule", "BASE-POLICY-02")), None)
    if chip is not None:
        frames(3, [pygame.event.Event(pygame.MOUSEMOTION, pos=chip.center, rel=(0, 0), buttons=(0, 0, 0))])
        shot("prototype_help")


def lockdown(app, frames, shot) -> None:
    """A Lockdown game (the Facility with the Night Stalkers) a few turns in, arranged to show its pieces: Section
    S-03 without Power (its rooms dark), the Elevator beside its Elevator Room, Night Stalkers of several kinds, a
    revealed CSS token, the Alert Procedure and a yellow Autodestruction token on the Time track; then the hover
    text of a dark room's mark."""
    import pygame

    from engine import api
    from engine.ai import bots
    from engine.maps.lockdown.state import lockdown_state
    from engine.state import Intruder
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    session = Session({"seats": 3, "seed": 7, "map": "lockdown", "species": "night_stalkers"},
                      ["human", "bot:normal", "bot:normal"])
    state = session.state
    try:  # bots play until the human's turn of the second round (the Night Stalkers' rules may still be missing)
        for _ in range(600):
            if state.pending is None or (state.phase == "player" and state.pending.seat == 0 and state.turn >= 2):
                break
            session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), 7).choice)
    except Exception as exc:  # noqa: BLE001 - a development tool: shoot what there is
        print("lockdown shot: the bots stopped:", type(exc).__name__, exc)
    ld = lockdown_state(state)
    for section, on in (("S-01", True), ("S-02", True), ("S-03", False), ("elevator", True)):
        if section in ld.power:
            ld.power[section].on = on
    ld.elevator = ld.elevator or "L014"
    if ld.css:
        first = sorted(ld.css, key=int, reverse=True)[0]
        ld.css_revealed = sorted(set(ld.css_revealed) | {first})
    here = 15 - state.time
    ld.alert_slot = max(0, here // 2)
    ld.autodestruction, ld.autodestruction_red = max(0, here - 3), False
    taken = {i.room for i in state.intruders}
    for kind, room in (("adult", "L012"), ("larva", "L016"), ("creeper", "L024"), ("breeder", "L022"),
                       ("adult", "L026")):
        if room not in taken:
            state.intruders.append(Intruder(id=state.next_intruder_id, kind=kind, room=room))
            state.next_intruder_id += 1
    session.feed.clear()
    session.undo_stack.clear()
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames()
    shot("lockdown_board")
    board = app.stack.top
    dark = next((r for r, key, _tip in board.hits.rects if key[0] == "dark"), None)
    if dark is not None:
        frames(3, [pygame.event.Event(pygame.MOUSEMOTION, pos=dark.center, rel=(0, 0), buttons=(0, 0, 0))])
        shot("lockdown_dark")
    track = next((r for r, key, _tip in board.hits.rects if key == ("track", "time:2")), None)
    if track is not None:
        frames(3, [pygame.event.Event(pygame.MOUSEMOTION, pos=track.center, rel=(0, 0), buttons=(0, 0, 0))])
        shot("lockdown_time")


def aftermath(app, frames, shot) -> None:
    """A Lockdown game with the Aftermath line: you play the Bounty Hunter beside the Android and the Doctor (bots),
    a few rounds in, its panel showing the two Bounty Objective cards and its hand the Stretch-Goal deck."""
    from engine import api
    from engine.ai import bots
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    session = Session({"seats": 3, "seed": 12, "map": "lockdown", "species": "night_stalkers",
                       "characters": "bounty_hunter,android,doctor"}, ["human", "bot:normal", "bot:normal"])
    state = session.state
    for _ in range(800):  # bots (and a Normal bot for you) play until your turn of the third round
        if state.pending is None or (state.phase == "player" and state.pending.seat == 0 and state.turn >= 3):
            break
        session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), 12).choice)
    session.feed.clear()
    session.undo_stack.clear()
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames()
    shot("aftermath_character")


def finish(seed: int, players: list[str], mode: str = "normal"):
    """A game played to its end by bots (a "human" seat plays like a Normal bot); it keeps its replay."""
    from engine import api
    from engine.ai import bots
    from game.session import Session

    session = Session({"seats": len(players), "seed": seed, "mode": mode}, players)
    while not session.over:
        seat = session.pending_seat
        level = players[seat].partition(":")[2] or "normal"
        session.submit(bots.bot_move(level, api.bot_view(session.state, seat), seed).choice)
    session.close()
    return session


def replays(app, frames, shot) -> None:
    """A few finished games and a damaged file in the Replays list, then the viewer mid-game."""
    from game.replayer import from_replay_file
    from game.scene import Push
    from game.scenes.replays import ReplaysScene
    from game.scenes.viewer import ViewerScene
    from saves import paths

    finish(8, ["human"], mode="solo")
    finish(21, ["human", "bot:normal", "bot:normal", "bot:easy"])
    watched = finish(11, ["human", "bot:normal", "bot:normal"])
    (paths.replays_dir() / "replay-from-a-broken-disk.json").write_bytes(b'{"format": "nemesis-desktop-replay", ')
    scene = ReplaysScene()
    app.stack.apply(Push(scene))
    scene.select(1)
    frames()
    shot("replays")
    replayer = from_replay_file(watched.replay)
    app.stack.apply(Push(ViewerScene(), {"replayer": replayer, "position": replayer.length * 2 // 3}))
    frames()
    shot("viewer")


def chytrids(app, frames, shot) -> None:
    """A Lockdown game with the Chytrids some turns in, bots playing every seat until the growth has spread:
    Spores, Sporelings of both colours at their levels and Mycelium painted over the tiles, the Lab and Queen
    boards in the top bar."""
    from engine import api
    from engine.ai import bots
    from engine.species.chytrids.state import chytrids as chytrid_state
    from game.scene import Push
    from game.scenes.board import BoardScene
    from game.session import Session

    for seed in range(int(os.environ.get("SHOT_SEED", "4")), 200):  # the first seed whose growth spreads in time
        session = Session({"seats": 3, "seed": seed, "map": "lockdown", "species": "chytrids"},
                          ["human", "bot:normal", "bot:normal"])
        state = session.state
        for _ in range(3000):  # the human seat played by a bot too, until the growth covers a few rooms
            if state.pending is None or state.over:
                break
            grown = chytrid_state(state)
            if (state.pending.seat == 0 and state.pending.kind == "choose_action"
                    and state.characters[0].status == "aboard" and len(grown.sporeling_rooms) >= 3
                    and grown.mycelium_rooms):
                break
            session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), 7).choice)
        if state.pending is not None and not state.over:
            break
    session.feed.clear()
    session.undo_stack.clear()
    app.stack.apply(Push(BoardScene(), {"session": session}))
    frames(8)
    shot("chytrids_board")


if __name__ == "__main__":
    raise SystemExit(main())

