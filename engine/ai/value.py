"""`evaluate(state, seat)`: a heuristic worth in [0, 1] of a full State for one seat (the Hard bot's leaves).

Winning needs both surviving and meeting the Objective (PUB-OBJ-01), so the worth is
0.7 * P(survive) * P(objective) + 0.3 * P(survive). Survival reads the seat's status (launched pods are safe,
PUB-POD-05; hibernating characters share the ship's fate: Engines, Coordinates, Self-Destruct, PUB-END-03/07/08),
its wounds, the Intruders and Fire around it and the time left to reach safety. The Objective part uses
`objective_met` (PUB-OBJ-04) and partial credit for the steps toward it. A finished game scores its result.
Works on any State, including a determinised one, so it may read hidden parts; it never changes the State.
"""

from __future__ import annotations

from engine.ai import goals, paths
from engine.catalog import opt
from engine.rules import objectives as obj
from engine.state import Character, State

THREAT = {"larva": 0.05, "creeper": 0.08, "adult": 0.14, "breeder": 0.2, "queen": 0.25}


def evaluate(state: State, seat: int) -> float:
    if state.over and state.results:
        result = next((x for x in state.results if x.seat == seat), None)
        return 0.0 if result is None else 0.7 * result.won + 0.3 * result.survived
    ch = state.characters[seat]
    if ch.status == "dead" or seat == state.intruder_player:
        return 0.0
    cards = obj.kept_objectives(state, seat)
    p_obj = max((objective_progress(state, seat, card) for card in cards), default=0.5)
    p_surv = survival(state, ch)
    return min(1.0, max(0.0, 0.7 * p_surv * p_obj + 0.3 * p_surv))


def _ship_ok(state: State, seat: int) -> bool:
    """Would a hibernating character wake up (PUB-END-03/07/08, PUB-OBJ-06)?"""
    if state.self_destruct >= 1 or obj.engines_failed(state):
        return False
    where = obj.planet(state)
    return where == "earth" or (where == "mars" and "quarantine" in obj.kept_objectives(state, seat))


def _infection(state: State, ch: Character) -> float:
    """The chance the end-of-game Contamination check kills it (PUB-END-09): with a Larva or an INFECTED
    card, it dies if any of 4 cards drawn from all its cards is a Contamination card (hypergeometric)."""
    owned = ch.deck + ch.hand + ch.discard
    if not ch.larva and not set(owned) & set(state.infected):
        return 0.0
    total = len(owned)
    bad = sum(1 for c in owned if c.startswith("cont_"))
    draws = min(4, total)
    p_clean = 1.0
    for k in range(draws):
        p_clean *= max(0, total - bad - k) / (total - k)
    return 1.0 - p_clean


def survival(state: State, ch: Character) -> float:
    clean = 1.0 - _infection(state, ch)
    if ch.status == "launched":
        return 0.95 * clean
    if ch.status == "hibernating":
        return (0.9 if _ship_ok(state, ch.seat) else 0.03) * clean
    if ch.status == "pod":
        return 0.8 * clean
    serious = len(ch.serious) + len(ch.dressed)
    p = (0.8 - 0.13 * serious - 0.04 * ch.light_wounds) * clean
    here = [i for i in state.intruders if i.room == ch.room]
    p -= sum(THREAT.get(i.kind, 0.1) for i in here) * (1.5 if len(ch.hand) <= 1 else 1.0)
    near = {x for _k, x in paths.board().neighbours.get(ch.room, ())}
    p -= 0.03 * sum(1 for i in state.intruders if i.room in near)
    p -= 0.05 if ch.room in state.fire else 0.0
    return max(0.01, min(0.99, p * _route(state, ch)))


def _route(state: State, ch: Character) -> float:
    """How well the way out looks: an open pod, or hibernation on a ship that will arrive, in the time left."""
    closed = paths.closed_doors(state.doors)
    left = int(opt(state, "time_track_length")) - state.time
    pods = frozenset(r for r, t in state.tiles.items() if state.explored.get(r) and t.startswith("evacuation_")
                     and any(not p.locked and t.endswith(p.section.lower()) for p in state.pods))
    hib = frozenset({paths.board().special["hibernatorium"]})
    d_pod = paths.distance(ch.room, pods, closed)
    d_hib = paths.distance(ch.room, hib, closed)
    best = 0.0
    if pods:
        best = 0.95 if d_pod <= 2 * left else 0.2
    hib_ok = 0.9 if _ship_ok(state, ch.seat) else 0.3
    if state.self_destruct < 1:
        best = max(best, hib_ok if d_hib <= 2 * left else 0.1)
    return max(best, 0.05)


def objective_progress(state: State, seat: int, card: str) -> float:
    """P(this Objective ends met), read from what is already done."""
    ch = state.characters[seat]
    if card in goals.TARGETS:
        number = goals.TARGETS[card]
        own = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
        if number == own:
            return 0.9 if obj.only_survivor(state, seat) else 0.15
        target = next((c for c in state.characters if c.seat < len(state.player_numbers)
                       and state.player_numbers[c.seat] == number), None)
        if target is None or target.status == "dead":
            return 0.95
        return 0.1 if target.status in obj.SURVIVED else 0.35
    signal = ch.signal or card not in obj.NEEDS_SIGNAL
    base = 0.25 * signal
    if obj.objective_met(state, seat, card):
        return 0.95 if card not in ("best_friends_forever", "hoarder") else 0.6
    if card in goals.WEAKNESS:
        need = 2 if len(goals.WEAKNESS[card]) > 1 else 1
        return base + 0.5 * min(1.0, len(state.revealed_weaknesses) / need)
    if card in goals.CARRY or card == "emergency_post_mortem":
        what = goals.CARRY.get(card, "corpse_blue")
        return base + (0.45 if any(h == what or h.startswith(what + "_") for h in ch.heavy) else 0.0)
    if card in goals.EXPLORE:
        return base + 0.5 * sum(1 for r in state.explored.values() if r) / max(1, len(paths.board().rooms))
    if card in goals.DESTROY:
        return base + (0.45 if state.self_destruct >= 1 else 0.1 * (5 - state.eggs) / 5)
    if card in goals.PLANET:
        return 0.3
    if card == "hoarder":
        return min(0.6, obj.item_cards(state, ch) / obj.HOARDER_ITEMS)
    return 0.4
