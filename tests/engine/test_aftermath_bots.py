"""The bots and the Aftermath line (engine/crews/aftermath/bot.py through engine/ai/knowledge.py CrewKnowledge): they
draft it by its ranks, value its cards in hand, score its plays with a reason, answer the contract questions,
and finish games with it on both maps at every level."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots, worth
from engine.ai.card_scores import card_score
from engine.ai.goals import needs
from engine.ai.heuristics import read
from engine.ai.scoring import context
from tests.engine.aftermath_helpers import AFTERMATH, holding, lockdown, on_ship
from tests.engine.factories import put_intruder, reask, run_op


def normal_pick(state: api.State) -> api.Choice:
    return bots.bot_move("normal", api.bot_view(state, state.pending.seat), 1).choice


@pytest.mark.rule("AFT-SEL-01", "PUB-SETUP-17")
def test_the_normal_bot_drafts_the_original_crew_before_the_aftermath_line_on_the_ship():
    picked = []
    for seed in range(16):
        state = api.new_game({"seats": 1, "seed": seed, "mode": "solo", "crew": "aftermath"})
        offer = {o.args[0] for o in state.pending.options}
        choice = normal_pick(state).args[0]
        picked.append(choice)
        if offer - set(AFTERMATH):
            assert choice not in AFTERMATH, offer
    assert picked


@pytest.mark.rule("AFT-SEL-01")
def test_in_lockdown_the_normal_bot_takes_the_aftermath_character_of_its_draft_colour():
    state = api.new_game({"seats": 1, "seed": 3, "mode": "solo", "map": "lockdown", "species": "night_stalkers",
                          "crew": "aftermath"})
    api.apply(state, normal_pick(state))
    assert state.pending.rule == "AFT-SEL-01"
    assert normal_pick(state).args[0] in AFTERMATH


@pytest.mark.rule("AFT-BH-01")
def test_the_bots_value_the_new_cards_in_hand_and_score_their_plays():
    state = lockdown("bounty_hunter")
    ch = state.characters[0]
    adult = put_intruder(state, "adult", ch.room, injuries=1)
    holding(state, 0, "bounty_hunter_finishing_blow")
    reask(state)
    r = read(api.bot_view(state, 0))
    assert worth.card_value(r, "bounty_hunter_finishing_blow") > worth.card_value(r, "bounty_hunter_demolition")
    score, why = card_score(context(r, needs(r), []), "bounty_hunter_finishing_blow", (str(adult.id),))
    assert score > 1.0 and "finishes off" in why


@pytest.mark.rule("AFT-BH-05")
def test_the_bot_takes_the_trophy_hunt_when_nobody_is_hurt_and_marks_the_most_wounded():
    state = on_ship("bounty_hunter", "captain", "scout")
    for ch in state.characters[1:]:
        ch.room = state.characters[0].room
    run_op(state, "aft_offer_contract", 0)
    assert normal_pick(state).args == ("aft_contract_trophy",)
    state.characters[2].light_wounds, state.characters[2].serious = 1, [sorted(api.content(state.config).wounds)[0]]
    state.pending = None
    run_op(state, "aft_offer_contract", 0)
    choice = normal_pick(state)
    assert choice.args == ("aft_contract_mark",)
    api.apply(state, choice)
    assert normal_pick(state).args == ("2",)


@pytest.mark.rule("AFT-GEN-01")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("map_id", ["lockdown", "nemesis_ship"])
def test_bot_games_with_aftermath_characters_finish_at_every_level(map_id, level):
    species = "night_stalkers" if map_id == "lockdown" else "intruders"
    state = api.new_game({"seats": 2, "seed": 19, "map": map_id, "species": species,
                          "characters": "android,bounty_hunter"})
    while state.pending is not None and state.decisions < 4000:
        seat = state.pending.seat
        thinks = seat == 0 and (level != "hard" or state.decisions < 12)  # the Hard bot's search is slow: a start
        api.apply(state, bots.bot_move(level if thinks else "normal", api.bot_view(state, seat), 19).choice)
    assert state.over and len(state.results) == 2
