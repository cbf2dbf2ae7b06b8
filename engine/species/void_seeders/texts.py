"""What the Void Seeders' log says: templates of their own log kinds (Insanity, Panic cards, Lairs, Lurk, the end
check) and the names of their own words. The names of the kinds come from kinds.toml; engine/log_templates.py
explains the template fields."""

from __future__ import annotations

from engine.species.common.texts import MAP_EVENT_TEMPLATES, NEST_TEMPLATES

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    **NEST_TEMPLATES,
    **MAP_EVENT_TEMPLATES,
    "exploration.lair": "Lair",
    "weaknesses_boxed": "{count:#Weakness card} that do not work here stay in the box",
    "lairs_forced": "{count:#Lair token} left in the box take the place of other tokens on the board",
    "setup_void_board": "The Void Seeder board is ready: {eggs:#Egg}, {slots} empty Destroyed Lair slots",
    "insanity_tokens_in_bag": "{count:#Insanity token} go into the bag; every character starts at Insanity {level}",
    "insanity_changed": "{seat}'s Insanity goes from {old} to {level}",
    "insanity_death": "{seat} is past the edge of madness",
    "panic_card": "{seat} draws the Panic card {name} (value {value}, Insanity {level})",
    "panic_below_value": "{seat} is not mad enough for it: Insanity rises instead",
    "panic_impossible": "The Panic card cannot be carried out: {seat}'s Insanity rises instead",
    "panic_resolved": "{seat} gives in to the panic",
    "panic_interrupted": "{by:seat} talks {seat} down with an Interruption",
    "panic_deck_empty": "No Panic card left for {seat}",
    "ammo_lost": "{seat}'s {weapon:card} is down to {left} Ammo",
    "trade_banned": "{seat} trusts nobody: no Trade until the round ends",
    "panic_moves": "{seat} bolts into {room}",
    "surprise_ignored": "{seat} keeps a cool head: the Surprise Attack does nothing",
    "void_seeder_appears": "{seat}'s Insanity {level} calls up a {kind}",
    "lower_type_placed": "No {kind} left: a {placed} appears instead",
    "no_figure_left": "No figure is left to appear: the token counts as a blank",
    "void_seeder_vanishes": "{intruder} fades away in {room}",
    "void_seeder_defeated": "{intruder} is beaten and dissolves",
    "void_seeder_lurks": "{intruder} slips back into the void from {room}",
    "lair_found": "A Lair rises in {room}",
    "lair_noise_roll": "{seat} ends the round beside a Lair in {room}",
    "lair_holds": "{intruder} holds together",
    "lair_destroyed": "{intruder} is destroyed in {room}",
    "lair_slot_filled": "Destroyed Lairs: {filled} of {slots}",
    "despoiler_killed": "Every Lair is destroyed: the Despoiler is dead for good",
    "despoiler_removed": "{intruder} collapses in {room}",
    "despoiler_unharmed": "{intruder} cannot be killed while a Lair stands",
    "lurk": "Lurk: the Void Seeders of {rooms:#room} fade out",
    "insanity_token_removed": "{seat:player}'s Insanity token leaves the game; another is drawn",
    "whispers_number": "Whispers: {card:the card} points at corridor {number}",
    "eerie_calm": "An eerie calm: nothing more happens",
    "madness_clear": "{seat} keeps its mind at Insanity {level}",
    "madness_draw": "{seat} draws {drawn:#card} at the edge of madness: {contamination:#Contamination card}",
    "cause.madness": "madness",
}

WORDS: dict[str, str] = {"eggs": "the Eggs", "egg": "Egg", "carcass": "Intruder Carcass", "panic": "Panic",
                         "insanity": "Character Insanity", "calm": "calm", "calm_scan": "calm and scan"}
