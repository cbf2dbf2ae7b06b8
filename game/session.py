"""A running game for the frontend: the engine state, who sits where, bots thinking in a worker, Undo,
autosave, the replay kept when the game ends, and the feed of log entries the board plays back step by step.

Scenes never touch the `State`: they read `view_for(seat)` and answer with `submit(choice)`. A bot's turn is
computed in a worker thread from its own view (never the state) and applied when the board polls it, after
the playback of the previous step has finished, so bot turns and the Event phase unfold on screen.
"""

from __future__ import annotations

from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from engine import api
from engine.ai import bots
from engine.api import N_, _
from saves import paths

HUMAN = "human"


@dataclass
class FeedItem:
    """One log entry to play back, with the seat that caused it (for the bot's reason line)."""

    entry: api.LogEntry
    reason: str = ""
    human: bool = False  # caused by a human's own choice: played back faster


BOT_LABELS = {"easy": N_("Easy bot"), "normal": N_("Normal bot"), "hard": N_("Hard bot")}
BOT_PREFIXES = ("Easy bot:", "Normal bot:", "Hard bot:")  # how a bot's reason may start (an English tag, dropped)


def seat_label(kind: str) -> str:
    """"Human", "Normal bot" (translated)."""
    if kind == HUMAN:
        return _("Human")
    level = kind.partition(":")[2]
    return _(BOT_LABELS[level]) if level in BOT_LABELS else f"{level.title()} bot"


class Session:
    def __init__(self, config: dict, players: list[str], state: api.State | None = None,
                 choices: list[api.Choice] | None = None) -> None:
        if len(players) != int(config["seats"]):
            raise ValueError(f"{len(players)} player kinds for {config['seats']} seats")
        for p in players:
            if p != HUMAN and p.partition(":")[2] not in api.BOT_LEVELS:
                raise ValueError(f"unknown seat kind {p!r}")
        self.players = list(players)
        self.config = {**config, "players": ",".join(players)}
        crew = api.check_config(dict(config)).get("crew")  # named characters bring their crew line (AFT-SEL-01)
        if crew:
            self.config["crew"] = crew
        self.state = state if state is not None else api.new_game(self.config)
        self.choices: list[api.Choice] = list(choices or [])
        self.seed = int(self.config["seed"])
        self.feed: deque[FeedItem] = deque()
        self.undo_stack: list[tuple[api.State, int]] = []
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._thinking: Future | None = None
        self._thinking_at = -1
        self._turn = self.state.turn
        self.last_autosave: Path | None = None
        self.replay: Path | None = None  # the replay file written when this game ended
        self._ended = self.state.over  # a game loaded already over was kept when it ended
        self.message = ""
        self.reactions_auto_decline: set[int] = set()  # human seats that let Interruption questions pass
        self.autosaving = True  # off while the tutorial's lessons run (its script cannot be resumed from a save)
        self.autosave_as = ""  # a name for this game's autosaves instead of its seed ("tutorial")

    # -- who is who -------------------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.players) and self.players[seat] == HUMAN

    @property
    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p == HUMAN]

    @property
    def pending_seat(self) -> int:
        return self.state.pending.seat if self.state.pending is not None else -1

    @property
    def over(self) -> bool:
        return self.state.over or self.state.pending is None

    def viewer(self) -> int:
        """Whose eyes the board shows: the deciding human; with one human always theirs; while bots play in a
        hot-seat game, only public information (-1) unless one human sits at the table."""
        humans = self.humans
        if self.is_human(self.pending_seat) and not self.over:
            return self.pending_seat
        if len(humans) == 1:
            return humans[0]
        return -1

    def view_for(self, seat: int) -> api.View:
        return api.view(self.state, seat)

    # -- answering -------------------------------------------------------------------------------------
    def submit(self, choice: api.Choice, reason: str = "") -> list[api.LogEntry]:
        """Apply a choice; an illegal one raises api.IllegalChoice and changes nothing."""
        state = self.state
        seat = self.pending_seat
        before = api.undo_key(state) if self.is_human(seat) else None
        snapshot = api.clone(state) if before is not None else None
        start_choices = len(self.choices)
        entries = api.apply(state, choice)
        self.choices.append(choice)
        human = self.is_human(seat)
        self.feed.extend(FeedItem(e, reason if i == 0 else "", human) for i, e in enumerate(entries))
        if reason and not entries:
            self.message = reason
        if snapshot is not None and not api.is_undo_barrier(before, seat, state):
            self.undo_stack.append((snapshot, start_choices))
        else:
            self.undo_stack.clear()
        if state.turn != self._turn and not state.over:
            self._turn = state.turn
            self.autosave(reason="round start")
        if state.over and not self._ended:
            self._ended = True
            self.keep_replay()
        return entries

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack) and self._thinking is None

    def undo(self) -> bool:
        """Take back the current player's last choice (never past a roll, draw, reveal or change of seat)."""
        if not self.can_undo:
            return False
        snapshot, n = self.undo_stack.pop()
        self.state = snapshot
        del self.choices[n:]
        self.feed.clear()
        return True

    # -- bots -------------------------------------------------------------------------------------------
    def bot_to_move(self) -> bool:
        seat = self.pending_seat
        return not self.over and seat >= 0 and not self.is_human(seat)

    def auto_reaction(self) -> api.Choice | None:
        """A human seat that asked not to be prompted declines reactions automatically."""
        d = self.state.pending
        if d is None or d.kind != "reaction" or d.seat not in self.reactions_auto_decline:
            return None
        return next((o for o in d.options if o.kind == "decline"), None)

    def poll_bot(self) -> bool:
        """Start or collect the bot's thinking. Returns True when a bot move was applied."""
        if not self.bot_to_move():
            return False
        decisions = self.state.decisions
        if self._thinking is None:
            seat = self.pending_seat
            level = self.players[seat].partition(":")[2]
            bot_view = api.bot_view(self.state, seat)
            self._thinking = self._executor.submit(bots.bot_move, level, bot_view, self.seed)
            self._thinking_at = decisions
            return False
        if not self._thinking.done():
            return False
        try:
            move = self._thinking.result()
        except Exception as exc:  # noqa: BLE001 - a failing bot must not end the game: an Easy move instead
            level = self.players[self.pending_seat].partition(":")[2]
            self.message = _("The {bot} failed ({problem}); it plays an Easy move instead.").format(
                bot=seat_label(f"bot:{level}"), problem=exc)
            move = bots.bot_move("easy", api.bot_view(self.state, self.pending_seat), self.seed)
        self._thinking = None
        if self._thinking_at != decisions:  # the state moved on (undo, load): think again
            return False
        seat = self.pending_seat
        reason = move.reason.split(":", 1)[1].strip() if move.reason.startswith(BOT_PREFIXES) else move.reason
        # "Seat N" stays as it is: the board names the seat when it shows the line (game/labels.py)
        self.submit(move.choice, reason=_("{seat} ({bot}): {reason}").format(
            seat=f"Seat {seat}", bot=seat_label(self.players[seat]), reason=reason) if reason else "")
        return True

    def wait_bot(self) -> None:
        """Block until the bot's move is in (tests and the headless fallback only; the board polls)."""
        while self.bot_to_move():
            if self._thinking is not None:
                self._thinking.result()
            self.poll_bot()

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    # -- saves ------------------------------------------------------------------------------------------
    def autosave(self, reason: str = "") -> Path | None:
        """Autosave into the data folder (rotating the last five per game); a failure is a message, not a
        crash."""
        from saves.autosave import autosave
        from saves.io import SaveError

        if not self.autosaving or (self.state.pending is None and not self.state.over):
            return None
        try:
            self.last_autosave = autosave(paths.autosaves_dir(), self.config, self.choices, self.state,
                                          self.autosave_as)
        except (SaveError, OSError) as exc:
            self.message = _("Autosave failed: {problem}").format(problem=exc)
            return None
        return self.last_autosave

    def keep_replay(self) -> Path | None:
        """Write the finished game into the replays folder; a failure is a message, not a crash."""
        from saves.io import SaveError
        from saves.replays import record

        try:
            self.replay = record(paths.replays_dir(), self.config, self.choices, self.state)
        except (SaveError, OSError) as exc:
            self.message = _("The replay of this game could not be kept: {problem}").format(problem=exc)
            return None
        return self.replay

    def save_to(self, path: Path) -> None:
        from saves.format import save

        save(path, self.config, self.choices, self.state)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)


def from_loaded(loaded) -> Session:
    """A session from a loaded save (saves.format.Loaded): seats keep their kinds; a save without them
    (headless or old) gives the first seat to a human and the rest to Normal bots."""
    config = dict(loaded.config)
    seats = int(config["seats"])
    players = [p for p in str(config.get("players", "")).split(",") if p]
    if len(players) != seats:
        players = [HUMAN] + ["bot:normal"] * (seats - 1)
    return Session(config, players, state=loaded.state, choices=loaded.choices)
