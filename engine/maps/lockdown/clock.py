"""The Time track and the Autodestruction (lockdown-base.md §5.1, §5.4; Event step 5, LD-EVENT-05): the Time token
moves one slot (15 .. 1, then "S"); leaving the Autodestruction token's slot turns it red and opens the Main
Gate (yellow) or destroys the Facility (red); leaving the Alert Procedure's slot or reaching "S" ends the game;
slot 8 opens the Isolation Room; then the Power Thresholds. The Cooling System's Initiate Autodestruction.

The core counts moves in `state.time` (0 .. 15); the printed slot is 15 - time (slot 0 = "S").
Options: time_track_length, autodestruction_ahead, hibernation_open_at."""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.choice_text import register_room_texts
from engine.effects import log
from engine.flow import op
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown import endgame, power
from engine.maps.lockdown.state import lockdown_state
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.state import State, Task

OPS: dict = {}


def current_slot(state: State) -> int:
    """The printed slot under the Time token (15 at the start, 0 = "S")."""
    return int(opt(state, "time_track_length")) - state.time


def ahead(slot: int, steps: int) -> int:
    """`steps` slots further along the track, never past "S" (LD-AUTO-05)."""
    return max(0, slot - steps)


def open_gate(state: State, rule: str) -> None:
    s = lockdown_state(state)
    if not s.gate_open:
        s.gate_open = True
        log(state, rule, "gate_opened")


@op("ld_time", OPS)
def time_step(state: State, task: Task) -> None:
    """Event step 5 (LD-EVENT-05): (A) the token leaving a red Autodestruction slot destroys the Facility
    (LD-AUTO-04), leaving the Alert slot ends the game (LD-ALERT-03); the Time token moves (LD-CLOCK-01); a
    yellow Autodestruction token it left moves 3 on and turns red, the Main Gate opens (LD-AUTO-03, LD-CRIT-04);
    "S" ends the game (LD-CLOCK-03); a white slot opens the Isolation Room (LD-CLOCK-02); (B) the Power Threshold
    of the new slot (LD-POWER-09)."""
    s = lockdown_state(state)
    left = current_slot(state)
    if s.autodestruction == left and s.autodestruction_red:
        endgame.destroy_facility(state, "autodestruction", "LD-AUTO-04")
    if s.alert_slot == left:
        log(state, "LD-ALERT-03", "alert_over", slot=left)
        if s.autodestruction >= 0:
            endgame.destroy_facility(state, "autodestruction", "LD-ALERT-03")
        endgame.purge(state, "LD-ALERT-03")
    state.time += 1
    slot = current_slot(state)
    log(state, "LD-CLOCK-01", "time_advanced", time=state.time, slot=slot)
    for fn in hooks.collect(state, Hook.EVENT_TIME):
        fn(state)
    if s.autodestruction == left and not s.autodestruction_red:
        s.autodestruction = ahead(slot, int(opt(state, "autodestruction_ahead")))
        s.autodestruction_red = True
        log(state, "LD-AUTO-03", "autodestruction_red", slot=s.autodestruction)
        open_gate(state, "LD-AUTO-03")
        log(state, "LD-CRIT-04", "critical_moment", moment="autodestruction")
    if slot <= 0:
        hooks.get(state, Hook.TIME_OUT)(state)
    if state.time >= int(opt(state, "hibernation_open_at")):
        endgame.open_isolation(state, "LD-CLOCK-02")
    power.cross_threshold(state, slot)


# --- The Cooling System: Initiate Autodestruction -------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_cooling_system")
def cooling_options(state: State, seat: int, room: str) -> list[Params]:
    """One Autodestruction token: not while it is on the track (LD-AUTO-01; a stopped one may start again,
    LD-AUTO-02). Locked-in characters do not prevent it (LD-AUTO-01)."""
    return [] if lockdown_state(state).autodestruction >= 0 else [()]


@resolves(ROOM_EFFECTS, "ld_cooling_system")
def initiate(state: State, seat: int, room: str, params: Params) -> None:
    start_autodestruction(state, "LD-AUTO-01", seat)


def start_autodestruction(state: State, rule: str, seat: int = -1) -> None:
    """The token 3 slots ahead of the Time token, yellow side up (LD-AUTO-01)."""
    s = lockdown_state(state)
    if s.autodestruction >= 0:
        raise ValueError("the Autodestruction token is already on the Time track")
    s.autodestruction = ahead(current_slot(state), int(opt(state, "autodestruction_ahead")))
    s.autodestruction_red = False
    log(state, rule, "autodestruction_started", seat=seat, slot=s.autodestruction)


def autodestruction_service(state: State, on: bool, rule: str) -> None:
    """The service "start_autodestruction" for other plug-ins' cards, shaped like the ship's "self_destruct"
    (state, on, rule): on starts it unless a token is already on the track (the Event Coolant Leak, LD-AUTO-06);
    off stops a yellow token."""
    s = lockdown_state(state)
    if on and s.autodestruction < 0:
        start_autodestruction(state, rule)
    elif not on and s.autodestruction >= 0 and not s.autodestruction_red:
        s.autodestruction = -1
        log(state, rule, "autodestruction_halted")


register_room_texts({"ld_cooling_system": lambda first, rest, tile: _("initiate the Autodestruction")})

TEMPLATES = {
    "time_advanced": ("The Time token moves to slot {slot}", "Time token on slot {slot}"),
    "gate_opened": "The Main Gate opens",
    "alert_over": "The Alert Procedure runs out on slot {slot}",
    "autodestruction_red": "The Autodestruction token moves to slot {slot} and turns red: it can no longer stop",
    "autodestruction_started": "The Autodestruction starts: its token lies on slot {slot}",
    "autodestruction_halted": "The Autodestruction stops",
}

PART = register(Plugin(id="map:lockdown/clock", kind="map", hooks={
    Hook.OPS: OPS, Hook.SERVICES: {"start_autodestruction": autodestruction_service},
}, templates=TEMPLATES))
