"""Hard bot: single-observer information-set Monte Carlo tree search (ISMCTS) over determinised states.

The method is the SO-ISMCTS of Cowling, Powley & Whitehouse (2012), written for this engine:

* every iteration draws one determinisation, a full `State` consistent with the bot's `View`
  (`engine.ai.determinize.determinize`: bag, deck orders, face-down rooms and tokens, the others' objectives
  and unscanned contamination resampled), and gives it fresh dice;
* the tree holds only this seat's own decisions that matter (choose_action, choose_objective, reaction,
  choose_option with 2+ options), keyed by `Choice`, so one tree gathers statistics across determinisations;
  the other seats' decisions, this seat's small ones (pay_cards, discards, corridors) and chance are played
  inside the determinised simulation by the rollout policy (Normal, or Easy while Normal is missing);
* selection is UCB1 with availability counts: a child's exploration term uses how often it was *legal*
  when its parent was visited, not the parent's visits (options differ between determinisations); the
  rollout policy's own move at a node is expanded first and gets a fading bonus (progressive bias), so a
  small budget refines Normal's play instead of spreading thin over every option;
* a playout runs until the end of the current Turn (its Event phase included) or `ROLLOUT_DECISIONS`
  simulated decisions, and backs up the game result if the game ended, else `normal.evaluate(state, seat)`;
* the answer is the policy's move unless another move's mean beats it by `MARGIN` plus `CONFIDENCE`
  standard errors (the best such move then); a short horizon and a few hundred playouts cannot see what Normal's heuristics weigh
  (a weapon kept for later, an item), so Hard overrules Normal only where the playouts clearly disagree.
  A determinisation the rules cannot play on (an engine error inside it) is skipped and counted in
  `SearchResult.failures`.

The budget is an iteration count (`ITERATIONS`), never wall-clock time, so the same seed gives the same play.
The bot reads only its `View`: the determiniser turns the view into states, the search never sees the real one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from engine import rng
from engine.ai import easy
from engine.ai.bots import BotMove
from engine.api import apply, view
from engine.decisions import Choice, IllegalChoice
from engine.logtext import describe
from engine.state import State
from engine.views import View

# One decision takes <= 2 s at p95 on the 2-core reference machine with this count (bench/ai.py measures it).
ITERATIONS = 200
ROLLOUT_DECISIONS = 60  # simulated decisions per playout at most (the end of the Turn usually comes first)
UCB_C = 0.7  # exploration constant for rewards in [0, 1]
PRIOR_BIAS = 0.3  # progressive bias toward the policy's (Normal's) move: PRIOR_BIAS / (visits + 1)
CONFIDENCE = 2.0  # standard errors by which a move must beat the policy's move to replace it
MARGIN = 0.08  # and by this much at least: a one-Turn horizon undervalues moving on toward a goal
MIN_VISITS = 4  # playouts a move needs before it may replace the policy's move
VAR_FLOOR = 0.01  # smallest per-playout variance assumed (rewards in [0, 1])
SEARCHED = frozenset({"choose_action", "choose_objective", "reaction", "choose_option"})
# Terminal rewards, on normal.evaluate's scale (0.7 * won + 0.3 * survived): only a win counts in Nemesis.
WIN, SURVIVED, LOST = 1.0, 0.3, 0.0

Sampler = Callable[[View, rng.Rng], State]
Policy = Callable[[View, rng.Rng], Choice]
Evaluator = Callable[[State, int], float]


class _Node:
    """Statistics of one of the bot's decisions reached by a sequence of its own choices."""

    __slots__ = ("children", "visits", "total", "squares", "avail", "prior")

    def __init__(self) -> None:
        self.children: dict[Choice, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0  # sum of squared rewards, for the spread of the mean
        self.avail = 0
        self.prior: Choice | None = None  # the rollout policy's move here: tried first, with a fading bonus

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def spread(self) -> float:
        """The squared standard error of the mean (with a floor: a few equal playouts prove little)."""
        if self.visits < 2:
            return 1.0
        var = (self.squares - self.total * self.total / self.visits) / (self.visits - 1)
        return max(var, VAR_FLOOR) / self.visits


@dataclass
class SearchResult:
    """What a search found: the chosen move, its mean reward, and per-option statistics (for tests and logs)."""

    choice: Choice
    score: float
    iterations: int
    failures: int = 0  # iterations that could not run (an inconsistent determinisation)
    stats: dict[Choice, tuple[int, float]] = field(default_factory=dict)  # choice -> (visits, mean reward)


def decide(view: View, holder: rng.Rng, iterations: int | None = None, sampler: Sampler | None = None) -> BotMove:
    """The Hard bot's move for the decision pending in `view` (this view's seat's)."""
    decision = view.decision
    options = decision.options if decision else ()
    if not options:
        raise ValueError("the Hard bot was asked without a decision pending for its seat")
    if len(options) == 1:
        return BotMove(options[0], "Hard bot: the only legal move")
    if decision.kind not in SEARCHED or view.seat == view.intruder_player:  # the leaf value is the crew's
        return _policy_move(view, holder)
    result = search(view, holder, ITERATIONS if iterations is None else iterations, sampler)
    if result.iterations == 0:
        move = _policy_move(view, holder)
        return BotMove(move.choice, f"{move.reason} (no playout could run)")
    return BotMove(result.choice, f"Hard bot: {result.iterations} playouts, {describe(result.choice)} "
                                  f"scores {result.score:.2f}")


def search(view: View, holder: rng.Rng, iterations: int, sampler: Sampler | None = None,
           policy: Policy | None = None, evaluate: Evaluator | None = None) -> SearchResult:
    """Run `iterations` ISMCTS iterations for the decision pending in `view` and pick the answer (`_answer`).
    `sampler`, `policy` and `evaluate` default to the determiniser, Normal's moves and Normal's evaluation."""
    sampler = sampler or default_sampler()
    policy = policy or rollout_policy()
    evaluate = evaluate or evaluator()
    seat = view.seat
    root = _Node()
    root.prior = policy(view, holder)
    done = failures = 0
    for _ in range(iterations):
        try:
            state = sampler(view, holder)
            state.rng = rng.seed_state(rng.below(holder, 1 << 62))  # fresh dice for this determinisation
            if state.pending is None or state.pending.seat != seat:
                raise ValueError("the determinisation does not ask this seat")
            path = _iterate(state, root, seat, view.turn, holder, policy)
        except (IllegalChoice, LookupError, ValueError):  # a view it cannot fill, or rules it cannot play on
            failures += 1
            continue
        reward = _reward(state, seat, evaluate)
        for node in path:
            node.visits += 1
            node.total += reward
            node.squares += reward * reward
        done += 1
    legal = view.decision.options
    stats = {c: (root.children[c].visits, root.children[c].mean()) for c in legal
             if c in root.children and root.children[c].visits}
    if not stats:
        return SearchResult(legal[0], 0.0, 0, failures)
    best = _answer(root, legal)
    return SearchResult(best, root.children[best].mean(), done, failures, stats)


def _answer(root: _Node, legal: tuple[Choice, ...]) -> Choice:
    """The policy's move, unless the search found a move clearly better (by `MARGIN` + `CONFIDENCE` s.e.);
    without a policy move, the most visited one. Small budgets give noisy means: deferring to Normal's
    judgement where the playouts cannot tell the moves apart keeps what the short horizon cannot see."""
    tried = [(c, root.children[c]) for c in legal if c in root.children and root.children[c].visits]
    base = root.children.get(root.prior) if root.prior is not None else None
    if base is None or not base.visits:
        return max(tried, key=lambda cn: (cn[1].visits, cn[1].mean()))[0]
    best, best_mean = root.prior, base.mean()
    for choice, node in tried:
        gain = node.mean() - base.mean()
        if node.visits >= MIN_VISITS and gain > MARGIN + CONFIDENCE * math.sqrt(node.spread() + base.spread()) \
                and node.mean() > best_mean:
            best, best_mean = choice, node.mean()
    return best


def _iterate(state: State, root: _Node, seat: int, turn: int, holder: rng.Rng, policy: Policy) -> list[_Node]:
    """Select and expand down the tree inside one determinisation, then play the rest out; return the path."""
    path = [root]
    node: _Node | None = root
    steps = 0
    while not _horizon(state, turn, steps):
        pending = state.pending
        if node is not None and pending.seat == seat and pending.kind in SEARCHED and len(pending.options) > 1:
            if node.prior is None:
                node.prior = policy(view(state, seat, log_from=len(state.log)), holder)
            choice, node = _select(node, pending.options, holder)
            path.append(node)
            fresh = node.visits == 0
            apply(state, choice)
            if fresh:
                node = None  # expanded: the rest is the playout
        else:
            _play(state, holder, policy)
        steps += 1
    return path


def _select(node: _Node, legal: tuple[Choice, ...], holder: rng.Rng) -> tuple[Choice, _Node]:
    """Expand an untried legal option (the policy's move first, then at random) or pick the best by UCB with
    availability counts and a progressive bias toward the policy's move."""
    for choice in legal:
        child = node.children.get(choice)
        if child is not None:
            child.avail += 1
    untried = [c for c in legal if c not in node.children or node.children[c].visits == 0]
    if untried:
        choice = node.prior if node.prior in untried else untried[rng.below(holder, len(untried))]
        child = node.children.setdefault(choice, _Node())
        if child.avail == 0:
            child.avail = 1
        return choice, child
    best, best_score = legal[0], -math.inf
    for choice in legal:
        child = node.children[choice]
        score = child.mean() + UCB_C * math.sqrt(math.log(child.avail) / child.visits)
        if choice == node.prior:
            score += PRIOR_BIAS / (child.visits + 1)
        if score > best_score:
            best, best_score = choice, score
    return best, node.children[best]


def _horizon(state: State, turn: int, steps: int) -> bool:
    return state.over or state.pending is None or state.turn > turn or steps >= ROLLOUT_DECISIONS


def _play(state: State, holder: rng.Rng, policy: Policy) -> None:
    pending = state.pending
    if len(pending.options) == 1:  # a forced step: no view, no policy
        apply(state, pending.options[0])
        return
    apply(state, policy(view(state, pending.seat, log_from=len(state.log)), holder))


def _reward(state: State, seat: int, evaluate: Evaluator) -> float:
    if state.over:
        result = next((r for r in state.results if r.seat == seat), None)
        if result is None:
            return SURVIVED if state.characters[seat].status in ("launched", "hibernating") else LOST
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
        from engine.ai import normal
    except ImportError:
        return _plain_evaluate
    return normal.evaluate


def _policy_move(v: View, holder: rng.Rng) -> BotMove:
    try:
        from engine.ai import normal
    except ImportError:
        return BotMove(easy.choose(v, holder), "Hard bot: a quick choice")
    move = normal.decide(v, holder)
    reason = move.reason.removeprefix("Normal bot:").strip()
    return BotMove(move.choice, f"Hard bot: {reason}" if reason else "Hard bot: a quick choice")


def _plain_evaluate(state: State, seat: int) -> float:
    """A stand-in for `normal.evaluate` while it is missing: alive and unhurt, away from Intruders, is good."""
    ch = state.characters[seat]
    if ch.status == "dead":
        return 0.0
    if ch.status in ("launched", "hibernating"):
        return 0.8
    score = 0.6 - 0.05 * ch.light_wounds - 0.12 * len(ch.serious) - 0.05 * ch.larva
    score -= 0.1 * sum(1 for i in state.intruders if i.room == ch.room)
    score -= 0.05 * (ch.room in state.fire)
    return score
