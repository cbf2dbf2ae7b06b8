"""What the Intruders' say on the ship's rooms does, in words (the Laboratory's study, the Nest's Egg), for the
option list (engine/choice_text.py)."""

from __future__ import annotations

from engine.choice_text import RoomText, register_room_texts
from engine.i18n import _

SLOTS = ("corpse", "carcass", "egg")  # Weakness slots: the Object a Laboratory studies

ROOM_TEXT: dict[str, RoomText] = {
    "laboratory": lambda first, rest, tile: _("study the {object} to reveal its Weakness").format(object=first),
    "nest": lambda first, rest, tile: _("take an egg, then roll for noise"),
}


def guess_tile(params: tuple[str, ...]) -> str:
    return "laboratory" if params and params[0] in SLOTS else ""


register_room_texts(ROOM_TEXT, guess_tile)
