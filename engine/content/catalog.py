"""Build the `Catalog` of one ruleset + map from its content files (validated, cached)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.content.loader import (
    DESTINATION_POSITIONS,
    DESTINATIONS,
    EXPLORATION_EFFECTS,
    INTRUDER_KINDS,
    OBJECTIVE_DECKS,
    TOKEN_KINDS,
    WEAPON_SPECIALS,
    AttackCard,
    Catalog,
    CharacterDef,
    ContentError,
    EventCard,
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


def _characters(path: str) -> dict[str, CharacterDef]:
    out: dict[str, CharacterDef] = {}
    for i, ch in enumerate(need(path, "file", read_toml(path), "characters", list)):
        where = f"characters[{i}]"
        w = need(path, where, ch, "weapon", dict)
        weapon = Weapon(
            id=need(path, where + ".weapon", w, "id", str),
            name=need(path, where + ".weapon", w, "name", str),
            ammo=need(path, where + ".weapon", w, "ammo", int),
            kind=need(path, where + ".weapon", w, "kind", str),
            special=w.get("special", "none"),
        )
        if weapon.special not in WEAPON_SPECIALS:
            raise ContentError(f'{path}: {where}.weapon has unknown special "{weapon.special}"')
        cards = tuple(
            SimpleCard(id=need(path, where, c, "id", str), kind="action", name=need(path, where, c, "name", str),
                       text=c.get("text", ""))
            for c in need(path, where, ch, "cards", list)
        )
        if len(cards) != 10:
            raise ContentError(f"{path}: {where} must have exactly 10 action cards, has {len(cards)}")
        cid = need(path, where, ch, "id", str)
        out[cid] = CharacterDef(id=cid, name=need(path, where, ch, "name", str), trait=ch.get("trait", ""),
                                weapon=weapon, cards=cards)
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
        tiles=_tiles(f"{base}/room_tiles.toml"),
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
    )
