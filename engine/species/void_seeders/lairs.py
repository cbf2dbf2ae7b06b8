"""Lairs (VS-LAI-01..20): a Lair exploration token places a Lair with no Noise roll (VS-LAI-03/04); a character
ending a round in a room with a Lair makes a Noise roll, even in Combat (VS-LAI-06..08). A Lair counts as an
Intruder for every player action and puts the characters with it in Combat (it is a figure on the board);
its kind never moves and never attacks (kinds.toml). Its injuries and destruction: injury.py.

How many destroyed Lairs kill the Despoiler (VS-LAI-18): every Destroyed Lair slot on the ship; on a map with
fewer rooms than Exploration tokens (the Lockdown Facility, PROPOSED LVS-SET-20) every Lair token dealt at setup,
a number the rules know and the players learn only by exploring (none dealt: the Despoiler cannot be killed)."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import add_intruder, log
from engine.flow import push
from engine.state import Character, State


def lair_found(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """EXPLORATION_EFFECTS "lair": a Lair rises in the room; no Noise roll for this move (VS-LAI-04)."""
    log(state, "VS-LAI-04", "lair_found", room=room, seat=ch.seat)
    add_intruder(state, str(opt(state, "lair_kind")), room, "VS-LAI-03")
    return False


def lair_noise(state: State, ch: Character) -> None:
    """ROUND_END: a round ended in a room with a Lair brings a Noise roll, the only one made in Combat (VS-LAI-07/08)."""
    lair = str(opt(state, "lair_kind"))
    if any(i.kind == lair and i.room == ch.room for i in state.intruders):
        log(state, "VS-LAI-07", "lair_noise_roll", seat=ch.seat, room=ch.room)
        push(state, "noise_roll", ch.seat)


def lairs_to_destroy(state: State, destroyed: int) -> int:
    """The destroyed Lairs that kill the Despoiler: the Destroyed Lair slots (VS-LAI-18), or, where the options say
    the Lair tokens decide (PROPOSED LVS-SET-20), the Lair tokens dealt at setup: those still face down, the Lairs
    standing and the `destroyed` ones."""
    if not opt(state, "lair_tokens_decide_despoiler"):
        return int(opt(state, "destroyed_lair_slots"))
    lair = str(opt(state, "lair_kind"))
    pool = cat(state).exploration
    hidden = sum(1 for t in state.exploration.values() if pool[t][0] == lair)
    return hidden + sum(1 for i in state.intruders if i.kind == lair) + destroyed
