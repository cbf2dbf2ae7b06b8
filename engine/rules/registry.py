"""Registries of what Action cards, Items and rooms do, keyed by the `effect` / tile id of the content files.

Each entry is an `Effect`: `options(state, seat, source)` lists the concrete ways it can be used right now
(each a tuple of string parameters; an empty list = not usable), and `resolve(state, seat, source, params)`
carries one out (writing through engine/effects.py or pushing flow steps). `source` is the Action card id,
the Item card instance, or the room whose action is used. Costs and timing are checked by
`engine/rules/actions.py`, not here, so one effect serves every card that embeds it (PUB-CHAR-07/08).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.state import State

Params = tuple[str, ...]
OptionsFn = Callable[[State, int, str], list[Params]]
ResolveFn = Callable[[State, int, str, Params], None]


@dataclass(frozen=True)
class Effect:
    options: OptionsFn
    resolve: ResolveFn


CARD_EFFECTS: dict[str, Effect] = {}  # action card `effect` key (characters.toml)
ITEM_EFFECTS: dict[str, Effect] = {}  # item `effect` key (items.toml)
ROOM_EFFECTS: dict[str, Effect] = {}  # room tile id (room_tiles.toml)


def item_effect(state: State, key: str) -> Effect | None:
    """What an Item's `effect` does in this game: an active plug-in's ITEM_EFFECTS hook first (the ship's keys),
    then the core's; None where nothing here gives it a use."""
    from engine import hooks

    return hooks.merged(state, hooks.Hook.ITEM_EFFECTS).get(key) or ITEM_EFFECTS.get(key)


def room_effect(state: State, tile: str) -> Effect | None:
    """What a room tile's action does in this game: the map's own (ROOM_EFFECTS), unless an active plug-in's
    ROOM_EFFECTS hook says otherwise (the Intruders' Laboratory and Nest)."""
    from engine import hooks

    return hooks.merged(state, hooks.Hook.ROOM_EFFECTS).get(tile) or ROOM_EFFECTS.get(tile)


def effect(table: dict[str, Effect], *keys: str) -> Callable[[OptionsFn], OptionsFn]:
    """Decorator pair: `@effect(TABLE, "key")` on the options function, then `@resolves(TABLE, "key")`."""

    def deco(fn: OptionsFn) -> OptionsFn:
        for key in keys:
            table[key] = Effect(options=fn, resolve=table.get(key, _UNSET).resolve)
        return fn

    return deco


def resolves(table: dict[str, Effect], *keys: str) -> Callable[[ResolveFn], ResolveFn]:
    def deco(fn: ResolveFn) -> ResolveFn:
        for key in keys:
            table[key] = Effect(options=table.get(key, _UNSET).options, resolve=fn)
        return fn

    return deco


def always(state: State, seat: int, source: str) -> list[Params]:
    """Options of an effect with no parameter that is always usable."""
    return [()]


def _unset_options(state: State, seat: int, source: str) -> list[Params]:
    return []


def _unset_resolve(state: State, seat: int, source: str, params: Params) -> None:
    raise KeyError(f"effect of {source!r} has options but no resolve step")


_UNSET = Effect(options=_unset_options, resolve=_unset_resolve)
