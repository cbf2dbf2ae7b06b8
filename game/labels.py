"""Readable names for the engine's ids: "R08" → "Command Center (8)", "medkit_3" → "Medkit",
"soldier_rest" → "Rest". Log lines come from the engine already named for the viewer (`api.entry_text`);
options are described by the engine with their ids, which are named here.

Names come from the public content (`api.content`), the words the plug-ins declare (`api.namer_for`) and
what the viewing seat sees (explored rooms); a face-down room is only its number.
"""

from __future__ import annotations

import re

from engine import api
from engine.api import N_, _
from game.card_text import item_text, weapon_facts

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_SEAT = re.compile(r"\b[Ss]eat (\d)\b")
ITEM_COLOURS = {"item:green": N_("green Item"), "item:yellow": N_("yellow Item"), "item:red": N_("red Item"),
                "item:blue": N_("blue Item")}  # another seat's hidden Item, by the colour of its deck
WOUND_WORDS = {"arm": N_("arm"), "hand": N_("hand"), "leg": N_("leg"), "body": N_("body"),
               "bleeding": N_("bleeding")}  # the Serious Wounds by kind, in a character's panel


class Names:
    """Id → name for one game's content; `room_name` also needs the view (explored or not). Names and texts are
    kept in English (the content's words) and translated each time they are read, so a switch of language shows
    at once."""

    def __init__(self, config: dict) -> None:
        c = api.content(config)
        self.content = c
        self.config = config
        self.namer = api.namer_for(config)  # names for log lines, told with what the viewer sees (`see`)
        self.names: dict[str, str] = dict(self.namer.words)  # English: read them through `name()`
        self.texts: dict[str, str] = {}
        self.characters = dict(c.characters)
        for t in c.tiles.values():
            self.names[t.id] = t.name
            self.texts[t.id] = t.text
        for ch in c.characters.values():
            self.names[ch.id] = ch.name
            if ch.weapon is not None:
                self.names[ch.weapon.id] = ch.weapon.name
        for group in (c.action_cards, c.items, c.attack, c.events, c.weaknesses, c.wounds, c.objectives,
                      c.ip_cards):
            for card in group.values():
                self.names[card.id] = card.name
                self.texts[card.id] = getattr(card, "text", "")
        self.names.update(ITEM_COLOURS)
        self.english = set(self.names.values())  # a view that holds a name instead of an id (a revealed Weakness)
        self.wounds = {w.kind: w.name for w in c.wounds.values()}  # a Serious Wound by its kind ("leg")
        self.tiles_by_room: dict[str, str] = {}
        self.seat_names: dict[int, str] = {}
        self.view: api.View | None = None
        self._choices: dict[api.Choice, str] = {}
        self._language = api.language()

    def _composed(self, ident: str) -> str | None:
        """The whole text of a character, its weapon or an Item card (put together from its facts, in the installed
        language), or None for a card whose text is its own."""
        c = self.content
        if ident in self.characters:
            ch = self.characters[ident]
            trait = _(ch.trait).replace("_", " ").rstrip(". ") if ch.trait else ""
            if ch.weapon is None:
                return _("Trait: {trait}.").format(trait=trait[:1].upper() + trait[1:]) if trait else ""
            return _("Trait: {trait}. Starting weapon: {weapon} ({ammo} Ammo). {text}").format(
                trait=trait[:1].upper() + trait[1:], weapon=_(ch.weapon.name), ammo=ch.weapon.ammo,
                text=_(ch.weapon.text)).strip()
        for ch in self.characters.values():
            if ch.weapon is not None and ch.weapon.id == ident:
                return weapon_facts(ch.weapon)
        if ident in c.items:
            return item_text(c.items[ident], self.name)
        return None

    def see(self, view: api.View) -> None:
        """Remember which tile lies in each explored room (what this viewer can read off the board)."""
        self.tiles_by_room = {r.id: r.tile for r in view.rooms if r.tile}
        self.view = view
        self.namer = api.namer_for(view)
        self._choices = {}
        self.seat_names = {ch.seat: ch.character for ch in view.characters if ch.character}

    def seat(self, seat: int) -> str:
        """"the Soldier (P1)" once drafted, else "Player 1" (seats count from 0, players from 1)."""
        character = self.seat_names.get(seat)
        if character:
            return _("{name} (P{number})").format(name=self.name(character), number=seat + 1)
        return _("Player {number}").format(number=seat + 1)

    def name(self, token: str) -> str:
        """The name of whatever `token` is, in the installed language."""
        if token in self.content.rooms:
            return self.room_name(token)
        if token in self.content.corridors:
            return self.corridor(token)
        if token in self.names:
            return _(self.names[token])
        head, _sep, tail = token.rpartition("_")
        if head and tail.isdigit() and head in self.names:  # an Item instance: medkit_3
            return _(self.names[head])
        if token in self.english:
            return _(token)
        return token

    def wound(self, kind: str) -> str:
        """A Serious Wound by its kind, as the panel says it ("leg"); a kind of its own by its card's name."""
        if kind in WOUND_WORDS:
            return _(WOUND_WORDS[kind])
        return _(self.wounds[kind]) if kind in self.wounds else kind

    def corridor(self, corridor: str) -> str:
        """"corridor 3/4"."""
        numbers = "/".join(str(n) for n in self.content.corridors[corridor].numbers)
        return _("corridor {numbers}").format(numbers=numbers)

    def room_name(self, room: str) -> str:
        r = self.content.rooms[room]
        tile = self.tiles_by_room.get(room)
        if not tile and r.special in self.content.tiles:  # printed on the board: its name is public
            tile = r.special
        if tile:
            return _("{name} ({number})").format(name=_(self.names.get(tile, tile)), number=r.number)
        return _("Room {number}").format(number=r.number)

    def text_of(self, token: str) -> str:
        """The card's (or room tile's, character's) whole text in the installed language."""
        head, _sep, tail = token.rpartition("_")
        key = head if head and tail.isdigit() and (head in self.texts or head in self.content.items) else token
        composed = self._composed(key)
        return composed if composed is not None else _(self.texts.get(key, ""))

    def rename(self, line: str) -> str:
        """Every id in an option's sentence (or a bot's reason) replaced by a name that needs no brackets:
        "the Soldier", "the Storage" or "room 6", "corridor 3/4"; the sentence keeps its capital."""
        line = _SEAT.sub(lambda m: "\x00" + m.group(1), line)
        line = _TOKEN.sub(lambda m: self.inline(m.group(0)), line)
        line = re.sub("\x00(\\d)", lambda m: self.namer.seat(int(m.group(1))), line)
        return line[:1].upper() + line[1:]

    def inline(self, token: str) -> str:
        """A name for the middle of a sentence (rooms and corridors without a number in brackets)."""
        if token in self.content.rooms:
            return self.namer.room(token)
        if token in self.content.corridors:
            return self.corridor(token)
        return self.name(token)

    def choice(self, choice: api.Choice) -> str:
        """The option as a sentence, told with what the viewer sees (room tiles, Intruder kinds, the
        decision it answers); cached until the view changes."""
        if self._language != api.language():  # the language changed: every sentence is told again
            self._choices, self._language = {}, api.language()
        label = self._choices.get(choice)
        if label is None:
            label = self._choices[choice] = self.rename(api.describe(choice, self.view))
        return label

    def entry(self, entry: api.LogEntry) -> str:
        """The log entry as a sentence with names, as the viewer knows them (its rule ID is `entry.rule`)."""
        return api.entry_text(entry, self.namer)

    def rule(self, entry: api.LogEntry) -> str:
        """The rule ID shown for the entry (the ruleset's own citation of a shared rule)."""
        return api.cited_rule(entry, self.namer)

    def cite(self, rule: str) -> str:
        """The rule ID shown for a decision's rule (the ruleset's own citation of a shared rule)."""
        return api.cite(rule, self.namer)

    def knows(self, key: str, value: str) -> str:
        """A fact a character learned ("tile:R09" = "surgery"), in words."""
        return api.knowledge_text(key, value, self.namer)
