"""The Carnomorphs' own part of the state and of each seat's view: the Eggs on the Carnomorph board and the Nest,
the Adaptation cards discarded by analysis, the Butcher's fate, each character's Mutation markers and Mutation card
(face down until its action is first used), the Mutation deck, and the figures still waiting on their Adaptation
card (CARN-SETUP-09, CARN-NEST-01, CARN-ADAPT-02..08, CARN-MUTC-01..04, CARN-MUTM-01..06, CARN-DMG-06).

Public: everything but the order of the Mutation deck and the face-down Mutation cards, which only their holder
sees (CARN-MUTC-03)."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part
from engine.species.common.weakness import weakness_found, weaknesses_found

KEY = "species:carnomorphs"
HIDDEN = "hidden"  # a face-down Mutation card as another seat sees it


class CarnoState(msgspec.Struct, array_like=True):
    eggs: int = 0
    nest_destroyed: bool = False
    butcher_killed: bool = False  # a killed Butcher never returns (CARN-DMG-06, CARN-FEED-06)
    mutation_markers: list[int] = []  # each seat's Mutation markers (CARN-MUTM-01..06)
    held: list[str] = []  # each seat's Mutation card, "" for none (CARN-MUTC-04)
    face_up: list[bool] = []  # each seat's card turned face up by its first action (CARN-MUTA-06)
    mutation_deck: list[str] = []  # face down, top last
    analysed: list[str] = []  # Adaptation cards discarded from the game by analysis (CARN-ADAPT-06/08)
    on_cards: list[str] = []  # slots whose figure still waits on its Adaptation card (CARN-SETUP-09)
    fed: list[int] = []  # Carnomorphs that fed in this Intruder Attack step (CARN-FEED-15)
    born_after: int = 1 << 30  # ids from here on were placed during this step: they do not feed (GAP-10)
    to_keep: list[str] = []  # Mutation cards drawn, one of them to keep (CARN-MUTC-02): only the drawer sees them


class CarnoView(msgspec.Struct, frozen=True):
    eggs: int
    nest_destroyed: bool
    butcher_killed: bool
    mutation_markers: tuple[int, ...]
    held: tuple[str, ...]  # HIDDEN where another seat's card is still face down
    face_up: tuple[bool, ...]
    mutation_deck: int
    analysed: tuple[str, ...]
    on_cards: tuple[str, ...]
    to_keep: int = 0
    fed: tuple[int, ...] = ()
    born_after: int = 1 << 30


def carno(state) -> CarnoState:
    """The Carnomorphs' part of a State."""
    return part(state, KEY, CarnoState)


def carno_view(view) -> CarnoView:
    """The Carnomorphs' part of a View."""
    return part(view, KEY, CarnoView)


def view_part(state, seat: int) -> CarnoView:
    c = carno(state)
    held = tuple(card if (not card or c.face_up[s] or s == seat) else HIDDEN for s, card in enumerate(c.held))
    return CarnoView(eggs=c.eggs, nest_destroyed=c.nest_destroyed, butcher_killed=c.butcher_killed,
                     mutation_markers=tuple(c.mutation_markers), held=held, face_up=tuple(c.face_up), mutation_deck=len(c.mutation_deck),
                     analysed=tuple(c.analysed), on_cards=tuple(c.on_cards), to_keep=len(c.to_keep),
                     fed=tuple(c.fed), born_after=c.born_after)


def determinize_part(view, holder, catalog) -> CarnoState:
    """The public facts; the unseen Mutation cards (others' face-down cards, those drawn to choose from, the deck)
    dealt at random."""
    from engine import rng

    v = carno_view(view)
    d = view.decision
    mine = [o.args[0] for o in d.options] if d is not None and d.resume == "mutation_kept" and d.options else []
    seen = [c for c in v.held if c and c != HIDDEN] + mine  # my own two drawn cards are my decision's options
    unseen = sorted(c for c in catalog.ext[KEY]["mutations"] if c not in seen)
    rng.shuffle(holder, unseen)
    held = [unseen.pop() if c == HIDDEN else c for c in v.held]
    to_keep = mine or [unseen.pop() for _ in range(v.to_keep)]
    if len(unseen) != v.mutation_deck:
        raise ValueError(f"the view is inconsistent with the catalog: Mutation deck of {len(unseen)}, "
                         f"shows {v.mutation_deck}")
    return CarnoState(eggs=v.eggs, nest_destroyed=v.nest_destroyed, butcher_killed=v.butcher_killed,
                      mutation_markers=list(v.mutation_markers), held=held, face_up=list(v.face_up), mutation_deck=unseen,
                      analysed=list(v.analysed), on_cards=list(v.on_cards), to_keep=to_keep,
                      fed=list(v.fed), born_after=v.born_after)


def plant(state, marker: str) -> None:
    """Overwrite the Mutation cards nobody sees (the tests' leak check); a face-down held card is its holder's to
    see, which the tests check seat by seat."""
    c = carno(state)
    c.mutation_deck = [marker + "_mutation"] * len(c.mutation_deck)


def check_part(state) -> list[str]:
    """Faults in the Carnomorphs' part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat

    try:
        c = carno(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Carnomorphs' part is damaged ({exc})"]
    out = []
    seats = len(state.characters)
    counts = {len(c.mutation_markers), len(c.held), len(c.face_up)}
    if counts != {seats} and counts != {0}:  # none yet while the characters are drafted
        out.append(f"Mutation records for {len(c.mutation_markers)}/{len(c.held)}/{len(c.face_up)} of {seats} characters")
    if any(m < 0 for m in c.mutation_markers):
        out.append(f"a negative number of Mutation markers ({c.mutation_markers})")
    if c.eggs < 0:
        out.append("the number of Eggs is negative")
    known = cat(state).ext[KEY]["mutations"]
    deck = c.mutation_deck + c.to_keep + [x for x in c.held if x]
    if len(deck) != len(set(deck)) or any(x not in known for x in deck):
        out.append("the Mutation cards hold a card twice or a card the game does not know")
    return out


def nest_gone(state) -> bool:
    """The Nest is destroyed, or has no Egg left (CARN-NEST-03, PUB-NEST-09)."""
    c = carno(state)
    return c.nest_destroyed or c.eggs == 0


def butcher_dead(state) -> bool:
    """The Butcher was killed: the Queen-hunt Objectives read it so (CARN-OBJ-02, GAP-17)."""
    return carno(state).butcher_killed


def adaptations_discarded(state) -> int:
    return len(carno(state).analysed)


# the facts an Objective card may ask of the species (the map's OBJECTIVE_CHECKS read them as services);
# "found" for an Adaptation means discarded by analysis (CARN-OBJ-01/03/04)
FACTS = {"fact:nest_destroyed": nest_gone, "fact:queen_killed": butcher_dead,
         "fact:weakness_found": lambda state, slot: _slot_discarded(state, slot),
         "fact:weaknesses_found": adaptations_discarded}


def _slot_discarded(state, obj: str) -> bool:
    """The Adaptation analysed through this Object ("carcass", "egg") is discarded (CARN-OBJ-03/04)."""
    from engine.catalog import opt

    slots = [slot for slot, o in opt(state, "adaptation_objects").items() if o == obj]
    return any(state.weaknesses.get(slot) in carno(state).analysed for slot in slots)


__all__ = ["KEY", "CarnoState", "CarnoView", "carno", "carno_view", "weakness_found", "weaknesses_found"]
