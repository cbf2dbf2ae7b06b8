"""Normal bot: heuristics a careful player uses, with a reason in plain words for every action it takes.

It weighs the threat of Intruders and Fire, its wounds, its hand against Surprise Attacks (an Encounter's
danger number vs the cards in hand, PUB-ENC-02), progress toward its own Objective (PUB-OBJ-01..04) and
escape timing (pods PUB-POD-02/04, hibernation PUB-HIB-01/02); it helps or betrays only as its Objective
asks. `decide(view, rng)` sees only the View; `evaluate(state, seat)` (value.py) is the heuristic worth of a
full State for the Hard bot's search leaves. Both are fast: no search, only cached table look-ups and a
breadth-first search over the map's rooms. What the map and the species mean for a bot comes from their
plug-ins (engine/ai/knowledge.py).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai import paths, replies
from engine.ai.bots import BotMove
from engine.ai.goals import needs, plan
from engine.ai.heuristics import read
from engine.ai.scoring import context, score
from engine.ai.value import evaluate
from engine.bot_api import Choice, DecisionKind, View, _, describe, rng

__all__ = ["decide", "evaluate", "ranked_actions"]
JITTER = 1e-5  # tie-breaks between equal scores, drawn from the bot's own Rng (same seed, same play)


def decide(view: View, holder: rng.Rng, explain: bool = False) -> BotMove:
    """The move for the decision pending in `view`, which must be this view's seat's. Its reason says what the
    bot weighed for an action; with `explain`, for every other decision too (the Hard bot's log lines)."""
    d = view.decision
    if d is None or not d.options:
        raise ValueError(f"seat {view.seat} has no decision to take")
    if d.kind == DecisionKind.CHOOSE_ACTION and len(d.options) > 1 and view.seat != view.intruder_player:
        return choose_action(read(view), d.options, holder)
    choice, why = _reply(view)
    return BotMove(choice, why() if explain else "")


def _reply(view: View) -> tuple[Choice, Callable[[], str]]:
    """Every decision but a crew action: the choice, and how to say why (worked out only when asked)."""
    d = view.decision
    options = d.options
    if len(options) == 1:
        return options[0], lambda: _("takes the only option")
    r = read(view)
    if d.kind == DecisionKind.CHOOSE_ACTION:
        return replies.intruder_action(r, options), lambda: _("brings the Intruders to the weakest character")
    if d.kind == DecisionKind.PAY_CARDS:
        choice = replies.pay(r, options)
        return choice, lambda: replies.pay_reason(r, choice)
    if d.kind == DecisionKind.CHOOSE_DISCARD:
        choice = replies.discard(r, options)
        return choice, lambda: replies.discard_reason(r, choice)
    if d.kind == DecisionKind.CHOOSE_CHARACTER:
        choice = replies.character(options, r)
        return choice, lambda: replies.character_reason(r, choice, options)
    if d.kind == DecisionKind.CHOOSE_OBJECTIVE:
        choice = replies.objective(r, options)
        return choice, lambda: replies.objective_reason(r, choice, options)
    if d.kind == DecisionKind.CHOOSE_CORRIDOR:
        choice = _corridor(r, options)
        return choice, lambda: _("puts the Noise marker in {corridor}, away from where it is heading").format(
            corridor=choice.args[0])
    n = needs(r)
    if d.kind == DecisionKind.REACTION:
        choice, why = replies.reaction_with_reason(r, n, options)
        return choice, lambda: why
    choice = replies.option(r, n, d.rule, options)
    return choice, lambda: _("answers the {rule} step with the option it judges safest").format(rule=d.rule)


def choose_action(r, options: tuple[Choice, ...], holder: rng.Rng) -> BotMove:
    """The best-scoring action and its reason (scoring.py)."""
    n = needs(r)
    c = context(r, n, plan(r, n), options)
    best, best_score, why = options[0], float("-inf"), ""
    for o in options:
        s, reason = score(c, o)
        s += rng.below(holder, 1000) * JITTER
        if s > best_score:
            best, best_score, why = o, s, reason
    return BotMove(best, why or describe(best, r.view))  # a move the scores give no words for: what it does


def ranked_actions(view: View) -> list[Choice]:
    """The legal actions of a crew seat's choose_action decision, best-scoring first (the Hard bot's
    candidates); ties keep the options' order."""
    options = view.decision.options
    r = read(view)
    n = needs(r)
    c = context(r, n, plan(r, n), options)
    scored = [(score(c, o)[0], -k, o) for k, o in enumerate(options)]
    return [o for _s, _k, o in sorted(scored, key=lambda t: (t[0], t[1]), reverse=True)]


def _corridor(r, options: tuple[Choice, ...]) -> Choice:
    """Careful Movement's Noise marker (PUB-MOVE-06): away from where this character is heading, not into
    the shared Technical Corridor space, not next to other characters."""
    n = needs(r)
    goals = plan(r, n)
    target = goals[0].rooms if goals else frozenset()

    def value(o: Choice) -> float:
        if not o.args:  # "done": a card placing markers one corridor at a time may stop
            return 0.0
        corridor = o.args[0]
        if corridor == paths.TECH:
            return -5.0
        ends = [x for room in r.board.rooms for k, x in r.board.neighbours[room] if k == corridor]
        far = min((paths.distance(r.board, x, target, r.closed) for x in ends), default=0) if target else 0
        crowded = sum(len(r.others.get(x, ())) for x in ends)
        return min(far, 12) - 2.0 * crowded
    return max(options, key=lambda o: (value(o), o))
