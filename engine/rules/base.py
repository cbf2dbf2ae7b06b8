"""The base rules as a plug-in: the fallback for every replace hook, and the core content every game shares.

Its hooks are the published game's own procedures (encounter, attack, injury check, bag development, the
event phase's steps); a species or ruleset that plays differently replaces them. Options:
content/base/options.toml; content: engine/content/base.py.
"""

from engine.content.base import base_content
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
}, content=base_content, options="content/base/options.toml"))
