"""The whole text of an Item or weapon card as the player reads it: its own rule (content wording) and the
facts that govern its use — cost, timing, Heavy, one use, Ammo capacity and weapon kind, crafting — so every
card on screen says all of what it does (PUB-ITEM-02..04, PUB-ITEM-09, PUB-COMBAT-05, PUB-CRAFT-02/03)."""

from __future__ import annotations

WHEN = {"any": "any time", "ic": "only in Combat", "ooc": "only out of Combat"}


def _cost(cost: int) -> str:
    if cost < 0:
        return "costs your whole hand"
    if cost == 0:
        return "costs no Action card"
    return f"costs {cost} Action card{'s' if cost > 1 else ''}"


def weapon_facts(weapon) -> str:
    """"Energy weapon, 2 Ammo at most." plus its own rule."""
    kind = "Classic" if weapon.kind == "classic" else "Energy"
    facts = f"{kind} weapon, holds {weapon.ammo} Ammo at most; fires with the Shoot action. Heavy: carried in a Hand slot."
    return f"{weapon.text} {facts}".strip() if weapon.text else facts


def item_text(item, names: dict[str, str]) -> str:
    """The card's rule followed by how it is used, in plain sentences."""
    parts = [item.text.strip()]
    if item.weapon is not None:
        kind = "Classic" if item.weapon.kind == "classic" else "Energy"
        parts.append(f"{kind} weapon, holds {item.weapon.ammo} Ammo at most; fires with the Shoot action.")
    elif item.deck == "quest":
        where = f" in the {names.get(item.activate_room, item.activate_room)}" if item.activate_room else ""
        discard = " or ".join(names.get(i, i) for i in item.activate_discard)
        extra = f", discarding a {discard}" if discard else ""
        parts.append(f"Starts inactive: activate it out of Combat for {_cost(item.activate_cost)[6:]}{where}"
                     f"{extra}.")
        parts.append(f"Use: {_cost(item.cost)}, {WHEN.get(item.when, item.when)}.")
    else:
        parts.append(f"Use: {_cost(item.cost)}, {WHEN.get(item.when, item.when)}.")
    if item.heavy:
        parts.append("Heavy: carried in a Hand slot.")
    if item.one_use:
        parts.append("One use: discarded after use.")
    if item.component:
        parts.append(f"Crafting part: {item.component}.")
    if item.recipe:
        parts.append("Crafted from " + " and ".join(item.recipe) + ".")
    return " ".join(p for p in parts if p)
