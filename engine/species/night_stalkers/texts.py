"""What the Night Stalkers' log says: the Intruders' templates (their life cycle is the same, LD-NS-01; the Facility's
Event effects they share with the Intruders' Lockdown deck included) plus the phrases of their own Attack and Event
cards' Darkness parts and Blood Chase."""

from __future__ import annotations

from engine.species.intruders import texts as intruder_texts

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    **intruder_texts.TEMPLATES,
    "attack_dark_part": "In the dark, {name} hits {seat} harder",
    "weakness_helps": "{seat} knows this Night Stalker's Weakness: the card's dark part is skipped",
    "intruder_follows": "{intruder} follows {seat}'s blood trail",
    "event_dark_part": "The dark part of {name} strikes those without light",
    "event_second_move": "The Night Stalkers move on through Corridor {number}",
    "slow_clotting": "Its wounds clot slowly: its blood counts {amount} less",
    "adult_overflow": "Every {kind} miniature is on the board: those not in Combat slip back into the bag",
    "no_figure_left": "No {kind} miniature is left: its token goes back into the bag",
    "ammo_lost": "{seat} wastes {amount} Ammo in a panic",
    "egg_instinct_miss": "The Night Stalker fears for the Egg {seat} carries: its attack misses",
    "elevator_power_off": "The Elevator loses its Power",
    "backup_power_lost": "A power surge: Backup Power counts as lost",
    "cause.blood_rage": "a Blood Rage", "cause.perched_in_the_dark": "Perched in the Dark",
    "cause.piercing_the_heart": "Piercing the Heart",
}

WORDS: dict[str, str] = dict(intruder_texts.WORDS)
