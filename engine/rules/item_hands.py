"""Shared helpers for things in hand: traits, dropping, handing over, Duct Tape pairs, reloading
(PUB-ITEM-04..07, PUB-ITEM-12, PUB-HEAVY-02, PUB-COMBAT-07, PUB-WOUND-07).

Used by items.py (basic Item actions), item_search.py, item_trade.py and the item effects.
"""

from __future__ import annotations

from engine.catalog import cat, item_card, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op, push
from engine.rules.board import is_active
from engine.rules.combat import weapon_def
from engine.rules.inventory import (
    capacity,
    discard_item,
    in_hands,
    is_heavy_object,
    over_limit,
    put_down_object,
)
from engine.state import Character, State, Task

SEARCH_DECKS = ("green", "yellow", "red")  # PUB-ITEM-02: the blue deck is never searched


def has_trait(state: State, ch: Character, name: str) -> bool:
    """The character's trait is `name` (the trait text starts with its name, T14)."""
    if not opt(state, "traits_used"):  # the prototype plays without traits (BASE-CHAR-11)
        return False
    trait = cat(state).characters[ch.character].trait if ch.character else ""
    return trait.split(":", 1)[0].strip() == name


def item_deck(state: State, item: str) -> str:
    """The deck an Item instance belongs to (green, yellow, red, blue or quest)."""
    return cat(state).items[item_card(item)].deck


def needs_hand(state: State, ch: Character, thing: str) -> bool:
    """Weapons, Heavy Items and Heavy Objects sit in a Hand slot (PUB-ITEM-04)."""
    if thing in ch.weapons or is_heavy_object(state, thing):
        return True
    data = cat(state).items.get(item_card(thing))
    return data is not None and data.heavy


def untape_loose(state: State, ch: Character) -> None:
    """Each taped Heavy Item hangs on another held one; with too few left, the extra tape comes off
    (PUB-ITEM-06; PROPOSED: a lone taped item takes a Hand slot again)."""
    while ch.taped and len(ch.taped) > len([h for h in in_hands(state, ch) if not is_heavy_object(state, h)]):
        item = ch.taped.pop()
        log(state, "PUB-ITEM-06", "untaped", seat=ch.seat, item=item)


def drop_thing(state: State, ch: Character, thing: str, rule: str) -> None:
    """Drop: an Item or weapon is discarded, a Heavy Object stays in the room (PUB-ITEM-07, PUB-ACT-12)."""
    if thing in ch.heavy:
        put_down_object(state, ch, thing, rule)
    else:
        discard_item(state, ch, thing, rule)
    untape_loose(state, ch)


def move_thing(state: State, giver: Character, receiver: Character, thing: str, rule: str) -> None:
    """Hand one Item, weapon (with its Ammo and attachments) or Heavy Object to another character
    (PUB-ITEM-12: Ammo never moves between weapons)."""
    public = needs_hand(state, giver, thing)
    if thing in giver.items:
        giver.items.remove(thing)
        receiver.items = sorted([*receiver.items, thing])
    elif thing in giver.weapons:
        receiver.weapons[thing] = giver.weapons.pop(thing)
        if thing in giver.capacity_bonus:
            receiver.capacity_bonus[thing] = giver.capacity_bonus.pop(thing)
    else:
        giver.heavy.remove(thing)
        receiver.heavy = sorted([*receiver.heavy, thing])
    if thing in giver.taped:
        giver.taped.remove(thing)
    untape_loose(state, giver)
    log(state, rule, "item_handed", visible_to=None if public else (giver.seat, receiver.seat), seat=giver.seat,
        to=receiver.seat, item=thing)
    if not public:  # the others see only the card's colour (PUB-ITEM-05)
        log(state, rule, "item_handed_colour", seat=giver.seat, to=receiver.seat, colour=item_deck(state, thing))


def weapons_to_reload(state: State, ch: Character, kind: str) -> list[str]:
    """Held weapons of `kind` ("energy" / "classic") below their capacity (PUB-COMBAT-07)."""
    return [w for w in sorted(ch.weapons) if weapon_def(state, w).kind == kind and ch.weapons[w] < capacity(state, ch, w)]


def reload_weapon(state: State, ch: Character, weapon: str, amount: int | None, rule: str) -> None:
    """Add `amount` Ammo (None = fill up), never above capacity (PUB-COMBAT-07)."""
    cap = capacity(state, ch, weapon)
    new = cap if amount is None else min(cap, ch.weapons[weapon] + amount)
    log(state, rule, "weapon_reloaded", seat=ch.seat, weapon=weapon, ammo=new, added=new - ch.weapons[weapon])
    ch.weapons[weapon] = new


@op("fit_hands")
def fit_hands(state: State, task: Task) -> None:
    """More in hand than the Hand slots hold: the player drops one of them (PUB-ITEM-04, PUB-WOUND-07).

    args: seat."""
    seat = int(task.args[0])
    ch = state.characters[seat]
    untape_loose(state, ch)
    things = over_limit(state, ch) if is_active(ch) else []
    if not things:
        return
    options = [Choice("drop", (thing,)) for thing in things]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-ITEM-04", "fit_hands_drop", (str(seat),))


@op("fit_hands_drop")
def fit_hands_drop(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    drop_thing(state, state.characters[seat], task.choice.args[0], "PUB-ITEM-04")
    push(state, "fit_hands", seat)


def pass_now(state: State, seat: int, rule: str, own_round: bool = True) -> None:
    """An Item that says "pass": an ordinary pass with Bleeding (PUB-ROUND-05, PUB-WOUND-08), and for the
    character whose round it is the end-of-round Fire (PUB-FIRE-04)."""
    push(state, "forced_pass", seat, int(own_round), 1)
