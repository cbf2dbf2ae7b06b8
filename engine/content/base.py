"""The core content every game shares, whatever its map and species: the characters and their Action
cards, the Items, the Objectives, the Serious Wound and Contamination decks and the exploration tokens
(data in engine/content/base/). The base plug-in's content loader (engine/rules/base.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.content.cards import load_simple, str_list
from engine.content.loader import (
    CARD_EFFECT_KEYS,
    COMPONENTS,
    DECK_SIZES,
    EXPLORATION_EFFECTS,
    ITEM_DECKS,
    ITEM_EFFECT_KEYS,
    OBJECTIVE_DECKS,
    TIMINGS,
    WEAPON_KINDS,
    WEAPON_SPECIALS,
    ActionCard,
    CharacterDef,
    ContentError,
    ItemDef,
    Objective,
    Weapon,
    need,
    one_of,
    read_toml,
)

DIR = "content/base"


@lru_cache(maxsize=1)
def exploration_mixes() -> tuple[str, ...]:
    """The token mixes exploration_tokens.toml holds: "standard" (its `tokens` table) and each variant."""
    data = read_toml(f"{DIR}/exploration_tokens.toml")
    return ("standard", *sorted(k for k, v in data.items() if k != "tokens" and isinstance(v, list)))


def base_content(options: dict[str, Any]) -> dict[str, Any]:
    """Load and cross-check the core content files."""
    characters = _characters(f"{DIR}/characters.toml")
    items = _items(f"{DIR}/items.toml", set(characters))
    _check_quests(f"{DIR}/characters.toml", characters, items)
    mix = str(options.get("exploration_mix", "standard"))
    return {
        "characters": characters,
        "items": items,
        "card_names": {c.id: c.name for ch in characters.values() for c in ch.cards},
        "action_cards": {c.id: c for ch in characters.values() for c in ch.cards},
        "objectives": _objectives(f"{DIR}/objectives.toml"),
        "wounds": load_simple(f"{DIR}/serious_wounds.toml", "kind"),
        "contamination": {k: int(v) for k, v in read_toml(f"{DIR}/contamination.toml").items()},
        "exploration": _exploration(f"{DIR}/exploration_tokens.toml", mix),
    }


def _exploration(path: str, mix: str, package: str = "engine") -> tuple[tuple[str, int], ...]:
    data = read_toml(path, package)
    key = "tokens" if mix == "standard" else mix
    tokens = []
    for i, t in enumerate(need(path, "file", data, key, list)):
        effect = need(path, f"{key}[{i}]", t, "effect", str)
        if effect not in EXPLORATION_EFFECTS:
            raise ContentError(f'{path}: {key}[{i}] has unknown effect "{effect}"')
        tokens.append((effect, need(path, f"{key}[{i}]", t, "items", int)))
    return tuple(tokens)


def _weapon(path: str, where: str, wid: str, name: str, w: dict[str, Any], ammo_key: str) -> Weapon:
    weapon = Weapon(id=wid, name=name, ammo=need(path, where, w, ammo_key, int),
                    kind=one_of(path, where, "kind", need(path, where, w, "kind", str), WEAPON_KINDS),
                    special=one_of(path, where, "special", w.get("special", "none"), WEAPON_SPECIALS),
                    text=w.get("text", ""))
    if weapon.ammo < 1:
        raise ContentError(f'{path}: {where} key "{ammo_key}" must be at least 1')
    return weapon


def _action_card(path: str, where: str, c: dict[str, Any]) -> ActionCard:
    card = ActionCard(
        id=need(path, where, c, "id", str),
        name=need(path, where, c, "name", str),
        cost=need(path, where, c, "cost", int),
        when=one_of(path, where, "when", need(path, where, c, "when", str), TIMINGS),
        effect=one_of(path, where, "effect", need(path, where, c, "effect", str), CARD_EFFECT_KEYS),
        text=c.get("text", ""),
        needs_computer=bool(c.get("needs_computer", False)),
    )
    if card.cost < 0:
        raise ContentError(f'{path}: {where} key "cost" must not be negative')
    return card


def _characters(path: str, package: str = "engine") -> dict[str, CharacterDef]:
    out: dict[str, CharacterDef] = {}
    seen: set[str] = set()
    for i, ch in enumerate(need(path, "file", read_toml(path, package), "characters", list)):
        where = f"characters[{i}]"
        w = need(path, where, ch, "weapon", dict)
        weapon = _weapon(path, where + ".weapon", need(path, where + ".weapon", w, "id", str),
                         need(path, where + ".weapon", w, "name", str), w, "ammo")
        cards = tuple(_action_card(path, f"{where}.cards[{j}]", c)
                      for j, c in enumerate(need(path, where, ch, "cards", list)))
        if len(cards) != 10:
            raise ContentError(f"{path}: {where} must have exactly 10 action cards, has {len(cards)}")
        for card in cards:
            if card.id in seen:
                raise ContentError(f'{path}: action card "{card.id}" is defined twice')
            seen.add(card.id)
        quests = need(path, where, ch, "quests", list)
        if not all(isinstance(q, str) for q in quests):
            raise ContentError(f'{path}: {where} key "quests" must list item ids')
        cid = need(path, where, ch, "id", str)
        out[cid] = CharacterDef(id=cid, name=need(path, where, ch, "name", str), trait=ch.get("trait", ""),
                                weapon=weapon, cards=cards, quests=tuple(quests),
                                shape=str(ch.get("shape", "crew")))
    return out


def _item(path: str, where: str, t: dict[str, Any], owners: set[str]) -> ItemDef:
    item_id = need(path, where, t, "id", str)
    where = f'{where} ("{item_id}")'
    deck = one_of(path, where, "deck", need(path, where, t, "deck", str), ITEM_DECKS)
    component = need(path, where, t, "component", str)
    if component:
        one_of(path, where, "component", component, COMPONENTS)
    w = t.get("weapon")
    weapon = None
    if w is not None:
        if not isinstance(w, dict):
            raise ContentError(f'{path}: {where} key "weapon" must be a table')
        weapon = _weapon(path, where + ".weapon", item_id, need(path, where, t, "name", str), w, "capacity")
    item = ItemDef(
        id=item_id,
        name=need(path, where, t, "name", str),
        deck=deck,
        copies=need(path, where, t, "copies", int),
        component=component,
        cost=need(path, where, t, "cost", int),
        when=one_of(path, where, "when", need(path, where, t, "when", str), TIMINGS[:3]),
        heavy=need(path, where, t, "heavy", bool),
        one_use=need(path, where, t, "one_use", bool),
        effect=one_of(path, where, "effect", need(path, where, t, "effect", str), ITEM_EFFECT_KEYS[deck]),
        weapon=weapon,
        recipe=str_list(path, where, t, "recipe"),
        text=t.get("text", ""),
        owner=t.get("owner", ""),
        activate_cost=t.get("activate_cost", 0),
        activate_room=t.get("activate_room", ""),
        activate_discard=str_list(path, where, t, "activate_discard"),
    )
    if item.copies < 1 or (deck == "quest" and item.copies != 1):
        raise ContentError(f'{path}: {where} key "copies" must be at least 1 (exactly 1 for a quest item)')
    if item.cost < -1:
        raise ContentError(f'{path}: {where} key "cost" must be -1 (whole hand) or more')
    if (item.effect == "weapon") != (weapon is not None):
        raise ContentError(f'{path}: {where} needs a [weapon] table exactly when its effect is "weapon"')
    if weapon is not None and not item.heavy:
        raise ContentError(f'{path}: {where} is a weapon, so key "heavy" must be true (PUB-ITEM-04)')
    if deck == "blue":
        if len(item.recipe) != 2:
            raise ContentError(f'{path}: {where} key "recipe" must name 2 components')
        for comp in item.recipe:
            one_of(path, where, "recipe", comp, COMPONENTS)
    elif item.recipe:
        raise ContentError(f'{path}: {where} key "recipe" is only for blue items')
    if deck == "quest":
        one_of(path, where, "owner", need(path, where, t, "owner", str), tuple(sorted(owners)))
        if need(path, where, t, "activate_cost", int) < 0:
            raise ContentError(f'{path}: {where} key "activate_cost" must not be negative')
        need(path, where, t, "activate_room", str)
        need(path, where, t, "activate_discard", list)
    elif any(k in t for k in ("owner", "activate_cost", "activate_room", "activate_discard")):
        raise ContentError(f'{path}: {where} has quest-item keys but is not in the "quest" deck')
    return item


def _items(path: str, owners: set[str], package: str = "engine") -> dict[str, ItemDef]:
    """Every Item and Quest Item card (T10, T14), with deck totals checked (PUB-COMP-04)."""
    out: dict[str, ItemDef] = {}
    for i, t in enumerate(need(path, "file", read_toml(path, package), "items", list)):
        item = _item(path, f"items[{i}]", t, owners)
        if item.id in out:
            raise ContentError(f'{path}: item "{item.id}" is defined twice')
        out[item.id] = item
    for item in out.values():
        for other in item.activate_discard:
            if other not in out:
                raise ContentError(f'{path}: item "{item.id}" key "activate_discard" names unknown item "{other}"')
    for deck, size in DECK_SIZES.items():
        total = sum(item.copies for item in out.values() if item.deck == deck)
        if total != size:
            raise ContentError(f'{path}: the "{deck}" deck must hold {size} cards, holds {total}')
    return out


def _check_quests(path: str, characters: dict[str, CharacterDef], items: dict[str, ItemDef]) -> None:
    """Each character lists exactly the 2 quest items owned by it (PUB-CHAR-02)."""
    for ch in characters.values():
        for q in ch.quests:
            if q not in items:
                raise ContentError(f'{path}: character "{ch.id}" key "quests" names unknown item "{q}"')
        owned = sorted(i.id for i in items.values() if i.deck == "quest" and i.owner == ch.id)
        if sorted(ch.quests) != owned or len(owned) != 2:
            raise ContentError(f'{path}: character "{ch.id}" key "quests" must list its 2 quest items '
                               f"(items.toml gives it {owned})")


def _objectives(path: str, package: str = "engine") -> dict[str, Objective]:
    out: dict[str, Objective] = {}
    for i, o in enumerate(need(path, "file", read_toml(path, package), "objectives", list)):
        where = f"objectives[{i}]"
        card = Objective(
            id=need(path, where, o, "id", str),
            name=need(path, where, o, "name", str),
            deck=need(path, where, o, "deck", str),
            min_players=need(path, where, o, "min_players", int),
            text=o.get("text", ""),
        )
        if card.deck not in OBJECTIVE_DECKS:
            raise ContentError(f'{path}: {where} has unknown deck "{card.deck}"')
        out[card.id] = card
    return out
