"""Shared pytest fixtures. The tests speak English: the system language is set to English for the whole run (a
setting of "" follows it), and any test that switched the language leaves English behind."""

import os

import pytest

from tests.engine.factories import Script

os.environ["LANGUAGE"] = "en"  # a developer's own system language never changes what the tests read


@pytest.fixture
def script(monkeypatch):
    """Scripted dice: script.rolls("3", "danger") makes the next rolls return those faces."""
    return Script(monkeypatch)


@pytest.fixture(autouse=True)
def english():
    """Every test starts and ends in English (the source language: its words are the ids)."""
    from engine import i18n

    if i18n.current() != "en":
        i18n.install("en")
    yield
    if i18n.current() != "en":
        i18n.install("en")
