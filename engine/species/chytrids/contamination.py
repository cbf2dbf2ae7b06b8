"""Spores on character boards (§3.16): wherever a Larva would settle on a character board a Spore does instead; a
second one kills, a Sporeling and the Corpse staying in the room; with no Spore in the supply the Spore of the
lowest-numbered room turns into a Sporeling to free one (CHY-CON-01..04, CHY-SPO-08). Surgery, the Neutralizer
and the end-of-game check treat the Spore as a Larva; one removed goes back to the supply (CHY-CON-04 PROPOSED).
Registered as the species' INFECTION, CLEANSE, CHARACTER_DEATH and SURVIVOR_CHECK hooks, and used by its Attack
and Event cards."""

from __future__ import annotations

from engine import rng
from engine.effects import log
from engine.rules.board import room_number
from engine.rules.contamination import is_contamination, owned_contamination, scan
from engine.rules.victory import die_at_the_check
from engine.rules.wounds import kill
from engine.species.chytrids.growth import place_sporeling
from engine.species.chytrids.state import chytrids, spores_left
from engine.state import Character, State

CONTAMINATION_DRAW = 4  # the end-of-game check's draw (LD-VIC-02, PUB-END-09 B)


def carries(state: State, ch: Character) -> bool:
    return ch.seat in chytrids(state).spore_boards


def _free_a_spore(state: State) -> None:
    """No Spore left for a board: the Spore in the lowest-numbered room holding one becomes a Sporeling
    (CHY-CON-03)."""
    c = chytrids(state)
    if spores_left(state) > 0 or not c.spore_rooms:
        return
    room = min(c.spore_rooms, key=lambda r: room_number(state, r))
    log(state, "CHY-CON-03", "spore_freed_for_board", room=room)
    place_sporeling(state, room, "CHY-CON-03")


def infest(state: State, ch: Character, rule: str) -> None:
    """A Spore on the character board where a Larva would go (CHY-CON-01); a second one kills (CHY-CON-02)."""
    if carries(state, ch):
        die_of_spores(state, ch, "CHY-CON-02")
        return
    _free_a_spore(state)
    if spores_left(state) <= 0:
        log(state, "CHY-CON-03", "no_spore_for_board", seat=ch.seat)
        return
    c = chytrids(state)
    c.spore_boards = sorted([*c.spore_boards, ch.seat])
    log(state, rule, "spore_on_board", seat=ch.seat)


def die_of_spores(state: State, ch: Character, rule: str) -> None:
    """The second Spore: the character dies, a Sporeling grows in its room beside its Corpse (CHY-CON-02)."""
    room = ch.room
    log(state, rule, "spores_overwhelm", seat=ch.seat)
    place_sporeling(state, room, rule)
    kill(state, ch, "spores", rule)


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """INFECTION: an INFECTED card found by a scan settles a Spore (or kills, with one there) (CHY-CON-01/02)."""
    if infected:
        infest(state, ch, "CHY-CON-01")


def cleansed(state: State, ch: Character, rule: str) -> None:
    """CLEANSE: Surgery, the Neutralizer or an Antidote take the Spore off, back to the supply (CHY-CON-04)."""
    c = chytrids(state)
    if ch.seat in c.spore_boards:
        c.spore_boards = [s for s in c.spore_boards if s != ch.seat]
        log(state, "CHY-CON-04", "spore_off_board", seat=ch.seat)


def on_death(state: State, ch: Character) -> None:
    """CHARACTER_DEATH: a dead character's Spore goes back to the supply (CHY-CON-04 PROPOSED)."""
    c = chytrids(state)
    c.spore_boards = [s for s in c.spore_boards if s != ch.seat]


def survivor_check(state: State, ch: Character) -> None:
    """SURVIVOR_CHECK, as the Larva's (CHY-CON-04, LD-VIC-02, PUB-END-09): no Spore and no INFECTED card
    survives; else all cards shuffled, 4 drawn, any Contamination card among them kills."""
    if not carries(state, ch):
        if not scan(state, ch, owned_contamination(ch), "CHY-CON-04"):
            log(state, "CHY-CON-04", "contamination_clear", seat=ch.seat)
            return
    cards = sorted(ch.hand + ch.deck + ch.discard)
    rng.shuffle(state, cards)
    drawn = cards[-CONTAMINATION_DRAW:]
    ch.deck = cards[:-CONTAMINATION_DRAW] if len(cards) > CONTAMINATION_DRAW else []
    ch.hand, ch.discard = drawn, []
    found = sum(1 for c in drawn if is_contamination(c))
    log(state, "CHY-CON-04", "spore_check_draw", seat=ch.seat, spore=int(carries(state, ch)), drawn=len(drawn),
        contamination=found)
    if found:
        die_at_the_check(state, ch, "contamination", "CHY-CON-04")
