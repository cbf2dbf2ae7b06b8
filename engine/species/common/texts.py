"""Log templates of the shared Nest rules (engine/species/common/nest.py), which every species with Eggs adds to
its own (engine/log_templates.py explains the template fields)."""

from __future__ import annotations

NEST_TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "egg_taken": "{seat} takes an Egg from the Nest ({left} left)",
    "egg_burnt": "An Egg burns in {room}",
    "eggs_destroyed": "{count:#Egg} destroyed ({left} left)",
    "nest_destroyed": "The Nest is destroyed",
    "eggs_destroyed_here": "{count:#Egg} destroyed in {room}",
}

# the shared parts of an Event deck for a second map (engine/species/common/map_events.py)
MAP_EVENT_TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "event_dark_part": "The dark part of {name} reaches those in Darkness",
    "event_second_move": "The Intruders the card shows move on through Corridor {number}",
}
