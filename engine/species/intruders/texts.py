"""What the Intruders' log says: templates of their own log kinds (Eggs and the Nest, Larvae, the Queen, the
Breeder) and the names of their own words (Objects, combat die faces, Attack cards that kill). The names of the
kinds themselves come from kinds.toml; engine/log_templates.py explains the template fields."""

from __future__ import annotations

from engine.species.common.texts import MAP_EVENT_TEMPLATES, NEST_TEMPLATES

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    **NEST_TEMPLATES,
    **MAP_EVENT_TEMPLATES,  # the Event deck for Lockdown (lockdown/events.toml)
    # the Facility's Event effects (facility_events.py, shared with the Night Stalkers)
    "panic_ammo_lost": "{seat} loses {amount} Ammo in the panic",
    "intruder_follows_blood": "{intruder} follows the smell of blood into {room}",
    "markers_leave_pool": "The Technical Corridors already rumble: a Malfunction and a Fire marker leave the game",
    "cause.leaving_the_shell": "Leaving the Shell",
    "what.autodestruction": "autodestruction", "what.backup power": "backup power",  # a card the engine lacks
    "setup_intruder_board": "The Intruder board is ready with {eggs:#Egg} in the Nest",
    "egg_added": "An Egg is added to the Nest ({total} now)",
    "no_egg_nest_destroyed": "The Nest is destroyed: no Egg is added",
    "queen_token_as_blank": "The Queen is already on board: her token counts as a blank",
    "no_breeder_available": "No Breeder left: the Creeper cannot transform",
    "no_token_to_grow": "No {kind} token in the bag to grow",
    "intruder_transforms": "{intruder} in {room} sheds its skin",
    "no_egg_queen_dead": "The Queen is dead: no Egg is laid",
    "no_egg_supply": "Every Egg is already in play: no Egg is laid",
    "larva_attached": "{intruder} in {room} crawls into its victim",
    "larva_on_board": "A Larva settles in {seat}'s body",
    "larva_removed": "{seat}'s Larva is removed",
    "already_infested": "{seat} already carries a Larva",
    "contamination_draw": ("{seat} draws {drawn:#card} for the contamination check: "
                           "{contamination:#Contamination card}, {larva:#Larva|Larvae}"),
    # --- phrases for its plain words ---
    "combat.adult": "an Adult hit", "combat.creeper": "a Creeper hit",
    "cause.bite": "a Bite", "cause.tail": "a Tail Attack", "cause.frenzy": "a Frenzy",
}

WORDS: dict[str, str] = {"eggs": "the Eggs", "egg": "Egg", "carcass": "Intruder Carcass"}
