"""The Void Seeders' own part of the state and of each seat's view: every character's Insanity level, the Eggs
and the Nest, the Destroyed Lair slots and the Despoiler's fate, and the Panic deck (VS-MAD-01, VS-SET-10,
VS-LAI-17..19, VS-PAN-01..09). Everything is public but the order of the Panic deck."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part
from engine.species.common.weakness import weakness_found, weaknesses_found

KEY = "species:void_seeders"


class VoidState(msgspec.Struct, array_like=True):
    madness: list[int] = []  # each seat's Insanity level, 1..5 (VS-MAD-01, VS-SET-22)
    eggs: int = 0
    nest_destroyed: bool = False
    lairs_destroyed: int = 0  # Lair figures on the Destroyed Lair slots (VS-LAI-17)
    despoiler_dead: bool = False  # every slot filled (VS-LAI-18/19)
    panic_deck: list[str] = []  # face down, top last
    panic_discard: list[str] = []  # face up
    no_trade: list[int] = []  # seats under Paranoia until the round ends (VS-PAN P06)


class VoidView(msgspec.Struct, frozen=True):
    madness: tuple[int, ...]
    eggs: int
    nest_destroyed: bool
    lairs_destroyed: int
    despoiler_dead: bool
    panic_deck: int
    panic_discard: tuple[str, ...]
    no_trade: tuple[int, ...] = ()


def void(state) -> VoidState:
    """The Void Seeders' part of a State."""
    return part(state, KEY, VoidState)


def void_view(view) -> VoidView:
    """The Void Seeders' part of a View."""
    return part(view, KEY, VoidView)


def view_part(state, seat: int) -> VoidView:
    v = void(state)
    return VoidView(madness=tuple(v.madness), eggs=v.eggs, nest_destroyed=v.nest_destroyed,
                    lairs_destroyed=v.lairs_destroyed, despoiler_dead=v.despoiler_dead,
                    panic_deck=len(v.panic_deck), panic_discard=tuple(v.panic_discard), no_trade=tuple(v.no_trade))


def determinize_part(view, holder, catalog) -> VoidState:
    """The public facts, and the Panic deck's unseen cards in a random order (VS-PAN-01)."""
    from engine import rng

    v = void_view(view)
    panic = catalog.ext[KEY]["panic"]
    deck = sorted(c for c in panic if c not in v.panic_discard)
    rng.shuffle(holder, deck)
    if len(deck) != v.panic_deck:
        raise ValueError(f"the view is inconsistent with the catalog: Panic deck of {len(deck)}, shows {v.panic_deck}")
    return VoidState(madness=list(v.madness), eggs=v.eggs, nest_destroyed=v.nest_destroyed,
                     lairs_destroyed=v.lairs_destroyed, despoiler_dead=v.despoiler_dead, panic_deck=deck,
                     panic_discard=list(v.panic_discard), no_trade=list(v.no_trade))


def plant(state, marker: str) -> None:
    """Overwrite the hidden Panic deck (the tests' leak check)."""
    v = void(state)
    v.panic_deck = [marker + "_panic"] * len(v.panic_deck)


def check_part(state) -> list[str]:
    """Faults in the Void Seeders' part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat

    try:
        v = void(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Void Seeders' part is damaged ({exc})"]
    out = []
    top = cat(state).ext[KEY]["insanity_track"].top
    if len(v.madness) != len(state.characters):
        out.append(f"{len(v.madness)} Insanity levels for {len(state.characters)} characters")
    if any(not 1 <= level <= top for level in v.madness):
        out.append(f"an Insanity level is off the track 1-{top} ({v.madness})")
    if v.eggs < 0:
        out.append("the number of Eggs is negative")
    panic = cat(state).ext[KEY]["panic"]
    cards = v.panic_deck + v.panic_discard
    if sorted(cards) != sorted(set(cards)) or any(c not in panic for c in cards):
        out.append("the Panic deck holds a card twice or a card the game does not know")
    return out


def nest_gone(state) -> bool:
    """The Nest is destroyed, or has no Egg left (VS-REP-02, PUB-NEST-09)."""
    v = void(state)
    return v.nest_destroyed or v.eggs == 0


def despoiler_killed(state) -> bool:
    """Every Lair destroyed: the Despoiler counts as killed, for the Queen-hunt Objectives (VS-LAI-18, VS-GAP-23)."""
    return void(state).despoiler_dead


# the facts an Objective card may ask of the species (the map's OBJECTIVE_CHECKS read them as services)
FACTS = {"fact:nest_destroyed": nest_gone, "fact:queen_killed": despoiler_killed,
         "fact:weakness_found": weakness_found, "fact:weaknesses_found": weaknesses_found}
