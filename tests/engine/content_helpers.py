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


# --- the edits the content tests break a file with ----------------------------------------------------------


def set_in_row(table: str, index: int, key: str, value) -> Callable[[dict], None]:
    """Row `index` of `table` gets `key` = `value`."""
    def edit(data):
        data[table][index][key] = value
    return edit


def drop_row(table: str, index: int, key: str | None = None) -> Callable[[dict], None]:
    """Row `index` of `table` goes, or only its `key`."""
    def edit(data):
        if key is None:
            del data[table][index]
        else:
            del data[table][index][key]
    return edit


def twin_ids(data) -> None:
    """The second card takes the first card's id."""
    data["cards"][1]["id"] = data["cards"][0]["id"]


def set_top(key: str, value) -> Callable[[dict], None]:
    """The file's top-level `key` gets `value` (None: the key goes)."""
    def edit(data):
        if value is None:
            del data[key]
        else:
            data[key] = value
    return edit
