"""The scene stack: screens and overlays ask for a transition and the stack performs it after the event pass.

A scene never replaces itself; it returns a `Request` (Push, Pop, Replace, Quit) from `handle_event` or
`update`. Overlays set `opaque = False` so the scene below is drawn first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import AppContext


class Scene:
    """One screen or overlay. The stack calls enter/exit; subclasses override what they need."""

    opaque = True
    name = "scene"

    def enter(self, app: AppContext, handover: dict) -> None:
        self.app = app

    def exit(self) -> dict:
        return {}

    def resize(self) -> None:
        """The window changed size: rebuild what depends on it."""

    def covered(self) -> None:
        """Another scene was pushed on top: hide widgets so they take no clicks."""

    def resume(self, handover: dict) -> None:
        """The scene on top was popped; `handover` is what it returned."""

    def handle_event(self, event: pygame.event.Event) -> Request | None:
        return None

    def update(self, dt: float) -> Request | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass


@dataclass
class Request:
    pass


@dataclass
class Push(Request):
    scene: Scene
    handover: dict = field(default_factory=dict)


@dataclass
class Pop(Request):
    handover: dict[str, Any] = field(default_factory=dict)


@dataclass
class Replace(Request):
    scene: Scene
    handover: dict = field(default_factory=dict)


@dataclass
class Quit(Request):
    pass


class SceneStack:
    def __init__(self, app: AppContext) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.quit = False

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def apply(self, request: Request | None) -> None:
        if request is None:
            return
        if isinstance(request, Quit):
            self.quit = True
        elif isinstance(request, Push):
            if self.scenes:
                self.scenes[-1].covered()
            self.scenes.append(request.scene)
            request.scene.enter(self.app, request.handover)
        elif isinstance(request, Pop):
            if self.scenes:
                out = self.scenes.pop().exit()
                out.update(request.handover)
                if self.scenes:
                    self.scenes[-1].resume(out)
                else:
                    self.quit = True
        elif isinstance(request, Replace):
            if self.scenes:
                self.scenes.pop().exit()
            self.scenes.append(request.scene)
            request.scene.enter(self.app, request.handover)

    def clear(self) -> None:
        """Exit every scene, topmost first (a broken scene's exit is skipped, not raised)."""
        while self.scenes:
            try:
                self.scenes.pop().exit()
            except Exception:  # noqa: BLE001 - leaving a scene must not stop the others leaving
                pass

    def resize(self) -> None:
        """Every scene re-lays itself out; the covered ones hide again (a rebuild shows new widgets)."""
        for scene in self.scenes:
            scene.resize()
        for scene in self.scenes[:-1]:
            scene.covered()

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
