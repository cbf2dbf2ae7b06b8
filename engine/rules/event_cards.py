"""Event step 7: draw an Event card, move the Intruders it names, resolve its effect (PUB-EVENT-01..07,
PUB-INTRUDER-08/09). The effects are the species' own (its EVENT_EFFECTS hook: the Intruders' in
engine/species/intruders/events.py)."""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat
from engine.effects import draw_from, log
from engine.flow import op, push
from engine.rules.board import characters_in, corridor_for_number, rooms_by_number
from engine.rules.intruder_moves import move_together
from engine.state import State, Task


def event_movement(state: State, number: int, movers: tuple[str, ...]) -> None:
    """Every named Intruder not in a room with a character moves through corridor `number`; all
    destinations are decided before anyone moves (PUB-INTRUDER-08, PROPOSED simultaneous)."""
    groups: dict[tuple[str, str], list] = {}
    for room in rooms_by_number(state):
        if characters_in(state, room):
            continue
        for intruder in state.intruders:
            if intruder.room == room and intruder.kind in movers:  # Larvae never move (PUB-INTRUDER-09)
                groups.setdefault((room, corridor_for_number(state, room, number)), []).append(intruder)
    move_together(state, [(group, corridor) for (_room, corridor), group in groups.items()], "PUB-INTRUDER-08")


def finish_card(state: State, card: str) -> None:
    """Discard, remove (then reshuffle deck + discard) or shuffle back (PUB-EVENT-02)."""
    after = cat(state).events[card].after
    if after == "remove":
        state.event_removed.append(card)
        state.event_deck.extend(state.event_discard)
        state.event_discard.clear()
        rng.shuffle(state, state.event_deck)
        log(state, "PUB-EVENT-02", "event_removed", card=card)
    elif after == "shuffle_back":
        state.event_deck.append(card)
        rng.shuffle(state, state.event_deck)
        log(state, "PUB-EVENT-02", "event_shuffled_back", card=card)
    else:
        state.event_discard.append(card)


@op("ev_event_card")
def ev_event_card(state: State, task: Task) -> None:
    card = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
    if card is None:
        return
    data = cat(state).events[card]
    log(state, "PUB-EVENT-01", "event_card", card=card, name=data.name, number=data.corridor)
    event_movement(state, data.corridor, data.movers)
    push(state, "ev_event_effect", card)
    for drawn in hooks.collect(state, hooks.Hook.EVENT_DRAWN):  # what they push runs before the effect
        drawn(state, card)


@op("ev_event_effect")
def ev_event_effect(state: State, task: Task) -> None:
    """The drawn card's effect (the species'), then the card is discarded, removed or shuffled back."""
    card = str(task.args[0])
    data = cat(state).events[card]
    effects = hooks.merged(state, hooks.Hook.EVENT_EFFECTS)
    handler = effects.get(data.effect)
    try:
        if handler is None:
            log(state, "PUB-EVENT-01", "not_implemented", what=data.effect)
        else:
            handler(state, data)
    finally:  # even when its effect ends the game, the card goes where it belongs
        finish_card(state, card)
