"""Normal bot: the score and plain-words reason of every legal action (PUB-ACT-01..14).

A score is the action's expected worth in wound units (heuristics.py) against doing nothing: goal progress,
minus the harm it risks, plus what it removes. In Combat, leaving the room is worth the attacks it avoids
(the Event-phase attack and the later Escape), a shot is worth the chance of removing the Intruder, and a
fight is only taken with a loaded weapon and a hand big enough to follow it up (PUB-COMBAT-01..06,
PUB-MOVE-07, PUB-INTRUDER-02/05).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ai import worth
from engine.ai.goals import OBJECT_NAMES, Goal, Needs, object_name, place_name
from engine.ai.heuristics import Reading, arrival_risk, event_exposure, harm_to, room_threat, wounds
from engine.ai.room_scores import room_score
from engine.bot_api import Choice, _, indefinite

CAP = 12  # distances beyond this count the same


@dataclass
class Ctx:
    r: Reading
    n: Needs
    goals: list[Goal]
    threat: float  # one round of attacks by the Intruders here, on this character
    fight_ok: bool
    why_not_fight: str
    options: tuple[Choice, ...] = ()
    exposure: dict[tuple[str, int], float] = field(default_factory=dict)

    def exposed(self, room: str, hand: int) -> float:
        key = (room, hand)
        if key not in self.exposure:
            self.exposure[key] = event_exposure(self.r, room, hand)
        return self.exposure[key]

    def goal_w(self, name: str) -> float:
        return max((g.weight for g in self.goals if g.name == name), default=0.0)

    def escape_w(self) -> float:
        """The weight of the best way out among the goals of the moment."""
        return max((g.weight for g in self.goals if g.escape), default=0.0)


def threat_of(r: Reading, kind: str) -> float:
    """How dangerous one figure of `kind` is, in the species' standard figure (its kinds' `threat`)."""
    data = r.board.catalog.kinds.get(kind)
    return data.threat if data else 1.0


def is_weak(r: Reading, kind: str) -> bool:
    """A figure weaker than the species' standard one: worth fighting even with a small hand."""
    return threat_of(r, kind) < 1.0


def context(r: Reading, n: Needs, goals: list[Goal], options: tuple[Choice, ...] = ()) -> Ctx:
    threat = room_threat(r, r.room)
    others = r.others.get(r.room, ())
    if others and min(o.hand_size for o in others) < r.pay_n:
        threat *= 0.4  # the attacks go to whoever holds the fewest Action cards (PUB-INTRUDER-02)
    loaded = any(a > 0 for a in r.me.weapons.values())
    weak = all(is_weak(r, i.kind) for i in r.combat)
    if not loaded:
        why = _("no loaded weapon")
    elif r.serious >= 2:
        why = _("too badly wounded to fight")
    elif r.pay_n < 3 and not weak:
        why = _("hand too small for a fight")
    else:
        why = ""
    return Ctx(r=r, n=n, goals=goals[:2], threat=threat, fight_ok=not why, why_not_fight=why, options=options)


def progress(c: Ctx, dest: str) -> float:
    total = 0.0
    for k, g in enumerate(c.goals):
        d0, d1 = min(c.r.dist(g.rooms), CAP), min(c.r.dist(g.rooms, start=dest), CAP)
        total += (d0 - d1) * g.weight * (0.6 if k == 0 else 0.3)
    return total


def intruder_names(r: Reading) -> str:
    """"the Adult and the Larva": the kinds in this character's room, most dangerous first."""
    kinds = sorted({i.kind for i in r.combat}, key=lambda k: (-threat_of(r, k), k))
    names = [_(r.kind_name(k)) for k in kinds]
    if not names:
        return _("the Intruders")
    out = _("the {kind}").format(kind=names[0])
    for name in names[1:]:
        out = _("{first} and the {kind}").format(first=out, kind=name)
    return out


def score_move(c: Ctx, dest: str, cost: int, careful: bool = False, free: bool = False) -> tuple[float, str]:
    """Movement, Careful Movement and every card or item that moves the character (PUB-MOVE-01..08)."""
    r = c.r
    s = progress(c, dest) - arrival_risk(r, dest, r.hand_n - cost, careful) - 0.05 * cost
    if r.room in r.fire and dest not in r.fire:
        s += burn(r)  # out of the Fire before the round ends (PUB-FIRE-04)
    if r.combat:  # staying means an attack every Event phase; leaving costs the Escape attacks (PUB-MOVE-07)
        s += c.threat * 2.0 - (0.0 if free else room_threat(r, r.room))
        if c.why_not_fight:
            return s, _("retreats from {intruders}, {why}").format(intruders=intruder_names(r), why=c.why_not_fight)
        return s, _("retreats from {intruders}").format(intruders=intruder_names(r))
    reason = c.goals[0].reason if c.goals and progress(c, dest) > 0 else _("moves to {room}").format(room=dest)
    return s, _("moves carefully: {reason}").format(reason=reason) if careful else reason


def score_shot(c: Ctx, weapon: str, target: str, melee: bool = False, bonus: float = 0.0) -> tuple[float, str]:
    """Shoot or Melee Attack on one Intruder, or on another target the species offers (the Eggs, PUB-NEST-04)."""
    r = c.r
    what = target.partition("@")[0]  # "<what>@<room>": a target the species keeps in many rooms
    other = r.species.targets.get(what)
    if other is not None:
        return other(c, bonus - (r.species.melee_costs.get(what, 0.0) if melee else 0.0))
    intruder = next((i for i in r.combat if str(i.id) == target), None)
    if intruder is None:
        return -1.0, _("has no such target")
    w = worth.weapon(r.board, weapon) if weapon else None
    removed, miss = worth.shot_odds(r.board, r.species, intruder.kind, intruder.injuries, w.special if w else "none",
                                    melee)
    s = removed * (harm_to(r, intruder.kind) * 2.0 + _unblocks(c)) + 0.3 * (1 - miss) - 0.05 + bonus
    name = _(r.kind_name(intruder.kind))
    if melee:
        s -= miss * 3.0 + 0.6  # a miss is a Serious Wound; the cost draws a Contamination card
        s += 0.3 if c.fight_ok else -1.2
        return s, _("attacks the {kind} bare-handed").format(kind=name)
    s += 0.6 if c.fight_ok or is_weak(r, intruder.kind) else -1.0
    return s, _("shoots the {kind}").format(kind=name)


def _unblocks(c: Ctx) -> float:
    """Removing the last Intruder here frees the room action this character came for (PUB-ACT-06)."""
    r = c.r
    if len(r.combat) != 1 or not c.goals or r.room not in c.goals[0].rooms:
        return 0.0
    return c.goals[0].weight * 0.5 if c.goals[0].clear_first else 0.0


def score_pass(c: Ctx) -> tuple[float, str]:
    r = c.r
    wait = r.map.pass_score(c)  # waiting where the map's way out opens later
    if wait is not None:
        return wait
    hurt = (burn(r) if r.room in r.fire else 0.0) + bleed(r)
    if r.hand_n >= int(r.board.catalog.options["hand_size"]):  # the next draw adds nothing: a turn given away
        hurt += r.rules.idle_full_hand
    keep = (0.35 + 0.2 * r.serious) if r.hand_n <= 2 + (r.serious >= 2) else 0.0
    if r.hand_n and keep:
        text = (_("passes, keeping its last card against {danger}") if r.hand_n == 1
                else _("passes, keeping {n} cards against {danger}"))
        return 0.1 + keep - hurt, text.format(n=r.hand_n, danger=_(r.rules.shield))
    return 0.1 - hurt, _("passes")


def burn(r: Reading) -> float:
    """A Light Wound at the end of the round in a burning room (PUB-FIRE-04), in wound units; the ruleset may
    say otherwise (the prototype's Serious Wound in the Event phase)."""
    if r.rules.burn is not None:
        return r.rules.burn(r)
    return wounds(min(r.serious, 3), min(r.me.light_wounds, 2), add_light=1) + 0.5


def bleed(r: Reading) -> float:
    """An undressed Bleeding wound: 1 Light Wound on passing (PUB-WOUND-08)."""
    return wounds(min(r.serious, 3), min(r.me.light_wounds, 2), add_light=1) if "bleeding" in r.me.serious else 0.0


def score(c: Ctx, o: Choice) -> tuple[float, str]:
    """The option's worth, including what the cards it spends no longer shield in the Event phase."""
    s, why = _score(c, o)
    r = c.r
    cost = option_cost(r, o)
    if cost:
        end = o.args[0] if o.kind in ("move", "careful") else r.room
        s -= c.exposed(end, r.hand_n - cost) - c.exposed(r.room, r.hand_n)
    return s, why


def option_cost(r: Reading, o: Choice) -> int:
    """Cards the action spends (PUB-ACT-02, PUB-ACT-08/09): an estimate, costs are checked by the engine."""
    k, a = o.kind, o.args
    if k in ("move", "shoot", "melee", "pickup", "trade", "craft"):
        return 1 if k != "move" or not r.combat or "leg" not in r.me.serious else 2
    if k == "careful":
        return 2
    if k == "card":
        data = r.board.catalog.action_cards.get(a[0])
        return 1 + (data.cost if data else 0)
    if k == "item":
        data = r.board.catalog.items.get(worth.item_card(a[0]))
        return r.pay_n if data and data.cost < 0 else (data.cost if data else 1) + ("hand" in r.me.serious)
    if k == "room":
        return 2
    if k == "activate":
        data = r.board.catalog.items.get(a[0])
        return data.activate_cost if data else 1
    return 0


def _score(c: Ctx, o: Choice) -> tuple[float, str]:
    r = c.r
    k, a = o.kind, o.args
    if k == "pass":
        return score_pass(c)
    if k == "move":
        return score_move(c, a[0], 1)
    if k == "careful":
        return score_move(c, a[0], 2, careful=True)
    if k == "shoot":
        return score_shot(c, a[0], a[1])
    if k == "melee":
        return score_shot(c, "", a[0], melee=True)
    if k == "card":
        return _card(c, a[0], a[1:])
    if k == "item":
        return _item(c, a[0], a[1:])
    if k == "room":
        return room_score(c, a[0], a[1:])
    if k == "pickup":
        return _pickup(c, a[0])
    if k == "drop":
        return _drop(c, a[0])
    if k == "activate":
        return 0.5, _("activates {thing}").format(thing=thing_name(r, a[0]))
    if k == "craft":
        data = r.board.catalog.items.get(a[0])
        item = _(data.name) if data else a[0].replace("_", " ").title()
        return (0.9 if a[0] == "antidote" and r.carrying else 0.35), _("crafts {item}").format(item=indefinite(item))
    if k == "trade":
        return (0.3 if c.n.friends else -0.3), _("trades with {seat}").format(seat=f"seat {a[0]}")
    if k == "rush":
        return (0.3 if r.me.light_wounds == 0 and r.pay_n >= 2 and c.goals else -0.5), _("rushes for a third action")
    own = r.species.action_scores.get(k) or r.map.action_scores.get(k) or r.rules.action_scores.get(k)
    if own is not None:  # an action the species or ruleset adds (the Carnomorphs' Mutation)
        return own(c, a)
    if k == "launch":
        return 5.0, _("launches the Escape Pod")
    if k == "leave_pod":
        return -2.0, _("leaves the Escape Pod")
    return 0.0, ""


def _card(c: Ctx, card: str, p: tuple[str, ...]) -> tuple[float, str]:
    from engine.ai.card_scores import card_score

    return card_score(c, card, p)


def _item(c: Ctx, item: str, p: tuple[str, ...]) -> tuple[float, str]:
    from engine.ai.card_scores import item_score

    return item_score(c, item, p)


def _pickup(c: Ctx, obj: str) -> tuple[float, str]:
    n, r = c.n, c.r
    slot = obj.split("_")[0]
    wanted = (n.carry and (obj == n.carry or obj.startswith(n.carry + "_"))) or (
        slot in n.slots and c.goal_w("analyse") > 0) or (obj == "corpse_blue" and n.post_mortem)
    if wanted and not r.combat:
        if slot in n.slots:
            return 2.0, _("picks up {thing} for the {room}").format(thing=thing_name(r, obj),
                                                                    room=place_name(r, "analyse"))
        return 2.0, _("picks up {thing}").format(thing=thing_name(r, obj))
    guard = r.species.food_guard(r, obj)  # the species feeds on what lies about (the Carnomorphs)
    if guard > 0 and not r.combat:
        return guard - 0.4, _("picks up {thing} before the Carnomorphs can feed on it").format(thing=thing_name(r, obj))
    return -0.4, _("picks up {thing}").format(thing=thing_name(r, obj))


def _drop(c: Ctx, thing: str) -> tuple[float, str]:
    r, n = c.r, c.n
    if thing in r.me.weapons:
        return -3.0, _("drops {thing}, its only means to fight").format(thing=thing_name(r, thing))
    slot = thing.split("_")[0]
    lab = r.place("analyse")
    surgery = r.place("operate")
    if n.post_mortem and thing == "corpse_blue" and r.room == surgery:
        return 3.0, _("leaves the blue Corpse in the {room}").format(room=place_name(r, "operate"))
    if thing in r.me.heavy and not (n.carry and thing.startswith(n.carry)):
        if r.room == lab and slot in n.slots and _analysed(c, slot):
            return 0.8, _("leaves {thing} in the {room}: its Weakness is known").format(
                thing=thing_name(r, thing), room=place_name(r, "analyse"))
        if slot not in n.slots and thing != "corpse_blue":
            return 0.2, _("drops {thing}: its Objective does not need it").format(thing=thing_name(r, thing))
    return -1.0, _("drops {thing}").format(thing=thing_name(r, thing))


def thing_name(r: Reading, thing: str) -> str:
    """"corpse_blue" -> "the blue Corpse", "medkit_6" -> "the Medkit", "egg" -> "an Egg"."""
    if thing in OBJECT_NAMES or thing.split("_")[0] in OBJECT_NAMES:
        return object_name(thing if thing in OBJECT_NAMES else thing.split("_")[0])
    data = r.board.catalog.items.get(worth.item_card(thing))
    if data is None:  # a character's Starting weapon
        data = next((ch.weapon for ch in r.board.catalog.characters.values()
                     if ch.weapon is not None and ch.weapon.id == thing), None)
    return _("the {item}").format(item=_(data.name)) if data else thing.replace("_", " ")


def with_means(reason: str, means: str) -> str:
    """"retreats from the Adult, hand too small" + "under covering fire" -> "retreats from the Adult under
    covering fire, hand too small"."""
    head, sep, tail = reason.partition(", ")
    return f"{head} {means}{sep}{tail}"


def _analysed(c: Ctx, slot: str) -> bool:
    """In a working Laboratory, out of Combat, with the cards to pay: no option to analyse this slot means its
    Weakness is already revealed (PUB-WEAK-02)."""
    r = c.r
    lab_ok = r.pay_n >= 2 and not r.combat and not any(x.id == r.room and x.malfunction for x in r.view.rooms)
    return lab_ok and not any(o.kind == "room" and o.args[1:] == (slot,) for o in c.options)
