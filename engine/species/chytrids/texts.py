"""What the Chytrids' log says: the templates of their own log kinds (the growth, the Lab board and the Queen
board, the Encounters and the bag, Spores on boards, the overrun) and the names of their own words. The names
of the kinds come from kinds.toml; engine/log_templates.py explains the template fields. Every entry carries
the CHY rule it implements (the log writers in growth.py, encounter.py, ... name it)."""

from __future__ import annotations

from engine.species.common.texts import NEST_TEMPLATES

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    **NEST_TEMPLATES,
    # --- setup ---
    "setup_lab_board": "The Chytrid Lab board is ready: {eggs:#Egg}, {sporelings:#Sporeling} at level 1, "
                       "{weaknesses:#Weakness card}",
    "setup_queen_board": "The Queen waits on her board, {rotstalks:#Rotstalk} around her",
    "event_boxed": "{card} is boxed: this map plays without it",
    # --- Spores, Sporelings, Mycelium ---
    "spore_placed": "A Spore settles in {room}",
    "spore_removed": "The Spore in {room} is gone",
    "spore_not_placed": "No Spore lands in {room}: the growth there is further on",
    "spore_on_spore": "A second Spore reaches {room}: it sprouts",
    "no_spore_left": "No Spore marker is left for {room}: a Sporeling grows there instead",
    "sporeling_placed": "A {colour} Sporeling of level {level} takes root in {room}",
    "sporeling_not_placed": "No Sporeling is placed in {room}: the growth there is already at least one",
    "lab_empty": "No Sporeling is left on the Lab board: Mycelium spreads in {room} instead",
    "sporeling_returned": "The {colour} Sporeling of {room} returns to the Lab board at level {level}",
    "sporeling_grew": "The {colour} Sporeling in {room} grows to level {level}",
    "sporeling_to_mycelium": "The {colour} Sporeling in {room} grows past level 3",
    "sporeling_damaged": "The Sporeling in {room} takes {amount:#Damage|Damage}: level {level}",
    "lab_sporeling_grew": "The {colour} Sporeling on Lab space {space} grows to level {level}",
    "lab_growth_nothing": "No Sporeling on the Lab board can grow",
    "mycelium_placed": "Mycelium covers {room} ({left:#Mycelium marker} left)",
    "mycelium_already": "Mycelium already covers {room}",
    "facility_overrun": "The last Mycelium is gone: the growth overruns everything from {room}",
    # --- the Queen board ---
    "rotstalk_leaves_board": "A Rotstalk leaves space {space} of the Queen board (showing {number})",
    "rotstalk_back_on_board": "A Rotstalk returns to space {space} of the Queen board (covering {number})",
    "rotstalks_recalled": "No Rotstalk is left on the Queen board: {count:#Rotstalk} not in Combat return to it",
    "rotstalk_recalled": "{intruder} leaves {room} for the Queen board",
    "no_rotstalk_left": "Every Rotstalk has been killed: none comes",
    "queen_threshold": "The Queen board adds {bonus}: {total} to beat, {injuries:#Damage|Damage} on her",
    "queen_killed_marker": "A Damage marker on the Queen board records her death",
    # --- Encounters and the bag ---
    "token_to_supply": "The {kind} token is set aside",
    "no_growth_for_figure": "No Sporeling or Mycelium in {room} to hold it: a Sporeling and Noise instead",
    "queen_dead_growth": "The Queen is dead: the leftmost Sporeling on the Lab board grows",
    "queen_held_in_combat": "The Queen is held in Combat in {room}: nothing happens",
    "queen_off_map_growth": "The Queen is not on the map: the leftmost Sporeling on the Lab board grows",
    "queen_sows": "The Queen in {room} sows Sporelings around her ({count:#room})",
    # --- exploration and the Event card ---
    "exploration_spore": "The token of {room} shows {number}: a Spore drifts toward {target:room}",
    "exploration_spore_tech": "The token of {room} shows {number}, the Technical Corridors: no Spore",
    "event_number": "The Chytrids move and spread through Corridor {number}",
    "spreading": "The growth spreads through Corridor {number} from {count:#room}",
    "growth": ("The {colour} Sporelings grow: {count:#Sporeling} on the board"),
    "stays_out_of_ducts": "{intruder} will not enter the Technical Corridors",
    "growth_sought": "{intruder} finds no growth in {room}: it stays and sends a Spore there",
    "event_nothing_more": "Nothing more happens",
    "attack_dark_part": "In the dark, {name} reaches {seat} further",
    # --- Spores on character boards ---
    "spore_on_board": "A Spore settles on {seat}'s board",
    "spores_overwhelm": "A second Spore overwhelms {seat}",
    "spore_off_board": "{seat}'s Spore is removed",
    "spore_freed_for_board": "No Spore is left in the supply: the Spore of {room} sprouts to free one",
    "no_spore_for_board": "No Spore marker is left for {seat}'s board",
    "spore_check_draw": ("{seat} draws {drawn:#card} for the contamination check: "
                         "{contamination:#Contamination card}, {spore:#Spore} on the board"),
    # --- endings and causes ---
    "end.overrun": "The growth overran everything: the last Mycelium was needed and none was left",
    "cause.spores": "the spores", "cause.rot_bite": "a Rot Bite", "cause.queens_embrace": "the Queen's Embrace",
    "cause.overrun": "the overrun",
    "colour.purple": "purple",  # a Sporeling's colour (the growth lines, CHY-GROW-02; green is the core's)
}

WORDS: dict[str, str] = {"sporeling": "the Sporeling", "eggs": "the Eggs", "egg": "Egg",
                         "carcass": "Chytrid Carcass"}
