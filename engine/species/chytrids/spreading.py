"""Event step 9A and 9B (§3.13, SUM-02): the symbols of an Event card left to right, once per number on it:
spreading from every Sporeling and Mycelium, the Rotstalks' move, each Necrocap's and the Queen's careful move;
then the growth of the colours shown (CHY-EVT-03..07, CHY-EVT-09/10, CHY-SPREAD-01..06, CHY-ROT-09, CHY-NEC-03..05,
CHY-QN-04..06, CHY-GROW-02..06/10). Closed Doors in the way are destroyed, nothing passes (CHY-DOOR-01);
figures in Combat stay (CHY-EVT-09). Every function here is pure rules, asking nothing."""

from __future__ import annotations

from engine.catalog import opt
from engine.content.loader import TECH
from engine.effects import log, move_intruder, set_door
from engine.rules.board import characters_in, corridor_for_number, other_end, room_number, rooms_by_number
from engine.rules.intruder_moves import move_together
from engine.species.chytrids.growth import grow_room, has_growth, place_spore
from engine.species.chytrids.readers import SPREAD
from engine.species.chytrids.state import chytrids
from engine.state import Intruder, State


def blocked(state: State, corridor: str, rule: str) -> bool:
    """A Closed Door in the way is destroyed and stops the move or spread (CHY-EVT-03, CHY-DOOR-01)."""
    if state.doors.get(corridor) != "closed":
        return False
    set_door(state, corridor, "destroyed", rule)
    return True


def spread(state: State, number: int) -> None:
    """Every Sporeling and Mycelium puts a Spore across its corridor `number`; the sources are fixed before the
    first Spore lands and taken in ascending Room Number (CHY-SPREAD-01..05, CHY-MYC-06)."""
    c = chytrids(state)
    sources = sorted(set(c.sporeling_rooms) | set(c.mycelium_rooms), key=lambda r: room_number(state, r))
    log(state, "CHY-SPREAD-01", "spreading", number=number, count=len(sources))
    for room in sources:
        corridor = corridor_for_number(state, room, number)
        if corridor == TECH:
            continue  # CHY-SPREAD-04 PROPOSED
        if blocked(state, corridor, "CHY-SPREAD-03"):
            continue
        place_spore(state, other_end(state, corridor, room), "CHY-SPREAD-01")


def free_figures(state: State, kind: str) -> list[Intruder]:
    """The figures of a kind not in a room with a character, in ascending Room Number (CHY-EVT-09/10)."""
    out = [i for i in state.intruders if i.kind == kind and not characters_in(state, i.room)]
    return sorted(out, key=lambda i: (room_number(state, i.room), i.id))


def move_rotstalks(state: State, number: int) -> None:
    """Every Rotstalk not in Combat moves through corridor `number`, all at once; a Closed Door is destroyed and
    they stay, a Technical Corridor takes them back to the Queen board (CHY-EVT-04, CHY-ROT-09, CHY-TECH-01)."""
    groups: dict[tuple[str, str], list[Intruder]] = {}
    for rotstalk in free_figures(state, str(opt(state, "rotstalk_kind"))):
        groups.setdefault((rotstalk.room, corridor_for_number(state, rotstalk.room, number)), []).append(rotstalk)
    if groups:
        move_together(state, [(group, corridor) for (_room, corridor), group in groups.items()], "CHY-EVT-04")


def careful_move(state: State, figure: Intruder, number: int, rule: str) -> None:
    """A Necrocap or the Queen: into a room with a Sporeling or Mycelium, else it stays and a Spore lands there;
    a Technical Corridor keeps it, a Closed Door is destroyed (CHY-NEC-03..05, CHY-QN-04..06)."""
    corridor = corridor_for_number(state, figure.room, number)
    if corridor == TECH:
        log(state, "CHY-TECH-02", "stays_out_of_ducts", intruder=figure.id, kind=figure.kind)
        return
    if blocked(state, corridor, rule):
        return
    target = other_end(state, corridor, figure.room)
    if has_growth(state, target):
        move_intruder(state, figure, target, rule)
    else:
        log(state, rule, "growth_sought", intruder=figure.id, kind=figure.kind, room=target)
        place_spore(state, target, rule)


def move_careful_kind(state: State, key: str, number: int, rule: str) -> None:
    for figure in free_figures(state, str(opt(state, key))):
        careful_move(state, figure, number, rule)


SYMBOLS = {
    SPREAD: spread,
    "rotstalk_kind": move_rotstalks,
    "necrocap_kind": lambda state, number: move_careful_kind(state, "necrocap_kind", number, "CHY-NEC-03"),
    "queen_kind": lambda state, number: move_careful_kind(state, "queen_kind", number, "CHY-QN-04"),
}


def resolve_symbol(state: State, symbol: str, number: int) -> None:
    key = SPREAD if symbol == SPREAD else next(k for k in ("rotstalk_kind", "necrocap_kind", "queen_kind")
                                                  if opt(state, k) == symbol)
    SYMBOLS[key](state, number)


def movement(state: State, numbers: tuple[int, ...], symbols: tuple[str, ...]) -> None:
    """Step 9A: the symbols left to right, the whole step once per number, the left one first (CHY-EVT-04..06)."""
    for number in numbers:
        log(state, "CHY-EVT-05", "event_number", number=number)
        for symbol in symbols:
            resolve_symbol(state, symbol, number)


def growth(state: State, colours: tuple[str, ...]) -> None:
    """Step 9B: each growth symbol, left to right, grows every Sporeling of its colour once, in ascending Room
    Number; a colour shown twice grows twice, only what still stands in a room (CHY-GROW-02..06, CHY-GROW-10)."""
    for colour in colours:
        c = chytrids(state)
        rooms = [r for r in rooms_by_number(state) if r in c.sporeling_rooms and c.sporeling_rooms[r].colour == colour]
        log(state, "CHY-GROW-02" if colour == "purple" else "CHY-GROW-03", "growth", colour=colour, count=len(rooms))
        for room in rooms:
            grow_room(state, room, "CHY-GROW-06")
