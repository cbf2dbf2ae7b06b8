"""Intruders moving through corridors, several at the same time: doors, technical corridors, retreats
(PUB-INTRUDER-08/11, PUB-DOOR-05, PUB-TECH-05, PUB-INJ-06)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.effects import add_token_from_supply, draw_from, log, move_intruder, remove_intruder, set_door
from engine.rules.board import corridor_for_number, other_end
from engine.state import Intruder, State


def move_through(state: State, group: list[Intruder], corridor: str, rule: str) -> None:
    """Move Intruders leaving one room together through one corridor (see `move_together`)."""
    move_together(state, [(group, corridor)], rule)


def move_together(state: State, moves: list[tuple[list[Intruder], str]], rule: str) -> None:
    """Move several groups at the same time, each through its corridor (PUB-INTRUDER-08, PROPOSED simultaneous).

    Every outcome is decided on the doors as they stand before anyone moves: a corridor whose door is Closed
    keeps everyone who tries it in place, whichever room they leave, and its door is destroyed once (the species
    may say which of them can break it: the Intruders' Way of Moving, PUB-DOOR-05); the Technical Corridors remove the
    Intruders and put a token of their type into the bag (PUB-TECH-05); the others move.
    """
    blocked: dict[str, list[Intruder]] = {}
    passing: list[tuple[Intruder, str, str]] = []
    kinds = cat(state).kinds
    for group, corridor in moves:
        group = [i for i in group if kinds[i.kind].moves]  # a piece nothing moves stays (a Lair, VS-LAI-09)
        # a Closed Door stops them, unless the species passes doors (the Void Seeders, VS-MOV-01)
        if corridor != TECH and state.doors.get(corridor) == "closed" and hooks.modify(state, "door_stops", True,
                                                                                       group=group):
            blocked.setdefault(corridor, []).extend(group)
        else:
            passing += [(intruder, corridor, intruder.room) for intruder in group]
    for corridor, stuck in blocked.items():
        if not stuck:
            continue
        breakers = hooks.modify(state, "door_breakers", stuck)
        if breakers:
            set_door(state, corridor, "destroyed", "PUB-DOOR-05")
        log(state, "PUB-DOOR-05", "blocked_by_door", corridor=corridor, count=len(stuck))
    for intruder, corridor, start in passing:
        barred = hooks.modify(state, "ducts_barred_by", "", kind=intruder.kind) if corridor == TECH else ""
        if barred:  # the rule that keeps this kind out of the Technical Corridors (the Butcher): it stays
            log(state, barred, "too_big_for_the_ducts", intruder=intruder.id, kind=intruder.kind)
        elif corridor == TECH:
            remove_intruder(state, intruder, "PUB-TECH-05", "intruder_into_tech")
            add_token_from_supply(state, token_kind_of(state, intruder.kind), "PUB-BAG-04")
        else:
            move_intruder(state, intruder, other_end(state, corridor, start), rule)


def token_kind_of(state: State, kind: str) -> str:
    """The bag token a figure of `kind` goes back into the bag as: its own kind, unless the species' tokens show
    no type (a Void Seeder token, VS-CMP-03)."""
    return hooks.modify(state, "token_kind", kind)


def retreat(state: State, intruder: Intruder) -> None:
    """Draw an Event card for its number only and move through that corridor (PUB-INJ-06, PUB-INJ-13)."""
    if not cat(state).kinds[intruder.kind].moves:
        return
    card = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
    if card is None:
        log(state, "PUB-INJ-06", "no_event_card")
        return
    if opt(state, "retreat_card_to") == "bottom":  # the prototype: under the Event deck (BASE-RETREAT-01)
        state.event_deck.insert(0, card)
    else:
        state.event_discard.append(card)
    number = cat(state).events[card].corridor
    log(state, "PUB-INJ-06", "retreat", intruder=intruder.id, kind=intruder.kind, card=card, number=number)
    move_through(state, [intruder], corridor_for_number(state, intruder.room, number), "PUB-INJ-06")
