"""Event phase steps 4-6 and 8: time track, Intruder attacks, fire damage, bag development
(PUB-ROUND-08, PUB-END-01/02, PUB-INTRUDER-05/12, PUB-FIRE-05/06, PUB-BAG-05..09)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.effects import (
    draw_token,
    end_game,
    log,
)
from engine.flow import op, push_seq
from engine.rules.board import (
    characters_in,
    intruders_in,
    rooms_by_number,
)
from engine.rules.injury import injure_and_check
from engine.state import State, Task


@op("ev_time")
def ev_time(state: State, task: Task) -> None:
    """Step 4: Time moves on, then what the map moves with it (the ship's Self-Destruct); at the end of the track
    the map says what that means (the ship's jump) and the game ends (PUB-END-01/02)."""
    state.time += 1
    log(state, "PUB-ROUND-08", "time_advanced", time=state.time)
    for fn in hooks.collect(state, hooks.Hook.EVENT_TIME):
        fn(state)
    if state.time >= int(opt(state, "time_track_length")):
        hooks.get(state, hooks.Hook.TIME_OUT)(state)


def base_time_out(state: State) -> None:
    """Where the map says nothing more: the game ends, everyone alive survives (PROPOSED)."""
    end_game(state, "time_ran_out", "PUB-END-01")


@op("ev_attacks")
def ev_attacks(state: State, task: Task) -> None:
    """Step 5: every Intruder in a room with a character when the step begins attacks once (PUB-INTRUDER-05).
    The Orbital Maneuvering System skips this step once (T14 Pilot)."""
    if state.skip_intruder_attacks:
        state.skip_intruder_attacks = False
        log(state, "PUB-ROUND-11", "intruder_attacks_skipped")
        return
    attackers = []
    for room in rooms_by_number(state):
        if characters_in(state, room):
            attackers.extend(intruders_in(state, room))
    order = list(opt(state, "attack_order_kinds"))  # the prototype: biggest kind first, ship-wide (BASE-IATK-02)
    if order:
        attackers.sort(key=lambda i: order.index(i.kind) if i.kind in order else len(order))  # stable: rooms
    push_seq(state, [("intruder_attack", i.id, -1, "event") for i in attackers])


@op("ev_fire")
def ev_fire(state: State, task: Task) -> None:
    """Step 6: Intruders in burning rooms suffer 1 Injury; what else the species says burns there burns (its
    uncarried Eggs) (PUB-FIRE-05/06)."""
    for room in rooms_by_number(state):
        if room not in state.fire:
            continue
        for intruder in intruders_in(state, room):
            injuries = hooks.modify(state, "fire_injuries", 1, kind=intruder.kind)
            if injuries > 0 and any(i.id == intruder.id for i in state.intruders):
                injure_and_check(state, intruder, injuries, "PUB-FIRE-05")
        for burn in hooks.collect(state, hooks.Hook.FIRE_DAMAGE):
            burn(state, room)


@op("ev_bag")
def ev_bag(state: State, task: Task) -> None:
    """Step 8: draw one token and develop the bag (PUB-BAG-05, PUB-BAG-06)."""
    if not state.bag:
        log(state, "PUB-BAG-06", "bag_empty")  # nothing happens
        return
    token = draw_token(state, "PUB-BAG-05")
    if token is None:
        return
    hooks.get(state, hooks.Hook.BAG_DEVELOPMENT)(state, token)


