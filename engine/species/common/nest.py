"""The Nest and its Eggs, for any species whose board holds Eggs (PUB-NEST-01..09, VS-REP-02, VS-GAP-27): the
Eggs as a target, fire burning one, a character taking one, the Nest destroyed with the ship. Each function
takes `board`, the species' own part of the state with its `eggs` and `nest_destroyed` fields."""

from __future__ import annotations

from typing import Any

from engine.catalog import cat
from engine.effects import log
from engine.flow import push
from engine.rules.inventory import room_for
from engine.state import State

NEST_TILE = "nest"  # the ship's Nest; a map may name its own (option `nest_tile`: the Facility's "ld_nest")
EGGS = "eggs"  # the target id of the Eggs in the Nest
EGG_OBJECT = "egg"  # an Egg carried off as a Heavy Object


def nest_tile(holder: Any) -> str:
    """The Nest's tile on the map of this State's or View's game (LD-NEST-01 in the Facility)."""
    return str(cat(holder).options.get("nest_tile", NEST_TILE))


def destroy_eggs(state: State, board: Any, count: int, rule: str) -> None:
    """Destroy Eggs on the board; none left destroys the Nest for good (PUB-NEST-05, -09)."""
    if board.nest_destroyed:
        return
    count = min(count, board.eggs)
    if count:
        board.eggs -= count
        log(state, rule, "eggs_destroyed", count=count, left=board.eggs)
    if board.eggs == 0:
        board.nest_destroyed = True
        log(state, "PUB-NEST-09", "nest_destroyed")


def nest_with_eggs(state: State, board: Any, room: str) -> bool:
    return (bool(state.explored.get(room)) and state.tiles.get(room) == nest_tile(state) and board.eggs > 0
            and not board.nest_destroyed)


def room_targets(state: State, board: Any, room: str) -> list[str]:
    """The Eggs, in an explored Nest that still has some (PUB-COMBAT-02, PUB-NEST-04)."""
    return [EGGS] if nest_with_eggs(state, board, room) else []


def burn(state: State, board: Any, room: str) -> None:
    """Fire destroys 1 Egg in the Nest, or an Egg lying on the floor (PUB-FIRE-06)."""
    if state.tiles.get(room) == nest_tile(state) and state.explored.get(room) and board.eggs:
        destroy_eggs(state, board, 1, "PUB-FIRE-06")
    elif EGG_OBJECT in state.objects.get(room, []):
        state.objects[room].remove(EGG_OBJECT)
        log(state, "PUB-FIRE-06", "egg_burnt", room=room)


def board_destroyed(state: State, board: Any, rule: str = "") -> None:
    """The ship's destruction destroys the Nest (PUB-END-03, PUB-END-07); said in the log when `rule` names why."""
    if not board.nest_destroyed:
        board.nest_destroyed = True
        if rule:
            log(state, rule, "nest_destroyed")


def can_take_egg(state: State, board: Any, seat: int) -> bool:
    """An Egg left on the board and a free Hand to hold it (PUB-NEST-02, PUB-HEAVY-02)."""
    return board.eggs > 0 and not board.nest_destroyed and room_for(state, state.characters[seat], EGG_OBJECT)


def take_egg(state: State, board: Any, seat: int) -> None:
    """Take 1 Egg as a Heavy Object, then a Noise roll; the last Egg taken destroys the Nest (PUB-NEST-09)."""
    ch = state.characters[seat]
    board.eggs -= 1
    ch.heavy = sorted(ch.heavy + [EGG_OBJECT])
    log(state, "PUB-NEST-02", "egg_taken", seat=seat, left=board.eggs)
    if board.eggs == 0:
        board.nest_destroyed = True
        log(state, "PUB-NEST-09", "nest_destroyed")
    push(state, "noise_roll", seat)
