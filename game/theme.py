"""The colour scheme and the marks that tell pieces apart (never colour alone: every seat also has a letter
and every token a shape or a label)."""

from __future__ import annotations

BG = (14, 17, 24)
HULL = (28, 33, 44)
HULL_EDGE = (70, 82, 104)
PANEL = (24, 28, 38)
PANEL_EDGE = (58, 66, 84)
TEXT = (226, 230, 238)
MUTED = (150, 158, 174)
DIM = (96, 102, 118)
ACCENT = (242, 178, 64)  # the pending decision: what can be clicked
ACCENT_SOFT = (120, 92, 40)
GOOD = (110, 200, 120)
BAD = (232, 86, 80)
FIRE = (240, 120, 40)
MALFUNCTION = (120, 170, 250)
SLIME = (150, 210, 90)
NOISE = (240, 210, 90)
DOOR = (200, 200, 210)
DOOR_BROKEN = (140, 80, 80)
CORRIDOR = (84, 96, 120)
TECH = (96, 84, 132)
ROOM_DOWN = (44, 50, 64)  # face-down tile
ROOM_COLOURS = {"white": (190, 196, 206), "yellow": (222, 190, 90), "red": (212, 96, 90), "green": (120, 190, 120),
                "blue": (110, 150, 220), "special": (150, 160, 180)}
SEATS = [(80, 170, 250), (250, 140, 60), (120, 210, 110), (230, 90, 200), (240, 220, 80)]
ITEM_DECKS = {"green": (110, 190, 110), "yellow": (220, 190, 80), "red": (210, 90, 80), "blue": (100, 150, 230),
              "quest": (190, 170, 240)}


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEATS[seat % len(SEATS)] if seat >= 0 else MUTED


def seat_mark(seat: int) -> str:
    """The number printed on a seat's miniature and panel (seat 0 shows as 1)."""
    return str(seat + 1)
