"""How a game in the Facility ends (lockdown-base.md §16.3, LD-END-01..06): the Corporation's purge at the final
slot "S" (or on leaving the Alert Procedure slot), the Facility's destruction (the red Autodestruction token,
or a marker the supply cannot give), and nobody left acting in the Facility. Also the Isolation Room's
"Lock yourself in" (LD-ROOM-24/26) and its opening (LD-CLOCK-02, LD-ALERT-02, LD-CRIT-03).
Options: on_board, still_aboard, survived_statuses, hibernation_open_at."""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.choice_text import register_room_texts
from engine.effects import end_game, log, set_character_status
from engine.flow import op, push_seq
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import intruders_in, is_active
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.rules.wounds import check_last_character
from engine.state import State, Task

OPS: dict = {}
IN_FACILITY = ("aboard", "pod")  # still in the Facility and not locked in: the purge kills them (LD-END-02)


def _op(name: str):
    return op(name, OPS)


def _die(state: State, ch, cause: str, rule: str) -> None:
    ch.status = "dead"
    log(state, rule, "character_dead", seat=ch.seat, room=ch.room, cause=cause)


def purge(state: State, rule: str = "LD-END-02") -> None:
    """The Corporation purges the Facility: everyone in it not locked in the Isolation Room dies; Intruders
    live on (LD-END-02, LD-GOAL-05). Ends the game."""
    log(state, rule, "facility_purged")
    for ch in state.characters:
        if ch.status in IN_FACILITY:
            _die(state, ch, "purge", "LD-END-02")
    end_game(state, "purge", rule)


def destroy_facility(state: State, reason: str, rule: str = "LD-END-03") -> None:
    """The Facility explodes: every character in it dies, locked in or not (not those evacuated or in the
    Bunker); every Intruder, the Queen too, dies (LD-END-03, LD-GOAL-05). Ends the game."""
    log(state, rule, "facility_destroyed", reason=reason)
    for ch in state.characters:
        if ch.status in opt(state, "on_board"):
            _die(state, ch, "facility_destroyed", "LD-END-03")
    if state.intruders:
        log(state, "LD-GOAL-05", "intruders_killed", count=len(state.intruders))
        state.intruders = []
    for fn in hooks.collect(state, Hook.BOARD_DESTROYED):
        fn(state, rule)
    end_game(state, reason, rule)


def autodestruction_active(state: State) -> bool:
    return lockdown_state(state).autodestruction >= 0


def time_out(state: State) -> None:
    """TIME_OUT: the Time token reached "S": an Autodestruction token there (any token still on the track lies
    on "S" by now) destroys the Facility, as it would at any other end (LD-AUTO-05, LD-ALERT-03, LD-END-04);
    otherwise the purge (LD-CLOCK-03, LD-END-02)."""
    s = lockdown_state(state)
    if s.autodestruction >= 0:
        destroy_facility(state, "autodestruction", "LD-AUTO-05")
    purge(state, "LD-CLOCK-03")


def last_character_gone(state: State) -> None:
    """Nobody acts in the Facility any more: the Time token jumps to the Autodestruction token (destruction), or
    else to the Alert slot or "S" (the purge) (LD-END-04). Characters waiting in a CSS Pod first get the launch
    of the CSS token under the Time token; those it does not evacuate are back in the Facility for the ending
    (LD-END-04 PROPOSED)."""
    s = lockdown_state(state)
    if s.pods:
        from engine.maps.lockdown.css import launch

        launch(state, "LD-END-04", check=False)
    log(state, "LD-END-04", "nobody_left")
    if s.autodestruction >= 0:
        state.time = 15 - s.autodestruction
        destroy_facility(state, "autodestruction", "LD-END-04")
    if s.alert_slot >= 0:
        state.time = 15 - s.alert_slot
    else:
        state.time = int(opt(state, "time_track_length"))
    purge(state, "LD-END-04")


# --- The Isolation Room ---------------------------------------------------------------------------------------

def open_isolation(state: State, rule: str) -> None:
    """The Isolation Room turns to its action side (LD-CLOCK-02, LD-ALERT-02, LD-CRIT-03); it stays open."""
    s = lockdown_state(state)
    if not s.isolation_open:
        s.isolation_open = True
        log(state, rule, "isolation_opened")
        log(state, "LD-CRIT-03", "critical_moment", moment="isolation")


@effect(ROOM_EFFECTS, "ld_isolation_room")
def isolation_options(state: State, seat: int, room: str) -> list[Params]:
    """Lock yourself in: only while the room is open; with an Intruder here you are in Combat, which room
    actions already forbid (LD-ROOM-24, LD-ROOM-26)."""
    return [()] if lockdown_state(state).isolation_open else []


@resolves(ROOM_EFFECTS, "ld_isolation_room")
def isolation(state: State, seat: int, room: str, params: Params) -> None:
    if not lockdown_state(state).isolation_open:
        raise ValueError("the Isolation Room is still closed")
    push_seq(state, [("noise_roll", seat), ("ld_lock_in", seat, room)])


@_op("ld_lock_in")
def lock_in(state: State, task: Task) -> None:
    """After the Noise roll: an Intruder here spoils it; else the character is locked in, out of play, and the
    last-character check follows (LD-ROOM-24, LD-END-04/05)."""
    seat, room = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    if not is_active(ch):
        return
    if intruders_in(state, room):
        log(state, "LD-ROOM-24", "lock_in_failed", seat=seat)
        return
    ch.passed = True
    set_character_status(state, ch, "locked_in", "LD-ROOM-24")
    check_last_character(state)


register_room_texts({"ld_isolation_room": lambda first, rest, tile: _("lock yourself in (after a noise roll)")})

TEMPLATES = {
    "facility_purged": "The Corporation purges the Facility",
    "facility_destroyed": "The Facility is destroyed ({reason})",
    "intruders_killed": "The Facility takes {count:#Intruder} with it",
    "nobody_left": "Nobody is left acting in the Facility",
    "isolation_opened": "The Isolation Room opens",
    "critical_moment": "A critical moment: {moment}",
    "lock_in_failed": "{seat} fails to lock in: an Intruder is here",
    "character_locked_in": "{seat} is locked in the Isolation Room",
    "end.purge": "The Corporation purged the Facility",
    "left.isolation": "locked in the Isolation Room",
    "left.css": "evacuated by a CSS Pod",
    "left.bunker": "reached the Bunker",
    "left.none": "stayed in the Facility",
    "end.autodestruction": "The Autodestruction destroyed the Facility",
}

PART = register(Plugin(id="map:lockdown/endgame", kind="map", hooks={
    Hook.OPS: OPS, Hook.TIME_OUT: time_out, Hook.LAST_CHARACTER_GONE: last_character_gone,
}, templates=TEMPLATES))
