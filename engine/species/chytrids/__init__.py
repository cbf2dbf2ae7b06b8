"""The Chytrids (Nemesis: Lockdown Stretch Goals, digest shared/rules/lockdown-stretch-goals.md §3, §7) as a
species package: a fungal colony that grows in the rooms (Spores, Sporelings of two colours and three levels,
Mycelium that never goes) and sends its Rotstalks, Necrocaps and Queen after the crew, played in the Lockdown
Facility and on the Nemesis ship (§3.18). Registered by plugin.py.

Data: kinds.toml, tokens.toml (15), attack.toml (20), events.toml (20), weaknesses.toml (6), help.toml,
options.toml, checked by content.py (readers.py). Rules: growth.py (the §7.2 reference algorithm), queen_board.py,
exploration.py, spreading.py and events.py (Event step 9), event_effects.py, encounter.py, development.py,
injury.py, attacks.py, contamination.py, combat.py, nest.py, setup.py, facts.py; state.py, look.py, texts.py,
darkness.py; bot.py for the bots.
"""
