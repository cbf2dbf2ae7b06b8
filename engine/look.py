"""What the board shows of the plug-ins' own parts, as generic pieces the frontend draws without knowing any
map or species: tracks, chips (counters and tokens in the top bar), badges (something lying on a room) and
marks (something about one character, on its panel).

Each active plug-in's `look(view)` returns a list of these; `board_look(view)` gathers them in plug-in order.
A piece's `key` is what hovering or clicking it names: ("track", id), ("pod", "3"), or ("target", arg) when an
option's argument is that thing (the Eggs: a shot at "eggs" lights the badge that has key ("target", "eggs")).
"""

from __future__ import annotations

import msgspec

from engine import hooks

TONES = ("plain", "alert", "good", "info")


class Track(msgspec.Struct, frozen=True):
    key: tuple[str, str]
    label: str
    spaces: int
    used: int  # spaces already passed
    text: str  # e.g. "7 left"
    hint: str  # what it means, with its rule ID


class Chip(msgspec.Struct, frozen=True):
    key: tuple[str, str]
    text: str
    hint: str
    tone: str = "plain"
    row: int = 0  # 0: beside the tracks; 1: beside the piles


class Badge(msgspec.Struct, frozen=True):
    room: str
    key: tuple[str, str]
    text: str
    hint: str
    tone: str = "plain"


class Mark(msgspec.Struct, frozen=True):
    """Something a plug-in says about one character, shown on its panel (the Intruders' Larva on its board)."""

    seat: int
    text: str
    hint: str
    tone: str = "plain"


class BoardLook(msgspec.Struct, frozen=True):
    tracks: tuple[Track, ...] = ()
    chips: tuple[Chip, ...] = ()
    badges: tuple[Badge, ...] = ()
    marks: tuple[Mark, ...] = ()


def board_look(view) -> BoardLook:
    """Every active plug-in's pieces for this view, in plug-in order."""
    pieces: dict[type, list] = {Track: [], Chip: [], Badge: [], Mark: []}
    for plugin in hooks.active_plugins(view):
        if plugin.look is None:
            continue
        for piece in plugin.look(view):
            pieces[type(piece)].append(piece)
    return BoardLook(tracks=tuple(pieces[Track]), chips=tuple(pieces[Chip]), badges=tuple(pieces[Badge]),
                     marks=tuple(pieces[Mark]))
