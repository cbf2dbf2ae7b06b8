"""The Carnomorphs' end-of-game check of every survivor, replacing the base Contamination check (CARN-END-01..07,
GAP-15): a survivor without a Mutation card scans every card it owns, and any INFECTED one gives it a Mutation card
(which one does not matter now: the first drawn is kept, the other goes back); then a survivor holding a Mutation
card shuffles all its cards, draws 4 and takes a Mutation marker for each Contamination card among them; 4 markers
or more kill it. Registered as the species' SURVIVOR_CHECK."""

from __future__ import annotations

from engine import rng
from engine.catalog import opt
from engine.effects import log
from engine.rules.contamination import is_contamination, owned_contamination, scan
from engine.rules.victory import die_at_the_check
from engine.species.carnomorphs.state import carno
from engine.state import Character, State


def mutation_check(state: State, ch: Character) -> None:
    c = carno(state)
    if not c.held[ch.seat]:  # step A (CARN-END-02/03)
        infected = scan(state, ch, owned_contamination(ch), "CARN-END-03")
        if not infected:
            log(state, "CARN-END-06", "mutation_clear", seat=ch.seat)
            return
        if c.mutation_deck:
            c.held[ch.seat] = c.mutation_deck.pop()
            log(state, "CARN-END-03", "mutation_card_drawn", seat=ch.seat)
    if not c.held[ch.seat]:
        return
    cards = sorted(ch.hand + ch.deck + ch.discard)  # step B (CARN-END-04)
    rng.shuffle(state, cards)
    draw = int(opt(state, "end_check_draw"))
    ch.hand, ch.deck, ch.discard = cards[-draw:], cards[:-draw] if len(cards) > draw else [], []
    found = sum(1 for x in ch.hand if is_contamination(x))
    c.mutation_markers[ch.seat] += found  # placed at once, with those gained in play (CARN-END-07)
    log(state, "CARN-END-04", "mutation_draw", seat=ch.seat, drawn=len(ch.hand), contamination=found,
        markers=c.mutation_markers[ch.seat])
    if c.mutation_markers[ch.seat] >= int(opt(state, "end_check_kills_at")):
        die_at_the_check(state, ch, "mutation", "CARN-END-05")
