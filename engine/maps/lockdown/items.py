"""Lockdown Items the core has no effect for (lockdown-base.md §12, T12, LD-CHAR-24), through the map's
ITEM_EFFECTS hook. The Item decks themselves are the core's (engine/rules/items.py, item_search.py): content.py
puts Lockdown's 30 red, 30 yellow, 30 green and 15 Crafted cards in the catalog, so a Search draws from the
Room's colour, Heavy Items fill the 2 Hand slots, One-Use Items are discarded after use (LD-ITEM-02..07).

- Probe Arm (the Xenobiologist's Starting Item, LD-CHAR-24): in Combat, cost 1: take an Intruder Carcass token
  from the supply (a sample of a non-Larva Intruder in your room); the arm is then broken.
- Toolbelt (T12): remove the Malfunction in your room, or mend a broken Probe Arm.
"""

from __future__ import annotations

from engine.effects import log, remove_malfunction
from engine.flow import push
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import intruders_in
from engine.rules.inventory import room_for
from engine.rules.registry import Effect, Params
from engine.state import State

CARCASS = "carcass"  # the Intruder Carcass Object (LD-OBJ-01)
NO_SAMPLE = ("larva",)  # LD-CHAR-24: a Larva gives no sample


def probe_options(state: State, seat: int, source: str) -> list[Params]:
    """One option per non-Larva Intruder in the room, while the arm works and a Hand slot is free (LD-CHAR-24)."""
    ch = state.characters[seat]
    if seat in lockdown_state(state).probe_broken or not room_for(state, ch, CARCASS):
        return []
    return [(str(i.id),) for i in intruders_in(state, ch.room) if i.kind not in NO_SAMPLE]


def probe_resolve(state: State, seat: int, source: str, params: Params) -> None:
    ch = state.characters[seat]
    ch.heavy.append(CARCASS)
    lockdown_state(state).probe_broken.append(seat)
    log(state, "LD-CHAR-24", "ld_probe_sample", seat=seat, intruder=int(params[0]))
    push(state, "fit_hands", seat)


def toolbelt_options(state: State, seat: int, source: str) -> list[Params]:
    """Remove the room's Malfunction, or mend the Probe Arm (T12 Toolbelt, LD-CHAR-24)."""
    ch = state.characters[seat]
    out: list[Params] = [("malfunction",)] if ch.room in state.malfunction else []
    return out + ([("probe_arm",)] if seat in lockdown_state(state).probe_broken else [])


def toolbelt_resolve(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "probe_arm":
        lockdown_state(state).probe_broken.remove(seat)
        log(state, "LD-CHAR-24", "ld_probe_mended", seat=seat)
    else:
        remove_malfunction(state, state.characters[seat].room, "LD-CHAR-24")


EFFECTS = {
    "probe_arm": Effect(options=probe_options, resolve=probe_resolve),
    "toolbelt": Effect(options=toolbelt_options, resolve=toolbelt_resolve),
}

PART = register(Plugin(id="map:lockdown/items", kind="map", hooks={Hook.ITEM_EFFECTS: EFFECTS}, templates={
    "ld_probe_sample": "{seat} takes a sample with the Probe Arm: an Intruder Carcass, and the arm breaks",
    "ld_probe_mended": "{seat} mends the Probe Arm with a Toolbelt",
}))
