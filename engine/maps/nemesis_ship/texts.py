"""What the ship's log says: templates of its own log kinds (Escape Pods, Engines, Coordinates, Self-Destruct,
hibernation, airlocks, the Signal, its setup), how a game on the ship ends, and the names of its own words
(destinations, Engine states, causes of death). engine/log_templates.py explains the template fields."""

from __future__ import annotations

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    # --- setup ---
    "setup_coordinates": "A Coordinates card lies face down by the Cockpit ({boxed:#card} boxed unseen)",
    "destination_set": ("{seat} sets the Destination marker on {position}", "Destination marker on {position}"),
    "pod_placed": "Escape Pod {number} waits, locked, in Evacuation Section {section}",
    "setup_engines": "Engine tokens stacked face down on {engines:#Engine}",
    # --- rooms of the ship ---
    "signal_sent": "{seat} sends the Signal",
    "airlock_started": "{seat} seals {room} for venting",
    "airlock_glitch_started": "{room} seals itself for venting",
    "pod_removed": "Escape Pod {pod} of Section {section} is lost",
    "airlock_vented": "{room} is vented into space",
    "airlock_open": "Venting {room} fails: a door is open",
    "room_monitored": "{seat} watches {room:roomno} on the monitors",
    "monitor_result": "{seat} sees that {room:roomno} is {tile:the tile}, with the Exploration token {token:exploration}",
    # --- Engines and Coordinates ---
    "engine_checked": "{seat} checks {engine:tile}",
    "engine_status": "{seat} sees that {engine:tile} is {status}",
    "engine_tokens": "{seat} sees {engine:tile}: {top} on top, {bottom} below",
    "engine_handled": "{seat} works on {engine:tile}",
    "engine_order": ("{seat} {order} the tokens of {engine:tile}: {status} now on top"),
    "coordinates_checked": "{seat} checks the Coordinates",
    "coordinates_card": "{seat} reads the Coordinates: position {position} leads to {destination}",
    # --- Self-Destruct ---
    "self_destruct_started": "The Self-Destruct sequence starts at {position}",
    "self_destruct_stopped": "The Self-Destruct sequence stops",
    "self_destruct_advanced": "The Self-Destruct marker moves to {position}",
    "self_destruct_unstoppable": "The Self-Destruct can no longer be stopped (marker on {position})",
    # --- Escape Pods and hibernation ---
    "pod_locked": "Escape Pod {pod} locks",
    "pod_unlocked": "Escape Pod {pod} unlocks",
    "pods_unlocked": "Escape Pods {pods:numbers} unlock",
    "pod_entry_failed": "{seat} fails to board Escape Pod {pod}",
    "pod_wait": "{seat} waits in Escape Pod {pod}",
    "pod_launched": "Escape Pod {pod} launches with {seats:seats}",
    "pod_ejected": "Escape Pod {pod} is ejected empty",
    "no_pod_left": "No Escape Pod left to eject",
    "character_pod": "{seat} boards an Escape Pod in {room}",
    "character_launched": "{seat} leaves the ship in an Escape Pod",
    "character_hibernating": "{seat} falls into hibernation in {room}",
    "hibernation_failed": "{seat} fails to enter hibernation",
    "objects_along": "{seat} takes {objects} along",
    # --- the end of the game ---
    "ship_destroyed": "The ship is destroyed",
    "engines_revealed": "The Engines are revealed: Engine 1 {engine_1}, Engine 2 {engine_2}, Engine 3 {engine_3}",
    "engines_exploded": "{damaged:#damaged Engine}: the ship explodes",
    "intruders_killed": "{count:#Intruder} die with the ship",
    "coordinates_revealed": "The Coordinates are revealed: position {position} leads to {destination}",
    "end.time_ran_out": "The Time track ran out: the ship reached its destination",
    "end.self_destruct": "The ship self-destructed",
    "end.fire_overflow": "The ship burned: a ninth Fire marker had nowhere to go",
    "end.malfunction_overflow": "The ship broke apart: a ninth Malfunction had nowhere to go",
    "end.no_character_aboard": "No one was left awake aboard the ship",
    "status.hibernating": "hibernating", "status.pod": "in a pod", "status.launched": "escaped",
    "left.escape_pod": "escaped in an Escape Pod",
    "left.hibernation": "hibernated",
    # --- what a character knows ---
    "knows.engine": "{engine:tile} is {value}",
    "knows.coordinates": "has seen the Coordinates card",
    "knows.destination": "the course leads to {value:destination}",
    # --- phrases for its plain words ---
    "order.keep": "keeps the order of", "order.swap": "swaps",
    "cause.jump": "the hyperspace jump, awake", "cause.engines": "the exploding Engines",
    "cause.coordinates": "a course into the void", "cause.airlock": "the airlock venting",
    "cause.ship_destroyed": "the ship's destruction",
}

WORDS: dict[str, str] = {"earth": "Earth", "mars": "Mars", "venus": "Venus", "deep_space": "deep space",
                         "working": "working", "damaged": "damaged",  # an Engine token's side
                         "corpse_blue": "the blue Character Corpse"}  # in the start room at setup (PUB-SETUP-20)
