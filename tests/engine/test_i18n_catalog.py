"""The catalogue is sound: its template (built in memory from every source, scripts/i18n_sources.py) has no empty,
broken or clashing ids; every gettext call in the code gives Babel a literal to extract (an f-string, a sum or a
.format() inside `_()` would never be translated); and every language's catalogue is complete, keeps each id's
placeholders exactly and has as many plural forms as its language's rule asks. While a language has no catalogue
yet (engine/locale/<lang>.po), the same checks run on a pseudo catalogue built here, and a damaged copy of it
shows that each check fails when it should."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from engine import i18n
from scripts.i18n_catalog import TRANSLATED, template
from scripts.i18n_check import id_problems, placeholder_problems, placeholders, plural_problems, untranslated
from scripts.i18n_sources import every_message, from_code

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "engine" / "locale"
LITERAL_ONLY = {"N_", "pgettext"}  # marks and short words in context: always literals
# `_(value)` and `ngettext(*pair, n)` may translate a data string (a content name, a log template, a count's pair)
# where it is shown: the extraction gathers those from the data itself
GETTEXT = LITERAL_ONLY | {"_", "ngettext"}
IMPLEMENTATION = {"engine/i18n.py"}  # the functions themselves


@pytest.fixture(scope="module")
def pot() -> Catalog:
    return template()


def test_the_template_holds_every_kind_of_string(pot):
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in pot if m.id}
    assert len(pot) > 4000
    assert {"New game", "Move to {room} through {corridor}", "{seat} moves from {src:room} to {room}", "Medkit",
            "heads for the {room} to send the Signal", "{n} card"} <= ids  # code, options, log, content, bots


def test_the_template_holds_the_chytrids_the_aftermath_line_the_tutorial_and_the_rule_tips(pot):
    """Each source of player text: a species' look template and log template, a crew line's name, card, Quest
    Item text and how it turns upright on the ship, a contract, a Help card's line, a tutorial step and chapter, a
    rule tip, a Lockdown Event deck's Darkness part, a summary rule of the reference."""
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in pot if m.id}
    assert {"Mycelium: it never goes, fire and attacks do nothing to it, it spreads Spores like a Sporeling "
            "(CHY-MYC-01..07, SUM-05)", "A {colour} Sporeling of level {level} takes root in "
            "{room}", "purple", "Aftermath characters and the Doctor", "Original Nemesis crew", "Tangle Net",
            "Take on {contract}: {text}", "Welcome aboard", "Moving and Noise", "Exploring", "Rule tip",
            "Extra crew", "Learn to play", "Restart the tutorial"} <= ids
    from engine import api
    from engine.crews.aftermath.content import load_line
    from engine.species.chytrids.content import ID

    line = load_line()
    quest = next(i for i in line.items.values() if i.kind == "quest")
    assert {quest.name, quest.text, quest.ship.text, quest.unlock.text} <= ids
    assert {c.name for c in line.contracts.values()} | {c.text for c in line.contracts.values()} <= ids
    assert {h.text for h in api.content({"species": "chytrids"}).ext[ID]["help"]} <= ids


def test_the_template_has_no_empty_broken_or_clashing_id():
    assert id_problems(every_message(ROOT)) == []


def test_the_id_checks_see_a_clash_and_a_broken_template():
    found = id_problems([("{n} card", None, "a.py:1"), (("{n} card", "{n} cards"), None, "b.py:2"),
                         ("Move to {room", None, "c.py:3"), ("  ", None, "d.py:4")])
    assert len(found) == 3 and any("plural" in p for p in found) and any("not a valid template" in p for p in found)


def test_babel_extracts_every_call_without_a_warning(capsys):
    messages = list(from_code(ROOT))
    assert messages
    assert "warning" not in capsys.readouterr().err


def gettext_calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) else "")
            if name in GETTEXT:
                yield name, node


def not_literal(name: str, call: ast.Call) -> str:
    """Why a gettext call's message cannot be extracted as written, or ""."""
    texts = call.args[1:] if name == "pgettext" else call.args
    texts = texts[:2] if name == "ngettext" else texts[:1]
    for arg in texts:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            continue
        if isinstance(arg, ast.JoinedStr):
            return "an f-string"
        if isinstance(arg, ast.BinOp):
            return "strings put together"
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and isinstance(arg.func.value,
                                                                                              ast.Constant):
            return f"a literal's .{arg.func.attr}()"
        if name in LITERAL_ONLY:
            return "not a literal"
    return ""


def problems_in(source: str, where: str) -> list[str]:
    return [f"{where}:{call.lineno}: {name}() gets {why}" for name, call in gettext_calls(ast.parse(source))
            if (why := not_literal(name, call))]


def test_every_gettext_call_gives_babel_a_literal():
    found = []
    for folder in ("engine", "game", "saves"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if where not in IMPLEMENTATION:
                found += problems_in(path.read_text(encoding="utf-8"), where)
    assert found == []


def rebinds(source: str) -> list[int]:
    """The lines where a module that imports `_` assigns to it (a loop or unpacking): `_()` would then fail."""
    tree = ast.parse(source)
    imports = any(isinstance(n, ast.ImportFrom) and any(a.name == "_" and a.asname is None for a in n.names)
                  for n in ast.walk(tree))
    return [n.lineno for n in ast.walk(tree) if imports and isinstance(n, ast.Name) and n.id == "_"
            and isinstance(n.ctx, ast.Store)]


def test_no_module_that_imports_gettext_rebinds_it():
    """`what, _, room = t.partition("@")` beside `from engine.i18n import _` made `_()` fail in that function (the
    merge of the Chytrids' targets met it): throwaway names are `_sep`, `_i`."""
    found = []
    for folder in ("engine", "game", "saves"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            found += [f"{path.relative_to(ROOT).as_posix()}:{line}" for line in rebinds(path.read_text("utf-8"))]
    assert found == []
    assert rebinds("from engine.i18n import _\nfor _ in range(3):\n    pass\na, _, b = 'x@y'.partition('@')\n") \
        == [2, 4]


def test_the_literal_check_sees_an_fstring_a_sum_and_a_formatted_literal():
    source = 'a = _(f"Move to {room}")\nb = _("Move to " + room)\nc = _("to {r}".format(r=1))\nd = N_(word)\n' \
             'e = _(data.name)\nf = _("Move to {room}").format(room=room)\n'
    assert [p.split(": ", 1)[1] for p in problems_in(source, "x.py")] == [
        "_() gets an f-string", "_() gets strings put together", "_() gets a literal's .format()",
        "N_() gets not a literal"]


def pseudo_catalogue(lang: str, pot: Catalog) -> Catalog:
    """Every id translated by the pseudo-locale (placeholders kept), as many plural forms as `lang` has."""
    catalog = Catalog(locale=lang, fuzzy=False)
    for m in pot:
        if not m.id:
            continue
        if isinstance(m.id, tuple | list):
            forms = [i18n.pseudo(m.id[0])] + [i18n.pseudo(m.id[1])] * (catalog.num_plurals - 1)
            catalog.add(m.id, tuple(forms), context=m.context)
        else:
            catalog.add(m.id, i18n.pseudo(m.id), context=m.context)
    return catalog


def catalogue(lang: str, pot: Catalog) -> Catalog:
    """The language's shipped catalogue, or (none yet) a pseudo one, so the checks always run."""
    path = LOCALE / f"{lang}.po"
    if path.exists():
        with path.open("rb") as f:
            return read_po(f, locale=lang)
    return pseudo_catalogue(lang, pot)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_is_complete_with_the_placeholders_and_plural_forms_of_its_ids(lang, pot):
    catalog = catalogue(lang, pot)
    assert untranslated(catalog, pot) == []
    assert placeholder_problems(catalog) == []
    assert plural_problems(catalog) == []


def test_the_catalogue_checks_fail_on_a_damaged_catalogue(pot):
    catalog = pseudo_catalogue("pl", pot)
    catalog["Move to {room} through {corridor}"].string = "Idź do {room}"  # a placeholder lost
    catalog["New game"].string = ""  # untranslated
    plural = next(m for m in catalog if isinstance(m.id, tuple | list) and m.id[0] == "{n} card")
    plural.string = ("{n} karta", "{n} karty")  # Polish needs three forms
    assert [p for p in placeholder_problems(catalog) if "Move to" in p]
    assert "New game" in untranslated(catalog, pot)
    assert [p for p in plural_problems(catalog) if "{n} card" in p]


def test_a_catalogue_written_and_read_back_by_babel_keeps_every_placeholder(pot):
    out = io.BytesIO()
    write_po(out, pseudo_catalogue("fr", pot), width=0)
    back = read_po(io.BytesIO(out.getvalue()), locale="fr")
    assert placeholder_problems(back) == [] and len(back) >= len(pot) - 1


def test_placeholders_are_the_fields_as_written():
    assert placeholders("{seat} draws {count:#card}; {{literal}}") == {"{seat}", "{count:#card}"}


def test_a_quest_item_text_put_together_from_two_data_texts_is_translated_part_by_part(pot):
    """On the ship an Aftermath Quest Item reads its text and how it turns upright there, in the Facility its text
    and its mini-quest: one text in English, two catalogue entries, each translated (engine.i18n.joined)."""
    from engine import api
    from engine.crews.aftermath.content import load_line

    ids = {m.id for m in pot if isinstance(m.id, str)}
    quest = next(i for i in load_line().items.values() if i.kind == "quest")
    for config, second in (({"crew": "aftermath"}, quest.ship.text),
                           ({"map": "lockdown", "species": "night_stalkers", "crew": "aftermath"}, quest.unlock.text)):
        shown = api.content(config).items[quest.id].text
        assert shown == f"{quest.text} {second}" and shown not in ids and {quest.text, second} <= ids
        i18n.install(i18n.PSEUDO)
        try:
            assert i18n._(shown) == f"{i18n.pseudo(quest.text)} {i18n.pseudo(second)}"
        finally:
            i18n.install("en")
        assert i18n._(shown) == shown
