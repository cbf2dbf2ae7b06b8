"""The Nemesis ship, basic side (T1): its board, room tiles, Coordinates and ship systems as one map plug-in.

Parts: systems.py (Self-Destruct, Escape Pods, Engines, Coordinates, hibernation), rooms.py (every room's
action). Data: board.toml (rooms, corridors, screen positions), room_tiles.toml, coordinates.toml, options.toml.
"""
