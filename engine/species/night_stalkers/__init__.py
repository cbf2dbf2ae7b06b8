"""The Night Stalkers (the species of Nemesis: Lockdown, digest shared/rules/lockdown-base.md §9-§11, §15, T4-T6,
T13), a registered species plug-in (plugin.py) played only in the Lockdown Facility.

Data: kinds.toml, tokens.toml (27 tokens, light and Darkness numbers), attack.toml (20), events.toml (22),
weaknesses.toml (6), options.toml, all checked by content.py. Rules: encounter numbers and Weakness modifiers
(rules.py), Attack cards (attacks.py), Event cards (events.py), the kill check (injury.py), the Nest, the Queen's
development and the miniature limits (nest.py); texts.py, bot.py. The rest of their life cycle is the Intruders'.
"""
