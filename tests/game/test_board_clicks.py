"""The board turns clicks into the engine's choices: a room to move to, a card to pay, a numbered option."""

from __future__ import annotations

import pygame
import pytest

from game import demo
from tests.game.conftest import click, frames, key, open_board


@pytest.mark.rule("PUB-MOVE-01", "PUB-ACT-02")
def test_clicking_a_highlighted_room_then_a_card_moves_the_character(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    move = next(o for o in session.state.pending.options if o.kind == "move")
    target = move.args[0]
    click(app, board.layout.room_rect(target).center)
    if board.popup is not None:  # several options live in that room: the popup lists them
        rect, opts = board.popup
        i = opts.index(move)
        click(app, (rect.x + 10, rect.y + 4 + i * board._popup_row() + 5))
    assert session.choices[-1] == move
    assert session.state.pending.kind == "pay_cards"
    me = session.state.characters[0]
    card = session.state.pending.options[0].args[0]
    frames(app, 2)
    rect = board.hits.rect_of(("card", card))
    made = len(session.choices)
    click(app, rect.center)
    assert session.choices[made].kind == "pay" and session.choices[made].args == (card,)
    session.wait_bot()  # another character in the room may consider an Interruption first
    assert me.room == target or me.status != "aboard"


@pytest.mark.rule("PUB-ROUND-04")
def test_number_key_picks_the_listed_option(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    first = board.listed(board.view())[0]
    made = len(session.choices)
    key(app, pygame.K_1)
    assert session.choices[made] == first
