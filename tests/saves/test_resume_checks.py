"""A hand-edited save whose hashes were recomputed: its game is checked as strictly as a new game's config and
the engine's own invariants before it resumes, so a bad edit is a clear `SaveError`, never a crash later."""

import json

import pytest

from engine import api
from engine.state import State
from game.main import main
from saves.document import checksum as _checksum
from saves.format import encode, load
from saves.io import SaveError

FIELDS = State.__struct_fields__
CHARACTER_ROOM = 2  # Character is array-encoded: seat, character, room, ...


def game_doc(seats: int = 2, seed: int = 7, stop: int = 40) -> dict:
    config = {"seats": seats, "seed": seed}
    state, choices = api.new_game(config), []
    while state.pending is not None and (len(choices) < stop or not state.stack):  # a step waits on the stack
        choice = state.pending.options[(len(choices) * 3 + seed) % len(state.pending.options)]
        api.apply(state, choice)
        choices.append(choice)
    return json.loads(encode(config, choices, state))


def resealed(doc: dict) -> bytes:
    """The document with its state hash and checksum recomputed, as a careful hand-editor would."""
    body = {k: v for k, v in doc.items() if k != "checksum"}
    body["state_hash"] = api.state_hash(api.from_json(json.dumps(body["snapshot"]).encode()))
    return json.dumps({**body, "checksum": _checksum(body)}).encode()


def edit_snapshot(doc: dict, field: str, change) -> dict:
    snap = list(doc["snapshot"])
    i = FIELDS.index(field)
    snap[i] = change(snap[i])
    return {**doc, "snapshot": snap}


def _with(items: list, index: int, value) -> list:
    return [*items[:index], value, *items[index + 1:]]


EDITS = {
    "unknown flow step": (lambda d: edit_snapshot(d, "stack", lambda s: [_with(s[0], 0, "no_such_step"), *s[1:]]),
                          "unknown flow step 'no_such_step'"),
    "pending seat off the table": (lambda d: edit_snapshot(d, "pending", lambda p: _with(p, 0, 7)),
                                   "seat 7, who is not at the table"),
    "pending resume unknown": (lambda d: edit_snapshot(d, "pending", lambda p: _with(p, 4, "nowhere")),
                               "unknown flow step 'nowhere'"),
    "character off the map": (lambda d: edit_snapshot(
        d, "characters", lambda chars: [_with(chars[0], CHARACTER_ROOM, "R99"), *chars[1:]]),
        "'R99', which is not a room"),
    "seats three in the file": (lambda d: {**d, "config": {**d["config"], "seats": "three"}},
                                "seats must be a whole number"),
    "seats true in the file": (lambda d: {**d, "config": {**d["config"], "seats": True}},
                               "seats must be a whole number"),
    "file and game disagree": (lambda d: {**d, "config": {**d["config"], "seed": d["config"]["seed"] + 1}},
                               "settings do not match its game"),
    "unknown card in hand": (lambda d: edit_snapshot(
        d, "characters", lambda chars: [_with(chars[0], 4, ["ace_of_spades"]), *chars[1:]]), "'ace_of_spades'"),
}


@pytest.mark.rule("PUB-ROUND-01")
@pytest.mark.parametrize("edit", sorted(EDITS))
def test_a_hand_edited_save_that_would_crash_is_refused_with_a_clear_message(tmp_path, edit):
    change, reason = EDITS[edit]
    data = resealed(change(game_doc()))
    path = tmp_path / "edited.json"
    path.write_bytes(data)
    with pytest.raises(SaveError) as err:
        load(path)
    assert str(err.value).startswith("edited.json ") and reason in str(err.value)
    assert path.read_bytes() == data


@pytest.mark.rule("PUB-ROUND-01")
def test_a_resealed_but_unchanged_save_still_loads(tmp_path):
    doc = game_doc()
    path = tmp_path / "same.json"
    path.write_bytes(resealed(doc))
    loaded = load(path)
    assert api.state_hash(loaded.state) == doc["state_hash"] and loaded.warning == ""


def test_headless_load_of_an_edited_save_exits_2_with_one_line(tmp_path, capsys):
    change, reason = EDITS["seats three in the file"]
    path = tmp_path / "edited.json"
    path.write_bytes(resealed(change(game_doc())))
    assert main(["--headless", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and reason in err
