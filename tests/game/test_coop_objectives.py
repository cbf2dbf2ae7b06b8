"""Co-op on the board: every drawn Objective is public and the group wins only if all are met, so each
character's panel names its Objective; in the semi-cooperative game the other players' stay secret. With the
optional Intruder player, that seat's panel says it plays the Intruders and how many cards it holds."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots
from game.board import panels
from game.labels import Names
from game.session import HUMAN, Session
from tests.game.conftest import open_board


def first_turn(mode: str) -> Session:
    """Three seats (you and two bots) played by bots up to your first action."""
    session = Session({"seats": 3, "seed": 5, "mode": mode}, [HUMAN, "bot:normal", "bot:normal"])
    state = session.state
    while not (state.turn >= 1 and state.pending.seat == 0 and state.pending.kind == "choose_action"):
        session.submit(bots.bot_move("normal", api.bot_view(state, state.pending.seat), 5).choice)
    session.feed.clear()
    return session


def drawn_words(app, monkeypatch, session) -> list[str]:
    """Every string the character panels draw on the board."""
    drawn: list[str] = []
    real = panels.text

    def record(words, *args, **kwargs):
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(panels, "text", record)
    open_board(app, session)
    return drawn


@pytest.mark.rule("PUB-COOP-06")
def test_in_co_op_each_panel_names_its_characters_objective(app, monkeypatch):
    session = first_turn("coop")
    objectives = session.state.objectives
    drawn = drawn_words(app, monkeypatch, session)
    names = Names(session.config)
    for seat in (1, 2):
        (objective,) = objectives[str(seat)]
        assert f"Objective: {names.name(objective)}" in drawn


@pytest.mark.rule("PUB-SETUP-16")
def test_in_the_semi_cooperative_game_the_panels_keep_objectives_secret(app, monkeypatch):
    drawn = drawn_words(app, monkeypatch, first_turn("normal"))
    assert not any(words.startswith("Objective:") for words in drawn)


@pytest.mark.rule("PUB-IPLAYER-01")
def test_the_intruder_players_panel_says_so_and_counts_their_intruder_cards(app, monkeypatch):
    session = first_turn("normal")
    session.state.intruder_player = 2
    session.state.ip_hand = list(session.state.ip_deck[:3]) or ["a", "b", "c"]
    drawn = drawn_words(app, monkeypatch, session)
    assert "Intruder player · 3 cards in hand" in drawn
