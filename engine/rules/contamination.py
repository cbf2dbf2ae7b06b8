"""Scanning Contamination cards and the infection procedure (PUB-CONT-01..08, PUB-END-09).

A Contamination card ("cont_NN") is INFECTED or not; nobody knows until it is scanned. Scan results are
public (PUB-CONT-03, PROPOSED): an INFECTED card found stays where it is and joins
`state.revealed_infected`; removed cards leave the game (PUB-CONT-05).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import opt
from engine.effects import log
from engine.state import Character, State


def is_contamination(card: str) -> bool:
    return card.startswith("cont_")


def owned_contamination(ch: Character, where: tuple[str, ...] = ("deck", "hand", "discard")) -> list[str]:
    """The character's Contamination cards in the named piles, sorted."""
    return sorted(c for pile in where for c in getattr(ch, pile) if is_contamination(c))


def scan(state: State, ch: Character, cards: list[str], rule: str) -> list[str]:
    """Reveal whether each card is INFECTED; returns the INFECTED ones (PUB-CONT-03)."""
    infected = [c for c in cards if c in state.infected]
    for card in infected:
        if card not in state.revealed_infected:
            state.revealed_infected.append(card)
    state.revealed_infected.sort()
    log(state, rule, "scanned", seat=ch.seat, cards=len(cards), infected=len(infected))
    return infected


def remove_cards(state: State, ch: Character, cards: list[str], rule: str) -> None:
    """Removed Contamination cards leave the game, from whichever pile holds them (PUB-CONT-05); where the
    ruleset says so (removed_contamination = "deck") they go back into the Contamination deck, which is then
    reshuffled (BASE-CONT-05, D19)."""
    mode = hooks.modify(state, "removed_contamination", opt(state, "removed_contamination"))
    back = mode == "deck"
    for card in cards:
        for pile in (ch.hand, ch.deck, ch.discard):
            if card in pile:
                pile.remove(card)
                break
        if mode == "bottom":  # a map where removed cards go under the deck, unshuffled
            state.contamination_deck.insert(0, card)
        else:
            (state.contamination_deck if back else state.contamination_removed).append(card)
    if cards and mode == "bottom":
        log(state, rule, "contamination_under_deck", seat=ch.seat, count=len(cards))
    elif cards:
        log(state, rule, "contamination_removed", seat=ch.seat, count=len(cards))
        if back:
            rng.shuffle(state, state.contamination_deck)
            log(state, "BASE-CONT-05", "contamination_returned", count=len(cards))


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """After a scan: what an INFECTED card does is the species' (its INFECTION hook: the Intruders' Larva,
    PUB-CONT-04)."""
    hooks.get(state, hooks.Hook.INFECTION)(state, ch, infected, rule)


def base_infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """Where the species says nothing: an INFECTED card found does nothing more."""


def scan_hand(state: State, ch: Character, rule: str) -> None:
    """Rest, Canteen, Shower: scan the hand, remove the clean cards, then the infection procedure
    (PUB-CONT-06; INFECTED cards stay in hand)."""
    cards = owned_contamination(ch, ("hand",))
    infected = scan(state, ch, cards, rule)
    remove_cards(state, ch, [c for c in cards if c not in infected], rule)
    infection(state, ch, bool(infected), "PUB-CONT-04")


def cleanse(state: State, ch: Character, rule: str) -> None:
    """Surgery and Antidote: scan every card the character owns; remove the INFECTED ones (and what the species
    says goes with them: the Intruders' Larva)."""
    cards = owned_contamination(ch)
    infected = scan(state, ch, cards, rule)
    remove_cards(state, ch, infected, rule)
    for fn in hooks.collect(state, hooks.Hook.CLEANSE):  # the species' own (the Intruders' Larva goes too)
        fn(state, ch, rule)
