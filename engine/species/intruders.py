"""The base game's Intruders: they use the base rules' hooks unchanged (data in content/published/)."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="species:intruders", kind="species"))
