"""The prototype's own part of the state and of each seat's view: the first victim (D16), the Panic deck and
each character's Panic token (D5, BASE-PANIC-01..07), the Larvae on the character sheets (D5, D6, BASE-ENC-03),
the Alternative Objectives drawn (D14, BASE-OBJ-05/06) and who may not attack this turn (a Panic card).

Public: everything but the order of the Panic deck."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part

KEY = "ruleset:prototype"


class ProtoState(msgspec.Struct, array_like=True):
    victim: str = ""  # the character who died in hibernation at setup (BASE-SETUP-11)
    panic_deck: list[str] = []  # face down, top last
    panic_discard: list[str] = []
    panic: list[bool] = []  # each seat's Panic token (BASE-PANIC-02..04)
    sheet_larvae: list[int] = []  # each seat's Larvae on its sheet (BASE-ENC-03)
    swapped: list[bool] = []  # each seat has drawn its Alternative Objective (BASE-OBJ-06)
    no_attacks: list[int] = []  # seats that may not Shoot or Melee for the rest of this turn (a Panic card)


class ProtoView(msgspec.Struct, frozen=True):
    victim: str
    panic_deck: int
    panic_discard: tuple[str, ...]
    panic: tuple[bool, ...]
    sheet_larvae: tuple[int, ...]
    swapped: tuple[bool, ...]
    no_attacks: tuple[int, ...]


def proto(state) -> ProtoState:
    return part(state, KEY, ProtoState)


def proto_view(view) -> ProtoView:
    return part(view, KEY, ProtoView)


def view_part(state, seat: int) -> ProtoView:
    p = proto(state)
    return ProtoView(victim=p.victim, panic_deck=len(p.panic_deck), panic_discard=tuple(p.panic_discard),
                     panic=tuple(p.panic), sheet_larvae=tuple(p.sheet_larvae), swapped=tuple(p.swapped),
                     no_attacks=tuple(p.no_attacks))


def determinize_part(view, holder, catalog) -> ProtoState:
    """The public facts; the Panic deck dealt from the cards not in the discard pile."""
    from engine import rng
    from engine.rulesets.prototype.content import panic_deck

    v = proto_view(view)
    unseen = list(panic_deck(catalog.ext[KEY]["panic"]))
    for card in v.panic_discard:
        unseen.remove(card)
    rng.shuffle(holder, unseen)
    return ProtoState(victim=v.victim, panic_deck=unseen[:v.panic_deck], panic_discard=list(v.panic_discard),
                      panic=list(v.panic), sheet_larvae=list(v.sheet_larvae), swapped=list(v.swapped),
                      no_attacks=list(v.no_attacks))


def plant(state, marker: str) -> None:
    """Overwrite the Panic cards nobody sees (the tests' leak check)."""
    p = proto(state)
    p.panic_deck = [marker + "_panic"] * len(p.panic_deck)


def check_part(state) -> list[str]:
    """Faults in the prototype's part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat
    from engine.rulesets.prototype.content import panic_deck

    try:
        p = proto(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the prototype's part is damaged ({exc})"]
    out = []
    seats = len(state.characters)
    counts = {len(p.panic), len(p.sheet_larvae), len(p.swapped)}
    if counts != {seats} and counts != {0}:
        out.append(f"Panic and Larva records for {len(p.panic)}/{len(p.sheet_larvae)}/{len(p.swapped)} of {seats} "
                   "characters")
    if any(n < 0 for n in p.sheet_larvae):
        out.append("a negative number of Larvae on a sheet")
    known = sorted(panic_deck(cat(state).ext[KEY]["panic"]))
    if sorted(p.panic_deck + p.panic_discard) != known:
        out.append("the Panic cards are not the game's 20 (one is missing or doubled)")
    if p.victim and p.victim not in cat(state).characters:
        out.append(f"the first victim {p.victim!r} is no character of the game")
    return out


def panicked(state, seat: int) -> bool:
    p = proto(state)
    return seat < len(p.panic) and p.panic[seat]


def larvae_on(state, seat: int) -> int:
    p = proto(state)
    return p.sheet_larvae[seat] if seat < len(p.sheet_larvae) else 0
