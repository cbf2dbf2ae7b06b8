"""The Nemesis ship's own part of the state and of each seat's view: Coordinates and Destination, Escape Pods,
Engines, the Self-Destruct track and Airlock procedures (PUB-SETUP-05..08, PUB-POD, PUB-ENGINE, PUB-COORD,
PUB-SELFDESTRUCT, PUB-ROOM-10).

Hidden: the Coordinates card and the Engine token stacks (a seat knows only what it looked at, in its
character's `knowledge`). The determiniser redraws them from what the view shows.
"""

from __future__ import annotations

import msgspec

from engine import rng
from engine.plugin_state import part

KEY = "map:nemesis_ship"
ENGINE_TOKENS = ("damaged", "working")  # PUB-SETUP-08: 1 of each per Engine


class Pod(msgspec.Struct, array_like=True):
    """One Escape Pod token: its printed number, its Evacuation Section (A or B), Locked or not."""

    number: int
    section: str
    locked: bool = True


class ShipState(msgspec.Struct, array_like=True):
    coordinates: str = ""  # hidden: the face-down Coordinates card id
    destination: str = ""  # Destination marker position A-D (public)
    pods: list[Pod] = []
    engines: dict[str, list[str]] = {}  # hidden: engine id -> token stack, top = last = real status
    self_destruct: int = -1  # -1 = not active
    airlocks: dict[str, int] = {}  # room -> seat that started an Airlock procedure, -1 an Event card (PUB-ROOM-10)
    boarded: dict[str, int] = {}  # seat -> the Escape Pod it waits in or launched in (PUB-POD-02/05)
    signals: list[int] = []  # the seats whose character sent the Signal (PUB-SIGNAL-01)


class PodView(msgspec.Struct, frozen=True):
    number: int
    section: str
    locked: bool


class ShipView(msgspec.Struct, frozen=True):
    """What every seat sees of the ship's systems (the Coordinates card and Engine tokens stay hidden)."""

    destination: str
    pods: tuple[PodView, ...]
    self_destruct: int
    airlocks: dict[str, int]
    engines: tuple[str, ...]  # the Engines' ids, not their state
    boarded: dict[str, int] = {}  # seat -> its Escape Pod (public)
    signals: tuple[int, ...] = ()  # who sent the Signal (public: it is sent in front of everyone)


def ship_state(state) -> ShipState:
    """The ship's part of a State."""
    return part(state, KEY, ShipState)


def seat_pod(state, seat: int) -> int:
    """The Escape Pod a seat's character waits in or launched in; 0 for none."""
    return ship_state(state).boarded.get(str(seat), 0)


def board_pod(state, seat: int, number: int) -> None:
    """The character waits in pod `number` (0: it left its pod)."""
    boarded = ship_state(state).boarded
    if number:
        boarded[str(seat)] = number
    else:
        boarded.pop(str(seat), None)


def signalled(state, seat: int) -> bool:
    """Did this seat's character send the Signal (PUB-SIGNAL-01)?"""
    return seat in ship_state(state).signals


def ship_view(view) -> ShipView:
    """The ship's part of a View."""
    return part(view, KEY, ShipView)


def view_part(state, seat: int) -> ShipView:
    s = ship_state(state)
    return ShipView(destination=s.destination, pods=tuple(PodView(p.number, p.section, p.locked) for p in s.pods),
                    self_destruct=s.self_destruct, airlocks=dict(s.airlocks), engines=tuple(sorted(s.engines)),
                    boarded=dict(s.boarded), signals=tuple(s.signals))


def determinize_part(view, holder: rng.Rng, catalog) -> ShipState:
    """A ShipState consistent with the view: the Coordinates card and each Engine's top token drawn anew, except
    what the viewing character looked at (its knowledge "coordinates" and "engine:<id>")."""
    v = ship_view(view)
    me = view.characters[view.seat] if 0 <= view.seat < len(view.characters) else None
    known = me.knowledge if me is not None else {}
    out = ShipState(destination=v.destination, pods=[Pod(p.number, p.section, p.locked) for p in v.pods],
                    self_destruct=v.self_destruct, airlocks=dict(v.airlocks), boarded=dict(v.boarded),
                    signals=list(v.signals))
    if v.destination:  # the ship systems are dealt after the draft (setup_done)
        cards = sorted(catalog.ext[KEY]["coordinates"])
        seen = known.get("coordinates", "")
        out.coordinates = seen if seen in cards else cards[rng.below(holder, len(cards))]
        for engine in v.engines:
            top = known.get(f"engine:{engine}") or ENGINE_TOKENS[rng.below(holder, 2)]
            out.engines[engine] = ["working" if top == "damaged" else "damaged", top]
    return out


def check_part(state) -> list[str]:
    """Faults in the ship's part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat
    from engine.maps.nemesis_ship.content import coordinates_of

    try:
        s = ship_state(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the ship's part is damaged ({exc})"]
    c = cat(state)
    seats = len(state.characters)
    out = []
    if s.coordinates and s.coordinates not in coordinates_of(c):
        out.append(f"the coordinates card {s.coordinates!r} is not part of this game")
    if s.destination and s.destination not in ("A", "B", "C", "D"):
        out.append(f"the Destination marker stands on {s.destination!r}, which is no position")
    if s.self_destruct < -1:
        out.append("the Self-Destruct track is negative")
    engines = {r.special for r in c.rooms.values() if r.special.startswith("engine_")}
    for engine, stack in s.engines.items():
        if engine not in engines or any(t not in ENGINE_TOKENS for t in stack):
            out.append(f"the engine {engine!r} or its tokens {stack!r} are not part of this game")
    for room, seat in s.airlocks.items():
        if room not in c.rooms or not -1 <= seat < seats:  # -1: an Event card started it
            out.append(f"the airlock procedure in {room!r} by seat {seat} is not part of this game")
    if any(not (k.isdigit() and int(k) < seats) or n < 1 for k, n in s.boarded.items()):
        out.append(f"a character waits in a pod that is not part of this game ({s.boarded})")
    if any(not 0 <= seat < seats for seat in s.signals):
        out.append(f"a Signal was sent by a seat not at the table ({s.signals})")
    return out


def plant_part(state, marker: str) -> None:
    """Overwrite what no seat may see of the ship with `marker` (the leak tests grep every view for it)."""
    s = ship_state(state)
    if s.coordinates:
        s.coordinates = marker + "_coordinates"
    s.engines = {e: [marker + "_engine"] * len(t) for e, t in s.engines.items()}


def seat_pods(holder) -> dict[int, int]:
    """Seat -> the Escape Pod it waits in, from a State or a View."""
    boarded = ship_state(holder).boarded if hasattr(holder, "rng") else ship_view(holder).boarded
    return {int(seat): number for seat, number in boarded.items()}
