"""Registers the plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules)."""


from engine.hooks import Hook, Plugin, register
from engine.rules.encounter import base_encounter
from engine.rules.event_phase import base_bag_development
from engine.rules.injury import base_injury_check
from engine.rules.intruder_attack import base_attack_effect
from engine.species.intruders import look, setup, state
from engine.species.intruders.content import intruders_content

PLUGIN = register(Plugin(id=state.KEY, kind="species", name="Intruders", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: base_encounter,
    Hook.INTRUDER_ATTACK: base_attack_effect,
    Hook.INJURY_CHECK: base_injury_check,
    Hook.BAG_DEVELOPMENT: base_bag_development,
}, content=intruders_content, options="species/intruders/options.toml",
    state=state.HiveState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    bot="engine.species.intruders.bot"))
