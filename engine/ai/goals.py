"""What a Normal bot is after this turn: its Objective's needs (T11, PUB-OBJ-04) and the places they send it.

`needs(reading)` turns the seat's own Objective card(s) into plain requirements (Signal, a Weakness, an
Object to carry, a planet, every room explored, the ship destroyed, a player who must not survive...).
`plan(reading)` ranks the goals of the moment, each a set of target rooms, a weight and a reason in plain
words; movement is scored by how much closer it brings the character to the best of them. Escape timing
follows the rules: pods unlock at the first death or a yellow Self-Destruct space (PUB-POD-04), hibernation
opens on the blue Time spaces (PUB-HIB-01, option hibernation_open_at).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import comb

from engine.ai import paths
from engine.ai.heuristics import DEATH, Reading
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_view
from engine.species.intruders.state import hive_view

SIGNAL = frozenset({"the_great_hunt", "a_proper_burial", "relentless_investigator", "aliens_on_a_spaceship",
                    "necroscopy", "my_precious", "clean_up_crew", "cutting_off_the_head", "no_man_left_behind"})
PLANET = {"salvaging_the_prime_asset": "earth", "the_oldest_friend": "earth", "destination_earth": "earth",
          "quarantine": "mars"}
DESTROY = frozenset({"the_great_hunt", "aliens_on_a_spaceship", "clean_up_crew", "cutting_off_the_head"})
NEST = frozenset({"aliens_on_a_spaceship", "clean_up_crew"})
WEAKNESS = {"ab_ovo": ("egg",), "necroscopy": ("carcass",), "extreme_field_biology": ("egg", "carcass", "corpse"),
            "first_contact_protocol": ("egg", "carcass", "corpse")}
CARRY = {"my_precious": "egg", "special_delivery": "egg", "a_proper_burial": "corpse_blue"}
TARGETS = {"the_right_moment_to_strike": 1, "greener_pastures": 2, "an_old_feud": 3, "hostile_takeover": 4,
           "the_final_enlightenment": 5}
EXPLORE = frozenset({"relentless_investigator", "no_man_left_behind"})
OBJECT_NAMES = {"egg": "an Egg", "carcass": "the Carcass", "corpse": "a Corpse", "corpse_blue": "the blue Corpse"}


@dataclass
class Needs:
    signal: bool = False  # the Signal is still to be sent
    slots: tuple[str, ...] = ()  # Weakness slots worth analysing
    weak_count: int = 0  # Weaknesses that must be revealed in all
    carry: str = ""  # the Heavy Object to end with
    planet: str = ""
    explore: bool = False
    destroy: bool = False
    nest: bool = False
    victim: int = 0  # the player number who must not survive
    friends: bool = False
    hoarder: bool = False
    post_mortem: bool = False
    cards: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Goal:
    name: str
    rooms: frozenset[str]
    weight: float
    reason: str


def needs(r: Reading) -> Needs:
    cards = r.view.objectives or tuple(c for v in r.view.all_objectives.values() for c in v)
    n = Needs(cards=tuple(cards))
    for card in cards:
        n.signal |= card in SIGNAL and not r.me.signal
        n.planet = n.planet or PLANET.get(card, "")
        n.destroy |= card in DESTROY
        n.nest |= card in NEST
        n.explore |= card in EXPLORE
        n.carry = n.carry or CARRY.get(card, "")
        n.friends |= card == "best_friends_forever"
        n.hoarder |= card == "hoarder"
        n.post_mortem |= card == "emergency_post_mortem"
        if card in WEAKNESS:
            n.slots = tuple(dict.fromkeys(n.slots + WEAKNESS[card]))
            n.weak_count = max(n.weak_count, 2 if len(WEAKNESS[card]) > 1 else 1)
        if card in TARGETS and TARGETS[card] != r.me.player_number:
            n.victim = TARGETS[card]
    return n


def carrying(r: Reading, obj: str) -> str:
    """The Heavy Object carried whose name is `obj` or starts with it ("corpse" matches "corpse_blue")."""
    return next((h for h in r.me.heavy if h == obj or h.startswith(obj + "_")), "")


def lying(r: Reading, obj: str) -> frozenset[str]:
    return frozenset(x.id for x in r.view.rooms if any(o == obj or o.startswith(obj + "_") for o in x.objects))


def weakness_done(r: Reading, n: Needs) -> bool:
    """Enough Weaknesses revealed, or (for one named slot) its Object already lies analysed in the Laboratory."""
    if len(r.view.weaknesses) >= n.weak_count:
        lab = r.tile_room.get("laboratory")
        return n.weak_count >= 2 or (lab is not None and any(lab in lying(r, s) for s in n.slots))
    return False


def pods_open(r: Reading) -> frozenset[str]:
    """Explored Evacuation rooms with an Unlocked pod that has room (PUB-POD-02)."""
    inside: dict[int, int] = {}
    for ch in r.view.characters:
        if ch.status == "pod":
            inside[ch.pod] = inside.get(ch.pod, 0) + 1
    out = set()
    for pod in ship_view(r.view).pods:
        room = r.tile_room.get("evacuation_" + pod.section.lower())
        if room and not pod.locked and room not in r.malfunction and (
                inside.get(pod.number, 0) < int(paths.catalog().options["pod_capacity"])):
            out.add(room)
    return frozenset(out)


def planet_now(r: Reading) -> str:
    """Where the Destination marker leads, if this character has read the Coordinates card."""
    card = r.me.knowledge.get("coordinates", "")
    return coordinates_of(paths.catalog()).get(card, {}).get(ship_view(r.view).destination, "") if card else ""


def anyone_hibernating(r: Reading) -> bool:
    return any(ch.status == "hibernating" for ch in r.view.characters)


def tasks_pending(r: Reading, n: Needs) -> bool:
    """Objective work still to do before leaving the ship."""
    return (n.signal or bool(n.slots and not weakness_done(r, n)) or bool(n.carry and not carrying(r, n.carry))
            or (n.explore and len(r.tiles) < len(paths.board().rooms)))


def plan(r: Reading, n: Needs) -> list[Goal]:
    """The goals of the moment, best first."""
    ship = _ship(r, n)
    goals = [*_escape(r, n, bool(ship)), *_objective(r, n), *ship, *_care(r, n)]
    return sorted((g for g in goals if g.rooms and g.weight > 0), key=lambda g: -g.weight)


def turns_needed(d: int) -> int:
    """Turns to walk `d` rooms and pay a 2-card room action, at about 4 cards a turn (PUB-DRAW-01)."""
    return 1 + (d + 2) // 4


def _escape(r: Reading, n: Needs, ship_work: bool) -> list[Goal]:
    """Both ways out, weighted by time left, wounds and how safe each looks (PUB-POD-02/04, PUB-HIB-01/02)."""
    pods = pods_open(r)
    hib = frozenset({paths.board().special["hibernatorium"]})
    d_hib, d_pod = min(r.dist(hib), 12), min(r.dist(pods), 12)
    need = turns_needed(d_hib)
    pending = (tasks_pending(r, n) or ship_work) and r.turns_left > need + 2
    if ship_view(r.view).self_destruct >= 1:  # hibernation will not save anyone (PUB-END-03)
        evac = frozenset(room for tile, room in r.tile_room.items() if tile.startswith("evacuation_"))
        return [Goal("pod", pods or evac, 4.0, "heads for the escape pods: the ship will self-destruct")]
    w = 0.0
    if r.turns_left <= need + 1:  # the last chance: whoever is still aboard and awake dies at the jump (PUB-END-01)
        w = DEATH / (0.6 * (d_hib + 1))
    elif r.turns_left <= need + 3:
        w = 4.0
    elif r.time >= r.open_at:
        w = 1.0 if pending else 2.6
    elif r.time >= r.open_at - need:
        w = 0.5 if pending else 1.4
    doomed = 0.5 if r.hull <= 1 else 1.0  # a ship about to burn or fall apart is no place to sleep
    odds = 1.0 if w > 4.0 else (0.6 + 0.4 * hibernation_odds(r, n)) * doomed
    out = [Goal("hibernate", hib, w * odds,
                "heads for the Hibernatorium: time is running out")]
    if pods and (r.serious >= 1 or r.time >= 2 or w >= 4.0 or r.hull <= 3):
        reachable = turns_needed(d_pod) <= r.turns_left
        w_pod = max(min(w, DEATH / (0.6 * (d_pod + 1))), 2.5 if pending else 3.0) if reachable else 0.3
        out.append(Goal("pod", pods, w_pod + (0.3 if d_pod <= d_hib else 0.0), _pod_reason(r, pods)))
    elif not any(t.startswith("evacuation_") for t in r.tile_room) and any(not p.locked for p in ship_view(r.view).pods):
        unexplored = frozenset(x for x in paths.board().rooms if x not in r.tiles)
        out.append(Goal("pod", unexplored, 1.6, "explores, looking for the escape pods"))
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
    room = min(pods, key=lambda x: r.dist(frozenset({x})))
    section = r.tiles.get(room, "evacuation_a")[-1].upper()
    why = "badly wounded" if r.serious >= 2 else "a pod is unlocked"
    return f"heads for Evacuation Section {section}: {why}"


def _objective(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    unexplored = frozenset(x for x in paths.board().rooms if x not in r.tiles)
    comms = r.tile_room.get("comms_room")
    if n.signal:
        out.append(Goal("signal", frozenset({comms}), 2.2, "heads for the Comms Room to send the Signal") if comms
                   else Goal("signal", unexplored, 1.2, "explores, looking for the Comms Room"))
    if n.slots and not weakness_done(r, n):
        out.append(_weakness(r, n))
    if n.carry and not carrying(r, n.carry):
        out.append(_fetch(r, n.carry, 1.8))
    if n.post_mortem:
        surgery = r.tile_room.get("surgery")
        if carrying(r, "corpse_blue") and surgery:
            out.append(Goal("deliver", frozenset({surgery}), 2.0, "carries the blue Corpse to the Surgery"))
        elif surgery and surgery not in lying(r, "corpse_blue"):
            out.append(_fetch(r, "corpse_blue", 1.6))
    explore_w = (1.8 if n.explore else (0.7 if r.time < 7 else 0.2)) * min(1.0, max(0.1, (r.hull - 2) / 4))
    out.append(Goal("explore", unexplored, explore_w,
                    "explores: every room must be seen" if n.explore else "explores the ship"))
    return out


def _weakness(r: Reading, n: Needs) -> Goal:
    lab = r.tile_room.get("laboratory")
    held = next((carrying(r, s) for s in n.slots if carrying(r, s)), "")
    if held and lab:
        return Goal("analyse", frozenset({lab}), 2.0, f"carries {OBJECT_NAMES.get(held.split('_')[0], held)} "
                    "to the Laboratory")
    if not lab:
        return Goal("analyse", frozenset(x for x in paths.board().rooms if x not in r.tiles), 1.0,
                    "explores, looking for the Laboratory")
    if any(lab in lying(r, s) for s in n.slots):
        return Goal("analyse", frozenset({lab}), 1.8, "heads for the Laboratory to study a specimen")
    return _fetch(r, next(s for s in n.slots), 1.4, for_lab=True)


def _fetch(r: Reading, obj: str, weight: float, for_lab: bool = False) -> Goal:
    rooms = lying(r, obj)
    nest = r.tile_room.get("nest")
    what = OBJECT_NAMES.get(obj, obj)
    tail = " for the Laboratory" if for_lab else ""
    if obj == "egg" and nest and hive_view(r.view).eggs > 0 and not rooms:
        return Goal("fetch", frozenset({nest}), weight, f"heads for the Nest to take an Egg{tail}")
    return Goal("fetch", rooms, weight, f"goes to pick up {what}{tail}")


def _ship(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    b = paths.board()
    hibernating = anyone_hibernating(r)
    flying = n.planet or (not n.destroy and not pods_open(r))
    cockpit = frozenset({b.special["cockpit"]})
    want = n.planet or "earth"
    locked = not any(not p.locked for p in ship_view(r.view).pods)
    if flying and not hibernating and r.turns_left > 2:
        known = planet_now(r)
        if "coordinates" not in r.me.knowledge:
            out.append(Goal("coordinates", cockpit, 1.9 if n.planet or locked else 1.3,
                            "heads for the Cockpit to check the Coordinates"))
        elif known != want:
            out.append(Goal("coordinates", cockpit, 2.6, f"heads for the Cockpit to set course for {want.title()}"))
    working = sum(1 for k, v in r.me.knowledge.items() if k.startswith("engine:") and v == "working")
    if flying and working < 2 and r.turns_left > 2:
        engines = frozenset(room for kind, room in b.special.items() if kind.startswith("engine_")
                            and r.me.knowledge.get(f"engine:{kind}") != "working")
        if _can_repair(r):
            out.append(Goal("engine", engines, 1.8 if n.planet else 1.2, "heads for the Engines to repair them"))
        elif r.time >= r.open_at - 3:
            out.append(Goal("engine", engines, 0.4, "heads for the Engines to check them"))
    generator = r.tile_room.get("generator")
    yellow = min(paths.catalog().options["self_destruct_yellow"])  # no stopping it from there (PUB-SELFDESTRUCT-04)
    escape = self_destruct_escape(r, n)
    if generator and 1 <= ship_view(r.view).self_destruct < yellow and not n.destroy and not escape:
        out.append(Goal("stop", frozenset({generator}), 3.0, "heads for the Generator to stop the Self-Destruct"))
    evac = any(t.startswith("evacuation_") for t in r.tile_room)
    if generator and evac and ship_view(r.view).self_destruct < 1 and not hibernating:
        if n.destroy and not n.signal:
            out.append(Goal("sabotage", frozenset({generator}), 1.3, "heads for the Generator to start the "
                            "Self-Destruct"))
        elif escape and r.time >= 4:
            out.append(Goal("sabotage", frozenset({generator}), 1.6, "heads for the Generator: the Self-Destruct "
                            "will unlock the escape pods"))
    return out


def self_destruct_escape(r: Reading, n: Needs) -> bool:
    """Alone aboard with every pod locked and a doubtful jump: a Self-Destruct unlocks the pods on its yellow
    spaces (PUB-SELFDESTRUCT-04, PUB-POD-04), and nobody else sleeps aboard to be killed by it (PUB-END-03)."""
    alone = all(ch.seat == r.view.seat or ch.status in ("dead", "launched") for ch in r.view.characters)
    locked = not any(not p.locked for p in ship_view(r.view).pods)
    return (alone and locked and not n.planet and not n.signal and r.turns_left > 4
            and hibernation_odds(r, n) < 0.5 and any(t.startswith("evacuation_") for t in r.tile_room))


def _can_repair(r: Reading) -> bool:
    cards = paths.catalog().action_cards
    return (any(c in cards and cards[c].effect in ("repair", "ingenuity") for c in r.hand)
            or any(i.startswith(("tools", "duct_tape")) for i in r.me.items))


def _care(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    er, surgery, armory = (r.tile_room.get(t) for t in ("emergency_room", "surgery", "armory"))
    if er and (r.me.serious or r.serious >= 2):
        urgent = 3.0 if "bleeding" in r.me.serious and r.serious >= 3 else 0.0  # the next pass kills (PUB-WOUND-08)
        out.append(Goal("heal", frozenset({er}), 0.8 + 0.4 * r.serious + urgent, "heads for the Emergency Room to "
                        "treat its wounds"))
    if surgery and r.me.larva:
        out.append(Goal("surgery", frozenset({surgery}), 1.5, "heads for the Surgery to remove the Larva"))
    if armory and r.me.weapons and all(a == 0 for a in r.me.weapons.values()):
        out.append(Goal("reload", frozenset({armory}), 0.6, "heads for the Armory to reload"))
    searchable = frozenset(x.id for x in r.view.rooms if x.item_counter)
    out.append(Goal("search", searchable, 0.3, "looks for a room to search"))
    return out
