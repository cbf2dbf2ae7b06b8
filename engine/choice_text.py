"""Player-facing sentences for the options of a decision: `describe_choice(choice, ctx)`.

Each option reads as a short imperative ("Move to R06 through K10", "Use medkit_2: dress your body_2 wound"), in
the installed language: every sentence is a translatable template (`_("Move to {room} through {corridor}")`)
filled with ids. The ids stay in the sentence so the frontend can replace them by names (game/labels.py), and
every seat is written "Seat N" for the same reason. Prose words avoid the content ids ("nest", "tools",
"scout"...), which the frontend would rename too (a translation must avoid them as well).

`ctx` is optional: the pending Decision (or a View or State holding it) tells which step asks, so "keep",
"yes" or "done" can say what they keep or agree to; a View or State also names the tiles of explored rooms
(what a room action does) and the kind of each Intruder. Without it the sentence falls back on what the
choice alone shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine import hooks
from engine.catalog import cat, item_card
from engine.content.catalog import catalog_for, load_catalog
from engine.content.loader import Catalog, ContentError
from engine.decisions import Choice
from engine.i18n import N_, _, ngettext

Text = Callable[[tuple[str, ...], "Known"], str]


@dataclass(frozen=True)
class Known:
    """What the describer knows beyond the choice: the asking step and the public board it may name."""

    catalog: Catalog
    resume: str = ""
    seat: int | None = None
    args: tuple[str, ...] = ()  # the decision's context (its resume step's arguments)
    tiles: Mapping[str, str] = field(default_factory=dict)  # explored room -> tile
    rooms: Mapping[int, str] = field(default_factory=dict)  # seat -> room of its character
    pods: Mapping[int, int] = field(default_factory=dict)  # seat -> Escape Pod it waits in
    kinds: Mapping[str, str] = field(default_factory=dict)  # Intruder id -> kind
    lairs: Mapping[str, str] = field(default_factory=dict)  # Intruder id -> its room

    def arg(self, index: int, default: str = "") -> str:
        return self.args[index] if 0 <= index < len(self.args) else default

    def here(self) -> str:
        """The deciding character's room, or ""."""
        return self.rooms.get(self.seat, "") if self.seat is not None else ""

    def card_effect(self, card: str) -> str:
        data = next((c.action_cards[card] for c in (self.catalog, *other_catalogs()) if card in c.action_cards), None)
        return data.effect if data else ""

    def item_effect(self, item: str) -> str:
        key = item_card(item)
        data = next((c.items[key] for c in (self.catalog, *other_catalogs()) if key in c.items), None)
        return data.effect if data else ""


_others: list[Catalog] = []


def other_catalogs() -> list[Catalog]:
    """The catalogs of the other registered maps (with the first species each plays with): where a card or Item
    that the context's catalog lacks is looked up, when the context names no game (a bare Decision)."""
    if not _others:
        for map_id in hooks.registered("map"):
            main = hooks.plugin("map", map_id)
            species = (main.plays_with.get("species") or ("intruders",))[0] if main else "intruders"
            try:
                _others.append(load_catalog(map_id=map_id, species=species))
            except ContentError:  # a map that cannot load names nothing here
                continue
    return _others


def _pods(holder) -> dict[int, int]:
    """Seat -> the pod it waits in, as the map keeps it (its "seat_pods" service), or none."""
    find = hooks.service(holder, "seat_pods")
    return find(holder) if find is not None else {}


def known(ctx: object = None) -> Known:
    """Read a Decision / DecisionView, a View or a State (anything else: nothing known)."""
    if ctx is None:
        return Known(catalog=load_catalog())
    if hasattr(ctx, "pending") and hasattr(ctx, "tiles"):  # a State
        state = ctx
        return _with_decision(Known(
            catalog=cat(state),
            tiles={r: t for r, t in state.tiles.items() if state.explored.get(r)},
            rooms={c.seat: c.room for c in state.characters},
            pods=_pods(state),
            kinds={str(i.id): i.kind for i in state.intruders},
            lairs={str(i.id): i.room for i in state.intruders}), state.pending)
    if hasattr(ctx, "decision") and hasattr(ctx, "rooms"):  # a View
        view = ctx
        cfg = view.config
        return _with_decision(Known(
            catalog=catalog_for(cfg),
            tiles={r.id: r.tile for r in view.rooms if r.tile},
            rooms={c.seat: c.room for c in view.characters},
            pods=_pods(view),
            kinds={str(i.id): i.kind for i in view.intruders},
            lairs={str(i.id): i.room for i in view.intruders}), view.decision)
    return _with_decision(Known(catalog=load_catalog()), ctx)


def _with_decision(base: Known, decision: object) -> Known:
    if decision is None or not hasattr(decision, "resume"):
        return base
    return replace(base, resume=str(decision.resume), seat=int(decision.seat),
                   args=tuple(str(a) for a in getattr(decision, "ctx", ())))


# --- naming pieces ----------------------------------------------------------------------------------------

def seat(s: str | int) -> str:
    """"Seat N": the frontend turns it into the character's name (never translated here: it is a mark)."""
    return f"Seat {s}"


def who(s: str, k: Known) -> str:
    return _("you") if k.seat is not None and str(k.seat) == s else seat(s)


def target(t: str, k: Known) -> str:
    """An attack target: an Intruder by id ("Adult #3" once its kind is known), or another target by its word
    (the Nest's eggs)."""
    if not t.isdigit():
        what, _sep, room = t.partition("@")  # a target the species keeps in many rooms: "<what>@<room>"
        what = what.replace("_", " ")
        return _("the {what} there").format(what=what) if room else what
    kind = k.kinds.get(t)
    if not kind:
        return _("Intruder #{number}").format(number=t)
    data = k.catalog.kinds.get(kind)
    return _("{kind} #{number}").format(kind=_(data.name) if data else kind.title(), number=t)


COLOURS = {"green": N_("green"), "yellow": N_("yellow"), "red": N_("red"), "blue": N_("blue"),
           "quest": N_("quest")}  # an Item deck's colour, as a word
HIDDEN_ITEMS = {"green": N_("a green Item"), "yellow": N_("a yellow Item"), "red": N_("a red Item"),
                "blue": N_("a blue Item")}


def colour(deck: str) -> str:
    return _(COLOURS[deck]) if deck in COLOURS else deck


def thing(t: str) -> str:
    """An Item, weapon or Object. A character's corpse says whose ("corpse_2"), since Objectives and the
    co-op AutoDoc care; another seat's hidden Item shows as "item:<colour>"."""
    if t.startswith("item:"):
        deck = t.split(":", 1)[1]
        return _(HIDDEN_ITEMS[deck]) if deck in HIDDEN_ITEMS else _("a {colour} Item").format(colour=deck)
    head, _sep, tail = t.partition("_")
    return _("{thing} of {seat}").format(thing=t, seat=seat(tail)) if head == "corpse" and tail.isdigit() else t


def corridor(corridor_id: str, k: Known, near: str = "") -> str:
    """A corridor with where it leads: "K05 (to R07)" seen from `near`, else "K05 (between R03 and R07)"."""
    data = k.catalog.corridors.get(corridor_id)
    ends = tuple(data.rooms) if data else ()
    if len(ends) != 2:
        return corridor_id
    if near in ends:
        return _("{corridor} (to {room})").format(corridor=corridor_id, room=ends[1] if ends[0] == near else ends[0])
    return _("{corridor} (between {room} and {other})").format(corridor=corridor_id, room=ends[0], other=ends[1])


def door(move: str, corridor_id: str, k: Known, near: str = "") -> str:
    way = corridor(corridor_id, k, near)
    if move == "open":
        return _("open the door in {corridor}").format(corridor=way)
    return _("close the door in {corridor}").format(corridor=way)


def cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def listed(parts) -> str:
    """"a, b" (parameters no sentence was written for)."""
    return ", ".join(parts)


def generic(kind: str, args: tuple[str, ...]) -> str:
    """The last resort for a choice nobody wrote a sentence for: still no Python repr."""
    head = cap(kind.replace("_", " "))
    return f"{head}: {', '.join(thing(a) for a in args)}" if args else head


# --- what a room action does, by tile: the phrases are the map's and the species' (registered by them) -----------
# A phrase is told in the installed language: a plug-in writes `_("put out the fire in {room}").format(room=…)`, or
# marks the words of a table with N_() and translates them where it picks one (`_(WORDS[first])`).

RoomText = Callable[[str, tuple[str, ...], str], str]  # (first parameter, the others, tile) -> phrase
ROOM_TEXT: dict[str, RoomText] = {}  # room tile -> phrase (engine/maps/nemesis_ship/room_texts.py, …)
TILE_GUESSES: list[Callable[[tuple[str, ...]], str]] = []  # each guesses a tile from an action's parameters
LAST_GUESSES: list[Callable[[tuple[str, ...]], str]] = []  # tried after every other guess
ITEM_TEXT: dict[str, str] = {}  # an Item parameter a plug-in's Item takes -> its phrase, N_()-marked ("start" …)
COMPUTER_TEXT: dict[str, str] = {}  # a map's Computer action -> its phrase, N_()-marked
ITEM_EFFECT_TEXT: dict[str, Text] = {}  # a plug-in Item's effect -> its phrase


def register_room_texts(texts: dict[str, RoomText], guess: Callable[[tuple[str, ...]], str] | None = None,
                        items: dict[str, str] | None = None,
                        last: Callable[[tuple[str, ...]], str] | None = None,
                        computer: dict[str, str] | None = None, cards: dict[str, Text] | None = None,
                        item_effects: dict[str, Text] | None = None) -> None:
    """A map or species says what its rooms' actions (and its Items' parameters, its Action cards' and Items'
    effects) do, in words; `last` is a guess so broad it is tried only after every other one. `items` and
    `computer` map a word to an English phrase marked with N_() (translated where it is used); `cards` give the
    phrase of what a card does (no leading colon: "Play <card>: <phrase>")."""
    ROOM_TEXT.update(texts)
    CARD_TEXT.update(cards or {})
    ITEM_EFFECT_TEXT.update(item_effects or {})
    if guess is not None:
        TILE_GUESSES.append(guess)
    if last is not None:
        LAST_GUESSES.append(last)
    ITEM_TEXT.update(items or {})
    COMPUTER_TEXT.update(computer or {})


def room_phrase(tile: str, params: tuple[str, ...]) -> str:
    """What the room action of `tile` does with these parameters."""
    text = ROOM_TEXT.get(tile)
    if text is None:
        return listed(params)
    return text(params[0] if params else "", params[1:], tile)


def guess_tile(params: tuple[str, ...]) -> str:
    """The tile whose action takes these parameters, when the room's tile is not known; "" if unclear."""
    for guess in TILE_GUESSES + LAST_GUESSES:
        tile = guess(params)
        if tile:
            return tile
    return ""


def room_action(room: str, params: tuple[str, ...], k: Known) -> str:
    """What using `room`'s action with `params` does, or "" if nothing can be said."""
    tile = k.tiles.get(room) or guess_tile(params)
    if tile:
        return room_phrase(tile, params)
    if params:
        return _("aimed at {what}").format(what=listed(params))
    return ""


def _room_choice(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "look_tile":  # Nemesis Plans: the next unexplored tile to look at
        return _("Secretly look at the tile of {room}").format(room=args[0])
    room, params = args[0], args[1:]
    what = room_action(room, params, k)
    if what:
        return _("Room action in {room}: {what}").format(room=room, what=what)
    return _("Room action in {room}").format(room=room)


# --- Action cards -----------------------------------------------------------------------------------------
# Each entry gives the phrase of what the card does ("Play <card>: <phrase>"), or a `Whole` sentence when the
# card lends a room action (so the sentence keeps a single colon): `Whole` holds "{card}" for the card's id.

class Whole(str):
    """A card's whole sentence, with "{card}" where the card's id goes (not a phrase after "Play <card>: ")."""


def _movers(group: str, k: Known) -> str:
    movers = [who(s, k) for s in group.split("+")]
    return _("{first} and {second}").format(first=movers[0], second=movers[1]) if len(movers) == 2 else movers[0]


def _lend_room(room: str, params: tuple[str, ...], k: Known) -> Whole:
    """A card that uses a room's action for free (PUB-CHAR-08): your room's, or Intranet's chosen one."""
    what = room_action(room, params, k)
    if room and what:
        text = _("Play {card} for the room action of {room}: {what}")
    elif room:
        text = _("Play {card} for the room action of {room}")
    elif what:
        text = _("Play {card} for your room's action: {what}")
    else:
        text = _("Play {card} for your room's action")
    return Whole(text.replace("{room}", room).replace("{what}", what))


def _repair(params: tuple[str, ...], k: Known) -> str:
    if params[0] == "malfunction":
        return _("repair the malfunction in your room")
    tile = k.tiles.get(k.here(), "")
    return _("repair or break {engine}").format(engine=tile) if tile.startswith("engine_") \
        else _("repair or break the engine here")


def _ship_card(params: tuple[str, ...], k: Known) -> str:
    kind, rest = params[0], params[1:]
    if kind == "door":
        return door(rest[0], rest[1], k, k.here())
    if kind == "room":
        return _lend_room(k.here(), rest, k)
    if kind in COMPUTER_TEXT:  # what a map's Computer lets the Pilot do
        return _(COMPUTER_TEXT[kind])
    if kind == "look":
        return _("secretly look at the tile of {room}").format(room=rest[0])
    return _("put a malfunction in {room}").format(room=rest[0])


def _cover(p: tuple[str, ...], k: Known) -> str:
    """Suppressive / Covering Fire: weapon, who moves ("2" or "0+2"), room, corridor."""
    weapon, group, room, way = p
    return _("spend an Ammo of {weapon} so {movers} can move to {room} through {corridor} without being "
             "attacked").format(weapon=weapon, movers=_movers(group, k), room=room, corridor=way)


CARD_TEXT: dict[str, Text] = {
    "demolition": lambda p, k: (_("destroy the closed door in {corridor}").format(corridor=corridor(p[1], k, k.here()))
                                if p[0] == "door" else _("put a malfunction in your room")),
    "repair": _repair,
    "ingenuity": lambda p, k: (_("craft {item} from {part} and {other}").format(item=p[1], part=p[2], other=p[3])
                               if p[0] == "craft" else _repair(p, k)),
    "computer_skills": _ship_card, "old_friend": _ship_card, "piloting": _ship_card,
    "knowledge_of_ship": _ship_card, "blocking_access": _ship_card,
    "intranet": lambda p, k: _lend_room(p[0], p[1:], k),
    "pyrotechnics": lambda p, k: (_("put out the fire in your room") if p[0] == "extinguish"
                                  else _("discard {card} to start a fire in your room").format(card=p[1])),
    "order": lambda p, k: _("order {seat} to move to {room} through {corridor}").format(seat=seat(p[0]), room=p[1],
                                                                                       corridor=p[2]),
    "suppressive_fire": _cover,
    "covering_fire": _cover,
    "technical_corridors": lambda p, k: _("crawl through the technical corridors to {room}, then pass").format(
        room=p[0]),
    "reconnaissance": lambda p, k: _("sneak to {room} through {corridor} without a noise roll").format(
        room=p[0], corridor=p[1]),
    "adrenaline": lambda p, k: (_("shoot {target} with {weapon}, then draw a card").format(
                                    target=target(p[2], k), weapon=p[1]) if p[0] == "shoot"
                                else _("move to {room} through {corridor}, then draw a card").format(
                                    room=p[1], corridor=p[2])),
    "taking_aim": lambda p, k: _("aim and shoot {target} with {weapon} (you may roll the first die again)").format(
        target=target(p[1], k), weapon=p[0]),
    "rest": lambda p, k: _("rest without scanning the Contamination cards in your hand"),
    "full_auto": lambda p, k: _("spend every Ammo of your Starting weapon on one shot at {target}").format(
        target=target(p[0], k)),
}


def _card(args: tuple[str, ...], k: Known) -> str:
    card, params = args[0], args[1:]
    if not params:
        return _("Play {card}").format(card=card)
    text = CARD_TEXT.get(k.card_effect(card))
    what = text(params, k) if text else listed(params)
    if isinstance(what, Whole):
        return what.replace("{card}", card)
    return _("Play {card}: {what}").format(card=card, what=what.removeprefix(": "))


# --- Items ------------------------------------------------------------------------------------------------

ITEM_PARAMS: dict[str, Text] = {  # Item parameters that read the same whatever the Item, by the first one
    "heal_light": lambda r, k: _("heal all your light wounds"),
    "slime": lambda r, k: _("wash off the slime"),
    "malfunction": lambda r, k: _("repair the malfunction in your room"),
    "fire": lambda r, k: _("put out the fire in your room"),
    **{word: (lambda r, k, w=word: _(ITEM_TEXT[w])) for word in ("start", "stop")},
    "dress": lambda r, k: _("dress your {wound} wound").format(wound=r[0]),
    "heal": lambda r, k: _("heal your dressed {wound} wound").format(wound=r[0]),
    "open": lambda r, k: door("open", r[0], k, k.here()),
    "close": lambda r, k: door("close", r[0], k, k.here()),
    "reload": lambda r, k: _("reload {weapon}").format(weapon=r[0]),
    "engine": lambda r, k: _("repair or break {engine}").format(engine=r[0]),
    "tape": lambda r, k: _("tape {item} to {other} so they share a hand").format(item=r[0], other=r[1]),
    "retreat": lambda r, k: _("drive {target} out of your room").format(target=target(r[0], k)),
    "look": lambda r, k: _("look at Objective {number} of {seat}").format(number=int(r[1]) + 1, seat=seat(r[0])),
    "lock": lambda r, k: _("lock Escape Pod {pod}").format(pod=r[0]),
    "unlock": lambda r, k: _("unlock Escape Pod {pod}").format(pod=r[0]),
    "attach": lambda r, k: _("attach it to {weapon} for good").format(weapon=r[0]),
    "intruder": lambda r, k: _("shock {target}: one injury, then it retreats").format(target=target(r[0], k)),
    "character": lambda r, k: _("shock {seat}, who discards the whole hand").format(seat=seat(r[0])),
    "slot": lambda r, k: _("study the {object} to reveal its Weakness").format(object=r[0]),
    "move": lambda r, k: _("slip away to {room} through {corridor} without being attacked").format(
        room=r[0], corridor=r[1]),
}


ROOM_ITEMS: dict[str, Callable[[str], str]] = {  # Items whose only parameter is a room
    "tech_corridors_plan": lambda r: _("go through the technical corridors to {room}").format(room=r),
    "space_suit": lambda r: _("cross the outer hull to {room}").format(room=r),
    "recon_drone": lambda r: _("secretly look at {room} and its exploration token").format(room=r),
    "decoy": lambda r: _("lure the Intruders next to {room} into it").format(room=r),
    "security_key": lambda r: _("open or close the doors of {room} one by one").format(room=r),
}


def _item_effect_params(effect: str, params: tuple[str, ...], k: Known) -> str:
    if effect in ITEM_EFFECT_TEXT:
        return ITEM_EFFECT_TEXT[effect](params, k)
    if effect in ROOM_ITEMS and len(params) == 1:
        return ROOM_ITEMS[effect](params[0])
    if effect == "alcohol":
        return _("scan a {card} from your hand and remove it").format(card=params[0])
    if effect == "grenade":
        return _("throw it into {room}, aimed at {target}").format(room=params[1], target=target(params[2], k))
    if effect == "molotov":
        return _("throw it into {room}: fire there and an injury to every Intruder").format(room=params[1])
    text = ITEM_PARAMS.get(params[0])
    return text(params[1:], k) if text else listed(params)


def _item(args: tuple[str, ...], k: Known) -> str:
    item, params = args[0], args[1:]
    if not params:
        return _("Use {item}").format(item=item)
    return _("Use {item}: {what}").format(item=item, what=_item_effect_params(k.item_effect(item), params, k))


def item_colour(item: str, k: Known) -> str:
    """" (red)" for an Item whose name another Item card shares (Energy Charge, Clothes), else ""."""
    data = k.catalog.items.get(item_card(item))
    if data is None or sum(other.name == data.name for other in k.catalog.items.values()) < 2:
        return ""
    return f" ({colour(data.deck)})"


# --- the Intruder player's cards --------------------------------------------------------------------------

def ip_card(card: str, k: Known) -> str:
    """An Intruder card with what tells copies apart: its movement number and its Attack draw."""
    data = k.catalog.ip_cards.get(card)
    if data is None:
        return card
    move = _(IP_MOVES[data.move]) if data.move in IP_MOVES else data.move
    return _("{card} (move {move}, attack draw {draw})").format(card=card, move=move, draw=data.attack_draw)


IP_MOVES = {"any": N_("any")}  # an Intruder card's movement that is no corridor number


IP_EFFECTS: dict[str, Text] = {
    "pursuit": lambda p, k: _("{seat} makes a noise roll").format(seat=seat(p[0])),
    "self_healing": lambda p, k: _("{target} heals its injuries").format(target=target(p[0], k)),
    "coordinated_hunt": lambda p, k: _("every Adult out of combat moves next to a character, as in a Hunt"),
    "metamorphosis": lambda p, k: _("characters carrying a Larva burst into Creepers, as in an Eclosion"),
    "planning": lambda p, k: _("draw three Event cards and choose the one that happens"),
}


def _ip_effect(args: tuple[str, ...], k: Known) -> str:
    card, params = args[0], args[1:]
    data = k.catalog.ip_cards.get(card)
    text = IP_EFFECTS.get(data.effect if data else "")
    what = text(params, k) if text else listed(params) or _("its effect")
    return _("Play {card}: {what}").format(card=ip_card(card, k), what=what)


def _ip_move(args: tuple[str, ...], k: Known) -> str:
    card, intruder, way = args
    return _("Play {card}: move {target} through {corridor}").format(
        card=ip_card(card, k), target=target(intruder, k), corridor=corridor(way, k, k.lairs.get(intruder, "")))


# --- every kind of choice ---------------------------------------------------------------------------------

KEEP = {"pass_discarded": N_("Keep the rest of your hand"), "shot_reroll": N_("Keep this roll"),
        "extra_ammo": N_("Keep the result without spending more Ammo")}


def _keep(args: tuple[str, ...], k: Known) -> str:
    if args:
        if k.resume == "ip_kept" or args[0] in k.catalog.ip_cards:
            return _("Keep {card} and discard the rest").format(card=ip_card(args[0], k))
        how = k.arg(1)
        card = args[0] + item_colour(args[0], k)
        if how == "search":
            return _("Keep {card}, discard the rest").format(card=card)
        if how == "to_bottom":
            return _("Keep {card}, the rest goes under its deck").format(card=card)
        return _("Keep {card}").format(card=card)
    if k.resume == "repair_engine_done":
        if k.arg(1):
            return _("Leave the tokens of {engine} in their order").format(engine=k.arg(1))
        return _("Leave the tokens of the engine in their order")
    return _(KEEP[k.resume]) if k.resume in KEEP else _("Keep it")


def _yes(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "suppressive_consent":
        return _("Agree to move to {room} through {corridor} under {seat}'s cover").format(
            room=k.arg(3), corridor=k.arg(4), seat=seat(k.arg(0)))
    if k.resume == "trade_answer":
        return _("Give {thing} to {seat}").format(thing=thing(k.arg(2)), seat=seat(k.arg(0)))
    return _("Yes")


def _no(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "suppressive_consent":
        return _("Refuse to move")
    if k.resume == "trade_answer":
        return _("Refuse to give {thing}").format(thing=thing(k.arg(2)))
    return _("No")


def _decline(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "interrupt_answer":
        return _("Let {seat}'s action go ahead").format(seat=seat(k.arg(0)))
    if k.resume == "counter_answer":
        return _("Let {seat}'s interruption stand").format(seat=seat(k.arg(1)))
    if k.resume == "attack_reaction":
        return _("Take the attack")
    if k.resume == "motion_scanner":
        return _("Keep the noise roll")
    return _("Let it pass")


def _done(args: tuple[str, ...], k: Known) -> str:
    if k.resume in ("command_door", "room_door"):
        return _("Leave the other doors as they are")
    if k.resume == "trade_move":
        return _("End the trade")
    if k.resume == "drugs_discarded" and k.arg(1).isdigit():
        n = int(k.arg(1)) + 1
        return ngettext("Stop discarding and draw {n} card", "Stop discarding and draw {n} cards", n).format(n=n)
    return _("Done")


def _pod(k: Known) -> str:
    if k.resume == "pod_launch_now" and k.arg(1):
        return _("Escape Pod {pod}").format(pod=k.arg(1))
    pod = k.pods.get(k.seat) if k.seat is not None else None
    return _("Escape Pod {pod}").format(pod=pod) if pod else _("your Escape Pod")


def _interrupt(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "counter_answer":
        return _("Cancel {seat}'s interruption with {card}").format(seat=seat(k.arg(1)), card=args[0])
    if k.resume == "interrupt_answer":
        return _("Interrupt {seat}'s action with {card}").format(seat=seat(k.arg(0)), card=args[0])
    return _("Interrupt with {card}").format(card=args[0])


def _attack_card(args: tuple[str, ...], k: Known) -> str:
    data = k.catalog.attack.get(args[0])
    on = k.resume == "ip_attack_card" and k.arg(1)
    if data is None:
        text = _("Attack on {seat} with {card}") if on else _("Attack with {card}")
    elif data.retreat or data.blood is None:
        text = (_("Attack on {seat} with {card} (the Intruder then retreats)") if on
                else _("Attack with {card} (the Intruder then retreats)"))
    else:
        text = _("Attack on {seat} with {card} (blood {blood})") if on else _("Attack with {card} (blood {blood})")
    return text.format(seat=seat(k.arg(1)), card=args[0], blood=data.blood if data else "")


def _event(args: tuple[str, ...], k: Known) -> str:
    data = k.catalog.events.get(args[0])
    if data:
        return _("Resolve the Event {card} (Intruders move by corridor {corridor}) and discard the others").format(
            card=args[0], corridor=data.corridor)
    return _("Resolve the Event {card} and discard the others").format(card=args[0])


def _shoot_again(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "just_die_already" and k.arg(2):
        return _("Shoot {target} again with {weapon}").format(target=target(k.arg(2), k), weapon=k.arg(1))
    return _("Shoot again")


def _drop(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "fit_hands_drop":
        return _("Drop {thing} to free a hand").format(thing=thing(args[0]))
    if k.resume == "do_action":
        return _("Drop {thing} (a free action)").format(thing=thing(args[0]))
    return _("Drop {thing}").format(thing=thing(args[0]))


def _activate(args: tuple[str, ...], k: Known) -> str:
    quest, discard = args[0], args[1] if len(args) > 1 else ""
    if discard:
        return _("Activate {item}, discarding {other}").format(item=quest, other=discard)
    return _("Activate {item}").format(item=quest)


def _door(args: tuple[str, ...], k: Known) -> str:
    """Command Center / Security Key: a door of the chosen room; the Pilot's Authorization: any door."""
    if k.resume == "pilot_door":
        return _("Also {door}").format(door=door(args[0], args[1], k))
    return cap(door(args[0], args[1], k, k.arg(1)))


def _reroll(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "motion_scanner":
        return _("Use motion_scanner: pay a card to roll the noise die again")
    return _("Roll the combat die again") if k.resume == "shot_reroll" else _("Roll again")


def _swap(args: tuple[str, ...], k: Known) -> str:
    if k.arg(1):
        return _("Swap the two tokens of {engine}").format(engine=k.arg(1))
    return _("Swap the two tokens of the engine")


KINDS: dict[str, Text] = {
    "move": lambda a, k: _("Move to {room} through {corridor}").format(room=a[0], corridor=a[1]),
    "careful": lambda a, k: _("Move carefully to {room} through {corridor} (you choose where the noise goes)").format(
        room=a[0], corridor=a[1]),
    "shoot": lambda a, k: _("Shoot {target} with {weapon}").format(target=target(a[1], k), weapon=a[0]),
    "melee": lambda a, k: _("Attack {target} in melee").format(target=target(a[0], k)),
    "pass": lambda a, k: _("Pass"),
    "rush": lambda a, k: _("Rush: take a light wound for a third action this round"),
    "pay": lambda a, k: _("Pay {cards}").format(cards=" + ".join(a)),
    "corridor": lambda a, k: _("Put the noise marker in {corridor}").format(corridor=corridor(a[0], k, k.arg(1))),
    "discard": lambda a, k: _("Discard {card}").format(card=a[0]),
    "discard_all": lambda a, k: _("Discard every card in your hand"),
    "keep": _keep,
    "character": lambda a, k: _("Play the {character}").format(character=a[0]),
    "objective": lambda a, k: _("Keep the Objective {card}").format(card=a[0]),
    "card": _card,
    "item": _item,
    "room": _room_choice,
    "drop": _drop,
    "pickup": lambda a, k: _("Pick up {thing}").format(thing=thing(a[0])),
    "trade": lambda a, k: _("Trade with {seat}").format(seat=seat(a[0])),
    "craft": lambda a, k: _("Craft {item} from {part} and {other}").format(item=a[0], part=a[1], other=a[2]),
    "activate": _activate,
    "door": _door,
    "open": lambda a, k: cap(door("open", a[0], k, k.arg(1))),
    "close": lambda a, k: cap(door("close", a[0], k, k.arg(1))),
    "no_door": lambda a, k: _("Leave every door as it is"),
    "done": _done,
    "deck": lambda a, k: _("Search the {colour} Item deck").format(colour=colour(a[0])),
    "give": lambda a, k: (_("Give {thing} to {seat}").format(thing=thing(a[0]), seat=seat(k.arg(1))) if k.arg(1)
                          else _("Give {thing}").format(thing=thing(a[0]))),
    "ask": lambda a, k: (_("Ask {seat} for {thing}").format(seat=seat(k.arg(1)), thing=thing(a[0])) if k.arg(1)
                         else _("Ask for {thing}").format(thing=thing(a[0]))),
    "yes": _yes,
    "no": _no,
    "interrupt": _interrupt,
    "decline": _decline,
    "nerves_of_steel": lambda a, k: _("Ignore the attack with {card}").format(card=a[0]),
    "give_up": lambda a, k: _("Give up {thing}").format(thing=thing(a[0])),
    "armor": lambda a, k: _("Ignore the attack with your armor"),
    "reroll": _reroll,
    "spend_ammo": lambda a, k: _("Spend one more Ammo for an extra injury"),
    "shoot_again": _shoot_again,
    "stop": lambda a, k: _("Stop shooting and check the injuries"),
    "swap": _swap,
    "top": lambda a, k: _("Leave the Event card on top of the deck"),
    "bottom": lambda a, k: _("Put the Event card at the bottom of the deck"),
    "launch": lambda a, k: _("Launch {pod} now").format(pod=_pod(k)),
    "wait": lambda a, k: _("Wait in {pod} (you pass)").format(pod=_pod(k)),
    "stay": lambda a, k: _("Stay in {pod} (you pass)").format(pod=_pod(k)),
    "leave": lambda a, k: _("Leave {pod} and play this round").format(pod=_pod(k)),
    "attack_card": _attack_card,
    "event": _event,
    "ip_move": _ip_move,
    "ip_attack": lambda a, k: _("Play {card}: {target} attacks {seat}").format(card=ip_card(a[0], k),
                                                                              target=target(a[1], k), seat=seat(a[2])),
    "ip_effect": _ip_effect,
}


_plugin_texts: dict[tuple, dict[Any, Text]] = {}


def plugin_texts(ctx: object) -> dict[Any, Text]:
    """The choice wordings of the game's active plug-ins (`Plugin.choices`), for a View or State with a config."""
    config = getattr(ctx, "config", None)
    if not isinstance(config, Mapping):  # a bare Decision names no game: every plug-in's wording, first one wins
        out = _plugin_texts.get(())
        if out is None:
            out = _plugin_texts[()] = {}
            for p in hooks.every_plugin():
                for k, v in p.choices.items():
                    out.setdefault(k, v)
        return out
    key = hooks.config_key(config)
    out = _plugin_texts.get(key)
    if out is None:
        from engine.naming import plugins_of

        out = _plugin_texts[key] = {k: v for p in plugins_of(config) for k, v in p.choices.items()}
    return out


def describe_choice(choice: Choice, ctx: object = None) -> str:
    """One short sentence for an option; never raises (a malformed choice reads as its kind and args). A plug-in's
    wording of the kind at the asking step comes first, then its wording of the kind, then the core's."""
    own = plugin_texts(ctx)
    if choice.kind not in KINDS and not own:
        return generic(choice.kind, choice.args)
    try:
        k = known(ctx)
        text = own.get((choice.kind, k.resume)) or own.get(choice.kind) or KINDS.get(choice.kind)
        return text(tuple(choice.args), k) if text is not None else generic(choice.kind, choice.args)
    except (IndexError, KeyError, ValueError, AttributeError, TypeError):
        return generic(choice.kind, choice.args)
