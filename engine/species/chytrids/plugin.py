"""Registers the Chytrids plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules). The Chytrids play in the Lockdown Facility and on the
Nemesis ship (§3.18)."""

from engine.hooks import Hook, Plugin, register
from engine.species.chytrids import (
    attacks,
    combat,
    contamination,
    development,
    encounter,
    event_effects,
    events,
    exploration,
    injury,
    look,
    nest,
    queen_board,
    setup,
    state,
    texts,
)
from engine.species.chytrids.content import chytrids_content
from engine.species.chytrids.facts import FACTS
from engine.species.common.nest import EGGS

PLUGIN = register(Plugin(id=state.KEY, kind="species", name="Chytrids", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: encounter.encounter,
    Hook.INTRUDER_ATTACK: attacks.attack_effect,
    Hook.INJURY_CHECK: injury.injury_check,
    Hook.INTRUDER_DEATH: injury.intruder_death,
    Hook.INTRUDER_REMOVED: queen_board.figure_removed,
    Hook.BAG_DEVELOPMENT: development.bag_development,
    Hook.EVENT_EFFECTS: event_effects.EFFECTS,
    Hook.OPS: events.OPS,
    Hook.EXPLORED: exploration.exploration_spore,
    Hook.MODIFIERS: combat.MODIFIERS,
    Hook.ROOM_TARGETS: combat.room_targets,
    Hook.TARGET_HITS: {combat.SPORELING: combat.hit_sporeling, EGGS: nest.hit_eggs},
    Hook.FIRE_DAMAGE: combat.burn,
    Hook.ROOM_PURGED: combat.purged,
    Hook.BOARD_DESTROYED: nest.board_destroyed,
    Hook.ROOM_EFFECTS: nest.ROOMS,
    Hook.ITEM_EFFECTS: nest.ITEMS,
    Hook.SURVIVOR_CHECK: contamination.survivor_check,
    Hook.INFECTION: contamination.infection,
    Hook.CLEANSE: contamination.cleansed,
    Hook.CHARACTER_DEATH: contamination.on_death,
    Hook.SERVICES: FACTS,
}, content=chytrids_content, options="species/chytrids/options.toml",
    state=state.ChytridState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    check=state.check_part, templates=texts.TEMPLATES, words=texts.WORDS, bot="engine.species.chytrids.bot",
    plays_with={"map": ("lockdown", "nemesis_ship")}))
