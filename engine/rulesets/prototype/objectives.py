"""The prototype's Alternative Objective (D14, BASE-OBJ-05/06): once per game, at the start of their turn, a
player may discard the Objective they kept and draw an Alternative Objective instead, kept as secret. It is a
free decision, before the turn's first action."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.decisions import Choice
from engine.effects import log
from engine.rules.board import is_active
from engine.rules.setup import objective_deck
from engine.rulesets.prototype.state import proto
from engine.state import State

ACTION = "alt_objective"


def alternatives_left(state: State) -> list[str]:
    """The Alternative Objectives nobody holds (the deck the swap draws from)."""
    held = {card for cards in state.objectives.values() for card in cards}
    seats = len(state.characters)
    options = cat(state).options
    return sorted(o.id for o in cat(state).objectives.values()
                  if objective_deck(options, o.deck) == "alternative" and o.id not in held
                  and o.min_players <= seats)


def offer(state: State, seat: int) -> list[Choice]:
    p = proto(state)
    ch = state.characters[seat]
    if (not is_active(ch) or state.current_seat != seat or state.actions_this_round or p.swapped[seat]
            or not state.objectives_chosen or len(state.objectives.get(str(seat), ())) != 1
            or not alternatives_left(state) or not _primary(state, seat)
            or int(opt(state, "alternative_objective_swaps")) < 1):
        return []
    return [Choice(ACTION)]


def _primary(state: State, seat: int) -> bool:
    """The kept card is a Primary Objective (solo and co-op players hold Alternative ones already)."""
    card = cat(state).objectives.get(state.objectives[str(seat)][0])
    return card is not None and objective_deck(cat(state).options, card.deck) == "primary"


def swap(state: State, seat: int, choice: Choice) -> None:
    """Discard the kept Objective unseen and draw an Alternative one (BASE-OBJ-05)."""
    pool = alternatives_left(state)
    card = pool[rng.below(state, len(pool))]
    state.objectives[str(seat)] = [card]
    proto(state).swapped[seat] = True
    log(state, "BASE-OBJ-05", "alternative_drawn", seat=seat)
    log(state, "BASE-OBJ-05", "objective_kept", visible_to=(seat,), seat=seat, objective=card)


def layout(state: State, dealt: list[str], seat: int = -1) -> list[str]:
    """What the Hard bot deals another seat: an Alternative Objective once it swapped."""
    p = proto(state)
    return ["alternative"] if 0 <= seat < len(p.swapped) and p.swapped[seat] else dealt
