"""The Night Stalkers' own content shapes and their readers, for what the shared readers (engine/content/cards.py)
do not hold: bag tokens with two Surprise Attack numbers (light and Darkness, LD-NS-03), the Darkness parts of
Attack and Event cards (LD-IATK-03, LD-EVENT-09), an Event card's second Corridor number, and the Weakness
cards' rule changes. Every fault raises a ContentError naming the file, the entry and the key."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.cards import card_rows, deck_size, flag, str_list, text_of
from engine.content.loader import ContentError, need, one_of, read_toml


@dataclass(frozen=True, slots=True)
class TokenNumbers:
    """The two Surprise Attack numbers on a Night Stalker token's back (LD-NS-03, LD-ENC-03)."""

    light: int  # compared when the triggering Character is not in Darkness (the lower one)
    dark: int  # compared when they are in Darkness (the higher one)
    proposed: bool  # a PROPOSED value (T6, GAP-LDB-14)


@dataclass(frozen=True, slots=True)
class DarkPart:
    """What a card adds when its target (or what it touches) is in Darkness (LD-IATK-03, LD-EVENT-12)."""

    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class AttackText:
    """What a Night Stalker Attack card says in our words, and its Darkness part if it has one."""

    id: str
    text: str
    dark: DarkPart | None
    proposed: bool  # its blood value is a PROPOSED reading (GAP-LDB-15)


@dataclass(frozen=True, slots=True)
class EventExtra:
    """What an Event card holds beyond the shared EventCard: its second number and its Darkness part."""

    id: str
    then_corridor: int | None  # the second Corridor the movers take (LD-EVENT-09), None on a one-number card
    dark: DarkPart | None


@dataclass(frozen=True, slots=True)
class Weakness:
    """A Night Stalker Weakness card: the rule it changes once revealed, for Characters with the Knowledge."""

    id: str
    name: str
    effect: str
    changes: str  # the point of the rules it changes
    affects: tuple[str, ...]  # the Night Stalker kinds it works against
    attack: str  # the name of the Attack card it concerns, "" for none
    amount: int
    proposed: bool  # a GAP-LDB-08 placeholder, not a known card
    text: str


def dark_part(path: str, where: str, data: dict[str, Any], effects: tuple[str, ...]) -> DarkPart | None:
    """A card's Darkness part: `dark` (an effect key) and `dark_text` together, or neither."""
    if "dark" not in data and "dark_text" not in data:
        return None
    if "dark" not in data:
        raise ContentError(f'{path}: {where} has "dark_text" but no key "dark" (its Darkness effect)')
    effect = one_of(path, where, "dark", need(path, where, data, "dark", str), effects)
    if "dark_text" not in data:
        raise ContentError(f'{path}: {where} has "dark" but no key "dark_text" (its Darkness wording)')
    return DarkPart(effect, text_of(path, where, data, "dark_text"))


def _number(path: str, where: str, data: dict[str, Any], key: str) -> int:
    value = need(path, where, data, key, int)
    if value < 0:
        raise ContentError(f'{path}: {where} key "{key}" must be 0 or more, not {value}')
    return value


def load_light_dark_tokens(path: str, kinds: tuple[str, ...], figures: tuple[str, ...], package: str = "engine",
                           ) -> tuple[dict[str, tuple[str, int]], dict[str, TokenNumbers], dict[str, int]]:
    """Bag tokens (id "<kind>_<n>" -> (kind, light number): the catalog's shape, whose one number is the one
    used out of Darkness), both numbers of every figure token, and the starting bag's counts. A figure token
    shows `light` <= `dark` (LD-NS-03, LD-ENC-03); a token of a kind with no figure (the Blank) shows none."""
    data = read_toml(path, package)
    tokens: dict[str, tuple[str, int]] = {}
    numbers: dict[str, TokenNumbers] = {}
    counts: dict[str, int] = {}
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        where = f"tokens[{i}]"
        kind = one_of(path, where, "kind", need(path, where, t, "kind", str), kinds)
        counts[kind] = counts.get(kind, 0) + 1
        token = f"{kind}_{counts[kind]}"
        proposed = flag(path, where, t, "proposed")
        if kind not in figures:
            for key in ("light", "dark"):
                if key in t:
                    raise ContentError(f'{path}: {where} key "{key}": a {kind} token shows no Surprise Attack number')
            tokens[token] = (kind, 0)
            continue
        light = _number(path, where, t, "light")
        dark = _number(path, where, t, "dark")
        if dark < light:
            raise ContentError(f'{path}: {where} key "dark" ({dark}) must not be below "light" ({light}): '
                               "a token is never safer in Darkness")
        tokens[token] = (kind, light)
        numbers[token] = TokenNumbers(light, dark, proposed)
    bag = need(path, "file", data, "bag_start", dict)
    start: dict[str, int] = {}
    for key in bag:
        if key.removesuffix("_base") not in counts:
            raise ContentError(f'{path}: bag_start names unknown token kind "{key}" '
                               f'(known: {", ".join(sorted(counts))})')
        start[key] = _number(path, "bag_start", bag, key)
    return tokens, numbers, start


def load_attack_texts(path: str, dark_effects: tuple[str, ...], package: str = "engine") -> dict[str, AttackText]:
    """The Night Stalker-only parts of the Attack cards: their text, Darkness part and PROPOSED mark."""
    out: dict[str, AttackText] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        if flag(path, where, c, "retreat") and "blood" in c:
            raise ContentError(f'{path}: {where} has both "retreat" and "blood" (a Retreat card shows no value)')
        out[c["id"]] = AttackText(c["id"], text_of(path, where, c), dark_part(path, where, c, dark_effects),
                                  flag(path, where, c, "proposed"))
    return out


def load_event_extras(path: str, dark_effects: tuple[str, ...], package: str = "engine") -> dict[str, EventExtra]:
    """The Night Stalker-only parts of the Event cards: the second Corridor number and the Darkness part."""
    out: dict[str, EventExtra] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        then = None
        if "then_corridor" in c:
            then = need(path, where, c, "then_corridor", int)
            if then not in (1, 2, 3, 4) or then == c.get("corridor"):
                raise ContentError(f'{path}: {where} key "then_corridor" must be a Corridor number 1-4 other than '
                                   f'"corridor", not {then}')
        text_of(path, where, c)
        out[c["id"]] = EventExtra(c["id"], then, dark_part(path, where, c, dark_effects))
    return out


def load_weaknesses(path: str, kinds: tuple[str, ...], effects: tuple[str, ...], changes: tuple[str, ...],
                    attacks: tuple[str, ...], size: int, package: str = "engine") -> dict[str, Weakness]:
    """The Night Stalker Weakness deck (LD-COMP-07): what each card changes, against which kinds; `attacks`
    are the Attack cards' names a card may refer to."""
    out: dict[str, Weakness] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        affects = str_list(path, where, c, "affects")
        if not affects:
            raise ContentError(f'{path}: {where} key "affects" names no Night Stalker kind')
        for kind in affects:
            one_of(path, where, "affects", kind, kinds)
        attack = need(path, where, c, "attack", str)
        if attack:
            one_of(path, where, "attack", attack, attacks)
        card = Weakness(
            id=c["id"],
            name=need(path, where, c, "name", str),
            effect=one_of(path, where, "effect", need(path, where, c, "effect", str), effects),
            changes=one_of(path, where, "changes", need(path, where, c, "changes", str), changes),
            affects=affects,
            attack=attack,
            amount=_number(path, where, c, "amount"),
            proposed=need(path, where, c, "proposed", bool),
            text=text_of(path, where, c),
        )
        out[card.id] = card
    deck_size(path, len(out), size)
    return out
