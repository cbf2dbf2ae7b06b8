"""The Void Seeders expansion as a species package (digest shared/rules/void-seeders.md, rule IDs VS-...).

For now this package holds the species' content only, as data checked by content.py: its kinds and looks,
bag tokens, the Attack, Event, Panic and Weakness decks, the Lair exploration tokens, the Insanity track and
its options. It is not yet a registered plug-in (engine/plugins.py lists it in PLANNED): its rules come later.

Data: kinds.toml, tokens.toml, attack.toml, events.toml, panic.toml, weaknesses.toml, exploration.toml,
insanity_track.toml, help.toml, options.toml.
"""
