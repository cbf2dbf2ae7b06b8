"""What the Facility's room actions do, in words, for the option list (engine/choice_text.py reads these once
they are registered): by tile, and a guess of the tile from an action's parameters when the room is unknown."""

from __future__ import annotations

from engine.choice_text import RoomText, register_room_texts

EMERGENCY = {"dress": "dress all your serious wounds", "heal_dressed": "heal one dressed serious wound",
             "heal_light": "heal all your light wounds"}
DEFENSE_PAY = {"counter": "spend one from the item counter", "malfunction": "take a malfunction here"}


def _elevator(first: str, rest: tuple[str, ...], tile: str) -> str:
    return "call the Elevator here" if first == "call" else f"ride the Elevator to {rest[0] if rest else '?'}"


ROOM_TEXT: dict[str, RoomText] = {
    "ld_decontamination_room": lambda first, rest, tile: ("scan your hand, remove the INFECTED cards, lose any "
                                                          "Larva and your slime"),
    "ld_emergency_room": lambda first, rest, tile: EMERGENCY.get(first, first),
    "ld_surgery": lambda first, rest, tile: ("scan all your cards and remove the INFECTED ones and any Larva; "
                                             "take a light wound, then pass"),
    "ld_nest": lambda first, rest, tile: "take an Egg (then a noise roll)",
    "ld_cave_entrance": lambda first, rest, tile: f"crawl through the caves to {first} and face an attack there",
    "ld_transmitter_control_room": lambda first, rest, tile: (
        "send a Signal" if first == "signal" else f"secretly read the Objectives of Seat {rest[0] if rest else '?'}"),
    "ld_defense_control_room": lambda first, rest, tile: (
        f"{DEFENSE_PAY.get(first, first)}, then strike {rest[0] if rest else '?'}: a malfunction there, an injury "
        "to each Intruder and a serious wound to each character"),
    "ld_guard_room": lambda first, rest, tile: f"spend one from the item counter to take {first}",
    "ld_testing_lab": lambda first, rest, tile: f"take {first}",
    "ld_vent_control_room": lambda first, rest, tile: f"seal {first} and vent it when everyone has passed",
    "ld_elevator_s01": _elevator,
    "ld_elevator_s02": _elevator,
    "ld_elevator_s03": _elevator,
}


def guess_tile(params: tuple[str, ...]) -> str:
    """The Facility tile whose action takes these parameters, when the room's tile is not known; "" if unclear."""
    first = params[0] if params else ""
    if first in ("call", "use"):
        return "ld_elevator_s01"
    if first in ("signal", "objectives"):
        return "ld_transmitter_control_room"
    if first in DEFENSE_PAY and len(params) == 2:
        return "ld_defense_control_room"
    return ""


register_room_texts(ROOM_TEXT, guess_tile)
