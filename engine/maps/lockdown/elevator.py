"""The Elevator (lockdown-base.md §3.4, LD-ELEV-01..06, LD-ROOM-22, LD-POWER-05).

One Elevator token stands beside one of the three Elevator Rooms (`LockdownState.elevator`). In an Elevator
Room, with the Elevator's Power token blue, a character out of Combat may *Call* it to this room, or, when it
stands here, *Use* it: ride to another Section's Elevator Room, with no Noise roll; every other character in
the room is asked whether to come along. Both are Room Actions (their cost, Combat and Malfunction are checked
by engine/rules/actions.py: LD-ELEV-04, LD-ELEV-05); the destination may hold a Malfunction (LD-ELEV-06).
"""

from __future__ import annotations

from engine.decisions import Choice, DecisionKind
from engine.effects import log, move_character
from engine.flow import ask, op
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.darkness import facility, powered, section_of
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import characters_in
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.state import State, Task

TILES = ("ld_elevator_s01", "ld_elevator_s02", "ld_elevator_s03")
OPS: dict = {}


def elevator_rooms(state: State) -> dict[str, str]:
    """Section -> its Elevator Room (board.toml)."""
    return dict(facility(state).elevator_rooms)


def elevator_powered(state: State) -> bool:
    """The Elevator works only while its Power token shows blue (LD-POWER-05)."""
    return powered(state, "elevator")


@effect(ROOM_EFFECTS, *TILES)
def elevator_options(state: State, seat: int, room: str) -> list[Params]:
    """("call",) when the Elevator stands elsewhere; ("use", room) for each other Section's Elevator Room when it
    stands here (LD-ELEV-02, LD-ELEV-03); nothing without Power (LD-POWER-05)."""
    if not elevator_powered(state):
        return []
    here = lockdown_state(state).elevator
    if here != room:
        return [("call",)]
    return [("use", r) for _s, r in sorted(elevator_rooms(state).items()) if r != room]


@resolves(ROOM_EFFECTS, *TILES)
def elevator_action(state: State, seat: int, room: str, params: Params) -> None:
    s = lockdown_state(state)
    if params[0] == "call":
        s.elevator = room
        log(state, "LD-ELEV-02", "elevator_called", seat=seat, room=room)
        return
    target = params[1]
    riders = [c for c in characters_in(state, room) if c.seat != seat]
    s.elevator = target
    log(state, "LD-ELEV-03", "elevator_ride", seat=seat, src=room, room=target, section=section_of(state, target))
    move_character(state, state.characters[seat], target, "LD-ELEV-03")
    for other in reversed(riders):  # each asked in turn order whether to come along
        state.stack.append(Task(op="elevator_join_ask", args=(other.seat, room, target)))


@op("elevator_join_ask", OPS)
def join_ask(state: State, task: Task) -> None:
    seat, room, target = int(task.args[0]), str(task.args[1]), str(task.args[2])
    ch = state.characters[seat]
    if ch.status != "aboard" or ch.room != room:
        return
    ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("ride_elevator", (target,)), Choice("stay_behind")],
        "LD-ELEV-03", "elevator_join", (str(seat), room, target))


@op("elevator_join", OPS)
def join(state: State, task: Task) -> None:
    """A character in the room agreed to come along: it rides too, still with no Noise roll (LD-ELEV-03)."""
    seat, target = int(task.args[0]), str(task.args[2])
    assert task.choice is not None
    if task.choice.kind == "ride_elevator":
        log(state, "LD-ELEV-03", "elevator_joined", seat=seat, room=target)
        move_character(state, state.characters[seat], target, "LD-ELEV-03")


TEMPLATES = {
    "elevator_called": "{seat} calls the Elevator to {room:roomno}",
    "elevator_ride": "{seat} rides the Elevator from {src:roomno} to {room:roomno}",
    "elevator_joined": "{seat} rides along to {room:roomno}",
}

CHOICES = {"ride_elevator": lambda args, known: _("Ride along in the Elevator to {room}").format(
               room=args[0] if args else "?"),
           "stay_behind": lambda args, known: _("Stay behind in this room")}

PART = register(Plugin(id="map:lockdown/elevator", kind="map", hooks={Hook.OPS: OPS}, templates=TEMPLATES,
                       choices=CHOICES))
