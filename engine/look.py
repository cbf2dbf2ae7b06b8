"""What the board shows of the plug-ins' own parts, as generic pieces the frontend draws without knowing any
map or species: tracks, chips (counters and tokens in the top bar) and badges (something lying on a room).

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


class BoardLook(msgspec.Struct, frozen=True):
    tracks: tuple[Track, ...] = ()
    chips: tuple[Chip, ...] = ()
    badges: tuple[Badge, ...] = ()


def board_look(view) -> BoardLook:
    """Every active plug-in's pieces for this view, in plug-in order."""
    tracks: list[Track] = []
    chips: list[Chip] = []
    badges: list[Badge] = []
    for plugin in hooks.active_plugins(view):
        if plugin.look is None:
            continue
        for piece in plugin.look(view):
            {Track: tracks, Chip: chips, Badge: badges}[type(piece)].append(piece)
    return BoardLook(tracks=tuple(tracks), chips=tuple(chips), badges=tuple(badges))
