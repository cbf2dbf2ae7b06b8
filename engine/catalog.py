"""The catalog a game uses, looked up from its config (one cached catalog shared by all clones)."""

from __future__ import annotations

from engine.content.catalog import load_catalog
from engine.content.loader import Catalog
from engine.state import State


def cat(state: State) -> Catalog:
    cfg = state.config
    return load_catalog(str(cfg.get("ruleset", "published")), str(cfg.get("map", "nemesis_ship")),
                        str(cfg.get("exploration_mix", "")))


def opt(state: State, key: str):
    """A ruleset option (uncertain numbers live in content data, never in code)."""
    return cat(state).options[key]
