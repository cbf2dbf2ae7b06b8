"""The base game's Intruders as a species plug-in: their kinds and looks, bag, Attack, Event and Weakness decks,
the Intruder-player deck (data in this package) and the rules that are theirs alone.

Data: kinds.toml, tokens.toml, attack.toml, events.toml, weaknesses.toml, intruder_player.toml, options.toml.
"""

from engine.hooks import Plugin, register
from engine.species.intruders.content import intruders_content

PLUGIN = register(Plugin(id="species:intruders", kind="species", content=intruders_content,
                         options="species/intruders/options.toml"))
