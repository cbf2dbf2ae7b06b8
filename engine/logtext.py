"""The text of log entries and options, in the installed language (engine/i18n.py).

A log entry is structured: a kind plus typed arguments (seat, room, card, token, number…). Its sentence comes
from the template of its kind (the core's in engine/log_templates.py, a map's or species' own in its
`Plugin.templates`), and each argument is named through the catalog for the reader (engine/naming.py): names
are put into the template, never swapped for ids in a finished sentence, so templates are translated: the
template (its English words are the message id) is translated first, then filled.

`entry_text(entry, ctx)` is the sentence; `describe_entry(entry, ctx)` adds the rule ID, as the headless log
prints it. `ctx` is a State (public knowledge), a View (what its seat sees) or a config. Options are described
by engine/choice_text.py (`describe`).
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from engine.choice_text import describe_choice
from engine.decisions import Choice
from engine.i18n import _
from engine.log_templates import SUBKINDS
from engine.naming import Namer, article, count, indefinite, join, namer_for, split, templates_for
from engine.state import LogEntry

# An argument named like a type is rendered as that type unless its template says otherwise.
NAMED_TYPES = {"seat": "seat", "other": "seat", "room": "room", "src": "room", "corridor": "corridor",
               "corridors": "corridors", "card": "card", "cards": "cards", "item": "card", "weapon": "card",
               "objective": "card", "character": "card", "kind": "kind", "intruder": "intruder", "token": "token",
               "tile": "tile", "object": "object", "objects": "objects", "seats": "seats", "target": "target",
               "name": "name"}  # "name": a content name the entry carries (English, from the data: translated here)
MODIFIERS = ("a", "the", "or")
_FORMAT = string.Formatter()


def fields(template: str) -> set[str]:
    """The argument names a template reads."""
    return {name for _lit, name, _spec, _conv in _FORMAT.parse(template) if name}


def render_value(value: Any, name: str, spec: str, args: Mapping[str, Any], n: Namer) -> str:
    """One argument as a player reads it; `spec` is what follows the colon in the template field."""
    if spec.startswith("#"):
        return count(value, spec[1:])
    words = spec.split()
    mods = {w for w in words if w in MODIFIERS}
    rest = [w for w in words if w not in MODIFIERS]
    kind = rest[0] if rest else NAMED_TYPES.get(name, name)
    text = _typed(value, kind, rest[1:], args, n, "or" if "or" in mods else "and")
    if "a" in mods:
        return indefinite(text)
    if "the" in mods:
        return article(text)
    return text


def _typed(value: Any, kind: str, extra: list[str], args: Mapping[str, Any], n: Namer, last: str) -> str:
    v = str(value)
    if kind == "seat":
        return n.seat(v)
    if kind == "player":
        return n.player(v)
    if kind == "seats":
        seats = [s for s in split(v) if s != "none"]
        return join((n.seat(s) for s in seats), last) if seats else n.word("nobody", "seats")
    if kind in ("room", "roomno"):
        return n.room(v) if kind == "room" else n.room_number(v)
    if kind == "corridor":
        return n.corridor(v)
    if kind == "corridors":
        return join((n.corridor(k) for k in split(v)), last)
    if kind == "card":
        return n.card(v)
    if kind == "cards":
        return join((n.card(c) for c in split(v)), last)
    if kind == "characters":
        return join((article(n.card(c)) for c in split(v)), last)
    if kind == "kind":
        return n.kind(v)
    if kind == "intruder":
        return n.intruder(v, args.get(extra[0] if extra else "kind"))
    if kind == "target":
        what, _sep, where = str(v).partition("@")  # a target the species keeps in many rooms: "<what>@<room>"
        if where:
            return _("{what} in {room}").format(what=n.word(what), room=n.room(where))
        return n.word(v) if v in n.words else n.intruder(v)
    if kind == "token":
        return n.token(v)
    if kind == "tile":
        return n.tile(v)
    if kind == "object":
        return n.thing(v)
    if kind == "objects":
        return join((n.thing(o) for o in split(v)), last)
    if kind == "name":
        return _(v)
    if kind == "number":
        return v
    if kind == "numbers":
        return join(split(v), last)
    if kind == "words":
        return join((n.word(w) for w in split(v)), last)
    if kind == "end":
        return end_text(n.config, v, short=True)
    return n.word(v, kind)


def fill(template: str, args: Mapping[str, Any], n: Namer) -> str:
    """The template with every field named (KeyError if the entry lacks one)."""
    out = []
    for literal, name, spec, _conv in _FORMAT.parse(template):
        out.append(literal)
        if name is not None:
            out.append(render_value(args[name], name, spec or "", args, n))
    return "".join(out)


def _unpacked(entry: LogEntry, table: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The template key and the arguments of an entry, with a packed argument ("R06,K10") named by part."""
    args = dict(entry.args)
    sub = SUBKINDS.get(entry.kind)
    if sub is None:
        return entry.kind, args
    key_arg, packed, parts = sub
    which = str(args.get(key_arg, ""))
    values = split(args.get(packed, ""))
    for name, value in zip(parts.get(which, ()), values, strict=False):
        args.setdefault(name, value)
    key = f"{entry.kind}.{which}"
    return (key if key in table else entry.kind), args


def sentence(key: str, args: Mapping[str, Any], n: Namer, table: Mapping[str, Any], capital: bool = True) -> str | None:
    """The first of `key`'s templates whose fields are all in `args`, filled (and capitalised); None if none."""
    options = table.get(key)
    if options is None:
        return None
    present = {k for k, v in args.items() if v != ""}  # an empty list counts as missing: the next template
    for template in (options,) if isinstance(options, str) else options:
        if fields(template) <= present:
            text = fill(_(template), args, n)
            return text[:1].upper() + text[1:] if capital else text
    return None


def entry_text(entry: LogEntry, ctx: object = None) -> str:
    """One log entry as a sentence for the reader `ctx` (a State, a View or a config)."""
    n = namer_for(ctx)
    table = templates_for(n.config)
    key, args = _unpacked(entry, table)
    try:
        text = sentence(key, args, n, table)
    except (ValueError, KeyError, IndexError, AttributeError):  # a broken plug-in template: still words
        text = None
    if text is None:  # no template: still words, never a Python repr
        parts = ", ".join(f"{k.replace('_', ' ')} {n.name(v)}" for k, v in entry.args.items())
        text = entry.kind.replace("_", " ").capitalize() + (f": {parts}" if parts else "")
    return text


def cite(rule: str, ctx: object = None) -> str:
    """The rule ID a reader is shown for a step's rule: the ruleset's own where it words a shared rule itself (the
    prototype cites BASE-… IDs: its option rule_cites maps the core's PUB-… IDs), else the rule itself."""
    return namer_for(ctx).catalog.options.get("rule_cites", {}).get(rule, rule)


def cited_rule(entry: LogEntry, ctx: object = None) -> str:
    """The rule ID a reader is shown for a log entry (`cite`)."""
    return cite(entry.rule, ctx)


def describe_entry(entry: LogEntry, ctx: object = None) -> str:
    """The sentence followed by its rule ID, as the headless log prints it."""
    return f"{entry_text(entry, ctx)} ({cited_rule(entry, ctx)})"


def end_text(config: Mapping[str, Any] | None, reason: str, short: bool = False) -> str:
    """How a game ended ("end.<reason>" of the plug-ins): the sentence, or with `short` its first clause in
    lower case for a running text ("the Time track ran out")."""
    template = templates_for(config or {}).get(f"end.{reason}")
    text = _(template) if isinstance(template, str) else reason.replace("_", " ").capitalize()
    if short:
        text = text.split(":", 1)[0]
        text = text[:1].lower() + text[1:]
    return text


def phrase(config: Mapping[str, Any] | None, key: str, default: str = "") -> str:
    """A plain phrase a plug-in declares under `key` ("left.escape_pod" -> "escaped in an Escape Pod")."""
    template = templates_for(config or {}).get(key)
    return _(template) if isinstance(template, str) else default


def knowledge_text(key: str, value: str, ctx: object = None) -> str:
    """A fact a character learned (its knowledge entry "tile:R09" = "surgery") as a phrase, from the
    "knows.<what>" template of the plug-in that records it: "room 9 is the Surgery"."""
    what, _sep, where = key.partition(":")
    n = namer_for(ctx)
    args = {"room": where, "seat": where, "engine": where, "tile": value, "token": value, "card": value,
            "state": value, "value": value}
    text = sentence(f"knows.{what}", args, n, templates_for(n.config), capital=False)
    if text is None:
        return " ".join(p for p in (what.replace("_", " "), n.name(where) if where else "", n.name(value)) if p)
    return text


def word(ctx: object, ident: str) -> str:
    """Any id or plain word of the game, named (a card, a room, an Object, a word a plug-in declares)."""
    return namer_for(ctx).name(ident)


def describe(choice: Choice, ctx: object = None) -> str:
    """An option as a short sentence for a player, ids kept for the frontend to name (engine/choice_text.py).
    `ctx`: the pending Decision, or the View / State holding it, for wording that depends on the step."""
    return describe_choice(choice, ctx)
