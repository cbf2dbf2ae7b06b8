"""Exploring a room: turn the tile up, set its item counter, resolve its Exploration token (PUB-EXPLORE-01..07).

Token mix: exploration_tokens.toml (GAP-PUB-05 variants via the `exploration_mix` option); a plug-in may trade
tokens for its own (engine/content/exploration.py), which its EXPLORATION_EFFECTS hook resolves.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.effects import log, place_fire, place_malfunction, reveal_room, set_door, set_item_counter, set_slime
from engine.rules.noise import resolve_danger
from engine.state import Character, State


def explore(state: State, ch: Character, room: str, corridor: str, careful: bool = False) -> bool:
    """Reveal `room` and resolve its token; returns whether the move's Noise roll still happens."""
    reveal_room(state, room, "PUB-EXPLORE-01")
    index = state.exploration.pop(room, None)
    if index is None:
        return True
    effect, items = cat(state).exploration[index]
    log(state, "PUB-EXPLORE-01", "exploration_token", room=room, effect=effect, items=items)
    if cat(state).tiles[state.tiles[room]].searchable:
        if len(state.characters) == 1 or state.config.get("mode") == "solo":  # not co-op 2+ (PUB-COOP-05)
            items = (items + 1) // 2  # PUB-SOLO-03
        set_item_counter(state, room, items, "PUB-EXPLORE-02")
    for explored in hooks.collect(state, hooks.Hook.EXPLORED):  # a species' own step before the token's effect
        explored(state, ch, room, cat(state).exploration[index][1])
    own = hooks.merged(state, hooks.Hook.EXPLORATION_EFFECTS).get(effect)
    if own is not None:
        return bool(own(state, ch, room, corridor, careful))
    if effect == "silence" and ch.slime and opt(state, "slime_turns_silence_token"):  # not in the prototype
        log(state, "PUB-SLIME-02", "silence_is_danger", seat=ch.seat)
        effect = "danger"
    if effect in ("silence", "danger"):
        if effect == "danger" and not careful:  # PUB-MOVE-06: no effect during Careful Movement
            resolve_danger(state, room, "PUB-EXPLORE-03")
        return False
    if effect == "slime":
        set_slime(state, ch, "PUB-EXPLORE-03")
    elif effect == "fire":
        place_fire(state, room, "PUB-EXPLORE-03")
    elif effect == "malfunction":
        if not cat(state).tiles[state.tiles[room]].searchable:
            log(state, "PUB-EXPLORE-05", "token_no_effect", room=room)
        else:
            place_malfunction(state, room, "PUB-EXPLORE-03")
    elif effect == "door":
        if corridor in ("", TECH):
            log(state, "PUB-MOVE-09", "token_no_effect", room=room)
        elif state.doors.get(corridor) == "destroyed":  # never closed again (PUB-DOOR-02)
            log(state, "PUB-EXPLORE-07", "token_no_effect", room=room)
        else:
            set_door(state, corridor, "closed", "PUB-EXPLORE-03")
    return True
