"""What the Facility's room actions do, in words, for the option list (engine/choice_text.py reads these once
they are registered): by tile, and a guess of the tile from an action's parameters when the room is unknown."""

from __future__ import annotations

from engine.choice_text import RoomText, register_room_texts, seat
from engine.i18n import N_, _

EMERGENCY = {"dress": N_("dress all your serious wounds"), "heal_dressed": N_("heal one dressed serious wound"),
             "heal_light": N_("heal all your light wounds")}
DEFENSE_PAY = {"counter": N_("spend one from the item counter, then strike {room}: a malfunction there, an injury to "
                             "each Intruder and a serious wound to each character"),
               "malfunction": N_("take a malfunction here, then strike {room}: a malfunction there, an injury to each "
                                 "Intruder and a serious wound to each character")}


def _elevator(first: str, rest: tuple[str, ...], tile: str) -> str:
    if first == "call":
        return _("call the Elevator here")
    return _("ride the Elevator to {room}").format(room=rest[0] if rest else "?")


def _defense(first: str, rest: tuple[str, ...], tile: str) -> str:
    room = rest[0] if rest else "?"
    if first in DEFENSE_PAY:
        return _(DEFENSE_PAY[first]).format(room=room)
    return _("{cost}, then strike {room}: a malfunction there, an injury to each Intruder and a serious wound to each "
             "character").format(cost=first, room=room)


ROOM_TEXT: dict[str, RoomText] = {
    "ld_decontamination_room": lambda first, rest, tile: _("scan your hand, remove the INFECTED cards, lose any "
                                                           "Larva and your slime"),
    "ld_emergency_room": lambda first, rest, tile: _(EMERGENCY[first]) if first in EMERGENCY else first,
    "ld_surgery": lambda first, rest, tile: _("scan all your cards and remove the INFECTED ones and any Larva; "
                                              "take a light wound, then pass"),
    "ld_nest": lambda first, rest, tile: _("take an Egg (then a noise roll)"),
    "ld_cave_entrance": lambda first, rest, tile: _("crawl through the caves to {room} and face an attack there").format(
        room=first),
    "ld_transmitter_control_room": lambda first, rest, tile: (
        _("send a Signal") if first == "signal"
        else _("secretly read the Objectives of {seat}").format(seat=seat(rest[0] if rest else "?"))),
    "ld_defense_control_room": _defense,
    "ld_guard_room": lambda first, rest, tile: _("spend one from the item counter to take {item}").format(item=first),
    "ld_testing_lab": lambda first, rest, tile: _("take {item}").format(item=first),
    "ld_vent_control_room": lambda first, rest, tile: _("seal {room} and vent it when everyone has passed").format(
        room=first),
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
