"""The Replays screen and the replay viewer driven by clicks and keys: a game finished in the window is kept
as a replay; the list shows replays newest first with crew and outcome, a bad file greyed with its reason (and
left as it was); Watch opens the viewer, which steps a choice, a player's turn and a Turn either way, jumps to
a clicked log line, shows any seat's eyes and, only for a finished game, everything; a save can be watched
from the Load screen."""

from __future__ import annotations

import json

import pygame
import pytest

from engine import api
from engine.ai import bots
from game.replayer import EVERYTHING
from game.scene import Push
from game.scenes.game_over import GameOverScene
from game.scenes.replays import ReplaysScene
from game.scenes.save_load import SaveLoadScene
from game.scenes.title import TitleScene
from game.scenes.viewer import ViewerScene
from game.session import Session
from saves import paths, replays
from saves.document import checksum
from saves.format import save
from tests.game.conftest import click, frames, key, open_board, press_button


def played(seed: int = 5, seats: int = 3, stop: int | None = None):
    config = {"seats": seats, "seed": seed}
    state, choices = api.new_game(config), []
    while state.pending is not None and (stop is None or len(choices) < stop):
        choice = bots.bot_move("easy", api.bot_view(state, state.pending.seat), seed).choice
        api.apply(state, choice)
        choices.append(choice)
    return config, choices, state


def write_replay(name: str, game, saved_at: str, players=None):
    """A replay file as `record` writes it, dated `saved_at` (so the list's order is known)."""
    doc = json.loads(replays.encode(*game, players=players))
    doc.pop("checksum")
    doc["saved_at"] = saved_at
    path = paths.replays_dir() / name
    path.write_text(json.dumps({**doc, "checksum": checksum(doc)}))
    return path


@pytest.fixture(scope="module")
def games():
    return played(seed=5), played(seed=3, seats=2)


def open_replays(app) -> ReplaysScene:
    app.stack.apply(Push(TitleScene()))
    frames(app, 2)
    press_button(app, "Replays")
    scene = app.stack.top
    assert isinstance(scene, ReplaysScene)
    return scene


def click_row(app, scene, index: int) -> None:
    click(app, scene.row_rect(index).center)
    assert scene.selected == index


@pytest.mark.rule("PUB-END-10")
def test_the_list_shows_replays_newest_first_with_crew_and_outcome(app, games):
    write_replay("older.json", games[0], "2025-01-02T10:00:00+00:00", players=["human", "bot:easy", "bot:easy"])
    write_replay("newer.json", games[1], "2025-03-04T10:00:00+00:00")

    scene = open_replays(app)

    assert [e.path.name for e in scene.entries] == ["newer.json", "older.json"]
    from game.scenes.replays import detail, headline

    _, _, state = games[0]
    summary = scene.entries[1].info["summary"]
    winners = [r["name"] for r in api.seat_results(state) if r["won"]]
    assert headline(summary) == (f"Turn {state.turn} · " + ", ".join(r["name"] for r in api.seat_results(state))
                                 + (f" · won: {', '.join(winners)}" if winners else " · nobody won"))
    survivors = sum(r["alive"] for r in api.seat_results(state))
    assert detail(summary).startswith(f"Nemesis ship · Intruders · semi-cooperative · {survivors} of 3 survived")
    assert detail(summary).endswith("1 human + 2 bots")


def test_a_bad_file_is_listed_greyed_with_its_reason_and_cannot_be_watched(app, games):
    write_replay("good.json", games[0], "2025-01-02T10:00:00+00:00")
    bad = paths.replays_dir() / "bad.json"
    bad.write_bytes(b'{"format": "nemesis-desktop-replay", "schema": 1, "config": ')
    scene = open_replays(app)
    index = next(i for i, e in enumerate(scene.entries) if e.path == bad)

    click_row(app, scene, index)
    press_button(app, "Watch")

    assert app.stack.top is scene and not scene.entries[index].readable
    assert scene.message == "bad.json is damaged or truncated (not valid JSON at line 1)."
    assert bad.read_bytes() == b'{"format": "nemesis-desktop-replay", "schema": 1, "config": '


def test_watch_opens_the_viewer_which_steps_both_ways_and_jumps_to_a_log_line(app, games):
    config, choices, state = games[0]
    write_replay("game.json", games[0], "2025-01-02T10:00:00+00:00")
    scene = open_replays(app)
    click_row(app, scene, 0)
    press_button(app, "Watch")
    viewer = app.stack.top
    assert isinstance(viewer, ViewerScene) and viewer.pos == 0 and viewer.seat == EVERYTHING

    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert viewer.pos == 2
    key(app, pygame.K_END)
    assert api.state_hash(viewer.replayer.state_at(viewer.pos)) == api.state_hash(state)
    key(app, pygame.K_LEFT)
    assert viewer.pos == len(choices) - 1
    key(app, pygame.K_PAGEUP)
    assert viewer.shown()[0].turn == state.turn and viewer.replayer.state_at(viewer.pos - 1).turn < state.turn
    key(app, pygame.K_HOME)
    assert viewer.pos == 0

    press(app, viewer, ("ctl", "turn+"))
    assert viewer.shown()[0].turn > viewer.replayer.state_at(0).turn
    line = next(k for _, k, _ in viewer.hits.rects if k[0] == "line")
    press(app, viewer, line)
    assert viewer.pos == viewer.replayer.step_of_entry(int(line[1])) and viewer.pos <= len(choices)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def press(app, viewer: ViewerScene, hit_key) -> None:
    click(app, viewer.hits.rect_of(hit_key).center)


def test_the_viewer_shows_one_seats_hand_and_for_a_finished_game_every_hand(app, games):
    write_replay("game.json", games[0], "2025-01-02T10:00:00+00:00")
    scene = open_replays(app)
    click_row(app, scene, 0)
    press_button(app, "Watch")
    viewer = app.stack.top
    press(app, viewer, ("ctl", "turn+"))

    press(app, viewer, ("seat", "1"))
    view, full = viewer.shown()
    assert viewer.seat == 1 and full is None and view.seat == 1
    assert [c.hand is not None for c in view.characters] == [False, True, False]
    press(app, viewer, ("seat", str(EVERYTHING)))
    view, full = viewer.shown()
    assert full is not None and all(c.hand is not None for c in view.characters) and full.bag


def test_a_save_is_watched_from_the_load_screen_without_showing_everything(app):
    config, choices, state = played(seed=4, seats=2, stop=50)
    save(paths.saves_dir() / "mid.json", config, choices, state)
    app.stack.apply(Push(TitleScene()))
    app.stack.apply(Push(SaveLoadScene(), {"mode": "load"}))
    frames(app, 2)
    loader = app.stack.top
    click(app, loader.row_rect(0).center)
    press_button(app, "Watch")

    viewer = app.stack.top
    assert isinstance(viewer, ViewerScene) and viewer.pos == 50
    assert api.state_hash(viewer.replayer.state_at(viewer.pos)) == api.state_hash(state)
    assert viewer.seat == -1
    press(app, viewer, ("seat", str(EVERYTHING)))
    assert viewer.seat == -1 and "only once the game is over" in viewer.note


def test_a_game_finished_in_the_window_is_kept_as_a_replay_and_can_be_watched(app):
    session = Session({"seats": 2, "seed": 3}, ["bot:easy", "bot:easy"])
    open_board(app, session)
    while not session.over:
        session.wait_bot()
    frames(app, 3)
    assert isinstance(app.stack.top, GameOverScene)

    kept = list(paths.replays_dir().glob("*.json"))
    assert kept == [session.replay]
    replay = replays.load(kept[0])
    assert replay.choices == session.choices and replay.final_digest == api.game_digest(session.state)
    press_button(app, "Watch the replay")
    viewer = app.stack.top
    assert isinstance(viewer, ViewerScene) and viewer.replayer.length == len(session.choices)


def test_play_steps_on_at_the_settings_speed_and_stops_at_the_end(app, games):
    write_replay("game.json", games[1], "2025-01-02T10:00:00+00:00")
    scene = open_replays(app)
    click_row(app, scene, 0)
    press_button(app, "Watch")
    viewer = app.stack.top
    app.settings.animation_speed = 2.0  # a choice every 0.275 s

    key(app, pygame.K_SPACE)
    for _ in range(6):
        app.step([], 0.25)

    assert viewer.playing and viewer.pos == 5  # 1.5 s of play (and the key's own two frames)
    app.settings.animation_speed = 0.0  # no animation: a choice a frame
    frames(app, viewer.replayer.length)
    assert viewer.pos == viewer.replayer.length and not viewer.playing


@pytest.mark.rule("PUB-END-10")
def test_the_replays_screen_opens_on_the_newest_replay_and_enter_watches_it(app, games):
    write_replay("older.json", games[0], "2025-01-02T10:00:00+00:00")
    write_replay("newer.json", games[1], "2025-03-04T10:00:00+00:00")
    scene = open_replays(app)
    assert scene.entries[scene.selected].path.name == "newer.json"

    key(app, pygame.K_RETURN)

    viewer = app.stack.top
    assert isinstance(viewer, ViewerScene)
    assert viewer.replayer.length == len(games[1][1])
