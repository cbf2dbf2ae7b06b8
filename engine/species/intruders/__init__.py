"""The base game's Intruders as a species plug-in: their kinds and looks, bag, Attack, Event and Weakness decks,
the Intruder-player deck (data in this package) and the rules that are theirs alone.

Data: kinds.toml, tokens.toml, attack.toml, events.toml, weaknesses.toml, intruder_player.toml, options.toml.
"""
