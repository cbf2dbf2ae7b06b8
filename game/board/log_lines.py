"""The board's log: every line a sentence named for the viewer by the engine, coloured by who may see it;
bots' reasons set apart ("» ", in their seat's colour) from the rules' lines, which keep their rule ID for
hovering and clicking; each viewer sees the public lines and their own private ones."""

from __future__ import annotations

from typing import NamedTuple

from engine import api
from game import theme
from game.labels import Names

KEEP = 400  # lines kept on screen (the full log stays in the game state and the saves)
REASON_MARK = "» "


class LogLine(NamedTuple):
    text: str
    colour: tuple
    rule: str = ""  # the rule ID of a log entry's line; "" for a bot's reason
    reason: bool = False


class LogLines:
    def __init__(self, names: Names) -> None:
        self.names = names
        self.lines: list[tuple[api.LogEntry | None, str, tuple]] = []
        self.added = 0  # lines ever added: still grows once `lines` is cut to KEEP (the board redraws on it)

    def retell(self) -> None:
        """Tell every log line again (the language changed); bots' reasons stay as they were told."""
        self.lines = [(entry, self.names.entry(entry) if entry is not None else line, colour)
                      for entry, line, colour in self.lines]
        self.added += 1

    def add_entry(self, entry: api.LogEntry) -> None:
        colour = theme.TEXT if entry.visible_to is None else theme.ACCENT
        self.lines.append((entry, self.names.entry(entry), colour))
        self.added += 1

    def reset(self, entries: list[api.LogEntry]) -> None:
        """Show these entries only (after an Undo, the lines of the choices taken back go); bots' reasons go."""
        self.lines.clear()
        for entry in entries[-KEEP:]:
            self.add_entry(entry)
        self.added += 1  # the board redraws even when no entry is left

    def add(self, item) -> None:
        """A played-back step (game/session.FeedItem): the bot's reason first, then the log line."""
        if item.reason:
            seat = item.entry.args.get("seat")
            colour = theme.seat_colour(int(seat)) if isinstance(seat, int) else theme.NOISE
            reason = self.names.rename(item.reason)
            self.lines.append((None, REASON_MARK + reason[:1].upper() + reason[1:], colour))
            self.added += 1
        self.add_entry(item.entry)
        del self.lines[:-KEEP]

    def visible_to(self, viewer: int) -> list[LogLine]:
        return [LogLine(line, colour, self.names.rule(entry) if entry else "", entry is None)
                for entry, line, colour in self.lines
                if entry is None or entry.visible_to is None or viewer in entry.visible_to]
