"""The Cargo Sending System (lockdown-base.md §5.2): entering a CSS Pod (the rooms CSS A/B/C, LD-CSS-01/02,
LD-ROUND-06), the Launch in Event step 4 (LD-CSS-03/04/05, LD-EVENT-04) and the CSS Control System's Schedule
CSS (LD-CSS-06). A character in a Pod has the status "pod": no longer acting (option still_aboard) nor
reached by the rooms' effects, but still in the Facility, so the purge and the destruction reach it."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.choice_text import register_room_texts
from engine.effects import discard_cards, log, set_character_status
from engine.flow import op
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import room_with_tile
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.rules.wounds import check_last_character, serious_wound
from engine.state import State, Task

EXT = "map:lockdown"
CSS_TILES = ("ld_css_a", "ld_css_b", "ld_css_c")
ALL, NONE = "ALL", "NONE"
OPS: dict = {}


def current_slot(state: State) -> int:
    from engine.maps.lockdown.clock import current_slot as slot

    return slot(state)


def pod_of_tile(state: State, tile: str) -> str:
    """The Pod letter a Cargo Sending System tile loads ("A", "B", "C")."""
    return cat(state).ext[EXT]["tiles"][tile].pod


def pod_room(state: State, pod: str) -> str:
    """The room holding the Cargo Sending System of `pod`, "" if that tile is not in play (LD-CSS-08)."""
    tile = next((t for t in CSS_TILES if pod_of_tile(state, t) == pod), "")
    return room_with_tile(state, tile) if tile and tile in state.tiles.values() else ""


# --- Enter the CSS Pod ----------------------------------------------------------------------------------------

@effect(ROOM_EFFECTS, *CSS_TILES)
def enter_options(state: State, seat: int, room: str) -> list[Params]:
    """Only while the Time token stands on a slot holding a CSS token and this Pod is empty (LD-CSS-01)."""
    s = lockdown_state(state)
    pod = pod_of_tile(state, state.tiles[room])
    if str(current_slot(state)) not in s.css or pod in s.pods:
        return []
    return [(pod,)]


@resolves(ROOM_EFFECTS, *CSS_TILES)
def enter_pod(state: State, seat: int, room: str, params: Params) -> None:
    """Discard the whole hand, step into the Pod and pass at once (LD-CSS-01, LD-ROUND-06)."""
    pod = pod_of_tile(state, state.tiles[room])
    if (pod,) not in enter_options(state, seat, room):
        raise ValueError(f"CSS Pod {pod} cannot be entered now")
    ch = state.characters[seat]
    discard_cards(state, ch, sorted(ch.hand), "LD-CSS-01")
    lockdown_state(state).pods[pod] = seat
    ch.passed = True
    set_character_status(state, ch, "pod", "LD-CSS-01")
    log(state, "LD-ROUND-06", "passed", seat=seat)
    check_last_character(state)  # the last one acting in the Facility entered a Pod (LD-END-04)


# --- Launch (Event step 4) ------------------------------------------------------------------------------------

def launch(state: State, rule: str = "LD-CSS-03", check: bool = True) -> None:
    """Reveal the CSS token under the Time token (it stays face up, LD-CSS-05): its letter's Pod evacuates,
    ALL every Pod, NONE none; everyone left in a Pod goes back to its room with 1 Serious Wound. The Pods
    empty and may be used again (LD-CSS-03/04). `check`: then the last-character check (LD-END-04), unless the
    ending itself asked for the launch."""
    s = lockdown_state(state)
    slot = str(current_slot(state))
    face = s.css.get(slot, "")
    if face and slot not in s.css_revealed:
        s.css_revealed.append(slot)
        log(state, "LD-CSS-05", "css_revealed", slot=int(slot), face=face)
    if not s.pods:
        return
    pods, s.pods = dict(s.pods), {}
    gone = False
    for pod, seat in sorted(pods.items()):
        ch = state.characters[seat]
        if ch.status != "pod":
            continue
        if face == ALL or face == pod:
            set_character_status(state, ch, "evacuated", rule)
            gone = True
        else:
            ch.status = "aboard"
            ch.room = pod_room(state, pod) or ch.room
            log(state, rule, "pod_failed", seat=seat, pod=pod, room=ch.room)
            serious_wound(state, ch, rule)
    if gone and check:
        check_last_character(state)


@op("ld_launch", OPS)
def launch_step(state: State, task: Task) -> None:
    """Event step 4 (LD-EVENT-04)."""
    launch(state, "LD-CSS-03")


# --- CSS Control System: Schedule CSS -------------------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_css_control_system")
def schedule_options(state: State, seat: int, room: str) -> list[Params]:
    """Peek at a CSS token and leave it, or move it one slot either way: never the one under the Time token,
    never onto a slot holding another token (LD-CSS-06)."""
    s = lockdown_state(state)
    here = current_slot(state)
    out: list[Params] = []
    for slot in sorted(s.css, key=int):
        out.append((slot, "stay"))
        if int(slot) == here:
            continue
        for to in (int(slot) + 1, int(slot) - 1):
            if 0 <= to <= int(opt(state, "time_track_length")) and str(to) not in s.css:
                out.append((slot, str(to)))
    return out


@resolves(ROOM_EFFECTS, "ld_css_control_system")
def schedule(state: State, seat: int, room: str, params: Params) -> None:
    if tuple(params) not in schedule_options(state, seat, room):
        raise ValueError(f"Schedule CSS cannot do {params!r} now")
    s = lockdown_state(state)
    slot, to = params
    ch = state.characters[seat]
    ch.knowledge[f"css:{slot}"] = s.css[slot]
    log(state, "LD-CSS-06", "css_peeked", visible_to=(seat,), seat=seat, slot=int(slot), face=s.css[slot])
    if to == "stay":
        return
    s.css[to] = s.css.pop(slot)
    if slot in s.css_revealed:
        s.css_revealed = sorted({*s.css_revealed, to} - {slot}, key=int)
    for other in state.characters:  # whoever knew the token still knows it where it now lies
        if f"css:{slot}" in other.knowledge:
            other.knowledge[f"css:{to}"] = other.knowledge.pop(f"css:{slot}")
    log(state, "LD-CSS-06", "css_moved", seat=seat, slot=int(slot), to=int(to))


def _guess(params: tuple[str, ...]) -> str:
    """The CSS Control System takes a slot and "stay" or a second slot; a CSS Pod room takes nothing."""
    if len(params) == 2 and params[0].isdigit() and (params[1] == "stay" or params[1].isdigit()):
        return "ld_css_control_system"
    return ""


register_room_texts({
    **{t: (lambda first, rest, tile: _("enter CSS Pod {pod}: discard your hand and pass").format(pod=first))
       for t in CSS_TILES},
    "ld_css_control_system": lambda first, rest, tile: (
        _("peek at the CSS token on slot {slot}").format(slot=first) if rest[:1] == ("stay",)
        else _("peek at the CSS token on slot {slot} and move it to slot {to}").format(slot=first, to=rest[0])),
}, _guess)

TEMPLATES = {
    "character_pod": "{seat} climbs into a CSS Pod",
    "character_evacuated": "{seat} is evacuated by the CSS",
    "css_revealed": "The CSS token on slot {slot} shows {face}",
    "pod_failed": "{seat}'s CSS Pod {pod} does not launch: back in {room:roomno}, wounded",
    "css_peeked": "{seat} peeks at the CSS token on slot {slot}: {face}",
    "css_moved": "{seat} moves the CSS token from slot {slot} to slot {to}",
}

PART = register(Plugin(id="map:lockdown/css", kind="map", hooks={Hook.OPS: OPS}, templates=TEMPLATES))
