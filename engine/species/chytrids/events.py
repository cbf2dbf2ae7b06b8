"""The Chytrids' Event card, Event step 9 (§3.13, SUM-02): 9A the symbols (spreading and moves) once per number,
9B the growth, then (the core's step) 9C the card's effect and its discard (CHY-EVT-01..10). The step replaces
the core's "ev_event_card" through the species' OPS; Event phase steps 4-8 and 10 stay the map's and the core's
(CHY-EVT-01). What a map does when an Event is drawn (its EVENT_DRAWN hook) runs after 9A and 9B, before 9C."""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat
from engine.effects import draw_from, log
from engine.flow import op, push
from engine.species.chytrids.content import ID
from engine.species.chytrids.spreading import growth, movement
from engine.state import State, Task

OPS: dict = {}


@op("ev_event_card", OPS)
def event_card(state: State, task: Task) -> None:
    """Draw the card; 9A movement and spreading, 9B growth; 9C its effect follows (the core's ev_event_effect)."""
    card = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
    if card is None:
        return
    data = cat(state).events[card]
    extra = cat(state).ext[ID]["events"][card]
    log(state, "CHY-EVT-01", "event_card", card=card, name=data.name, number=data.corridor)
    push(state, "ev_event_effect", card)  # CHY-EVT-08: step 9C, after what is pushed below
    movement(state, extra.numbers, extra.moves)
    growth(state, extra.grow)
    for drawn in hooks.collect(state, hooks.Hook.EVENT_DRAWN):  # what they push runs before the effect
        drawn(state, card)
