"""Player-facing sentences for the options of a decision: `describe_choice(choice, ctx)`.

Each option reads as a short imperative ("Move to R06 through K10", "Use medkit_2: dress your body_2 wound").
The ids stay in the sentence so the frontend can replace them by names (game/labels.py), and every seat is
written "Seat N" for the same reason. Prose words avoid the content ids ("nest", "tools", "scout"...), which
the frontend would rename too.

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
    """"Seat N": the frontend turns it into the character's name."""
    return f"Seat {s}"


def who(s: str, k: Known) -> str:
    return "you" if k.seat is not None and str(k.seat) == s else seat(s)


def target(t: str, k: Known) -> str:
    """An attack target: an Intruder by id ("Adult #3" once its kind is known), or another target by its word
    (the Nest's eggs)."""
    if not t.isdigit():
        what, _, room = t.partition("@")  # a target the species keeps in many rooms: "<what>@<room>"
        return what.replace("_", " ") if not room else f"the {what.replace('_', ' ')} there"
    kind = k.kinds.get(t)
    return f"{kind.title()} #{t}" if kind else f"Intruder #{t}"


def thing(t: str) -> str:
    """An Item, weapon or Object. A character's corpse says whose ("corpse_2"), since Objectives and the
    co-op AutoDoc care; another seat's hidden Item shows as "item:<colour>"."""
    if t.startswith("item:"):
        return f"a {t.split(':', 1)[1]} Item"
    head, _, tail = t.partition("_")
    return f"{t} of {seat(tail)}" if head == "corpse" and tail.isdigit() else t


def corridor(corridor_id: str, k: Known, near: str = "") -> str:
    """A corridor with where it leads: "K05 (to R07)" seen from `near`, else "K05 (between R03 and R07)"."""
    data = k.catalog.corridors.get(corridor_id)
    ends = tuple(data.rooms) if data else ()
    if len(ends) != 2:
        return corridor_id
    if near in ends:
        return f"{corridor_id} (to {ends[1] if ends[0] == near else ends[0]})"
    return f"{corridor_id} (between {ends[0]} and {ends[1]})"


def door(move: str, corridor_id: str, k: Known, near: str = "") -> str:
    return f"{'open' if move == 'open' else 'close'} the door in {corridor(corridor_id, k, near)}"


def cards(n: int) -> str:
    return f"{n} card" + ("s" if n != 1 else "")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def generic(kind: str, args: tuple[str, ...]) -> str:
    """The last resort for a choice nobody wrote a sentence for: still no Python repr."""
    head = cap(kind.replace("_", " "))
    return f"{head}: {', '.join(thing(a) for a in args)}" if args else head


# --- what a room action does, by tile: the phrases are the map's and the species' (registered by them) -----------

RoomText = Callable[[str, tuple[str, ...], str], str]  # (first parameter, the others, tile) -> phrase
ROOM_TEXT: dict[str, RoomText] = {}  # room tile -> phrase (engine/maps/nemesis_ship/room_texts.py, …)
TILE_GUESSES: list[Callable[[tuple[str, ...]], str]] = []  # each guesses a tile from an action's parameters
LAST_GUESSES: list[Callable[[tuple[str, ...]], str]] = []  # tried after every other guess
ITEM_TEXT: dict[str, str] = {}  # an Item parameter a plug-in's Item takes -> its phrase ("start" the sequence)
COMPUTER_TEXT: dict[str, str] = {}  # a map's Computer action -> its phrase
ITEM_EFFECT_TEXT: dict[str, Text] = {}  # a plug-in Item's effect -> its phrase


def register_room_texts(texts: dict[str, RoomText], guess: Callable[[tuple[str, ...]], str] | None = None,
                        items: dict[str, str] | None = None,
                        last: Callable[[tuple[str, ...]], str] | None = None,
                        computer: dict[str, str] | None = None, cards: dict[str, Text] | None = None,
                        item_effects: dict[str, Text] | None = None) -> None:
    """A map or species says what its rooms' actions (and its Items' parameters, its Action cards' and Items'
    effects) do, in words; `last` is a guess so broad it is tried only after every other one."""
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
        return ", ".join(params)
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
        return "aimed at " + ", ".join(params)
    return ""


def _room_choice(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "look_tile":  # Nemesis Plans: the next unexplored tile to look at
        return f"Secretly look at the tile of {args[0]}"
    room, params = args[0], args[1:]
    what = room_action(room, params, k)
    return f"Room action in {room}" + (f": {what}" if what else "")


# --- Action cards -----------------------------------------------------------------------------------------
# Each entry gives the rest of the sentence after "Play <card>": ": what it does", or " for ..." when the card
# lends a room action (so the sentence keeps a single colon).

def _movers(group: str, k: Known) -> str:
    return " and ".join(who(s, k) for s in group.split("+"))


def _lend_room(room: str, params: tuple[str, ...], k: Known) -> str:
    """A card that uses a room's action for free (PUB-CHAR-08): your room's, or Intranet's chosen one."""
    what = room_action(room, params, k)
    where = f"the room action of {room}" if room else "your room's action"
    return f" for {where}" + (f": {what}" if what else "")


def _repair(params: tuple[str, ...], k: Known) -> str:
    if params[0] == "malfunction":
        return ": repair the malfunction in your room"
    tile = k.tiles.get(k.here(), "")
    return f": repair or break {tile}" if tile.startswith("engine_") else ": repair or break the engine here"


def _ship_card(params: tuple[str, ...], k: Known) -> str:
    kind, rest = params[0], params[1:]
    if kind == "door":
        return ": " + door(rest[0], rest[1], k, k.here())
    if kind == "room":
        return _lend_room(k.here(), rest, k)
    if kind in COMPUTER_TEXT:  # what a map's Computer lets the Pilot do
        return ": " + COMPUTER_TEXT[kind]
    if kind == "look":
        return f": secretly look at the tile of {rest[0]}"
    return f": put a malfunction in {rest[0]}"


def _cover(p: tuple[str, ...], k: Known) -> str:
    """Suppressive / Covering Fire: weapon, who moves ("2" or "0+2"), room, corridor."""
    weapon, group, room, way = p
    return (f": spend an Ammo of {weapon} so {_movers(group, k)} can move to {room} through {way}"
            " without being attacked")


CARD_TEXT: dict[str, Text] = {
    "demolition": lambda p, k: (f": destroy the closed door in {corridor(p[1], k, k.here())}" if p[0] == "door"
                                else ": put a malfunction in your room"),
    "repair": _repair,
    "ingenuity": lambda p, k: f": craft {p[1]} from {p[2]} and {p[3]}" if p[0] == "craft" else _repair(p, k),
    "computer_skills": _ship_card, "old_friend": _ship_card, "piloting": _ship_card,
    "knowledge_of_ship": _ship_card, "blocking_access": _ship_card,
    "intranet": lambda p, k: _lend_room(p[0], p[1:], k),
    "pyrotechnics": lambda p, k: (": put out the fire in your room" if p[0] == "extinguish"
                                  else f": discard {p[1]} to start a fire in your room"),
    "order": lambda p, k: f": order {seat(p[0])} to move to {p[1]} through {p[2]}",
    "suppressive_fire": _cover,
    "covering_fire": _cover,
    "technical_corridors": lambda p, k: f": crawl through the technical corridors to {p[0]}, then pass",
    "reconnaissance": lambda p, k: f": sneak to {p[0]} through {p[1]} without a noise roll",
    "adrenaline": lambda p, k: (f": shoot {target(p[2], k)} with {p[1]}, then draw a card" if p[0] == "shoot"
                                else f": move to {p[1]} through {p[2]}, then draw a card"),
    "taking_aim": lambda p, k: f": aim and shoot {target(p[1], k)} with {p[0]} (you may roll the first die again)",
    "rest": lambda p, k: ": rest without scanning the Contamination cards in your hand",
    "full_auto": lambda p, k: f": spend every Ammo of your Starting weapon on one shot at {target(p[0], k)}",
}


def _card(args: tuple[str, ...], k: Known) -> str:
    card, params = args[0], args[1:]
    if not params:
        return f"Play {card}"
    text = CARD_TEXT.get(k.card_effect(card))
    return f"Play {card}" + (text(params, k) if text else ": " + ", ".join(params))


# --- Items ------------------------------------------------------------------------------------------------

ITEM_PARAMS: dict[str, Text] = {  # Item parameters that read the same whatever the Item, by the first one
    "heal_light": lambda r, k: "heal all your light wounds",
    "slime": lambda r, k: "wash off the slime",
    "malfunction": lambda r, k: "repair the malfunction in your room",
    "fire": lambda r, k: "put out the fire in your room",
    **{word: (lambda r, k, w=word: ITEM_TEXT[w]) for word in ("start", "stop")},
    "dress": lambda r, k: f"dress your {r[0]} wound",
    "heal": lambda r, k: f"heal your dressed {r[0]} wound",
    "open": lambda r, k: door("open", r[0], k, k.here()),
    "close": lambda r, k: door("close", r[0], k, k.here()),
    "reload": lambda r, k: f"reload {r[0]}",
    "engine": lambda r, k: f"repair or break {r[0]}",
    "tape": lambda r, k: f"tape {r[0]} to {r[1]} so they share a hand",
    "retreat": lambda r, k: f"drive {target(r[0], k)} out of your room",
    "look": lambda r, k: f"look at Objective {int(r[1]) + 1} of {seat(r[0])}",
    "lock": lambda r, k: f"lock Escape Pod {r[0]}",
    "unlock": lambda r, k: f"unlock Escape Pod {r[0]}",
    "attach": lambda r, k: f"attach it to {r[0]} for good",
    "intruder": lambda r, k: f"shock {target(r[0], k)}: one injury, then it retreats",
    "character": lambda r, k: f"shock {seat(r[0])}, who discards the whole hand",
    "slot": lambda r, k: f"study the {r[0]} to reveal its Weakness",
    "move": lambda r, k: f"slip away to {r[0]} through {r[1]} without being attacked",
}


ROOM_ITEMS: dict[str, Callable[[str], str]] = {  # Items whose only parameter is a room
    "tech_corridors_plan": lambda r: f"go through the technical corridors to {r}",
    "space_suit": lambda r: f"cross the outer hull to {r}",
    "recon_drone": lambda r: f"secretly look at {r} and its exploration token",
    "decoy": lambda r: f"lure the Intruders next to {r} into it",
    "security_key": lambda r: f"open or close the doors of {r} one by one",
}


def _item_effect_params(effect: str, params: tuple[str, ...], k: Known) -> str:
    if effect in ITEM_EFFECT_TEXT:
        return ITEM_EFFECT_TEXT[effect](params, k)
    if effect in ROOM_ITEMS and len(params) == 1:
        return ROOM_ITEMS[effect](params[0])
    if effect == "alcohol":
        return f"scan a {params[0]} from your hand and remove it"
    if effect == "grenade":
        return f"throw it into {params[1]}, aimed at {target(params[2], k)}"
    if effect == "molotov":
        return f"throw it into {params[1]}: fire there and an injury to every Intruder"
    text = ITEM_PARAMS.get(params[0])
    return text(params[1:], k) if text else ", ".join(params)


def _item(args: tuple[str, ...], k: Known) -> str:
    item, params = args[0], args[1:]
    if not params:
        return f"Use {item}"
    return f"Use {item}: {_item_effect_params(k.item_effect(item), params, k)}"


def item_colour(item: str, k: Known) -> str:
    """" (red)" for an Item whose name another Item card shares (Energy Charge, Clothes), else ""."""
    data = k.catalog.items.get(item_card(item))
    if data is None or sum(other.name == data.name for other in k.catalog.items.values()) < 2:
        return ""
    return f" ({data.deck})"


# --- the Intruder player's cards --------------------------------------------------------------------------

def ip_card(card: str, k: Known) -> str:
    """An Intruder card with what tells copies apart: its movement number and its Attack draw."""
    data = k.catalog.ip_cards.get(card)
    if data is None:
        return card
    return f"{card} (move {data.move}, attack draw {data.attack_draw})"


IP_EFFECTS: dict[str, Text] = {
    "pursuit": lambda p, k: f"{seat(p[0])} makes a noise roll",
    "self_healing": lambda p, k: f"{target(p[0], k)} heals its injuries",
    "coordinated_hunt": lambda p, k: "every Adult out of combat moves next to a character, as in a Hunt",
    "metamorphosis": lambda p, k: "characters carrying a Larva burst into Creepers, as in an Eclosion",
    "planning": lambda p, k: "draw three Event cards and choose the one that happens",
}


def _ip_effect(args: tuple[str, ...], k: Known) -> str:
    card, params = args[0], args[1:]
    data = k.catalog.ip_cards.get(card)
    text = IP_EFFECTS.get(data.effect if data else "")
    what = text(params, k) if text else ", ".join(params) or "its effect"
    return f"Play {ip_card(card, k)}: {what}"


def _ip_move(args: tuple[str, ...], k: Known) -> str:
    card, intruder, way = args
    return f"Play {ip_card(card, k)}: move {target(intruder, k)} through {corridor(way, k, k.lairs.get(intruder, ''))}"


# --- every kind of choice ---------------------------------------------------------------------------------

def _keep(args: tuple[str, ...], k: Known) -> str:
    if args:
        if k.resume == "ip_kept" or args[0] in k.catalog.ip_cards:
            return f"Keep {ip_card(args[0], k)} and discard the rest"
        how = k.arg(1)
        rest = {"search": ", discard the rest", "to_bottom": ", the rest goes under its deck"}.get(how, "")
        return f"Keep {args[0]}{item_colour(args[0], k)}{rest}"
    return {"pass_discarded": "Keep the rest of your hand", "shot_reroll": "Keep this roll",
            "extra_ammo": "Keep the result without spending more Ammo",
            "repair_engine_done": f"Leave the tokens of {k.arg(1) or 'the engine'} in their order",
            }.get(k.resume, "Keep it")


def _yes(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "suppressive_consent":
        return f"Agree to move to {k.arg(3)} through {k.arg(4)} under {seat(k.arg(0))}'s cover"
    if k.resume == "trade_answer":
        return f"Give {thing(k.arg(2))} to {seat(k.arg(0))}"
    return "Yes"


def _no(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "suppressive_consent":
        return "Refuse to move"
    if k.resume == "trade_answer":
        return f"Refuse to give {thing(k.arg(2))}"
    return "No"


def _decline(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "interrupt_answer":
        return f"Let {seat(k.arg(0))}'s action go ahead"
    if k.resume == "counter_answer":
        return f"Let {seat(k.arg(1))}'s interruption stand"
    if k.resume == "attack_reaction":
        return "Take the attack"
    if k.resume == "motion_scanner":
        return "Keep the noise roll"
    return "Let it pass"


def _done(args: tuple[str, ...], k: Known) -> str:
    if k.resume in ("command_door", "room_door"):
        return "Leave the other doors as they are"
    if k.resume == "trade_move":
        return "End the trade"
    if k.resume == "drugs_discarded" and k.arg(1).isdigit():
        return f"Stop discarding and draw {cards(int(k.arg(1)) + 1)}"
    return "Done"


def _pod(k: Known) -> str:
    if k.resume == "pod_launch_now" and k.arg(1):
        return f"Escape Pod {k.arg(1)}"
    pod = k.pods.get(k.seat) if k.seat is not None else None
    return f"Escape Pod {pod}" if pod else "your Escape Pod"


def _interrupt(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "counter_answer":
        return f"Cancel {seat(k.arg(1))}'s interruption with {args[0]}"
    if k.resume == "interrupt_answer":
        return f"Interrupt {seat(k.arg(0))}'s action with {args[0]}"
    return f"Interrupt with {args[0]}"


def _attack_card(args: tuple[str, ...], k: Known) -> str:
    data = k.catalog.attack.get(args[0])
    note = "" if data is None else (" (the Intruder then retreats)" if data.retreat or data.blood is None
                                    else f" (blood {data.blood})")
    whom = f" on {seat(k.arg(1))}" if k.resume == "ip_attack_card" and k.arg(1) else ""
    return f"Attack{whom} with {args[0]}{note}"


def _event(args: tuple[str, ...], k: Known) -> str:
    data = k.catalog.events.get(args[0])
    note = f" (Intruders move by corridor {data.corridor})" if data else ""
    return f"Resolve the Event {args[0]}{note} and discard the others"


def _shoot_again(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "just_die_already" and k.arg(2):
        return f"Shoot {target(k.arg(2), k)} again with {k.arg(1)}"
    return "Shoot again"


def _drop(args: tuple[str, ...], k: Known) -> str:
    why = " to free a hand" if k.resume == "fit_hands_drop" else " (a free action)" if k.resume == "do_action" else ""
    return f"Drop {thing(args[0])}{why}"


def _activate(args: tuple[str, ...], k: Known) -> str:
    quest, discard = args[0], args[1] if len(args) > 1 else ""
    return f"Activate {quest}" + (f", discarding {discard}" if discard else "")


def _door(args: tuple[str, ...], k: Known) -> str:
    """Command Center / Security Key: a door of the chosen room; the Pilot's Authorization: any door."""
    if k.resume == "pilot_door":
        return "Also " + door(args[0], args[1], k)
    return cap(door(args[0], args[1], k, k.arg(1)))


def _reroll(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "motion_scanner":
        return "Use motion_scanner: pay a card to roll the noise die again"
    return "Roll the combat die again" if k.resume == "shot_reroll" else "Roll again"


KINDS: dict[str, Text] = {
    "move": lambda a, k: f"Move to {a[0]} through {a[1]}",
    "careful": lambda a, k: f"Move carefully to {a[0]} through {a[1]} (you choose where the noise goes)",
    "shoot": lambda a, k: f"Shoot {target(a[1], k)} with {a[0]}",
    "melee": lambda a, k: f"Attack {target(a[0], k)} in melee",
    "pass": lambda a, k: "Pass",
    "rush": lambda a, k: "Rush: take a light wound for a third action this round",
    "pay": lambda a, k: "Pay " + " + ".join(a),
    "corridor": lambda a, k: f"Put the noise marker in {corridor(a[0], k, k.arg(1))}",
    "discard": lambda a, k: f"Discard {a[0]}",
    "discard_all": lambda a, k: "Discard every card in your hand",
    "keep": _keep,
    "character": lambda a, k: f"Play the {a[0]}",
    "objective": lambda a, k: f"Keep the Objective {a[0]}",
    "card": _card,
    "item": _item,
    "room": _room_choice,
    "drop": _drop,
    "pickup": lambda a, k: f"Pick up {thing(a[0])}",
    "trade": lambda a, k: f"Trade with {seat(a[0])}",
    "craft": lambda a, k: f"Craft {a[0]} from {a[1]} and {a[2]}",
    "activate": _activate,
    "door": _door,
    "open": lambda a, k: cap(door("open", a[0], k, k.arg(1))),
    "close": lambda a, k: cap(door("close", a[0], k, k.arg(1))),
    "no_door": lambda a, k: "Leave every door as it is",
    "done": _done,
    "deck": lambda a, k: f"Search the {a[0]} Item deck",
    "give": lambda a, k: f"Give {thing(a[0])} to {seat(k.arg(1))}" if k.arg(1) else f"Give {thing(a[0])}",
    "ask": lambda a, k: f"Ask {seat(k.arg(1))} for {thing(a[0])}" if k.arg(1) else f"Ask for {thing(a[0])}",
    "yes": _yes,
    "no": _no,
    "interrupt": _interrupt,
    "decline": _decline,
    "nerves_of_steel": lambda a, k: f"Ignore the attack with {a[0]}",
    "give_up": lambda a, k: f"Give up {thing(a[0])}",
    "armor": lambda a, k: "Ignore the attack with your armor",
    "reroll": _reroll,
    "spend_ammo": lambda a, k: "Spend one more Ammo for an extra injury",
    "shoot_again": _shoot_again,
    "stop": lambda a, k: "Stop shooting and check the injuries",
    "swap": lambda a, k: f"Swap the two tokens of {k.arg(1) or 'the engine'}",
    "top": lambda a, k: "Leave the Event card on top of the deck",
    "bottom": lambda a, k: "Put the Event card at the bottom of the deck",
    "launch": lambda a, k: f"Launch {_pod(k)} now",
    "wait": lambda a, k: f"Wait in {_pod(k)} (you pass)",
    "stay": lambda a, k: f"Stay in {_pod(k)} (you pass)",
    "leave": lambda a, k: f"Leave {_pod(k)} and play this round",
    "attack_card": _attack_card,
    "event": _event,
    "ip_move": _ip_move,
    "ip_attack": lambda a, k: f"Play {ip_card(a[0], k)}: {target(a[1], k)} attacks {seat(a[2])}",
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
