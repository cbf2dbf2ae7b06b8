"""`features(state, seat, progress, met)`: one seat's position in numbers, the inputs of the win model (value.py).

Each feature is a plain fact a player weighs at the end of a Turn: how it stands (launched, hibernating, its
wounds, the Intruders and Fire around it, each figure counted by its species' threat), its means (cards,
weapons and their ammo, Items), the way out (the map's `Outlook`: distance to a way off the board now and to a
shelter against the Time left, a countdown, whether a sheltered character survives; how close the Malfunction
and Fire markers are to running out, PUB-MALF-04 / PUB-FIRE-03) and its Objective (met now, or how far along:
value.objective_progress). NAMES gives their order; every value is small (0..~10) so one weight table fits
them all. Reads any State, a determinised one included; changes nothing.
"""

from __future__ import annotations

from engine.ai import paths
from engine.ai.knowledge import map_knowledge, species_knowledge
from engine.bot_api import Character, State, cat, opt

NAMES = (
    "bias", "launched", "hibernating", "safe_and_met", "sheltered_safe", "serious", "light", "parasite",
    "slime", "infection", "threat_here", "intruders_near", "fire_here", "hand", "deck",
    "ammo", "armed", "items", "time_left", "late", "exit_reachable", "exit_distance", "shelter_reachable",
    "shelter_distance", "countdown", "shelter_safe", "objective", "objective_met", "aboard_met", "crew_alive",
    "intruders", "noise_near", "malfunctions", "fires", "overflow_risk",
)


def threat(kinds: dict, kind: str) -> float:
    """One figure's threat in its species' standard figure (kinds.toml `threat`; an unknown kind counts 1)."""
    data = kinds.get(kind)
    return data.threat if data else 1.0


def infection(state: State, ch: Character) -> float:
    """The chance the end-of-game Contamination check kills it (PUB-END-09): with a Larva or an INFECTED
    card, it dies if any of 4 cards drawn from all its cards is a Contamination card (hypergeometric)."""
    owned = ch.deck + ch.hand + ch.discard
    if not species_knowledge(state).carrying(state, ch.seat) and not set(owned) & set(state.infected):
        return 0.0
    total = len(owned)
    bad = sum(1 for c in owned if c.startswith("cont_"))
    p_clean = 1.0
    for k in range(min(4, total)):
        p_clean *= max(0, total - bad - k) / (total - k)
    return 1.0 - p_clean


def features(state: State, seat: int, progress: float, met: bool) -> tuple[float, ...]:
    """The NAMES values for `seat` (alive, a crew member); `progress` and `met` describe its Objective."""
    ch = state.characters[seat]
    status = ch.status
    launched, hib = status == "launched", status == "hibernating"
    left = max(0, int(opt(state, "time_track_length")) - state.time)
    aboard = status == "aboard"
    way = map_knowledge(state).outlook(state, seat, left, aboard)
    ship_ok = way.shelter_safe
    safe = launched or (hib and ship_ok)
    here = [i for i in state.intruders if i.room == ch.room] if aboard else []
    c = cat(state)
    danger = sum(threat(c.kinds, i.kind) for i in here)
    b = paths.board_of(c)
    near_rooms = {x for _k, x in b.neighbours.get(ch.room, ())} if aboard else set()
    near = sum(1 for i in state.intruders if i.room in near_rooms)
    noise = sum(1 for k, _x in b.neighbours.get(ch.room, ()) if k in state.noise) if aboard else 0
    ways = (way.exit_reachable, way.exit_distance, way.shelter_reachable, way.shelter_distance)
    ammo = sum(ch.weapons.values())
    return (
        1.0, float(launched), float(hib), float(safe and met), float(hib and ship_ok),
        float(len(ch.serious) + len(ch.dressed)), float(ch.light_wounds),
        float(species_knowledge(state).carrying(state, ch.seat)), float(ch.slime),
        infection(state, ch), danger, float(near), float(aboard and ch.room in state.fire),
        len(ch.hand) / 5, len(ch.deck) / 5, min(ammo, 8) / 4, float(ammo > 0), len(ch.items) / 3, left / 5,
        float(left <= 3), ways[0], ways[1], ways[2], ways[3], float(way.countdown), float(ship_ok),
        progress, float(met), float(met and aboard), sum(1 for c in state.characters if c.status != "dead") / 3,
        len(state.intruders) / 3, float(noise), len(state.malfunction) / 4 * (not launched),
        len(state.fire) / 4 * (not launched), float(max(len(state.malfunction), len(state.fire)) >= 6 and not launched),
    )
