"""What the board shows of the Chytrids' own part: the growth in every room as badges (a Spore, a Sporeling in its
colour with its level as pips, Mycelium), the Eggs in the Nest, the Lab board's 10 Sporeling spaces and the Queen
board (which numbers show, the Queen's kill threshold) as tracks in the top bar, the Spore and Mycelium supplies,
the killed Rotstalks and the Help card as chips, and a Spore on a character's board as a mark on its panel
(CHY-SPO-*, CHY-SPL-*, CHY-MYC-*, CHY-LAB-*, CHY-QB-*, CHY-CON-01/02, COMP-CHY-04, SUM-01..06). Each hover names
its rule."""

from __future__ import annotations

from engine.catalog import cat
from engine.i18n import N_, _, ngettext
from engine.look import Badge, Chip, Cover, Mark, Spot, Track
from engine.species.chytrids.content import ID
from engine.species.chytrids.queen_board import visible_numbers
from engine.species.chytrids.state import ChytridView, chytrid_view, mycelium_left, spores_left
from engine.species.common.nest import EGGS, nest_tile

SPORELING_COLOURS = {"purple": "#8a5cc8", "green": "#5fae4e"}  # the miniatures' plastic (COMP-CHY-07/08)
SPORE_COLOUR, MYCELIUM_COLOUR = "#d9cf9c", "#4a3d52"
MYCELIUM_GROWTH = "#9a7fb0"  # the Mycelium's mat over a whole tile: lighter than its badge, to show on a dark tile
SIGN = {"purple": "P", "green": "G"}  # a letter beside the colour: colour is never the only sign
COLOUR_WORDS = {"purple": N_("purple"), "green": N_("green")}  # a Sporeling's colour in a sentence
TONE = {"purple": "info", "green": "good"}


def colour_word(colour: str) -> str:
    """"purple", "green" in the installed language (a colour the data adds: its id)."""
    return _(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour


def _growth_badges(v: ChytridView, top: int) -> list[Badge]:
    out = []
    for room in v.spore_rooms:
        out.append(Badge(room, ("growth", f"spore:{room}"), _("SPORE"), _("A Spore: it harms no one; a second Spore "
                         "here makes a Sporeling, fire removes it (CHY-SPO-03, CHY-SPO-06, SUM-03)"), "plain",
                         colour=SPORE_COLOUR))
    for room, s in sorted(v.sporeling_rooms.items()):
        colour = colour_word(s.colour)
        out.append(Badge(room, ("target", f"sporeling@{room}"), f"{SIGN[s.colour]}{s.level}",
                         _("A {colour} Sporeling of level {level}: it grows with {colour} growth symbols and past level "
                           "{top} becomes Mycelium (CHY-GROW-02..04). Shoot or Melee it: each Damage lowers its level, "
                           "at 0 it goes back to the Lab board; it is no Intruder and no Combat (CHY-SPL-11..17, "
                           "SUM-04)").format(colour=colour, level=s.level, top=top),
                         "plain", colour=SPORELING_COLOURS.get(s.colour, ""), shape="puffball", pips=s.level, of=top))
    for room in v.spore_rooms:
        out.append(Cover(room, ("cover", room), SPORE_COLOUR, 0.1))
    for room, s in sorted(v.sporeling_rooms.items()):
        out.append(Cover(room, ("cover", room), SPORELING_COLOURS.get(s.colour, SPORE_COLOUR),
                         0.15 + 0.6 * s.level / top))
    for room in v.mycelium_rooms:
        out.append(Cover(room, ("cover", room), MYCELIUM_GROWTH, 1.0))
        out.append(Badge(room, ("growth", f"mycelium:{room}"), _("MYCELIUM"), _("Mycelium: it never goes, fire and "
                         "attacks do nothing to it, it spreads Spores like a Sporeling (CHY-MYC-01..07, SUM-05)"),
                         "alert", colour=MYCELIUM_COLOUR, shape="puffball"))
    return out


def _lab_track(v: ChytridView, mycelium: int, markers: int) -> Track:
    spots = []
    for i, s in enumerate(v.lab_spaces):
        if s is None:
            continue
        first = all(x is None for x in v.lab_spaces[:i])
        hint = (_("A {colour} Sporeling at level {level}: the next one placed (CHY-LAB-01) (CHY-LAB-02)") if first
                else _("A {colour} Sporeling at level {level} (CHY-LAB-02)"))
        spots.append(Spot(i, f"{SIGN[s.colour]}{s.level}", hint.format(colour=colour_word(s.colour), level=s.level),
                          TONE[s.colour]))
    left = sum(1 for s in v.lab_spaces if s is not None)
    return Track(("track", "lab_board"), _("Lab"), len(v.lab_spaces), -1,
                 _("Myc {left}/{markers}").format(left=mycelium, markers=markers),
                 _("The Chytrid Lab board, {left} Sporelings left: they are placed from the leftmost occupied space, "
                   "whatever their colour, and come back to the rightmost free space at level 1 (CHY-LAB-01..04). None "
                   "left: a Sporeling to place becomes Mycelium (CHY-SPL-05).\nMyc: {mycelium} of the {markers} "
                   "Mycelium markers are left; when one more is needed and none is left, the growth overruns "
                   "everything: every character inside dies and the game ends (CHY-MYC-05, SUM-05).").format(
                     left=left, mycelium=mycelium, markers=markers),
                 names=tuple(str(i + 1) for i in range(len(v.lab_spaces))), spots=tuple(spots))


def _queen_track(v: ChytridView, numbers: list[int], centre: int) -> Track:
    away = not v.queen_home and not v.queen_killed
    queen = (_("The Queen's space: she waits here (CHY-QB-01)") if v.queen_home
             else _("The Queen's space: she is dead (CHY-QN-09) (CHY-QB-01)") if v.queen_killed
             else _("The Queen's space: she is on the map, it shows {number} (CHY-QB-01)").format(number=centre))
    spots = [Spot(0, "Q" if v.queen_home else "X" if v.queen_killed else str(centre), queen,
                  "alert" if v.queen_killed else "plain")]
    for i, (n, covered) in enumerate(zip(numbers, v.ring, strict=False)):
        hint = (_("Rotstalk space {space}, number {number}: a Rotstalk covers it (CHY-QB-02, CHY-ROT-06)") if covered
                else _("Rotstalk space {space}, number {number}: visible (CHY-QB-02, CHY-ROT-06)"))
        spots.append(Spot(i + 1, "R" if covered else str(n), hint.format(space=i + 1, number=n),
                          "warn" if covered else "plain", edge="info" if i == 0 else "", ticks=1 if i == 0 else 0))
    shown = visible_numbers(v.ring, numbers, away, centre)
    text = (_("dead") if v.queen_killed else _("kill +{number}").format(number=min(shown)) if shown
            else _("at home"))
    return Track(("track", "queen_board"), _("Queen"), len(numbers) + 1, -1, text,
                 _("The Queen board: Rotstalks leave clockwise from the arrow (space 1) and come back to the "
                   "lowest-value free space. The Queen dies when her Damage reaches an Attack card's blood plus the "
                   "lowest visible number: \"kill +N\" (CHY-QN-07, CHY-QB-01..05, SUM-06)."),
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
        out.append(Chip(("supply", "mycelium"), _("Mycelium {n} left").format(n=mycelium),
                        _("Mycelium markers left; when one more is needed and none is left, the growth overruns "
                          "everything: every character inside dies and the game ends (CHY-MYC-05, SUM-05)"),
                        "alert" if mycelium <= 2 else "warn", row=1))
    out.append(Chip(("supply", "spores"), _("Spores {n}/{markers}").format(n=spores, markers=options["spore_markers"]),
                    _("Spore markers left in the supply; none left: a Spore to place becomes a Sporeling (CHY-SPO-02)"),
                    "warn" if spores <= 3 else "plain", row=1))
    out.append(Chip(("supply", "rotstalks_killed"), _("Killed Rotstalks {n}").format(n=v.rotstalks_killed),
                    _("Killed Rotstalks wait beside the board; a Blank in bag development brings one back to the Queen "
                      "board (CHY-ROT-04, CHY-ROT-10, CHY-BAG-04)"), row=1))
    help_lines = c.ext[ID]["help"]
    out.append(Chip(("rule", "SUM-01"), _("Help card"), "\n".join(
        [_("The Chytrid Help card:")] + [f"- {_(h.text)} ({h.rule})" for h in help_lines]
        + [_("Click: the rules reference")]), row=1))
    for seat in v.spore_boards:
        out.append(Mark(seat, _("SPORE on board"), _("A Spore sits on this character board where a Larva would: a "
                        "second one kills, a Sporeling grows beside the Corpse (CHY-CON-01, CHY-CON-02); Surgery or the "
                        "Neutralizer removes it (CHY-CON-04)"), "alert"))
    nest = next((r.id for r in view.rooms if r.tile == nest_tile(view)), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", EGGS), _("EGGS {n}").format(n=v.eggs),
                         ngettext("{n} Egg in the Nest: shoot them, take one, or study one in the Laboratory; they "
                                  "never hatch (GAP-CHY-10)", "{n} Eggs in the Nest: shoot them, take one, or study one "
                                  "in the Laboratory; they never hatch (GAP-CHY-10)", v.eggs).format(n=v.eggs),
                         "info"))
    return out
