"""Carnomorph figures and tokens on and off the board: placing a figure within the box's limits, its first
appearance taking the figure off its Adaptation card (which is revealed then), the Butcher that never returns,
Metagorger tokens added red first, and whether a revealed Adaptation is in force (CARN-SETUP-09, CARN-ADAPT-03..08,
CARN-SYM-01, CARN-DMG-06, CARN-FEED-10, GAP-09)."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import add_intruder, log, token_to_bag
from engine.effects import token_kind as kind_of
from engine.species.carnomorphs.state import KEY, carno
from engine.species.common.weakness import reveal_weakness
from engine.state import Intruder, State

BUTCHER = "butcher"


def on_board(state: State, kind: str) -> int:
    return sum(1 for i in state.intruders if i.kind == kind)


def figures_left(state: State, kind: str) -> int:
    """Figures of `kind` not on the board: in the box or waiting on an Adaptation card (GAP-09); none of the
    Butcher once it was killed (CARN-DMG-06)."""
    if kind == BUTCHER and carno(state).butcher_killed:
        return 0
    return int(opt(state, "miniatures").get(kind, 0)) - on_board(state, kind)


def off_its_card(state: State, kind: str, rule: str) -> None:
    """The first figure of a type to reach the board leaves its Adaptation card, which turns face up
    (CARN-ADAPT-03/04, CARN-ENC-06)."""
    c = carno(state)
    if kind in c.on_cards:
        c.on_cards.remove(kind)
        reveal_weakness(state, kind, rule)


def place(state: State, kind: str, room: str, rule: str) -> Intruder | None:
    """A figure of `kind` in `room`, if one is left (GAP-09); None otherwise."""
    if figures_left(state, kind) < 1:
        log(state, rule, "no_figure_left", kind=kind)
        return None
    off_its_card(state, kind, rule)
    return add_intruder(state, kind, room, rule)


def evolve(state: State, intruder: Intruder, kind: str, rule: str) -> None:
    """The figure is replaced by the next level's (CARN-FEED-05); the caller checked a figure is left."""
    off_its_card(state, kind, rule)
    log(state, rule, "carnomorph_evolves", intruder=intruder.id, src=intruder.kind, kind=kind, room=intruder.room)
    intruder.kind = kind


def colour_of(state: State, token: str) -> str:
    return cat(state).ext[KEY]["token_colours"].get(token, "")


def add_metagorger_token(state: State, rule: str) -> None:
    """A Metagorger token from the supply into the bag: red while any is left, else blue (CARN-SYM-01)."""
    for colour in opt(state, "metagorger_add_order"):
        pool = [t for t in state.supply if kind_of(state, t) == "metagorger" and colour_of(state, t) == colour]
        if pool:
            token = rng.take_random(state, sorted(pool))
            state.supply.remove(token)
            token_to_bag(state, token, rule)
            return
    log(state, rule, "no_token_left", kind="metagorger")


def has_adaptation(state: State, effect: str) -> bool:
    """A revealed Adaptation card with this effect is in force, until analysis discards it (CARN-ADAPT-05/08)."""
    weak = cat(state).weaknesses
    gone = carno(state).analysed
    return any(weak[c].kind == effect and c not in gone for c in state.revealed_weaknesses)


def adaptation_amount(state: State, effect: str) -> int:
    cards = cat(state).ext[KEY]["adaptations"]
    return next((a.amount for a in cards.values() if a.effect == effect), 0)
