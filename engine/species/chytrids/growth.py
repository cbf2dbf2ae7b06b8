"""The fungal growth, as the digest's reference algorithm writes it (§7.2): placing Spores, Sporelings and
Mycelium, growing and damaging Sporelings, the Lab board's Sporeling queue, and the overrun when a Mycelium is
needed and none is left (CHY-SPO-*, CHY-SPL-*, CHY-MYC-*, CHY-GROW-*, CHY-LAB-*, SUM-03..05).

Every function here changes the Chytrids' part of the state and logs the change with its rule; they never ask a
question and draw nothing. Options: spore_markers, mycelium_markers, sporeling_top_level, sporeling_return_level.
"""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import end_game, log
from engine.species.chytrids.state import ChytridState, Sporeling, chytrids, mycelium_left, spores_left
from engine.state import State

# --- the Lab board: a stack of Sporelings (CHY-LAB-01..04) ----------------------------------------------------

def lab_take(c: ChytridState) -> Sporeling | None:
    """The Sporeling on the leftmost occupied space, whatever its colour, keeping its level (CHY-LAB-01/02)."""
    for i, s in enumerate(c.lab_spaces):
        if s is not None:
            c.lab_spaces[i] = None
            return s
    return None


def lab_return(state: State, s: Sporeling, room: str, rule: str) -> None:
    """Back onto the rightmost free space, showing level 1 (CHY-LAB-03): the stack's top (CHY-LAB-04)."""
    c = chytrids(state)
    free = [i for i, space in enumerate(c.lab_spaces) if space is None]
    level = int(opt(state, "sporeling_return_level"))
    c.lab_spaces[free[-1]] = Sporeling(s.colour, level)
    log(state, rule, "sporeling_returned", room=room, colour=s.colour, level=level)


def lab_grow_leftmost(state: State, rule: str, count: int = 1) -> None:
    """The leftmost Lab Sporeling grows by 1; at the top level the next one to its right that is not grows
    instead (CHY-GROW-07/08); none can: nothing happens, never Mycelium (CHY-GROW-09 PROPOSED). With `count`,
    that many Sporelings grow, each once, the next ones to the right (Fungal Explosion)."""
    c = chytrids(state)
    top = int(opt(state, "sporeling_top_level"))
    grown = 0
    for i, s in enumerate(c.lab_spaces):
        if grown < count and s is not None and s.level < top:
            s.level += 1
            grown += 1
            log(state, rule, "lab_sporeling_grew", space=i + 1, colour=s.colour, level=s.level)
    if not grown:
        log(state, rule, "lab_growth_nothing")


# --- placing the growth (CHY-SPO-*, CHY-SPL-*, CHY-MYC-*) ------------------------------------------------------

def has_growth(state: State, room: str) -> bool:
    """A Sporeling or Mycelium stands in the room (what a Necrocap or the Queen needs, CHY-NEC-02, CHY-QN-02)."""
    c = chytrids(state)
    return room in c.sporeling_rooms or room in c.mycelium_rooms


def remove_spore(state: State, room: str, rule: str) -> None:
    """The Spore leaves the room, back to the supply (CHY-SPO-06, CHY-SPO-09 PROPOSED)."""
    c = chytrids(state)
    if room in c.spore_rooms:
        c.spore_rooms.remove(room)
        log(state, rule, "spore_removed", room=room)


def place_spore(state: State, room: str, rule: str) -> None:
    """A Spore in the room: never on a Sporeling or Mycelium; on a Spore it becomes a Sporeling; none left in
    the supply makes a Sporeling too (CHY-SPO-02/03/05, SUM-03)."""
    c = chytrids(state)
    if has_growth(state, room):
        log(state, "CHY-SPO-05", "spore_not_placed", room=room)
        return
    if room in c.spore_rooms:
        log(state, "CHY-SPO-03", "spore_on_spore", room=room)
        place_sporeling(state, room, "CHY-SPO-03")
        return
    if spores_left(state) <= 0:
        log(state, "CHY-SPO-02", "no_spore_left", room=room)
        place_sporeling(state, room, "CHY-SPO-02")
        return
    c.spore_rooms = sorted([*c.spore_rooms, room])
    log(state, rule, "spore_placed", room=room)


def place_sporeling(state: State, room: str, rule: str) -> None:
    """The leftmost Lab Sporeling, at its level, into the room: never on Mycelium or a Sporeling; an empty Lab
    board makes Mycelium; a Spore there goes; no Encounter follows (CHY-SPL-04..07/09/10, CHY-LAB-01, SUM-04)."""
    c = chytrids(state)
    if room in c.mycelium_rooms or room in c.sporeling_rooms:
        log(state, "CHY-SPL-04" if room in c.sporeling_rooms else "CHY-SPL-07", "sporeling_not_placed", room=room)
        return
    s = lab_take(c)
    if s is None:
        log(state, "CHY-SPL-05", "lab_empty", room=room)
        place_mycelium(state, room, "CHY-SPL-05")
        return
    remove_spore(state, room, "CHY-SPL-10")
    c.sporeling_rooms[room] = s
    log(state, rule, "sporeling_placed", room=room, colour=s.colour, level=s.level)


def place_mycelium(state: State, room: str, rule: str) -> None:
    """Mycelium in the room: once per room, checked before the supply (CHY-MYC-04, CHY-MYC-08 PROPOSED); none
    left overruns the Facility (CHY-MYC-05); a Sporeling there returns to the Lab, a Spore goes (CHY-MYC-07)."""
    c = chytrids(state)
    if room in c.mycelium_rooms:
        log(state, "CHY-MYC-04", "mycelium_already", room=room)
        return
    if mycelium_left(state) <= 0:
        overrun(state, room)
    c.mycelium_rooms = sorted([*c.mycelium_rooms, room])
    log(state, rule, "mycelium_placed", room=room, left=mycelium_left(state))
    s = c.sporeling_rooms.pop(room, None)
    if s is not None:
        lab_return(state, s, room, "CHY-SPL-08")
    remove_spore(state, room, "CHY-MYC-07")


def overrun(state: State, room: str) -> None:
    """No Mycelium left: the growth overruns the Facility. Every character inside dies, the Isolation Room too;
    those already out (evacuated, in the Bunker, launched) live on to the Victory Check; the game ends
    (CHY-MYC-05, CHY-MYC-09 PROPOSED, SUM-05)."""
    chytrids(state).overrun = True
    log(state, "CHY-MYC-05", "facility_overrun", room=room)
    for ch in state.characters:
        if ch.status in opt(state, "on_board"):
            ch.status = "dead"
            log(state, "CHY-MYC-05", "character_dead", seat=ch.seat, room=ch.room, cause="overrun")
    end_game(state, "overrun", "CHY-MYC-05")


# --- growing and damaging (CHY-GROW-*, CHY-SPL-15/16) ----------------------------------------------------------

def grow_room(state: State, room: str, rule: str) -> None:
    """The room's Sporeling grows 1 level; past the top level it becomes Mycelium (CHY-GROW-04, SUM-04)."""
    s = chytrids(state).sporeling_rooms.get(room)
    if s is None:
        return
    if s.level < int(opt(state, "sporeling_top_level")):
        s.level += 1
        log(state, rule, "sporeling_grew", room=room, colour=s.colour, level=s.level)
        return
    log(state, "CHY-GROW-04", "sporeling_to_mycelium", room=room, colour=s.colour)
    place_mycelium(state, room, "CHY-GROW-04")


def damage_sporeling(state: State, room: str, amount: int, rule: str) -> None:
    """Each Damage lowers the Sporeling's level by 1; at 0 it returns to the Lab board (CHY-SPL-15/16)."""
    c = chytrids(state)
    s = c.sporeling_rooms.get(room)
    if s is None or amount <= 0:
        return
    s.level -= amount
    log(state, rule, "sporeling_damaged", room=room, amount=amount, level=max(0, s.level))
    if s.level <= 0:
        del c.sporeling_rooms[room]
        lab_return(state, s, room, "CHY-SPL-16")
