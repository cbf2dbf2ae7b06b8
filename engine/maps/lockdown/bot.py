"""What the crew bots know of the Lockdown Facility (engine/ai/knowledge.py): its three ways out — locking in
the Isolation Room once it opens (LD-ROOM-24, LD-CLOCK-02), the CSS Pods while the Time token stands on a CSS
token (LD-CSS-01/03), the Bunker through the open Main Gate (LD-EXIT-05) — the purge that kills everyone left
(LD-END-02), the Autodestruction that kills the locked-in too (LD-END-03), and the Power that keeps the lights on
(LD-POWER-02/06/08). Imported by the bots only; the plug-in names it in `Plugin.bot`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai import paths
from engine.ai.knowledge import MapKnowledge, Outlook, Score
from engine.i18n import _
from engine.maps.lockdown.state import lockdown_state, lockdown_view
from engine.state import State

if TYPE_CHECKING:
    from engine.ai.goals import Goal, Needs
    from engine.ai.heuristics import Reading
    from engine.ai.scoring import Ctx

ISOLATION, BACKUP, GENERATOR, COOLING, ALERT = ("ld_isolation_room", "ld_backup_power_supply", "ld_power_generator",
                                                "ld_cooling_system", "ld_alert_room")
CSS_TILES = {"ld_css_a": "A", "ld_css_b": "B", "ld_css_c": "C"}
WAY_OUT = {"escape": True, "clear_first": True}


def _left(time: int, length: int, alert_slot: int) -> int:
    """Event phases before the purge: the end of the track, or leaving the Alert slot (LD-ALERT-03)."""
    left = length - time
    if alert_slot >= 0:
        left = min(left, (length + 1 - alert_slot) - time)
    return max(left, 0)


def turns_left(r: Reading) -> int:
    return _left(r.time, r.end_at, lockdown_view(r.view).alert_slot)


def slot_now(r: Reading) -> int:
    return r.end_at - r.time


def _goal(name: str, rooms: frozenset[str], weight: float, why: str) -> Goal:
    from engine.ai.goals import Goal

    return Goal(name, rooms, weight, why, **WAY_OUT)


def escape_goals(r: Reading, n: Needs, work: bool) -> list[Goal]:
    """Each way out, weighted by the Time left and what the Facility's state makes safe."""
    from engine.ai.heuristics import DEATH

    lv = lockdown_view(r.view)
    left = turns_left(r)
    out: list[Goal] = []
    iso = r.tile_room.get(ISOLATION) or r.board.special.get(ISOLATION)
    red = lv.autodestruction >= 0 and lv.autodestruction_red
    if iso and not red:
        d = min(r.dist(frozenset({iso})), 12)
        need = (d + 1) // 2 + 1
        if left <= need + 1:
            w = DEATH / (0.6 * (d + 1))
        elif left <= need + 3:
            w = 4.0
        elif lv.isolation_open:
            w = 1.2 if work else 2.4
        else:
            w = 0.6 if r.time >= 4 else 0.2
        why = (_("heads for the Isolation Room: the purge is near") if left <= need + 3 else
               _("heads for the Isolation Room: it is open") if lv.isolation_open else
               _("keeps the Isolation Room in reach"))
        out.append(_goal("lock_in", frozenset({iso}), w, why))
    exit_room = r.board.special.get("exit_room") or _exit_room(r)
    if exit_room and lv.gate_open and (lv.rover == exit_room or _suited(r)):
        d = min(r.dist(frozenset({exit_room})), 12)
        w = 4.5 if red or left <= 4 else 3.0
        out.append(_goal("bunker", frozenset({exit_room}), w, _("heads for the Exit Room: the Main Gate is open")))
    pods = _pods_open(r)
    if pods:
        w = 4.0 if red else (2.8 if r.serious >= 1 or left <= 5 else 1.4)
        out.append(_goal("pod", pods, w, _("heads for a CSS Pod: a launch is due")))
    elif red:
        css = frozenset(room for tile, room in r.tile_room.items() if tile in CSS_TILES)
        if css:
            out.append(_goal("pod", css, 2.0, _("heads for the CSS: the Facility will blow up")))
    return out


def _exit_room(r: Reading) -> str:
    from engine.maps.lockdown.darkness import EXT

    return r.board.catalog.ext[EXT]["facility"].exit_room


def _suited(r: Reading) -> bool:
    return any("suit" in i for i in r.me.items)


def _pods_open(r: Reading) -> frozenset[str]:
    """CSS rooms whose Pod is empty while the Time token stands on a CSS token (LD-CSS-01)."""
    lv = lockdown_view(r.view)
    if str(slot_now(r)) not in lv.css_slots or lv.css_faces.get(str(slot_now(r))) in ("none", "NONE"):
        return frozenset()
    return frozenset(room for tile, room in r.tile_room.items()
                     if tile in CSS_TILES and CSS_TILES[tile] not in lv.pods and room not in r.malfunction)


def system_goals(r: Reading, n: Needs) -> list[Goal]:
    """Power: with most Sections dark and Backup Power not yet restored, the Backup Power Supply is worth a trip
    (LD-POWER-06); a yellow Autodestruction is worth stopping at the Power Generator (LD-AUTO-02)."""
    from engine.ai.goals import Goal

    lv = lockdown_view(r.view)
    out: list[Goal] = []
    dark = sum(1 for k, (_n, on) in lv.power.items() if k != "elevator" and not on)
    backup = r.tile_room.get(BACKUP) or r.board.special.get(BACKUP)
    if backup and dark >= 2 and turns_left(r) > 3:
        out.append(Goal("power", frozenset({backup}), 1.0 + 0.3 * dark, _("heads for the Backup Power Supply to "
                                                                             "bring the lights back"), clear_first=True))
    generator = r.tile_room.get(GENERATOR)
    if generator and lv.autodestruction >= 0 and not lv.autodestruction_red and not n.destroy:
        out.append(Goal("stop", frozenset({generator}), 2.5, _("heads for the Power Generator to stop the "
                                                                         "Autodestruction")))
    return out


# --- Room actions ------------------------------------------------------------------------------------------

def _lock_in(c: Ctx, p: tuple[str, ...]) -> Score:
    w = c.goal_w("lock_in")
    left = turns_left(c.r)
    if c.goal_w("bunker") > w or c.goal_w("pod") > w + 0.5:
        return 0.2, _("could lock itself in, but a better way out is open")
    if c.n.signal and left > 3:
        return 0.3, _("locks itself in before sending the Signal")
    s = 1.0 + 2.0 * w if w >= 1.0 else (0.6 if left <= 5 else -0.4)
    return s, _("locks itself in the Isolation Room: the purge is near") if left <= 4 else \
        _("locks itself in the Isolation Room")


def _enter_pod(c: Ctx, p: tuple[str, ...]) -> Score:
    w = c.goal_w("pod")
    return (1.0 + 2.0 * w if w else 0.2), _("enters CSS Pod {pod}").format(pod=p[0]) if p else _("enters a CSS Pod")


def _restore(c: Ctx, p: tuple[str, ...]) -> Score:
    """Restore Power: worth it while Sections are dark; the layout that lights this character's Section and the
    Elevator is best (p = token numbers for S-01, S-02, S-03, Elevator)."""
    lv = lockdown_view(c.r.view)
    on = {n for (n, side) in lv.power.values() if side}
    if len(on) < 3:
        on = {1, 2}  # the reset lights the two lowest (LD-POWER-06)
    dark = sum(1 for (_n, side) in lv.power.values() if not side)
    if not p or len(p) < 4:
        return 0.5 + 0.3 * dark, _("restores the Backup Power")
    lit = [int(x) in on if str(x).isdigit() else False for x in p[:4]]
    from engine.maps.lockdown.darkness import EXT

    sections = c.r.board.catalog.ext[EXT]["facility"].sections
    mine = c.r.board.catalog.ext[EXT]["facility"].room_sections.get(c.r.room, "")
    bonus = 0.4 * sum(lit[:3]) + (0.3 if mine in sections and lit[sections.index(mine)] else 0.0)
    return 0.6 + 0.3 * dark + bonus, _("restores the Backup Power")


def _generator(c: Ctx, p: tuple[str, ...]) -> Score:
    lv = lockdown_view(c.r.view)
    if p[:1] == ("stop",):
        return (-1.0, _("stops the Autodestruction")) if c.n.destroy else (3.0 + c.goal_w("stop"),
                                                                           _("stops the Autodestruction"))
    from engine.maps.lockdown.darkness import EXT

    section = c.r.board.catalog.ext[EXT]["facility"].room_sections.get(c.r.room, "")
    on = lv.power.get(section, (0, True))[1]
    return (-0.8, _("switches its Section's Power off")) if on else (1.2, _("switches its Section's Power on"))


def _cooling(c: Ctx, p: tuple[str, ...]) -> Score:
    if c.n.destroy:
        return 2.0, _("starts the Autodestruction: the Facility must go")
    return -1.5, _("starts the Autodestruction")


def _alert(c: Ctx, p: tuple[str, ...]) -> Score:
    if p[:1] == ("peek",):
        return 0.2, _("takes a Contingency token from the Neutral Pool")
    return -1.0, _("starts the Alert Procedure")


ROOMS = {ISOLATION: _lock_in, BACKUP: _restore, GENERATOR: _generator, COOLING: _cooling, ALERT: _alert,
         **{t: _enter_pod for t in CSS_TILES}}


def _escape_facility(c: Ctx, p: tuple[str, ...]) -> Score:
    return 4.0 + c.goal_w("bunker"), _("escapes the Facility to the Bunker")


def _computer(c: Ctx, p: tuple[str, ...]) -> Score:
    option = p[0] if p else ""
    if option == "gain_knowledge":
        return 0.4, _("gains Knowledge at a Computer")
    if option == "swap_power":
        return -0.3, _("swaps two Power tokens")
    return -0.2, _("uses a Computer")


# --- The win model's view ---------------------------------------------------------------------------------

def outlook(state: State, seat: int, left: int, aboard: bool) -> Outlook:
    s = lockdown_state(state)
    countdown = s.autodestruction >= 0
    if not aboard:
        return Outlook(0.0, 0.0, 0.0, 0.0, countdown, not s.autodestruction_red)
    ch = state.characters[seat]
    b = paths.board(state)
    closed = paths.closed_doors(state.doors)
    iso = next((r for r, t in state.tiles.items() if t == ISOLATION), "")
    d_iso = min(paths.distance(b, ch.room, frozenset({iso}), closed), 10) if iso else 10
    from engine.maps.lockdown.darkness import facility

    exit_room = facility(state).exit_room
    gate = s.gate_open and s.rover == exit_room
    d_exit = min(paths.distance(b, ch.room, frozenset({exit_room}), closed), 10)
    return Outlook(float(gate and d_exit <= 2 * left), d_exit / 5, float(d_iso <= 2 * left), d_iso / 5,
                   countdown, not s.autodestruction_red)


def countdown_left(state: State) -> int | None:
    """Event phases before the Autodestruction token's slot is left (LD-AUTO-03/04)."""
    s = lockdown_state(state)
    if s.autodestruction < 0:
        return None
    slot = 15 - state.time
    return max(0, slot - s.autodestruction) + (0 if s.autodestruction_red else 3)


def doomed(state: State) -> bool:
    return lockdown_state(state).autodestruction_red


def pass_score(c: Ctx) -> Score | None:
    """Waiting in the Isolation Room for it to open is worth a pass (LD-CLOCK-02)."""
    r = c.r
    lv = lockdown_view(r.view)
    iso = r.tile_room.get(ISOLATION)
    if not r.combat and r.room == iso and not lv.isolation_open and c.goal_w("lock_in") >= 1.0:
        return 0.8, _("waits in the Isolation Room for it to open")
    return None


def signalled(holder, seat: int) -> bool:
    return seat in (lockdown_state(holder).signals if isinstance(holder, State) else lockdown_view(holder).signals)


KNOWLEDGE = MapKnowledge(
    roles={"signal": "ld_transmitter_control_room", "analyse": "ld_laboratory", "operate": "ld_surgery",
           "heal": "ld_emergency_room"},
    escape_tiles=frozenset({ISOLATION, *CSS_TILES}),
    vital_tiles=frozenset({ISOLATION, BACKUP, "ld_transmitter_control_room", "ld_laboratory", *CSS_TILES}),
    reckless=frozenset({(COOLING,), (ALERT, "alert")}),
    escape_goals=escape_goals,
    system_goals=system_goals,
    room_scores=ROOMS,
    action_scores={"escape_facility": _escape_facility, "computer": _computer},
    pass_score=pass_score,
    outlook=outlook,
    countdown_left=countdown_left,
    doomed=doomed,
    signalled=signalled,
)
