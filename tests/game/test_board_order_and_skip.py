"""The words and the flow: the first window fills most of the screen, the option list reads the way a player
thinks (moving and fighting first, cards in hand order, Pass last) and number keys pick what is shown, and
Space skips the whole playback up to the next human decision."""

from __future__ import annotations

import pygame
import pytest

from engine import api
from game import demo
from game.app import AppContext, first_window_size
from tests.game.conftest import frames, key, open_board


@pytest.mark.rule("PUB-SETUP-01")
def test_the_first_window_fills_most_of_the_screen_it_opens_on(tmp_path, monkeypatch):
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    pygame.init()
    try:
        app = AppContext()
        assert app.size == first_window_size([(2560, 1440)])
        assert app.size[0] >= 0.85 * 2560 and app.size[1] >= 0.8 * 1440
    finally:
        pygame.quit()


@pytest.mark.rule("PUB-ROUND-04")
def test_options_list_moves_and_fights_first_cards_in_hand_order_and_pass_last(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    view = board.view()
    kinds = [o.kind for o in board.listed(view)]
    assert kinds[-1] == "pass"
    assert kinds.index("move") < kinds.index("card") and kinds.index("shoot") < kinds.index("card")
    hand = next(c for c in view.characters if c.seat == view.seat).hand
    played = [o.args[0] for o in board.listed(view) if o.kind == "card"]
    assert played == sorted(played, key=hand.index)


@pytest.mark.rule("PUB-ROUND-04")
def test_number_keys_pick_the_option_shown_under_that_number(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    shown = board.listed(board.view())
    before = len(session.choices)
    key(app, pygame.K_3)
    assert session.choices[before] == shown[2]


def play_until_a_bot_is_on(app, board, session) -> None:
    """The human answers with the safe choice (Pass, Decline...) until a bot's turn starts playing back."""
    for _ in range(3000):
        frames(app)
        if session.feed or board.playback.active or session.thinking:
            if not session.is_human(session.pending_seat):
                return
        elif session.is_human(session.pending_seat):
            options = session.state.pending.options
            board.submit(next((o for o in options if o.kind in ("pass", "decline", "done", "keep")), options[0]))
    raise AssertionError("no bot turn came")


@pytest.mark.rule("PUB-ROUND-04")
def test_space_skips_the_whole_playback_until_a_human_decides(app):
    app.settings.animation_speed = 1.0
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    play_until_a_bot_is_on(app, board, session)
    key(app, pygame.K_SPACE)
    played_back = 0
    for _ in range(3000):
        frames(app)
        played_back += board.playback.active
        if session.is_human(session.pending_seat) and not session.feed and not session.thinking:
            break
    assert session.is_human(session.pending_seat) or session.over
    assert played_back == 0


@pytest.mark.rule("PUB-ROUND-04")
def test_a_turns_options_are_grouped_under_headings_in_the_order_a_player_thinks():
    from game.board.option_order import group_of, in_player_order

    options = [api.Choice("pass"), api.Choice("card", ("soldier_demolition", "malfunction")),
               api.Choice("drop", ("medkit_1",)), api.Choice("melee", ("6",)), api.Choice("move", ("R07", "K05"))]
    headings = []
    for option in in_player_order(options, ("soldier_demolition",)):
        if group_of(option) not in headings:
            headings.append(group_of(option))
    assert headings == ["Move", "Fight", "Action cards", "Free actions", "End your round"]
