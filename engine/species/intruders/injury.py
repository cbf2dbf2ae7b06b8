"""The Intruders' Injury Effect Check and death (PUB-INJ-01..13): the species' INJURY_CHECK and
INTRUDER_DEATH hooks.

Larva: 1 Injury kills. Creeper/Adult: 1 attack card's blood. Breeder/Queen: 2 cards summed. A Retreat
arrow makes it retreat instead.
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import draw_from, drop_object, log, remove_intruder, remove_token_from_game, token_kind
from engine.rules.intruder_moves import retreat
from engine.species.intruders.state import hive
from engine.species.intruders.weakness import has_weakness
from engine.state import Intruder, State

CARDS_DRAWN = {"creeper": 1, "adult": 1, "breeder": 2, "queen": 2}


def intruder_death(state: State, intruder: Intruder, rule: str) -> None:
    """Remove it; a Carcass stays (not for a Larva); a dead Queen's token leaves the game (PUB-INJ-08, -10)."""
    remove_intruder(state, intruder, rule, "intruder_killed")
    if intruder.kind != "larva":
        drop_object(state, intruder.room, "carcass", "PUB-INJ-08")
    if intruder.kind == "queen":
        hive(state).queen_killed = True  # "Queen killed" objectives (PUB-OBJ-04)
        remove_token_from_game(state, "queen", "PUB-BAG-09")
    elif opt(state, "killed_token_leaves"):  # the prototype: a token of its kind leaves the supply (BASE-IDEATH-07)
        token = next((t for t in state.supply if token_kind(state, t) == intruder.kind), None)
        if token is not None:
            state.supply.remove(token)
            state.removed_tokens = sorted([*state.removed_tokens, token])
            log(state, "BASE-IDEATH-07", "token_removed", kind=intruder.kind)


def base_injury_check(state: State, intruder: Intruder, rule: str) -> None:
    """One Injury Effect Check after an effect that injured `intruder` (PUB-INJ-01..05)."""
    needed_bonus = 1 if has_weakness(state, "species_on_the_brink_of_extinction") else 0
    if intruder.kind == "larva":
        intruder_death(state, intruder, "PUB-INJ-02")
        return
    cards = []
    for _ in range(CARDS_DRAWN[intruder.kind]):
        card = draw_from(state, state.attack_deck, state.attack_discard, "PUB-INJ-07", "attack")
        if card is not None:
            cards.append(card)
    state.attack_discard.extend(cards)  # after both draws: a reshuffle never takes back the first card
    data = [cat(state).attack[c] for c in cards]
    log(state, "PUB-INJ-03" if len(cards) == 1 else "PUB-INJ-04", "injury_check", intruder=intruder.id,
        kind=intruder.kind, injuries=intruder.injuries, cards=",".join(cards),
        blood=",".join("R" if d.retreat else str(d.blood) for d in data))
    if any(d.retreat for d in data):
        retreat(state, intruder)  # PUB-INJ-05
        return
    if data and sum(d.blood or 0 for d in data) <= intruder.injuries + needed_bonus:
        intruder_death(state, intruder, "PUB-INJ-03")
