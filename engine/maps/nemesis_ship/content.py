"""The Nemesis ship's data: the board (rooms, corridors, screen positions), its room tiles and the Coordinates
cards (T1, T2, T12), each checked against what this map allows."""

from __future__ import annotations

from typing import Any

from engine.content.cards import load_tiles
from engine.content.loader import ContentError, die_table, load_map, need, read_toml

DIR = "maps/nemesis_ship"
SLOTS = ("special", "slot1", "slot2")  # printed rooms, and the slots of the two room-tile sets (PUB-SETUP-02/03)
DESTINATIONS = ("earth", "mars", "venus", "deep_space")
DESTINATION_POSITIONS = ("A", "B", "C", "D")


def load_coordinates(path: str) -> dict[str, dict[str, str]]:
    """Each card maps the positions A-D to the 4 destinations, each used once (T12)."""
    out: dict[str, dict[str, str]] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        positions = {p: need(path, where, c, p, str) for p in DESTINATION_POSITIONS}
        if sorted(positions.values()) != sorted(DESTINATIONS):
            raise ContentError(f"{path}: {where} must name each of {', '.join(DESTINATIONS)} once")
        out[need(path, where, c, "id", str)] = positions
    return out


def coordinates_of(catalog) -> dict[str, dict[str, str]]:
    """The Coordinates cards of the ship's catalog: card id -> position A-D -> destination."""
    return catalog.ext["map:nemesis_ship"]["coordinates"]


def ship_content(options: dict[str, Any]) -> dict[str, Any]:
    path = f"{DIR}/board.toml"
    m_id, m_name, rooms, corridors = load_map(path, slots=SLOTS)
    tiles = load_tiles(f"{DIR}/room_tiles.toml")
    for room in rooms.values():
        if room.slot == "special" and room.special not in tiles:
            raise ContentError(f'{path}: room "{room.id}" key "special" names unknown room tile "{room.special}"')
    return {
        "map_id": m_id, "map_name": m_name, "rooms": rooms, "corridors": corridors,
        "die_targets": die_table(path, rooms, corridors),
        "room_corridors": {r: tuple(sorted(c.id for c in corridors.values() if r in c.rooms)) for r in rooms},
        "tiles": tiles,
        "ext": {"map:nemesis_ship": {"coordinates": load_coordinates(f"{DIR}/coordinates.toml")}},
    }
