"""The catalog a game uses, looked up from its config (one cached catalog shared by all clones)."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.content.loader import Catalog
from engine.state import State

_last: list = [None, None, None]  # the most recent (key, catalog, config): nearly every call asks for the same one


def cat(state: State) -> Catalog:
    cfg = state.config
    if cfg is _last[2]:  # the same game as the last call (a clone has its own config: checked by key below)
        return _last[1]
    key = (cfg.get("ruleset"), cfg.get("map"), cfg.get("exploration_mix"), cfg.get("species"), cfg.get("crew"))
    if key != _last[0]:
        _last[1] = catalog_for(cfg)
        _last[0] = key
    _last[2] = cfg
    return _last[1]


def item_card(item: str) -> str:
    """The card id of an Item instance: "medkit_3" -> "medkit"; quest items and starting weapons are their own id."""
    head, _, tail = item.rpartition("_")
    return head if head and tail.isdigit() else item


def opt(state: State, key: str):
    """A ruleset option (uncertain numbers live in content data, never in code)."""
    return cat(state).options[key]
