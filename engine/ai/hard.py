"""Hard bot: information-set Monte Carlo search over determinised states, one decision deep, with paired playouts.

For each decision of its own that matters (choose_action, choose_objective, reaction, choose_option with 2+
options) the Hard bot weighs a few candidate moves: the rollout policy's (Normal's) move and Normal's next best
scored actions (`CANDIDATES` in all). Each iteration draws one determinisation, a full `State` consistent with
the bot's `View` (`engine.ai.determinize.determinize`: bag, deck orders, face-down rooms and tokens, the others'
Objectives and unscanned Contamination resampled), and plays *every* candidate from it with the same dice and
the same bot seeds (common random numbers): the candidates are compared on the same luck, so a small real
difference shows through the noise of the dice. A playout lets Normal play every seat to the end of the Turn
(its Event phase included), or to the end of the game once the ship is near its end (`ENDGAME_TURNS` Turns
left on the Time track or the Self-Destruct track), where the playouts are short and the result is exact;
the leaf is `value.evaluate` (a win model fitted to Normal self-play) or the game's result.

The answer is the policy's move unless another candidate beats it on the paired playouts by `MARGIN` plus
`CONFIDENCE` standard errors of the paired difference (the best such candidate then): a few hundred playouts
are noisy, and deferring to Normal where they cannot tell the moves apart keeps what a short horizon cannot
see. A determinisation the rules cannot play on (an engine error inside it) is skipped and counted in
`SearchResult.failures`.

The budget is a playout count (`ITERATIONS`), never wall-clock time, so the same seed gives the same play.
The bot reads only its `View`: the determiniser turns the view into states, the search never sees the real one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.ai import easy
from engine.ai.bots import BotMove
from engine.ai.knowledge import species_knowledge
from engine.api import apply, view
from engine.bot_api import Choice, DecisionKind, IllegalChoice, State, View, _, cat, clone, describe, opt, rng

# One decision takes <= 2 s at p95 on the 2-core reference machine with this count (bench/ai.py measures it).
ITERATIONS = 200  # playouts per decision, shared among the candidates
CANDIDATES = 4  # moves weighed: the policy's and its next best
ROLLOUT_DECISIONS = 400  # simulated decisions per playout at most (a safety net: the horizon comes first)
STEP_BUDGET = 6_000  # simulated decisions per search (~1.5 s): no new determinisation once they are spent
ENDGAME_TURNS = 2  # from this many Turns left on the Time track, playouts run to the end of the game
CONFIDENCE = 2.0  # standard errors of the paired difference by which a move must beat the policy's move
MARGIN = 0.005  # and by this much at least (on the win-model scale, a win = 1)
MIN_PAIRS = 8  # determinisations needed before any move may replace the policy's move
VAR_FLOOR = 1e-6  # smallest per-pair variance assumed: equal playouts prove a tie, not a gain
HARD = "Hard bot: "  # the tag a Hard bot's reason starts with (English: the frontend drops it, names the seat's bot)
SEARCHED = frozenset({"choose_action", "choose_objective", "reaction", "choose_option"})
# Terminal rewards, on value.evaluate's scale: only a win counts in Nemesis, surviving a little.
WIN, SURVIVED, LOST = 1.0, 0.15, 0.0

Sampler = Callable[[View, rng.Rng], State]
Policy = Callable[[View, rng.Rng], Choice]
Evaluator = Callable[[State, int], float]


@dataclass
class SearchResult:
    """What a search found: the chosen move, its mean reward, and per-candidate statistics (for tests and logs)."""

    choice: Choice
    score: float
    iterations: int  # playouts run (every determinisation played with every candidate)
    failures: int = 0  # determinisations that could not run
    stats: dict[Choice, tuple[int, float]] = field(default_factory=dict)  # choice -> (playouts, mean reward)


def decide(view: View, holder: rng.Rng, iterations: int | None = None, sampler: Sampler | None = None) -> BotMove:
    """The Hard bot's move for the decision pending in `view` (this view's seat's)."""
    decision = view.decision
    options = decision.options if decision else ()
    if not options:
        raise ValueError("the Hard bot was asked without a decision pending for its seat")
    if len(options) == 1:
        return BotMove(options[0], HARD + _("{option}, the only legal move").format(option=describe(options[0])))
    if decision.kind not in SEARCHED or view.seat == view.intruder_player:  # the leaf value is the crew's
        return _policy_move(view, holder)
    result = search(view, holder, ITERATIONS if iterations is None else iterations, sampler)
    if result.iterations == 0:
        move = _policy_move(view, holder)
        return BotMove(move.choice, _("{reason} (no playout could run)").format(reason=move.reason))
    return BotMove(result.choice, HARD + _("{n} playouts, {option} scores {score}").format(
        n=result.iterations, option=describe(result.choice), score=f"{result.score:.2f}"))


def search(view: View, holder: rng.Rng, iterations: int, sampler: Sampler | None = None,
           policy: Policy | None = None, evaluate: Evaluator | None = None) -> SearchResult:
    """Weigh the candidates for the decision pending in `view` on `iterations` playouts in all, and pick the
    answer (`_answer`). `sampler`, `policy` and `evaluate` default to the determiniser, Normal's moves and
    `value.evaluate`."""
    sampler = sampler or default_sampler()
    policy = policy or rollout_policy()
    evaluate = evaluate or evaluator()
    seat = view.seat
    legal = view.decision.options
    prior = policy(view, holder)
    cands = candidates(view, prior)
    rewards: dict[Choice, list[float]] = {c: [] for c in cands}
    done = failures = spent = 0
    for _i in range(max(1, iterations // len(cands))):
        if spent >= STEP_BUDGET:  # long playouts (the endgame): fewer of them, in the same time
            break
        try:
            state = sampler(view, holder)
            if state.pending is None or state.pending.seat != seat:
                raise ValueError("the determinisation does not ask this seat")
            dice = rng.below(holder, 1 << 62)  # fresh dice for this determinisation, the same for every candidate
            row = [_playout(state, c, seat, view.turn, dice, policy, evaluate) for c in cands]
        except (IllegalChoice, LookupError, ValueError):  # a view it cannot fill, or rules it cannot play on
            failures += 1
            continue
        for c, (reward, steps) in zip(cands, row, strict=True):
            rewards[c].append(reward)
            spent += steps
        done += 1
    if not done:
        return SearchResult(prior if prior in legal else legal[0], 0.0, 0, failures)
    best = _answer(rewards, prior)
    stats = {c: (len(r), sum(r) / len(r)) for c, r in rewards.items()}
    return SearchResult(best, stats[best][1], done * len(cands), failures, stats)


def candidates(view: View, prior: Choice) -> list[Choice]:
    """The policy's move first, then Normal's next best actions (or the other options in order), `CANDIDATES`
    in all."""
    options = view.decision.options
    ranked: list[Choice] = list(options)
    if view.decision.kind == DecisionKind.CHOOSE_ACTION:
        try:
            from engine.ai import normal
        except ImportError:
            pass
        else:
            ranked = normal.ranked_actions(view)
    return [prior, *[o for o in ranked if o != prior]][:CANDIDATES]


def _answer(rewards: dict[Choice, list[float]], prior: Choice) -> Choice:
    """The policy's move, unless a candidate beats it on the paired playouts by `MARGIN` + `CONFIDENCE`
    standard errors (the largest such gain wins)."""
    base = rewards[prior]
    n = len(base)
    if n < MIN_PAIRS:
        return prior
    best, best_gain = prior, 0.0
    for choice, values in rewards.items():
        if choice == prior:
            continue
        diffs = [a - b for a, b in zip(values, base, strict=True)]
        gain = sum(diffs) / n
        var = sum((d - gain) ** 2 for d in diffs) / (n - 1)
        if gain > MARGIN + CONFIDENCE * math.sqrt(max(var, VAR_FLOOR) / n) and gain > best_gain:
            best, best_gain = choice, gain
    return best


def _playout(start: State, choice: Choice, seat: int, turn: int, dice: int, policy: Policy,
             evaluate: Evaluator) -> tuple[float, int]:
    """Play `choice` in a copy of `start`, then the policy for every seat up to the horizon; the leaf's reward
    and the decisions simulated. The policy's random draws are seeded by (dice, decision number), so the
    candidates share their luck."""
    state = clone(start, keep_log=True)
    state.rng = rng.seed_state(dice)
    endgame = _endgame(state)
    apply(state, choice)
    steps = 0
    while not (state.over or state.pending is None or steps >= ROLLOUT_DECISIONS
               or (state.turn > turn and not endgame)):
        pending = state.pending
        if len(pending.options) == 1:  # a forced step: no view, no policy
            apply(state, pending.options[0])
        else:
            holder = rng.Rng(dice ^ (state.decisions * 0x9E3779B1))
            apply(state, policy(view(state, pending.seat, log_from=len(state.log)), holder))
        steps += 1
    return _reward(state, seat, evaluate), steps


def _endgame(state: State) -> bool:
    """Near the end of the game (the end of the Time track, PUB-END-01, or a countdown the map runs, such as
    the ship's Self-Destruct) a playout to the end is short and exact."""
    from engine.ai.knowledge import map_knowledge

    left = int(opt(state, "time_track_length")) - state.time
    countdown = map_knowledge(state).countdown_left(state)
    if countdown is not None:
        left = min(left, countdown)
    return left <= ENDGAME_TURNS


def _reward(state: State, seat: int, evaluate: Evaluator) -> float:
    if state.over:
        result = next((r for r in state.results if r.seat == seat), None)
        if result is None:
            return SURVIVED if state.characters[seat].status in cat(state).options["survived_statuses"] else LOST
        return WIN if result.won else SURVIVED if result.survived else LOST
    return min(1.0, max(0.0, float(evaluate(state, seat))))


# --- the parts other modules provide (looked up late, so the search runs before they all exist) -----------------


def default_sampler() -> Sampler:
    from engine.ai import determinize

    return determinize.determinize


def rollout_policy() -> Policy:
    try:
        from engine.ai import normal
    except ImportError:
        return easy.choose

    def choose(v: View, holder: rng.Rng) -> Choice:
        return normal.decide(v, holder).choice

    return choose


def evaluator() -> Evaluator:
    try:
        from engine.ai import value
    except ImportError:
        return _plain_evaluate
    return value.evaluate


def _policy_move(v: View, holder: rng.Rng) -> BotMove:
    try:
        from engine.ai import normal
    except ImportError:
        move = easy.decide(v, holder)
        return BotMove(move.choice, HARD + _("{option}, weighted as the Easy bot weighs it").format(
            option=describe(move.choice)))
    move = normal.decide(v, holder, explain=True)
    reason = move.reason.removeprefix("Normal bot:").strip()
    return BotMove(move.choice, HARD + reason if reason else HARD + _(
        "{option}, by the Normal bot's rules (no search for this decision)").format(option=describe(move.choice)))


def _plain_evaluate(state: State, seat: int) -> float:
    """A stand-in for `value.evaluate` while it is missing: alive and unhurt, away from Intruders, is good."""
    ch = state.characters[seat]
    if ch.status == "dead":
        return 0.0
    if ch.status in cat(state).options["survived_statuses"]:
        return 0.8
    score = 0.6 - 0.05 * ch.light_wounds - 0.12 * len(ch.serious)
    score -= 0.05 * species_knowledge(state).carrying(state, seat)
    score -= 0.1 * sum(1 for i in state.intruders if i.room == ch.room)
    score -= 0.05 * (ch.room in state.fire)
    return score
