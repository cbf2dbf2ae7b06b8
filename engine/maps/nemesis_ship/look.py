"""What the board shows of the ship's systems: the Self-Destruct track once it runs, the Destination marker and
each Escape Pod (PUB-SELFDESTRUCT-01, PUB-SETUP-06, PUB-POD-01)."""

from __future__ import annotations

from engine.look import Chip
from engine.maps.nemesis_ship.state import ship_view


def look(view) -> list[Chip]:
    v = ship_view(view)
    out: list[Chip] = []
    if v.self_destruct >= 0:
        out.append(Chip(("track", "self_destruct"), f"SELF-DESTRUCT {v.self_destruct}",
                        "The Self-Destruct sequence is running (PUB-SELFDESTRUCT-01)", "alert"))
    if v.destination:
        out.append(Chip(("track", "destination"), f"Destination {v.destination}",
                        "The Destination marker; the Coordinates card stays face down until the end (PUB-SETUP-06)"))
    for pod in v.pods:
        state = "locked" if pod.locked else "unlocked"
        out.append(Chip(("pod", str(pod.number)), f"Pod {pod.number}{pod.section}{' locked' if pod.locked else ''}",
                        f"Escape Pod {pod.number} in section {pod.section}: {state} (PUB-POD-01)",
                        "plain" if pod.locked else "good", row=1))
    return out


def reveal(state) -> list[str]:
    """The ship's secrets once the game is over: the Coordinates card, where the marker leads, the Engines."""
    from engine.catalog import cat
    from engine.maps.nemesis_ship.content import coordinates_of
    from engine.maps.nemesis_ship.state import ship_state

    ship = ship_state(state)
    c = cat(state)
    out = []
    if ship.coordinates:
        leads = coordinates_of(c).get(ship.coordinates, {}).get(ship.destination, "")
        where = f" (the marker leads to {leads.replace('_', ' ').title()})" if leads else ""
        out.append(f"Coordinates: {ship.coordinates.replace('_', ' ').title()}{where}")
    if ship.engines:
        out.append("Engines: " + ", ".join(f"{c.tiles[e].name} {stack[-1]}" for e, stack in sorted(ship.engines.items())
                                           if stack))
    return out
