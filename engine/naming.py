"""Names for a game's ids, as a player reads them: "R06" -> "the Armory" (or "room 6" while face down),
"K10" -> "the corridor between the Cockpit and room 3", seat 0 -> "the Soldier", "medkit_3" -> "Medkit".

A `Namer` knows one game's catalog, the words its plug-ins declare (`Plugin.words`: destinations, Objects, death
causes…) and what one reader may see: the tiles of explored rooms and which character each seat plays. It is
built from a State, a View or a bare config (`namer_for`); only public or the reader's own knowledge names a
room, so a face-down tile never shows through a name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from engine import hooks
from engine.catalog import cat, item_card
from engine.content.catalog import catalog_for, load_catalog
from engine.content.loader import Catalog
from engine.i18n import _, english, ngettext
from engine.log_templates import TEMPLATES

# Names of the core game's own ids that no catalog table names (plug-ins add theirs through `Plugin.words`).
# Phrases for plain words (a die face, why an Intruder attacks) are templates: "combat.single" -> "a single hit".
BASE_WORDS: dict[str, str] = {
    "TECH": "the Technical Corridors", "fire": "Fire", "malfunction": "Malfunction",
    "corpse": "Character Corpse",
    "contamination": "Contamination card", "contamination_infected": "Contamination card (INFECTED)",
    "heal_light": "heal a Light wound",
}


def humanise(word: str) -> str:
    return word.replace("_", " ")


CONJUNCTIONS = {"and": "and", "or": "or"}  # the words `join` puts before a list's last item (translated)


def join(parts: Iterable[str], last: str = "and") -> str:
    """"A", "A and B", "A, B and C" (in the installed language: "A, B y C")."""
    items = [p for p in parts if p]
    if len(items) <= 1:
        return "".join(items)
    word = _(CONJUNCTIONS.get(last, last))
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def article(name: str) -> str:
    """The definite article a room or tile name takes: none for numbered ones ("Engine 1", "Section A"). Other
    languages than English name things bare (their articles depend on a noun's gender)."""
    last = name.rsplit(" ", 1)[-1]
    if not english() or last.isdigit() or (len(last) == 1 and last.isupper()):
        return name
    return f"the {name}"


def indefinite(name: str) -> str:
    """"an Adult", "a Medkit"; a name that is already plural ("Bandages", "Clothes") takes none (nor does any
    name in another language than English)."""
    if not english() or (name.endswith("s") and not name.endswith("ss")):
        return name
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def plural(noun: str) -> str:
    """English plural of a noun or of the last word of a phrase ("Serious Wound" -> "Serious Wounds")."""
    head, _sep, last = noun.rpartition(" ")
    low = last.lower()
    if low == "ammo" or not last:
        word = last
    elif low.endswith("y") and low[-2:-1] not in ("a", "e", "i", "o", "u"):
        word = last[:-1] + "ies"
    elif low.endswith(("s", "x", "ch", "sh")):
        word = last + "es"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def noun_forms(noun: str) -> tuple[str, str]:
    """The English singular and plural of a count's noun: "card" -> ("card", "cards"); an irregular noun gives its
    plural after a bar ("Larva|Larvae")."""
    if "|" in noun:
        one, _bar, many = noun.partition("|")
        return one, many
    return noun, plural(noun)


def count_ids(noun: str) -> tuple[str, str]:
    """The catalogue's plural pair for a count of `noun`: ("{n} card", "{n} cards") (scripts/i18n_sources.py
    gathers the same pairs from every template's counts)."""
    one, many = noun_forms(noun)
    return f"{{n}} {one}", f"{{n}} {many}"


def count(n: Any, noun: str) -> str:
    """"1 card", "3 cards", "no cards": in another language its catalogue's plural form of "{n} card"."""
    one, many = noun_forms(noun)
    try:
        number = int(n)
    except (TypeError, ValueError):
        return f"{n} {_(many)}"
    if english():
        return f"no {many}" if number == 0 else f"{number} {one if number == 1 else many}"
    return ngettext(*count_ids(noun), number).format(n=number)


def split(value: Any) -> list[str]:
    return [v for v in str(value).split(",") if v]


def plugins_of(config: Mapping[str, Any]) -> list[hooks.Plugin]:
    """The active plug-ins of a config (base, map, species, ruleset and their parts, then features)."""
    return hooks.active_plugins(SimpleNamespace(config=config))


_merged: dict[tuple, tuple[dict[str, str], dict[str, Any]]] = {}


def _merge(config: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, Any]]:
    key = hooks.config_key(config)
    out = _merged.get(key)
    if out is None:
        words, templates = dict(BASE_WORDS), dict(TEMPLATES)
        for p in plugins_of(config):
            words.update(p.words)
            templates.update(p.templates)
        out = _merged[key] = (words, templates)
    return out


def words_for(config: Mapping[str, Any]) -> dict[str, str]:
    """The core's id names merged with every active plug-in's own (later plug-ins override). Read-only."""
    return _merge(config)[0]


def templates_for(config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The core templates with every active plug-in's own (a later plug-in overrides an earlier one). Read-only."""
    return _merge(config or {})[1]


@dataclass(frozen=True)
class Namer:
    """Names ids for one reader: `tiles` are the explored rooms' tiles it sees, `characters` each seat's
    character, `kinds` the kind of each Intruder on the board."""

    catalog: Catalog
    words: Mapping[str, str]
    tiles: Mapping[str, str] = field(default_factory=dict)
    characters: Mapping[int, str] = field(default_factory=dict)
    kinds: Mapping[str, str] = field(default_factory=dict)
    config: Mapping[str, Any] = field(default_factory=dict)  # the game's config (which plug-ins speak)

    @property
    def phrases(self) -> Mapping[str, Any]:
        """The templates of the game's plug-ins (plain words have theirs: "combat.single")."""
        return templates_for(self.config)

    # --- people and pieces ---
    def seat(self, seat: Any) -> str:
        """"the Soldier" once the seat has drafted, else "Player 1" (seats count from 0, players from 1)."""
        try:
            s = int(seat)
        except (TypeError, ValueError):
            return str(seat)
        character = self.characters.get(s)
        data = self.catalog.characters.get(character) if character else None
        return article(_(data.name)) if data else self.player(s)

    def player(self, seat: Any) -> str:
        """"Player 1": the person at a seat, whatever character they play."""
        try:
            return _("Player {number}").format(number=int(seat) + 1)
        except (TypeError, ValueError):
            return str(seat)

    def kind(self, kind: Any, many: bool = False) -> str:
        data = self.catalog.kinds.get(str(kind))
        if data is None:
            return self.word(kind) if not many else _(plural(self.words.get(str(kind), humanise(str(kind)))))
        return _(data.plural if many else data.name)

    def intruder(self, intruder: Any, kind: Any = None) -> str:
        """"Adult #3" (its kind from the entry, else from the board), else "Intruder #3"."""
        kind = kind or self.kinds.get(str(intruder))
        return f"{self.kind(kind) if kind else _('Intruder')} #{intruder}"

    def token(self, token: Any) -> str:
        """An Intruder token by its id ("adult_10" -> "Adult")."""
        data = self.catalog.intruder_tokens.get(str(token))
        return self.kind(data[0]) if data else self.kind(str(token).rsplit("_", 1)[0])

    # --- places ---
    def tile(self, tile: Any) -> str:
        data = self.catalog.tiles.get(str(tile))
        return _(data.name) if data else humanise(str(tile))

    def room_number(self, room: Any) -> str:
        data = self.catalog.rooms.get(str(room))
        return _("room {number}").format(number=data.number) if data else humanise(str(room))

    def room(self, room: Any) -> str:
        """"the Armory" once the reader sees its tile, "the Cockpit" for a room printed on the board, else
        "room 6"."""
        r = str(room)
        if r in self.words:
            return _(self.words[r])
        data = self.catalog.rooms.get(r)
        tile = self.tiles.get(r) or (data.special if data and data.special in self.catalog.tiles else "")
        if tile:
            return article(self.tile(tile))
        return self.room_number(r)

    def corridor(self, corridor: Any) -> str:
        k = str(corridor)
        if k in self.words:
            return _(self.words[k])
        data = self.catalog.corridors.get(k)
        if data is None or len(data.rooms) != 2:
            return humanise(k)
        return _("the corridor between {room} and {other}").format(room=self.room(data.rooms[0]),
                                                                    other=self.room(data.rooms[1]))

    # --- cards and things ---
    def card(self, card: Any) -> str:
        """Any card, Item, weapon, character, tile or Objective by its id; an Item instance by its card."""
        ident = str(card)
        c = self.catalog
        for table in (c.action_cards, c.items, c.attack, c.events, c.weaknesses, c.wounds, c.objectives,
                      c.ip_cards, c.characters, c.tiles):
            data = table.get(ident)
            if data is not None:
                return _(data.name)
        for ch in c.characters.values():
            if ch.weapon is not None and ch.weapon.id == ident:
                return _(ch.weapon.name)
        base = item_card(ident)
        if base != ident and base in c.items:
            return _(c.items[base].name)
        if ident in self.words:
            return _(self.words[ident])
        return humanise(ident)

    def thing(self, ident: Any) -> str:
        """An Object on the floor or carried: "the Soldier's corpse", "the blue Character Corpse", "an Egg"."""
        obj = str(ident)
        head, _sep, tail = obj.partition("_")
        if head == "corpse" and tail.isdigit():
            return _("{seat}'s corpse").format(seat=self.seat(tail))
        if obj in self.words:
            name = _(self.words[obj])
            return name if name.startswith(("the ", "a ", "an ")) else indefinite(name)
        return indefinite(self.card(obj))

    def word(self, word: Any, prefix: str = "") -> str:
        """A plain word as the plug-ins phrase it (the template "<prefix>.<word>": "cause.bite" -> "a Bite"),
        else an id's name, else the word itself."""
        w = str(word)
        phrase = self.phrases.get(f"{prefix}.{w}") if prefix else None
        if isinstance(phrase, str):
            return _(phrase)
        if w in self.words:
            return _(self.words[w])
        if w in self.catalog.kinds:  # a die face that is an Intruder kind ("creeper")
            return self.kind(w)
        return humanise(w)

    def name(self, ident: Any) -> str:
        """Whatever `ident` is: a room, corridor, card, Intruder kind or word."""
        s = str(ident)
        if s in self.catalog.rooms:
            return self.room(s)
        if s in self.catalog.corridors:
            return self.corridor(s)
        if s in self.catalog.kinds:
            return self.kind(s)
        return self.card(s)


_seen: dict[int, tuple[object, int, dict[str, str]]] = {}  # id(log) -> (the log, entries read, Intruder kinds)


def logged_kinds(log: Sequence[Any]) -> dict[str, str]:
    """The kind of every Intruder the log placed or transformed (a dead Intruder keeps its name); read
    incrementally, since logs only grow (an undo that shortens one reads it again)."""
    key = id(log)
    known = _seen.get(key)
    if known is None or known[0] is not log or known[1] > len(log):
        if len(_seen) > 16:
            _seen.clear()
        known = (log, 0, {})
    kinds = known[2]
    for entry in log[known[1]:]:
        if entry.kind in ("intruder_placed", "intruder_transformed") and "intruder" in entry.args:
            kinds[str(entry.args["intruder"])] = str(entry.args.get("kind", ""))
    _seen[key] = (log, len(log), kinds)
    return kinds


def namer_for(ctx: object = None) -> Namer:
    """A Namer for a State (public knowledge: explored rooms), a View (what its seat sees), a config dict, or
    nothing (the default game)."""
    if isinstance(ctx, Namer):
        return ctx
    if ctx is None:
        catalog, config = load_catalog(), {}
        return Namer(catalog=catalog, words=words_for(config))
    if isinstance(ctx, Mapping):
        return Namer(catalog=catalog_for(ctx), words=words_for(ctx), config=ctx)
    if hasattr(ctx, "pending") and hasattr(ctx, "tiles"):  # a State
        state = ctx
        return Namer(catalog=cat(state), words=words_for(state.config),
                     tiles={r: t for r, t in state.tiles.items() if state.explored.get(r)},
                     characters={c.seat: c.character for c in state.characters if c.character},
                     kinds={**logged_kinds(state.log), **{str(i.id): i.kind for i in state.intruders}},
                     config=state.config)
    view = ctx
    return Namer(catalog=catalog_for(view.config), words=words_for(view.config),
                 tiles={r.id: r.tile for r in view.rooms if r.tile},
                 characters={c.seat: c.character for c in view.characters if c.character},
                 kinds={**logged_kinds(view.log), **{str(i.id): i.kind for i in view.intruders}},
                 config=view.config)
