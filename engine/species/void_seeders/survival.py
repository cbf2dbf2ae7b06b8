"""The Void Seeders' end-of-game check of every survivor, replacing the base Contamination check (VS-END-01..05):
+1 Insanity per Contamination card it owns, scanned or not, stopping at the top and never killing (a character
already at the top skips this); then a character at the top shuffles all its cards and draws 4, and any
Contamination card among them kills it. Registered as the species' SURVIVOR_CHECK."""

from __future__ import annotations

from engine import rng
from engine.catalog import opt
from engine.effects import log
from engine.rules.contamination import is_contamination, owned_contamination
from engine.rules.victory import die_at_the_check
from engine.species.void_seeders.madness import level, raise_insanity, track
from engine.state import Character, State


def madness_check(state: State, ch: Character) -> None:
    top = track(state).top
    if level(state, ch) < top:  # VS-END-04: already at the top skips step 1
        raise_insanity(state, ch, len(owned_contamination(ch)), "VS-END-02", can_die=False)
    if level(state, ch) < top:
        log(state, "VS-END-02", "madness_clear", seat=ch.seat, level=level(state, ch))
        return
    cards = sorted(ch.hand + ch.deck + ch.discard)
    rng.shuffle(state, cards)
    draw = int(opt(state, "end_check_draw"))
    ch.hand = cards[-draw:]
    ch.deck = cards[:-draw] if len(cards) > draw else []
    ch.discard = []
    found = sum(1 for c in ch.hand if is_contamination(c))
    log(state, "VS-END-03", "madness_draw", seat=ch.seat, drawn=len(ch.hand), contamination=found)
    if found:
        die_at_the_check(state, ch, "madness", "VS-END-03")
