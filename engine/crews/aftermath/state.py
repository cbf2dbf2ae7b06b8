"""The Aftermath line's own part of the state and of each seat's view (AFT-BH-04/05, GAP-AFT-02): the Bounty
Hunter's two Objective cards beside its board, the contract it took on and its mark, and the Intruders killed in
each character's own rounds.

Secret: which contract a seat took on and whom it named as its mark (its owner sees them; the others only that a
contract was taken). Public: the cards beside the board and the kill counts."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part

KEY = "crew:aftermath"


class AftermathState(msgspec.Struct, array_like=True):
    beside: list[int] = []  # seats with the two Bounty Hunter Objective cards beside their board (AFT-BH-04)
    contracts: dict[str, str] = {}  # seat -> the contract it took on (secret, AFT-BH-05)
    marks: dict[str, int] = {}  # seat -> the seat of its mark (secret)
    kills: dict[str, int] = {}  # seat -> Intruders killed in its own rounds


class AftermathView(msgspec.Struct, frozen=True):
    beside: tuple[int, ...] = ()
    contracts: dict[str, str] = {}  # this seat's own only
    marks: dict[str, int] = {}  # this seat's own only
    contracted: tuple[int, ...] = ()  # every seat that took on a contract (public)
    kills: dict[str, int] = {}


def aftermath_state(state) -> AftermathState:
    return part(state, KEY, AftermathState)


def aftermath_view(view) -> AftermathView:
    return part(view, KEY, AftermathView)


def view_part(state, seat: int) -> AftermathView:
    s = aftermath_state(state)
    own = str(seat)
    return AftermathView(beside=tuple(s.beside), contracts={k: v for k, v in s.contracts.items() if k == own},
                         marks={k: v for k, v in s.marks.items() if k == own},
                         contracted=tuple(sorted(int(k) for k in s.contracts)), kills=dict(s.kills))


def determinize_part(view, holder, catalog) -> AftermathState:
    """The public facts; another seat's contract drawn at random from the two, its mark from the other seats."""
    from engine import rng

    v = aftermath_view(view)
    contracts = dict(v.contracts)
    marks = dict(v.marks)
    cards = sorted(catalog.ext[KEY].contracts.values(), key=lambda c: c.id)
    seats = len(view.characters)
    for seat in v.contracted:
        if str(seat) in contracts:
            continue
        card = cards[rng.below(holder, len(cards))]
        others = [s for s in range(seats) if s != seat]
        if card.condition == "mark_dies" and not others:
            card = next(c for c in cards if c.condition != "mark_dies")
        contracts[str(seat)] = card.id
        if card.condition == "mark_dies":
            marks[str(seat)] = others[rng.below(holder, len(others))]
    return AftermathState(beside=list(v.beside), contracts=contracts, marks=marks, kills=dict(v.kills))


def check_part(state) -> list[str]:
    """Faults in the line's part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat

    try:
        s = aftermath_state(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Aftermath line's part is damaged ({exc})"]
    seats = len(state.characters)
    known = cat(state).ext[KEY].contracts
    out = [f"seat {k} took on an unknown contract {v!r}" for k, v in s.contracts.items() if v not in known]
    out += [f"seat {k} names seat {v} as its mark, which is no other seat" for k, v in s.marks.items()
            if not 0 <= v < seats or str(v) == k]
    out += [f"seat {k} has a negative kill count" for k, v in s.kills.items() if v < 0]
    return out
