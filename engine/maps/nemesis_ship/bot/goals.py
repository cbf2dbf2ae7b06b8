"""The Nemesis ship's goals for the crew bots: its two ways out (Escape Pods and the Hibernatorium) and what its
systems ask (the Cockpit's Coordinates, the Engines, the Generator's Self-Destruct), PUB-POD-02/04,
PUB-HIB-01/02, PUB-COORD-02, PUB-ENGINE, PUB-SELFDESTRUCT-01/04, PUB-END-01/03/07/08.

Escape timing follows the rules: pods unlock at the first death or a yellow Self-Destruct space
(PUB-POD-04), hibernation opens on the blue Time spaces (option hibernation_open_at). Imported by the bots
only (engine/ai/knowledge.py).
"""

from __future__ import annotations

from math import comb

from engine.ai.goals import Goal, Needs, tasks_pending, turns_needed, unexplored
from engine.ai.heuristics import DEATH, Reading
from engine.i18n import _
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import seat_pods, ship_view
from engine.maps.nemesis_ship.texts import WORDS

WAY_OUT = {"escape": True, "clear_first": True}  # a pod or a chamber is reached by the room's action


def open_at(r: Reading) -> int:
    """The first Time space on which the hibernation chambers open (PUB-HIB-01)."""
    return int(r.board.catalog.options["hibernation_open_at"])


def _hibernate_reason(r: Reading, need: int) -> str:
    left = r.turns_left
    if left <= need + 3:
        return _("heads for the Hibernatorium: {n} Turns left before the jump").format(n=left)
    if r.time >= open_at(r):
        return _("heads for the Hibernatorium: the chambers are open")
    return _("heads for the Hibernatorium: the chambers open in {n} Turns").format(n=open_at(r) - r.time)


def pods_open(r: Reading) -> frozenset[str]:
    """Explored Evacuation rooms with an Unlocked pod that has room (PUB-POD-02)."""
    inside: dict[int, int] = {}
    waiting = seat_pods(r.view)
    for ch in r.view.characters:
        if ch.status == "pod" and ch.seat in waiting:
            inside[waiting[ch.seat]] = inside.get(waiting[ch.seat], 0) + 1
    out = set()
    for pod in ship_view(r.view).pods:
        room = r.tile_room.get("evacuation_" + pod.section.lower())
        if room and not pod.locked and room not in r.malfunction and (
                inside.get(pod.number, 0) < int(r.board.catalog.options["pod_capacity"])):
            out.add(room)
    return frozenset(out)


def planet_now(r: Reading) -> str:
    """Where the Destination marker leads, if this character has read the Coordinates card."""
    card = r.me.knowledge.get("coordinates", "")
    return coordinates_of(r.board.catalog).get(card, {}).get(ship_view(r.view).destination, "") if card else ""


def anyone_hibernating(r: Reading) -> bool:
    return any(ch.status == "hibernating" for ch in r.view.characters)


def escape_goals(r: Reading, n: Needs, ship_work: bool) -> list[Goal]:
    """Both ways out, weighted by time left, wounds and how safe each looks (PUB-POD-02/04, PUB-HIB-01/02)."""
    pods = pods_open(r)
    hib = frozenset({r.board.special["hibernatorium"]})
    d_hib, d_pod = min(r.dist(hib), 12), min(r.dist(pods), 12)
    need = turns_needed(d_hib)
    pending = (tasks_pending(r, n) or ship_work) and r.turns_left > need + 2
    if ship_view(r.view).self_destruct >= 1:  # hibernation will not save anyone (PUB-END-03)
        evac = frozenset(room for tile, room in r.tile_room.items() if tile.startswith("evacuation_"))
        return [Goal("pod", pods or evac, 4.0, _("heads for the escape pods: the ship will self-destruct"), **WAY_OUT)]
    w = 0.0
    if r.turns_left <= need + 1:  # the last chance: whoever is still aboard and awake dies at the jump (PUB-END-01)
        w = DEATH / (0.6 * (d_hib + 1))
    elif r.turns_left <= need + 3:
        w = 4.0
    elif r.time >= open_at(r):
        w = 1.0 if pending else 2.6
    elif r.time >= open_at(r) - need:
        w = 0.5 if pending else 1.4
    doomed = 0.5 if r.hull <= 1 else 1.0  # a ship about to burn or fall apart is no place to sleep
    odds = 1.0 if w > 4.0 else (0.6 + 0.4 * hibernation_odds(r, n)) * doomed
    out = [Goal("hibernate", hib, w * odds, _hibernate_reason(r, need), **WAY_OUT)]
    if pods and (r.serious >= 1 or r.time >= 2 or w >= 4.0 or r.hull <= 3):
        reachable = turns_needed(d_pod) <= r.turns_left
        w_pod = max(min(w, DEATH / (0.6 * (d_pod + 1))), 2.5 if pending else 3.0) if reachable else 0.3
        out.append(Goal("pod", pods, w_pod + (0.3 if d_pod <= d_hib else 0.0), _pod_reason(r, pods), **WAY_OUT))
    elif not any(t.startswith("evacuation_") for t in r.tile_room) and any(
            not p.locked for p in ship_view(r.view).pods):
        out.append(Goal("pod", unexplored(r), 1.6, _("explores, looking for the escape pods"), **WAY_OUT))
    return out


def hibernation_odds(r: Reading, n: Needs) -> float:
    """P(a sleeper wakes up): the Destination (PUB-END-08) and 2 Working Engines (PUB-END-07), as far as this
    character knows them; an unknown engine is Working half the time (one token of each per stack)."""
    want = n.planet or "earth"
    now = planet_now(r)
    coords = 1.0 if now == want else (0.0 if now else 0.25)
    known = [v for k, v in r.me.knowledge.items() if k.startswith("engine:")]
    working, damaged = known.count("working"), known.count("damaged")
    unknown = 3 - working - damaged
    need = max(0, 2 - working)
    p_eng = sum(comb(unknown, k) for k in range(need, unknown + 1)) / 2 ** unknown if unknown >= 0 else 0.0
    return coords * p_eng


def _pod_reason(r: Reading, pods: frozenset[str]) -> str:
    room = min(pods, key=lambda x: (r.dist(frozenset({x})), x))  # a tie: the lower room id, not the set's order
    section = r.tiles.get(room, "evacuation_a")[-1].upper()
    if r.serious >= 2:
        return _("heads for Evacuation Section {section}: badly wounded").format(section=section)
    return _("heads for Evacuation Section {section}: a pod is unlocked").format(section=section)


def system_goals(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    b = r.board
    hibernating = anyone_hibernating(r)
    flying = n.planet or (not n.destroy and not pods_open(r))
    cockpit = frozenset({b.special["cockpit"]})
    want = n.planet or "earth"
    locked = not any(not p.locked for p in ship_view(r.view).pods)
    if flying and not hibernating and r.turns_left > 2:
        known = planet_now(r)
        if "coordinates" not in r.me.knowledge:
            out.append(Goal("coordinates", cockpit, 1.9 if n.planet or locked else 1.3,
                            _("heads for the Cockpit to check the Coordinates"), clear_first=True))
        elif known != want:
            planet = _(WORDS[want]) if want in WORDS else want.title()
            out.append(Goal("coordinates", cockpit, 2.6, _("heads for the Cockpit to set course for {planet}").format(
                            planet=planet), clear_first=True))
    working = sum(1 for k, v in r.me.knowledge.items() if k.startswith("engine:") and v == "working")
    if flying and working < 2 and r.turns_left > 2:
        engines = frozenset(room for kind, room in b.special.items() if kind.startswith("engine_")
                            and r.me.knowledge.get(f"engine:{kind}") != "working")
        if _can_repair(r):
            out.append(Goal("engine", engines, 1.8 if n.planet else 1.2, _("heads for the Engines to repair them")))
        elif r.time >= open_at(r) - 3:
            out.append(Goal("engine", engines, 0.4, _("heads for the Engines to check them")))
    generator = r.tile_room.get("generator")
    yellow = min(r.board.catalog.options["self_destruct_yellow"])  # no stopping it from there (PUB-SELFDESTRUCT-04)
    escape = self_destruct_escape(r, n)
    if generator and 1 <= ship_view(r.view).self_destruct < yellow and not n.destroy and not escape:
        out.append(Goal("stop", frozenset({generator}), 3.0, _("heads for the Generator to stop the Self-Destruct")))
    evac = any(t.startswith("evacuation_") for t in r.tile_room)
    if generator and evac and ship_view(r.view).self_destruct < 1 and not hibernating:
        if n.destroy and not n.signal:
            out.append(Goal("sabotage", frozenset({generator}), 1.3, _("heads for the Generator to start the "
                                                                       "Self-Destruct")))
        elif escape and r.time >= 4:
            out.append(Goal("sabotage", frozenset({generator}), 1.6, _("heads for the Generator: the Self-Destruct "
                                                                       "will unlock the escape pods")))
    return out


def self_destruct_escape(r: Reading, n: Needs) -> bool:
    """Alone aboard with every pod locked and a doubtful jump: a Self-Destruct unlocks the pods on its yellow
    spaces (PUB-SELFDESTRUCT-04, PUB-POD-04), and nobody else sleeps aboard to be killed by it (PUB-END-03)."""
    alone = all(ch.seat == r.view.seat or ch.status in ("dead", "launched") for ch in r.view.characters)
    locked = not any(not p.locked for p in ship_view(r.view).pods)
    return (alone and locked and not n.planet and not n.signal and r.turns_left > 4
            and hibernation_odds(r, n) < 0.5 and any(t.startswith("evacuation_") for t in r.tile_room))


def _can_repair(r: Reading) -> bool:
    cards = r.board.catalog.action_cards
    return (any(c in cards and cards[c].effect in ("repair", "ingenuity") for c in r.hand)
            or any(i.startswith(("tools", "duct_tape")) for i in r.me.items))
