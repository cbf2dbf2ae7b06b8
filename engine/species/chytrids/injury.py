"""The Chytrids' kill check, death and Retreat (§3.10-§3.12, SUM-06, GAP-CHY-08): the species' INJURY_CHECK and
INTRUDER_DEATH hooks.

A Rotstalk draws 1 Chytrid Attack card, a Necrocap 2 summed (options `injury_check_cards`), the Queen 1 plus the
lowest number visible on the Queen board; the figure dies when its Damage reaches that total (CHY-ROT-03,
CHY-NEC-06, CHY-QN-07). A Retreat symbol on any card drawn makes it Retreat instead, through the corridor of the
next Event card's first number (GAP-CHY-08 PROPOSED): a Closed Door on the way is destroyed and it stays
(CHY-DOOR-01, CHY-NEC-04); a Technical Corridor takes a Rotstalk back to the Queen board (CHY-ROT-05) and keeps a
Necrocap or the Queen where they are (CHY-TECH-02); a retreating Necrocap or Queen ignores the Sporeling check
(CHY-NEC-09 PROPOSED). Weaknesses: Brittle Caps (1 card for a Necrocap), Exposed Heart (the Queen-board number
counts 1 less)."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import draw_from, drop_object, log, remove_intruder
from engine.rules.board import corridor_for_number
from engine.rules.intruder_moves import move_through
from engine.species.chytrids.darkness import weakness_works
from engine.species.chytrids.queen_board import lowest_visible
from engine.species.chytrids.state import chytrids
from engine.state import Intruder, State

RULES = {"rotstalk_kind": "CHY-ROT-03", "necrocap_kind": "CHY-NEC-06", "queen_kind": "CHY-QN-07"}


def rule_of(state: State, kind: str) -> str:
    return next((rule for key, rule in RULES.items() if opt(state, key) == kind), "CHY-ROT-03")


def cards_drawn(state: State, kind: str) -> int:
    count = int(dict(opt(state, "injury_check_cards")).get(kind, 1))
    if kind == opt(state, "necrocap_kind") and weakness_works(state, "brittle_caps", state.current_seat):
        return 1
    return count


def queen_bonus(state: State) -> int:
    """What the Queen board adds to her blood: its lowest visible number (CHY-QN-07, CHY-QB-05), 1 less with
    Exposed Heart (never below 0)."""
    number = lowest_visible(state)
    if weakness_works(state, "exposed_heart", state.current_seat):
        number = max(0, number - 1)
    return number


def injury_check(state: State, intruder: Intruder, rule: str) -> None:
    """INJURY_CHECK: draw, read the blood (the Queen adds her board's number), Retreat or die (SUM-06)."""
    cards = []
    for _ in range(cards_drawn(state, intruder.kind)):
        card = draw_from(state, state.attack_deck, state.attack_discard, "CHY-ROT-03", "attack")
        if card is not None:
            cards.append(card)
    state.attack_discard.extend(cards)  # after every draw: a reshuffle never takes back the first card
    data = [cat(state).attack[c] for c in cards]
    own = rule_of(state, intruder.kind)
    log(state, own, "injury_check", intruder=intruder.id, kind=intruder.kind, injuries=intruder.injuries,
        cards=",".join(cards), blood=",".join("R" if d.retreat else str(d.blood) for d in data))
    if any(d.retreat for d in data):
        retreat(state, intruder)
        return
    if not data:
        return
    blood = sum(d.blood or 0 for d in data)
    if intruder.kind == opt(state, "queen_kind"):
        bonus = queen_bonus(state)
        blood += bonus
        log(state, "CHY-QN-07", "queen_threshold", intruder=intruder.id, bonus=bonus, total=blood,
            injuries=intruder.injuries)
    if blood <= intruder.injuries:
        intruder_death(state, intruder, own)


def retreat(state: State, intruder: Intruder) -> None:
    """The next Event card's first number gives the corridor (GAP-CHY-08); the core's group move applies the Door
    and Technical Corridor rules, with this species' `ducts_barred_by` keeping a Necrocap or the Queen out."""
    card = draw_from(state, state.event_deck, state.event_discard, "GAP-CHY-08", "event")
    if card is None:
        log(state, "GAP-CHY-08", "no_event_card")
        return
    state.event_discard.append(card)
    number = cat(state).events[card].corridor
    log(state, "GAP-CHY-08", "retreat", intruder=intruder.id, kind=intruder.kind, card=card, number=number)
    rule = "CHY-NEC-04" if intruder.kind in opt(state, "retreat_door_rule") else "CHY-DOOR-01"
    move_through(state, [intruder], corridor_for_number(state, intruder.room, number), rule)


def intruder_death(state: State, intruder: Intruder, rule: str) -> None:
    """INTRUDER_DEATH: the figure goes, a Carcass stays (CHY-ROT-04, CHY-NEC-07, CHY-QN-09); a Rotstalk waits
    beside the board for a Blank (CHY-ROT-10), a Necrocap's figure is free again (CHY-NEC-08 PROPOSED), the
    Queen's death is marked on her board for good (CHY-QN-09/10, CHY-QB-06)."""
    remove_intruder(state, intruder, rule, "intruder_killed")
    c = chytrids(state)
    if intruder.kind == opt(state, "rotstalk_kind"):
        c.rotstalks_killed += 1
        drop_object(state, intruder.room, "carcass", "CHY-ROT-04")
    elif intruder.kind == opt(state, "queen_kind"):
        c.queen_killed = True
        drop_object(state, intruder.room, "carcass", "CHY-QN-09")
        log(state, "CHY-QN-09", "queen_killed_marker")
    else:
        drop_object(state, intruder.room, "carcass", "CHY-NEC-07")
