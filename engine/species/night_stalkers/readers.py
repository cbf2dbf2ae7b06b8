"""The Night Stalkers' own content shapes and their readers, for what the shared readers (engine/content/cards.py)
do not hold: bag tokens with two Surprise Attack numbers (light and Darkness, LD-NS-03), the Darkness parts of
Attack and Event cards (LD-IATK-03, LD-EVENT-09: shapes shared with the Chytrids in
engine/species/common/light_and_dark.py), an Event card's second Corridor number, and the Weakness cards' rule
changes. Every fault raises a ContentError naming the file, the entry and the key."""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.cards import card_rows, deck_size, str_list, text_of
from engine.content.loader import ContentError, need, one_of
from engine.species.common.light_and_dark import (  # noqa: F401  (AttackText, TokenNumbers: re-exported)
    AttackText,
    DarkPart,
    TokenNumbers,
    dark_part,
    load_attack_texts,
    number_at_least,
    read_light_dark_tokens,
)


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


def load_light_dark_tokens(path: str, kinds: tuple[str, ...], figures: tuple[str, ...], package: str = "engine",
                           ) -> tuple[dict[str, tuple[str, int]], dict[str, TokenNumbers], dict[str, int]]:
    """The Night Stalkers' bag tokens (light and Darkness numbers, 0 or more: LD-NS-03, LD-ENC-03) and the
    starting bag's counts: a key of `bag_start` is a token kind, or "<kind>_base"."""
    data, tokens, numbers, counts = read_light_dark_tokens(path, kinds, figures, 0, package)
    bag = need(path, "file", data, "bag_start", dict)
    start: dict[str, int] = {}
    for key in bag:
        if key.removesuffix("_base") not in counts:
            raise ContentError(f'{path}: bag_start names unknown token kind "{key}" '
                               f'(known: {", ".join(sorted(counts))})')
        start[key] = number_at_least(path, "bag_start", bag, key, 0)
    return tokens, numbers, start


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
            amount=number_at_least(path, where, c, "amount", 0),
            proposed=need(path, where, c, "proposed", bool),
            text=text_of(path, where, c),
        )
        out[card.id] = card
    deck_size(path, len(out), size)
    return out
