"""The Queen board (§3.12b): the Queen's space in the middle, 8 numbered Rotstalk spaces around it, and the arrow
pointing at the first space Rotstalks leave from (CHY-QB-01..07, CHY-ROT-05..10, CHY-QN-07/08).

The ring is a list of 8 spaces clockwise from the arrow (options `queen_board_ring`, GAP-CHY-05 PROPOSED: 4, 4,
3, 3, 2, 2, 1, 1); a space's number is visible once no Rotstalk covers it, the Queen's own (`queen_board_centre`)
while she is on the map. Rotstalks leave clockwise from the arrow (CHY-ROT-06) and come back to the lowest-value
free space (CHY-ROT-05, CHY-QB-04), so the Queen's kill threshold falls as they leave and rises as they return.
"""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import log
from engine.rules.board import characters_in
from engine.species.chytrids.state import ChytridState, chytrids
from engine.state import Intruder, State


def ring_numbers(state: State) -> list[int]:
    return [int(n) for n in opt(state, "queen_board_ring")]


def visible_numbers(holder_ring: list[bool] | tuple[bool, ...], numbers: list[int], queen_away: bool,
                    centre: int) -> list[int]:
    """The numbers no miniature covers: the free ring spaces, and the centre while the Queen is away."""
    shown = [n for n, covered in zip(numbers, holder_ring, strict=False) if not covered]
    return shown + ([centre] if queen_away else [])


def lowest_visible(state: State) -> int:
    """The lowest number visible on the Queen board (CHY-QB-05, CHY-QN-07); the centre shows while the Queen is on
    the map, so there is always one when her kill check asks."""
    c = chytrids(state)
    shown = visible_numbers(c.ring, ring_numbers(state), not c.queen_home, int(opt(state, "queen_board_centre")))
    return min(shown) if shown else int(opt(state, "queen_board_centre"))


def rotstalks_home(c: ChytridState) -> int:
    return sum(1 for covered in c.ring if covered)


def take_rotstalk(state: State) -> bool:
    """A Rotstalk leaves the ring for the map: the first covered space clockwise from the arrow (CHY-ROT-06,
    CHY-QB-03). False if the ring is empty."""
    c = chytrids(state)
    for i, covered in enumerate(c.ring):
        if covered:
            c.ring[i] = False
            log(state, "CHY-ROT-06", "rotstalk_leaves_board", space=i + 1, number=ring_numbers(state)[i])
            return True
    return False


def return_rotstalk(state: State, rule: str) -> None:
    """A Rotstalk back onto the lowest-value free space, the first clockwise of equal ones (CHY-ROT-05, CHY-QB-04)."""
    c = chytrids(state)
    numbers = ring_numbers(state)
    free = [i for i, covered in enumerate(c.ring) if not covered]
    if not free:
        return
    space = min(free, key=lambda i: (numbers[i], i))
    c.ring[space] = True
    log(state, rule, "rotstalk_back_on_board", space=space + 1, number=numbers[space])


def figure_removed(state: State, intruder: Intruder, event: str) -> None:
    """INTRUDER_REMOVED: a Rotstalk removed by anything but death (a Technical Corridor, a recall) goes back to the
    Queen board; the core's Technical Corridor step already put a set-aside token back into the bag, if one was
    there (CHY-ROT-05, CHY-TECH-01)."""
    if intruder.kind == str(opt(state, "rotstalk_kind")) and event != "intruder_killed":
        return_rotstalk(state, "CHY-ROT-05")


def recall_rotstalks(state: State) -> int:
    """No Rotstalk left on the ring when a token asks for one: every Rotstalk on the map not in Combat returns to
    it, lowest-value spaces first (CHY-ROT-07); how many came back."""
    from engine.effects import remove_intruder

    kind = str(opt(state, "rotstalk_kind"))
    back = [i for i in state.intruders if i.kind == kind and not characters_in(state, i.room)]
    if back:
        log(state, "CHY-ROT-07", "rotstalks_recalled", count=len(back))
    for intruder in back:
        remove_intruder(state, intruder, "CHY-ROT-07", "rotstalk_recalled")
    return len(back)


def revive_rotstalk(state: State) -> None:
    """The Blank in bag development: one killed Rotstalk returns to the Queen board, if any (CHY-BAG-04,
    CHY-ROT-10)."""
    c = chytrids(state)
    if c.rotstalks_killed <= 0:
        return
    c.rotstalks_killed -= 1
    return_rotstalk(state, "CHY-BAG-04")
