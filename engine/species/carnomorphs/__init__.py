"""The Carnomorphs (the Carnomorphs expansion) as a species package: their kinds and looks, bag tokens, the
Carnomorph Attack and Event decks, the Character Mutation and Carnomorph Adaptation cards and their numbers,
as data checked by `content.py`. Not yet a registered plug-in: its rules are still to come (issue 17).

Data: kinds.toml, tokens.toml, attack.toml, events.toml, mutations.toml, adaptations.toml, options.toml.
"""
