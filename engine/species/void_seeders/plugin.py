"""Registers the Void Seeders plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules)."""

from engine.hooks import Hook, Plugin, register
from engine.species.common.map_events import dark_part_service
from engine.species.common.nest import EGGS
from engine.species.void_seeders import (
    attacks,
    development,
    encounter,
    events,
    injury,
    lairs,
    look,
    lurk,
    madness,
    modifiers,
    panic,
    rooms,
    setup,
    state,
    survival,
    texts,
)
from engine.species.void_seeders.content import void_seeders_content


def round_end(state, ch) -> None:
    """ROUND_END: every Paranoia ban ends with the round (P06); then a Lair's Noise roll (VS-LAI-07)."""
    panic.paranoia_over(state)
    lairs.lair_noise(state, ch)


PLUGIN = register(Plugin(id=state.KEY, kind="species", name="Void Seeders", hooks={
    Hook.SETUP_STEPS: setup.edit_steps,
    Hook.SETUP: setup.after_draft,
    Hook.BAG_CONTENTS: setup.bag_contents,
    Hook.ENCOUNTER: encounter.void_encounter,
    Hook.INTRUDER_ATTACK: attacks.void_attack,
    Hook.INJURY_CHECK: injury.void_injury_check,
    Hook.INTRUDER_DEATH: injury.void_death,
    Hook.BAG_DEVELOPMENT: development.void_bag_development,
    Hook.EVENT_PHASE_STEPS: lurk.event_steps,
    Hook.MODIFIERS: {**modifiers.MODIFIERS, "may_trade": panic.may_trade},
    Hook.ROOM_TARGETS: modifiers.room_targets,
    Hook.TARGET_HITS: {EGGS: modifiers.hit_eggs},
    Hook.FIRE_DAMAGE: modifiers.burn,
    Hook.BOARD_DESTROYED: modifiers.board_destroyed,
    Hook.ROOM_EFFECTS: rooms.ROOMS,
    Hook.ITEM_EFFECTS: rooms.ITEMS,
    Hook.EVENT_EFFECTS: events.EFFECTS,
    Hook.EXPLORATION_EFFECTS: {"lair": lairs.lair_found},
    Hook.ROUND_END: round_end,
    Hook.RESTED: madness.rested,
    Hook.SURVIVOR_CHECK: survival.madness_check,
    Hook.INFECTION: madness.infection,
    Hook.CLEANSE: madness.cleansed,
    Hook.OPS: {**panic.OPS, **encounter.OPS, lurk.LURK: lurk.lurk},
    Hook.SERVICES: {**state.FACTS, "weakness_revealed": madness.weakness_revealed,
                    "event_dark_part": dark_part_service(state.KEY), "lab_subjects": rooms.lab_subjects},
}, content=void_seeders_content, options="species/void_seeders/options.toml",
    state=state.VoidState, view=state.view_part, determinize=state.determinize_part, look=look.look,
    check=state.check_part, plant=state.plant, templates=texts.TEMPLATES, words=texts.WORDS,
    choices=encounter.CHOICES, bot="engine.species.void_seeders.bot"))
from engine.species.void_seeders import room_texts  # noqa: E402, F401, I001  (its words for the rooms)
