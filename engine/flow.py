"""The resolution stack: tasks (named flow steps with arguments) run until a decision is pending.

Every multi-step rule (a move with its noise roll and encounter, the event phase, a pass with its
discards) is a chain of tasks on `state.stack`, so the whole flow is data: it clones, hashes and saves
with the state, and a decision can pause it anywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import hooks
from engine.decisions import Choice, Decision, IllegalChoice
from engine.effects import GameOver
from engine.state import State, Task

OpFn = Callable[[State, Task], None]
OPS: dict[str, OpFn] = {}


def op(name: str, table: dict[str, OpFn] | None = None) -> Callable[[OpFn], OpFn]:
    """Register a base flow step under `name`, or a plug-in's in its own `table` (its OPS hook)."""

    def deco(fn: OpFn) -> OpFn:
        (OPS if table is None else table)[name] = fn
        return fn

    return deco


def push(state: State, name: str, *args: str | int) -> None:
    state.stack.append(Task(op=name, args=tuple(args)))


def push_seq(state: State, tasks: Sequence[tuple]) -> None:
    """Push tasks so that they run in the order given."""
    for name, *args in reversed(tasks):
        push(state, name, *args)


def ask(state: State, seat: int, kind: str, options: Sequence[Choice], rule: str, resume: str,
        ctx: tuple[str, ...] = ()) -> None:
    """Make `seat` decide; options are distinct (two Eggs in hand are one "drop egg") and sorted so their
    order is stable."""
    state.pending = Decision(seat=seat, kind=kind, options=tuple(sorted(set(options))), rule=rule, resume=resume,
                             ctx=ctx)


def _lookup(state: State, name: str) -> OpFn:
    fn = hooks.merged(state, hooks.Hook.OPS).get(name) or OPS.get(name)
    if fn is None:
        raise KeyError(f"unknown flow step {name!r}")
    return fn


def run(state: State) -> None:
    """Run tasks until a decision is pending or the game is over."""
    try:
        while state.pending is None and state.stack and not state.over:
            task = state.stack.pop()
            _lookup(state, task.op)(state, task)
    except GameOver:
        pass


def is_well_formed(choice: object) -> bool:
    """A Choice whose kind and arguments are strings (what any option is; a caller may pass anything)."""
    return (isinstance(choice, Choice) and isinstance(choice.kind, str) and isinstance(choice.args, tuple)
            and all(isinstance(a, str) for a in choice.args))


def answer(state: State, choice: Choice) -> None:
    """Check `choice` against the pending decision, then resume the flow (STYLE: IllegalChoice, no change)."""
    pending = state.pending
    if pending is None:
        raise IllegalChoice("The game is over: there is no decision to make.")
    if not is_well_formed(choice):
        raise IllegalChoice(f"Seat {pending.seat} cannot choose {choice!r} for {pending.kind}: a choice is a kind "
                            f"and a tuple of words, e.g. Choice('pass', ()).")
    if choice not in pending.options:
        listed = ", ".join(str(o) for o in pending.options[:12])
        more = "" if len(pending.options) <= 12 else f" … ({len(pending.options)} in all)"
        raise IllegalChoice(f"Seat {pending.seat} cannot choose {choice} for {pending.kind}; "
                            f"the options are: {listed}{more}.")
    state.pending = None
    state.decisions += 1
    state.stack.append(Task(op=pending.resume, args=tuple(pending.ctx), choice=choice))
    run(state)
