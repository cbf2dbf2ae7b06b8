"""The Chytrids' own content shapes and their readers, for what the shared readers (engine/content/cards.py) do not
hold: bag tokens with two Surprise Attack numbers (CHY-ENC-07, GAP-CHY-04) and the Darkness parts of Attack cards
(shapes shared with the Night Stalkers in engine/species/common/light_and_dark.py), Event cards with one or two numbers, ordered movement symbols and growth symbols (CHY-EVT-04..07), and the Help
card's lines. Every fault raises a ContentError naming the file, the entry and the key."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.cards import card_rows, deck_size, text_of
from engine.content.loader import AttackCard, ContentError, EventCard, need, one_of, read_toml
from engine.species.common.light_and_dark import (  # noqa: F401  (load_attack_texts: re-exported)
    TokenNumbers,
    load_attack_texts,
    read_light_dark_tokens,
)

SPREAD = "spread"  # the grey Sporeling symbol of an Event card (CHY-SPREAD-01)
COLOURS = ("purple", "green")  # the Sporelings' colours and the growth symbols (CHY-SPL-02, CHY-GROW-02/03)


@dataclass(frozen=True, slots=True)
class ChytridEvent:
    """A Chytrid Event card beyond the shared EventCard: its numbers, its step 9A symbols left to right and its
    step 9B growth symbols (CHY-EVT-04..07)."""

    id: str
    numbers: tuple[int, ...]
    moves: tuple[str, ...]  # SPREAD or a figure kind
    grow: tuple[str, ...]  # COLOURS, a colour twice grows twice
    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class HelpLine:
    rule: str
    text: str


def load_two_number_tokens(path: str, kinds: tuple[str, ...], figures: tuple[str, ...]
                           ) -> tuple[dict[str, tuple[str, int]], dict[str, TokenNumbers], dict[str, int]]:
    """The Chytrids' bag tokens (two numbers, each at least 1) and the starting bag's counts, each kind's at most
    as many as the file holds."""
    data, tokens, numbers, counts = read_light_dark_tokens(path, kinds, figures, 1)
    bag = need(path, "file", data, "bag_start", dict)
    for kind, count in bag.items():
        if kind not in kinds:
            raise ContentError(f'{path}: bag_start names unknown kind "{kind}" (allowed: {", ".join(kinds)})')
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= counts.get(kind, 0):
            raise ContentError(f'{path}: bag_start puts {count!r} "{kind}" tokens in the bag; the file has '
                               f"{counts.get(kind, 0)}")
    return tokens, numbers, {k: int(v) for k, v in bag.items()}


def _symbols(path: str, where: str, data: dict[str, Any], key: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    values = need(path, where, data, key, list)
    for value in values:
        one_of(path, where, key, value, allowed)
    return tuple(values)


def load_chytrid_events(path: str, figures: tuple[str, ...], effects: tuple[str, ...], size: int
                        ) -> tuple[dict[str, EventCard], dict[str, ChytridEvent]]:
    """The Event deck: the shared cards (their `corridor` the first number, their `movers` the figure symbols)
    and each card's numbers, symbols and growth (CHY-EVT-04..07)."""
    rows = card_rows(path)
    deck_size(path, len(rows), size)
    cards: dict[str, EventCard] = {}
    extras: dict[str, ChytridEvent] = {}
    for i, c in enumerate(rows):
        where = f"cards[{i}]"
        numbers = tuple(need(path, where, c, "numbers", list))
        if not 1 <= len(numbers) <= 2 or any(n not in (1, 2, 3, 4) for n in numbers):
            raise ContentError(f'{path}: {where} key "numbers" must hold 1 or 2 Corridor numbers 1-4, not {list(numbers)}')
        moves = _symbols(path, where, c, "moves", (SPREAD, *figures))
        if not moves:
            raise ContentError(f'{path}: {where} key "moves" shows no symbol (CHY-EVT-04)')
        grow = _symbols(path, where, c, "grow", COLOURS)
        effect = one_of(path, where, "effect", need(path, where, c, "effect", str), effects)
        after = one_of(path, where, "after", need(path, where, c, "after", str), ("discard", "remove"))
        text = text_of(path, where, c)
        cards[c["id"]] = EventCard(id=c["id"], name=need(path, where, c, "name", str), corridor=numbers[0],
                                   movers=tuple(m for m in moves if m != SPREAD), effect=effect, after=after,
                                   text=text)
        extras[c["id"]] = ChytridEvent(c["id"], numbers, moves, grow, effect, text)
    return cards, extras


def check_attack(path: str, cards: dict[str, AttackCard], effects: tuple[str, ...], size: int,
                 blood: tuple[int, int]) -> None:
    """The Attack deck: its size, effect keys, a symbol on every card, blood values in range (GAP-CHY-02)."""
    deck_size(path, len(cards), size)
    for i, card in enumerate(cards.values()):
        where = f"cards[{i}]"
        one_of(path, where, "effect", card.effect, effects)
        if not card.hits:
            raise ContentError(f'{path}: {where} key "hits" names no Chytrid')
        if card.blood is not None and not blood[0] <= card.blood <= blood[1]:
            raise ContentError(f'{path}: {where} key "blood" must be {blood[0]} to {blood[1]}, not {card.blood}')


def load_help(path: str) -> tuple[HelpLine, ...]:
    """The Help card's lines, each with the rule it sums up."""
    rows = need(path, "file", read_toml(path), "lines", list)
    out = []
    for i, row in enumerate(rows):
        where = f"lines[{i}]"
        out.append(HelpLine(need(path, where, row, "rule", str), text_of(path, where, row)))
    if not out:
        raise ContentError(f"{path}: the Help card has no line")
    return tuple(out)
