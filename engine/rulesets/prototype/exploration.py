"""The prototype's own Exploration token (D13, BASE-EXPL-13): Signs of intrusion. The others (Silence, Damage,
Locked door, Fire) are the core's silence, malfunction, door and fire effects under the prototype's names."""

from __future__ import annotations

from engine.effects import log
from engine.flow import push_seq
from engine.rules.board import intruders_in
from engine.state import Character, State


def signs_of_intrusion(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """2 Noise rolls instead of 1 if the room holds no Intruder yet; the second only if the first brought none.
    Returns whether the move's own Noise roll still happens (it does not: these two replace it)."""
    if intruders_in(state, room):
        return True
    log(state, "BASE-EXPL-13", "signs_of_intrusion", seat=ch.seat, room=room)
    push_seq(state, [("noise_roll", ch.seat), ("noise_roll", ch.seat, "skip_in_combat")])
    return False


EFFECTS = {"signs_of_intrusion": signs_of_intrusion}
