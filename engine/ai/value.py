"""`evaluate(state, seat)`: the worth in [0, 1] of a full State for one seat (the Hard bot's search leaves).

Winning needs both surviving and meeting the Objective (PUB-OBJ-01). The worth is 0.85 * P(win) +
0.15 * P(survive), each a logistic model over `features.features` (the seat's standing, means, way out and
Objective progress; the map's part comes from its bot knowledge); P(win) also has a term per Objective card (some are much harder to meet than others;
before the choice, the mean over the cards held). The weights were fitted to the outcomes of Normal-bot
self-play, recorded at the first decision of every Turn: the Hard bot's playouts stop there and Normal plays
them, so that is the chance the leaf should estimate. A finished game scores its result on the same scale (a
win 1.0, surviving without winning `SURVIVED`, a death 0). Refit the weights after a change to Normal or the
features: self-play a few thousand all-Normal games, record `features` and the Objective cards at each Turn's
first decision with each seat's final won / survived, and fit two L2-regularised logistic regressions (the
Objective terms in P(win) only). Works on any State, a determinised one included (it may read hidden parts);
it never changes the State.
"""

from __future__ import annotations

import math

from engine.ai import goals, paths
from engine.ai.features import NAMES, features
from engine.ai.knowledge import map_knowledge, species_knowledge
from engine.bot_api import State, cat, item_cards, kept_objectives, objective_met, only_survivor

HOARDER_ITEMS = 7  # T11a Hoarder: Item cards a launched character must hold

WIN_SHARE, SURVIVED = 0.85, 0.15  # a win is what counts (PUB-OBJ-01); surviving is worth a little on its own

# --- fitted weights (how: see the module docstring) ---
WIN = {
    "bias": -2.201, "launched": -0.889, "hibernating": -2.443, "safe_and_met": 2.665, "sheltered_safe": 1.506,
    "serious": -0.228, "light": -0.08, "parasite": -0.11, "slime": -0.127, "infection": -2.731, "threat_here": -0.392,
    "intruders_near": -0.124, "fire_here": 0.182, "hand": -0.153, "deck": -0.141, "ammo": 0.286, "armed": 0.338,
    "items": 0.286, "time_left": -0.218, "late": 0.051, "exit_reachable": -0.88, "exit_distance": -0.812,
    "shelter_reachable": 0.767, "shelter_distance": -0.146, "countdown": 0.188, "shelter_safe": 0.369, "objective": 1.771,
    "objective_met": -0.214, "aboard_met": 0.068, "crew_alive": 0.135, "intruders": 0.166, "noise_near": -0.012,
    "malfunctions": -0.169, "fires": -0.475, "overflow_risk": 0.06,
}
SURVIVE = {
    "bias": -0.051, "launched": 1.861, "hibernating": -2.486, "safe_and_met": 0.533, "sheltered_safe": 4.036,
    "serious": -0.238, "light": -0.148, "parasite": -0.138, "slime": -0.18, "infection": -3.025, "threat_here": -0.394,
    "intruders_near": -0.08, "fire_here": 0.185, "hand": 0.439, "deck": -0.098, "ammo": 0.375, "armed": 0.297,
    "items": 0.308, "time_left": -0.367, "late": 0.01, "exit_reachable": -0.998, "exit_distance": -1.064,
    "shelter_reachable": 0.403, "shelter_distance": -0.17, "countdown": 0.491, "shelter_safe": 0.694, "objective": 0.354,
    "objective_met": -0.689, "aboard_met": 0.793, "crew_alive": 0.064, "intruders": 0.15, "noise_near": -0.05,
    "malfunctions": -0.218, "fires": -0.405, "overflow_risk": -0.127,
}
OBJECTIVES = {
    "a_proper_burial": 0.119, "ab_ovo": -2.111, "an_old_feud": 0.92, "best_friends_forever": 0.521,
    "extreme_field_biology": -1.884, "greener_pastures": 0.918, "hoarder": -1.503, "hostile_takeover": 1.058,
    "my_precious": -0.764, "necroscopy": -1.211, "quarantine": -0.011, "relentless_investigator": -1.296,
    "salvaging_the_prime_asset": 0.856, "the_great_hunt": 0.18, "the_oldest_friend": 0.828,
    "the_right_moment_to_strike": 1.178,
}
# --- end of fitted weights ---

_WIN = tuple(WIN.get(n, 0.0) for n in NAMES)
_SURVIVE = tuple(SURVIVE.get(n, 0.0) for n in NAMES)


def _logistic(weights: tuple[float, ...], x: tuple[float, ...], offset: float = 0.0) -> float:
    z = offset + sum(w * v for w, v in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def evaluate(state: State, seat: int) -> float:
    if state.over and state.results:
        result = next((x for x in state.results if x.seat == seat), None)
        return 0.0 if result is None else 1.0 if result.won else SURVIVED if result.survived else 0.0
    ch = state.characters[seat]
    if ch.status == "dead" or seat == state.intruder_player:
        return 0.0
    cards = kept_objectives(state, seat)
    progress = max((objective_progress(state, seat, card) for card in cards), default=0.5)
    met = any(objective_met(state, seat, card) for card in cards)
    x = features(state, seat, progress, met)
    known = sum(OBJECTIVES.get(card, 0.0) for card in cards) / len(cards) if cards else 0.0
    return WIN_SHARE * _logistic(_WIN, x, known) + SURVIVED * _logistic(_SURVIVE, x)


def objective_progress(state: State, seat: int, card: str) -> float:
    """P(this Objective ends met), read from what is already done."""
    ch = state.characters[seat]
    if card in goals.TARGETS:
        number = goals.TARGETS[card]
        own = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
        if number == own:
            return 0.9 if only_survivor(state, seat) else 0.15
        target = next((c for c in state.characters if c.seat < len(state.player_numbers)
                       and state.player_numbers[c.seat] == number), None)
        if target is None or target.status == "dead":
            return 0.95
        return 0.1 if target.status in cat(state).options["survived_statuses"] else 0.35
    ship = map_knowledge(state)
    signal = ship.signalled(state, seat) or card not in ship.needs_signal
    base = 0.25 * signal
    if objective_met(state, seat, card):
        return 0.95 if card not in ("best_friends_forever", "hoarder") else 0.6
    if card in goals.WEAKNESS:
        need = 2 if len(goals.WEAKNESS[card]) > 1 else 1
        return base + 0.5 * min(1.0, len(state.revealed_weaknesses) / need)
    if card in goals.CARRY or card == "emergency_post_mortem":
        what = goals.CARRY.get(card, "corpse_blue")
        return base + (0.45 if any(h == what or h.startswith(what + "_") for h in ch.heavy) else 0.0)
    if card in goals.EXPLORE:
        return base + 0.5 * sum(1 for r in state.explored.values() if r) / max(1, len(paths.board(state).rooms))
    if card in goals.DESTROY:
        return base + (0.45 if map_knowledge(state).doomed(state) else species_knowledge(state).nest_progress(state))
    if card in goals.PLANET:
        return 0.3
    if card == "hoarder":
        return min(0.6, item_cards(state, ch) / HOARDER_ITEMS)
    return 0.4
