"""Movement, Careful Movement, Escape and entering a room (PUB-MOVE-01..13, PUB-SLIME-04).

Entering a room: (1) explore a face-down tile and resolve its token; (2) Noise roll if the room holds
no other character and no Intruder, unless the token or the move says otherwise (PUB-MOVE-03).
"""

from __future__ import annotations

from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log, move_character, place_noise, set_slime
from engine.flow import ask, op, push, push_seq
from engine.rules.actions import free_noise_corridors
from engine.rules.board import characters_in, intruders_in, is_active
from engine.rules.exploration import explore
from engine.state import State, Task


@op("move")
def move(state: State, task: Task) -> None:
    """Movement; out of a room with Intruders it is an Escape: each attacks first (PUB-MOVE-07, -12)."""
    seat, room, corridor = int(task.args[0]), str(task.args[1]), str(task.args[2])
    ch = state.characters[seat]
    attackers = intruders_in(state, ch.room)
    steps: list[tuple] = []
    if attackers:
        log(state, "PUB-MOVE-07", "escape", seat=seat, attackers=len(attackers))
        steps = [("intruder_attack", i.id, seat, "escape") for i in attackers]
    steps.append(("arrive", seat, room, corridor, "move"))
    push_seq(state, steps)


@op("careful_noise")
def careful_noise(state: State, task: Task) -> None:
    """Careful Movement: choose the corridor of the destination that gets the Noise marker (PUB-MOVE-06)."""
    seat, room, corridor = int(task.args[0]), str(task.args[1]), str(task.args[2])
    options = [Choice("corridor", (c,)) for c in free_noise_corridors(state, room)]
    ask(state, seat, DecisionKind.CHOOSE_CORRIDOR, options, "PUB-MOVE-06", "careful_move", (str(seat), room, corridor))


@op("careful_move")
def careful_move(state: State, task: Task) -> None:
    seat, room, corridor = int(task.args[0]), str(task.args[1]), str(task.args[2])
    assert task.choice is not None
    move_character(state, state.characters[seat], room, "PUB-MOVE-06")
    place_noise(state, task.choice.args[0], "PUB-MOVE-06")  # before the token is revealed [ANCH §5.4]
    push(state, "entered", seat, room, corridor, "careful")


@op("arrive")
def arrive(state: State, task: Task) -> None:
    """The miniature moves in (an escaping character must have survived the attacks) (PUB-MOVE-02)."""
    seat, room, corridor, mode = int(task.args[0]), str(task.args[1]), str(task.args[2]), str(task.args[3])
    ch = state.characters[seat]
    if not is_active(ch):
        return
    move_character(state, ch, room, "PUB-MOVE-01")
    push(state, "entered", seat, room, corridor, mode)


@op("entered")
def entered(state: State, task: Task) -> None:
    """Explore, Slime room, then the Noise roll if the room is otherwise empty (PUB-MOVE-03, PUB-SLIME-04)."""
    seat, room, corridor, mode = int(task.args[0]), str(task.args[1]), str(task.args[2]), str(task.args[3])
    ch = state.characters[seat]
    roll_noise = mode not in ("careful", "no_noise")
    if not state.explored.get(room, True):
        roll_noise = explore(state, ch, room, corridor, careful=mode == "careful") and roll_noise
    if not is_active(ch):
        return
    if state.tiles.get(room) in opt(state, "slime_tiles"):
        set_slime(state, ch, "PUB-SLIME-04")
    others = [c for c in characters_in(state, room) if c.seat != seat]
    if roll_noise and not others and not intruders_in(state, room):
        push(state, "noise_roll", seat)
    elif roll_noise:
        log(state, "PUB-MOVE-03", "no_noise_roll", seat=seat, room=room)
