"""The Chytrid Event card, Event step 9 (§3.13, SUM-02): 9A spreading and moves, symbol by symbol from the left,
once per number; 9B growth; 9C the effect. Each test stacks one card on the Event deck and runs the step."""

from __future__ import annotations

import pytest

from engine.species.chytrids.state import chytrids
from tests.engine.chytrid_helpers import (
    chytrid_facility,
    corridor_between,
    lab_levels,
    mycelium_in,
    queen_out,
    rotstalk_out,
    spore_in,
    sporeling_in,
)
from tests.engine.factories import entries, put_intruder, set_bag, step, top

FAR = "L025"  # the Isolation Room: the crew waits there, out of the way


@pytest.fixture
def state():
    s = chytrid_facility()
    s.characters[0].room = FAR
    return s


def event(state, card: str) -> list:
    top(state.event_deck, card)
    return step(state, "ev_event_card")


# --- 9A: spreading ------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-SPREAD-01", "CHY-MYC-06", "CHY-EVT-04", "CHY-EVT-07")
def test_every_sporeling_and_mycelium_spreads_a_spore_through_the_card_number(state):
    sporeling_in(state, "L004")  # corridor 2 of L004 leads to L001
    mycelium_in(state, "L006")  # corridor 2 of L006 leads to L009
    event(state, "fungal_explosion")  # number 2, spread, then purple growth
    assert {"L001", "L009"} <= set(chytrids(state).spore_rooms)


@pytest.mark.rule("CHY-SPREAD-02", "CHY-SPREAD-01")
def test_spreading_onto_a_spore_makes_a_sporeling_and_never_onto_growth(state):
    sporeling_in(state, "L004", "green")
    spore_in(state, "L001")
    mycelium_in(state, "L009")
    mycelium_in(state, "L006")  # spreads into L009, which has Mycelium already: nothing
    event(state, "fungal_explosion")
    c = chytrids(state)
    assert "L001" in c.sporeling_rooms and "L001" not in c.spore_rooms and "L009" not in c.spore_rooms


@pytest.mark.rule("CHY-SPREAD-03", "CHY-SPO-04", "CHY-EVT-03", "CHY-DOOR-01")
def test_spreading_through_a_closed_door_destroys_it_and_passes_nothing(state):
    sporeling_in(state, "L004")
    door = corridor_between(state, "L004", "L001")
    state.doors[door] = "closed"
    event(state, "fungal_explosion")
    assert state.doors[door] == "destroyed" and "L001" not in chytrids(state).spore_rooms


@pytest.mark.rule("CHY-SPREAD-01", "CHY-EVT-10")
def test_sporelings_born_during_a_spread_do_not_spread_in_it(state):
    sporeling_in(state, "L002")  # number 2 of L002 leads to L005
    spore_in(state, "L005")  # the spread makes a Sporeling there; L005's number 2 leads back to L002 only
    sporeling_in(state, "L016")  # L016's 2 leads to L014; L014's 2 would lead to L016
    event(state, "fungal_explosion")
    assert "L005" in chytrids(state).sporeling_rooms and "L014" in chytrids(state).spore_rooms
    assert entries(state.log, "spreading")[-1].args["count"] == 2


# --- 9A: the figures ------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-ROT-01", "CHY-ROT-09", "CHY-EVT-04")
def test_rotstalks_move_through_the_number_those_in_combat_stay(state):
    free = rotstalk_out(state, "L002")  # number 1 of L002 leads to L001
    held = rotstalk_out(state, "L013")
    state.characters[0].room = "L013"
    event(state, "cooling_system_leak")  # number 1, Rotstalk symbol
    assert free.room == "L001" and held.room == "L013"


@pytest.mark.rule("CHY-ROT-09", "CHY-DOOR-01")
def test_a_closed_door_in_a_rotstalks_way_is_destroyed_and_it_stays(state):
    rotstalk = rotstalk_out(state, "L002")
    door = corridor_between(state, "L002", "L001")
    state.doors[door] = "closed"
    event(state, "cooling_system_leak")
    assert rotstalk.room == "L002" and state.doors[door] == "destroyed"


@pytest.mark.rule("CHY-TECH-01", "CHY-ROT-05", "CHY-QB-04")
def test_a_rotstalk_into_the_technical_corridors_goes_back_to_the_queen_board_and_a_set_aside_token_to_the_bag(state):
    c = chytrids(state)
    c.ring = [False, False, True, True, True, True, True, True]
    put_intruder(state, "rotstalk", "L015")  # L015: 1 -> Technical Corridors
    rotstalk_out(state, "L020")
    set_bag(state, "blank_1")
    state.supply = ["rotstalk_1", "chytrid_queen_1"]
    event(state, "cooling_system_leak")
    assert not any(i.room == "L015" for i in state.intruders)
    assert c.ring[:3] == [False, False, True]  # the lowest-value free space: 3 (number 3), not 1 or 2 (number 4)
    assert "rotstalk_1" in state.bag and state.supply == ["chytrid_queen_1"]


@pytest.mark.rule("CHY-NEC-03", "CHY-NEC-01", "ERR-08")
def test_a_necrocap_moves_only_into_growth_else_it_stays_and_sends_a_spore(state):
    into = put_intruder(state, "necrocap", "L006")  # number 4 of L006 leads to L003
    sporeling_in(state, "L003")
    stays = put_intruder(state, "necrocap", "L004")  # number 4 of L004 leads to L005
    event(state, "quiet_growth")  # number 4, Necrocap symbol
    assert into.room == "L003" and stays.room == "L004" and "L005" in chytrids(state).spore_rooms


@pytest.mark.rule("CHY-NEC-05", "CHY-TECH-02", "ERR-05")
def test_a_necrocap_never_enters_the_technical_corridors(state):
    necrocap = put_intruder(state, "necrocap", "L007")  # L007: 4 -> Technical Corridors
    event(state, "quiet_growth")
    assert necrocap.room == "L007" and necrocap in state.intruders


@pytest.mark.rule("CHY-NEC-04", "CHY-EVT-03")
def test_a_closed_door_on_a_necrocaps_way_is_destroyed_and_it_stays(state):
    necrocap = put_intruder(state, "necrocap", "L006")
    sporeling_in(state, "L003")
    state.doors[corridor_between(state, "L006", "L003")] = "closed"
    event(state, "quiet_growth")
    assert necrocap.room == "L006" and state.doors[corridor_between(state, "L006", "L003")] == "destroyed"


@pytest.mark.rule("CHY-QN-04", "CHY-QN-05", "CHY-QN-06", "CHY-QN-01")
def test_the_queen_moves_into_growth_else_stays_with_a_spore_sent(state):
    queen = queen_out(state, "L001")  # Foul Air: number 3; L001's 3 is the Technical Corridors
    event(state, "foul_air")
    assert queen.room == "L001" and entries(state.log, "stays_out_of_ducts")
    queen.room = "L002"  # L002's 3 leads to L003
    event(state, "foul_air")
    assert queen.room == "L002" and "L003" in chytrids(state).spore_rooms
    sporeling_in(state, "L003")
    chytrids(state).spore_rooms = []
    state.doors[corridor_between(state, "L002", "L003")] = "closed"
    event(state, "foul_air")
    assert queen.room == "L002" and state.doors[corridor_between(state, "L002", "L003")] == "destroyed"
    event(state, "foul_air")
    assert queen.room == "L003"


@pytest.mark.rule("CHY-EVT-09")
def test_a_figure_in_combat_does_not_move(state):
    queen = queen_out(state, "L002")
    sporeling_in(state, "L003")
    state.characters[0].room = "L002"
    event(state, "foul_air")
    assert queen.room == "L002"


@pytest.mark.rule("CHY-EVT-05", "CHY-EVT-06", "SUM-02")
def test_two_numbers_run_the_whole_step_twice_left_number_first(state):
    rotstalk = rotstalk_out(state, "L002")  # Stalk March: 3 then 1; L002 -3-> L003 -1-> L007
    event(state, "stalk_march")
    assert rotstalk.room == "L007"
    assert [e.args["number"] for e in entries(state.log, "event_number")][-2:] == [3, 1]


@pytest.mark.rule("CHY-EVT-06")
def test_symbols_resolve_from_the_left(state):
    # Mould Bloom: spread then Rotstalk, number 3. The Rotstalk leaves L003 after the spread, so its
    # Sporeling spreads from the room the Rotstalk stood in, and the Rotstalk is gone when Spores land
    sporeling_in(state, "L003")  # L003 3 -> L002
    rotstalk = rotstalk_out(state, "L003")
    event(state, "mould_bloom")
    kinds = [e.kind for e in state.log]
    assert kinds.index("spore_placed") < kinds.index("intruder_moved") and rotstalk.room == "L002"


# --- 9B: growth -----------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-GROW-02", "CHY-GROW-03", "CHY-GROW-01", "CHY-EVT-07")
def test_a_colour_symbol_grows_only_the_sporelings_of_that_colour(state):
    sporeling_in(state, "L001", "purple", 1)
    sporeling_in(state, "L003", "green", 1)
    event(state, "overload")  # one purple symbol
    c = chytrids(state)
    assert c.sporeling_rooms["L001"].level == 2 and c.sporeling_rooms["L003"].level == 1


@pytest.mark.rule("CHY-GROW-05", "CHY-GROW-06", "CHY-GROW-10")
def test_a_colour_twice_grows_twice_in_ascending_room_number(state):
    sporeling_in(state, "L007", "purple", 1)
    sporeling_in(state, "L001", "purple", 2)  # grows to 3, then to Mycelium in the second pass
    event(state, "foul_air")  # purple twice
    c = chytrids(state)
    assert c.sporeling_rooms["L007"].level == 3 and "L001" in c.mycelium_rooms
    grew = [e.args["room"] for e in entries(state.log, "sporeling_grew")]
    assert grew[:2] == ["L001", "L007"]
    assert lab_levels(state).count("P1") == 4  # the one that became Mycelium is back at level 1, not grown again


@pytest.mark.rule("CHY-EVT-08", "CHY-EVT-01")
def test_the_effect_comes_after_movement_and_growth_then_the_card_is_discarded(state):
    sporeling_in(state, "L004", "purple", 1)
    event(state, "fungal_explosion")
    kinds = [e.kind for e in state.log]
    assert kinds.index("spreading") < kinds.index("growth") < kinds.index("lab_sporeling_grew")
    assert "fungal_explosion" in state.event_discard


# --- 9C: the effects ------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-GROW-07", "CHY-NEM-15")
def test_fungal_explosion_grows_the_two_leftmost_lab_sporelings(state):
    event(state, "fungal_explosion")
    assert lab_levels(state)[:3] == ["P2", "G2", "P1"]


@pytest.mark.rule("CHY-NEM-15", "ERR-10")
def test_cooling_system_leak_malfunctions_the_cooling_system_then_starts_the_countdown(state):
    from engine.maps.lockdown.state import lockdown_state

    cooling = next(r for r, t in state.tiles.items() if t == "ld_cooling_system")
    event(state, "cooling_system_leak")
    assert cooling in state.malfunction and lockdown_state(state).autodestruction < 0
    event(state, "cooling_system_leak")
    assert lockdown_state(state).autodestruction >= 0


@pytest.mark.rule("CHY-NEM-15")
def test_fire_in_the_recesses_burns_the_cargo_rooms(state):
    event(state, "fire_in_the_recesses")
    css = [r for r, t in state.tiles.items() if t in ("ld_css_a", "ld_css_b")]
    assert css and all(r in state.fire for r in css)


@pytest.mark.rule("CHY-NEM-16")
def test_spore_drift_reaches_characters_in_darkness_only(state):
    from tests.engine.lockdown_helpers import power

    state.characters[0].room = "L001"  # S-01
    event(state, "spore_drift")
    assert "L001" not in chytrids(state).spore_rooms
    power(state, S01=False)
    event(state, "spore_drift")
    assert "L001" in chytrids(state).spore_rooms


@pytest.mark.rule("CHY-SPO-06")
def test_air_scrubbers_clear_spores_only_where_the_power_is_on(state):
    from tests.engine.lockdown_helpers import power

    spore_in(state, "L001", "L021")
    power(state, S03=False)
    event(state, "air_scrubbers")
    assert chytrids(state).spore_rooms == ["L021"]


@pytest.mark.rule("CHY-SPL-04")
def test_spore_storm_sprouts_every_spore_then_leaves_the_game(state):
    spore_in(state, "L001", "L021")
    event(state, "spore_storm")
    c = chytrids(state)
    assert c.spore_rooms == [] and {"L001", "L021"} <= set(c.sporeling_rooms)
    assert "spore_storm" in state.event_removed


@pytest.mark.rule("CHY-SPREAD-01")
def test_creeping_hyphae_break_the_doors_of_mycelium_rooms(state):
    mycelium_in(state, "L001")
    door = corridor_between(state, "L001", "L002")
    state.doors[door] = "closed"
    event(state, "creeping_hyphae")
    assert state.doors[door] == "destroyed"


@pytest.mark.rule("CHY-EVT-01", "CHY-EVT-08")
def test_every_card_of_the_deck_resolves_in_a_facility_with_growth():
    """Each Event card's step 9 runs end to end on a board with growth and every figure out (no exception, the
    card leaves the deck)."""
    for card in sorted(chytrid_facility().event_deck):
        state = chytrid_facility()
        state.characters[0].room = FAR
        sporeling_in(state, "L004", "green", 2)
        mycelium_in(state, "L006")
        rotstalk_out(state, "L002")
        put_intruder(state, "necrocap", "L006")
        queen_out(state, "L004")
        event(state, card)
        assert card not in state.event_deck and not state.over
