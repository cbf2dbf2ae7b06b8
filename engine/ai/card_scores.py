"""Normal bot: what an Action card or an Item action is worth now, and why (PUB-ACT-02/07, T10, T14).

Self-harm scores far below zero (a Malfunction or Fire in one's own room, a Grenade or Molotov thrown at
one's own room); moves that dodge the Escape attacks (Covering Fire, Suppressive Fire, Smoke Grenade,
PUB-MOVE-08) are scored as free escapes; betrayal only when the Objective asks for it (PUB-OBJ-04). Cards and
Items that work the map's own systems are scored by the map's bot knowledge (repairs, utilities, item_scores).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai import paths, worth
from engine.ai.heuristics import COLOUR_GOODS, harm_to
from engine.ai.knowledge import crew_entry
from engine.ai.room_scores import room_score
from engine.ai.scoring import score_move, score_shot, with_means
from engine.bot_api import _

if TYPE_CHECKING:
    from engine.ai.scoring import Ctx

Score = tuple[float, str]


def door_score(c: Ctx, move: str, corridor: str, breaks: bool = False) -> Score:
    """Open a door that blocks the way to the goal; close one against Intruders next door (PUB-DOOR-06). With
    `breaks`, opening it means breaking it down (Demolition)."""
    r = c.r
    ends = next((x for k, x in r.board.neighbours.get(r.room, ()) if k == corridor), "")
    if move == "close":
        if r.intruders.get(ends) and not r.combat:
            return 0.7, _("closes the door to {room} against the Intruders").format(room=ends)
        on_path = bool(c.goals) and r.dist(c.goals[0].rooms, start=ends) < r.dist(c.goals[0].rooms)
        return (-0.4 if on_path else -0.1), _("closes the door to {room}").format(room=ends)
    why = (_("breaks down the door to {room}") if breaks else _("opens the door to {room}")).format(room=ends)
    if c.goals:
        g = c.goals[0]
        now = paths.distance(r.board, r.room, g.rooms, r.closed)
        after = paths.distance(r.board, r.room, g.rooms, r.closed - {corridor})
        if after < now and not r.intruders.get(ends):
            return 0.3 + min(now - after, 6) * 0.5 * g.weight, why
    return -0.2, why


def _search(c: Ctx) -> Score:
    r = c.r
    tile = r.tiles.get(r.room, "")
    data = r.board.catalog.tiles.get(tile)
    s = 0.9 + (0.5 if c.n.hoarder else 0.0) - (0.5 if c.escape_w() >= 2.5 else 0.0)
    goods = _(COLOUR_GOODS.get(data.colour if data else "", COLOUR_GOODS["white"]))
    return s, _("searches the {room} for {goods}").format(room=_(data.name) if data else r.room, goods=goods)


def _repair(c: Ctx, p: tuple[str, ...]) -> Score:
    r = c.r
    if p[0] == "malfunction":
        tile = r.tiles.get(r.room, "")
        key = tile in r.map.vital_tiles
        hull = 0.5 * max(0, 5 - r.hull)  # the 9th Malfunction destroys the ship (PUB-MALF-04)
        return (0.8 if key else 0.1) + hull, _("repairs the Malfunction in {room}").format(room=r.room)
    system = r.map.repairs.get(p[0])
    if system is not None:
        return system(c, p)
    if p[0] == "craft":
        return 0.3, _("improvises a crafted item")
    return 0.0, _("has nothing to repair here")


def _free_room(c: Ctx, room: str, params: tuple[str, ...], bonus: float = 0.2) -> Score:
    s, why = room_score(c, room, params)
    return s + bonus, why


def _order(c: Ctx, p: tuple[str, ...]) -> Score:
    target, room = int(p[0]), p[1]
    victim = c.r.view.characters[target].player_number == c.n.victim if c.n.victim else False
    if victim and c.r.intruders.get(room):
        return 1.5, _("orders {seat} into the Intruders' room").format(seat=f"seat {target}")
    return -0.5, _("orders {seat} to {room}").format(seat=f"seat {target}", room=room)


def _escort(c: Ctx, who: tuple[str, ...], room: str, corridor: str) -> Score:
    """Covering / Suppressive Fire: a free escape for this character, maybe a friend along."""
    me = str(c.r.view.seat)
    if me not in who:
        return (0.5 if c.n.friends else -0.5), _("covers another character's escape")
    s, why = score_move(c, room, 1, free=True)
    for o in who:
        if o != me:
            other = c.r.view.characters[int(o)]
            s += -1.0 if other.player_number == c.n.victim else (0.4 if c.n.friends else 0.1)
    return s - 0.1, with_means(why, _("under covering fire"))


def card_score(c: Ctx, card: str, p: tuple[str, ...]) -> Score:
    r = c.r
    effect = worth.effect_of_card(r.board, card)
    if effect in ("search", "scavenging"):
        return _search(c)
    if effect in ("repair", "ingenuity"):
        return _repair(c, p)
    if effect == "rest" and r.species.rest_score is not None:  # what resting does for the species' own
        return r.species.rest_score(c, p)
    if effect == "rest":  # with a Larva already, one INFECTED card found kills (PUB-CONT-04)
        dirty = any(h.startswith("contamination") for h in r.hand)
        return (-3.0 if r.carrying else 0.8 if dirty else -0.3), _("rests and checks itself for infection")
    if effect == "demolition":
        if p[0] != "door":
            return -3.0, _("wrecks its own room")
        s, why = door_score(c, "open", p[1], breaks=True)
        return s - 0.2, why
    if effect == "pyrotechnics":
        return (0.9 + 0.4 * max(0, 5 - r.hull), _("puts out the Fire")) if p[0] == "extinguish" else (
            -3.0, _("sets its own room on fire"))
    if effect == "reload":
        return (0.5 + (0.5 if r.combat else 0.0)), _("reloads its weapon")
    if effect in ("computer_skills", "knowledge_of_ship", "old_friend", "blocking_access", "piloting"):
        return _utility(c, p)
    if effect == "intranet":
        return _free_room(c, p[0], p[1:], bonus=0.1)
    if effect == "order":
        return _order(c, p)
    if effect == "suppressive_fire":
        return _escort(c, (p[1],), p[2], p[3])
    if effect == "covering_fire":
        return _escort(c, tuple(p[1].split("+")), p[2], p[3])
    if effect == "technical_corridors":
        s, why = score_move(c, p[0], 2)
        return s - 0.3, _("slips through the Technical Corridors: {reason}").format(reason=why)
    if effect == "reconnaissance":
        s, why = score_move(c, p[0], 2, careful=True)
        return s + 0.1, why
    if effect == "adrenaline":
        s, why = score_shot(c, p[1], p[2]) if p[0] == "shoot" else score_move(c, p[1], 1)
        return s + 0.3, why
    if effect == "taking_aim":
        return score_shot(c, p[0], p[1], bonus=0.25)
    if effect == "full_auto":
        rifle = next(iter(sorted(r.me.weapons)), "")
        return score_shot(c, rifle, p[0], bonus=0.15 * r.me.weapons.get(rifle, 0))
    if effect == "motivation":  # the card pays for its own draw: only the others in the room gain a card
        others = len([o for o in r.others.get(r.room, ()) if o.deck_size or o.discard])  # who has a card to draw
        return (0.15 * others, _("rallies the crew")) if others else (-0.2, _("would only trade the card for another"))
    own = crew_entry(r.view, "card_scores", effect)  # a crew line's own card (the Aftermath decks)
    return own(c, p) if own is not None else (0.0, "")


def _utility(c: Ctx, p: tuple[str, ...]) -> Score:
    if p[0] == "door":
        return door_score(c, p[1], p[2])
    if p[0] == "room":
        return _free_room(c, c.r.room, p[1:])
    system = c.r.map.utilities.get(p[0])
    if system is not None:
        return system(c, p)
    if p[0] == "malfunction":
        return -0.5, _("sabotages {room}").format(room=p[1])
    return 0.05, _("studies the ship's plans")


def item_score(c: Ctx, item: str, p: tuple[str, ...]) -> Score:
    r = c.r
    effect = worth.effect_of_item(r.board, item)
    items = r.board.catalog.items
    name = _(items[worth.item_card(item)].name) if worth.item_card(item) in items else item
    if effect in ("medkit", "bandages", "clothes"):
        return _medical(c, p, name)
    if effect in ("energy_charge", "chemicals") and p[0] == "reload":
        return (1.0 if r.me.weapons.get(p[1], 0) <= 1 else 0.1), _("reloads with an {item}").format(item=name)
    if p and p[0] in ("open", "close"):
        s, why = door_score(c, p[0], p[1])
        return s - 0.3, why
    if effect in ("tools", "duct_tape"):
        if p[0] == "malfunction" or p[0] in r.map.repairs:
            s, why = _repair(c, p)
            return s - 0.3, why
        return -0.2, _("uses the {item} for nothing it needs").format(item=name)
    if effect == "fire_extinguisher":
        if p[0] == "fire":
            return 0.9 + 0.4 * max(0, 5 - r.hull), _("puts out the Fire")
        intruder = next((i for i in r.combat if str(i.id) == p[1]), None)
        return ((harm_to(r, intruder.kind) * 2 - 0.2) if intruder else -0.5), _("drives the Intruder back")
    if effect in ("grenade", "molotov"):
        return _throw(c, p[1], name)
    if effect == "smoke_grenade":
        s, why = score_move(c, p[1], 1, free=True)
        return s - 0.2, with_means(why, _("behind a smoke screen"))
    if effect == "antidote":
        return (2.0 if r.carrying else -0.3), _("takes the Antidote")
    if effect == "taser":
        return _taser(c, p)
    if effect == "flashlight":
        return _search(c)
    if effect == "lab_equipment":
        return (2.5 if p[1] in c.n.slots else 0.3), _("studies the specimen with its Laboratory Equipment")
    system = r.map.item_scores.get(effect)
    if system is not None:
        return system(c, p, name)
    if effect in ("tech_corridors_plan",):
        s, why = score_move(c, p[0], 2)
        return s - 0.2, why
    if effect in ("synthetic_food", "adrenalin_injection", "military_drugs", "extended_magazine", "autoloader"):
        return 0.25, _("uses the {item}").format(item=name)
    own = crew_entry(r.view, "item_scores", effect)  # a crew line's own Item (the Aftermath Quest Items)
    return own(c, p, name) if own is not None else (-0.3, _("uses the {item}").format(item=name))


def _medical(c: Ctx, p: tuple[str, ...], name: str) -> Score:
    r = c.r
    if p[0] == "dress":
        bleeding = p[1].startswith("bleeding") and r.serious >= 2
        return 1.3 + (5.0 if bleeding else 0.0), _("dresses its wound with the {item}").format(item=name)
    if p[0] == "heal":
        return 1.0, _("heals a wound with the {item}").format(item=name)
    if p[0] == "heal_light":
        return 0.4 * r.me.light_wounds, _("patches itself up with the {item}").format(item=name)
    if p[0] == "slime":
        return 0.6, _("cleans the Slime off")
    return 0.0, ""


def _throw(c: Ctx, room: str, name: str) -> Score:
    r = c.r
    if room == r.room:
        return -3.0, _("throws the {item} into its own room").format(item=name)
    others = r.others.get(room, ())
    if any(o.player_number == c.n.victim for o in others) and c.n.victim:
        return 0.8, _("throws the {item} into {room}").format(item=name, room=room)
    if others:
        return -1.0, _("throws the {item} at the crew in {room}").format(item=name, room=room)
    eggs = r.species.throw_bonus(c, room)
    return 0.4 + eggs + 0.2 * len(r.intruders.get(room, ())), _("throws the {item} at the Intruders in {room}").format(
        item=name, room=room)


def _taser(c: Ctx, p: tuple[str, ...]) -> Score:
    r = c.r
    if p[0] == "intruder":
        intruder = next((i for i in r.combat if str(i.id) == p[1]), None)
        return ((harm_to(r, intruder.kind) * 2) if intruder else -0.5), _("tases the Intruder")
    other = r.view.characters[int(p[1])]
    return (0.6 if c.n.victim and other.player_number == c.n.victim else -1.5), _("tases {seat}").format(
        seat=f"seat {p[1]}")

