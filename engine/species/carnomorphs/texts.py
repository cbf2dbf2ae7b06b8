"""What the Carnomorphs' log says: templates of their own log kinds (Mutations, Feeding, the Metagorger's bite,
Adaptations, the end check) and the names of their own words. The names of the kinds come from kinds.toml;
engine/log_templates.py explains the template fields."""

from __future__ import annotations

from engine.species.carnomorphs.content import DIR, MUTATION_DECK, MUTATION_EFFECT_KEYS, MUTATION_NEEDS
from engine.species.carnomorphs.events import TEMPLATES as EVENT_TEMPLATES
from engine.species.carnomorphs.lockdown_events import TEMPLATES as FACILITY_TEMPLATES
from engine.species.carnomorphs.readers import load_mutations
from engine.species.common.texts import MAP_EVENT_TEMPLATES, NEST_TEMPLATES

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    **NEST_TEMPLATES,
    **EVENT_TEMPLATES,
    **MAP_EVENT_TEMPLATES,
    **FACILITY_TEMPLATES,
    "nothing_to_discard": "No revealed Adaptation answers to that kind of Object",
    "setup_carno_board": "The Carnomorph board is ready: {eggs:#Egg}, {cards:#Adaptation card} face down",
    "no_figure_left": "No {kind} figure is left in the box",
    "no_token_left": "No {kind} token is left to add",
    "carnomorph_evolves": "{intruder:intruder src} grows into {kind:a kind} in {room}",
    "carnomorph_feeds": "{intruder:intruder kind} feeds on {food:object} in {room} and sheds its wounds",
    "carnomorph_devours": "{intruder:intruder kind} feeds on {prey:intruder prey_kind} in {room} and sheds its wounds",
    "carnomorph_cannot_evolve": "{intruder:intruder kind} stays as it is: no bigger body is left for it",
    "weakness_revealed": "The Adaptation {card} turns face up as the first {slot:kind} comes on board",
    "carnomorph_eaten": "{intruder} is devoured in {room}",
    "food_eaten": "{object:object} is eaten in {room}",
    "blue_corpse_eaten": "The blue Character Corpse is gone for good",
    "carnomorph_regenerates": "{intruder} regrows its flesh ({injuries:#Injury|Injuries} left)",
    "glutton_feeds_first": "Glutton: the Carnomorphs feed before they attack",
    "carnomorph_healed": "{intruder} sheds its {injuries:#Injury|Injuries}",
    "metagorger_bites": "{intruder} sinks its mutagen into {seat}",
    "metagorger_spent": "{intruder} is spent and dissolves",
    "butcher_gone": "The Butcher is dead: nothing comes",
    "butcher_killed": "The Butcher is dead and will never return",
    "acid_splash": "Acidic blood splashes over {seat}",
    "retreat_ignored": "Relentless: {intruder} does not retreat",
    "metagorgers_spawn": "Metagorgers spawn in {rooms:#room}",
    "carnomorph_withdraws": "{intruder} shambles off into the dark",
    "token_to_supply": "A {kind} token leaves the bag",
    "mutation_card_refused": "{seat} already carries a mutation: no new card",
    "mutation_card_drawn": "{seat} draws a Mutation card",
    "mutation_card_kept": "{seat} keeps the Mutation card {card:card}",
    "mutation_deck_empty": "No Mutation card left for {seat}",
    "mutation_instead_of_marker": "{seat} has no mutation yet: a Mutation card instead of a marker",
    "mutation_marker": "{seat} mutates further: {markers:#Mutation marker}",
    "mutation_card_lost": "{seat} is rid of the mutation {card:card}",
    "adaptation_discarded": "Analysis beats an Adaptation: {card:card} is discarded",
    "mutation_clear": "{seat} shows no sign of mutation",
    "mutation_draw": ("{seat} draws {drawn:#card} at the end: {contamination:#Contamination card}, "
                      "{markers:#Mutation marker} in all"),
    "cause.mutation": "the mutation", "cause.devour": "being devoured", "cause.bite": "a Bite",
}

WORDS: dict[str, str] = {"eggs": "the Eggs", "egg": "Egg", "carcass": "Intruder Carcass",
                         "corpse_blue": "the blue Character Corpse",  # in the Alert Room in Lockdown (LCAR-SET-13)
                         **{c.id: c.name for c in load_mutations(f"{DIR}/mutations.toml", MUTATION_EFFECT_KEYS,
                                                                 MUTATION_NEEDS, MUTATION_DECK).values()}}
