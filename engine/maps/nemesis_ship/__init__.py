"""The Nemesis ship, basic side (T1): its board, room tiles, Coordinates and ship systems as one map plug-in.

Parts: systems.py (Self-Destruct, Escape Pods, Engines, Coordinates, hibernation), rooms.py (every room's
action). Data: board.toml (rooms, corridors, screen positions), room_tiles.toml, coordinates.toml, options.toml.
"""

from engine.hooks import Plugin, register
from engine.maps.nemesis_ship.content import ship_content

PLUGIN = register(Plugin(id="map:nemesis_ship", kind="map", content=ship_content,
                         options="maps/nemesis_ship/options.toml"))

from engine.maps.nemesis_ship import rooms, systems  # noqa: E402, F401, I001  (its parts register after it)
