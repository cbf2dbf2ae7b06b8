"""The Night Stalkers' Nest in the Facility (lockdown-base.md §15, LD-NEST-01..06, LD-EVENT-10): the Nest is the
map's tile named by the option `nest_tile` ("ld_nest"), its Eggs the Egg tokens of the species' board. The Eggs
are a target there (LD-NEST-05), fire burns one per Fire Damage step (LD-NEST-04), and the Queen's bag
development comes to a character in an explored Nest or else adds an Egg, never to a destroyed Nest
(LD-EVENT-10, LD-NEST-02). The rest of the bag development is the Intruders' (LD-NS-05)."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import add_intruder, clear_noise, log
from engine.flow import push
from engine.rules.board import characters_in, corridors_of, room_with_tile
from engine.rules.intruder_attack import attack_target
from engine.species.common import nest as common
from engine.species.intruders import development
from engine.species.intruders.encounter import danger_number, queen_on_board
from engine.species.intruders.nest import add_egg
from engine.species.intruders.state import hive
from engine.state import State


def nest_room(state: State) -> str | None:
    """The explored Nest's room, or None."""
    room = room_with_tile(state, str(opt(state, "nest_tile")))
    return room if room and state.explored.get(room) else None


def room_targets(state: State, room: str) -> list[str]:
    """The Eggs, in an explored Nest that still has some (LD-NEST-05)."""
    h = hive(state)
    return [common.EGGS] if room == nest_room(state) and h.eggs > 0 and not h.nest_destroyed else []


def burn(state: State, room: str) -> None:
    """Fire destroys 1 Egg in the Nest, or an Egg lying on the floor (LD-NEST-04)."""
    h = hive(state)
    if room == nest_room(state) and h.eggs and not h.nest_destroyed:
        common.destroy_eggs(state, h, 1, "LD-NEST-04")
    elif common.EGG_OBJECT in state.objects.get(room, []):
        state.objects[room].remove(common.EGG_OBJECT)
        log(state, "LD-NEST-04", "egg_burnt", room=room)


def bag_development(state: State, token: str) -> None:
    """LD-EVENT-10: the Intruders' development, with the Queen looking for the Facility's Nest."""
    from engine.catalog import cat
    from engine.effects import token_to_bag

    if cat(state).intruder_tokens[token][0] != "queen":
        development.base_bag_development(state, token)
        return
    token_to_bag(state, token, "LD-EVENT-10")
    nest = nest_room(state)
    present = characters_in(state, nest) if nest else []
    if queen_on_board(state) or not present:
        add_egg(state, "LD-EVENT-10")
        return
    queen = add_intruder(state, "queen", nest, "LD-EVENT-10")
    clear_noise(state, corridors_of(state, nest), "LD-ENC-02")
    target = attack_target(state, nest)
    number = danger_number(state, token, target.seat if target else -1)
    if target is not None and len(target.hand) < number:
        log(state, "LD-ENC-02", "surprise_attack", seat=target.seat, cards=len(target.hand), number=number)
        push(state, "intruder_attack", queen.id, target.seat, "surprise")
    elif target is not None:
        log(state, "LD-ENC-02", "no_surprise", seat=target.seat, cards=len(target.hand), number=number)


def figure_shortage(state: State, kind: str, token: str | None, room: str) -> bool:
    """Whether a drawn token's figure can be placed (LD-NS-12): with every Adult miniature on the board, each
    Adult not in Combat leaves it for the bag first; another kind whose miniatures have run out is not placed and
    its token goes back into the bag (option `figure_shortage`, PROPOSED)."""
    from engine.effects import add_token_from_supply, remove_intruder, token_to_bag

    limit = int(dict(opt(state, "miniatures")).get(kind, 0))
    if opt(state, "figure_shortage") == "unlimited" or sum(1 for i in state.intruders if i.kind == kind) < limit:
        return True
    if kind in opt(state, "overflow_recall"):
        log(state, "LD-NS-12", "adult_overflow", kind=kind)
        for intruder in [i for i in state.intruders if i.kind == kind and not characters_in(state, i.room)]:
            remove_intruder(state, intruder, "LD-NS-12", "intruder_lurks")
            add_token_from_supply(state, kind, "LD-NS-12")
        return True
    log(state, "LD-NS-12", "no_figure_left", kind=kind)
    if token:
        token_to_bag(state, token, "LD-NS-12")
    return False
