"""Intruders moving through corridors: doors, technical corridors, retreats (PUB-INTRUDER-08/11, PUB-DOOR-05,
PUB-TECH-05, PUB-INJ-06)."""

from __future__ import annotations

from engine import hooks
from engine.content.loader import TECH
from engine.effects import add_token_from_supply, draw_from, log, move_intruder, remove_intruder, set_door
from engine.rules.board import corridor_for_number, other_end
from engine.state import Intruder, State


def move_through(state: State, group: list[Intruder], corridor: str, rule: str) -> None:
    """Move Intruders leaving one room together through one corridor.

    A Closed Door is destroyed and they all stay (the species may say which of them can break it); the Technical Corridors remove them and put a token of their type into the bag.
    """
    if not group:
        return
    if corridor == TECH:
        for intruder in group:
            remove_intruder(state, intruder, "PUB-TECH-05", "intruder_into_tech")
            add_token_from_supply(state, intruder.kind, "PUB-BAG-04")
        return
    if state.doors.get(corridor) == "closed":
        breakers = hooks.modify(state, "door_breakers", group)
        if breakers:
            set_door(state, corridor, "destroyed", "PUB-DOOR-05")
        log(state, "PUB-DOOR-05", "blocked_by_door", corridor=corridor, count=len(group))
        return
    for intruder in group:
        move_intruder(state, intruder, other_end(state, corridor, intruder.room), rule)


def retreat(state: State, intruder: Intruder) -> None:
    """Draw an Event card for its number only and move through that corridor (PUB-INJ-06, PUB-INJ-13)."""
    card = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
    if card is None:
        log(state, "PUB-INJ-06", "no_event_card")
        return
    state.event_discard.append(card)
    from engine.catalog import cat

    number = cat(state).events[card].corridor
    log(state, "PUB-INJ-06", "retreat", intruder=intruder.id, kind=intruder.kind, card=card, number=number)
    move_through(state, [intruder], corridor_for_number(state, intruder.room, number), "PUB-INJ-06")
