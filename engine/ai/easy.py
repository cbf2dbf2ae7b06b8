"""Easy bot: uniform choice among the legal options (placeholder until the weighted Easy bot lands)."""

from __future__ import annotations

from engine import rng
from engine.decisions import Choice
from engine.views import View


def choose(view: View, holder: rng.Rng) -> Choice:
    options = view.decision.options if view.decision else ()
    return options[rng.below(holder, len(options))]


def decide(view: View, holder: rng.Rng):
    from engine.ai.bots import BotMove

    return BotMove(choose(view, holder))
