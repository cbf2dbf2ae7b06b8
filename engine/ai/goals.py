"""What a Normal bot is after this turn: its Objective's needs (T11, PUB-OBJ-04) and the places they send it.

`needs(reading)` turns the seat's own Objective card(s) into plain requirements (Signal, a Weakness, an
Object to carry, a planet, every room explored, the ship destroyed, a player who must not survive...).
`plan(reading)` ranks the goals of the moment, each a set of target rooms, a weight and a reason in plain
words; movement is scored by how much closer it brings the character to the best of them. The map's bot
knowledge (engine/ai/knowledge.py) supplies the ways out and the goals its systems set, and says which of
its rooms serve the generic goals (the room that sends the Signal, analyses a Weakness, heals, reloads);
the species' says where an Object it owns comes from (an Egg from the Nest).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ai.heuristics import Reading
from engine.bot_api import N_, _

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
OBJECT_NAMES = {"egg": N_("an Egg"), "carcass": N_("the Carcass"), "corpse": N_("a Corpse"),
                "corpse_blue": N_("the blue Corpse")}  # translated where they are said (`object_name`)


def object_name(obj: str) -> str:
    """"an Egg", "the blue Corpse" (in the installed language); an unknown Object by its id."""
    return _(OBJECT_NAMES[obj]) if obj in OBJECT_NAMES else obj


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
    escape: bool = False  # a way out of the game alive (the bots weigh every way out against the others)
    clear_first: bool = False  # reached by the room's action, so its Intruders are worth removing first


def needs(r: Reading) -> Needs:
    cards = r.view.objectives or tuple(c for v in r.view.all_objectives.values() for c in v)
    n = Needs(cards=tuple(cards))
    for card in cards:
        n.signal |= card in SIGNAL and not r.signalled
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
        lab = r.place("analyse")
        return n.weak_count >= 2 or (lab is not None and any(lab in lying(r, s) for s in n.slots))
    return False


def tasks_pending(r: Reading, n: Needs) -> bool:
    """Objective work still to do before leaving the ship."""
    return (n.signal or bool(n.slots and not weakness_done(r, n)) or bool(n.carry and not carrying(r, n.carry))
            or (n.explore and len(r.tiles) < len(r.board.rooms)))


def plan(r: Reading, n: Needs) -> list[Goal]:
    """The goals of the moment, best first: the map's ways out, the Objective's, the map's systems', care."""
    systems = r.map.system_goals(r, n)
    goals = [*r.map.escape_goals(r, n, bool(systems)), *_objective(r, n), *systems, *_care(r, n)]
    return sorted((g for g in goals if g.rooms and g.weight > 0), key=lambda g: -g.weight)


def turns_needed(d: int) -> int:
    """Turns to walk `d` rooms and pay a 2-card room action, at about 4 cards a turn (PUB-DRAW-01)."""
    return 1 + (d + 2) // 4


def unexplored(r: Reading) -> frozenset[str]:
    """The rooms whose tile this character has not seen."""
    return frozenset(x for x in r.board.rooms if x not in r.tiles)


def place_name(r: Reading, role: str) -> str:
    """The name of the room tile that plays `role` on this map ("Laboratory"), or the role itself."""
    tile = r.map.roles.get(role, "")
    data = r.board.catalog.tiles.get(tile)
    return _(data.name) if data else role


def _objective(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    hidden = unexplored(r)
    comms = r.place("signal")
    if n.signal:
        name = place_name(r, "signal")
        out.append(Goal("signal", frozenset({comms}), 2.2, _("heads for the {room} to send the Signal").format(
                        room=name), clear_first=True) if comms
                   else Goal("signal", hidden, 1.2, _("explores, looking for the {room}").format(room=name),
                             clear_first=True))
    if n.slots and not weakness_done(r, n):
        out.append(_weakness(r, n))
    if n.carry and not carrying(r, n.carry):
        out.append(_fetch(r, n.carry, 1.8))
    if n.post_mortem:
        surgery = r.place("operate")
        if carrying(r, "corpse_blue") and surgery:
            out.append(Goal("deliver", frozenset({surgery}), 2.0,
                            _("carries the blue Corpse to the {room}").format(room=place_name(r, "operate"))))
        elif surgery and surgery not in lying(r, "corpse_blue"):
            out.append(_fetch(r, "corpse_blue", 1.6))
    explore_w = (1.8 if n.explore else (0.7 if r.time < 7 else 0.2)) * min(1.0, max(0.1, (r.hull - 2) / 4))
    out.append(Goal("explore", hidden, explore_w,
                    _("explores: every room must be seen") if n.explore else _("explores the rooms not yet seen")))
    return out


def _weakness(r: Reading, n: Needs) -> Goal:
    lab = r.place("analyse")
    name = place_name(r, "analyse")
    held = next((carrying(r, s) for s in n.slots if carrying(r, s)), "")
    if held and lab:
        return Goal("analyse", frozenset({lab}), 2.0, _("carries {object} to the {room}").format(
                    object=object_name(held.split("_")[0]) if held.split("_")[0] in OBJECT_NAMES else held, room=name),
                    clear_first=True)
    if not lab:
        return Goal("analyse", unexplored(r), 1.0, _("explores, looking for the {room}").format(room=name),
                    clear_first=True)
    if any(lab in lying(r, s) for s in n.slots):
        return Goal("analyse", frozenset({lab}), 1.8, _("heads for the {room} to study a specimen").format(room=name),
                    clear_first=True)
    return _fetch(r, next(s for s in n.slots), 1.4, for_lab=True)


def _fetch(r: Reading, obj: str, weight: float, for_lab: bool = False) -> Goal:
    rooms = lying(r, obj)
    what = object_name(obj)
    tail = " " + _("for the {room}").format(room=place_name(r, "analyse")) if for_lab else ""
    source = None if rooms else r.species.fetch(r, obj, weight, tail)  # none lying about: where it comes from
    return source or Goal("fetch", rooms, weight, _("goes to pick up {object}").format(object=what) + tail)


def _care(r: Reading, n: Needs) -> list[Goal]:
    out: list[Goal] = []
    er, surgery, armory = (r.place(role) for role in ("heal", "operate", "reload"))
    if er and (r.me.serious or r.serious >= 2):
        urgent = 3.0 if "bleeding" in r.me.serious and r.serious >= 3 else 0.0  # the next pass kills (PUB-WOUND-08)
        out.append(Goal("heal", frozenset({er}), 0.8 + 0.4 * r.serious + urgent,
                        _("heads for the {room} to treat its wounds").format(room=place_name(r, "heal"))))
    if surgery and r.carrying:
        out.append(Goal("operate", frozenset({surgery}), 1.5,
                        _("heads for the {room} to remove the Larva").format(room=place_name(r, "operate"))))
    if armory and r.me.weapons and all(a == 0 for a in r.me.weapons.values()):
        out.append(Goal("reload", frozenset({armory}), 0.6,
                        _("heads for the {room} to reload").format(room=place_name(r, "reload"))))
    searchable = frozenset(x.id for x in r.view.rooms if x.item_counter)
    out.append(Goal("search", searchable, 0.3, _("looks for a room to search")))
    return out + list(r.species.care_goals(r, n))  # what the species' own harm asks for (a calming room)
