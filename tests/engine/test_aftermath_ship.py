"""The Aftermath characters on the Nemesis ship: a PROPOSED adaptation behind the config's crew line "aftermath"
(GAP-AFT-01/03). The published Draft stays exactly as it was unless a game names the line; with it the six join the
Draft cards, the Android and the President bring their Stretch-Goal weapons, the others start unarmed, and their
Quest Items turn upright the published way (a room and a cost, PUB-ITEM-09/13); no Knowledge, no mini-quests."""

from __future__ import annotations

import io
import json

import pytest

from engine import api, headless
from engine.catalog import cat
from tests.engine.aftermath_helpers import AFTERMATH, holding, on_ship
from tests.engine.factories import act, choose, entries, reask

BASE = ("captain", "mechanic", "pilot", "scientist", "scout", "soldier")


@pytest.mark.rule("PUB-SETUP-17", "AFT-GEN-01")
def test_a_published_game_that_names_no_crew_line_drafts_exactly_as_before():
    config = api.check_config({"seats": 3, "seed": 17})
    assert "crew" not in config
    state = api.new_game({"seats": 3, "seed": 17})
    assert sorted(cat(state).characters) == sorted(BASE)
    assert api.crew_lines_allowed(config) == ("aftermath",)


@pytest.mark.rule("AFT-GEN-01", "PUB-SETUP-17")
def test_with_the_aftermath_line_the_ship_drafts_from_twelve_characters():
    offered = set()
    for seed in range(12):
        state = api.new_game({"seats": 1, "seed": seed, "crew": "aftermath", "mode": "solo"})
        offered |= {o.args[0] for o in state.pending.options}
    assert sorted(cat(state).characters) == sorted(BASE + AFTERMATH)
    assert offered & set(AFTERMATH) and offered & set(BASE)


@pytest.mark.rule("AFT-AND-01", "AFT-PRE-01", "AFT-BH-02", "AFT-OTH-01", "AFT-DOC-01")
def test_on_the_ship_only_the_android_and_the_president_carry_a_starting_weapon():
    state = on_ship(*AFTERMATH[:5])
    weapons = {ch.character: ch.weapons for ch in state.characters}
    assert weapons == {"android": {"aft_arc_emitter": 4}, "bounty_hunter": {}, "president": {"aft_ceremonial_pistol": 3},
                       "psychologist": {}, "convict": {}}
    assert "map:lockdown" not in state.ext  # no Knowledge token, no mini-quest on the ship


@pytest.mark.rule("AFT-DOC-01", "PUB-ITEM-09", "PUB-ITEM-13")
def test_the_doctors_surgical_kit_turns_upright_in_the_surgery_for_one_card():
    state = on_ship("doctor")
    ch = state.characters[0]
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "activate"]
    ch.room = "R02"  # the Surgery
    holding(state, 0, "doctor_search_1")
    reask(state)
    act(state, "activate", "aft_surgical_kit", "")
    assert ch.quests == {"aft_surgical_kit": True}
    ch.light_wounds = 2
    reask(state)
    act(state, "item", "aft_surgical_kit", "0")
    assert ch.light_wounds == 0


@pytest.mark.rule("AFT-BH-05", "PUB-ITEM-13")
def test_on_the_ship_the_bounty_hunter_takes_on_a_contract_when_its_quest_item_turns_upright_in_the_armory():
    state = on_ship("bounty_hunter", "captain")
    ch = state.characters[0]
    quest = next(iter(ch.quests))
    ch.room = "R10"  # the Armory
    holding(state, 0, "bounty_hunter_search_1")
    reask(state)
    act(state, "activate", quest, "")
    assert state.pending.rule == "AFT-BH-05"
    choose(state, "contract", "aft_contract_trophy")
    assert entries(state.log, "aft_contract_taken")


@pytest.mark.rule("AFT-GEN-01")
def test_the_2018_prototype_takes_no_crew_line():
    with pytest.raises(api.ConfigError, match="cannot join"):
        api.check_config({"seats": 2, "seed": 1, "ruleset": "prototype", "crew": "aftermath"})


@pytest.mark.rule("AFT-GEN-01", "AFT-SEL-01")
def test_the_headless_runner_plays_the_named_aftermath_characters_to_the_end():
    for extra in ({"map": "lockdown", "species": "night_stalkers"}, {}):
        out = io.StringIO()
        config = headless.make_config(2, 5, characters="president,convict", **extra)
        headless.main(["bot:normal", "bot:easy"], 5, None, out=out, config=config)
        result = json.loads(out.getvalue().splitlines()[-1])
        assert result["end_reason"] and [s["character"] for s in result["seats"]] == ["president", "convict"]


@pytest.mark.rule("AFT-SEL-01", "AFT-GEN-01")
def test_the_command_line_names_the_crew_line_and_the_characters(capsys):
    from game.main import main

    assert main(["--headless", "--seats", "bot:easy,bot:easy", "--seed", "6", "--map", "lockdown", "--crew",
                 "aftermath", "--characters", "doctor,android"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert [s["character"] for s in result["seats"]] == ["doctor", "android"]
    assert main(["--headless", "--seats", "bot:easy", "--seed", "6", "--mode", "solo", "--crew", "nemesis"]) == 2
    assert "cannot join" in capsys.readouterr().err
