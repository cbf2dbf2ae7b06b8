"""A seeded mid-game for the self-test, the screenshots and the frame benchmark: bots play a game until it has
Intruders on board (and, if the seed allows, Fire), stopping at a decision of the human seat 0."""

from __future__ import annotations

from engine import api
from engine.ai import bots
from game.session import HUMAN, Session


def mid_game(seed: int = 11, seats: int = 3, min_turn: int = 4, want_fire: bool = True,
             max_decisions: int = 4000, config: dict | None = None, ready=None) -> Session:
    """`config` adds settings (another species); `ready(state)` says when the board shows enough."""
    players = [HUMAN] + ["bot:normal"] * (seats - 1)
    session = Session({"seats": seats, "seed": seed, **(config or {})}, players)
    state = session.state
    while state.pending is not None and state.decisions < max_decisions:
        enough = ready(state) if ready else state.intruders and (state.fire or not want_fire)
        if state.turn >= min_turn and enough and state.pending.seat == 0 and state.pending.kind == "choose_action":
            break
        seat = state.pending.seat
        move = bots.bot_move("normal", api.bot_view(state, seat), seed)
        session.submit(move.choice)
    session.feed.clear()
    session.undo_stack.clear()
    return session


def finished_game(seed: int = 5, seats: int = 3) -> Session:
    """A game played to its end by bots (for the game-over scene)."""
    session = Session({"seats": seats, "seed": seed}, ["bot:easy"] * seats)
    state = session.state
    while state.pending is not None and state.decisions < 50_000:
        seat = state.pending.seat
        session.submit(bots.bot_move("easy", api.bot_view(state, seat), seed).choice)
    session.feed.clear()
    return session
