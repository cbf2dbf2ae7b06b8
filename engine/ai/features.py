"""`features(state, seat, progress, met)`: one seat's position in numbers, the inputs of the win model (value.py).

Each feature is a plain fact a player weighs at the end of a Turn: how it stands (launched, hibernating, its
wounds, the Intruders and Fire around it), its means (cards, weapons and their ammo, Items), the way out
(distance to an unlocked pod or the Hibernatorium against the Time left, the ship's fate, how close the
Malfunction and Fire markers are to running out, PUB-MALF-04 / PUB-FIRE-03) and its Objective (met now, or
how far along: value.objective_progress). NAMES gives their order; every value is small (0..~10) so one
weight table fits them all. Reads any State, a determinised one included; changes nothing.
"""

from __future__ import annotations

from engine.ai import paths
from engine.catalog import opt
from engine.maps.nemesis_ship import objectives as obj
from engine.maps.nemesis_ship.state import ship_state
from engine.state import Character, State

THREAT = {"larva": 0.3, "creeper": 0.6, "adult": 1.0, "breeder": 1.5, "queen": 2.0}  # in Adults
NAMES = (
    "bias", "launched", "hibernating", "safe_and_met", "hib_ship_ok", "serious", "light", "larva",
    "slime", "infection", "threat_here", "intruders_near", "fire_here", "hand", "deck",
    "ammo", "armed", "items", "time_left", "late", "pod_reachable", "pod_distance", "hib_reachable",
    "hib_distance", "self_destruct", "ship_ok", "objective", "objective_met", "aboard_met", "crew_alive",
    "intruders", "noise_near", "malfunctions", "fires", "overflow_risk",
)


def _ship_ok(state: State, seat: int) -> bool:
    """Would a hibernating character wake up (PUB-END-03/07/08, PUB-OBJ-06)?"""
    if ship_state(state).self_destruct >= 1 or obj.engines_failed(state):
        return False
    where = obj.planet(state)
    return where == "earth" or (where == "mars" and "quarantine" in obj.kept_objectives(state, seat))


def infection(state: State, ch: Character) -> float:
    """The chance the end-of-game Contamination check kills it (PUB-END-09): with a Larva or an INFECTED
    card, it dies if any of 4 cards drawn from all its cards is a Contamination card (hypergeometric)."""
    owned = ch.deck + ch.hand + ch.discard
    if not ch.larva and not set(owned) & set(state.infected):
        return 0.0
    total = len(owned)
    bad = sum(1 for c in owned if c.startswith("cont_"))
    p_clean = 1.0
    for k in range(min(4, total)):
        p_clean *= max(0, total - bad - k) / (total - k)
    return 1.0 - p_clean


def _ways_out(state: State, ch: Character, left: int) -> tuple[float, float, float, float]:
    """(pod reachable in time, pod distance, Hibernatorium reachable in time, its distance), distances capped."""
    closed = paths.closed_doors(state.doors)
    pods = frozenset(r for r, t in state.tiles.items() if state.explored.get(r) and t.startswith("evacuation_")
                     and any(not p.locked and t.endswith(p.section.lower()) for p in ship_state(state).pods))
    d_pod = min(paths.distance(ch.room, pods, closed), 10) if pods else 10
    d_hib = min(paths.distance(ch.room, frozenset({paths.board().special["hibernatorium"]}), closed), 10)
    hib_open = ship_state(state).self_destruct < 1
    return (float(bool(pods) and d_pod <= 2 * left), d_pod / 5, float(hib_open and d_hib <= 2 * left), d_hib / 5)


def features(state: State, seat: int, progress: float, met: bool) -> tuple[float, ...]:
    """The NAMES values for `seat` (alive, a crew member); `progress` and `met` describe its Objective."""
    ch = state.characters[seat]
    status = ch.status
    launched, hib = status == "launched", status == "hibernating"
    ship_ok = _ship_ok(state, seat)
    safe = launched or (hib and ship_ok)
    left = max(0, int(opt(state, "time_track_length")) - state.time)
    aboard = status == "aboard"
    here = [i for i in state.intruders if i.room == ch.room] if aboard else []
    threat = sum(THREAT.get(i.kind, 1.0) for i in here)
    near_rooms = {x for _k, x in paths.board().neighbours.get(ch.room, ())} if aboard else set()
    near = sum(1 for i in state.intruders if i.room in near_rooms)
    noise = sum(1 for k, _x in paths.board().neighbours.get(ch.room, ()) if k in state.noise) if aboard else 0
    ways = _ways_out(state, ch, left) if aboard else (0.0, 0.0, 0.0, 0.0)
    ammo = sum(ch.weapons.values())
    return (
        1.0, float(launched), float(hib), float(safe and met), float(hib and ship_ok),
        float(len(ch.serious) + len(ch.dressed)), float(ch.light_wounds), float(ch.larva), float(ch.slime),
        infection(state, ch), threat, float(near), float(aboard and ch.room in state.fire),
        len(ch.hand) / 5, len(ch.deck) / 5, min(ammo, 8) / 4, float(ammo > 0), len(ch.items) / 3, left / 5,
        float(left <= 3), ways[0], ways[1], ways[2], ways[3], float(ship_state(state).self_destruct >= 0), float(ship_ok),
        progress, float(met), float(met and aboard), sum(1 for c in state.characters if c.status != "dead") / 3,
        len(state.intruders) / 3, float(noise), len(state.malfunction) / 4 * (not launched),
        len(state.fire) / 4 * (not launched), float(max(len(state.malfunction), len(state.fire)) >= 6 and not launched),
    )
