"""The Intruder player sees their own Intruder cards in the hand strip, with their text, and a click on one
offers what it can do (PUB-IPLAYER-02); nobody else's strip shows them."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots
from game.labels import Names
from game.session import HUMAN, Session
from tests.game.conftest import click, open_board


def intruder_players_turn(seed: int = 1) -> Session:
    """A 3-seat game with the Intruder player, stopped where that seat (played by a human) must play a card."""
    config = {"seats": 3, "seed": seed, "intruder_player": 1}
    state = api.new_game(config)
    while not (state.intruder_player >= 0 and state.pending.seat == state.intruder_player
               and any(o.args[:1] and o.args[0] in state.ip_hand for o in state.pending.options)):
        api.apply(state, bots.bot_move("easy", api.bot_view(state, state.pending.seat), seed).choice)
    players = ["bot:easy"] * 3
    players[state.intruder_player] = HUMAN
    return Session(config, players, state=state)


@pytest.mark.rule("PUB-IPLAYER-02")
def test_the_intruder_player_sees_their_cards_and_a_click_offers_what_one_does(app):
    session = intruder_players_turn()
    hand = list(session.state.ip_hand)
    board = open_board(app, session)

    shown = {key[1]: tip for _rect, key, tip in board.hits.rects if key[0] == "ipcard"}
    assert set(shown) == set(hand)
    names = Names(session.config)
    assert all(names.text_of(c) and tip == f"{names.name(c)}: {names.text_of(c)}" for c, tip in shown.items())

    card = next(c for c in hand if any(o.args[:1] == (c,) for o in session.state.pending.options))
    plays = [o for o in session.state.pending.options if o.args[:1] == (card,)]
    decisions = session.state.decisions
    click(app, board.hits.rect_of(("ipcard", card)).center)
    if len(plays) == 1:
        assert session.state.decisions > decisions
    else:
        assert board.popup is not None and board.popup[1] == plays


@pytest.mark.rule("PUB-IPLAYER-02")
def test_no_other_seat_sees_the_intruder_cards(app):
    session = intruder_players_turn()
    other = next(s for s in range(3) if s != session.state.intruder_player)
    view = api.view(session.state, other)
    assert view.ip_hand == () and view.ip_hand_size == len(session.state.ip_hand)


@pytest.mark.rule("PUB-IPLAYER-01", "PUB-IPLAYER-02")
def test_the_decision_box_says_the_intruder_player_is_to_play_a_card(app, monkeypatch):
    from game.board import sidebar

    drawn: list[str] = []
    real = sidebar.text
    monkeypatch.setattr(sidebar, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1])
    open_board(app, intruder_players_turn())
    assert "Your move as the Intruder player" in drawn
    assert "Play an Intruder card (or pass) (PUB-IPLAYER-02)" in drawn
