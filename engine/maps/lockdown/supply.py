"""What the Facility's box holds that the Nemesis box does not: 12 Fire and 10 Malfunction markers, so a 13th
Fire or an 11th Malfunction destroys the Facility (LD-COMP-10, LD-MARK-01, LD-END-03). Options
`facility_fire_markers`, `facility_malfunction_markers` (a ruleset's published 8 would otherwise win the merge)."""

from __future__ import annotations

from engine.hooks import Hook, Plugin, register


def marker_supply(holder, value: int, marker: str = "") -> int:
    from engine.catalog import cat

    return int(cat(holder).options.get(f"facility_{marker}_markers", value))


PART = register(Plugin(id="map:lockdown/supply", kind="map", hooks={Hook.MODIFIERS: {"marker_supply": marker_supply}}))
