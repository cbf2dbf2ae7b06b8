"""Stepping through a recorded game: any position from the setup (0) to the last choice (`length`), reached
quickly in either direction from cloned checkpoints, with the marks the viewer steps by (a choice, a player's
turn, a Turn of the game) and which step wrote each log line.

A replay file or a save gives the config and the choices; the engine replays them (same config + seed +
choices => the same game). A choice the current rules refuse means the game cannot be shown, and the reason
says at which step; a replay that ends elsewhere than recorded is shown with a warning.
"""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path

from engine import api
from engine.api import _
from saves.io import SaveError

CHECKPOINT_EVERY = 32  # a clone every so many choices: stepping back replays at most this many
EVERYTHING = -2  # the viewer's seat for "show everything" (only once the game is over)
UNITS = ("step", "player", "turn")


class Replayer:
    """One recorded game. `state_at(i)` is the position after `i` choices (the replayer owns it: read only)."""

    def __init__(self, config: dict, choices: list[api.Choice], expected_digest: str = "", name: str = "",
                 every: int = CHECKPOINT_EVERY) -> None:
        self.name = name
        self.config = dict(config)
        self.choices = list(choices)
        self.every = max(1, every)
        self.warning = ""
        try:
            state = api.new_game(self.config)
        except (api.ConfigError, api.ContentError) as exc:
            raise SaveError(_("{file} cannot be shown: its game settings are not valid here ({problem}).").format(
                file=name, problem=exc)) from exc
        self.checkpoints: list[api.State] = []
        self.log_len: list[int] = []  # len(state.log) at each position
        self.marks: list[tuple[int, str, int]] = []  # (Turn, phase, acting seat) at each position
        self.deciders: list[int] = []  # the seat that made each choice
        for i, choice in enumerate([*self.choices, None]):
            if i % self.every == 0:
                self.checkpoints.append(api.clone(state, keep_log=False))  # the log is the final one's prefix
            self.log_len.append(len(state.log))
            self.marks.append((state.turn, state.phase, state.current_seat))
            if choice is None:
                break
            self.deciders.append(state.pending.seat if state.pending is not None else -1)
            try:
                api.apply(state, choice)
            except (api.IllegalChoice, ValueError, KeyError, TypeError, IndexError) as exc:
                raise SaveError(_("{file} cannot be shown: step {step} of {steps} is not allowed by this version's "
                                  "rules ({problem}). It was probably recorded by an older version of the game.").format(
                    file=name, step=i + 1, steps=len(self.choices), problem=exc)) from exc
        self.final = state
        self.length = len(self.choices)
        if expected_digest and api.game_digest(state) != expected_digest:
            self.warning = _("{file}: replaying the recorded choices with this version's rules ends differently from "
                             "the recorded game.").format(file=name)
        self._pos, self._state = self.length, state  # never changed in place: going back starts from a clone

    # -- positions ----------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.final.over

    def state_at(self, i: int) -> api.State:
        """The game after `i` choices (0 = right after the setup), from the nearest checkpoint at or before."""
        i = max(0, min(self.length, i))
        if i == self._pos:
            return self._state
        start = (i // self.every) * self.every
        if not start <= self._pos < i:  # going back, or far ahead: start again from the checkpoint
            self._state = api.clone(self.checkpoints[i // self.every])
            self._state.log = self.final.log[:self.log_len[start]]
            self._pos = start
        for choice in self.choices[self._pos:i]:
            api.apply(self._state, choice)
        self._pos = i
        return self._state

    def view(self, i: int, seat: int) -> tuple[api.View, api.FullView | None]:
        """The board after `i` choices as `seat` saw it, or (seat EVERYTHING, once the game is over) all of it."""
        state = self.state_at(i)
        if seat == EVERYTHING:
            full = api.full_view(state, self.final)
            return full.view, full
        return api.view(state, seat), None

    def decider(self, i: int) -> int:
        """The seat that made choice `i` (the one leading from position i - 1 to i), or -1."""
        return self.deciders[i - 1] if 0 < i <= self.length else -1

    # -- stepping -----------------------------------------------------------------------------------------
    def _key(self, i: int, unit: str):
        turn, phase, seat = self.marks[i]
        return (turn,) if unit == "turn" else (turn, phase, seat)

    def stop(self, i: int, unit: str, direction: int) -> int:
        """Where one step of `unit` ("step", "player" or "turn") forwards (+1) or backwards (-1) from `i` leads:
        forwards, to where that player's turn or that Turn ends; backwards, to where it began (or the one before
        began, if `i` is already at a beginning)."""
        i = max(0, min(self.length, i))
        if unit == "step":
            return max(0, min(self.length, i + direction))
        if direction > 0:
            key = self._key(i, unit)
            j = i + 1
            while j < self.length and self._key(j, unit) == key:
                j += 1
            return min(j, self.length)
        if i == 0:
            return 0
        start = i - 1 if self._key(i - 1, unit) != self._key(i, unit) else i
        key = self._key(start, unit)
        while start > 0 and self._key(start - 1, unit) == key:
            start -= 1
        return start

    def step_of_entry(self, index: int) -> int:
        """The position right after the choice that wrote log entry `index` (setup lines: 0)."""
        return min(self.length, bisect_right(self.log_len, index))

    def entries_of(self, i: int) -> range:
        """The log entries choice `i` wrote."""
        return range(self.log_len[i - 1], self.log_len[i]) if i > 0 else range(0, self.log_len[0])


def from_replay_file(path: Path) -> Replayer:
    """A replayer for a replay file; SaveError with the reason if it cannot be shown."""
    from saves.replays import load

    replay = load(path)
    return Replayer(replay.config, replay.choices, replay.final_digest, replay.name)


def from_save_file(path: Path) -> Replayer:
    """A replayer for a save or autosave (its game so far); SaveError with the reason if it cannot be shown."""
    from saves.format import load

    loaded = load(path)
    if loaded.warning:
        raise SaveError(_("{file} cannot be shown as a replay: its recorded choices do not replay to the saved game "
                          "(it was probably saved by an older version).").format(file=Path(path).name))
    return Replayer(loaded.config, loaded.choices, api.game_digest(loaded.state), Path(path).name)
