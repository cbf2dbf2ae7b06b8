"""Event phase steps 4-6 and 8: time track, Intruder attacks, fire damage, bag development
(PUB-ROUND-08, PUB-END-01/02, PUB-INTRUDER-05/12, PUB-FIRE-05/06, PUB-BAG-05..09)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import (
    add_token_from_supply,
    clear_noise,
    draw_token,
    end_game,
    log,
    token_to_bag,
    token_to_supply,
)
from engine.flow import op, push, push_seq
from engine.rules.board import (
    characters_in,
    corridors_of,
    intruders_in,
    is_active,
    room_with_tile,
    rooms_by_number,
    turn_order,
)
from engine.rules.encounter import danger_number, queen_on_board
from engine.rules.injury import injure_and_check
from engine.rules.intruder_attack import attack_target
from engine.species.intruders.nest import add_egg
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
    push_seq(state, [("intruder_attack", i.id, -1, "event") for i in attackers])


@op("ev_fire")
def ev_fire(state: State, task: Task) -> None:
    """Step 6: Intruders in burning rooms suffer 1 Injury; what else the species says burns there burns (its
    uncarried Eggs) (PUB-FIRE-05/06)."""
    injuries = hooks.modify(state, "fire_injuries", 1)
    for room in rooms_by_number(state):
        if room not in state.fire:
            continue
        for intruder in intruders_in(state, room):
            if any(i.id == intruder.id for i in state.intruders):
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


def base_bag_development(state: State, token: str) -> None:
    kind = cat(state).intruder_tokens[token][0]
    rule = "PUB-BAG-05"
    if kind == "larva":
        token_to_supply(state, token, rule)
        add_token_from_supply(state, "adult", rule)
    elif kind == "creeper":
        token_to_supply(state, token, rule)
        add_token_from_supply(state, "breeder", rule)
    elif kind in ("adult", "breeder"):
        token_to_bag(state, token, rule)
        rollers = [s for s in turn_order(state) if is_active(state.characters[s])]
        log(state, "PUB-NOISE-08", "all_roll_noise", seats=",".join(map(str, rollers)))
        push_seq(state, [("noise_roll", s, "skip_in_combat") for s in rollers])  # one by one (PUB-NOISE-08)
    elif kind == "queen":
        token_to_bag(state, token, rule)
        queen_development(state, token)
    else:  # blank
        add_token_from_supply(state, "adult", rule)
        token_to_bag(state, token, rule)


def queen_development(state: State, token: str) -> None:
    """Queen comes to a character in the Nest, else 1 Egg (PUB-BAG-05, PUB-BAG-08, PUB-BAG-09)."""
    nest = room_with_tile(state, "nest")
    nest = nest if nest and state.explored.get(nest) else None
    present = characters_in(state, nest) if nest else []
    if queen_on_board(state) or not present:
        add_egg(state, "PUB-BAG-09" if queen_on_board(state) else "PUB-BAG-05")
        return
    from engine.effects import add_intruder

    queen = add_intruder(state, "queen", nest, "PUB-BAG-08")
    clear_noise(state, corridors_of(state, nest), "PUB-BAG-08")
    target = attack_target(state, nest)  # PUB-ENC-07: fewest Action cards, ties by turn order
    if target is not None and len(target.hand) < danger_number(state, token):
        log(state, "PUB-ENC-07", "surprise_attack", seat=target.seat, cards=len(target.hand),
            number=danger_number(state, token))
        push(state, "intruder_attack", queen.id, target.seat, "surprise")
