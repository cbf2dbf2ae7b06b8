"""Mutations (CARN-MUT-01, CARN-MUTC-01..06, CARN-MUTM-01..06, CARN-CONT-01/02): drawing a Character Mutation
card (draw 2, keep 1, shuffle the other back; at most one held), Mutation markers (none without a card: a card is
drawn instead), death at the 4th marker (a Shambler and the Corpse stay in the room), what an INFECTED scan does
(the species' INFECTION hook) and what an Antidote or the Surgery takes away (CLEANSE: the card, never the
markers).

Flow step "mutation_kept" takes the player's pick of the two drawn cards.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import rng
from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op
from engine.rules.board import is_active
from engine.rules.wounds import kill
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.state import carno
from engine.state import Character, State, Task

OPS: dict[str, Callable[[State, Task], None]] = {}


def holds_card(state: State, ch: Character) -> bool:
    return bool(carno(state).held[ch.seat])


def markers(state: State, ch: Character) -> int:
    return carno(state).mutation_markers[ch.seat]


def draw_mutation_card(state: State, ch: Character, rule: str) -> None:
    """Draw 2, keep 1, shuffle the other back (CARN-MUTC-02); nothing for a character already holding one
    (CARN-MUTC-04)."""
    c = carno(state)
    if holds_card(state, ch):
        log(state, "CARN-MUTC-04", "mutation_card_refused", seat=ch.seat)
        return
    drawn = [c.mutation_deck.pop() for _ in range(min(int(opt(state, "mutation_draw")), len(c.mutation_deck)))]
    if not drawn:
        log(state, rule, "mutation_deck_empty", seat=ch.seat)
        return
    if len(drawn) == 1:
        _keep(state, ch, drawn[0], [], rule)
        return
    c.to_keep = sorted(drawn)  # seen by the drawer only (the decision's options); the others see how many
    ask(state, ch.seat, DecisionKind.CHOOSE_OPTION, [Choice("keep", (card,)) for card in c.to_keep],
        "CARN-MUTC-02", "mutation_kept", (str(ch.seat),))


@op("mutation_kept", OPS)
def mutation_kept(state: State, task: Task) -> None:
    assert task.choice is not None
    c = carno(state)
    ch, kept = state.characters[int(task.args[0])], task.choice.args[0]
    back, c.to_keep = [x for x in c.to_keep if x != kept], []
    _keep(state, ch, kept, back, "CARN-MUTC-02")


def _keep(state: State, ch: Character, card: str, back: list[str], rule: str) -> None:
    c = carno(state)
    c.held[ch.seat] = card
    c.face_up[ch.seat] = False  # face down: only its holder knows it (CARN-MUTC-03)
    if back:
        c.mutation_deck.extend(back)
        rng.shuffle(state, c.mutation_deck)
    log(state, rule, "mutation_card_drawn", seat=ch.seat)
    log(state, rule, "mutation_card_kept", seat=ch.seat, card=card, visible_to=(ch.seat,))


def gain_marker(state: State, ch: Character, rule: str) -> None:
    """A Mutation marker: without a Mutation card the character draws one instead (CARN-MUTM-02); the 4th marker
    kills (CARN-MUTM-03/04)."""
    if not is_active(ch):
        return
    if not holds_card(state, ch):
        log(state, "CARN-MUTM-02", "mutation_instead_of_marker", seat=ch.seat)
        draw_mutation_card(state, ch, rule)
        return
    c = carno(state)
    c.mutation_markers[ch.seat] += 1
    log(state, rule, "mutation_marker", seat=ch.seat, markers=c.mutation_markers[ch.seat])
    if c.mutation_markers[ch.seat] >= int(opt(state, "mutation_markers_kill_at")):
        mutation_death(state, ch)


def mutation_death(state: State, ch: Character) -> None:
    """The character dies; its Corpse and a Shambler are left in the room, the Shambler drawn from no bag and
    making no Surprise Attack (CARN-MUTM-04, GAP-14)."""
    room = ch.room
    kill(state, ch, "mutation", "CARN-MUTM-04")
    figures.place(state, str(opt(state, "mutation_death_leaves")), room, "CARN-MUTM-04")


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """INFECTION: an INFECTED card found by a scan puts a Mutation marker on the board, never a Larva
    (CARN-CONT-01/02)."""
    if infected:
        gain_marker(state, ch, "CARN-CONT-01")


def cleansed(state: State, ch: Character, rule: str) -> None:
    """CLEANSE: the Antidote (and the Surgery's treatment) take the Mutation card away, never the markers
    (CARN-MUTC-06, CARN-MUTM-05/06)."""
    c = carno(state)
    card = c.held[ch.seat]
    if card:
        c.held[ch.seat], c.face_up[ch.seat] = "", False
        c.mutation_deck.insert(0, card)  # under the deck
        log(state, "CARN-MUTC-06", "mutation_card_lost", seat=ch.seat, card=card)
