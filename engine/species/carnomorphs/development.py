"""The Carnomorphs' bag development, Event step 8 (CARN-BAG-01..12, CARN-EVT-07, GAP-11): the species'
BAG_DEVELOPMENT hook.

- Blue Metagorger: everyone not in combat rolls for Noise, in turn order; the token leaves the bag for the supply
  and a Metagorger token joins it (red first).
- Red Metagorger: a Metagorger figure in every room holding a Metagorger or a Heavy Object (on the floor or
  carried), and in the discovered Nest while it stands; no Surprise Attack; the token goes back.
- Shambler or Fleshbeast: everyone not in combat rolls for Noise; the token goes back.
- Butcher: the Butcher comes to the character with Slime (fewest cards, then turn order; without Slime the First
  Player's) with an Encounter's Surprise Attack check; the token leaves the bag.
- Blank: every Shambler with no character in its room leaves the board, its token into the bag; a Metagorger
  token joins; everyone not in combat rolls for Noise; the Blank goes back.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import add_token_from_supply, log, remove_intruder, token_to_bag
from engine.flow import op, push
from engine.rules.board import characters_in, is_active, rooms_by_number, turn_order
from engine.rules.noise import everyone_rolls
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.encounter import butcher_arrives
from engine.species.carnomorphs.state import carno
from engine.species.common.nest import nest_tile
from engine.state import State, Task

HEAVY = ("corpse", "carcass", "egg")
ADD_METAGORGER = "carno_add_metagorger"
OPS: dict = {}


@op(ADD_METAGORGER, OPS)
def add_metagorger(state: State, task: Task) -> None:
    figures.add_metagorger_token(state, "CARN-BAG-01")


def is_heavy(obj: str) -> bool:
    return obj.split("_")[0] in HEAVY


def spawn_rooms(state: State) -> list[str]:
    """Rooms with a Metagorger or a Heavy Object, carried ones too, then the Nest (CARN-BAG-02, GAP-09)."""
    out = []
    for room in rooms_by_number(state):
        if (any(i.kind == "metagorger" and i.room == room for i in state.intruders)
                or any(is_heavy(o) for o in state.objects.get(room, []))
                or any(is_heavy(h) for ch in characters_in(state, room) for h in ch.heavy)):
            out.append(room)
    c = carno(state)
    nest = next((r for r, t in sorted(state.tiles.items()) if t == nest_tile(state) and state.explored.get(r)), None)
    if nest is not None and not c.nest_destroyed:
        out = [r for r in out if r != nest] + [nest]
    return out


def red_metagorger(state: State, token: str) -> None:
    rooms = spawn_rooms(state)
    log(state, "CARN-BAG-02", "metagorgers_spawn", rooms=len(rooms))
    for room in rooms:
        if figures.place(state, "metagorger", room, "CARN-BAG-03") is None:  # no Surprise Attack
            break
    token_to_bag(state, token, "CARN-BAG-02")


def butcher_target(state: State) -> int:
    """The character with Slime and the fewest cards in hand, then first in turn order; without Slime, the First
    Player's (CARN-BAG-08/09)."""
    order = [s for s in turn_order(state) if is_active(state.characters[s])]
    slimed = [s for s in order if state.characters[s].slime]
    if slimed:
        return min(slimed, key=lambda s: (len(state.characters[s].hand), order.index(s)))
    return order[0] if order else -1


def blank(state: State, token: str) -> None:
    for shambler in [i for i in state.intruders if i.kind == "shambler" and not characters_in(state, i.room)]:
        remove_intruder(state, shambler, "CARN-BAG-11", "carnomorph_withdraws")
        add_token_from_supply(state, "shambler", "CARN-BAG-11")
    figures.add_metagorger_token(state, "CARN-BAG-11")
    token_to_bag(state, token, "CARN-BAG-11")
    everyone_rolls(state, "CARN-BAG-11")


def carno_bag_development(state: State, token: str) -> None:
    kind = cat(state).intruder_tokens[token][0]
    colour = figures.colour_of(state, token)
    if kind == "metagorger" and colour == "blue":
        state.supply = sorted([*state.supply, token])
        log(state, "CARN-BAG-01", "token_to_supply", kind=kind)
        push(state, ADD_METAGORGER)  # once the rolls and their Encounters are over (CARN-BAG-01)
        everyone_rolls(state, "CARN-BAG-01")
    elif kind == "metagorger":
        red_metagorger(state, token)
    elif kind == figures.BUTCHER:
        state.supply = sorted([*state.supply, token])  # out of the bag (CARN-BAG-10)
        seat = butcher_target(state)
        if seat >= 0:
            butcher_arrives(state, state.characters[seat].room, seat, cat(state).intruder_tokens[token][1],
                            "CARN-BAG-07")
    elif kind == "blank":
        blank(state, token)
    else:  # Shambler, Fleshbeast
        token_to_bag(state, token, "CARN-BAG-05")
        everyone_rolls(state, "CARN-BAG-05" if kind == "shambler" else "CARN-BAG-06")
