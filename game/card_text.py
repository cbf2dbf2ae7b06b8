"""The whole text of an Item or weapon card as the player reads it: its own rule (content wording) and the
facts that govern its use — cost, timing, Heavy, one use, Ammo capacity and weapon kind, crafting — so every
card on screen says all of what it does (PUB-ITEM-02..04, PUB-ITEM-09, PUB-COMBAT-05, PUB-CRAFT-02/03).
Told in the installed language: each fact is a whole translatable sentence."""

from __future__ import annotations

from collections.abc import Callable

from engine.api import N_, _, ngettext

WHEN = {"any": N_("any time"), "ic": N_("only in Combat"), "ooc": N_("only out of Combat")}
# the crafting parts an Item is or is made of (the content's words; Lockdown's are shortened)
PARTS = {"chemical": N_("chemical"), "cloth": N_("cloth"), "electrical": N_("electrical"), "medical": N_("medical"),
         "tool": N_("tool"), "chem": N_("chem"), "elec": N_("elec"), "mech": N_("mech"), "med": N_("med")}


def _cost(cost: int) -> str:
    """"costs 2 Action cards"."""
    if cost < 0:
        return _("costs your whole hand")
    if cost == 0:
        return _("costs no Action card")
    return ngettext("costs {n} Action card", "costs {n} Action cards", cost).format(n=cost)


def _activation(cost: int) -> str:
    """What activating a Quest Item costs, after "for": "2 Action cards"."""
    if cost < 0:
        return _("your whole hand")
    if cost == 0:
        return _("no Action card")
    return ngettext("{n} Action card", "{n} Action cards", cost).format(n=cost)


def _weapon_kind(weapon) -> str:
    """"Classic weapon, holds 2 Ammo at most; fires with the Shoot action."."""
    if weapon.kind == "classic":
        return _("Classic weapon, holds {ammo} Ammo at most; fires with the Shoot action.").format(ammo=weapon.ammo)
    return _("Energy weapon, holds {ammo} Ammo at most; fires with the Shoot action.").format(ammo=weapon.ammo)


def part(word: str) -> str:
    """A crafting part's word."""
    return _(PARTS[word]) if word in PARTS else word


def weapon_facts(weapon) -> str:
    """"Energy weapon, 2 Ammo at most." plus its own rule."""
    facts = f"{_weapon_kind(weapon)} {_('Heavy: carried in a Hand slot.')}"
    return f"{_(weapon.text)} {facts}".strip() if weapon.text else facts


def item_text(item, name: Callable[[str], str]) -> str:
    """The card's rule followed by how it is used, in plain sentences (`name` names an id: a room, an Item)."""
    parts = [_(item.text.strip())]
    use = _("Use: {cost}, {when}.").format(cost=_cost(item.cost), when=_(WHEN[item.when]) if item.when in WHEN
                                           else item.when)
    if item.weapon is not None:
        parts.append(_weapon_kind(item.weapon))
    elif item.deck == "quest":
        discards = [name(i) for i in item.activate_discard]
        cost = _activation(item.activate_cost)
        if item.activate_room and discards:
            text = _("Starts inactive: activate it out of Combat for {cost} in the {room}, discarding a {items}.")
        elif item.activate_room:
            text = _("Starts inactive: activate it out of Combat for {cost} in the {room}.")
        elif discards:
            text = _("Starts inactive: activate it out of Combat for {cost}, discarding a {items}.")
        else:
            text = _("Starts inactive: activate it out of Combat for {cost}.")
        parts.append(text.format(cost=cost, room=name(item.activate_room) if item.activate_room else "",
                                 items=join_or(discards)))
        parts.append(use)
    else:
        parts.append(use)
    if item.heavy:
        parts.append(_("Heavy: carried in a Hand slot."))
    if item.one_use:
        parts.append(_("One use: discarded after use."))
    if item.component:
        parts.append(_("Crafting part: {part}.").format(part=part(item.component)))
    if item.recipe:
        parts.append(_("Crafted from {parts}.").format(parts=join_and([part(p) for p in item.recipe])))
    return " ".join(p for p in parts if p)


def join_and(words: list[str]) -> str:
    """"a and b" (two crafting parts)."""
    return _("{first} and {second}").format(first=words[0], second=words[1]) if len(words) == 2 else ", ".join(words)


def join_or(words: list[str]) -> str:
    """"a or b" (the Items a Quest Item may take to activate)."""
    if len(words) == 2:
        return _("{first} or {second}").format(first=words[0], second=words[1])
    return words[0] if len(words) == 1 else ", ".join(words)
