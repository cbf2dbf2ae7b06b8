"""The game's words in the player's language: gettext catalogues read with Babel (plural rules included).

One domain for the whole game: `engine/locale/<language>.po` (English is the source language: its words are the
message ids, so English needs no catalogue); a translator can point NEMESIS_LOCALE_DIR at a folder of their own
.po files to play with them before they ship. Everything a player reads passes through `_()` (or `ngettext()` where
a count decides the form) at the moment it is shown: log templates, names from the catalog, option sentences,
menus, cards, the rules reference. The game state never holds a translated word, so a game plays and hashes the
same in every language.

`install(language)` switches the language for the whole process (the window's Settings, or the system locale at
start); `"pseudo"` is the pseudo-locale that wraps every translated string in ‹…› and lengthens it by a third,
to show what was missed and what overflows. `N_()` only marks a string for the catalogue extraction.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import re
from importlib import resources
from pathlib import Path

LOCALE_DIR_VARIABLE = "NEMESIS_LOCALE_DIR"  # a folder of <language>.po files read instead of the shipped ones
LANGUAGES = {"en": "English", "es": "Español", "it": "Italiano", "fr": "Français", "pl": "Polski"}
PSEUDO = "pseudo"
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")
RULE_ID = re.compile(r"\b(?:[A-Z]+-[A-Z]+|SUM)-\d{2}[a-z]?\b")  # "PUB-NOISE-04", "SUM-03": kept as they are
KEPT = re.compile(f"{PLACEHOLDER.pattern}|{RULE_ID.pattern}")


class CatalogError(Exception):
    """A catalogue that cannot be read: its language falls back to English, with this message."""


class PseudoTranslations(gettext.NullTranslations):
    """Every string wrapped in ‹…›, its letters accented and lengthened by a third; placeholders and rule IDs
    kept."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


_ACCENTS = str.maketrans("aceinorsuyACEINORSUY", "àçéîñøŕšûýÀÇÉÎÑØŔŠÛÝ")


def pseudo(message: str) -> str:
    """The pseudo-locale's form of a message ("" stays ""; a message already in that form stays as it is, so a
    text translated at its source and again where it is shown reads wrapped once)."""
    if not message or is_pseudo(message):
        return message
    parts, last = [], 0
    for m in KEPT.finditer(message):
        parts.append(message[last:m.start()].translate(_ACCENTS))
        parts.append(m.group())
        last = m.end()
    parts.append(message[last:].translate(_ACCENTS))
    body = "".join(parts)
    return f"‹{body}{'~' * (len(message) // 3)}›"


def is_pseudo(text: str) -> bool:
    """Whether `text` is a whole message in the pseudo-locale's form (‹…›)."""
    return text.startswith("‹") and text.endswith("›")


_active: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def load(language: str) -> gettext.NullTranslations:
    """The translations of one language, read from its catalogue (English and unknown languages: none)."""
    if language == PSEUDO:
        return PseudoTranslations()
    if language not in LANGUAGES or language == "en":
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    folder = os.environ.get(LOCALE_DIR_VARIABLE)
    node = Path(folder, f"{language}.po") if folder else resources.files("engine").joinpath("locale", f"{language}.po")
    try:
        with node.open("rb") as po:
            catalog = read_po(po, locale=language)
    except (OSError, ValueError) as exc:
        raise CatalogError(f"locale/{language}.po cannot be read ({exc})") from exc
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def install(language: str) -> str:
    """Speak `language` from now on ("" = the system's); returns the language actually installed ("en" when its
    catalogue is missing or broken)."""
    global _active, _language
    language = language or system_language()
    try:
        _active = load(language)
    except CatalogError:
        _active, language = gettext.NullTranslations(), "en"
    _language = language if language in LANGUAGES or language == PSEUDO else "en"
    return _language


def current() -> str:
    """The installed language: "en", "es", "it", "fr", "pl" or "pseudo"."""
    return _language


def system_language() -> str:
    """The system locale's language when the game speaks it, else English."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(key, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else "en"
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else "en"


_joined: dict[str, tuple[str, ...]] = {}  # a text put together from data texts -> its parts (see `joined`)


def joined(*parts: str) -> str:
    """Data texts put together into one, separated by a space (a crew line's Quest Item: its own text, then how it
    turns upright on this map), as content keeps it; `_()` translates such a text part by part, so the catalogue
    holds each part once (each is a text the data holds) and never the composition."""
    kept = tuple(p for p in parts if p)
    text = " ".join(kept)
    if len(kept) > 1:
        _joined[text] = kept
    return text


def _(message: str) -> str:
    """`message` in the installed language."""
    if not message:
        return message
    parts = _joined.get(message)
    if parts is not None:
        return " ".join(_active.gettext(p) for p in parts)
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` in the installed language (Polish has three)."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A short word that reads differently by context (a button "Load" vs a "load" of ammunition)."""
    return _active.pgettext(context, message) if message else message


def N_(message: str) -> str:
    """Mark a string for the catalogue without translating it here (it is translated where it is shown)."""
    return message


def english() -> bool:
    """English grammar applies (articles "the" and "a/an"): the source language is installed."""
    return _language == "en"
