"""The Nemesis ship's room actions as the Normal bot weighs them: each tile's action, its worth now and why
(PUB-ACT-06, PUB-ROOM-01..11, T2).

Room actions cost 2 cards, are taken out of Combat only, and serve escape (Hibernatorium PUB-HIB-02,
Evacuation PUB-POD-02), the Objective (Comms Room PUB-SIGNAL-01, Laboratory PUB-WEAK-02, Nest PUB-NEST-02,
Cockpit PUB-COORD-02, Generator PUB-SELFDESTRUCT-01) or the character's health and kit. `ROOMS` maps each
tile to its scorer (engine/ai/room_scores.py calls it). Imported by the bots only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.maps.nemesis_ship.bot.goals import open_at, planet_now, pods_open
from engine.maps.nemesis_ship.content import coordinates_of

if TYPE_CHECKING:
    from engine.ai.scoring import Ctx

SLOT_NAMES = {"egg": "the Egg", "carcass": "the Carcass", "corpse": "the Corpse"}


def _hibernate(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    w = c.goal_w("hibernate")
    bad_course = "coordinates" in r.me.knowledge and planet_now(r) not in ("earth", c.n.planet or "earth")
    if bad_course and c.goal_w("coordinates") > 0 and r.turns_left > 2:
        return -0.5, "tries to hibernate"
    if pods_open(r) and r.turns_left > 2:
        w = min(w, 0.5)
    s = 1.0 + 2.0 * w if w else (0.8 if r.time >= open_at(r) and r.turns_left <= 4 else -0.5)
    return s, "tries to hibernate: time is running out" if r.turns_left <= 4 else "tries to hibernate"


def _evacuate(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    w = c.goal_w("pod")
    if c.n.signal and c.r.turns_left > 2:
        w *= 0.3  # the Signal first
    s = 1.0 + 2.0 * w if w else 0.3
    return s, f"tries to enter Escape Pod {p[0]}"


def _comms(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (3.0, "sends the Signal") if c.n.signal else (-0.3, "sends a Signal")


def _lab(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    what = SLOT_NAMES.get(p[0], p[0])
    if p[0] in c.n.slots:
        return 3.0, f"analyses {what} in the Laboratory"
    return 0.3, f"analyses {what} in the Laboratory"


def _nest(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    wants = c.n.carry == "egg" or ("egg" in c.n.slots and c.goal_w("analyse") > 0)
    return (2.4, "takes an Egg from the Nest") if wants else (-0.8, "takes an Egg from the Nest")


def _cockpit(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r, n = c.r, c.n
    want = n.planet or "earth"
    if p[0] == "check":
        if "coordinates" in r.me.knowledge:
            return -0.5, "checks the Coordinates again"
        return (0.6 + c.goal_w("coordinates"), "checks the Coordinates in the Cockpit")
    card = r.me.knowledge.get("coordinates", "")
    if not card or n.destroy and not n.planet:
        return -0.6, f"sets the Destination to {p[1]}"
    target = coordinates_of(c.r.board.catalog).get(card, {}).get(p[1], "")
    if target == want and planet_now(r) != want:
        return 3.0, f"sets course for {want.title()}"
    if n.victim and target != "earth" and planet_now(r) == "earth" and _victim_hibernates(c):
        return 1.0, f"quietly sets course for {target.replace('_', ' ').title()}"
    return -0.6, f"sets the Destination to {p[1]}"


def _victim_hibernates(c: Ctx) -> bool:
    """The player who must not survive sleeps aboard, and this character will not (it has a pod)."""
    victim = next((ch for ch in c.r.view.characters if ch.player_number == c.n.victim), None)
    return victim is not None and victim.status == "hibernating" and bool(pods_open(c.r))


def _emergency(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    gain = {"dress": 1.0 * len(r.me.serious), "heal_dressed": 1.2, "heal_light": 0.4 * r.me.light_wounds}
    return gain.get(p[0], 0.0) + 0.2, "treats its wounds in the Emergency Room"


def _canteen(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    scan = _scan(c, p)
    return (0.2 + 0.4 * c.r.me.light_wounds + scan), "eats and rests in the Canteen"


def _shower(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (0.7 if c.r.me.slime else -0.3) + _scan(c, p), "washes the Slime off in the Shower Room"


def _scan(c: Ctx, p: tuple[str, ...]) -> float:
    """Scanning the hand: good riddance of clean cards, but with a Larva an INFECTED card kills (PUB-CONT-04)."""
    if not p or not p[0].endswith("_scan"):
        return 0.0
    if c.r.carrying:
        return -3.0
    return 0.4 if any(h.startswith("contamination") for h in c.r.hand) else -0.1


def _surgery(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (2.5 if c.r.carrying else -0.4), "has the Larva removed in the Surgery"


def _generator(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    n = c.n
    if p[0] == "start":
        if c.goal_w("sabotage") <= 0:
            return -3.0, "starts the Self-Destruct"
        if n.destroy:
            return 2.5, "starts the Self-Destruct: the ship must not survive"
        return 2.5, "starts the Self-Destruct to unlock the escape pods"
    return (2.0, "stops the Self-Destruct") if c.goal_w("stop") > 0 else (-2.0, "stops the Self-Destruct")


def _armory(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    ammo = c.r.me.weapons.get(p[0], 0) if p else 0
    return (1.0 if ammo <= 1 else 0.2), "reloads at the Armory"


def _storage(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return 0.5, "searches the Storage"


def _fire_control(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    """Put out a Fire anywhere (Fire spreads by Events and a 9th marker destroys the ship, PUB-FIRE-03/08),
    or drive the Intruders out of a room next to this character."""
    r = c.r
    b = c.r.board
    if p[0] in r.fire:
        spread = sum(1 for _k, x in b.neighbours.get(p[0], ()) if x not in r.fire)
        return 0.6 + 0.25 * len(r.fire) + 0.4 * max(0, 5 - r.hull) + 0.05 * spread, f"puts out the Fire in {p[0]}"
    near = p[0] == r.room or any(p[0] == x for _k, x in b.neighbours.get(r.room, ()))
    return (0.6 if near and r.intruders.get(p[0]) else -0.1), f"drives the Intruders out of {p[0]}"


def _hatch(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    if p[0] == "unlock":
        return (0.6 + c.goal_w("pod") if not pods_open(c.r) else 0.2), f"unlocks Escape Pod {p[1]}"
    victim = next((ch for ch in c.r.view.characters if ch.player_number == c.n.victim), None)
    if victim is not None and victim.status == "aboard" and c.goal_w("hibernate") > 0:
        return 0.7, f"locks Escape Pod {p[1]}"
    return -0.5, f"locks Escape Pod {p[1]}"


def _engine(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    tile = c.r.tiles.get(c.r.room, "")
    known = f"engine:{tile}" in c.r.me.knowledge
    return (0.4 if not known and c.goal_w("engine") else -0.3), f"checks {tile.replace('_', ' ').title()}"


def _engine_control(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    known = sum(1 for k in c.r.me.knowledge if k.startswith("engine:"))
    return (0.6 if known < 2 and c.goal_w("hibernate") else -0.2), "checks the Engines from the Engine Control Room"


def _airlock(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    victims = [o for o in r.others.get(p[0], ()) if o.player_number == c.n.victim]
    friends = [o for o in r.others.get(p[0], ()) if o.player_number != c.n.victim]
    if victims and not friends:
        return 1.5, f"seals {p[0]} from the Airlock Control"
    if r.intruders.get(p[0]) and not r.others.get(p[0]):
        return 0.4, f"seals the Intruders in {p[0]}"
    return -0.5, f"seals {p[0]}"


def _look(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return 0.05, "studies the ship's monitors"


ROOMS = {
    "hibernatorium": _hibernate, "evacuation_a": _evacuate, "evacuation_b": _evacuate, "comms_room": _comms,
    "laboratory": _lab, "nest": _nest, "cockpit": _cockpit, "emergency_room": _emergency, "canteen": _canteen,
    "shower_room": _shower, "surgery": _surgery, "generator": _generator, "armory": _armory, "storage": _storage,
    "fire_control": _fire_control, "hatch_control": _hatch, "engine_1": _engine, "engine_2": _engine,
    "engine_3": _engine, "engine_control": _engine_control, "airlock_control": _airlock,
    "monitoring_room": _look, "command_center": _look,
}
