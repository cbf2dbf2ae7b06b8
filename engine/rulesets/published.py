"""The published base game ruleset (default): the base rules fill every hook; the Victory Check
(END_GAME_CHECKS) comes from its part `engine/rules/victory.py`.

Options: content/published/ruleset.toml. The 2018 prototype ruleset (base-game.md §1) will be a sibling
module with its own options table that overrides the hooks where the prototype differs.
"""

from engine.hooks import Hook, Plugin, register
from engine.rules.encounter import base_encounter
from engine.rules.event_phase import base_bag_development
from engine.rules.injury import base_injury_check
from engine.rules.intruder_attack import base_attack_effect
from engine.rules.setup import base_bag_contents
from engine.rules.turn import base_event_phase_steps

PLUGIN = register(Plugin(id="base", kind="base", hooks={
    Hook.BAG_CONTENTS: base_bag_contents,
    Hook.ENCOUNTER: base_encounter,
    Hook.INTRUDER_ATTACK: base_attack_effect,
    Hook.INJURY_CHECK: base_injury_check,
    Hook.BAG_DEVELOPMENT: base_bag_development,
    Hook.EVENT_PHASE_STEPS: base_event_phase_steps,
}))
RULESET = register(Plugin(id="ruleset:published", kind="ruleset"))
