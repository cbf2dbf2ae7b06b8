"""Right-click zoom over the board: the zoomed card or room is the only text in front; the board's hover
tooltip does not peek out from under the zoom."""

from __future__ import annotations

import pygame

from game import demo
from tests.game.conftest import click, frames, open_board


def test_the_board_tooltip_does_not_show_under_a_zoomed_card(app):
    board = open_board(app, demo.mid_game(seed=3))
    card = board.hand_rects[0]
    card = card[0] if isinstance(card, tuple) else card
    click(app, card.center, button=3)
    assert app.stack.top.name == "zoom"
    frames(app, 1)
    hovered = app.surface.copy()
    empty = next((x, 700) for x in range(1279, 0, -5) if board.hits.at((x, 700)) is None)
    board.mouse = empty  # the same zoom, with the mouse where the board has nothing to explain
    frames(app, 1)
    assert pygame.image.tobytes(hovered, "RGB") == pygame.image.tobytes(app.surface, "RGB")
