"""Shared pytest fixtures."""

import pytest

from tests.engine.factories import Script


@pytest.fixture
def script(monkeypatch):
    """Scripted dice: script.rolls("3", "danger") makes the next rolls return those faces."""
    return Script(monkeypatch)
