"""What the board shows of the plug-ins' own parts, as generic pieces the frontend draws without knowing any
map or species: tracks, chips (counters and tokens in the top bar), badges (something lying on a room),
marks (something about one character, on its panel), areas (a group of rooms drawn together, maybe dark),
tokens (a piece lying beside a room) and covers (a growth spreading over a room's tile).

Each active plug-in's `look(view)` returns a list of these; `board_look(view)` gathers them in plug-in order.
A piece's `key` is what hovering or clicking it names: ("track", id), ("pod", "3"), or ("target", arg) when an
option's argument is that thing (the Eggs: a shot at "eggs" lights the badge that has key ("target", "eggs")).
"""

from __future__ import annotations

import msgspec

from engine import hooks

TONES = ("plain", "alert", "good", "info", "warn", "cold")  # warn: yellow (a danger still stoppable); cold: blue


class Spot(msgspec.Struct, frozen=True):
    """Something on one space of a track: a token lying there, or a mark printed on it (`edge`)."""

    index: int  # the space, 0 = the leftmost
    text: str  # a very short sign on the space ("?", "A"); "" for none
    hint: str
    tone: str = "plain"
    edge: str = ""  # a printed mark above the space, as a tone name ("alert", "info"); "" for none
    ticks: int = 0  # how many symbols that mark shows (a mark is never told by its colour alone)


class Track(msgspec.Struct, frozen=True):
    """A track in the top bar. A plug-in's track with the key of an earlier one replaces it in its place (a
    map's own Time track instead of the core's)."""

    key: tuple[str, str]
    label: str
    spaces: int
    used: int  # spaces already passed
    text: str  # e.g. "7 left"
    hint: str  # what it means, with its rule ID
    names: tuple[str, ...] = ()  # each space's printed name, left to right ("15" .. "S"); () for none
    spots: tuple[Spot, ...] = ()


class Chip(msgspec.Struct, frozen=True):
    key: tuple[str, str]
    text: str
    hint: str
    tone: str = "plain"
    row: int = 0  # 0: beside the tracks; 1: beside the piles


class Badge(msgspec.Struct, frozen=True):
    """Something lying in a room (the Eggs in the Nest, a growth). It may wear a colour of its own (`colour`, a
    "#rrggbb" the plug-in's data gives), a small silhouette from the board's shape library (`shape`) and a level
    shown as pips (`pips` filled of `of`): the text still says all of it, so colour is never the only sign."""

    room: str
    key: tuple[str, str]
    text: str
    hint: str
    tone: str = "plain"
    colour: str = ""
    shape: str = ""
    pips: int = 0
    of: int = 0


class Area(msgspec.Struct, frozen=True):
    """A group of rooms the map draws together (a section of the board): a band behind them with its label and
    a tag (what lies by it); its rooms are dimmed and marked when `dark`. An area with no label draws no band,
    only the darkness of its rooms."""

    key: tuple[str, str]
    label: str
    rooms: tuple[str, ...]
    hint: str
    tag: str = ""
    tone: str = "plain"  # the tag's tone
    dark: bool = False
    dark_hint: str = ""


class Token(msgspec.Struct, frozen=True):
    """A piece lying beside a room, off its tile (a lift, a vehicle, a pile of tokens)."""

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


class Cover(msgspec.Struct, frozen=True):
    """Something that spreads over a room (a fungal growth): the board paints organic blotches of `colour`
    ("#rrggbb") over `amount` (0..1) of the tile, under its markers and badges, so a spreading growth is seen at a
    glance. It has no hover of its own: the badge beside it says what it is."""

    room: str
    key: tuple[str, str]
    colour: str
    amount: float


class BoardLook(msgspec.Struct, frozen=True):
    tracks: tuple[Track, ...] = ()
    chips: tuple[Chip, ...] = ()
    badges: tuple[Badge, ...] = ()
    marks: tuple[Mark, ...] = ()
    areas: tuple[Area, ...] = ()
    tokens: tuple[Token, ...] = ()
    covers: tuple[Cover, ...] = ()


def board_look(view) -> BoardLook:
    """Every active plug-in's pieces for this view, in plug-in order."""
    pieces: dict[type, list] = {Track: [], Chip: [], Badge: [], Mark: [], Area: [], Token: [], Cover: []}
    tracks: dict[tuple[str, str], Track] = {}  # a later track of the same key takes the earlier one's place
    for plugin in hooks.active_plugins(view):
        if plugin.look is None:
            continue
        for piece in plugin.look(view):
            if type(piece) is Track:
                tracks[piece.key] = piece
            else:
                pieces[type(piece)].append(piece)
    return BoardLook(tracks=tuple(tracks.values()), chips=tuple(pieces[Chip]), badges=tuple(pieces[Badge]),
                     marks=tuple(pieces[Mark]), areas=tuple(pieces[Area]), tokens=tuple(pieces[Token]),
                     covers=tuple(pieces[Cover]))
