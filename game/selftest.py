"""`nemesis --selftest`: open every scene with the dummy video driver (Learn to play included), draw a mid-game
board, play a few frames of each, and exit 0 — or print what failed and exit 1. Uses a temporary data folder: the player's
saves and settings are never touched."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback


def run_selftest() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory(prefix="nemesis-selftest-") as tmp:
        os.environ["NEMESIS_DATA_DIR"] = tmp
        try:
            checked = _run()
        except Exception:  # noqa: BLE001 - the self-test reports any failure and exits 1
            traceback.print_exc()
            sys.stderr.write("nemesis: self-test FAILED\n")
            return 1
    print(f"nemesis: self-test passed ({', '.join(checked)})")
    return 0


def _run() -> list[str]:
    import pygame

    from game import demo
    from game.app import AppContext
    from game.replayer import from_replay_file
    from game.scene import Pop, Push
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
    from game.scenes.viewer import ViewerScene
    from game.scenes.zoom import ZoomScene

    pygame.init()
    app = AppContext(size=(1280, 720))
    checked = []

    def frames(n: int = 3) -> None:
        for _ in range(n):
            app.step([], 1 / 60)

    def show(scene, handover=None) -> None:
        app.stack.apply(Push(scene, handover or {}))
        frames()
        checked.append(scene.name)

    show(TitleScene())
    show(SetupScene())
    show(SettingsScene())
    show(RulesScene())
    show(SaveLoadScene(), {"mode": "load"})
    session = demo.mid_game()
    board = BoardScene()
    show(board, {"session": session})
    if not session.state.intruders:
        raise AssertionError("the mid-game board has no Intruders")
    show(ZoomScene(), {"title": "Medkit", "body": "Heal.", "kind": "item"})
    show(PauseScene(), {"session": session})
    show(SaveLoadScene(), {"mode": "save", "session": session})
    show(PassDeviceScene(), {"seat": 1, "name": "Player 2"})
    lesson = TutorialScene()
    show(lesson)
    if lesson.note() is None:
        raise AssertionError("Learn to play shows no lesson")
    app.stack.apply(Pop())
    app.session = session
    done = demo.finished_game()
    show(GameOverScene(), {"session": done, "names": board.names})
    show(ReplaysScene())
    if done.replay is None:
        raise AssertionError(f"the finished game kept no replay: {done.message}")
    show(ViewerScene(), {"replayer": from_replay_file(done.replay), "position": 40})
    app.surface = pygame.display.get_surface()
    for size in ((960, 540), (1920, 1080)):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1])], 1 / 60)
        frames(2)
    checked.append("resize")
    pygame.quit()
    return checked
