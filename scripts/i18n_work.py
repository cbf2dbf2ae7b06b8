"""A translator's two steps on one language's catalogue, in batches a person (or a helper) can work through.

    python scripts/i18n_work.py todo es --part rules --size 150 > batch.json   # the next untranslated strings
    python scripts/i18n_work.py fill es batch_done.json                         # put the translations in es.po
    python scripts/i18n_work.py merge es /tmp/es-rules.po /tmp/es-ui.po         # translations from copies

`todo` prints a JSON list of {"id", "plural", "context", "where"} for strings the catalogue still lacks, the first
`--size` of them, from one part of the game: `rules` (the rules reference, assets/rules/*.toml), `content` (cards,
rooms, items and other content data), `ui` (menus, options, log sentences: everything else) or `all`. `fill` reads a
JSON object {msgid: translation} (a list of forms for a plural string, as many as the language has) and writes
them into engine/locale/<lang>.po; a translation whose {placeholders} differ from its msgid's is refused, with the
reason, and nothing of that batch is written. `--po FILE` works on a copy of the catalogue instead (several
translators of one language each on a copy of their own); `merge` then brings every translation of the copies
into engine/locale/<lang>.po, where it lacks one. Babel reads and writes the catalogue.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from babel.messages.pofile import read_po, write_po  # noqa: E402

LOCALE = ROOT / "engine" / "locale"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def part_of(message) -> str:
    places = " ".join(message.auto_comments)
    if "assets/rules/" in places:
        return "rules"
    if ".toml" in places:
        return "content"
    return "ui"


def po_path(lang: str, po: str | None = None) -> Path:
    return Path(po) if po else LOCALE / f"{lang}.po"


def read(lang: str, po: str | None = None):
    with po_path(lang, po).open("rb") as f:
        return read_po(f, locale=lang)


def write(catalog, path: Path) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=0, no_location=True, sort_output=False, include_previous=False)
    path.write_bytes(out.getvalue())


def todo(lang: str, part: str, size: int, po: str | None = None) -> list[dict]:
    out = []
    for m in read(lang, po):
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        if all(strings) or (part != "all" and part_of(m) != part):
            continue
        plural = isinstance(m.id, tuple | list)
        out.append({"id": m.id[0] if plural else m.id, "plural": m.id[1] if plural else None,
                    "context": m.context, "where": list(m.auto_comments)[:2]})
        if len(out) >= size:
            break
    return out


def fill(lang: str, done: dict, po: str | None = None) -> list[str]:
    """Write the translations; the problems found (nothing is written if there is one)."""
    catalog = read(lang, po)
    forms = catalog.num_plurals
    problems, updates = [], []
    index: dict[str, list] = {}  # an id may stand in several contexts (pgettext): the translation serves them all
    for m in catalog:
        if m.id:
            index.setdefault(m.id[0] if isinstance(m.id, tuple | list) else m.id, []).append(m)
    for msgid, text in done.items():
        found = index.get(msgid, [])
        message = found[0] if found else None
        if message is None:
            problems.append(f"not in the catalogue: {msgid!r}")
            continue
        plural = isinstance(message.id, tuple | list)
        if plural:
            if not isinstance(text, list) or len(text) != forms or not all(isinstance(t, str) and t for t in text):
                problems.append(f"{msgid!r} is a plural string: give a list of {forms} non-empty forms")
                continue
            want = placeholders(message.id[0])
            bad = [t for t in text if placeholders(t) != want]
        else:
            if not isinstance(text, str) or not text:
                problems.append(f"{msgid!r}: the translation must be a non-empty string")
                continue
            want = placeholders(msgid)
            bad = [text] if placeholders(text) != want else []
        if bad:
            problems.append(f"{msgid!r}: placeholders {want} but {bad[0]!r} has {placeholders(bad[0])}")
            continue
        updates += [(m, tuple(text) if plural else text) for m in found]
    if problems:
        return problems
    for message, text in updates:
        message.string = text
        message.flags.discard("fuzzy")
    write(catalog, po_path(lang, po))
    return []


def merge(lang: str, copies: list[str]) -> int:
    """Every translation the copies hold that the catalogue lacks (the first copy that has one wins); how many."""
    catalog = read(lang)
    index = {(m.id, m.context): m for m in catalog if m.id}
    added = 0
    for copy in copies:
        for m in read(lang, copy):
            target = index.get((m.id, m.context))
            strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
            if target is None or not all(strings):
                continue
            have = target.string if isinstance(target.string, tuple | list) else (target.string,)
            if not all(have):
                target.string = m.string
                target.flags.discard("fuzzy")
                added += 1
    write(catalog, po_path(lang))
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("todo")
    t.add_argument("lang")
    t.add_argument("--part", choices=("rules", "content", "ui", "all"), default="all")
    t.add_argument("--size", type=int, default=150)
    t.add_argument("--po", help="a copy of the catalogue to read instead of engine/locale/<lang>.po")
    f = sub.add_parser("fill")
    f.add_argument("lang")
    f.add_argument("file")
    f.add_argument("--po", help="a copy of the catalogue to write instead of engine/locale/<lang>.po")
    m = sub.add_parser("merge")
    m.add_argument("lang")
    m.add_argument("copies", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "todo":
        print(json.dumps(todo(args.lang, args.part, args.size, args.po), ensure_ascii=False, indent=1))
        return 0
    if args.command == "merge":
        print(f"{merge(args.lang, args.copies)} translations brought into engine/locale/{args.lang}.po")
        return 0
    done = json.loads(Path(args.file).read_text(encoding="utf-8"))
    problems = fill(args.lang, done, args.po)
    for p in problems:
        print(p, file=sys.stderr)
    if not problems:
        print(f"{len(done)} translations written to {po_path(args.lang, args.po)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
