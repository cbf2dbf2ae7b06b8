"""Event cards that grow the Intruders where a ruleset has no bag development (the 2018 prototype's deck,
base-game.md BASE-BAG-03 and GAP-23): Maturation, Metamorphosis and Egg Laying. The published deck does not
hold them; a ruleset's Event deck names their effects."""

from __future__ import annotations

from engine.catalog import opt
from engine.content.loader import EventCard
from engine.effects import add_intruder, add_token_from_supply, log, remove_intruder, token_kind, token_to_supply
from engine.rules.board import characters_in, rooms_by_number
from engine.species.common.nest import EGG_OBJECT
from engine.species.intruders.nest import add_egg
from engine.species.intruders.state import hive
from engine.state import State


def _swap_in_bag(state: State, old: str, new: str, rule: str) -> bool:
    """A token of kind `old` leaves the bag for the supply, one of kind `new` comes in; False if none was there."""
    token = next((t for t in sorted(state.bag) if token_kind(state, t) == old), None)
    if token is None:
        return False
    state.bag.remove(token)
    token_to_supply(state, token, rule)
    add_token_from_supply(state, new, rule)
    return True


def maturation(state: State, card: EventCard) -> None:
    """A Larva token in the bag becomes an Adult token."""
    if not _swap_in_bag(state, "larva", "adult", "BASE-BAG-03"):
        log(state, "BASE-BAG-03", "no_token_to_grow", kind="larva")


def metamorphosis(state: State, card: EventCard) -> None:
    """A Creeper token in the bag becomes a Breeder token; with none, the Creeper on the board out of combat in the
    lowest room becomes a Breeder (GAP-31)."""
    if _swap_in_bag(state, "creeper", "breeder", "BASE-BAG-03"):
        return
    order = {room: n for n, room in enumerate(rooms_by_number(state))}
    creepers = sorted((i for i in state.intruders if i.kind == "creeper" and not characters_in(state, i.room)),
                      key=lambda i: (order.get(i.room, 99), i.id))
    if not creepers:
        log(state, "BASE-BAG-03", "no_token_to_grow", kind="creeper")
        return
    if sum(1 for i in state.intruders if i.kind == "breeder") >= int(opt(state, "breeder_miniatures")):
        log(state, "PUB-INTRUDER-03", "no_breeder_available")
        return
    creeper = creepers[0]
    room = creeper.room
    remove_intruder(state, creeper, "BASE-BAG-03", "intruder_transforms")
    add_intruder(state, "breeder", room, "BASE-BAG-03")


def egg_laying(state: State, card: EventCard) -> None:
    """While the Queen lives, 1 Egg joins the Nest, up to the Egg supply (eggs_max)."""
    if hive(state).queen_killed:
        log(state, "BASE-BAG-03", "no_egg_queen_dead")
        return
    elsewhere = sum(ch.heavy.count(EGG_OBJECT) for ch in state.characters)
    elsewhere += sum(objs.count(EGG_OBJECT) for objs in state.objects.values())
    if hive(state).eggs + elsewhere >= int(opt(state, "eggs_max")):  # the box's Eggs, carried or dropped too
        log(state, "BASE-NEST-12", "no_egg_supply")
        return
    add_egg(state, "BASE-BAG-03")


EFFECTS = {"maturation": maturation, "metamorphosis": metamorphosis, "egg_laying": egg_laying}
