"""The Nemesis ship, basic side (T1; data in content/maps/nemesis_ship.toml). No hooks of its own."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="map:nemesis_ship", kind="map"))
