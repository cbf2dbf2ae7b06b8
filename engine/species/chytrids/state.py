"""The Chytrids' own part of the state and of each seat's view: the fungal growth in the rooms (Spores, Sporelings
with their colour and level, Mycelium), the Lab board (its 10 Sporeling spaces and the Eggs in its Nest space),
the Spores on character boards, the Queen board (which ring spaces a Rotstalk still covers, whether the Queen
stands on her space), the killed Rotstalks beside the board and the Queen's death (COMP-CHY-05..14,
CHY-SET-08..13, CHY-LAB-*, CHY-QB-*, CHY-CON-01, GAP-CHY-10).

Everything here lies face up on the table, so every seat sees all of it; what the Chytrids hide (the bag, the
Event and Attack decks' order, the face-down Weaknesses) is the core's and hidden by the core's view. The Spore
and Mycelium supplies are what the rooms and boards leave of the box's markers (options `spore_markers`,
`mycelium_markers`); the set-aside tokens are the core's supply."""

from __future__ import annotations

import msgspec

from engine.plugin_state import part

KEY = "species:chytrids"


class Sporeling(msgspec.Struct, array_like=True):
    colour: str  # "purple" | "green" (CHY-SPL-02)
    level: int  # the protrusions on the face shown, 1..3 (COMP-CHY-19)


class ChytridState(msgspec.Struct, array_like=True):
    eggs: int = 0
    nest_destroyed: bool = False
    spore_rooms: list[str] = []  # rooms holding a Spore marker, sorted (CHY-SPO-*)
    sporeling_rooms: dict[str, Sporeling] = {}  # room -> the Sporeling standing there (CHY-SPL-04)
    mycelium_rooms: list[str] = []  # rooms holding a Mycelium marker, sorted (CHY-MYC-*)
    lab_spaces: list[Sporeling | None] = []  # the Lab board's 10 spaces, left to right (CHY-LAB-01..04)
    spore_boards: list[int] = []  # seats with a Spore on their character board (CHY-CON-01)
    ring: list[bool] = []  # the Queen board's 8 ring spaces clockwise from the arrow: a Rotstalk covers it
    queen_home: bool = True  # the Queen's miniature stands on the Queen board's centre (CHY-QB-01)
    queen_killed: bool = False  # the Damage marker on the Queen board (CHY-QN-09, CHY-QB-06)
    rotstalks_killed: int = 0  # killed Rotstalks beside the board (CHY-ROT-04, CHY-ROT-10)
    overrun: bool = False  # the Facility (or ship) was overrun by Mycelium (CHY-MYC-05)


class ChytridView(msgspec.Struct, frozen=True):
    eggs: int
    nest_destroyed: bool
    spore_rooms: tuple[str, ...]
    sporeling_rooms: dict[str, Sporeling]
    mycelium_rooms: tuple[str, ...]
    lab_spaces: tuple[Sporeling | None, ...]
    spore_boards: tuple[int, ...]
    ring: tuple[bool, ...]
    queen_home: bool
    queen_killed: bool
    rotstalks_killed: int
    overrun: bool


def chytrids(state) -> ChytridState:
    """The Chytrids' part of a State."""
    return part(state, KEY, ChytridState)


def chytrid_view(view) -> ChytridView:
    """The Chytrids' part of a View."""
    return part(view, KEY, ChytridView)


def view_part(state, seat: int) -> ChytridView:
    """All of it, for every seat: it lies face up on the table."""
    c = chytrids(state)
    return ChytridView(
        eggs=c.eggs, nest_destroyed=c.nest_destroyed, spore_rooms=tuple(c.spore_rooms),
        sporeling_rooms={r: Sporeling(s.colour, s.level) for r, s in c.sporeling_rooms.items()},
        mycelium_rooms=tuple(c.mycelium_rooms),
        lab_spaces=tuple(None if s is None else Sporeling(s.colour, s.level) for s in c.lab_spaces),
        spore_boards=tuple(c.spore_boards), ring=tuple(c.ring), queen_home=c.queen_home,
        queen_killed=c.queen_killed, rotstalks_killed=c.rotstalks_killed, overrun=c.overrun)


def determinize_part(view, holder, catalog) -> ChytridState:
    """Nothing of this part is hidden: the view's facts, as they are."""
    v = chytrid_view(view)
    return ChytridState(
        eggs=v.eggs, nest_destroyed=v.nest_destroyed, spore_rooms=list(v.spore_rooms),
        sporeling_rooms={r: Sporeling(s.colour, s.level) for r, s in v.sporeling_rooms.items()},
        mycelium_rooms=list(v.mycelium_rooms),
        lab_spaces=[None if s is None else Sporeling(s.colour, s.level) for s in v.lab_spaces],
        spore_boards=list(v.spore_boards), ring=list(v.ring), queen_home=v.queen_home,
        queen_killed=v.queen_killed, rotstalks_killed=v.rotstalks_killed, overrun=v.overrun)


def _either(holder) -> ChytridState | ChytridView:
    """The part of a State, or of a View."""
    from engine.state import State

    return chytrids(holder) if isinstance(holder, State) else chytrid_view(holder)


def spores_left(holder) -> int:
    """Spore markers still in the supply (COMP-CHY-05): the box's, less those in rooms and on boards."""
    from engine.catalog import cat

    c = _either(holder)
    return int(cat(holder).options["spore_markers"]) - len(c.spore_rooms) - len(c.spore_boards)


def mycelium_left(holder) -> int:
    """Mycelium markers still in the supply (COMP-CHY-06, CHY-MYC-05)."""
    from engine.catalog import cat

    c = _either(holder)
    return int(cat(holder).options["mycelium_markers"]) - len(c.mycelium_rooms)


def check_part(state) -> list[str]:
    """Faults in the Chytrids' part of a loaded state, in words (engine/state_check.py)."""
    from engine.catalog import cat

    try:
        c = chytrids(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Chytrids' part is damaged ({exc})"]
    if not c.lab_spaces:  # not set up yet
        return []
    options = cat(state).options
    out = []
    top = int(options["sporeling_top_level"])
    every = [s for s in c.lab_spaces if s is not None] + list(c.sporeling_rooms.values())
    colours = sorted(options["lab_colours"])
    if sorted(s.colour for s in every) != colours:
        out.append(f"the Sporelings on the Lab board and in the rooms are not the box's {len(colours)}")
    if any(not 1 <= s.level <= top for s in every):
        out.append(f"a Sporeling shows a level outside 1-{top}")
    if spores_left(state) < 0 or mycelium_left(state) < 0:
        out.append("more Spore or Mycelium markers are out than the box holds")
    crowded = set(c.spore_rooms) & (set(c.sporeling_rooms) | set(c.mycelium_rooms))
    crowded |= set(c.sporeling_rooms) & set(c.mycelium_rooms)
    if crowded:
        out.append(f"a room holds two forms of growth at once ({', '.join(sorted(crowded))})")
    unknown = (set(c.spore_rooms) | set(c.sporeling_rooms) | set(c.mycelium_rooms)) - set(cat(state).rooms)
    if unknown:
        out.append(f"growth lies in rooms the map does not have ({', '.join(sorted(unknown))})")
    rotstalk = str(options["rotstalk_kind"])
    on_map = sum(1 for i in state.intruders if i.kind == rotstalk)
    figures = sum(c.ring) + on_map + c.rotstalks_killed  # fewer once the board is destroyed with all on it
    if len(c.ring) != len(options["queen_board_ring"]) or figures > len(c.ring) or (figures < len(c.ring)
                                                                                   and not state.over):
        out.append("the Rotstalks on the Queen board, on the map and killed do not add up to the box's")
    if c.eggs < 0 or any(not 0 <= s < len(state.characters) for s in c.spore_boards):
        out.append("a negative number of Eggs, or a Spore on the board of a seat not at the table")
    return out
