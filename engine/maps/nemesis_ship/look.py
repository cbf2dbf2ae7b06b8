"""What the board shows of the ship's systems: the Self-Destruct track once it runs, the Destination marker and
each Escape Pod (PUB-SELFDESTRUCT-01, PUB-SETUP-06, PUB-POD-01)."""

from __future__ import annotations

from engine.i18n import _
from engine.look import Chip
from engine.maps.nemesis_ship.state import ship_view


def look(view) -> list[Chip]:
    v = ship_view(view)
    out: list[Chip] = []
    if v.self_destruct >= 0:
        out.append(Chip(("track", "self_destruct"), _("SELF-DESTRUCT {n}").format(n=v.self_destruct),
                        _("The Self-Destruct sequence is running (PUB-SELFDESTRUCT-01)"), "alert"))
    if v.destination:
        out.append(Chip(("track", "destination"), _("Destination {destination}").format(destination=v.destination),
                        _("The Destination marker; the Coordinates card stays face down until the end (PUB-SETUP-06)")))
    for pod in v.pods:
        text = _("Pod {number}{section} locked") if pod.locked else _("Pod {number}{section}")
        hint = (_("Escape Pod {number} in section {section}: locked (PUB-POD-01)") if pod.locked
                else _("Escape Pod {number} in section {section}: unlocked (PUB-POD-01)"))
        out.append(Chip(("pod", str(pod.number)), text.format(number=pod.number, section=pod.section),
                        hint.format(number=pod.number, section=pod.section),
                        "plain" if pod.locked else "good", row=1))
    return out


def reveal(state) -> list[str]:
    """The ship's secrets once the game is over: the Coordinates card, where the marker leads, the Engines."""
    from engine.catalog import cat
    from engine.maps.nemesis_ship.content import coordinates_of
    from engine.maps.nemesis_ship.state import ship_state
    from engine.naming import namer_for

    ship = ship_state(state)
    c = cat(state)
    out = []
    words = namer_for(state)
    if ship.coordinates:
        leads = coordinates_of(c).get(ship.coordinates, {}).get(ship.destination, "")
        card = _("Coordinates {number}").format(number=ship.coordinates.rpartition("_")[2])
        if leads:
            out.append(_("Coordinates: {card} (the marker leads to {where})").format(card=card,
                                                                                    where=words.word(leads)))
        else:
            out.append(_("Coordinates: {card}").format(card=card))
    if ship.engines:
        out.append(_("Engines: {engines}").format(engines=", ".join(
            _("{engine} {side}").format(engine=_(c.tiles[e].name), side=words.word(stack[-1]))
            for e, stack in sorted(ship.engines.items()) if stack)))
    return out
