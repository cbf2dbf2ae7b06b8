"""The words of the Aftermath line's own log kinds and choices (engine/log_templates.py says how a template reads;
engine/choice_text.py how a choice reads)."""

from __future__ import annotations

from engine.choice_text import seat
from engine.crews.aftermath.content import load_line
from engine.i18n import _

TEMPLATES = {
    "aft_netted": "{seat} throws a net over {intruder}, which Retreats",
    "aft_requisition": "{seat} requisitions the top {deck} Item card",
    "aft_sealed": "{seat} seals every door of {room}",
    "aft_lured": "{seat} lures {intruder} in with the Tracking Beacon",
    "aft_contracts_beside": "{seat} lays the two Bounty Hunter Objective cards beside the board",
    "aft_quest_drawn": "{seat} draws {count} of its {total} Quest Items at random, face down; "
                       "the rest go back to the box unseen",
    "aft_quest_drawn_own": "{seat} draws {item:the card} as the Quest Item",
    "aft_contract_taken": "{seat} takes on a contract in secret",
    "aft_contract_taken_own": "{seat} takes on {contract}",
    "aft_mark_named": "{seat} names {other:seat} as the mark",
    "aft_kills": "{seat} has {total:#kill} towards the bounty",
    "aft_contract_revealed": ("{seat} reveals {contract} (the mark: {other:seat}): {result}",
                              "{seat} reveals {contract}: {result}"),
}


def _words() -> dict[str, str]:
    """Names of the line's ids no catalog names: the contracts, and how a contract ended."""
    contracts = load_line().contracts
    return {**{c.id: c.name for c in contracts.values()}, "met": "met", "not_met": "not met"}


WORDS = _words()


def _contract(args: tuple[str, ...], k) -> str:
    card = load_line().contracts.get(args[0])
    if card is None:
        return _("Take on {contract}").format(contract=args[0])
    return _("Take on {contract}: {text}").format(contract=_(card.name), text=_(card.text))


CHOICES = {
    "contract": _contract,
    "mark": lambda a, k: _("Name {seat} as your mark").format(seat=seat(a[0])),
}
