"""Contamination with the Carnomorphs: an INFECTED card found by a scan puts a Mutation marker on the character
board where the base game puts a Larva (a Mutation card first, for a character without one), the Antidote and
the Surgery take the Mutation card away but never the markers, and the markers stay to the end."""

from __future__ import annotations

import pytest

from engine import api
from engine.plugin_state import has_part
from engine.species.carnomorphs.state import carno, carno_view
from engine.species.intruders.state import KEY as INTRUDERS
from engine.state import State
from tests.engine.factories import act, choose, reask, set_hand
from tests.engine.item_helpers import game, give
from tests.engine.room_helpers import use_room

CANTEEN, SURGERY = "R06", "R02"


def crew() -> State:
    state = game("soldier", "scout", room=CANTEEN, seed=3, species="carnomorphs")
    state.first_intruder_seen = True
    return state


def contamination(state: State, infected: bool) -> list[str]:
    card = next(c for c in state.contamination_deck if (c in state.infected) == infected)
    state.contamination_deck.remove(card)
    return [card]


def rest(state: State, hand: list[str]) -> list:
    set_hand(state, 0, ["soldier_rest", "soldier_search_1", *hand])
    reask(state, 0)
    return act(state, "card", "soldier_rest")


def hold(state: State, seat: int, card: str = "bone_spurs", markers: int = 0) -> None:
    c = carno(state)
    if card in c.mutation_deck:
        c.mutation_deck.remove(card)
    c.held[seat], c.mutation_markers[seat] = card, markers


@pytest.mark.rule("CARN-CONT-01", "CARN-MUTM-01", "CARN-MUTM-03", "CARN-MUT-01", "CARN-SYM-05")
def test_an_infected_card_found_while_resting_puts_a_mutation_marker_on_the_board_never_a_larva():
    state = crew()
    hold(state, 0)
    infected = contamination(state, infected=True)

    rest(state, infected)

    assert carno(state).mutation_markers == [1, 0]
    assert state.intruders == [] and infected[0] in state.characters[0].hand  # INFECTED cards stay in hand
    assert not has_part(api.view(state, 0), INTRUDERS)  # no Larva board at all


@pytest.mark.rule("CARN-CONT-02", "CARN-MUTM-02", "CARN-MUTC-01", "CARN-MUTC-02", "CARN-MUTC-03")
def test_without_a_mutation_card_the_infected_scan_draws_two_and_the_player_keeps_one_face_down():
    state = crew()
    deck_before = len(carno(state).mutation_deck)
    rest(state, contamination(state, infected=True))

    assert (state.pending.kind, state.pending.seat) == ("choose_option", 0)
    offered = [o.args[0] for o in state.pending.options]
    assert len(offered) == 2 and all(o.kind == "keep" for o in state.pending.options)
    assert api.view(state, 1).decision.options == ()  # the other player sees no card
    choose(state, "keep", offered[1])

    c = carno(state)
    assert c.held[0] == offered[1] and c.mutation_markers == [0, 0]  # a card instead of a marker
    assert offered[0] in c.mutation_deck and len(c.mutation_deck) == deck_before - 1
    assert carno_view(api.view(state, 1)).held[0] == "hidden"  # face down for the others
    assert carno_view(api.view(state, 0)).held[0] == offered[1]  # its holder knows it


@pytest.mark.rule("CARN-CONT-03", "CARN-CONT-01")
def test_clean_cards_found_by_a_scan_still_leave_the_game_as_in_the_base_game():
    state = crew()
    hold(state, 0)
    clean = contamination(state, infected=False)

    rest(state, clean)

    assert state.contamination_removed == clean and carno(state).mutation_markers == [0, 0]
    assert state.characters[0].hand == ["soldier_search_1"]


@pytest.mark.rule("CARN-MUTC-06", "CARN-MUTM-05", "CARN-MUTM-06")
def test_the_antidote_takes_the_mutation_card_away_but_the_markers_stay():
    state = crew()
    hold(state, 0, "chitin_plates", markers=2)
    give(state, 0, "antidote_1")
    reask(state, 0)

    act(state, "item", "antidote_1")

    c = carno(state)
    assert c.held[0] == "" and c.mutation_markers[0] == 2
    assert "chitin_plates" in c.mutation_deck


@pytest.mark.rule("CARN-MUTC-06", "CARN-MUTM-06")
def test_the_surgery_takes_the_mutation_card_away_and_a_later_scan_draws_a_new_card_not_a_marker():
    state = crew()
    hold(state, 0, "bone_spurs", markers=1)

    use_room(state, 0, SURGERY)

    c = carno(state)
    assert c.held[0] == "" and c.mutation_markers[0] == 1
    state.characters[0].passed = False
    rest(state, contamination(state, infected=True))
    assert state.pending.kind == "choose_option" and c.mutation_markers[0] == 1  # a card to choose, no marker


@pytest.mark.rule("CARN-MUTM-04", "CARN-MUTM-05")
def test_the_fourth_marker_from_a_scan_kills_and_leaves_a_shambler_with_the_corpse():
    state = crew()
    hold(state, 0, markers=3)

    rest(state, contamination(state, infected=True))

    ch = state.characters[0]
    assert ch.status == "dead" and carno(state).mutation_markers[0] == 4
    assert [i.kind for i in state.intruders] == ["shambler"] and state.intruders[0].room == CANTEEN
    assert "corpse_0" in state.objects[CANTEEN]
