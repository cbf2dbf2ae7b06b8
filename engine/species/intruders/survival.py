"""The Intruders' check of every survivor at the end (PUB-END-09 A/B): no Larva and no INFECTED card -> it
survives; else all its cards are shuffled and 4 drawn, any Contamination card among them kills. Registered as
the species' SURVIVOR_CHECK (a species that checks differently, like the Void Seeders, replaces it)."""

from __future__ import annotations

from engine import rng
from engine.effects import log
from engine.rules.contamination import is_contamination, owned_contamination, scan
from engine.rules.victory import die_at_the_check
from engine.species.intruders.larvae import carries
from engine.state import Character, State

CONTAMINATION_DRAW = 4  # PUB-END-09 B


def contamination_check(state: State, ch: Character) -> None:
    """3. A: no Larva and no INFECTED card -> survives; else B: shuffle all cards, draw 4, any
    Contamination card kills (PUB-END-09)."""
    if not carries(state, ch):
        infected = scan(state, ch, owned_contamination(ch), "PUB-END-09")
        if not infected:
            log(state, "PUB-END-09", "contamination_clear", seat=ch.seat)
            return
    cards = sorted(ch.hand + ch.deck + ch.discard)
    rng.shuffle(state, cards)
    ch.hand, ch.discard = [], []
    drawn = cards[-CONTAMINATION_DRAW:]
    ch.deck = cards[:-CONTAMINATION_DRAW] if len(cards) > CONTAMINATION_DRAW else []
    ch.hand = drawn
    found = sum(1 for c in drawn if is_contamination(c))
    log(state, "PUB-END-09", "contamination_draw", seat=ch.seat, larva=int(carries(state, ch)), drawn=len(drawn),
        contamination=found)
    if found:
        die_at_the_check(state, ch, "contamination", "PUB-END-09")
