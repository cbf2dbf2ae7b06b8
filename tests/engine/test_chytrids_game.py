"""Whole Chytrid games between bots, on both maps: the command line plays one to its end and reports it, and at
every step of several seeded games the box's counts hold (15 Spores, 8 Mycelium, 10 Sporelings, 8 Rotstalks, no
room with two forms of growth), the part's own check finds nothing, and every log line reads as words."""

from __future__ import annotations

import json

import pytest

from engine import api
from engine.ai import bots
from engine.species.chytrids.state import check_part, chytrids, mycelium_left, spores_left
from game.main import main


@pytest.mark.rule("CHY-SET-00", "CHY-NEM-01")
@pytest.mark.parametrize("map_id", ["lockdown", "nemesis_ship"])
def test_the_command_line_plays_a_whole_chytrid_game(capsys, map_id):
    code = main(["--headless", "--map", map_id, "--species", "chytrids", "--seats", "bot:normal,bot:normal",
                 "--seed", "7"])
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and result["end_reason"] and len(result["seats"]) == 2


@pytest.mark.rule("CHY-MYC-05", "CHY-SPO-09", "CHY-LAB-03", "CHY-QB-04", "COMP-CHY-18")
@pytest.mark.parametrize(("map_id", "seed", "seats"), [("lockdown", 3, 2), ("lockdown", 8, 4), ("nemesis_ship", 5, 3)])
def test_the_box_counts_hold_at_every_step_of_a_bot_game(map_id, seed, seats):
    state = api.new_game({"seats": seats, "seed": seed, "map": map_id, "species": "chytrids"})
    steps = 0
    while state.pending is not None and steps < 4000:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), seed)
        api.apply(state, move.choice)
        steps += 1
        c = chytrids(state)
        assert spores_left(state) >= 0 and mycelium_left(state) >= 0
        assert check_part(state) == [], check_part(state)
        assert len(state.bag) + len(state.supply) + len(state.removed_tokens) == 15
        if not state.over:  # a board destroyed with everything on it takes its figures along
            assert sum(c.ring) + c.rotstalks_killed + sum(i.kind == "rotstalk" for i in state.intruders) == 8
    assert state.over and all(api.describe_entry(e) for e in state.log)
