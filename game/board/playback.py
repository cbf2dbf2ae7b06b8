"""Step-by-step playback of what just happened: one log entry at a time, with the pieces it names lit up,
a moving figure sliding along its corridor and a die showing its roll. The board shows the state after the
step; playback explains how it got there, at the speed set in Settings (0 = no animation)."""

from __future__ import annotations

from collections import deque

from engine import api
from game.board.dice import DIE_OF_ENTRY

BASE_SECONDS = 0.55  # one log entry at speed 1.0
MOVE_SECONDS = 0.7
ROLL_SECONDS = 1.2  # a die tumbles, lands and rests long enough to be read, even after a human's own choice
QUICK = 0.35  # a human's own choices play back faster: they know what they clicked


class Playback:
    def __init__(self) -> None:
        self.current = None  # FeedItem
        self.t = 0.0
        self.length = 0.0

    @property
    def active(self) -> bool:
        return self.current is not None

    def skip(self, feed: deque) -> list:
        """Drop the current step and everything queued; returns the dropped items (they still go to the log)."""
        dropped = ([self.current] if self.current else []) + list(feed)
        feed.clear()
        self.current = None
        return dropped

    def update(self, dt: float, feed: deque, speed: float, quick: bool) -> list:
        """Advance; returns the items that finished (for the log)."""
        done = []
        if speed <= 0:
            done = self.skip(feed)
            return done
        self.t += dt
        while self.current is None or self.t >= self.length:
            if self.current is not None:
                done.append(self.current)
                self.t -= self.length
                self.current = None
            if not feed:
                self.t = 0.0
                break
            self.current = feed.popleft()
            kind = self.current.entry.kind
            if kind in DIE_OF_ENTRY:
                self.length = ROLL_SECONDS / speed
                continue
            base = MOVE_SECONDS if kind.endswith("_moved") else BASE_SECONDS
            if kind in SILENT:
                base *= 0.25
            self.length = base * (QUICK if quick else 1.0) / speed
        return done

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.length) if self.current is not None and self.length else 1.0

    def keys(self) -> set:
        """The board places the current entry names: rooms, corridors, seats, Intruders."""
        if self.current is None:
            return set()
        return entry_keys(self.current.entry)


SILENT = {"cards_drawn", "card_discarded", "cards_discarded", "action_paid"}


def entry_keys(entry: api.LogEntry) -> set:
    out = set()
    for name, value in entry.args.items():
        v = str(value)
        if name in ("room", "src", "to", "target_room"):
            out.add(("room", v))
        elif name in ("corridor",):
            out.add(("corridor", v))
        elif name == "seat":
            out.add(("seat", v))
        elif name == "intruder":
            out.add(("intruder", v))
    return out
