"""What each of the ship's room actions does, in words, for the option list (engine/choice_text.py reads these
once they are registered): by tile, and a guess of the tile from an action's parameters when the room is not
known to the reader."""

from __future__ import annotations

from engine.choice_text import RoomText, colour, register_room_texts
from engine.i18n import N_, _

EMERGENCY = {"dress": N_("dress all your serious wounds"), "heal_dressed": N_("heal one dressed serious wound"),
             "heal_light": N_("heal all your light wounds")}
CANTEEN = {"heal": N_("heal a light wound"), "heal_scan": N_("heal a light wound and scan your hand like Rest")}
SHOWER = {"clean": N_("wash off the slime"), "clean_scan": N_("wash off the slime and scan your hand like Rest")}
SELF_DESTRUCT = {"start": N_("start the self-destruct sequence"), "stop": N_("stop the self-destruct sequence")}
POD_DOORS = {"lock": N_("lock Escape Pod {pod}"), "unlock": N_("unlock Escape Pod {pod}")}


def said(words: dict[str, str], first: str) -> str:
    """The phrase `words` holds for `first`, in the installed language (else the word itself)."""
    return _(words[first]) if first in words else first
DECKS = ("red", "yellow", "green")


ROOM_TEXT: dict[str, RoomText] = {
    "comms_room": lambda first, rest, tile: _("send the Signal"),
    "emergency_room": lambda first, rest, tile: said(EMERGENCY, first),
    "canteen": lambda first, rest, tile: said(CANTEEN, first),
    "shower_room": lambda first, rest, tile: said(SHOWER, first),
    "surgery": lambda first, rest, tile: _("scan all your cards and remove the INFECTED ones and any Larva; "
                                           "take a light wound, then pass"),
    "fire_control": lambda first, rest, tile: _("put out the fire in {room} and drive its Intruders back").format(
        room=first),
    "generator": lambda first, rest, tile: said(SELF_DESTRUCT, first),
    "airlock_control": lambda first, rest, tile: _("seal {room} and vent it at the end of the phase").format(
        room=first),
    "command_center": lambda first, rest, tile: _("open or close the doors of {room}").format(room=first),
    "hatch_control": lambda first, rest, tile: (_(POD_DOORS[first]).format(pod=rest[0]) if first in POD_DOORS
                                                else f"{first} Escape Pod {rest[0]}"),
    "monitoring_room": lambda first, rest, tile: _("secretly look at {room} and its exploration token").format(
        room=first),
    "engine_control": lambda first, rest, tile: _("check the top token of every engine"),
    "evacuation_a": lambda first, rest, tile: _("try to board Escape Pod {pod}").format(pod=first),
    "cockpit": lambda first, rest, tile: (_("check the Coordinates") if first == "check"
                                          else _("set the Destination to {destination}").format(destination=rest[0])),
    "hibernatorium": lambda first, rest, tile: _("enter hibernation (after a noise roll)"),
    "engine_1": lambda first, rest, tile: _("check the top token of {engine}").format(engine=tile),
    "storage": lambda first, rest, tile: _("draw two from the {colour} Item deck and keep one").format(
        colour=colour(first)),
    "armory": lambda first, rest, tile: _("reload {weapon}").format(weapon=first),
}
ROOM_TEXT.update(evacuation_b=ROOM_TEXT["evacuation_a"], engine_2=ROOM_TEXT["engine_1"],
                 engine_3=ROOM_TEXT["engine_1"])


def guess_tile(params: tuple[str, ...]) -> str:
    """The tile whose action takes these parameters, when the room's tile is not known; "" if unclear."""
    first = params[0] if params else ""
    if first in EMERGENCY:
        return "emergency_room"
    for tile, words in (("canteen", CANTEEN), ("shower_room", SHOWER), ("generator", SELF_DESTRUCT)):
        if first in words:
            return tile
    if first in ("lock", "unlock"):
        return "hatch_control"
    if first in ("check", "set"):
        return "cockpit"
    if first in DECKS:
        return "storage"
    if first.isdigit() and len(params) == 1:  # the Escape Pod to board
        return "evacuation_a"
    return ""


def armory_guess(params: tuple[str, ...]) -> str:
    """A single word that is no room: a weapon to reload."""
    return "armory" if len(params) == 1 and not params[0].startswith("R") else ""


register_room_texts(ROOM_TEXT, guess_tile, items=SELF_DESTRUCT, last=armory_guess,
                    computer={"coordinates": N_("check the Coordinates")})
