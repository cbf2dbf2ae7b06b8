"""The Nemesis ship's systems as the crew bots weigh them: the ways out the win model reads (Escape Pods, the
Hibernatorium, the Self-Destruct countdown, whether a sleeper wakes up), and the cards, Items and steps that
work its systems (Engines, Coordinates, the Self-Destruct and Evacuation keys, swapping an Engine token).

PUB-POD-02/04, PUB-HIB-01/02, PUB-END-03/07/08, PUB-ENGINE, PUB-COORD-02, PUB-SELFDESTRUCT-01/05, PUB-OBJ-06.
Imported by the bots only (engine/ai/knowledge.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai import paths
from engine.ai.knowledge import Outlook, Score
from engine.ai.room_scores import room_score
from engine.catalog import opt
from engine.i18n import _
from engine.maps.nemesis_ship import objectives as obj
from engine.maps.nemesis_ship.bot.goals import open_at
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.objectives import kept_objectives
from engine.state import State

if TYPE_CHECKING:
    from engine.ai.goals import Needs
    from engine.ai.heuristics import Reading
    from engine.ai.scoring import Ctx
    from engine.decisions import Choice

EVACUATION = "evacuation_"  # the Evacuation Sections' tiles: evacuation_a, evacuation_b (PUB-POD-01)
HIBERNATORIUM = "hibernatorium"
GENERATOR = "generator"


def shelter_safe(state: State, seat: int) -> bool:
    """Would a hibernating character wake up (PUB-END-03/07/08, PUB-OBJ-06)?"""
    if ship_state(state).self_destruct >= 1 or obj.engines_failed(state):
        return False
    where = obj.planet(state)
    return where == "earth" or (where == "mars" and "quarantine" in kept_objectives(state, seat))


def outlook(state: State, seat: int, left: int, aboard: bool) -> Outlook:
    """The ways out for `seat` with `left` Turns to go: an unlocked pod, the Hibernatorium (distances capped)."""
    ship = ship_state(state)
    countdown, safe = ship.self_destruct >= 0, shelter_safe(state, seat)
    if not aboard:
        return Outlook(0.0, 0.0, 0.0, 0.0, countdown, safe)
    ch = state.characters[seat]
    b = paths.board(state)
    closed = paths.closed_doors(state.doors)
    pods = frozenset(r for r, t in state.tiles.items() if state.explored.get(r) and t.startswith(EVACUATION)
                     and any(not p.locked and t.endswith(p.section.lower()) for p in ship.pods))
    d_pod = min(paths.distance(b, ch.room, pods, closed), 10) if pods else 10
    d_hib = min(paths.distance(b, ch.room, frozenset({b.special[HIBERNATORIUM]}), closed), 10)
    hib_open = ship.self_destruct < 1
    return Outlook(float(bool(pods) and d_pod <= 2 * left), d_pod / 5, float(hib_open and d_hib <= 2 * left),
                   d_hib / 5, countdown, safe)


def countdown_left(state: State) -> int | None:
    """Turns before the Self-Destruct's skull space, while it runs (PUB-SELFDESTRUCT-05)."""
    sd = ship_state(state).self_destruct
    return int(opt(state, "self_destruct_explodes_at")) - sd if sd >= 0 else None


def doomed(state: State) -> bool:
    """The Self-Destruct has started: the ship will not survive (PUB-SELFDESTRUCT-01)."""
    return ship_state(state).self_destruct >= 1


def pass_score(c: Ctx) -> Score | None:
    """Waiting in the Hibernatorium for the chambers to open is worth a pass (PUB-HIB-01)."""
    r = c.r
    hib = r.board.special[HIBERNATORIUM]
    if not r.combat and r.room == hib and r.time < open_at(r) and c.goal_w("hibernate") >= 1.0:
        return 0.8, _("waits in the Hibernatorium: the chambers open in {n} Turns").format(n=open_at(r) - r.time)
    return None


def repair_engine(c: Ctx, p: tuple[str, ...]) -> Score:
    """Repair (or, for an Objective that wants the ship lost, tamper with) the Engine in this room (PUB-ENGINE)."""
    r = c.r
    tile = r.tiles.get(r.room, "")
    data = r.board.catalog.tiles.get(tile)
    name = _(data.name) if data else tile
    status = r.me.knowledge.get(f"engine:{tile}")
    if c.n.destroy and not c.n.planet:
        return (0.6, _("tampers with {engine}: the ship must not get home").format(engine=name)) \
            if status != "damaged" else (-0.3, _("leaves {engine} damaged").format(engine=name))
    if status == "working":
        return -0.3, _("checks {engine} again, though it saw it working").format(engine=name)
    return 1.2 + c.goal_w("engine"), _("repairs {engine}").format(engine=name)


def check_coordinates(c: Ctx, p: tuple[str, ...]) -> Score:
    """Read the Coordinates from a computer instead of the Cockpit (PUB-COORD-02)."""
    if "coordinates" in c.r.me.knowledge:
        return -0.5, _("checks the Coordinates again, though it knows them")
    return 0.8 + c.goal_w("coordinates"), _("checks the Coordinates from a computer")


def self_destruct_key(c: Ctx, p: tuple[str, ...], name: str) -> Score:
    """The Self-Destruct key works the Generator's action from anywhere (PUB-SELFDESTRUCT-01)."""
    generator = c.r.tile_room.get(GENERATOR)
    if not generator:
        return -1.0, _("uses the {item} before the Generator is found").format(item=name)
    return room_score(c, generator, p)


def evacuation_key(c: Ctx, p: tuple[str, ...], name: str) -> Score:
    if p[0] == "unlock":
        return 0.6 + c.goal_w("pod"), _("unlocks Escape Pod {pod}").format(pod=p[1])
    return -0.5, _("uses the {item} to lock an Escape Pod").format(item=name)


def swap_engine(r: Reading, n: Needs, kinds: dict[str, Choice]) -> Choice:
    """After checking an Engine: swap its tokens to mend a Damaged one, or to break a Working one when the
    Objective wants the ship lost (PUB-ENGINE)."""
    status = r.me.knowledge.get(f"engine:{r.tiles.get(r.room, '')}", "")
    swap = status == "working" if n.destroy and not n.planet else status == "damaged"
    return kinds["swap"] if swap else kinds["keep"]

