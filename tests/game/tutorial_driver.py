"""Driving the tutorial like a player: find where a lit place can be clicked and click it with posted events."""

from __future__ import annotations

import pygame

from tests.game.conftest import click, frames


def point_on(scene, key) -> tuple[int, int]:
    """A point of `key`'s rectangle where a click reaches that key (not a figure or marker drawn over it, nor the
    lesson's note)."""
    rect = scene.hits.rect_of(key)
    assert rect is not None, f"{key} is not on the board"
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = (int(rect.x + rect.width * fx), int(rect.y + rect.height * fy))
            hit = scene.hits.at(p)
            covered = scene.note_box is not None and scene.note_box.collidepoint(p)
            if hit is not None and hit[0] == key and not covered:
                return p
    raise AssertionError(f"no clickable point on {key} ({rect})")


def settle(app, scene, limit: int = 600) -> None:
    """Frames until the playback is over and the human decides again (or the game is over)."""
    for _ in range(limit):
        frames(app)
        if not (scene.playback.active or scene.session.feed) and app.stack.top is scene:
            return
    raise AssertionError("the playback never ended")


def play_step(app, scene) -> None:
    """Do what the current step asks: click Next on a read step, else the first lit place of the taught answer."""
    settle(app, scene)
    index, step = scene.step()
    if step.read:
        click(app, scene.note_rects[("note", "next")].center)
        return
    key = scene.targets()[0]
    click(app, point_on(scene, key))


def note_text(scene) -> str:
    """Everything the lesson's note says now."""
    made = scene.note()
    assert made is not None, "no note shown"
    note = made[0]
    return " ".join((note.heading, note.title, note.body, note.hint, note.alert))


def press(app, key: int) -> None:
    from tests.game.conftest import key as press_key

    press_key(app, key)


ENTER = pygame.K_RETURN
