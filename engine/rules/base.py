"""The base rules as a plug-in: the event phase's steps, and the core content every game shares.

A species fills the hooks that are its own (bag contents and development, encounter, attack, injury check);
a ruleset replaces what it plays differently. Options: content/base/options.toml; content:
engine/content/base.py.
"""

from engine.content.base import base_content
from engine.hooks import Hook, Plugin, register
from engine.rules import base_look
from engine.rules.contamination import base_infection
from engine.rules.event_phase import base_time_out
from engine.rules.injury import base_intruder_death
from engine.rules.turn import base_event_phase_steps
from engine.rules.victory import base_survivor_check, base_victory_steps

PLUGIN = register(Plugin(id="base", kind="base", hooks={
    Hook.EVENT_PHASE_STEPS: base_event_phase_steps,
    Hook.TIME_OUT: base_time_out,
    Hook.VICTORY_STEPS: base_victory_steps,
    Hook.INTRUDER_DEATH: base_intruder_death,
    Hook.INFECTION: base_infection,
    Hook.SURVIVOR_CHECK: base_survivor_check,
}, content=base_content, options="content/base/options.toml", look=base_look.look))
