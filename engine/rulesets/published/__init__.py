"""The published base game ruleset (default). The base rules fill every hook; this ruleset holds only the
options where rulesets differ (options.toml: the published side of base-game.md §1, D1-D20) and its parts
registered as "ruleset:published/<area>" where it plays differently (none yet: the core rules' parts are
"base/<area>": items, objectives, the Victory Check, the Intruder-player mode, co-op and solo, …).

The 2018 prototype ruleset will be a sibling package with its own options table overriding these keys and
hooks where the prototype plays differently.
"""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published", kind="ruleset", name="Published rules",
                         options="rulesets/published/options.toml"))
