"""Readers for the Void Seeders' files whose shape the shared readers (engine/content/cards.py) do not know:
the parts every deck adds (our own text, the effect's numbers), the Panic deck, the Insanity track and the
Help-card lines (the Lair exploration tokens: engine/content/exploration.py). Each fault raises `ContentError` naming file, entry and key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.content.loader import ContentError, need, one_of, read_toml


@dataclass(frozen=True, slots=True)
class PanicCard:
    """One Panic card (VS-PAN-01..05): resolved only at an Insanity level of `value` or more."""

    id: str
    name: str
    value: int
    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class InsanityLevel:
    level: int
    type: str  # the Void Seeder kind an Encounter at this level places (VS-ENC-04)
    down: int  # the level one step of lowering reaches, 0 where lowering is impossible (VS-MAD-08)


@dataclass(frozen=True, slots=True)
class InsanityTrack:
    start: int
    above_top: str  # what rising past the top does (VS-MAD-05)
    set_to: int  # Surgery / Antidote (VS-MAD-12)
    infected_to: int  # an INFECTED scan while resting (VS-MAD-10)
    levels: tuple[InsanityLevel, ...]  # lowest first

    @property
    def top(self) -> int:
        return self.levels[-1].level


def deck_extras(path: str, cards: list[Any], size: int, effects: tuple[str, ...],
                params: tuple[str, ...]) -> tuple[dict[str, str], dict[str, dict[str, int]]]:
    """Check what every card of a deck carries (a unique id, a name, our own text, a known effect key, known
    numbers) and that the deck has `size` cards; return each card's text and numbers by id."""
    texts: dict[str, str] = {}
    numbers: dict[str, dict[str, int]] = {}
    for i, c in enumerate(cards):
        where = f"cards[{i}]"
        if not isinstance(c, dict):
            raise ContentError(f"{path}: {where} must be a table")
        cid = need(path, where, c, "id", str)
        if cid in texts:
            raise ContentError(f'{path}: card "{cid}" is defined twice')
        for key in ("name", "text"):
            if not need(path, where, c, key, str).strip():
                raise ContentError(f'{path}: {where} key "{key}" is empty')
        one_of(path, where, "effect", need(path, where, c, "effect", str), effects)
        texts[cid] = c["text"]
        numbers[cid] = card_params(path, where, c, params)
    if len(texts) != size:
        raise ContentError(f"{path}: the deck must hold {size} cards, holds {len(texts)}")
    return texts, numbers


def card_params(path: str, where: str, card: dict[str, Any], allowed: tuple[str, ...]) -> dict[str, int]:
    """A card's optional `params` table: known names, whole numbers of at least 0."""
    raw = card.get("params", {})
    if not isinstance(raw, dict):
        raise ContentError(f'{path}: {where} key "params" must be a table of numbers')
    for name, value in raw.items():
        one_of(path, where, "params", name, allowed)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ContentError(f'{path}: {where} key "params.{name}" must be a whole number of at least 0, '
                               f"not {value!r}")
    return dict(raw)


def load_panic(path: str, effects: tuple[str, ...], top: int, package: str = "engine") -> dict[str, PanicCard]:
    """The Panic deck; each value is an Insanity level of the track (1..top, VS-PAN-02)."""
    out: dict[str, PanicCard] = {}
    for i, c in enumerate(need(path, "file", read_toml(path, package), "cards", list)):
        where = f"cards[{i}]"
        card = PanicCard(id=need(path, where, c, "id", str), name=need(path, where, c, "name", str),
                         value=need(path, where, c, "value", int),
                         effect=one_of(path, where, "effect", need(path, where, c, "effect", str), effects),
                         text=need(path, where, c, "text", str))
        if not 1 <= card.value <= top:
            raise ContentError(f'{path}: {where} key "value" must be an Insanity level 1-{top}, not {card.value}')
        out[card.id] = card
    return out


def load_track(path: str, types: tuple[str, ...], package: str = "engine") -> InsanityTrack:
    """The Insanity track: levels 1, 2, ... in order, each naming a Void Seeder type and where lowering leads."""
    data = read_toml(path, package)
    levels = []
    for i, lv in enumerate(need(path, "file", data, "levels", list)):
        where = f"levels[{i}]"
        level = InsanityLevel(level=need(path, where, lv, "level", int),
                              type=one_of(path, where, "type", need(path, where, lv, "type", str), types),
                              down=need(path, where, lv, "down", int))
        if level.level != i + 1:
            raise ContentError(f'{path}: {where} key "level" must be {i + 1} (levels run 1, 2, ... in order)')
        if level.down and not 1 <= level.down < level.level:
            raise ContentError(f'{path}: {where} key "down" must be 0 or a lower level, not {level.down}')
        levels.append(level)
    if not levels:
        raise ContentError(f"{path}: the track has no levels")
    track = InsanityTrack(start=need(path, "file", data, "start", int),
                          above_top=one_of(path, "file", "above_top", need(path, "file", data, "above_top", str),
                                           ("death", "stay")),
                          set_to=need(path, "file", data, "set_to", int),
                          infected_to=need(path, "file", data, "infected_to", int), levels=tuple(levels))
    for key in ("start", "set_to", "infected_to"):
        if not 1 <= getattr(track, key) <= track.top:
            raise ContentError(f'{path}: file key "{key}" must be a level 1-{track.top}')
    return track


def load_help(path: str, package: str = "engine") -> tuple[int, tuple[tuple[str, str], ...]]:
    """The Help cards' count and their summary lines ((rule id, our own text) each)."""
    data = read_toml(path, package)
    lines = []
    for i, line in enumerate(need(path, "file", data, "lines", list)):
        where = f"lines[{i}]"
        rule, text = need(path, where, line, "rule", str), need(path, where, line, "text", str)
        if not rule.startswith(("VS-", "LVS-")) or not text.strip():
            raise ContentError(f'{path}: {where} needs a "VS-" or "LVS-" rule id and a text')
        lines.append((rule, text))
    return need(path, "file", data, "cards", int), tuple(lines)
