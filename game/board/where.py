"""Where each option of a decision lives on the board: a room to move to, a card to play or pay, an Intruder to
shoot, a character to trade with. One option may live in several places (its card and its target room)."""

from __future__ import annotations

from engine import api

Key = tuple[str, str]


def places(choice: api.Choice, rooms: set[str], corridors: set[str], intruders: set[str]) -> list[Key]:
    """The board locations of one option (empty: it is only in the side list, e.g. Pass)."""
    kind, args = choice.kind, choice.args
    out: list[Key] = []
    if kind in ("move", "careful"):
        return [("room", args[0])]
    if kind == "corridor":
        return [("corridor", args[0])]
    if kind in ("pay", "discard") and args:
        return [("card", a) for a in args]
    if kind == "character":
        return [("character", args[0])]
    if kind == "objective":
        return [("objective", args[0])]
    if kind == "card" and args:
        out.append(("card", args[0]))
    elif kind in ("item", "drop", "activate") and args:
        out.append(("item", args[0]))
    elif kind == "interrupt" and args:
        out.append(("card", args[0]))
    elif kind == "trade" and args:
        out.append(("seat", args[0]))
    elif kind == "pickup" and args:
        out.append(("object", args[0]))
    elif kind == "melee" and args:
        out.append(("intruder", args[0]) if args[0] in intruders else ("target", args[0]))
    elif kind == "shoot" and len(args) > 1:
        out.append(("intruder", args[1]) if args[1] in intruders else ("target", args[1]))
        out.append(("item", args[0]))
    for a in args[1:] if kind != "shoot" else ():
        if a in rooms:
            out.append(("room", a))
        elif a in corridors:
            out.append(("corridor", a))
        elif a in intruders:
            out.append(("intruder", a))
    if kind == "room" and args:
        out.append(("room", args[0]))
    return out
