"""Content shapes and readers shared by the species that play in the dark (the Night Stalkers, the Chytrids):
bag tokens with two Surprise Attack numbers, one out of Darkness and one in it (LD-NS-03, LD-ENC-03,
GAP-CHY-04), and an Attack card's wording with its Darkness part (LD-IATK-03). Every fault raises a ContentError
naming the file, the entry and the key; what differs between the species (the starting bag, the lowest number
a token may show) is their own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.cards import card_rows, flag, text_of
from engine.content.loader import ContentError, need, one_of, read_toml


@dataclass(frozen=True, slots=True)
class TokenNumbers:
    """The two Surprise Attack numbers on a token's back."""

    light: int  # compared when the triggering Character is not in Darkness (the lower one)
    dark: int  # compared when they are in Darkness (the higher one; always on the ship for the Chytrids)
    proposed: bool  # a PROPOSED value (GAP-LDB-14, GAP-CHY-04)


@dataclass(frozen=True, slots=True)
class DarkPart:
    """What a card adds when its target (or what it touches) is in Darkness (LD-IATK-03, LD-EVENT-12)."""

    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class AttackText:
    """What an Attack card says in our words, and its Darkness part if it has one."""

    id: str
    text: str
    dark: DarkPart | None
    proposed: bool = False  # its blood value is a PROPOSED reading (GAP-LDB-15)


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


def number_at_least(path: str, where: str, data: dict[str, Any], key: str, lowest: int) -> int:
    value = need(path, where, data, key, int)
    if value < lowest:
        raise ContentError(f'{path}: {where} key "{key}" must be {lowest} or more, not {value}')
    return value


def read_light_dark_tokens(path: str, kinds: tuple[str, ...], figures: tuple[str, ...], lowest: int,
                           package: str = "engine") -> tuple[dict[str, Any], dict[str, tuple[str, int]],
                                                             dict[str, TokenNumbers], dict[str, int]]:
    """The file's data, its bag tokens (id "<kind>_<n>" -> (kind, light number): the catalog's shape, whose one
    number is the one used out of Darkness), both numbers of every figure token, and how many tokens of each kind
    the file holds. A figure token shows `light` <= `dark`, both at least `lowest`; a token of a kind with no
    figure (the Blank) shows none."""
    data = read_toml(path, package)
    tokens: dict[str, tuple[str, int]] = {}
    numbers: dict[str, TokenNumbers] = {}
    counts: dict[str, int] = {}
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        where = f"tokens[{i}]"
        kind = one_of(path, where, "kind", need(path, where, t, "kind", str), kinds)
        counts[kind] = counts.get(kind, 0) + 1
        token = f"{kind}_{counts[kind]}"
        if kind not in figures:
            for key in ("light", "dark"):
                if key in t:
                    raise ContentError(f'{path}: {where} key "{key}": a {kind} token shows no Surprise Attack number')
            tokens[token] = (kind, 0)
            continue
        light = number_at_least(path, where, t, "light", lowest)
        dark = number_at_least(path, where, t, "dark", lowest)
        if dark < light:
            raise ContentError(f'{path}: {where} key "dark" ({dark}) must not be below "light" ({light}): '
                               "a token is never safer in Darkness")
        tokens[token] = (kind, light)
        numbers[token] = TokenNumbers(light, dark, flag(path, where, t, "proposed"))
    return data, tokens, numbers, counts


def load_attack_texts(path: str, dark_effects: tuple[str, ...], package: str = "engine") -> dict[str, AttackText]:
    """The parts of the Attack cards the shared reader does not hold: their text, Darkness part and PROPOSED
    mark; a Retreat card shows no blood value."""
    out: dict[str, AttackText] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        if flag(path, where, c, "retreat") and "blood" in c:
            raise ContentError(f'{path}: {where} has both "retreat" and "blood" (a Retreat card shows no value)')
        out[c["id"]] = AttackText(c["id"], text_of(path, where, c), dark_part(path, where, c, dark_effects),
                                  flag(path, where, c, "proposed"))
    return out
