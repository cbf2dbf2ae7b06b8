"""The coach: where a running tutorial game stands in its script, and which answer it may take.

The coach keeps no copy of the game: the n-th taught step answers the game's n-th decision, so the number of
choices made so far says which step is current (an Undo moves the lesson back with the game). Read steps wait for
Next. While the lesson runs, only the taught answer is accepted; when the last step is read, or if the game ever
leaves the script, the coach steps aside and the game goes on as a normal one.
"""

from __future__ import annotations

from engine import api
from game.tutorial.script import Script, Step


class Coach:
    def __init__(self, script: Script) -> None:
        self.script = script
        self.read_done: set[int] = set()  # indices of the read steps the player has moved past
        self.stopped = ""  # why the lesson stopped early ("" while it runs or once it is over)

    def current(self, answered: int) -> tuple[int, Step] | None:
        """The step shown after `answered` choices, with its index; None once the lessons are over."""
        if self.stopped:
            return None
        taught = 0
        for i, step in enumerate(self.script.steps):
            if step.read:
                if taught == answered and i not in self.read_done:
                    return i, step
            elif taught == answered:
                return i, step
            else:
                taught += 1
        return None

    def active(self, answered: int) -> bool:
        return self.current(answered) is not None

    def next(self, answered: int) -> bool:
        """Next on a read step; returns whether there was one to move past."""
        now = self.current(answered)
        if now is None or not now[1].read:
            return False
        self.read_done.add(now[0])
        return True

    def allows(self, choice: api.Choice, answered: int) -> bool:
        """Whether the game may take `choice` now: the taught answer during the lessons, anything after them."""
        now = self.current(answered)
        return now is None or now[1].do == choice

    def check(self, decision: api.Decision | None, answered: int) -> str:
        """Why the pending `decision` does not fit the current step ("" when it does): the lesson then stops."""
        now = self.current(answered)
        if now is None or now[1].read or decision is None:
            return ""
        step = now[1]
        if decision.kind != step.decision or step.do not in decision.options:
            return f"step {now[0] + 1} teaches {step.do} for {step.decision}, the game asks {decision.kind}"
        return ""

    def stop(self, why: str) -> None:
        self.stopped = why or "stopped"

    def chapter_count(self) -> int:
        return max(s.chapter for s in self.script.steps)
