"""Fuzzing a real save: truncated, bit-flipped, nested, fields retyped or replaced, sometimes with its state hash
and checksum recomputed so the deeper checks are reached. Whatever the file holds, `peek` and `load` give a
clear `SaveError` or a game that resumes (bots play on from it); nothing else escapes, nothing hangs, and
the file keeps its bytes and its modification time."""

from __future__ import annotations

import faulthandler
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api
from engine.ai import bots
from saves.document import checksum as _checksum
from saves.format import encode, load, peek
from saves.io import SaveError

HANG_SECONDS = 120  # a load this slow is a hang: the test process stops with every thread's traceback
BOT_MOVES = 6


def real_save() -> bytes:
    """A 2-seat game played by Easy bots for a while: draft, objectives, a few rounds."""
    config = {"seats": 2, "seed": 12}
    state, choices = api.new_game(config), []
    while state.pending is not None and len(choices) < 70:
        move = bots.bot_move("easy", api.bot_view(state, state.pending.seat), config["seed"])
        api.apply(state, move.choice)
        choices.append(move.choice)
    return encode(config, choices, state)


GOOD = real_save()

leaves = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**20), st.floats(allow_nan=True),
                   st.text(max_size=12), st.sampled_from(["R05", "K04", "egg", "soldier", "cont_01", "move", ""]))
values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                           max_size=3), max_leaves=6)


def _walk(doc, picks: list[int]):
    """The container and key a list of picks leads to, following the document down from its top."""
    parent, key = None, None
    node = doc
    for pick in picks:
        if isinstance(node, dict) and node:
            keys = sorted(node)
            parent, key = node, keys[pick % len(keys)]
        elif isinstance(node, list) and node:
            parent, key = node, pick % len(node)
        else:
            break
        node = parent[key]
    return parent, key


def reseal(doc: dict) -> bytes:
    """Recompute the state hash (when the snapshot still decodes) and the checksum, as a hand-editor would."""
    body = {k: v for k, v in doc.items() if k != "checksum"}
    try:
        body["state_hash"] = api.state_hash(api.from_json(json.dumps(body["snapshot"]).encode()))
    except Exception:  # noqa: BLE001 - a snapshot that no longer decodes keeps its old hash; load says so
        pass
    return json.dumps({**body, "checksum": _checksum(body)}).encode()


@st.composite
def damaged(draw) -> bytes:
    kind = draw(st.sampled_from(["truncate", "flip", "nest", "retype", "replace"]))
    if kind == "truncate":
        return GOOD[: draw(st.integers(0, len(GOOD) - 1))]
    if kind == "flip":
        data = bytearray(GOOD)
        for _ in range(draw(st.integers(1, 3))):
            data[draw(st.integers(0, len(data) - 1))] ^= 1 << draw(st.integers(0, 7))
        if draw(st.booleans()):
            try:
                return reseal(json.loads(bytes(data)))
            except (ValueError, TypeError):
                pass
        return bytes(data)
    doc = json.loads(GOOD)
    picks = draw(st.lists(st.integers(0, 400), min_size=1, max_size=6))
    in_snapshot = draw(st.integers(0, 9)) < 7  # the game itself, most of the file, is edited most often
    parent, key = _walk(doc["snapshot"], picks) if in_snapshot else _walk(doc, picks)
    if parent is None:
        return GOOD
    if kind == "nest":
        depth = draw(st.sampled_from([2, 40, 300, 1200]))
        value = parent[key]
        for _ in range(depth):
            value = [value]
        parent[key] = value
    elif kind == "retype":
        parent[key] = draw(values)
    else:  # another value of the same type, as a hand-edit would put there
        old = parent[key]
        if isinstance(old, bool):
            parent[key] = not old
        elif isinstance(old, int):
            parent[key] = old + draw(st.sampled_from([-100, -2, -1, 1, 2, 7, 1000]))
        elif isinstance(old, str):
            parent[key] = draw(st.sampled_from(["", "R99", "R05", "K01", "x", old + "_2", old[:-1], "egg", "-1"]))
        else:
            parent[key] = draw(values)
    try:
        return reseal(doc) if draw(st.booleans()) else json.dumps(doc).encode()
    except (RecursionError, ValueError):
        return GOOD[:-1]


def resume_a_little(loaded) -> None:
    """What the window and the headless runner do with a loaded game: seat it, show it, let bots play on."""
    state = loaded.state
    seats = int(loaded.config["seats"])
    seed = int(loaded.config["seed"])
    for seat in range(-1, seats):
        api.view(state, seat)
    for entry in state.log[-30:]:
        api.describe_entry(entry)
    for _ in range(BOT_MOVES):
        if state.pending is None or state.over:
            break
        for option in state.pending.options:
            api.describe(option, state.pending)
        move = bots.bot_move("easy", api.bot_view(state, state.pending.seat), seed)
        api.apply(state, move.choice)


@pytest.mark.rule("PUB-ROUND-01")
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=damaged())
def test_a_damaged_save_gives_a_clear_error_or_a_game_that_resumes(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.json"
        path.write_bytes(data)
        before = (path.read_bytes(), os.stat(path).st_mtime_ns)
        faulthandler.dump_traceback_later(HANG_SECONDS, exit=True)
        try:
            for read in (peek, load):
                try:
                    result = read(path)
                except SaveError as exc:
                    assert str(exc).startswith("fuzzed.json ") and str(exc).endswith(".")
                    continue
                if read is load:
                    resume_a_little(result)
        finally:
            faulthandler.cancel_dump_traceback_later()
        assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
