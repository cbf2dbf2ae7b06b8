"""The crew bots behind one door: `bot_move(level, view, seed)` (or `choose(level, view, rng)`) -> `BotMove`,
a legal choice and its reason. The frontend and the headless runner ask the bots here; the engine never
imports them (the bots stand on the engine, not the other way round).

Bots see only `view(state, seat)` (DESIGN: AI). Levels: "easy" (weighted random with simple preferences),
"normal" (heuristics), "hard" (information-set MCTS over determinised states). Every level is seeded by the
caller's `Rng`, so the same game seed gives the same bot play.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.bot_api import Choice, Rng, View

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class BotMove:
    choice: Choice
    reason: str = ""  # plain words for the log, e.g. "retreats from the Adult, hand too small for a fight"


def seeded_rng(seed: int, seat: int, decision: int) -> Rng:
    """Bots are seeded from (game seed, seat, decision number), so a resumed game plays on identically."""
    return Rng(seed * 1_000_003 + seat * 100_003 + decision)


def bot_move(level: str, view: View, seed: int) -> BotMove:
    """A bot's answer to the decision pending in its view (the engine's `api.bot_view`), seeded from the game
    seed, the seat and the decision number, so a resumed game plays on identically."""
    return choose(level, view, seeded_rng(int(seed), view.seat, view.decisions))


def choose(level: str, view: View, holder: Rng) -> BotMove:
    """The move of a `level` bot for the decision pending in `view` (it must be this view's seat's)."""
    if level == "easy":
        from engine.ai import easy

        return easy.decide(view, holder)
    if level == "normal":
        from engine.ai import normal

        return normal.decide(view, holder)
    if level == "hard":
        from engine.ai import hard

        return hard.decide(view, holder)
    raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})")
