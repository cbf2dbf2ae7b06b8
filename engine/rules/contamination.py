"""Scanning Contamination cards and the infection procedure (PUB-CONT-01..08, PUB-END-09).

A Contamination card ("cont_NN") is INFECTED or not; nobody knows until it is scanned. Scan results are
public (PUB-CONT-03, PROPOSED): an INFECTED card found stays where it is and joins
`state.revealed_infected`; removed cards leave the game (PUB-CONT-05).
"""

from __future__ import annotations

from engine.effects import log
from engine.rules.wounds import die_of_infection
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
    """Removed Contamination cards leave the game, from whichever pile holds them (PUB-CONT-05)."""
    for card in cards:
        for pile in (ch.hand, ch.deck, ch.discard):
            if card in pile:
                pile.remove(card)
                break
        state.contamination_removed.append(card)
    if cards:
        log(state, rule, "contamination_removed", seat=ch.seat, count=len(cards))


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """After a scan with an INFECTED card: a Larva on the board, or death and a Creeper if one is
    already there (PUB-CONT-04)."""
    if not infected:
        return
    if ch.larva:
        die_of_infection(state, ch, "infection", rule)
    else:
        ch.larva = True
        log(state, rule, "larva_on_board", seat=ch.seat)


def scan_hand(state: State, ch: Character, rule: str) -> None:
    """Rest, Canteen, Shower: scan the hand, remove the clean cards, then the infection procedure
    (PUB-CONT-06; INFECTED cards stay in hand)."""
    cards = owned_contamination(ch, ("hand",))
    infected = scan(state, ch, cards, rule)
    remove_cards(state, ch, [c for c in cards if c not in infected], rule)
    infection(state, ch, bool(infected), "PUB-CONT-04")


def cleanse(state: State, ch: Character, rule: str) -> None:
    """Surgery and Antidote: scan every card the character owns; remove the INFECTED ones and its Larva."""
    cards = owned_contamination(ch)
    infected = scan(state, ch, cards, rule)
    remove_cards(state, ch, infected, rule)
    if ch.larva:
        ch.larva = False
        log(state, rule, "larva_removed", seat=ch.seat)
