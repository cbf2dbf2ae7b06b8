"""Registers the plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules)."""


from engine.hooks import Hook, Plugin, register
from engine.species.common.map_events import dark_part_service, with_dark
from engine.species.common.nest import EGGS
from engine.species.common.weakness import has_weakness
from engine.species.intruders import (
    attacks,
    development,
    encounter,
    events,
    injury,
    larvae,
    lockdown_events,
    look,
    modifiers,
    rooms,
    setup,
    state,
    survival,
    texts,
)
from engine.species.intruders.content import intruders_content

PLUGIN = register(Plugin(id=state.KEY, kind="species", name="Intruders", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: encounter.base_encounter,
    Hook.INTRUDER_ATTACK: attacks.base_attack_effect,
    Hook.INJURY_CHECK: injury.base_injury_check,
    Hook.INTRUDER_DEATH: injury.intruder_death,
    Hook.BAG_DEVELOPMENT: development.base_bag_development,
    Hook.MODIFIERS: modifiers.MODIFIERS,
    Hook.ROOM_TARGETS: modifiers.room_targets,
    Hook.TARGET_HITS: {EGGS: modifiers.hit_eggs},
    Hook.FIRE_DAMAGE: modifiers.burn,
    Hook.BOARD_DESTROYED: modifiers.board_destroyed,
    Hook.ROOM_EFFECTS: rooms.ROOMS,
    Hook.ITEM_EFFECTS: rooms.ITEMS,
    # the ship's cards and the Facility's (LD-VAR-03): a card's second number and Darkness part follow its effect
    Hook.EVENT_EFFECTS: with_dark(state.KEY, {**events.EFFECTS, **lockdown_events.EFFECTS}, lockdown_events.DARK),
    Hook.SURVIVOR_CHECK: survival.contamination_check,
    Hook.INFECTION: larvae.infection,
    Hook.CLEANSE: larvae.cleansed,
    Hook.CHARACTER_DEATH: larvae.on_death,
    Hook.SERVICES: {**state.FACTS, "has_infection": larvae.carries, "has_weakness": has_weakness,
                    "mark_infection": larvae.set_infested, "event_dark_part": dark_part_service(state.KEY)},
}, content=intruders_content, options="species/intruders/options.toml",
    state=state.HiveState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    check=state.check_part, templates=texts.TEMPLATES, words=texts.WORDS, bot="engine.species.intruders.bot"))
from engine.species.intruders import intruder_player, room_texts  # noqa: E402, F401, I001  (its parts)
