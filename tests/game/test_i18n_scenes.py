"""Nothing a player reads is missed by the translation: under the pseudo-locale (every translated string wrapped in
‹…›) every scene is opened and every string drawn, every widget's text, tooltip and placeholder and every hover
text of the boards is read; a letter outside the marks is a word that never passed through gettext."""

from __future__ import annotations

import pytest

from engine import api
from tests.game.i18n_helpers import every_scene, record, untranslated, walk


@pytest.fixture
def pseudo():
    api.install_language(api.PSEUDO)
    yield
    api.install_language("en")


def test_the_pseudo_check_sees_a_missed_word():
    assert untranslated("‹Ñéŵ ĝàmé~~›") == ""
    assert untranslated("‹Ŵàîţîñĝ føŕ ‹Ţhé Šøldîéŕ› (P2)~~›") == ""
    assert untranslated("3 / 4 · 1280 × 720") == ""
    assert untranslated("‹Ţûŕñ {turn}›".format(turn=3) + " · New game") == "· New game"
    assert untranslated("Move to R06") == "Move to R06"
    assert untranslated("‹Pàš ‹Šçøût› Normal bot: moves to the Armory~›") == "Normal bot moves to the Armory"
    assert untranslated("PUB-NOISE-04 · kept.json") == ""


@pytest.fixture
def drawn(app):
    """Record what is drawn; undone before the app closes (its teardown empties the text caches)."""
    with pytest.MonkeyPatch.context() as patch:
        yield record(patch)


def test_every_scene_draws_only_translated_words(app, drawn, pseudo):
    missed: dict[str, set[str]] = {}
    reasons = 0
    for name, seen, texts in walk(app, drawn, every_scene(app)):
        reasons += sum(line.startswith("» ") for line in seen.strings)
        for line in seen.strings:
            message = seen.origin(line)
            if untranslated(message):
                missed.setdefault(name, set()).add(f"drawn: {message!r}")
        for what, message in texts:
            if untranslated(message):
                missed.setdefault(name, set()).add(f"{what}: {message!r}")
    assert reasons, "no bot's reason was drawn: the walk must show one (they are words to translate too)"
    report = "\n".join(f"{scene}:\n  " + "\n  ".join(sorted(lines)) for scene, lines in missed.items())
    assert not missed, f"words that never passed through gettext:\n{report}"
