"""The Chytrids' bag development, Event step 10 (§3.14): a Rotstalk or Necrocap token makes everyone not in
Combat roll for Noise; a Queen token sets a Sporeling in every room next to the Queen (or, with her off the map or
dead, grows the leftmost Lab Sporeling); the Blank brings back every set-aside token and one killed Rotstalk
(CHY-BAG-01..05, CHY-QN-12/13, CHY-ROT-10). A Rotstalk token drawn with the Queen board empty calls the Rotstalks
not in Combat home first (CHY-ROT-07). Every token drawn goes back into the bag. Registered as the species'
BAG_DEVELOPMENT hook."""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import log, token_kind, token_to_bag
from engine.rules.board import board_neighbours, room_number
from engine.rules.noise import everyone_rolls
from engine.species.chytrids.encounter import queen_figure
from engine.species.chytrids.growth import lab_grow_leftmost, place_sporeling
from engine.species.chytrids.queen_board import recall_rotstalks, revive_rotstalk, rotstalks_home
from engine.species.chytrids.state import chytrids
from engine.state import State


def queen_spawns(state: State) -> None:
    """A Sporeling in every room joined to the Queen's by a numbered corridor, whatever its Door, in ascending
    Room Number (CHY-BAG-03, CHY-BAG-05 PROPOSED); off the map a Lab growth instead; dead, CHY-QN-12."""
    if chytrids(state).queen_killed:
        log(state, "CHY-QN-12", "queen_dead_growth")
        lab_grow_leftmost(state, "CHY-QN-12")
        return
    queen = queen_figure(state)
    if queen is None:
        log(state, "CHY-BAG-03", "queen_off_map_growth")
        lab_grow_leftmost(state, "CHY-BAG-03")
        return
    rooms = sorted({room for _c, room in board_neighbours(state, queen.room)}, key=lambda r: room_number(state, r))
    log(state, "CHY-BAG-03", "queen_sows", room=queen.room, count=len(rooms))
    for room in rooms:
        place_sporeling(state, room, "CHY-BAG-03")


def blank(state: State) -> None:
    """The Blank brings every set-aside token back into the bag, and one killed Rotstalk back to the Queen board
    (CHY-BAG-04)."""
    for token in list(state.supply):
        state.supply.remove(token)
        token_to_bag(state, token, "CHY-BAG-04")
    revive_rotstalk(state)


def bag_development(state: State, token: str) -> None:
    """BAG_DEVELOPMENT: the token goes back into the bag, then its effect (CHY-BAG-01..04)."""
    kind = token_kind(state, token)
    if kind == opt(state, "queen_kind"):
        token_to_bag(state, token, "CHY-BAG-03")
        queen_spawns(state)
    elif kind in (opt(state, "rotstalk_kind"), opt(state, "necrocap_kind")):
        rule = "CHY-BAG-01" if kind == opt(state, "rotstalk_kind") else "CHY-BAG-02"
        token_to_bag(state, token, rule)
        if kind == opt(state, "rotstalk_kind") and not rotstalks_home(chytrids(state)):
            recall_rotstalks(state)  # CHY-ROT-07: a Rotstalk token drawn with none left on the Queen board
        everyone_rolls(state, rule)
    else:
        token_to_bag(state, token, "CHY-BAG-04")
        blank(state)
