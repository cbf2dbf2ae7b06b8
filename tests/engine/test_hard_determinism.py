"""The same seed gives the same game whatever Python's string hashing: Hard-bot games and the bots' reasons are
compared across processes started with different PYTHONHASHSEED values.

A set of strings iterates in an order that changes with the hash seed, so anything a bot or the engine draws,
breaks a tie with or prints from such an order differs from one run to the next (a test inside one process
never sees it). Each case runs in fresh interpreters, one per hash seed, and compares everything they print.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HASH_SEEDS = ("1", "2", "3")  # 1 and 2 already order a two-room frozenset differently

# A short bot game, printed as the headless runner prints it (the log, each bot's reason, the JSON result with
# the state hash), with a small search budget and a decision cap so that it takes a few seconds.
GAME = """
import io, json, sys
from engine import headless
from engine.ai import hard
hard.ITERATIONS = 16
headless.MAX_DECISIONS = 160
config, levels = json.loads(sys.argv[1]), sys.argv[2].split(",")
out = io.StringIO()
result = headless.play(config, max_rounds=3, out=out, levels=levels)
sys.stdout.write(out.getvalue() + json.dumps(result) + "\\n")
"""

# Every determinisation the Hard bot could draw along a Normal-bot game: the state drawn from each pending
# seat's view (its hidden parts, every plug-in's part) and its hash.
DETERMINISED = """
import json, sys
from engine import api
from engine.ai import bots, determinize
from engine.rng import Rng
config = json.loads(sys.argv[1])
state = api.new_game(config)
while state.pending is not None and state.decisions < 150:
    view = api.bot_view(state, state.pending.seat)
    print(state.decisions, api.state_hash(determinize.determinize(view, Rng(state.decisions))))
    api.apply(state, bots.bot_move("normal", view, config["seed"]).choice)
"""

# The ship bots' goal for the Escape Pods, with both Evacuation Sections open and as far away as each other.
POD_REASON = """
from engine import api
from engine.ai import paths
from engine.ai.heuristics import read
from engine.maps.nemesis_ship.bot.goals import _pod_reason, pods_open
from tests.engine.factories import place, reask
from tests.engine.room_helpers import EVAC_A, EVAC_B, crew, pods

state = crew(seats=1)
pods(state, (1, "A", False), (2, "B", False))
b, closed = paths.board(state), paths.closed_doors(state.doors)
room = next(x for x in b.rooms if x not in (EVAC_A, EVAC_B) and paths.distance(b, x, frozenset({EVAC_A}), closed)
            == paths.distance(b, x, frozenset({EVAC_B}), closed))
place(state, 0, room)
reask(state)
r = read(api.bot_view(state, 0))
assert pods_open(r) == {EVAC_A, EVAC_B}
print(room, _pod_reason(r, pods_open(r)))
"""


def run_everywhere(code: str, *args: str) -> dict[str, str]:
    """What `code` prints, run once per hash seed (in parallel) from the repository root."""
    procs = {}
    for seed in HASH_SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        procs[seed] = subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, env=env, text=True,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = {}
    for seed, proc in procs.items():
        stdout, stderr = proc.communicate(timeout=300)
        assert proc.returncode == 0, f"PYTHONHASHSEED={seed}:\n{stderr}"
        out[seed] = stdout
    return out


def first_difference(outputs: dict[str, str]) -> str:
    """The first line on which a run differs from the first one, for the failure message."""
    (a, text_a), *others = outputs.items()
    b, text_b = next((k, v) for k, v in others if v != text_a)
    lines_a, lines_b = text_a.splitlines(), text_b.splitlines()
    for n, (x, y) in enumerate(zip(lines_a, lines_b, strict=False)):
        if x != y:
            return f"line {n + 1}:\n  PYTHONHASHSEED={a}: {x}\n  PYTHONHASHSEED={b}: {y}"
    return f"PYTHONHASHSEED={a} printed {len(lines_a)} lines, PYTHONHASHSEED={b} {len(lines_b)}"


@pytest.mark.parametrize("config, levels", [
    ({"seats": 3, "seed": 7}, "hard,normal,hard"),  # the ship with the Intruders
    ({"seats": 3, "seed": 7, "map": "lockdown", "species": "night_stalkers"}, "hard,hard,normal"),
    ({"seats": 2, "seed": 5, "map": "lockdown", "species": "chytrids", "crew": "aftermath"}, "hard,hard"),
], ids=["ship-intruders", "lockdown-night-stalkers", "lockdown-chytrids-aftermath"])
def test_a_seeded_game_with_hard_bots_is_the_same_whatever_the_hash_seed(config, levels):
    outputs = run_everywhere(GAME, json.dumps(config), levels)
    text = outputs[HASH_SEEDS[0]]
    assert "playouts" in text, "the Hard bots searched no decision: the game proves nothing"
    assert json.loads(text.splitlines()[-1])["state_hash"]
    assert len(set(outputs.values())) == 1, first_difference(outputs)


@pytest.mark.parametrize("config", [
    {"seats": 4, "seed": 3},
    {"seats": 3, "seed": 3, "map": "lockdown", "species": "night_stalkers"},
    {"seats": 3, "seed": 3, "map": "lockdown", "species": "carnomorphs"},
], ids=["ship-intruders", "lockdown-night-stalkers", "lockdown-carnomorphs"])
def test_the_determiniser_draws_the_same_states_whatever_the_hash_seed(config):
    outputs = run_everywhere(DETERMINISED, json.dumps(config))
    assert len(outputs[HASH_SEEDS[0]].splitlines()) > 50
    assert len(set(outputs.values())) == 1, first_difference(outputs)


def test_the_escape_pod_reason_names_the_same_section_whatever_the_hash_seed():
    """Both pods equally near: the reason's Section comes from a tie-break, never from the frozenset's order."""
    outputs = run_everywhere(POD_REASON)
    assert "Evacuation Section" in outputs[HASH_SEEDS[0]]
    assert len(set(outputs.values())) == 1, first_difference(outputs)
