"""Readers for the card and token files every map and species writes in the same shape: room tiles, bag
tokens with their kinds, Attack, Event and Weakness cards, the Intruder-player deck. Each takes the values its
plug-in allows (its kinds, its effect keys), so the checks follow the active plug-ins, not constants here."""

from __future__ import annotations

from typing import Any

from engine.content.loader import (
    IP_MOVES,
    AttackCard,
    ContentError,
    EventCard,
    IntruderPlayerCard,
    KindDef,
    SimpleCard,
    Tile,
    need,
    one_of,
    read_toml,
)


def load_tiles(path: str, package: str = "engine") -> dict[str, Tile]:
    out: dict[str, Tile] = {}
    for i, t in enumerate(need(path, "file", read_toml(path, package), "tiles", list)):
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
            icon=t.get("icon", ""),
        )
        if tile.id in out:
            raise ContentError(f'{path}: tile "{tile.id}" is defined twice')
        out[tile.id] = tile
    return out


def load_kinds(path: str, package: str = "engine") -> dict[str, KindDef]:
    """A species' kinds (`[[kinds]]`): names, look and threat."""
    out: dict[str, KindDef] = {}
    for i, k in enumerate(need(path, "file", read_toml(path, package), "kinds", list)):
        where = f"kinds[{i}]"
        kind = KindDef(
            id=need(path, where, k, "id", str),
            name=need(path, where, k, "name", str),
            plural=need(path, where, k, "plural", str),
            letter=need(path, where, k, "letter", str),
            figure=need(path, where, k, "figure", bool),
            shape=need(path, where, k, "shape", str),
            size=float(need(path, where, k, "size", (int, float))),
            colour=need(path, where, k, "colour", str),
            threat=float(need(path, where, k, "threat", (int, float))),
            order=need(path, where, k, "order", int),
            attack=one_of(path, where, "attack", k.get("attack", "card"), ("card", "infest", "none")),
            moves=k.get("moves", True),
        )
        if not isinstance(kind.moves, bool):
            raise ContentError(f'{path}: {where} key "moves" must be true or false, not {kind.moves!r}')
        if kind.id in out:
            raise ContentError(f'{path}: kind "{kind.id}" is defined twice')
        out[kind.id] = kind
    return out


def load_tokens(path: str, kinds: tuple[str, ...],
                package: str = "engine") -> tuple[dict[str, tuple[str, int]], dict[str, int]]:
    """Bag tokens (id "<kind>_<n>" -> (kind, surprise-attack number)) and the starting bag's counts."""
    data = read_toml(path, package)
    tokens: dict[str, tuple[str, int]] = {}
    counts: dict[str, int] = {}
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        kind = one_of(path, f"tokens[{i}]", "kind", need(path, f"tokens[{i}]", t, "kind", str), kinds)
        counts[kind] = counts.get(kind, 0) + 1
        tokens[f"{kind}_{counts[kind]}"] = (kind, need(path, f"tokens[{i}]", t, "danger", int))
    bag = need(path, "file", data, "bag_start", dict)
    return tokens, {k: int(v) for k, v in bag.items()}


def load_attack(path: str, kinds: tuple[str, ...], package: str = "engine") -> dict[str, AttackCard]:
    out: dict[str, AttackCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path, package), "cards", list)):
        where = f"cards[{i}]"
        hits = tuple(need(path, where, c, "hits", list))
        for h in hits:
            if h not in kinds:
                raise ContentError(f'{path}: {where} hits unknown intruder "{h}" (allowed: {", ".join(kinds)})')
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


def load_events(path: str, kinds: tuple[str, ...], package: str = "engine") -> dict[str, EventCard]:
    out: dict[str, EventCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path, package), "cards", list)):
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
        for mover in card.movers:
            one_of(path, where, "movers", mover, kinds)
        out[card.id] = card
    return out


def load_simple(path: str, kind_key: str, package: str = "engine") -> dict[str, SimpleCard]:
    out: dict[str, SimpleCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path, package), "cards", list)):
        where = f"cards[{i}]"
        card = SimpleCard(
            id=need(path, where, c, "id", str),
            kind=need(path, where, c, kind_key, str),
            name=need(path, where, c, "name", str),
            text=c.get("text", ""),
        )
        out[card.id] = card
    return out


def load_ip_cards(path: str, effects: tuple[str, ...], size: int,
                  package: str = "engine") -> dict[str, IntruderPlayerCard]:
    """An Intruder-player Action deck (T15, PUB-COMP-05) of `size` cards with the species' effect keys."""
    out: dict[str, IntruderPlayerCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path, package), "cards", list)):
        where = f"cards[{i}]"
        card = IntruderPlayerCard(
            id=need(path, where, c, "id", str),
            name=need(path, where, c, "name", str),
            move=one_of(path, where, "move", need(path, where, c, "move", str), IP_MOVES),
            attack_draw=need(path, where, c, "attack_draw", int),
            effect=one_of(path, where, "effect", need(path, where, c, "effect", str), effects),
            text=c.get("text", ""),
        )
        if card.attack_draw < 1:
            raise ContentError(f'{path}: {where} key "attack_draw" must be at least 1')
        if card.id in out:
            raise ContentError(f'{path}: card "{card.id}" is defined twice')
        out[card.id] = card
    if len(out) != size:
        raise ContentError(f"{path}: the deck must hold {size} cards, holds {len(out)}")
    return out


def str_list(path: str, where: str, data: dict[str, Any], key: str) -> tuple[str, ...]:
    """An optional list of strings (missing = empty)."""
    values = data.get(key, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise ContentError(f'{path}: {where} key "{key}" must be a list of strings')
    return tuple(values)


# --- what every expansion's own card readers share (the Carnomorphs', the Night Stalkers') -------------------


def id_rows(path: str, data: dict[str, Any], key: str, what: str) -> list[dict[str, Any]]:
    """The `[[key]]` rows of a file's data, each a table with an `id` no other row has (`what` names a row in the
    error: "card", "character", ...)."""
    rows = need(path, "file", data, key, list)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            raise ContentError(f"{path}: {key}[{i}] must be a table")
        row_id = need(path, f"{key}[{i}]", row, "id", str)
        if row_id in seen:
            raise ContentError(f'{path}: {what} "{row_id}" is defined twice')
        seen.add(row_id)
    return rows


def card_rows(path: str, package: str = "engine") -> list[dict[str, Any]]:
    """The `[[cards]]` rows of a card file, each with an `id` no other row has."""
    return id_rows(path, read_toml(path, package), "cards", "card")


def deck_size(path: str, count: int, size: int) -> None:
    if count != size:
        raise ContentError(f"{path}: the deck must hold {size} cards, holds {count}")


def text_of(path: str, where: str, data: dict[str, Any], key: str = "text") -> str:
    """A card's own wording: a non-empty string."""
    text = need(path, where, data, key, str)
    if not text.strip():
        raise ContentError(f'{path}: {where} key "{key}" is empty')
    return text


def flag(path: str, where: str, data: dict[str, Any], key: str) -> bool:
    """An optional true/false key (missing = false)."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ContentError(f'{path}: {where} key "{key}" must be true or false, not {value!r}')
    return value


def verified(path: str, package: str = "engine") -> bool:
    """Whether a file's transcription was checked against the printed components (`verified`, default false)."""
    return flag(path, "file", read_toml(path, package), "verified")


def option(path: str, key: str, options: dict[str, Any], kind: type) -> Any:
    """An option of a plug-in's options file `path`, present and of the right type."""
    if key not in options:
        raise ContentError(f'{path}: has no key "{key}"')
    value = options[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise ContentError(f'{path}: key "{key}" has the wrong type ({type(value).__name__})')
    return value


def names_only(path: str, key: str, values, allowed: tuple[str, ...]) -> None:
    """Every value an option names is one of `allowed`."""
    for value in values:
        if value not in allowed:
            raise ContentError(f'{path}: key "{key}" names unknown "{value}" (allowed: {", ".join(allowed)})')
