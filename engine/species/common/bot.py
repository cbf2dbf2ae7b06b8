"""What the bots know of a Nest with Eggs, for any species whose board holds them (PUB-NEST-01..04): a shot at
the Eggs, an Egg fetched from the Nest, a Grenade thrown into it. Imported by the species' bot modules only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ai.goals import Goal, object_name
from engine.i18n import _
from engine.species.common.nest import EGG_OBJECT, nest_tile


def shoot_eggs(c, bonus: float) -> tuple[float, str]:
    """A shot at the Eggs: worth it when the Objective wants the Nest destroyed (PUB-NEST-04)."""
    s = (1.2 if c.n.nest else -0.6) + bonus
    return s, _("destroys the Eggs in the Nest") if c.n.nest else _("shoots at the Eggs")


def egg_fetcher(board_of: Callable[[Any], Any]) -> Callable[..., Goal | None]:
    """The species' `fetch`: an Egg comes from the Nest while the board (`board_of(view)`) has Eggs left
    (PUB-NEST-02)."""

    def fetch_egg(r, obj: str, weight: float, tail: str) -> Goal | None:
        nest = r.tile_room.get(nest_tile(r.view))
        if obj == EGG_OBJECT and nest and board_of(r.view).eggs > 0:
            return Goal("fetch", frozenset({nest}), weight,
                        _("heads for the Nest to take {object}").format(object=object_name(EGG_OBJECT)) + tail)
        return None

    return fetch_egg


def throw_bonus(c, room: str) -> float:
    """A Grenade or Molotov in the Nest also destroys Eggs (PUB-NEST-04)."""
    return 1.0 if c.n.nest and c.r.tiles.get(room) == nest_tile(c.r.view) else 0.0
