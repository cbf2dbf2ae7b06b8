"""Frame time of the board scene: a seeded mid-game board (Intruders, Fire, a decision pending) drawn for
N frames at 1280×720 and 1920×1080 with the dummy video driver; prints median and p95 in ms, and a JSON line.
Both maps: the Nemesis ship, and the Lockdown Facility with the Night Stalkers (Sections, a dark one, the Time
track's tokens, the pieces beside rooms); `--map` measures one.

Two figures per size: "still" is what most frames cost (the board is cached while nothing changes, the mouse
hovering pieces and options); "redraw" forces a full redraw every frame, which is what a frame costs while a
step plays back or right after a decision.

    python bench/frame.py [--frames 300] [--seed 11] [--map nemesis_ship|lockdown]

The mouse sweeps across the board so hover, tooltips and highlights are part of every frame.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["NEMESIS_DATA_DIR"] = tempfile.mkdtemp(prefix="nemesis-bench-")

import pygame  # noqa: E402

from game import demo  # noqa: E402
from game.app import AppContext  # noqa: E402
from game.scene import Push  # noqa: E402
from game.scenes.board import BoardScene  # noqa: E402
from saves.settings import Settings  # noqa: E402

MAPS = {"nemesis_ship": {}, "lockdown": {"map": "lockdown", "species": "night_stalkers"}}


def board_session(map_id: str, seed: int):
    """The seeded mid-game of a map; on Lockdown with Section S-03 unpowered, so Darkness is drawn too."""
    if map_id == "nemesis_ship":
        return demo.mid_game(seed=seed)
    session = demo.mid_game(seed=seed, min_turn=2, want_fire=False, config=MAPS[map_id])
    from engine.maps.lockdown.state import lockdown_state

    power = lockdown_state(session.state).power
    if "S-03" in power:
        power["S-03"].on = False
    return session


def measure(size: tuple[int, int], frames: int, seed: int, redraw: bool, map_id: str = "nemesis_ship") -> dict:
    pygame.init()
    app = AppContext(settings=Settings(animation_speed=0.0), size=size)
    session = board_session(map_id, seed)
    board = BoardScene()
    app.stack.apply(Push(board, {"session": session}))
    for _ in range(10):  # warm the text caches and the static layer
        app.step([], 1 / 60)
    times = []
    w, h = size
    for i in range(frames):
        pos = ((i * 37) % w, (i * 23) % h)
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        if redraw:
            board._frame = None
        start = time.perf_counter()
        app.step([event], 1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    session.close()
    pygame.quit()
    times.sort()
    return {"median_ms": round(statistics.median(times), 2), "p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
            "max_ms": round(times[-1], 2), "frames": frames}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--map", choices=sorted(MAPS), default=None, help="one map only (default: both)")
    args = parser.parse_args()
    out = {}
    for map_id in [args.map] if args.map else list(MAPS):
        for size in ((1280, 720), (1920, 1080)):
            for redraw in (False, True):
                r = measure(size, args.frames, args.seed, redraw, map_id)
                name = f"{map_id}_{size[0]}x{size[1]}_{'redraw' if redraw else 'still'}"
                out[name] = r
                print(f"{name}: median {r['median_ms']} ms, p95 {r['p95_ms']} ms, max {r['max_ms']} ms "
                      f"over {r['frames']} frames")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
