"""What the crew bots know of the 2018 prototype rules (engine/ai/knowledge.py RulesetKnowledge): an Encounter
brings a Panic check instead of a Surprise Attack (D5, BASE-PANIC-01..06), a burning room gives a Serious Wound
(D10, BASE-FIRE-02), and the Alternative Objective (D14) is kept for a hopeless Objective.

Imported by the bots only (the plug-in names this module in `Plugin.bot`). Values are the Normal bot's judgement
in wound units (engine/ai/heuristics.py)."""

from __future__ import annotations

from engine.ai.heuristics import _encounter_harm, _supply, wounds
from engine.ai.knowledge import RulesetKnowledge
from engine.content.catalog import load_catalog
from engine.i18n import N_, _
from engine.rulesets.prototype.content import ID, PanicCard
from engine.rulesets.prototype.state import proto_view

PANIC_HARM = 0.8  # a failed Panic check: a Light Wound, lost cards or Ammo, a Noise roll… in wound units
NO_PANIC = 99  # a hand no Intruder token beats: the published Surprise Attack never comes


def _panic_cards(view) -> tuple[PanicCard, ...]:
    cfg = view.config
    c = load_catalog(str(cfg.get("ruleset")), str(cfg.get("map")), str(cfg.get("exploration_mix", "") or ""),
                     str(cfg.get("species")))
    return tuple(c.ext[ID]["panic"].values())


def panic_p(r, hand: int) -> float:
    """P(a Panic check fails) with `hand` cards: always with a Panic token, else the share of the deck whose
    difficulty beats the hand (BASE-PANIC-01/03)."""
    part = proto_view(r.view)
    if r.view.seat < len(part.panic) and part.panic[r.view.seat]:
        return 1.0
    cards = _panic_cards(r.view)
    total = sum(c.copies for c in cards)
    return sum(c.copies for c in cards if c.difficulty > hand) / total if total else 0.0


def encounter_harm(r, hand: int) -> float:
    """The Intruder's fight that follows, plus the Panic card's harm when the check fails."""
    fight = _encounter_harm(r.board, r.species, _supply(r.view), NO_PANIC, min(r.serious, 3),
                            min(r.me.light_wounds, 2))
    return fight + panic_p(r, hand) * PANIC_HARM


def burn(r) -> float:
    """A Serious Wound in the Event phase for a character still in a burning room (BASE-FIRE-02)."""
    return wounds(min(r.serious, 3), min(r.me.light_wounds, 2), add_serious=1) + 0.5


def alt_objective(c, args) -> tuple[float, str]:
    """Normal keeps the Objective it chose with care at setup; an Alternative card is a blind draw."""
    return -0.5, _("keeps its Objective rather than draw blind")


# D1-D2: a player's whole turn is one Player phase and the draw only refills to 6: passing on a full hand gives up
# the turn's actions for nothing
IDLE_FULL_HAND = 0.15

KNOWLEDGE = RulesetKnowledge(encounter_harm=encounter_harm, burn=burn, shield=N_("panic"), idle_full_hand=IDLE_FULL_HAND,
                             action_scores={"alt_objective": alt_objective})
