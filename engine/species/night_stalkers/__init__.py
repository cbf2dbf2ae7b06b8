"""The Night Stalkers (the species of Nemesis: Lockdown, digest shared/rules/lockdown-base.md §15, T4-T6, T13,
rule IDs LD-NS-.. and LD-...) as a species package: data groundwork, not registered yet.

For now this package holds the species' content only, as data checked by content.py: its kinds and looks, the
27 bag tokens with their two Surprise Attack numbers (light and Darkness), the Night Stalker Attack (20), Event
(22) and Weakness (6) decks with their Darkness parts, and its options. It is not a registered plug-in
(engine/plugins.py lists it in PLANNED): its rules come later (issue 18).

Data: kinds.toml, tokens.toml, attack.toml, events.toml, weaknesses.toml, options.toml.
"""
