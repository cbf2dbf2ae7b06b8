"""The Nemesis ship's room actions as the Normal bot weighs them: each tile's action, its worth now and why
(PUB-ACT-06, PUB-ROOM-01..11, T2).

Room actions cost 2 cards, are taken out of Combat only, and serve escape (Hibernatorium PUB-HIB-02,
Evacuation PUB-POD-02), the Objective (Comms Room PUB-SIGNAL-01, Laboratory PUB-WEAK-02, Nest PUB-NEST-02,
Cockpit PUB-COORD-02, Generator PUB-SELFDESTRUCT-01) or the character's health and kit. `ROOMS` maps each
tile to its scorer (engine/ai/room_scores.py calls it). Imported by the bots only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.i18n import N_, _
from engine.maps.nemesis_ship.bot.goals import open_at, planet_now, pods_open
from engine.maps.nemesis_ship.content import coordinates_of

if TYPE_CHECKING:
    from engine.ai.scoring import Ctx

PLANETS = {"earth": N_("Earth"), "mars": N_("Mars"), "venus": N_("Venus"), "deep_space": N_("Deep Space")}
SLOT_NAMES = {"egg": N_("the Egg"), "carcass": N_("the Carcass"), "corpse": N_("the Corpse")}


def planet(where: str) -> str:
    """A planet (or deep space) the Coordinates lead to, by name."""
    return _(PLANETS[where]) if where in PLANETS else where.replace("_", " ").title()


def _hibernate(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    w = c.goal_w("hibernate")
    bad_course = "coordinates" in r.me.knowledge and planet_now(r) not in ("earth", c.n.planet or "earth")
    if bad_course and c.goal_w("coordinates") > 0 and r.turns_left > 2:
        return -0.5, _("tries to hibernate")
    if pods_open(r) and r.turns_left > 2:
        w = min(w, 0.5)
    s = 1.0 + 2.0 * w if w else (0.8 if r.time >= open_at(r) and r.turns_left <= 4 else -0.5)
    return s, _("tries to hibernate: time is running out") if r.turns_left <= 4 else _("tries to hibernate")


def _evacuate(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    w = c.goal_w("pod")
    if c.n.signal and c.r.turns_left > 2:
        w *= 0.3  # the Signal first
    s = 1.0 + 2.0 * w if w else 0.3
    return s, _("tries to enter Escape Pod {pod}").format(pod=p[0])


def _comms(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (3.0, _("sends the Signal")) if c.n.signal else (-0.3, _("sends a Signal"))


def _lab(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    what = _(SLOT_NAMES[p[0]]) if p[0] in SLOT_NAMES else p[0]
    if p[0] in c.n.slots:
        return 3.0, _("analyses {object} in the Laboratory").format(object=what)
    return 0.3, _("analyses {object} in the Laboratory").format(object=what)


def _nest(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    wants = c.n.carry == "egg" or ("egg" in c.n.slots and c.goal_w("analyse") > 0)
    return (2.4, _("takes an Egg from the Nest")) if wants else (-0.8, _("takes an Egg from the Nest"))


def _cockpit(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r, n = c.r, c.n
    want = n.planet or "earth"
    if p[0] == "check":
        if "coordinates" in r.me.knowledge:
            return -0.5, _("checks the Coordinates again")
        return (0.6 + c.goal_w("coordinates"), _("checks the Coordinates in the Cockpit"))
    card = r.me.knowledge.get("coordinates", "")
    if not card or n.destroy and not n.planet:
        return -0.6, _("sets the Destination to {position}").format(position=p[1])
    target = coordinates_of(c.r.board.catalog).get(card, {}).get(p[1], "")
    if target == want and planet_now(r) != want:
        return 3.0, _("sets course for {planet}").format(planet=planet(want))
    if n.victim and target != "earth" and planet_now(r) == "earth" and _victim_hibernates(c):
        return 1.0, _("quietly sets course for {planet}").format(planet=planet(target))
    return -0.6, _("sets the Destination to {position}").format(position=p[1])


def _victim_hibernates(c: Ctx) -> bool:
    """The player who must not survive sleeps aboard, and this character will not (it has a pod)."""
    victim = next((ch for ch in c.r.view.characters if ch.player_number == c.n.victim), None)
    return victim is not None and victim.status == "hibernating" and bool(pods_open(c.r))


def _emergency(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    gain = {"dress": 1.0 * len(r.me.serious), "heal_dressed": 1.2, "heal_light": 0.4 * r.me.light_wounds}
    return gain.get(p[0], 0.0) + 0.2, _("treats its wounds in the Emergency Room")


def _canteen(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    scan = _scan(c, p)
    return (0.2 + 0.4 * c.r.me.light_wounds + scan), _("eats and rests in the Canteen")


def _shower(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (0.7 if c.r.me.slime else -0.3) + _scan(c, p), _("washes the Slime off in the Shower Room")


def _scan(c: Ctx, p: tuple[str, ...]) -> float:
    """Scanning the hand: good riddance of clean cards, but with a Larva an INFECTED card kills (PUB-CONT-04)."""
    if not p or not p[0].endswith("_scan"):
        return 0.0
    if c.r.carrying:
        return -3.0
    return 0.4 if any(h.startswith("contamination") for h in c.r.hand) else -0.1


def _surgery(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return (2.5 if c.r.carrying else -0.4), _("has the Larva removed in the Surgery")


def _generator(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    n = c.n
    if p[0] == "start":
        if c.goal_w("sabotage") <= 0:
            return -3.0, _("starts the Self-Destruct")
        if n.destroy:
            return 2.5, _("starts the Self-Destruct: the ship must not survive")
        return 2.5, _("starts the Self-Destruct to unlock the escape pods")
    return (2.0, _("stops the Self-Destruct")) if c.goal_w("stop") > 0 else (-2.0, _("stops the Self-Destruct"))


def _armory(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    ammo = c.r.me.weapons.get(p[0], 0) if p else 0
    return (1.0 if ammo <= 1 else 0.2), _("reloads at the Armory")


def _storage(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return 0.5, _("searches the Storage")


def _fire_control(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    """Put out a Fire anywhere (Fire spreads by Events and a 9th marker destroys the ship, PUB-FIRE-03/08),
    or drive the Intruders out of a room next to this character."""
    r = c.r
    b = c.r.board
    if p[0] in r.fire:
        spread = sum(1 for _k, x in b.neighbours.get(p[0], ()) if x not in r.fire)
        return 0.6 + 0.25 * len(r.fire) + 0.4 * max(0, 5 - r.hull) + 0.05 * spread, _("puts out the Fire in "
                                                                                       "{room}").format(room=p[0])
    near = p[0] == r.room or any(p[0] == x for _k, x in b.neighbours.get(r.room, ()))
    return (0.6 if near and r.intruders.get(p[0]) else -0.1), _("drives the Intruders out of {room}").format(room=p[0])


def _hatch(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    if p[0] == "unlock":
        return (0.6 + c.goal_w("pod") if not pods_open(c.r) else 0.2), _("unlocks Escape Pod {pod}").format(pod=p[1])
    victim = next((ch for ch in c.r.view.characters if ch.player_number == c.n.victim), None)
    if victim is not None and victim.status == "aboard" and c.goal_w("hibernate") > 0:
        return 0.7, _("locks Escape Pod {pod}").format(pod=p[1])
    return -0.5, _("locks Escape Pod {pod}").format(pod=p[1])


def _engine(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    tile = c.r.tiles.get(c.r.room, "")
    known = f"engine:{tile}" in c.r.me.knowledge
    data = c.r.board.catalog.tiles.get(tile)
    name = _(data.name) if data else tile.replace("_", " ").title()
    return (0.4 if not known and c.goal_w("engine") else -0.3), _("checks {engine}").format(engine=name)


def _engine_control(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    known = sum(1 for k in c.r.me.knowledge if k.startswith("engine:"))
    return (0.6 if known < 2 and c.goal_w("hibernate") else -0.2), _("checks the Engines from the Engine Control Room")


def _airlock(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    victims = [o for o in r.others.get(p[0], ()) if o.player_number == c.n.victim]
    friends = [o for o in r.others.get(p[0], ()) if o.player_number != c.n.victim]
    if victims and not friends:
        return 1.5, _("seals {room} from the Airlock Control").format(room=p[0])
    if r.intruders.get(p[0]) and not r.others.get(p[0]):
        return 0.4, _("seals the Intruders in {room}").format(room=p[0])
    return -0.5, _("seals {room}").format(room=p[0])


def _look(c: Ctx, p: tuple[str, ...]) -> tuple[float, str]:
    return 0.05, _("studies the ship's monitors")


ROOMS = {
    "hibernatorium": _hibernate, "evacuation_a": _evacuate, "evacuation_b": _evacuate, "comms_room": _comms,
    "laboratory": _lab, "nest": _nest, "cockpit": _cockpit, "emergency_room": _emergency, "canteen": _canteen,
    "shower_room": _shower, "surgery": _surgery, "generator": _generator, "armory": _armory, "storage": _storage,
    "fire_control": _fire_control, "hatch_control": _hatch, "engine_1": _engine, "engine_2": _engine,
    "engine_3": _engine, "engine_control": _engine_control, "airlock_control": _airlock,
    "monitoring_room": _look, "command_center": _look,
}
