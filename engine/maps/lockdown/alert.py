"""The Alert Room (lockdown-base.md §5.3, LD-ROOM-20): Start the Alert Procedure (its token on slot
floor(current slot / 2), "S" for 0; the Isolation Room opens at once; one token per game: LD-ALERT-01/02/04) or
Peek at a Contingency token of the Neutral Pool and take it (LD-ALERT-05, LD-CTG-03). The game's end when the
Time token leaves the Alert slot is the Time step's (clock.py, LD-ALERT-03). Options: alert_divisor."""

from __future__ import annotations

from engine.catalog import opt
from engine.choice_text import register_room_texts
from engine.effects import log
from engine.hooks import Plugin, register
from engine.i18n import _
from engine.maps.lockdown import endgame
from engine.maps.lockdown.clock import current_slot
from engine.maps.lockdown.state import lockdown_state
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.state import State


def alert_used(state: State) -> bool:
    """The Alert Procedure token has been put on the track this game (LD-ALERT-04): it stays there until the
    Time token leaves its slot, which ends the game (LD-ALERT-03)."""
    return lockdown_state(state).alert_slot >= 0


@effect(ROOM_EFFECTS, "ld_alert_room")
def alert_options(state: State, seat: int, room: str) -> list[Params]:
    s = lockdown_state(state)
    out: list[Params] = [] if alert_used(state) else [("alert",)]
    if s.contingency.get("neutral"):
        out.append(("peek",))
    return out


@resolves(ROOM_EFFECTS, "ld_alert_room")
def alert_room(state: State, seat: int, room: str, params: Params) -> None:
    if tuple(params) not in alert_options(state, seat, room):
        raise ValueError(f"the Alert Room cannot do {params!r} now")
    s = lockdown_state(state)
    if params[0] == "alert":
        s.alert_slot = current_slot(state) // int(opt(state, "alert_divisor"))
        log(state, "LD-ALERT-01", "alert_started", seat=seat, slot=s.alert_slot)
        endgame.open_isolation(state, "LD-ALERT-02")
        return
    take_neutral(state, seat, "LD-ALERT-05")


def take_neutral(state: State, seat: int, rule: str) -> str:
    """The top token of the Neutral Pool goes, seen only by its new holder, to the seat (LD-ALERT-05)."""
    s = lockdown_state(state)
    token = s.contingency["neutral"].pop()
    s.contingency.setdefault(str(seat), []).append(token)
    log(state, rule, "contingency_taken", visible_to=(seat,), seat=seat, code=token)
    log(state, rule, "contingency_taken_public", seat=seat)
    return token


register_room_texts({"ld_alert_room": lambda first, rest, tile: (
    _("start the Alert Procedure") if first == "alert"
    else _("look at a Contingency token of the Neutral Pool and keep it"))})

TEMPLATES = {
    "alert_started": "{seat} starts the Alert Procedure: its token lies on slot {slot}",
    "contingency_taken": "{seat} takes the Contingency token {code} from the Neutral Pool",
    "contingency_taken_public": "{seat} takes a Contingency token from the Neutral Pool",
}

PART = register(Plugin(id="map:lockdown/alert", kind="map", templates=TEMPLATES))
