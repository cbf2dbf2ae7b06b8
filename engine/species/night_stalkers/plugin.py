"""Registers the Night Stalkers species (imported by engine/plugins.py). They live the Intruders' life cycle
(LD-NS-01: the same five types), so the Intruders' hooks serve them where nothing differs, fed by the Night
Stalkers' own tokens and decks; what differs is theirs: the Surprise number by Darkness and the Weaknesses for
characters with the Knowledge (rules.py), the Attack cards (attacks.py), the Event cards (events.py), the kill
check (injury.py), the Facility's Nest, the Queen and the miniature limits (nest.py)."""

from engine.hooks import Hook, Plugin, register
from engine.species.common.nest import EGGS
from engine.species.intruders import (
    encounter,
    injury,
    larvae,
    look,
    modifiers,
    rooms,
    setup,
    state,
    survival,
)
from engine.species.night_stalkers import attacks as ns_attacks
from engine.species.night_stalkers import events as ns_events
from engine.species.night_stalkers import injury as ns_injury
from engine.species.night_stalkers import nest as ns_nest
from engine.species.night_stalkers import rules as ns_rules
from engine.species.night_stalkers import texts
from engine.species.night_stalkers.content import ID, night_stalkers_content

PLUGIN = register(Plugin(id=ID, kind="species", name="Night Stalkers", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: encounter.base_encounter,
    Hook.INTRUDER_ATTACK: ns_attacks.attack_effect,
    Hook.EVENT_EFFECTS: ns_events.EFFECTS,
    Hook.OPS: ns_attacks.OPS,
    Hook.INJURY_CHECK: ns_injury.injury_check,
    Hook.INTRUDER_DEATH: injury.intruder_death,
    Hook.BAG_DEVELOPMENT: ns_nest.bag_development,
    Hook.MODIFIERS: {**modifiers.MODIFIERS, **ns_rules.MODIFIERS},
    Hook.ROOM_TARGETS: ns_nest.room_targets,
    Hook.TARGET_HITS: {EGGS: modifiers.hit_eggs},
    Hook.FIRE_DAMAGE: ns_nest.burn,
    Hook.BOARD_DESTROYED: modifiers.board_destroyed,
    Hook.ROOM_EFFECTS: rooms.ROOMS,
    Hook.ITEM_EFFECTS: rooms.ITEMS,
    Hook.SURVIVOR_CHECK: survival.contamination_check,
    Hook.INFECTION: larvae.infection,
    Hook.CLEANSE: larvae.cleansed,
    Hook.CHARACTER_DEATH: larvae.on_death,
    Hook.SERVICES: {**state.FACTS, "has_infection": larvae.carries, "mark_infection": larvae.set_infested,
                    "figure_shortage": ns_nest.figure_shortage, "event_dark_part": ns_events.has_dark_part},
}, content=night_stalkers_content, options="species/night_stalkers/options.toml",
    state=state.HiveState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    check=state.check_part, templates=texts.TEMPLATES, words=texts.WORDS, bot="engine.species.night_stalkers.bot",
    plays_with={"map": ("lockdown",)}))
