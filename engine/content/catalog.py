"""Build the `Catalog` of one ruleset + map from its content files (validated, cached)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.content.loader import (
    CARD_EFFECT_KEYS,
    COMPONENTS,
    DECK_SIZES,
    DESTINATION_POSITIONS,
    DESTINATIONS,
    EXPLORATION_EFFECTS,
    INTRUDER_KINDS,
    IP_DECK_SIZE,
    IP_EFFECT_KEYS,
    IP_MOVES,
    ITEM_DECKS,
    ITEM_EFFECT_KEYS,
    OBJECTIVE_DECKS,
    TIMINGS,
    TOKEN_KINDS,
    WEAPON_KINDS,
    WEAPON_SPECIALS,
    ActionCard,
    AttackCard,
    Catalog,
    CharacterDef,
    ContentError,
    EventCard,
    IntruderPlayerCard,
    ItemDef,
    Objective,
    SimpleCard,
    Tile,
    Weapon,
    die_table,
    load_map,
    need,
    read_toml,
)


def _tiles(path: str) -> dict[str, Tile]:
    out: dict[str, Tile] = {}
    for i, t in enumerate(need(path, "file", read_toml(path), "tiles", list)):
        where = f"tiles[{i}]"
        tile = Tile(
            id=need(path, where, t, "id", str),
            name=need(path, where, t, "name", str),
            set=need(path, where, t, "set", int),
            colour=need(path, where, t, "colour", str),
            computer=bool(t.get("computer", False)),
            action_cost=t.get("action_cost"),
            searchable=bool(t.get("searchable", False)),
            text=t.get("text", ""),
        )
        out[tile.id] = tile
    return out


def _exploration(path: str, mix: str) -> tuple[tuple[str, int], ...]:
    data = read_toml(path)
    key = "tokens" if mix == "standard" else mix
    tokens = []
    for i, t in enumerate(need(path, "file", data, key, list)):
        effect = need(path, f"{key}[{i}]", t, "effect", str)
        if effect not in EXPLORATION_EFFECTS:
            raise ContentError(f'{path}: {key}[{i}] has unknown effect "{effect}"')
        tokens.append((effect, need(path, f"{key}[{i}]", t, "items", int)))
    return tuple(tokens)


def _intruder_tokens(path: str) -> tuple[dict[str, tuple[str, int]], dict[str, int]]:
    data = read_toml(path)
    tokens: dict[str, tuple[str, int]] = {}
    counts: dict[str, int] = {}
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        kind = need(path, f"tokens[{i}]", t, "kind", str)
        if kind not in TOKEN_KINDS:
            raise ContentError(f'{path}: tokens[{i}] has unknown kind "{kind}"')
        counts[kind] = counts.get(kind, 0) + 1
        tokens[f"{kind}_{counts[kind]}"] = (kind, need(path, f"tokens[{i}]", t, "danger", int))
    bag = need(path, "file", data, "bag_start", dict)
    return tokens, {k: int(v) for k, v in bag.items()}


def _attack(path: str) -> dict[str, AttackCard]:
    out: dict[str, AttackCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        hits = tuple(need(path, where, c, "hits", list))
        for h in hits:
            if h not in INTRUDER_KINDS:
                raise ContentError(f'{path}: {where} hits unknown intruder "{h}"')
        retreat = bool(c.get("retreat", False))
        if not retreat:
            need(path, where, c, "blood", int)
        card = AttackCard(
            id=need(path, where, c, "id", str),
            name=need(path, where, c, "name", str),
            effect=need(path, where, c, "effect", str),
            blood=c.get("blood"),
            retreat=retreat,
            hits=hits,
        )
        out[card.id] = card
    return out


def _events(path: str) -> dict[str, EventCard]:
    out: dict[str, EventCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        card = EventCard(
            id=need(path, where, c, "id", str),
            name=need(path, where, c, "name", str),
            corridor=need(path, where, c, "corridor", int),
            movers=tuple(need(path, where, c, "movers", list)),
            effect=need(path, where, c, "effect", str),
            after=need(path, where, c, "after", str),
            text=c.get("text", ""),
        )
        if card.after not in ("discard", "remove", "shuffle_back"):
            raise ContentError(f'{path}: {where} has unknown "after" value "{card.after}"')
        if card.corridor not in (1, 2, 3, 4):
            raise ContentError(f'{path}: {where} corridor must be 1-4')
        out[card.id] = card
    return out


def _simple(path: str, kind_key: str) -> dict[str, SimpleCard]:
    out: dict[str, SimpleCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        card = SimpleCard(
            id=need(path, where, c, "id", str),
            kind=need(path, where, c, kind_key, str),
            name=need(path, where, c, "name", str),
            text=c.get("text", ""),
        )
        out[card.id] = card
    return out


def _one_of(path: str, where: str, key: str, value: str, allowed: tuple[str, ...]) -> str:
    """`value` if it is one of `allowed`, else a ContentError naming file, place and key."""
    if value not in allowed:
        raise ContentError(f'{path}: {where} key "{key}" has unknown value "{value}" (allowed: {", ".join(allowed)})')
    return value


def _weapon(path: str, where: str, wid: str, name: str, w: dict[str, Any], ammo_key: str) -> Weapon:
    weapon = Weapon(id=wid, name=name, ammo=need(path, where, w, ammo_key, int),
                    kind=_one_of(path, where, "kind", need(path, where, w, "kind", str), WEAPON_KINDS),
                    special=_one_of(path, where, "special", w.get("special", "none"), WEAPON_SPECIALS),
                    text=w.get("text", ""))
    if weapon.ammo < 1:
        raise ContentError(f'{path}: {where} key "{ammo_key}" must be at least 1')
    return weapon


def _action_card(path: str, where: str, c: dict[str, Any]) -> ActionCard:
    card = ActionCard(
        id=need(path, where, c, "id", str),
        name=need(path, where, c, "name", str),
        cost=need(path, where, c, "cost", int),
        when=_one_of(path, where, "when", need(path, where, c, "when", str), TIMINGS),
        effect=_one_of(path, where, "effect", need(path, where, c, "effect", str), CARD_EFFECT_KEYS),
        text=c.get("text", ""),
        needs_computer=bool(c.get("needs_computer", False)),
    )
    if card.cost < 0:
        raise ContentError(f'{path}: {where} key "cost" must not be negative')
    return card


def _characters(path: str) -> dict[str, CharacterDef]:
    out: dict[str, CharacterDef] = {}
    seen: set[str] = set()
    for i, ch in enumerate(need(path, "file", read_toml(path), "characters", list)):
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
                                weapon=weapon, cards=cards, quests=tuple(quests))
    return out


def _str_list(path: str, where: str, data: dict[str, Any], key: str) -> tuple[str, ...]:
    """An optional list of strings (missing = empty)."""
    values = data.get(key, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise ContentError(f'{path}: {where} key "{key}" must be a list of strings')
    return tuple(values)


def _item(path: str, where: str, t: dict[str, Any], tiles: dict[str, Tile], owners: set[str]) -> ItemDef:
    item_id = need(path, where, t, "id", str)
    where = f'{where} ("{item_id}")'
    deck = _one_of(path, where, "deck", need(path, where, t, "deck", str), ITEM_DECKS)
    component = need(path, where, t, "component", str)
    if component:
        _one_of(path, where, "component", component, COMPONENTS)
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
        when=_one_of(path, where, "when", need(path, where, t, "when", str), TIMINGS[:3]),
        heavy=need(path, where, t, "heavy", bool),
        one_use=need(path, where, t, "one_use", bool),
        effect=_one_of(path, where, "effect", need(path, where, t, "effect", str), ITEM_EFFECT_KEYS[deck]),
        weapon=weapon,
        recipe=_str_list(path, where, t, "recipe"),
        text=t.get("text", ""),
        owner=t.get("owner", ""),
        activate_cost=t.get("activate_cost", 0),
        activate_room=t.get("activate_room", ""),
        activate_discard=_str_list(path, where, t, "activate_discard"),
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
            _one_of(path, where, "recipe", comp, COMPONENTS)
    elif item.recipe:
        raise ContentError(f'{path}: {where} key "recipe" is only for blue items')
    if deck == "quest":
        _one_of(path, where, "owner", need(path, where, t, "owner", str), tuple(sorted(owners)))
        if need(path, where, t, "activate_cost", int) < 0:
            raise ContentError(f'{path}: {where} key "activate_cost" must not be negative')
        room = need(path, where, t, "activate_room", str)
        if room and room not in tiles:
            raise ContentError(f'{path}: {where} key "activate_room" names unknown room tile "{room}"')
        need(path, where, t, "activate_discard", list)
    elif any(k in t for k in ("owner", "activate_cost", "activate_room", "activate_discard")):
        raise ContentError(f'{path}: {where} has quest-item keys but is not in the "quest" deck')
    return item


def _items(path: str, tiles: dict[str, Tile], owners: set[str]) -> dict[str, ItemDef]:
    """Every Item and Quest Item card (T10, T14), with deck totals checked (PUB-COMP-04)."""
    out: dict[str, ItemDef] = {}
    for i, t in enumerate(need(path, "file", read_toml(path), "items", list)):
        item = _item(path, f"items[{i}]", t, tiles, owners)
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


def _ip_cards(path: str) -> dict[str, IntruderPlayerCard]:
    """The Intruder-player Action deck (T15, PUB-COMP-05)."""
    out: dict[str, IntruderPlayerCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        card = IntruderPlayerCard(
            id=need(path, where, c, "id", str),
            name=need(path, where, c, "name", str),
            move=_one_of(path, where, "move", need(path, where, c, "move", str), IP_MOVES),
            attack_draw=need(path, where, c, "attack_draw", int),
            effect=_one_of(path, where, "effect", need(path, where, c, "effect", str), IP_EFFECT_KEYS),
            text=c.get("text", ""),
        )
        if card.attack_draw < 1:
            raise ContentError(f'{path}: {where} key "attack_draw" must be at least 1')
        if card.id in out:
            raise ContentError(f'{path}: card "{card.id}" is defined twice')
        out[card.id] = card
    if len(out) != IP_DECK_SIZE:
        raise ContentError(f"{path}: the deck must hold {IP_DECK_SIZE} cards, holds {len(out)}")
    return out


def _coordinates(path: str) -> dict[str, dict[str, str]]:
    """Each card maps the positions A-D to the 4 destinations, each used once (T12)."""
    out: dict[str, dict[str, str]] = {}
    for i, c in enumerate(need(path, "file", read_toml(path), "cards", list)):
        where = f"cards[{i}]"
        positions = {p: need(path, where, c, p, str) for p in DESTINATION_POSITIONS}
        if sorted(positions.values()) != sorted(DESTINATIONS):
            raise ContentError(f"{path}: {where} must name each of {', '.join(DESTINATIONS)} once")
        out[need(path, where, c, "id", str)] = positions
    return out


def _objectives(path: str) -> dict[str, Objective]:
    out: dict[str, Objective] = {}
    for i, o in enumerate(need(path, "file", read_toml(path), "objectives", list)):
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


@lru_cache(maxsize=8)
def load_catalog(ruleset: str = "published", map_id: str = "nemesis_ship", exploration_mix: str = "") -> Catalog:
    """Load, validate and cache every content file a game of this ruleset on this map needs."""
    base = ruleset
    map_path = f"maps/{map_id}.toml"
    m_id, m_name, rooms, corridors = load_map(map_path)
    table = die_table(map_path, rooms, corridors)
    options: dict[str, Any] = read_toml(f"{base}/ruleset.toml")
    mix = exploration_mix or options.get("exploration_mix", "standard")
    tokens, bag_start = _intruder_tokens(f"{base}/intruder_tokens.toml")
    characters = _characters(f"{base}/characters.toml")
    tiles = _tiles(f"{base}/room_tiles.toml")
    items = _items(f"{base}/items.toml", tiles, set(characters))
    _check_quests(f"{base}/characters.toml", characters, items)
    room_corridors = {
        r: tuple(sorted(c.id for c in corridors.values() if r in c.rooms)) for r in rooms
    }
    return Catalog(
        map_id=m_id,
        map_name=m_name,
        rooms=rooms,
        corridors=corridors,
        die_targets=table,
        room_corridors=room_corridors,
        tiles=tiles,
        exploration=_exploration(f"{base}/exploration_tokens.toml", mix),
        intruder_tokens=tokens,
        bag_start=bag_start,
        attack=_attack(f"{base}/attack_deck.toml"),
        events=_events(f"{base}/event_deck.toml"),
        weaknesses=_simple(f"{base}/weaknesses.toml", "effect"),
        wounds=_simple(f"{base}/serious_wounds.toml", "kind"),
        contamination={k: int(v) for k, v in read_toml(f"{base}/contamination.toml").items()},
        characters=characters,
        options=options,
        card_names={c.id: c.name for ch in characters.values() for c in ch.cards},
        coordinates=_coordinates(f"{base}/coordinates.toml"),
        objectives=_objectives(f"{base}/objectives.toml"),
        items=items,
        action_cards={c.id: c for ch in characters.values() for c in ch.cards},
        ip_cards=_ip_cards(f"{base}/intruder_player.toml"),
    )
