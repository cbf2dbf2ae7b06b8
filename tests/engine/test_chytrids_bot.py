"""What the crew bots make of the Chytrids (engine/species/chytrids/bot.py): they cut a Sporeling back when it is
cheap (a shot rather than a melee that draws a Contamination card), worth more as the Mycelium runs out; they
fear a room with a Necrocap or the Queen more than one with a Rotstalk; fire thrown into growth is worth more;
a Spore on the board counts as something inside them."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots
from engine.ai.heuristics import read, room_threat
from engine.ai.knowledge import species_knowledge
from engine.species.chytrids.state import chytrids
from tests.engine.chytrid_helpers import chytrid_facility, mycelium_in, queen_out, rotstalk_out, sporeling_in
from tests.engine.factories import place, put_intruder, reask, set_hand


def context_for(view):
    """The Normal bot's scoring context of a view (engine/ai/normal.py builds it so)."""
    from engine.ai.goals import needs, plan
    from engine.ai.scoring import context

    r = read(view)
    n = needs(r)
    return context(r, n, plan(r, n), view.decision.options)

ROOM = "L016"
HAND = ["soldier_rest", "soldier_demolition", "soldier_search", "soldier_reload", "soldier_order"]


def soldier(weapon: bool = True):
    state = chytrid_facility(characters=["soldier"])
    place(state, 0, ROOM)
    set_hand(state, 0, HAND)
    state.characters[0].weapons = {"ld_pistol_1": 3} if weapon else {}
    return state


@pytest.mark.rule("CHY-SPL-11", "CHY-SPL-17")
def test_the_normal_bot_shoots_a_grown_sporeling_rather_than_hit_it_bare_handed():
    state = soldier()
    sporeling_in(state, ROOM, "green", 3)
    reask(state)
    move = bots.bot_move("normal", api.bot_view(state, 0), 3)
    assert move.choice == api.Choice("shoot", ("ld_pistol_1", f"sporeling@{ROOM}"))
    assert "Sporeling" in move.reason


@pytest.mark.rule("CHY-MYC-05", "CHY-SPL-11")
def test_a_sporeling_is_worth_more_the_fewer_mycelium_markers_are_left():
    from engine.ai.scoring import score_shot

    state = soldier()
    sporeling_in(state, ROOM, "purple", 2)
    reask(state)
    early = score_shot(context_for(api.bot_view(state, 0)), "ld_pistol_1", f"sporeling@{ROOM}")[0]
    mycelium_in(state, "L001", "L002", "L003", "L004", "L005", "L006")
    late = score_shot(context_for(api.bot_view(state, 0)), "ld_pistol_1", f"sporeling@{ROOM}")[0]
    melee = score_shot(context_for(api.bot_view(state, 0)), "", f"sporeling@{ROOM}", melee=True)[0]
    assert late > early > 0 and melee < late


@pytest.mark.rule("CHY-NEC-01", "CHY-QN-01", "CHY-ROT-01")
def test_a_necrocap_or_the_queen_is_feared_more_than_a_rotstalk():
    state = soldier()
    rotstalk_out(state, "L001")
    put_intruder(state, "necrocap", "L004")
    queen_out(state, "L006")
    reading = read(api.bot_view(state, 0))
    rotstalk = room_threat(reading, "L001")
    assert room_threat(reading, "L006") > rotstalk * 1.15 and room_threat(reading, "L004") > rotstalk * 1.15 > 0


@pytest.mark.rule("CHY-GEN-04", "CHY-CON-01")
def test_fire_into_growth_is_worth_more_and_a_spore_on_the_board_is_carried():
    state = soldier()
    sporeling_in(state, "L001")
    chytrids(state).spore_boards = [0]
    knowledge = species_knowledge(state)
    assert knowledge.carrying(state, 0) and not knowledge.carrying(state, 1)
    reask(state)
    ctx = context_for(api.bot_view(state, 0))
    assert knowledge.throw_bonus(ctx, "L001") > knowledge.throw_bonus(ctx, "L002")
