"""What a character carries: Hand slots, inventory, weapons and Ammo, Heavy Objects (PUB-ITEM-04..07, PUB-HEAVY).

A character holds Items as card instances ("medkit_3") in `items`, weapons in `weapons` (instance -> Ammo),
Heavy Objects ("corpse_2", "carcass", "egg") in `heavy`, Quest Items in `quests`. Heavy Items, weapons,
Heavy Objects and active heavy Quest Items each need a Hand slot (2, or 1 with an undressed Arm wound),
unless Duct Tape attached them to another (`taped`).
"""

from __future__ import annotations

from engine.catalog import cat, item_card, opt
from engine.effects import draw_from, drop_object, log
from engine.rules.wounds import has_wound
from engine.state import Character, State


def heavy_objects(state: State) -> tuple[str, ...]:
    """The Heavy Objects of this game: the crew's Corpses (core option `crew_objects`) and what the species
    leaves (its option `species_objects`: the Intruders' Carcasses and Eggs) (PUB-HEAVY-01)."""
    return (*opt(state, "crew_objects"), *opt(state, "species_objects"))


def is_heavy_object(state: State, thing: str) -> bool:
    return thing.split("_")[0] in heavy_objects(state)


def hand_slots(state: State, ch: Character) -> int:
    """2 Hand slots; an undressed Arm wound leaves 1 (PUB-ITEM-04, PUB-WOUND-07)."""
    return 1 if has_wound(state, ch, "arm") else 2


def in_hands(state: State, ch: Character) -> list[str]:
    """Everything that occupies a Hand slot (taped pairs count once)."""
    items = cat(state).items
    held = [w for w in sorted(ch.weapons)] + list(ch.heavy)
    held += [i for i in sorted(ch.items) if items[item_card(i)].heavy]
    held += [q for q, active in sorted(ch.quests.items()) if active and items[q].heavy]
    return [h for h in held if h not in ch.taped]


def free_hands(state: State, ch: Character) -> int:
    return hand_slots(state, ch) - len(in_hands(state, ch))


def _heavy_things(state: State, ch: Character) -> list[str]:
    items = cat(state).items
    return list(ch.heavy) + [i for i in sorted(ch.items) if items[item_card(i)].heavy]


def room_for(state: State, ch: Character, thing: str, weapon: bool = False) -> bool:
    """Whether `ch` can take `thing` now. Published: a weapon, Heavy Item or Heavy Object needs a free Hand slot
    (PUB-ITEM-04). The prototype (carry_model = "limits"): at most max_weapons weapons and max_heavy_objects heavy
    things; anything else fits (BASE-ITEM-06, BASE-HEAVY-03, D15). `weapon`: the thing is a weapon (a Starting
    weapon is no Item card)."""
    data = cat(state).items.get(item_card(thing))
    weapon = weapon or thing in ch.weapons or (data is not None and data.weapon is not None)
    heavy = is_heavy_object(state, thing) or (data is not None and data.heavy)
    if opt(state, "carry_model") == "limits":
        if weapon:
            return len(ch.weapons) < int(opt(state, "max_weapons"))
        return not heavy or len(_heavy_things(state, ch)) < int(opt(state, "max_heavy_objects"))
    return not (weapon or heavy) or free_hands(state, ch) >= 1


def over_limit(state: State, ch: Character) -> list[str]:
    """What the character must drop one of, when it holds more than it may carry (else nothing)."""
    if opt(state, "carry_model") == "limits":
        if len(ch.weapons) > int(opt(state, "max_weapons")):
            return sorted(ch.weapons)
        heavy = _heavy_things(state, ch)
        return heavy if len(heavy) > int(opt(state, "max_heavy_objects")) else []
    return in_hands(state, ch) if free_hands(state, ch) < 0 else []


def capacity(state: State, ch: Character, weapon: str) -> int:
    """A weapon's Ammo capacity, with Extended Magazine / Autoloader bonuses (T10c, T14)."""
    from engine.rules.combat import weapon_def

    return weapon_def(state, weapon).ammo + ch.capacity_bonus.get(weapon, 0)


def draw_item(state: State, deck: str, rule: str) -> str | None:
    """Top card of an Item deck; an empty deck is rebuilt from its discard pile (PUB-ITEM-11, PUB-COMP-09)."""
    return draw_from(state, state.item_decks.setdefault(deck, []), state.item_discards.setdefault(deck, []),
                     rule, deck)


def gain_item(state: State, ch: Character, item: str, rule: str) -> None:
    """Put an Item card into the character's inventory or hands; a found weapon gets its Ammo
    (PUB-COMBAT-08: 1 when Searched; crafted ones as `crafted_weapon_ammo`, PUB-CRAFT-05)."""
    data = cat(state).items[item_card(item)]
    if data.weapon is not None:
        ammo = opt(state, "crafted_weapon_ammo" if data.deck == "blue" else "searched_weapon_ammo")
        ch.weapons[item] = data.weapon.ammo if ammo == "full" else int(ammo)  # BASE-ITEM-05: "full"
    else:
        ch.items.append(item)
        ch.items.sort()
    log(state, rule, "item_gained", visible_to=None if data.heavy or data.weapon else (ch.seat,), seat=ch.seat,
        item=item, colour=data.deck)


def discard_item(state: State, ch: Character, item: str, rule: str) -> None:
    """An Item leaves the character for its deck's discard pile (PUB-ITEM-07); a weapon loses its Ammo."""
    data = cat(state).items.get(item_card(item))
    if item in ch.items:
        ch.items.remove(item)
    elif item in ch.weapons:
        del ch.weapons[item]
        ch.capacity_bonus.pop(item, None)
    elif item in ch.quests:
        del ch.quests[item]
    else:
        return
    if item in ch.taped:
        ch.taped.remove(item)
    if data is not None and data.deck in ("green", "yellow", "red", "blue"):
        state.item_discards.setdefault(data.deck, []).append(item)
    log(state, rule, "item_discarded", seat=ch.seat, item=item)


def take_object(state: State, ch: Character, obj: str, rule: str) -> None:
    """Pick a Heavy Object up from the floor of the character's room (PUB-HEAVY-02)."""
    state.objects[ch.room].remove(obj)
    ch.heavy.append(obj)
    ch.heavy.sort()
    log(state, rule, "object_taken", seat=ch.seat, object=obj, room=ch.room)


def put_down_object(state: State, ch: Character, obj: str, rule: str) -> None:
    """A dropped Heavy Object stays in the room (PUB-ITEM-07)."""
    ch.heavy.remove(obj)
    if obj in ch.taped:
        ch.taped.remove(obj)
    drop_object(state, ch.room, obj, rule)


def lose_everything(state: State, ch: Character, rule: str) -> None:
    """A dead character's Items are discarded and its Heavy Objects drop in its room (PUB-WOUND-06)."""
    for item in list(ch.items) + [w for w in ch.weapons if item_card(w) in cat(state).items]:
        discard_item(state, ch, item, rule)
    ch.weapons = {}
    ch.quests = {}
    ch.taped = []
    ch.capacity_bonus = {}
