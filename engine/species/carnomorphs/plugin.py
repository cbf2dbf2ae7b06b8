"""Registers the Carnomorphs plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules)."""

from engine.flow import op
from engine.hooks import Hook, Plugin, register
from engine.species.carnomorphs import (
    attacks,
    development,
    encounter,
    events,
    feeding_step,
    injury,
    lockdown_events,
    look,
    modifiers,
    mutation,
    mutation_action,
    rooms,
    setup,
    state,
    survival,
    texts,
)
from engine.species.carnomorphs.content import carnomorphs_content
from engine.species.common.map_events import dark_part_service, with_dark
from engine.species.common.nest import EGGS

STEPS: dict = {}
op(feeding_step.FEEDING, STEPS)(feeding_step.feeding)
op(feeding_step.GLUTTON, STEPS)(feeding_step.glutton_feeding)
op(feeding_step.REGENERATION, STEPS)(feeding_step.regeneration)

PLUGIN = register(Plugin(id=state.KEY, kind="species", name="Carnomorphs", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.SETUP: setup.after_draft,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: encounter.carno_encounter,
    Hook.INTRUDER_ATTACK: attacks.carno_attack,
    Hook.INJURY_CHECK: injury.carno_injury_check,
    Hook.INTRUDER_DEATH: injury.carno_death,
    Hook.BAG_DEVELOPMENT: development.carno_bag_development,
    Hook.EVENT_PHASE_STEPS: feeding_step.event_steps,
    Hook.MODIFIERS: modifiers.MODIFIERS,
    Hook.ROOM_TARGETS: modifiers.room_targets,
    Hook.TARGET_HITS: {EGGS: modifiers.hit_eggs},
    Hook.FIRE_DAMAGE: modifiers.burn,
    Hook.BOARD_DESTROYED: modifiers.board_destroyed,
    Hook.ROOM_EFFECTS: rooms.ROOMS,
    Hook.ITEM_EFFECTS: rooms.ITEMS,
    Hook.SURVIVOR_CHECK: survival.mutation_check,
    Hook.INFECTION: mutation.infection,
    Hook.CLEANSE: mutation.cleansed,
    Hook.EVENT_EFFECTS: with_dark(state.KEY, {**events.EFFECTS, **lockdown_events.EFFECTS}, lockdown_events.DARK),
    Hook.ACTION_PROVIDERS: mutation_action.mutation_options,
    Hook.ACTION_PERFORMERS: mutation_action.PERFORMERS,
    Hook.OPS: {**mutation.OPS, **STEPS, **events.OPS, **mutation_action.OPS, **development.OPS},
    Hook.SERVICES: {**state.FACTS, "event_dark_part": dark_part_service(state.KEY), "lab_research": rooms.lab_research},
}, content=carnomorphs_content, options="species/carnomorphs/options.toml",
    state=state.CarnoState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    check=state.check_part, plant=state.plant, templates={**texts.TEMPLATES, **mutation_action.TEMPLATES}, words=texts.WORDS,
    bot="engine.species.carnomorphs.bot", choices=mutation_action.CHOICE_TEXTS))
