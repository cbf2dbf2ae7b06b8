"""The prototype's setup (base-game.md §3, D16, D2): one character, drawn at random, died in hibernation before
the game and is not played (the ship's blue Corpse in the Hibernatorium is theirs); each player then chooses
any free character; the Panic deck is shuffled; everyone draws 6 once the crew is ready.

Option: draft_offer (0: every free character is offered)."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat
from engine.effects import log
from engine.rulesets.prototype.content import ID, panic_deck
from engine.rulesets.prototype.state import proto
from engine.state import State


def first_victim(state: State) -> None:
    """BASE-SETUP-11, BASE-CHAR-10: a character nobody chose is drawn at random; they are dead."""
    chosen = {c for c in str(state.config.get("characters", "")).split(",") if c}
    pool = sorted(c for c in cat(state).characters if c not in chosen)
    if not pool:
        return
    p = proto(state)
    p.victim = rng.take_random(state, pool)
    log(state, "BASE-SETUP-11", "first_victim", character=p.victim)


def prepare_part(state: State) -> None:
    """The Panic deck shuffled (BASE-SETUP-08) and each seat's Panic, Larva and Objective records."""
    p = proto(state)
    seats = len(state.characters)
    p.panic, p.sheet_larvae, p.swapped = [False] * seats, [0] * seats, [False] * seats
    p.panic_deck = list(panic_deck(cat(state).ext[ID]["panic"]))
    rng.shuffle(state, p.panic_deck)


def draft_pool(state: State, pool: list[str], seat: int = -1) -> list[str]:
    """The first victim is not offered (BASE-SETUP-14)."""
    victim = proto(state).victim
    return [c for c in pool if c != victim]


def bag_contents(state: State) -> dict[str, int]:
    """3 Larvae, 1 Creeper, 3 Adults and 1 more per player, 1 Queen, no Blank (BASE-SETUP-20, D7)."""
    from engine.rulesets.prototype.content import starting_bag

    return starting_bag(cat(state).ext[ID]["bag"], len(state.characters))


def trim_supply(state: State) -> None:
    """The prototype's box holds fewer tokens than the published one (BASE-BAG-07, GAP-14): what is beyond its
    supply, and every token of a kind it lacks (the Blank), goes back to the box unused."""
    from engine.effects import token_kind

    supply = cat(state).ext[ID]["bag"].supply
    kept: dict[str, int] = {}
    for token in state.bag:
        kept[token_kind(state, token)] = kept.get(token_kind(state, token), 0) + 1
    for token in list(state.supply):
        kind = token_kind(state, token)
        if kept.get(kind, 0) >= supply.get(kind, 0):
            state.supply.remove(token)
            state.removed_tokens.append(token)
        else:
            kept[kind] = kept.get(kind, 0) + 1
    state.removed_tokens.sort()
    log(state, "BASE-BAG-07", "supply_trimmed", supply=len(state.supply), boxed=len(state.removed_tokens))
