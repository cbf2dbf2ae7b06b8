"""Spores on character boards (§3.16): a Spore where a Larva would settle, a second one kills with a Sporeling
beside the Corpse, a supply run dry frees a room's Spore, Surgery and the end-of-game check treat the Spore as a
Larva; and the Attack cards that put Spores on boards or in rooms."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.species.chytrids.state import chytrids, spores_left
from tests.engine.chytrid_helpers import chytrid_facility, rotstalk_out, spore_in
from tests.engine.factories import entries, stack_attack, step
from tests.engine.lockdown_helpers import power

ROOM = "L016"


@pytest.fixture
def state():
    s = chytrid_facility(seats=2)
    s.characters[0].room = ROOM
    return s


def infected(state, seat: int = 0) -> None:
    hooks.get(state, hooks.Hook.INFECTION)(state, state.characters[seat], True, "LD-CONTAM-03")


@pytest.mark.rule("CHY-CON-01", "CHY-SPO-08", "ERR-06")
def test_an_infected_card_settles_a_spore_on_the_board_instead_of_a_larva(state):
    infected(state)
    assert chytrids(state).spore_boards == [0] and spores_left(state) == 14
    marks = api.board_look(api.view(state, 1)).marks
    assert any(m.seat == 0 and "SPORE" in m.text and "CHY-CON-02" in m.hint for m in marks)


@pytest.mark.rule("CHY-CON-02")
def test_a_second_spore_kills_and_a_sporeling_grows_beside_the_corpse(state):
    infected(state)
    infected(state)
    ch = state.characters[0]
    assert ch.status == "dead" and "corpse_0" in state.objects[ROOM]
    assert ROOM in chytrids(state).sporeling_rooms and chytrids(state).spore_boards == []
    assert entries(state.log, "character_dead")[-1].args["cause"] == "spores"


@pytest.mark.rule("CHY-CON-03")
def test_with_no_spore_left_the_lowest_numbered_rooms_spore_sprouts_to_free_one(state):
    rooms = ["L001", "L002", "L003", "L004", "L005", "L006", "L007", "L008", "L009", "L010", "L011", "L012", "L013",
             "L014", "L015"]
    spore_in(state, *rooms)
    infected(state)
    c = chytrids(state)
    assert "L001" in c.sporeling_rooms and "L001" not in c.spore_rooms and c.spore_boards == [0]


@pytest.mark.rule("CHY-CON-04")
def test_surgery_or_the_neutralizer_takes_the_spore_off_back_to_the_supply(state):
    infected(state)
    for cleanse in hooks.collect(state, hooks.Hook.CLEANSE):
        cleanse(state, state.characters[0], "LD-ROOM-17")
    assert chytrids(state).spore_boards == [] and spores_left(state) == 15


@pytest.mark.rule("CHY-CON-04")
def test_the_end_check_draws_four_cards_for_a_spore_carrier(state):
    infected(state)
    ch = state.characters[0]
    ch.hand, ch.deck, ch.discard = ["a", "b", "c", "d", "e", "f"], [], []
    hooks.get(state, hooks.Hook.SURVIVOR_CHECK)(state, ch)
    draw = entries(state.log, "spore_check_draw")[-1]
    assert draw.args["drawn"] == 4 and draw.args["spore"] == 1 and ch.status != "dead"


@pytest.mark.rule("CHY-CON-01", "CHY-SPO-08")
def test_a_cap_burst_settles_a_spore_and_a_contamination_card(state):
    necrocap = rotstalk_out(state, ROOM)
    necrocap.kind = "necrocap"
    stack_attack(state, "cap_burst_1")
    step(state, "intruder_attack", necrocap.id, 0, "event")
    assert chytrids(state).spore_boards == [0] and entries(state.log, "contamination_gained")


@pytest.mark.rule("CHY-NEM-16", "CHY-SPO-01")
def test_an_attack_cards_darkness_part_works_only_in_darkness(state):
    rotstalk = rotstalk_out(state, ROOM)
    stack_attack(state, "spore_lash_1")
    step(state, "intruder_attack", rotstalk.id, 0, "event")
    assert chytrids(state).spore_boards == []
    power(state, S02=False)
    stack_attack(state, "spore_lash_2")
    step(state, "intruder_attack", rotstalk.id, 0, "event")
    assert chytrids(state).spore_boards == [0] and entries(state.log, "attack_dark_part")
