"""The Carnomorphs' own content shapes and their readers, for what the shared readers (engine/content/cards.py)
do not hold: coloured Metagorger tokens, the Attack cards' second injury value (the Metagorgers'), the two-sided
Character Mutation cards and the Adaptation cards' rule changes. Every fault raises a ContentError naming the
file, the entry and the key."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.cards import card_rows, deck_size, str_list, text_of
from engine.content.loader import ContentError, need, one_of, read_toml


@dataclass(frozen=True, slots=True)
class MetagorgerCheck:
    """The upper injury value of a Carnomorph Attack card, read for Metagorgers (CARN-DMG-01)."""

    blood: int | None  # None when the card shows the Retreat symbol there
    retreat: bool


@dataclass(frozen=True, slots=True)
class AttackText:
    """What a Carnomorph Attack card says in our words and what it shows for a Metagorger's injury check."""

    id: str
    text: str
    metagorger: MetagorgerCheck


@dataclass(frozen=True, slots=True)
class MutationSide:
    """One effect of a Character Mutation card: the INFECTED or the NOT INFECTED one (CARN-MUTC-05)."""

    effect: str
    amount: int
    needs: str  # what must be true for it to do anything ("none" = always)
    text: str


@dataclass(frozen=True, slots=True)
class MutationCard:
    id: str
    name: str
    infected: MutationSide
    not_infected: MutationSide


@dataclass(frozen=True, slots=True)
class Adaptation:
    """A Carnomorph Adaptation card: the rule it changes once revealed (CARN-ADAPT-01..10, GAP-05)."""

    id: str
    name: str
    effect: str
    changes: str  # the point of the rules it changes
    affects: tuple[str, ...]  # the Carnomorph kinds it changes; () = the characters' side
    amount: int
    proposed: bool  # a GAP-05 placeholder, not a card from the seed
    text: str


def load_coloured_tokens(path: str, kinds: tuple[str, ...], colours: dict[str, tuple[str, ...]],
                         package: str = "engine") -> tuple[dict[str, tuple[str, int]], dict[str, str], dict[str, int]]:
    """Bag tokens (id -> (kind, Surprise Attack number)), the colour of those whose kind has colours
    (`colours`: kind -> allowed colours), and the starting bag's counts. Ids: "<kind>_<colour>_<n>" for a
    coloured token, "<kind>_<n>" for the rest."""
    data = read_toml(path, package)
    tokens: dict[str, tuple[str, int]] = {}
    token_colours: dict[str, str] = {}
    counts: dict[str, int] = {}
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        where = f"tokens[{i}]"
        kind = one_of(path, where, "kind", need(path, where, t, "kind", str), kinds)
        danger = need(path, where, t, "danger", int)
        if danger < 0:
            raise ContentError(f'{path}: {where} key "danger" must be 0 or more, not {danger}')
        group = kind
        if kind in colours:
            colour = one_of(path, where, "colour", need(path, where, t, "colour", str), colours[kind])
            group = f"{kind}_{colour}"
        elif "colour" in t:
            raise ContentError(f'{path}: {where} key "colour" is only for {", ".join(colours)} tokens')
        counts[group] = counts.get(group, 0) + 1
        token = f"{group}_{counts[group]}"
        tokens[token] = (kind, danger)
        if group != kind:
            token_colours[token] = group.removeprefix(f"{kind}_")
    bag = need(path, "file", data, "bag_start", dict)
    start: dict[str, int] = {}
    for key in bag:
        if key.removesuffix("_base") not in counts:
            raise ContentError(f'{path}: bag_start names unknown token group "{key}" '
                               f'(known: {", ".join(sorted(counts))})')
        start[key] = need(path, "bag_start", bag, key, int)
    return tokens, token_colours, start


def load_attack_texts(path: str, package: str = "engine") -> dict[str, AttackText]:
    """The Carnomorph-only parts of the Attack cards: their text and Metagorger injury value."""
    out: dict[str, AttackText] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        retreat = c.get("metagorger_retreat", False)
        if not isinstance(retreat, bool):
            raise ContentError(f'{path}: {where} key "metagorger_retreat" must be true or false')
        blood = None if retreat else need(path, where, c, "metagorger_blood", int)
        if retreat and "metagorger_blood" in c:
            raise ContentError(f'{path}: {where} has both "metagorger_blood" and "metagorger_retreat"')
        if blood is not None and blood < 1:
            raise ContentError(f'{path}: {where} key "metagorger_blood" must be at least 1, not {blood}')
        out[c["id"]] = AttackText(c["id"], text_of(path, where, c), MetagorgerCheck(blood, retreat))
    return out


def _side(path: str, where: str, card: dict[str, Any], key: str, effects: tuple[str, ...],
          needs: tuple[str, ...]) -> MutationSide:
    side = need(path, where, card, key, dict)
    at = f"{where}.{key}"
    amount = side.get("amount", 1)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1:
        raise ContentError(f'{path}: {at} key "amount" must be a number of at least 1, not {amount!r}')
    return MutationSide(
        effect=one_of(path, at, "effect", need(path, at, side, "effect", str), effects),
        amount=amount,
        needs=one_of(path, at, "needs", need(path, at, side, "needs", str), needs),
        text=text_of(path, at, side),
    )


def load_mutations(path: str, effects: tuple[str, ...], needs: tuple[str, ...], size: int,
                   package: str = "engine") -> dict[str, MutationCard]:
    """The Character Mutation deck (CARN-COMP-08): every card with its INFECTED and NOT INFECTED effect."""
    out: dict[str, MutationCard] = {}
    cards = card_rows(path, package)
    for i, c in enumerate(cards):
        where = f"cards[{i}]"
        out[c["id"]] = MutationCard(
            id=c["id"],
            name=need(path, where, c, "name", str),
            infected=_side(path, where, c, "infected", effects, needs),
            not_infected=_side(path, where, c, "not_infected", effects, needs),
        )
    deck_size(path, len(out), size)
    return out


def load_adaptations(path: str, kinds: tuple[str, ...], effects: tuple[str, ...], changes: tuple[str, ...],
                     size: int, package: str = "engine") -> dict[str, Adaptation]:
    """The Carnomorph Adaptation deck (CARN-COMP-09): what each card changes and for which kinds."""
    out: dict[str, Adaptation] = {}
    for i, c in enumerate(card_rows(path, package)):
        where = f"cards[{i}]"
        affects = str_list(path, where, c, "affects")
        for kind in affects:
            one_of(path, where, "affects", kind, kinds)
        proposed = need(path, where, c, "proposed", bool)
        card = Adaptation(
            id=c["id"],
            name=need(path, where, c, "name", str),
            effect=one_of(path, where, "effect", need(path, where, c, "effect", str), effects),
            changes=one_of(path, where, "changes", need(path, where, c, "changes", str), changes),
            affects=affects,
            amount=need(path, where, c, "amount", int),
            proposed=proposed,
            text=text_of(path, where, c),
        )
        if card.amount < 0:
            raise ContentError(f'{path}: {where} key "amount" must be 0 or more, not {card.amount}')
        out[card.id] = card
    deck_size(path, len(out), size)
    return out


def load_help(path: str, package: str = "engine") -> tuple[tuple[str, str], ...]:
    """The Help card's summary lines: (rule id, our own text) each, the rule a Carnomorph one ("CARN-" or, for
    the Help cards for Lockdown, "LCAR-")."""
    lines = []
    for i, line in enumerate(need(path, "file", read_toml(path, package), "lines", list)):
        where = f"lines[{i}]"
        rule, text = need(path, where, line, "rule", str), text_of(path, where, line)
        if not rule.startswith(("CARN-", "LCAR-")):
            raise ContentError(f'{path}: {where} key "rule" must be a "CARN-" or "LCAR-" rule id, not "{rule}"')
        lines.append((rule, text))
    if not lines:
        raise ContentError(f"{path}: the Help card has no lines")
    return tuple(lines)
