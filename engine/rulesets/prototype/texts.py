"""What the prototype's log says: templates of its own log kinds (engine/log_templates.py explains the fields)
and the names of its own words."""

from __future__ import annotations

from engine.rulesets.prototype.content import load_panic

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "surprise_attack_nobody": "Surprise Attack in {room:room}, but no Intruder is near enough: nothing happens",
    "first_victim": "{character:the card} died in hibernation before anyone woke up: that character is not played",
    "larva_on_sheet": "A Larva crawls onto {seat}",
    "sheet_larva_attacks": "The Larva on {seat} burrows in and is gone: {seat} is infected",
    "already_infected": "{seat} is already infected: nothing more happens until the end of the game",
    "bag_stays_empty": "The bag is empty and every Intruder is with the crew: nothing comes",
    "panic_calm": "{seat} holds {cards:#card} against {card:card}'s {difficulty}: calm",
    "panic_failed": "{seat} holds {cards:#card} against {card:card}'s {difficulty}: panic!",
    "panic_token": "{seat} takes the Panic token",
    "panic_token_removed": "{seat} rests and sheds the Panic token",
    "panic_deck_empty": "No Panic card is left: {seat} keeps calm",
    "panic_no_attacks": "{seat} cannot bring themself to attack for the rest of the turn",
    "panic_flight": "{seat} bolts blindly through corridor {number}",
    "panic_flight_blocked": "{seat} bolts for corridor {number}, but there is no way through",
    "ammo_lost": "{seat}'s {weapon:card} is down to {left} Ammo",
    "signs_of_intrusion": "Signs of intrusion in {room}: {seat} rolls for Noise twice",
    "exploration.malfunction": "Damage", "exploration.door": "Locked door",
    "exploration.signs_of_intrusion": "Signs of intrusion", "noise.danger": "Surprise Attack",
    "alternative_drawn": "{seat} discards their Objective unseen and draws an Alternative Objective",
    "supply_trimmed": "The prototype's box: {supply} Intruder tokens wait beside the board, {boxed} stay in the box",
    "end_phase": "End phase of turn {turn}",
    "contamination_returned": "{count:#Contamination card} go back into the Contamination deck, which is reshuffled",
}

WORDS: dict[str, str] = {card.id: card.name for card in load_panic().values()}
