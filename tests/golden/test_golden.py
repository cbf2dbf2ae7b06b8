"""The golden games play exactly as recorded: every log entry (rule, kind, arguments, who sees it), every bot
choice and every seat's result. They pin the published rules while the engine is reorganised."""

from __future__ import annotations

import pytest

from tests.golden.games import GAMES, load, play


@pytest.mark.parametrize(("name", "config", "levels"), GAMES, ids=[g[0] for g in GAMES])
def test_golden_game_plays_as_recorded(name, config, levels):
    want = load(name)
    got = play(config, levels)
    for i, (a, b) in enumerate(zip(got["log"], want["log"], strict=False)):
        assert a == b, f"{name}: log entry {i} differs:\n got  {a}\n want {b}"
    assert len(got["log"]) == len(want["log"]), f"{name}: {len(got['log'])} log entries, recorded {len(want['log'])}"
    assert got["choices"] == want["choices"]
    assert got["end_reason"] == want["end_reason"]
    assert got["results"] == want["results"]
