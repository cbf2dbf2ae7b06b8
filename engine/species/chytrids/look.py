"""What the board shows of the Chytrids' own part: the growth in every room as badges (a Spore, a Sporeling in its
colour with its level as pips, Mycelium), the Eggs in the Nest, the Lab board's 10 Sporeling spaces and the Queen
board (which numbers show, the Queen's kill threshold) as tracks in the top bar, the Spore and Mycelium supplies,
the killed Rotstalks and the Help card as chips, and a Spore on a character's board as a mark on its panel
(CHY-SPO-*, CHY-SPL-*, CHY-MYC-*, CHY-LAB-*, CHY-QB-*, CHY-CON-01/02, COMP-CHY-04, SUM-01..06). Each hover names
its rule."""

from __future__ import annotations

from engine.catalog import cat
from engine.look import Badge, Chip, Cover, Mark, Spot, Track
from engine.species.chytrids.content import ID
from engine.species.chytrids.queen_board import visible_numbers
from engine.species.chytrids.state import ChytridView, chytrid_view, mycelium_left, spores_left
from engine.species.common.nest import EGGS

SPORELING_COLOURS = {"purple": "#8a5cc8", "green": "#5fae4e"}  # the miniatures' plastic (COMP-CHY-07/08)
SPORE_COLOUR, MYCELIUM_COLOUR = "#d9cf9c", "#4a3d52"
MYCELIUM_GROWTH = "#9a7fb0"  # the Mycelium's mat over a whole tile: lighter than its badge, to show on a dark tile
SIGN = {"purple": "P", "green": "G"}  # a letter beside the colour: colour is never the only sign
TONE = {"purple": "info", "green": "good"}


def _growth_badges(v: ChytridView, top: int) -> list[Badge]:
    out = []
    for room in v.spore_rooms:
        out.append(Badge(room, ("growth", f"spore:{room}"), "SPORE", "A Spore: it harms no one; a second Spore here "
                         "makes a Sporeling, fire removes it (CHY-SPO-03, CHY-SPO-06, SUM-03)", "plain",
                         colour=SPORE_COLOUR))
    for room, s in sorted(v.sporeling_rooms.items()):
        out.append(Badge(room, ("target", f"sporeling@{room}"), f"{SIGN[s.colour]}{s.level}",
                         f"A {s.colour} Sporeling of level {s.level}: it grows with {s.colour} growth symbols and "
                         f"past level {top} becomes Mycelium (CHY-GROW-02..04). Shoot or Melee it: each Damage lowers "
                         "its level, at 0 it goes back to the Lab board; it is no Intruder and no Combat "
                         "(CHY-SPL-11..17, SUM-04)", "plain", colour=SPORELING_COLOURS.get(s.colour, ""),
                         shape="puffball", pips=s.level, of=top))
    for room in v.spore_rooms:
        out.append(Cover(room, ("cover", room), SPORE_COLOUR, 0.1, "A Spore (CHY-SPO-01)"))
    for room, s in sorted(v.sporeling_rooms.items()):
        out.append(Cover(room, ("cover", room), SPORELING_COLOURS.get(s.colour, SPORE_COLOUR), 0.15 + 0.6 * s.level / top,
                         f"A {s.colour} Sporeling, level {s.level} (CHY-SPL-01)"))
    for room in v.mycelium_rooms:
        out.append(Cover(room, ("cover", room), MYCELIUM_GROWTH, 1.0, "Mycelium (CHY-MYC-01)"))
        out.append(Badge(room, ("growth", f"mycelium:{room}"), "MYCELIUM", "Mycelium: it never goes, fire and "
                         "attacks do nothing to it, it spreads Spores like a Sporeling (CHY-MYC-01..07, SUM-05)",
                         "alert", colour=MYCELIUM_COLOUR, shape="puffball"))
    return out


def _lab_track(v: ChytridView, mycelium: int, markers: int) -> Track:
    spots = []
    for i, s in enumerate(v.lab_spaces):
        if s is None:
            continue
        first = all(x is None for x in v.lab_spaces[:i])
        spots.append(Spot(i, f"{SIGN[s.colour]}{s.level}", f"A {s.colour} Sporeling at level {s.level}"
                          + (": the next one placed (CHY-LAB-01)" if first else "") + " (CHY-LAB-02)", TONE[s.colour]))
    left = sum(1 for s in v.lab_spaces if s is not None)
    return Track(("track", "lab_board"), "Lab", len(v.lab_spaces), -1, f"Myc {mycelium}/{markers}",
                 f"The Chytrid Lab board, {left} Sporelings left: they are placed from the leftmost occupied space, "
                 "whatever their colour, and come back to the rightmost free space at level 1 (CHY-LAB-01..04). None "
                 f"left: a Sporeling to place becomes Mycelium (CHY-SPL-05).\nMyc: {mycelium} of the {markers} "
                 "Mycelium markers are left; when one more is needed and none is left, the growth overruns "
                 "everything: every character inside dies and the game ends (CHY-MYC-05, SUM-05).",
                 names=tuple(str(i + 1) for i in range(len(v.lab_spaces))), spots=tuple(spots))


def _queen_track(v: ChytridView, numbers: list[int], centre: int) -> Track:
    away = not v.queen_home and not v.queen_killed
    spots = [Spot(0, "Q" if v.queen_home else "X" if v.queen_killed else str(centre),
                  "The Queen's space: " + ("she waits here" if v.queen_home else "she is dead (CHY-QN-09)"
                                           if v.queen_killed else f"she is on the map, it shows {centre}")
                  + " (CHY-QB-01)", "alert" if v.queen_killed else "plain")]
    for i, (n, covered) in enumerate(zip(numbers, v.ring, strict=False)):
        spots.append(Spot(i + 1, "R" if covered else str(n), f"Rotstalk space {i + 1}, number {n}: "
                          + ("a Rotstalk covers it" if covered else "visible") + " (CHY-QB-02, CHY-ROT-06)",
                          "warn" if covered else "plain", edge="info" if i == 0 else "", ticks=1 if i == 0 else 0))
    shown = visible_numbers(v.ring, numbers, away, centre)
    text = "dead" if v.queen_killed else f"kill +{min(shown)}" if shown else "at home"
    return Track(("track", "queen_board"), "Queen", len(numbers) + 1, -1, text,
                 "The Queen board: Rotstalks leave clockwise from the arrow (space 1) and come back to the lowest-value "
                 "free space. The Queen dies when her Damage reaches an Attack card's blood plus the lowest visible "
                 "number: \"kill +N\" (CHY-QN-07, CHY-QB-01..05, SUM-06).",
                 names=("Q", *(str(i + 1) for i in range(len(numbers)))), spots=tuple(spots))


def look(view) -> list:
    v = chytrid_view(view)
    if not v.lab_spaces:
        return []
    c = cat(view)
    options = c.options
    top = int(options["sporeling_top_level"])
    out: list = _growth_badges(v, top)
    spores, mycelium = spores_left(view), mycelium_left(view)
    out += [_lab_track(v, mycelium, int(options["mycelium_markers"])),
            _queen_track(v, [int(n) for n in options["queen_board_ring"]], int(options["queen_board_centre"]))]
    if mycelium <= 4:  # the overrun draws near: said beside the decks too, where a warning is seen
        out.append(Chip(("supply", "mycelium"), f"Mycelium {mycelium} left", "Mycelium markers left; when one more "
                        "is needed and none is left, the growth overruns everything: every character inside dies and "
                        "the game ends (CHY-MYC-05, SUM-05)", "alert" if mycelium <= 2 else "warn", row=1))
    out.append(Chip(("supply", "spores"), f"Spores {spores}/{options['spore_markers']}",
                    "Spore markers left in the supply; none left: a Spore to place becomes a Sporeling (CHY-SPO-02)",
                    "warn" if spores <= 3 else "plain", row=1))
    out.append(Chip(("supply", "rotstalks_killed"), f"Killed Rotstalks {v.rotstalks_killed}",
                    "Killed Rotstalks wait beside the board; a Blank in bag development brings one back to the Queen "
                    "board (CHY-ROT-04, CHY-ROT-10, CHY-BAG-04)", row=1))
    help_lines = c.ext[ID]["help"]
    out.append(Chip(("rule", "SUM-01"), "Help card", "\n".join(
        ["The Chytrid Help card:"] + [f"- {h.text} ({h.rule})" for h in help_lines] + ["Click: the rules reference"]),
        row=1))
    for seat in v.spore_boards:
        out.append(Mark(seat, "SPORE on board", "A Spore sits on this character board where a Larva would: a second "
                        "one kills, a Sporeling grows beside the Corpse (CHY-CON-01, CHY-CON-02); Surgery or the Neutralizer "
                        "removes it (CHY-CON-04)", "alert"))
    nest = next((r.id for r in view.rooms if r.tile in options["nest_tiles"]), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", EGGS), f"EGGS {v.eggs}", f"{v.eggs} Egg{'s' if v.eggs != 1 else ''} in the "
                         "Nest: shoot them, take one, or study one in the Laboratory; they never hatch (GAP-CHY-10)",
                         "info"))
    return out
