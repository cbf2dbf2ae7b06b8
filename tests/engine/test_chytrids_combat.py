"""Attacking and killing the Chytrids (§3.5, §3.10-§3.12, §3.12b, SUM-06): a Sporeling loses a level per Damage and
is no Intruder, the Rotstalk's 1 card, the Necrocap's 2, the Queen's card plus the lowest visible Queen-board
number, Retreat, the Fire Damage step, and the Weaknesses that change these numbers."""

from __future__ import annotations

import pytest

from engine import api
from engine.rules.board import in_combat, intruders_in
from engine.species.chytrids.state import chytrids
from tests.engine.chytrid_helpers import (
    chytrid_facility,
    corridor_between,
    mycelium_in,
    queen_out,
    rotstalk_out,
    spore_in,
    sporeling_in,
)
from tests.engine.factories import entries, place, put_intruder, reask, set_hand, stack_attack, step, top
from tests.engine.lockdown_helpers import power

ROOM = "L016"  # Section S-02
GUN = "ld_pistol_1"
TARGET = f"sporeling@{ROOM}"


@pytest.fixture
def state():
    s = chytrid_facility(characters=["soldier"])
    power(s, S02=False)  # Darkness: a Shoot rolls the Combat die
    place(s, 0, ROOM)
    set_hand(s, 0, ["soldier_rest", "soldier_demolition", "soldier_search"])
    s.characters[0].weapons = {GUN: 3}
    return s


def reveal(state, effect: str) -> None:
    """A Weakness with this effect face up on the first slot, working for everyone (Knowledge high enough)."""
    from engine.maps.lockdown.state import lockdown_state

    card = next(c for c, d in api.content(state.config).weaknesses.items() if d.kind == effect)
    state.weaknesses["egg"] = card
    state.revealed_weaknesses = [card]
    lockdown_state(state).knowledge["0"] = 9


# --- Sporelings ---------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-SPL-11", "CHY-SPL-12", "CHY-SPL-13")
def test_a_sporeling_can_be_shot_or_hit_but_is_no_intruder_and_no_combat(state):
    sporeling_in(state, ROOM, "purple", 2)
    reask(state)
    offered = {(o.kind, o.args) for o in state.pending.options}
    assert ("shoot", (GUN, TARGET)) in offered and ("melee", (TARGET,)) in offered
    assert not in_combat(state, 0) and intruders_in(state, ROOM) == []


@pytest.mark.rule("CHY-SPL-14", "CHY-SPL-15", "SUM-06")
@pytest.mark.parametrize(("face", "level"), [("blank", 3), ("creeper", 2), ("adult", 2), ("single", 2), ("double", 1)])
def test_any_face_but_the_blank_hits_a_sporeling_a_double_by_two(state, script, face, level):
    sporeling_in(state, ROOM, "green", 3)
    script.rolls(face)
    log = step(state, "shoot", 0, GUN, TARGET)
    assert chytrids(state).sporeling_rooms[ROOM].level == level
    assert not [e for e in log if e.kind == "noise_roll"] and not state.stack  # a plain Shoot: no Noise roll


@pytest.mark.rule("CHY-SPL-16", "CHY-LAB-03")
def test_a_sporeling_shot_to_nothing_returns_to_the_lab_board(state, script):
    sporeling_in(state, ROOM, "green", 1)
    script.rolls("single")
    step(state, "shoot", 0, GUN, TARGET)
    assert ROOM not in chytrids(state).sporeling_rooms
    assert entries(state.log, "sporeling_returned")[-1].rule == "CHY-SPL-16"


@pytest.mark.rule("CHY-SPL-17")
def test_a_melee_miss_on_a_sporeling_costs_a_contamination_card_but_no_serious_wound(state, script):
    sporeling_in(state, ROOM, "green", 2)
    script.rolls("blank")
    log = step(state, "melee", 0, TARGET)
    ch = state.characters[0]
    assert entries(log, "contamination_gained") and not ch.serious
    assert chytrids(state).sporeling_rooms[ROOM].level == 2


@pytest.mark.rule("CHY-SPL-18", "CHY-EVT-02", "CHY-SPO-06", "CHY-MYC-03", "CHY-GEN-04")
def test_fire_lowers_a_sporeling_burns_a_spore_and_leaves_mycelium(state):
    sporeling_in(state, "L001", "green", 2)
    spore_in(state, "L002")
    mycelium_in(state, "L003")
    state.fire = ["L001", "L002", "L003"]
    step(state, "ev_fire")
    c = chytrids(state)
    assert c.sporeling_rooms["L001"].level == 1 and c.spore_rooms == [] and c.mycelium_rooms == ["L003"]


@pytest.mark.rule("CHY-EVT-02", "CHY-ROT-03")
def test_fire_damages_the_figures_with_their_kill_check(state):
    rotstalk = rotstalk_out(state, "L001")
    state.fire = ["L001"]
    stack_attack(state, "rot_bite_2")  # blood 2: one Damage survives
    step(state, "ev_fire")
    assert rotstalk.injuries == 1 and rotstalk in state.intruders


# --- Rotstalk, Necrocap ---------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-ROT-02", "CHY-ROT-03", "CHY-ROT-04", "CHY-GEN-01")
def test_a_rotstalk_puts_you_in_combat_draws_one_card_and_dies_to_its_blood(state, script):
    rotstalk = rotstalk_out(state, ROOM)
    assert in_combat(state, 0)
    stack_attack(state, "choking_tendrils_1")  # blood 2
    script.rolls("double")
    step(state, "shoot", 0, GUN, str(rotstalk.id))
    assert rotstalk not in state.intruders and "carcass" in state.objects[ROOM]
    assert chytrids(state).rotstalks_killed == 1
    check = entries(state.log, "injury_check")[-1]
    assert check.rule == "CHY-ROT-03" and check.args["blood"] == "2"


@pytest.mark.rule("CHY-NEC-06", "CHY-NEC-07")
def test_a_necrocap_draws_two_cards_and_adds_them(state, script):
    necrocap = put_intruder(state, "necrocap", ROOM, injuries=2)
    stack_attack(state, "choking_tendrils_1", "spore_lash_3")  # 2 + 2 = 4 > 3 Damage
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(necrocap.id))
    assert necrocap in state.intruders and necrocap.injuries == 3
    assert entries(state.log, "injury_check")[-1].args["blood"] == "2,2"
    stack_attack(state, "choking_tendrils_1", "spore_lash_3")  # 4 <= 4 Damage
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(necrocap.id))
    assert necrocap not in state.intruders and "carcass" in state.objects[ROOM]


@pytest.mark.rule("CHY-NEC-06")
def test_brittle_caps_make_a_necrocap_draw_one_card(state, script):
    reveal(state, "brittle_caps")
    necrocap = put_intruder(state, "necrocap", ROOM, injuries=1)
    stack_attack(state, "choking_tendrils_1", "spore_lash_3")
    script.rolls("single")
    state.current_seat = 0
    step(state, "shoot", 0, GUN, str(necrocap.id))
    assert necrocap not in state.intruders


# --- the Queen and her board ----------------------------------------------------------------------------------

@pytest.mark.rule("CHY-QN-07", "CHY-QB-05", "CHY-QB-02", "CHY-QN-11", "ERR-01")
def test_the_queen_dies_when_her_damage_reaches_card_blood_plus_the_lowest_visible_board_number(state, script):
    c = chytrids(state)
    c.ring = [False, False, False, True, True, True, True, True]  # spaces 1-3 (4, 4, 3) visible, and her 4
    queen = queen_out(state, ROOM, injuries=5)
    stack_attack(state, "spore_lash_2")  # blood 4: 4 + 3 = 7
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(queen.id))
    assert queen in state.intruders and queen.injuries == 6
    assert entries(state.log, "queen_threshold")[-1].args["total"] == 7
    stack_attack(state, "spore_lash_2")
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(queen.id))
    assert queen not in state.intruders


@pytest.mark.rule("CHY-QN-08", "CHY-QB-07", "CHY-QB-01")
def test_the_more_rotstalks_on_her_board_the_harder_the_queen_dies(state):
    from engine.species.chytrids.queen_board import lowest_visible

    c = chytrids(state)
    queen_out(state, ROOM)
    assert lowest_visible(state) == 4  # all 8 home: only her own space shows
    c.ring = [False] * 6 + [True, True]
    assert lowest_visible(state) == 2
    c.ring = [False] * 8
    assert lowest_visible(state) == 1


@pytest.mark.rule("CHY-QN-09", "CHY-QB-06", "CHY-QN-10")
def test_the_dead_queen_leaves_a_carcass_and_a_damage_marker_on_her_board(state, script):
    queen = queen_out(state, ROOM, injuries=12)
    stack_attack(state, "choking_tendrils_1")
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(queen.id))
    assert chytrids(state).queen_killed and "carcass" in state.objects[ROOM]
    track = next(t for t in api.board_look(api.view(state, 0)).tracks if t.key == ("track", "queen_board"))
    assert track.text == "dead" and track.spots[0].text == "X"


@pytest.mark.rule("CHY-QN-07")
def test_exposed_heart_lowers_her_board_number_by_one(state, script):
    reveal(state, "exposed_heart")
    state.current_seat = 0
    queen = queen_out(state, ROOM, injuries=5)  # blood 3 + (4 - 1) = 6
    stack_attack(state, "choking_tendrils_3")
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(queen.id))
    assert queen not in state.intruders


# --- Retreat (GAP-CHY-08) -------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-NEC-04", "CHY-NEC-09", "CHY-DOOR-01")
def test_a_retreating_necrocap_breaks_a_closed_door_and_stays(state, script):
    necrocap = put_intruder(state, "necrocap", ROOM)  # L016: 4 -> L017
    state.doors[corridor_between(state, ROOM, "L017")] = "closed"
    stack_attack(state, "recoil_1", "spore_lash_1")
    top(state.event_deck, "overload")  # number 4
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(necrocap.id))
    assert necrocap.room == ROOM and state.doors[corridor_between(state, ROOM, "L017")] == "destroyed"
    assert entries(state.log, "retreat")


@pytest.mark.rule("CHY-NEC-09")
def test_a_retreating_necrocap_ignores_the_growth_check(state, script):
    necrocap = put_intruder(state, "necrocap", ROOM)
    stack_attack(state, "recoil_1", "spore_lash_1")
    top(state.event_deck, "overload")
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(necrocap.id))
    assert necrocap.room == "L017" and "L017" not in chytrids(state).spore_rooms


@pytest.mark.rule("CHY-ROT-05", "CHY-TECH-01")
def test_a_rotstalk_retreating_into_the_technical_corridors_goes_home(state, script):
    place(state, 0, "L015")
    rotstalk = rotstalk_out(state, "L015")  # L015: 1 -> Technical Corridors
    stack_attack(state, "recoil_2")
    top(state.event_deck, "cooling_system_leak")  # number 1
    script.rolls("single")
    step(state, "shoot", 0, GUN, str(rotstalk.id))
    assert rotstalk not in state.intruders and all(chytrids(state).ring)


# --- Weaknesses -----------------------------------------------------------------------------------------------

@pytest.mark.rule("CHY-SPL-15")
def test_fragile_hyphae_cut_a_sporeling_one_level_more(state, script):
    reveal(state, "fragile_hyphae")
    state.current_seat = 0
    sporeling_in(state, ROOM, "purple", 3)
    script.rolls("single")
    step(state, "shoot", 0, GUN, TARGET)
    assert chytrids(state).sporeling_rooms[ROOM].level == 1


@pytest.mark.rule("CHY-EVT-02", "CHY-GEN-04")
def test_fire_vulnerability_burns_two_levels_off_a_sporeling(state):
    reveal(state, "fire_vulnerability")
    sporeling_in(state, "L001", "purple", 3)
    state.fire = ["L001"]
    step(state, "ev_fire")
    assert chytrids(state).sporeling_rooms["L001"].level == 1




@pytest.mark.rule("CHY-MYC-03", "CHY-SPO-06", "CHY-LAB-03")
def test_a_vented_room_loses_its_figures_its_sporeling_and_spore_but_keeps_its_mycelium(state):
    from engine.catalog import cat
    from engine.maps.lockdown.rooms import venting_check
    from engine.maps.lockdown.state import lockdown_state

    def vent(room: str) -> None:
        for corridor in cat(state).room_corridors[room]:
            state.doors[corridor] = "closed"
        lockdown_state(state).venting = room
        venting_check(state)

    place(state, 0, "L025")
    sporeling_in(state, "L017", "green", 3)
    rotstalk = rotstalk_out(state, "L017")
    spore_in(state, "L004")
    mycelium_in(state, "L006")
    for room in ("L017", "L004", "L006"):
        vent(room)
    c = chytrids(state)
    assert rotstalk not in state.intruders and "L017" not in c.sporeling_rooms and c.spore_rooms == []
    assert c.mycelium_rooms == ["L006"]
