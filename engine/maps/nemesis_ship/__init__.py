"""The Nemesis ship, basic side (T1): its board, room tiles, Coordinates and ship systems as one map plug-in.

Data: board.toml (rooms, corridors, screen positions), room_tiles.toml, coordinates.toml, options.toml.
"""

from engine.hooks import Plugin, register
from engine.maps.nemesis_ship.content import ship_content

PLUGIN = register(Plugin(id="map:nemesis_ship", kind="map", content=ship_content,
                         options="maps/nemesis_ship/options.toml"))
