"""Noise rolls, Danger and Silence, the Technical Corridor noise space (PUB-NOISE-01..10, PUB-TECH-02).

Option read here: `noise_die` (faces; T16).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.effects import log, place_noise
from engine.flow import op, push, push_seq
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridor_for_number,
    corridors_of,
    in_combat,
    intruders_in,
    is_active,
    turn_order,
)
from engine.rules.intruder_moves import move_together
from engine.state import State, Task


def noise_everywhere(state: State, room: str, rule: str) -> None:
    """A Noise marker in every corridor of the room, technical corridors too, where none lies yet (a Blank drawn
    in an Encounter, PUB-ENC-03, and each species' like of it)."""
    for corridor in corridors_of(state, room):
        place_noise(state, corridor, rule)


def everyone_rolls(state: State, rule: str) -> None:
    """Every active character rolls for Noise, one by one in turn order, skipping one in Combat when its turn to
    roll comes (bag development, PUB-NOISE-08)."""
    rollers = [s for s in turn_order(state) if is_active(state.characters[s])]
    log(state, rule, "all_roll_noise", seats=",".join(map(str, rollers)))
    push_seq(state, [("noise_roll", s, "skip_in_combat") for s in rollers])


def resolve_danger(state: State, room: str, rule: str) -> None:
    """Neighbouring Intruders not in Combat come in; none: Noise in every free corridor (PUB-NOISE-05). A piece
    nothing moves (a Lair, VS-LAI-09) cannot come, so it does not count."""
    groups = []
    kinds = cat(state).kinds
    for corridor, other in sorted(board_neighbours(state, room), key=lambda cr: cr[1]):
        if characters_in(state, other):
            continue  # those Intruders are in Combat
        if group := [i for i in intruders_in(state, other) if kinds[i.kind].moves]:
            groups.append((corridor, group))
    if groups:
        move_together(state, [(group, corridor) for corridor, group in groups], "PUB-INTRUDER-11")
        return
    if not opt(state, "danger_fallback_noise"):  # the prototype's Surprise Attack: nobody near, nothing (D4)
        log(state, "BASE-NOISE-04", "surprise_attack_nobody", room=room)
        return
    for corridor in corridors_of(state, room):
        place_noise(state, corridor, rule)


@op("noise_roll")
def noise_roll(state: State, task: Task) -> None:
    """Roll the noise die for a character and resolve the face (PUB-NOISE-02..06).

    args: seat [, "skip_in_combat": bag development skips a character in Combat when its turn to roll comes
    [, "asked": the map's "before_bag_noise_roll" window has been offered]].
    """
    seat = int(task.args[0])
    ch = state.characters[seat]
    if ch.status != "aboard":
        return
    if task.args[1:2] == ("skip_in_combat",) and in_combat(state, seat):  # an earlier roll brought an Intruder
        log(state, "PUB-NOISE-08", "noise_roll_skipped", seat=seat)
        return
    window = hooks.service(state, "before_bag_noise_roll") if task.args[1:] == ("skip_in_combat",) else None
    if window is not None and window(state, seat):  # a card of the map that skips this roll
        return
    face = rng.roll(state, opt(state, "noise_die"))
    log(state, "PUB-NOISE-02", "noise_roll", seat=seat, face=face, room=ch.room)
    if "after_noise_roll" in hooks.merged(state, hooks.Hook.OPS):  # a re-roll window (Motion Scanner, reactions.py)
        push(state, "after_noise_roll", seat, face)
        return
    resolve_face(state, seat, face)


def resolve_face(state: State, seat: int, face: str) -> None:
    """What the rolled face does (PUB-NOISE-03..06)."""
    ch = state.characters[seat]
    if face == "silence" and hooks.modify(state, "silence_is_danger", ch.slime, seat=seat):  # Slime, or a species' say
        log(state, "PUB-NOISE-06", "silence_is_danger", seat=seat)
        face = "danger"
    if face == "silence":
        return
    if face == "danger":
        resolve_danger(state, ch.room, "PUB-NOISE-05")
        return
    corridor = corridor_for_number(state, ch.room, int(face))
    rule = "PUB-NOISE-04" if corridor == "TECH" else "PUB-NOISE-03"
    if corridor in state.noise:
        log(state, rule, "second_noise", seat=seat, corridor=corridor)
        push(state, "encounter", ch.room, seat)
    else:
        place_noise(state, corridor, rule)
