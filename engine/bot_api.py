"""The engine's door for its bots (engine/ai/): everything the Easy, Normal and Hard bots and the plug-ins' bot
knowledge may use, in one place. The frontend and the saves use engine/api.py; the bots use this, which is
engine.api plus what a bot needs to think: the state's types and copies for its searches, the catalog, the
random numbers it is seeded with, and the rules' own answers to "what could I do here" (legal actions, what a
card can pay, what a reaction could play), so a bot never predicts them differently from the rules.

Nothing in the engine imports the bots (tests/test_architecture.py).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.api import (  # noqa: F401  (re-exported for the bots)
    N_,
    Choice,
    Decision,
    DecisionKind,
    IllegalChoice,
    LogEntry,
    State,
    View,
    _,
    apply,
    bot_view,
    clone,
    describe,
    ngettext,
    view,
)
from engine.catalog import cat, item_card, opt
from engine.content.catalog import load_catalog
from engine.content.loader import Catalog, Weapon
from engine.effects import marker_supply  # noqa: F401  (re-exported for the bots)
from engine.naming import indefinite  # noqa: F401  (re-exported for the bots: "an Enviro-Suit" in a reason)
from engine.rng import Rng, below
from engine.rules.actions import legal_actions, payable
from engine.rules.item_hands import SEARCH_DECKS
from engine.rules.item_trade import trade_moves
from engine.rules.objectives import item_cards, kept_objectives, objective_met, only_survivor
from engine.rules.reactions import ARMOR, reaction_cards
from engine.rules.setup import objective_deck, objective_layout
from engine.rules.turn import shown_card
from engine.state import Character, Intruder, Task
from engine.views import TRADE_STEPS, CharacterView, IntruderView

__all__ = [
    "ARMOR", "SEARCH_DECKS", "TRADE_STEPS", "Catalog", "Character", "CharacterView", "Choice", "Decision",
    "DecisionKind", "IllegalChoice", "Intruder", "IntruderView", "LogEntry", "Rng", "State", "Task", "View",
    "Weapon", "apply", "below", "bot_view", "cat", "clone", "describe", "hooks", "indefinite", "item_card",
    "item_cards",
    "kept_objectives", "legal_actions", "load_catalog", "objective_deck", "objective_layout", "objective_met",
    "only_survivor", "opt", "payable",
    "reaction_cards", "rng", "shown_card", "trade_moves", "view",
]
