"""Room actions of the room tiles (PUB-ROOM-01..11, T2; PUB-SIGNAL, PUB-WEAK, PUB-NEST-02, PUB-DOOR-06,
PUB-FIRE-09, PUB-WOUND-04/05, PUB-SLIME-03, PUB-MALF-02)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.content.loader import TECH
from engine.maps.nemesis_ship.state import ship_state, signalled
from engine.rules.board import corridors_of
from engine.species.intruders.state import hive
from engine.species.intruders.weakness import has_weakness, weakness_slot
from tests.engine.factories import act, choose, entries, make_game, place, put_intruder, reask, run_op, step, top
from tests.engine.room_helpers import crew, quiet, room_options, use_room
from tests.engine.ship_helpers import NEST

COMMS, LAB, EMERGENCY, FIRE_CONTROL, SURGERY = "R13", "R05", "R16", "R17", "R02"
AIRLOCK = "R14"  # Airlock Control laid over the Cabins: neighbours R11, R13 (Comms, yellow), R17 (Fire Control)


# --- PUB-ROOM-01..04: the tiles ------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ROOM-01")
def test_every_basic_room_five_additional_rooms_and_the_five_special_rooms_are_in_play():
    state = make_game(seats=2, seed=5)
    tiles = cat(state).tiles
    placed = list(state.tiles.values())

    assert sorted(t for t in placed if tiles[t].set == 1) == sorted(t for t in tiles if tiles[t].set == 1)
    assert len([t for t in placed if tiles[t].set == 1]) == 11
    assert len([t for t in placed if tiles[t].set == 2]) == 5
    assert sorted(t for t in placed if tiles[t].set == 0) == ["cockpit", "engine_1", "engine_2", "engine_3",
                                                               "hibernatorium"]


@pytest.mark.rule("PUB-ROOM-02")
def test_a_room_action_costs_two_cards_and_is_offered_only_in_that_room():
    state = crew()
    place(state, 0, COMMS)
    reask(state)
    offered = {o.args[0] for o in state.pending.options if o.kind == "room"}
    before = len(state.characters[0].hand)

    act(state, "room", COMMS)

    assert offered == {COMMS}
    assert len(state.characters[0].hand) == before - 2 and signalled(state, 0)


@pytest.mark.rule("PUB-ROOM-02")
def test_no_room_action_in_combat_or_with_a_malfunction():
    state = crew()
    put_intruder(state, "larva", COMMS)
    in_combat = room_options(state, 0, COMMS)
    state.intruders = []
    state.malfunction = [COMMS]

    assert in_combat == [] and room_options(state, 0, COMMS) == []


@pytest.mark.rule("PUB-ROOM-03", "PUB-COORD-05")
def test_the_computer_rooms_are_the_seven_named_tiles_and_not_the_cockpit():
    tiles = cat(make_game()).tiles

    assert sorted(t for t in tiles if tiles[t].computer) == [
        "command_center", "comms_room", "engine_control", "fire_control", "generator", "laboratory",
        "monitoring_room"]


@pytest.mark.rule("PUB-ROOM-04")
def test_special_rooms_start_explored_cannot_be_searched_but_take_fire_and_malfunctions():
    state = make_game(seats=1, seed=3)
    specials = [r for r, t in state.tiles.items() if cat(state).tiles[t].set == 0]
    explored = all(state.explored[r] for r in specials)
    searchable = [r for r in specials if cat(state).tiles[state.tiles[r]].searchable]
    from engine.effects import place_fire, place_malfunction

    place_fire(state, "R01", "PUB-FIRE-01")
    place_malfunction(state, "R11", "PUB-MALF-05")

    assert explored and searchable == []
    assert "R01" in state.fire and "R11" in state.malfunction


# --- PUB-SIGNAL -----------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SIGNAL-01")
def test_the_comms_room_sends_one_signal_per_character():
    state = crew()
    log = use_room(state, 0, COMMS)

    assert signalled(state, 0)
    assert [e.rule for e in entries(log, "signal_sent")] == ["PUB-SIGNAL-01"]
    assert room_options(state, 0, COMMS) == []


@pytest.mark.rule("PUB-SIGNAL-02")
def test_anyone_may_send_a_signal_whatever_the_others_did():
    state = crew(seats=2)
    use_room(state, 0, COMMS)

    assert room_options(state, 1, COMMS) == [()]
    use_room(state, 1, COMMS)
    assert signalled(state, 1)


# --- Emergency Room, Canteen, Shower --------------------------------------------------------------------------


def wounded(state, serious=(), dressed=(), light=0):
    ch = state.characters[0]
    ch.serious, ch.dressed, ch.light_wounds = list(serious), list(dressed), light
    for card in list(serious) + list(dressed):
        state.wound_deck.remove(card)
    return ch


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-05")
def test_the_emergency_room_offers_each_treatment_the_character_needs():
    state = crew()
    cards = sorted(state.wound_deck)
    wounded(state, serious=cards[:1], dressed=cards[1:2], light=1)
    full = room_options(state, 0, EMERGENCY)
    wounded(state, light=0)

    assert full == [("dress",), ("heal_dressed",), ("heal_light",)]
    assert room_options(state, 0, EMERGENCY) == []


@pytest.mark.rule("PUB-WOUND-04")
def test_the_emergency_room_dresses_every_serious_wound_at_once():
    state = crew()
    cards = sorted(state.wound_deck)[:2]
    ch = wounded(state, serious=cards, light=2)

    use_room(state, 0, EMERGENCY, "dress")

    assert ch.serious == [] and ch.dressed == cards and ch.light_wounds == 2


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-13")
def test_the_emergency_room_heals_one_dressed_wound_to_the_wound_discard_pile():
    state = crew()
    cards = sorted(state.wound_deck)[:2]
    ch = wounded(state, dressed=cards)

    use_room(state, 0, EMERGENCY, "heal_dressed")

    assert len(ch.dressed) == 1 and len(state.wound_discard) == 1 and ch.light_wounds == 0


@pytest.mark.rule("PUB-WOUND-05")
def test_the_emergency_room_heals_every_light_wound():
    state = crew()
    ch = wounded(state, light=2)

    use_room(state, 0, EMERGENCY, "heal_light")

    assert ch.light_wounds == 0


@pytest.mark.rule("PUB-WOUND-05")
def test_the_canteen_heals_one_light_wound():
    state = crew()
    ch = wounded(state, light=2)

    use_room(state, 0, "R06", "heal")

    assert ch.light_wounds == 1


@pytest.mark.rule("PUB-SLIME-03")
def test_the_shower_removes_the_slime_marker_but_not_the_fire():
    state = crew(tiles={"R06": "shower_room"})
    ch = state.characters[0]
    ch.slime = True
    state.fire = ["R06"]

    use_room(state, 0, "R06", "clean")

    assert not ch.slime and state.fire == ["R06"]


@pytest.mark.rule("PUB-SLIME-03")
def test_the_shower_is_not_offered_with_no_slime_and_nothing_to_scan():
    state = crew(tiles={"R06": "shower_room"})

    assert room_options(state, 0, "R06") == []


# --- Fire Control ---------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-FIRE-09")
def test_fire_control_puts_out_any_room_and_drives_its_intruders_back():
    state = crew()
    state.fire = ["R06"]
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "damaging_fire")  # corridor 1: R06 -> K09 -> R07

    log = use_room(state, 0, FIRE_CONTROL, "R06")

    assert state.fire == [] and adult.room == "R07"
    assert entries(log, "retreat") and state.event_discard[-1] == "damaging_fire"


@pytest.mark.rule("PUB-FIRE-09")
def test_fire_control_lists_only_rooms_where_it_does_something():
    state = crew()
    state.fire = ["R09"]
    put_intruder(state, "creeper", "R02")

    assert room_options(state, 0, FIRE_CONTROL) == [("R02",), ("R09",)]


@pytest.mark.rule("PUB-WEAK-03")
def test_with_susceptibility_to_phosphates_fire_control_also_injures():
    state = crew()
    state.weaknesses["egg"] = "susceptibility_to_phosphates"
    state.revealed_weaknesses = ["susceptibility_to_phosphates"]
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_3")  # blood too high to kill
    top(state.event_deck, "damaging_fire")

    use_room(state, 0, FIRE_CONTROL, "R06")

    assert adult.injuries == 1 and adult.room == "R07"


# --- Laboratory and Weaknesses ---------------------------------------------------------------------------------


@pytest.mark.rule("PUB-WEAK-01")
def test_three_weakness_cards_lie_face_down_one_per_slot():
    state = make_game(seats=2)
    view = api.view(state, 0)

    assert sorted(state.weaknesses) == ["carcass", "corpse", "egg"]
    assert len(set(state.weaknesses.values())) == 3
    assert state.revealed_weaknesses == [] and view.weaknesses == ()


@pytest.mark.rule("PUB-WEAK-02")
def test_the_laboratory_analyses_an_object_on_its_floor_and_reveals_that_slot():
    state = crew()
    state.objects[LAB] = ["carcass"]
    card = state.weaknesses["carcass"]

    log = use_room(state, 0, LAB, "carcass")

    assert state.revealed_weaknesses == [card] and state.objects[LAB] == ["carcass"]
    assert [e.rule for e in entries(log, "weakness_revealed")] == ["PUB-WEAK-02"]
    assert api.view(state, 0).weaknesses == (cat(state).weaknesses[card].name,)


@pytest.mark.rule("PUB-WEAK-02")
def test_each_slot_is_revealed_only_once():
    state = crew()
    state.objects[LAB] = ["carcass", "egg"]
    use_room(state, 0, LAB, "carcass")

    assert room_options(state, 0, LAB) == [("egg",)]


@pytest.mark.rule("PUB-WEAK-02", "PUB-WEAK-04")
def test_the_laboratory_needs_a_corpse_carcass_or_egg_present():
    state = crew()
    empty = room_options(state, 0, LAB)
    state.characters[0].heavy = ["egg"]
    state.objects[LAB] = ["corpse_blue"]

    assert empty == []
    assert room_options(state, 0, LAB) == [("corpse",), ("egg",)]


@pytest.mark.rule("PUB-WEAK-04")
@pytest.mark.parametrize(("obj", "slot"), [("corpse_blue", "corpse"), ("corpse_2", "corpse"),
                                           ("carcass", "carcass"), ("egg", "egg")])
def test_any_corpse_carcass_or_egg_matches_its_slot(obj, slot):
    assert weakness_slot(obj) == slot


@pytest.mark.rule("PUB-WEAK-03")
def test_a_revealed_weakness_is_in_force_for_everyone():
    state = crew(seats=2)
    state.weaknesses["carcass"] = "vital_places"
    state.objects[LAB] = ["carcass"]
    before = has_weakness(state, "vital_places")

    use_room(state, 1, LAB, "carcass")

    assert not before and has_weakness(state, "vital_places")


# --- Nest -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-NEST-02")
def test_taking_an_egg_needs_a_free_hand_then_makes_a_noise_roll(script):
    state = crew()
    script.rolls("silence")
    eggs = hive(state).eggs

    log = use_room(state, 0, NEST)

    assert hive(state).eggs == eggs - 1 and state.characters[0].heavy == ["egg"]
    assert entries(log, "noise_roll")


@pytest.mark.rule("PUB-NEST-02")
def test_no_egg_can_be_taken_with_both_hands_full():
    state = crew()
    state.characters[0].heavy = ["carcass", "egg"]
    state.characters[0].weapons = {}

    assert room_options(state, 0, NEST) == []


@pytest.mark.rule("PUB-NEST-09")
def test_taking_the_last_egg_destroys_the_nest(script):
    state = crew()
    script.rolls("silence")
    hive(state).eggs = 1

    use_room(state, 0, NEST)

    assert hive(state).nest_destroyed and room_options(state, 0, NEST) == []


# --- Command Center, Monitoring Room ---------------------------------------------------------------------------


@pytest.mark.rule("PUB-DOOR-06")
def test_the_command_center_sets_the_doors_of_a_chosen_room_one_by_one():
    state = crew()
    state.doors = {"K09": "closed", "K07": "destroyed"}

    use_room(state, 0, "R08", "R06")
    doors = sorted(o.args for o in state.pending.options if o.kind == "door")
    choose(state, "door", "open", "K09")
    choose(state, "door", "close", "K10")
    after = sorted(o.args for o in state.pending.options if o.kind == "door")
    choose(state, "done")

    assert doors == [("close", "K04"), ("close", "K10"), ("open", "K09")]
    assert after == [("close", "K04")]
    assert state.doors == {"K10": "closed", "K07": "destroyed"}
    assert state.pending.kind == "choose_action"


@pytest.mark.rule("PUB-DOOR-06")
def test_the_command_center_ignores_rooms_with_only_destroyed_doors():
    state = crew()
    state.doors = {c: "destroyed" for c in corridors_of(state, NEST, with_tech=False)}

    assert (NEST,) not in room_options(state, 0, "R08")


@pytest.mark.rule("PUB-ROOM-02")
def test_the_monitoring_room_shows_a_face_down_tile_and_its_token_to_its_user_only():
    state = crew(seats=2, tiles={"R06": "monitoring_room"})
    state.explored["R09"] = False
    state.exploration["R09"] = 0
    token = cat(state).exploration[0][0]

    use_room(state, 0, "R06", "R09")

    assert state.characters[0].knowledge == {"tile:R09": "storage", "token:R09": token}
    assert api.view(state, 1).characters[0].knowledge == {}
    assert not entries(api.view(state, 1).log, "monitor_result")
    assert not state.explored["R09"]


# --- Airlock Control -----------------------------------------------------------------------------------------


def airlock_board(seats=2):
    """Airlock Control in R14; seat 0 there, seat 1 in the Comms Room R13 (yellow)."""
    state = crew(seats=seats, tiles={AIRLOCK: "airlock_control"})
    place(state, 1, COMMS)
    return state


def normal_doors(state, room):
    return [c for c in corridors_of(state, room, with_tech=False)]


@pytest.mark.rule("PUB-ROOM-10", "PUB-ROOM-11")
def test_airlock_control_targets_other_explored_yellow_rooms_only():
    state = airlock_board()
    state.explored["R18"] = False

    assert room_options(state, 0, AIRLOCK) == [(COMMS,), (FIRE_CONTROL,)]  # not the white Evacuation rooms


@pytest.mark.rule("PUB-ROOM-10")
def test_a_destroyed_door_makes_a_room_an_illegal_target():
    state = airlock_board()
    state.doors[normal_doors(state, COMMS)[0]] = "destroyed"

    assert (COMMS,) not in room_options(state, 0, AIRLOCK)


@pytest.mark.rule("PUB-ROOM-10")
def test_airlock_control_closes_every_door_of_the_target():
    state = airlock_board()

    use_room(state, 0, AIRLOCK, COMMS)

    assert all(state.doors.get(c) == "closed" for c in normal_doors(state, COMMS))
    assert TECH not in state.doors and ship_state(state).airlocks == {COMMS: 0}
    assert (COMMS,) not in room_options(state, 0, AIRLOCK)  # one procedure per room


@pytest.mark.rule("PUB-ROOM-10")
def test_when_the_player_phase_ends_a_sealed_room_kills_everything_inside():
    state = airlock_board(seats=3)
    place(state, 2, "R06")
    adult = put_intruder(state, "adult", COMMS)
    state.fire = [COMMS]
    state.objects[COMMS] = ["egg"]
    use_room(state, 0, AIRLOCK, COMMS)
    quiet(state)

    log = step(state, "event_phase")

    assert state.characters[1].status == "dead" and adult not in state.intruders
    assert "carcass" in state.objects[COMMS] and "egg" not in state.objects[COMMS]
    assert [e.rule for e in entries(log, "fire_removed")] == ["PUB-ROOM-10"]
    assert entries(log, "airlock_vented")[0].rule == "PUB-ROOM-10" and ship_state(state).airlocks == {}
    assert state.characters[0].status == "aboard"


@pytest.mark.rule("PUB-ROOM-10")
def test_a_door_opened_again_before_the_end_of_the_player_phase_saves_the_room():
    state = airlock_board(seats=3)
    place(state, 2, "R06")
    use_room(state, 0, AIRLOCK, COMMS)
    state.doors.pop(normal_doors(state, COMMS)[0])
    quiet(state)

    log = step(state, "event_phase")

    assert state.characters[1].status == "aboard" and entries(log, "airlock_open")


# --- PUB-MALF-02: engines are repaired even with a Malfunction ------------------------------------------------


@pytest.mark.rule("PUB-MALF-02")
def test_a_malfunction_blocks_the_engine_check_but_not_a_repair():
    state = crew()
    state.malfunction = ["R21"]
    blocked = room_options(state, 0, "R21")
    before = list(ship_state(state).engines["engine_1"])

    run_op(state, "repair_engine", 0, "engine_1")
    choose(state, "swap")

    assert blocked == [] and ship_state(state).engines["engine_1"] == before[::-1]
    assert state.malfunction == ["R21"]


@pytest.mark.rule("PUB-ROOM-02")
def test_rooms_without_an_action_offer_none():
    state = crew()

    assert room_options(state, 0, "R14") == [] and room_options(state, 0, "R15") == []
