"""Registers the tiny map: its board and tiles, a setup step dealing its room tiles, nothing else."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.catalog import cat
from engine.content.cards import load_tiles
from engine.content.loader import die_table, load_map
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.rules.setup import SetupStep, insert_before
from engine.state import State

PACKAGE = "tests.plugins"


def content(options: dict[str, Any]) -> dict[str, Any]:
    m_id, name, rooms, corridors = load_map("tiny_map/board.toml", PACKAGE, slots=("special", "slot1"))
    return {"map_id": m_id, "map_name": name, "rooms": rooms, "corridors": corridors,
            "die_targets": die_table("tiny_map/board.toml", rooms, corridors),
            "room_corridors": {r: tuple(sorted(c.id for c in corridors.values() if r in c.rooms)) for r in rooms},
            "tiles": load_tiles("tiny_map/room_tiles.toml", PACKAGE)}


def place_tiles(state: State) -> None:
    c = cat(state)
    tiles = sorted(t.id for t in c.tiles.values() if t.set == 1)
    rng.shuffle(state, tiles)
    for room in sorted(c.rooms):
        r = c.rooms[room]
        state.tiles[room] = r.special if r.slot == "special" else tiles.pop()
        state.explored[room] = r.slot == "special"
    log(state, "TEST-MAP-01", "setup_tiles", boxed=len(tiles))


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        return insert_before(steps, "exploration_tokens", SetupStep("room_tiles", place_tiles))
    return steps


PLUGIN = register(Plugin(id="map:tiny_map", kind="map", name="Tiny ring", hooks={Hook.SETUP_STEPS: edit_steps},
                         content=content, options="tiny_map/options.toml", package=PACKAGE))
