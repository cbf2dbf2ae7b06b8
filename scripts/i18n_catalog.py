"""Write the game's message catalogue and bring each language's catalogue up to date.

    python scripts/i18n_catalog.py            # engine/locale/nemesis.pot from every source, then each <lang>.po
    python scripts/i18n_catalog.py --check    # exit 1 if the .pot is stale, a .po lacks a string or a translation's
                                              # placeholders or plural forms are wrong (CI-style)
    python scripts/i18n_catalog.py --stats    # how many strings each language still lacks

The sources are listed in scripts/i18n_sources.py. A language's catalogue keeps its translations; a new English
string is added untranslated, a string gone from the game is kept as obsolete (commented out) so its translation
is not lost. Babel does the reading, merging and writing (plural forms per language included).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402
from i18n_check import id_problems, placeholder_problems, plural_problems  # noqa: E402
from i18n_sources import every_message  # noqa: E402

from engine.i18n import LANGUAGES  # noqa: E402

LOCALE = ROOT / "engine" / "locale"
POT = LOCALE / "nemesis.pot"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


def template() -> Catalog:
    """The catalogue of every English string, each with where it comes from (sorted: stable diffs)."""
    catalog = Catalog(project="Nemesis Desktop", version="", copyright_holder="Nemesis Desktop",
                      msgid_bugs_address="", charset="utf-8", fuzzy=False)
    seen: dict[tuple, list[str]] = {}
    for msgid, context, where in every_message(ROOT):
        seen.setdefault((msgid, context), []).append(where)
    for (msgid, context), places in sorted(seen.items(), key=lambda kv: (str(kv[0][0]), kv[0][1] or "")):
        text = msgid[0] if isinstance(msgid, tuple) else msgid
        flags = ("python-brace-format",) if "{" in text else ()
        catalog.add(msgid, context=context, auto_comments=sorted(set(places))[:3], flags=flags)
    return catalog


def pot_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=0, omit_header=False, sort_output=False, no_location=True)
    return _without_date(out.getvalue())


def _without_date(data: bytes) -> bytes:
    """Drop the creation-date header line, so an unchanged catalogue writes the same bytes."""
    return b"\n".join(line for line in data.split(b"\n") if not line.startswith(b'"POT-Creation-Date'))


def merged(lang: str, pot: Catalog) -> Catalog:
    """The language's catalogue with every string of `pot` (new ones untranslated, old ones obsolete)."""
    path = LOCALE / f"{lang}.po"
    if path.exists():
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
    else:
        catalog = Catalog(locale=lang, project="Nemesis Desktop", charset="utf-8", fuzzy=False)
    catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
    return catalog


def missing(catalog: Catalog) -> list[str]:
    """The message ids this catalogue leaves untranslated."""
    out = []
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        if not all(strings):
            out.append(m.id if isinstance(m.id, str) else m.id[0])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if anything is stale or untranslated")
    parser.add_argument("--stats", action="store_true", help="print how many strings each language lacks")
    args = parser.parse_args(argv)
    pot = template()
    data = pot_bytes(pot)
    if args.check or args.stats:
        stale = not POT.exists() or _without_date(POT.read_bytes()) != data
        bad = False
        if stale:
            print(f"{POT.relative_to(ROOT)} is stale: run python scripts/i18n_catalog.py")
            bad = True
        for problem in id_problems(every_message(ROOT)):
            print(f"template: {problem}")
            bad = True
        for lang in TRANSLATED:
            catalog = merged(lang, pot)
            lacking = missing(catalog)
            print(f"{lang}: {len(lacking)} of {len(pot)} strings untranslated")
            wrong = placeholder_problems(catalog) + plural_problems(catalog)
            for problem in wrong:
                print(f"{lang}: {problem}")
            bad = bad or bool(lacking) or bool(wrong)
        return 1 if (bad and args.check) else 0
    LOCALE.mkdir(parents=True, exist_ok=True)
    POT.write_bytes(data)
    for lang in TRANSLATED:
        catalog = merged(lang, pot)
        out = io.BytesIO()
        write_po(out, catalog, width=0, no_location=True, sort_output=False, include_previous=False)
        (LOCALE / f"{lang}.po").write_bytes(_without_date(out.getvalue()))
    print(f"{len(pot)} strings in {POT.relative_to(ROOT)}; catalogues: {', '.join(TRANSLATED)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
