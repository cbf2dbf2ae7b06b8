"""Dice on screen: while a roll plays back, its die tumbles through its real faces (read from the ruleset's
content, PUB-COMP-03, PUB-NOISE-02, PUB-COMBAT-04) and lands on the rolled face, at the speed of Settings.
The Noise die is a ten-sided kite in amber, the Combat die a six-sided cube in red: shape and words, never
colour alone."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from engine import api
from engine.api import N_, _
from game import theme
from game.assets import text
from game.board.piece_looks import intruder_look
from game.board.shapes import sprite

# the log entries that roll a die -> the ruleset option holding that die's faces
DIE_OF_ENTRY = {"noise_roll": "noise_die", "shot": "combat_die", "melee": "combat_die",
                "combat_reroll": "combat_die"}
LAND_AT = 0.55  # share of the step spent tumbling; the rest shows the face at rest
WORDS = {"silence": N_("SILENCE"), "danger": N_("DANGER"), "blank": N_("BLANK"), "single": N_("HIT"),
         "double": N_("DOUBLE HIT")}


def shown_face(faces: list[str], face: str, progress: float) -> tuple[str, bool]:
    """The face on top at `progress` (0..1) of the step, and whether the die has landed."""
    if progress >= LAND_AT or not faces:
        return face, True
    turn = int(progress / LAND_AT * 9)  # nine tumbles, each on a real face of the die
    return faces[(turn * 7 + 3) % len(faces)], False


def _crosshair(surf: pygame.Surface, centre: tuple[int, int], r: int, colour) -> None:
    pygame.draw.circle(surf, colour, centre, r, max(2, r // 4))
    x, y = centre
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surf, colour, (x + dx * r // 2, y + dy * r // 2), (x + dx * (r + r // 2), y + dy * (r + r // 2)),
                         max(2, r // 4))


def face_surface(die: str, face: str, size: int) -> pygame.Surface:
    """The die with `face` up, upright, in a square of `size` pixels (its word in the installed language)."""
    return _face_surface(die, face, size, api.language())


@lru_cache(maxsize=64)
def _face_surface(die: str, face: str, size: int, language: str) -> pygame.Surface:
    """`face_surface`, cached per language."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    if die == "noise_die":
        body, ink = (236, 196, 92), (40, 28, 6)
        kite = [(c, 2), (size - 3, int(size * 0.42)), (c, size - 2), (3, int(size * 0.42))]
        pygame.draw.polygon(surf, body, kite)
        pygame.draw.polygon(surf, (30, 22, 6), kite, 3)
        pygame.draw.line(surf, (196, 156, 60), (3, int(size * 0.42)), (size - 3, int(size * 0.42)), 1)
    else:
        body, ink = (200, 56, 52), (250, 240, 236)
        pygame.draw.rect(surf, body, (2, 2, size - 4, size - 4), border_radius=size // 6)
        pygame.draw.rect(surf, (40, 10, 10), (2, 2, size - 4, size - 4), 3, border_radius=size // 6)
    centre = (c, int(size * 0.44))
    if face.isdigit():
        t = text(face, int(size * 0.46), ink, "bold")
        surf.blit(t, t.get_rect(center=centre))
        return surf
    if face == "danger":
        pygame.draw.polygon(surf, ink, [(c, int(size * 0.2)), (int(size * 0.7), int(size * 0.58)),
                                        (int(size * 0.3), int(size * 0.58))], 3)
        t = text("!", int(size * 0.24), ink, "bold")
        surf.blit(t, t.get_rect(center=(c, int(size * 0.46))))
    elif face == "silence":
        pygame.draw.circle(surf, ink, centre, int(size * 0.16), 3)
        pygame.draw.line(surf, ink, (c - int(size * 0.12), centre[1] + int(size * 0.12)),
                         (c + int(size * 0.12), centre[1] - int(size * 0.12)), 3)
    elif face == "single":
        _crosshair(surf, centre, int(size * 0.14), ink)
    elif face == "double":
        _crosshair(surf, (int(size * 0.32), centre[1]), int(size * 0.11), ink)
        _crosshair(surf, (int(size * 0.68), centre[1]), int(size * 0.11), ink)
    elif face != "blank":
        look = intruder_look(face)
        figure = sprite(look.shape, int(size * 0.56), (250, 240, 236))
        surf.blit(figure, figure.get_rect(center=(c, int(size * 0.4))))
    if die != "noise_die":  # the kite is too narrow: its word goes under the die (draw_roll)
        t = text(face_word(face), max(8, int(size * (0.13 if len(face_word(face)) < 8 else 0.1))), ink, "bold")
        surf.blit(t, t.get_rect(midbottom=(c, int(size * 0.92))))
    return surf


def face_word(face: str) -> str:
    """The word a face shows: "HIT", a kind's name in capitals, a number."""
    if face in WORDS:
        return _(WORDS[face])
    return _(intruder_look(face).name).upper() if not face.isdigit() else face


def draw_roll(surface: pygame.Surface, anchor: tuple[int, int], size: int, die: str, faces: list[str], face: str,
              progress: float) -> tuple[str, bool]:
    """The die for a roll at `progress`, its top centre at `anchor`; returns what it shows (face, landed)."""
    shown, landed = shown_face(faces, face, progress)
    image = face_surface(die, shown, size)
    x, y = anchor[0], anchor[1] + size // 2
    if not landed:
        t = progress / LAND_AT
        image = pygame.transform.rotate(image, (1 - t) * 540)
        x += int((1 - t) * size * 1.6 * math.cos(t * 9))
        y -= int(abs(math.sin(t * math.pi * 3)) * size * 0.5 * (1 - t))
    else:
        glow = pygame.Rect(0, 0, size + 12, size // 3)
        glow.center = (x, y + size // 2)
        pygame.draw.ellipse(surface, (0, 0, 0), glow)
    surface.blit(image, image.get_rect(center=(x, y)))
    if landed:
        pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(0, 0, size + 8, size + 8).move(x - size // 2 - 4,
                                                                                       y - size // 2 - 4), 2,
                         border_radius=size // 5)
        label = text(face_word(shown), max(10, size // 5), theme.TEXT, "bold")
        pill = label.get_rect(midtop=(x, y + size // 2 + 8)).inflate(12, 4)
        pygame.draw.rect(surface, (12, 14, 20), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.ACCENT, pill, 1, border_radius=pill.h // 2)
        surface.blit(label, label.get_rect(center=pill.center))
    return shown, landed
