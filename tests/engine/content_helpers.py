"""Breaking a content file on purpose: every plug-in's loader reads through `engine.content.loader.reader`, so a
test swaps it for one that hands back the file's data with one edit made."""

from __future__ import annotations

import copy
from collections.abc import Callable

from engine.content import loader


def break_file(monkeypatch, path: str, edit: Callable[[dict], None]) -> None:
    """From now on (for this test), reading `path` gives its data with `edit` applied; other files read as they are."""
    real = loader.reader

    def patched(name: str, package: str):
        data = real(name, package)
        if name == path:
            data = copy.deepcopy(data)
            edit(data)
        return data

    monkeypatch.setattr(loader, "reader", patched)
