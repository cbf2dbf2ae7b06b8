"""The Intruders' bag development, Event step 8 (PUB-BAG-05..09; the Facility's step 10, LD-EVENT-10): what each
drawn token does (the species' BAG_DEVELOPMENT hook), and the Queen coming to a character in the Nest (the map's
`nest_tile`: the ship's "nest", the Facility's "ld_nest") or laying an Egg."""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import add_token_from_supply, clear_noise, log, token_to_bag, token_to_supply
from engine.flow import push
from engine.rules.board import characters_in, corridors_of, room_with_tile
from engine.rules.intruder_attack import attack_target
from engine.rules.noise import everyone_rolls
from engine.species.common.nest import nest_tile
from engine.species.intruders.encounter import danger_number, queen_on_board
from engine.species.intruders.nest import add_egg
from engine.state import State


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
        everyone_rolls(state, "PUB-NOISE-08")
    elif kind == "queen":
        token_to_bag(state, token, rule)
        queen_development(state, token)
    else:  # blank
        add_token_from_supply(state, "adult", rule)
        token_to_bag(state, token, rule)


def queen_development(state: State, token: str) -> None:
    """Queen comes to a character in the Nest, else 1 Egg (PUB-BAG-05, PUB-BAG-08, PUB-BAG-09)."""
    nest = room_with_tile(state, nest_tile(state))
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
