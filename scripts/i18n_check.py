"""What makes a catalogue unfit to ship, message by message: an id that cannot be a template, two messages that
claim one id, a string left untranslated, a translation whose placeholders differ from its id's, a plural with
the wrong number of forms for its language.

Read by scripts/i18n_catalog.py (`--check`) and by the catalogue tests; each function returns the problems as
sentences naming the message (an empty list: none).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable

from babel.messages.catalog import Catalog

PLACEHOLDER = re.compile(r"\{[^{}]*\}")  # "{room}", "{count:#card}": kept exactly by every translation
_FORMAT = string.Formatter()


def placeholders(text: str) -> set[str]:
    """The fields of a template as written ("{room}", "{n:#card}"); "{{" and "}}" are literal braces."""
    return set(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


def _ids(message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, tuple | list) else (message.id,)


def id_problems(messages: Iterable[tuple]) -> list[str]:
    """Problems of the template's raw messages ((msgid or (singular, plural), context, where)): an empty id, an id
    that is not a valid format template, one id used both as a plain message and as the singular of a plural
    (the catalogue would keep only one of them), or as the singular of two different plurals."""
    out: list[str] = []
    plain: dict[tuple, str] = {}
    plurals: dict[tuple, tuple[str, str]] = {}
    for msgid, context, where in messages:
        texts = msgid if isinstance(msgid, tuple) else (msgid,)
        for text in texts:
            if not text or not text.strip():
                out.append(f"{where}: an empty message id")
                continue
            try:
                list(_FORMAT.parse(text))
            except ValueError as exc:
                out.append(f"{where}: {text!r} is not a valid template ({exc})")
        key = (texts[0], context)
        if isinstance(msgid, tuple):
            if key in plain:
                out.append(f"{where}: {texts[0]!r} is a plural's singular and a plain message ({plain[key]})")
            if key in plurals and plurals[key][0] != msgid[1]:
                out.append(f"{where}: {texts[0]!r} has two plurals: {plurals[key][0]!r} and {msgid[1]!r} "
                           f"({plurals[key][1]})")
            plurals.setdefault(key, (msgid[1], where))
        else:
            if key in plurals:
                out.append(f"{where}: {texts[0]!r} is a plain message and a plural's singular ({plurals[key][1]})")
            plain.setdefault(key, where)
    return sorted(set(out))


def untranslated(catalog: Catalog, template: Catalog) -> list[str]:
    """The template's ids this catalogue lacks or leaves untranslated (fuzzy ones count as untranslated)."""
    out = []
    for m in template:
        if not m.id:
            continue
        have = catalog.get(m.id, context=m.context)
        strings = () if have is None else (have.string if isinstance(have.string, tuple | list) else (have.string,))
        if have is None or have.fuzzy or not strings or not all(strings):
            out.append(_ids(m)[0])
    return out


def placeholder_problems(catalog: Catalog) -> list[str]:
    """Every translation whose placeholders are not exactly its id's (each plural form against the plural id)."""
    out = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        ids = _ids(m)
        want = placeholders(ids[-1]) | (placeholders(ids[0]) if len(ids) == 1 else set())
        forms = m.string if isinstance(m.string, tuple | list) else (m.string,)
        for i, form in enumerate(forms):
            if form and placeholders(form) != want:
                which = f" (form {i})" if len(forms) > 1 else ""
                out.append(f"{ids[0]!r}{which}: {sorted(placeholders(form))} instead of {sorted(want)}")
    return out


def plural_problems(catalog: Catalog) -> list[str]:
    """Every plural message whose forms are not as many as the language's plural rule has (Polish: 3)."""
    out = []
    for m in catalog:
        if m.id and isinstance(m.id, tuple | list) and m.string and any(m.string):
            forms = m.string if isinstance(m.string, tuple | list) else (m.string,)
            if len(forms) != catalog.num_plurals or not all(forms):
                out.append(f"{_ids(m)[0]!r}: {sum(1 for f in forms if f)} forms, {catalog.locale} needs "
                           f"{catalog.num_plurals}")
    return out
