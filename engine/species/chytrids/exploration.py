"""Exploring with the Chytrids (§3.3, SUM-01): after the room's item counter is set and before its Exploration
token works, a Spore goes into the room across the corridor whose number the token shows (none through a
Technical Corridor Entrance; a Door in that corridor is destroyed instead); a Nest turned up gets a Mycelium
(CHY-EXP-01..08, CHY-DOOR-02, CHY-TECH-03). The token's effect and the move's Noise roll follow as usual
(CHY-EXP-07). Registered as the species' EXPLORED hook."""

from __future__ import annotations

from engine.content.loader import TECH
from engine.effects import log, set_door
from engine.rules.board import corridor_for_number, other_end
from engine.species.chytrids.growth import place_mycelium, place_spore
from engine.species.chytrids.nest import is_nest
from engine.state import Character, State


def exploration_spore(state: State, ch: Character, room: str, number: int) -> None:
    """EXPLORED: the Spore across corridor `number` (CHY-EXP-02..06), then the Nest's Mycelium (CHY-EXP-08)."""
    corridor = corridor_for_number(state, room, number) if number in (1, 2, 3, 4) else TECH
    if corridor == TECH:
        log(state, "CHY-EXP-03", "exploration_spore_tech", room=room, number=number)
    elif state.doors.get(corridor) == "closed":  # PROPOSED: any Door not already destroyed (an open one is none)
        set_door(state, corridor, "destroyed", "CHY-EXP-04")
    else:
        target = other_end(state, corridor, room)
        log(state, "CHY-EXP-02", "exploration_spore", room=room, number=number, target=target)
        place_spore(state, target, "CHY-EXP-02")
    if is_nest(state, room):
        place_mycelium(state, room, "CHY-EXP-08")
