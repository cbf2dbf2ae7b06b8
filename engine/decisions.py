"""Decisions and choices: the one pending question the engine asks, and the answers it accepts.

A `Choice` is a frozen, hashable value (kind + string arguments), never a list index, so bots can key
search trees by it across determinisations and the UI can map it to a place on the board.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec


class DecisionKind(StrEnum):
    CHOOSE_ACTION = "choose_action"
    PAY_CARDS = "pay_cards"
    CHOOSE_CORRIDOR = "choose_corridor"
    CHOOSE_DISCARD = "choose_discard"
    CHOOSE_CHARACTER = "choose_character"
    CHOOSE_OBJECTIVE = "choose_objective"  # keep one of two Objectives (PUB-OBJ-03)
    CHOOSE_OPTION = "choose_option"  # a step inside an action: which card to keep, which door, ...
    REACTION = "reaction"  # use a reaction card out of turn, or decline (PUB-ACT-11)


class Choice(msgspec.Struct, frozen=True, array_like=True, order=True):
    """One answer: `kind` plus string arguments, e.g. Choice("move", ("R05",))."""

    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(self.args)})" if self.args else self.kind


class Decision(msgspec.Struct, array_like=True):
    """The pending question: who answers, what kind, the legal options, and where the flow resumes."""

    seat: int
    kind: str
    options: tuple[Choice, ...]
    rule: str
    resume: str
    ctx: tuple[str, ...] = ()


class IllegalChoice(ValueError):
    """Raised by `apply` for a choice that is not among the pending options; the state is unchanged."""
