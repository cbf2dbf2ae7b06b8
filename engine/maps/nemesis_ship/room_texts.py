"""What each of the ship's room actions does, in words, for the option list (engine/choice_text.py reads these
once they are registered): by tile, and a guess of the tile from an action's parameters when the room is not
known to the reader."""

from __future__ import annotations

from engine.choice_text import RoomText, register_room_texts

EMERGENCY = {"dress": "dress all your serious wounds", "heal_dressed": "heal one dressed serious wound",
             "heal_light": "heal all your light wounds"}
CANTEEN = {"heal": "heal a light wound", "heal_scan": "heal a light wound and scan your hand like Rest"}
SHOWER = {"clean": "wash off the slime", "clean_scan": "wash off the slime and scan your hand like Rest"}
SELF_DESTRUCT = {"start": "start the self-destruct sequence", "stop": "stop the self-destruct sequence"}
DECKS = ("red", "yellow", "green")


ROOM_TEXT: dict[str, RoomText] = {
    "comms_room": lambda first, rest, tile: "send the Signal",
    "emergency_room": lambda first, rest, tile: EMERGENCY.get(first, first),
    "canteen": lambda first, rest, tile: CANTEEN.get(first, first),
    "shower_room": lambda first, rest, tile: SHOWER.get(first, first),
    "surgery": lambda first, rest, tile: ("scan all your cards and remove the INFECTED ones and any Larva; "
                                          "take a light wound, then pass"),
    "fire_control": lambda first, rest, tile: f"put out the fire in {first} and drive its Intruders back",
    "generator": lambda first, rest, tile: SELF_DESTRUCT.get(first, first),
    "airlock_control": lambda first, rest, tile: f"seal {first} and vent it at the end of the phase",
    "command_center": lambda first, rest, tile: f"open or close the doors of {first}",
    "hatch_control": lambda first, rest, tile: f"{first} Escape Pod {rest[0]}",
    "monitoring_room": lambda first, rest, tile: f"secretly look at {first} and its exploration token",
    "engine_control": lambda first, rest, tile: "check the top token of every engine",
    "evacuation_a": lambda first, rest, tile: f"try to board Escape Pod {first}",
    "cockpit": lambda first, rest, tile: ("check the Coordinates" if first == "check"
                                          else f"set the Destination to {rest[0]}"),
    "hibernatorium": lambda first, rest, tile: "enter hibernation (after a noise roll)",
    "engine_1": lambda first, rest, tile: f"check the top token of {tile}",
    "storage": lambda first, rest, tile: f"draw two from the {first} Item deck and keep one",
    "armory": lambda first, rest, tile: f"reload {first}",
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
                    computer={"coordinates": "check the Coordinates"})
