"""What each Item does when used (T10a-d, T14 quest items; PUB-ITEM-03/06, PUB-ACT-07, PUB-WOUND-04/05,
PUB-CONT, PUB-DOOR-02/06, PUB-COMBAT-07/09, PUB-NEST-04, PUB-WEAK-04, PUB-POD-04, PUB-SELFDESTRUCT-02)."""

import pytest

from engine.catalog import cat
from engine.hooks import Hook, collect
from engine.maps.nemesis_ship.state import ship_state
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive
from tests.engine.factories import act, choose, entries, give_larva, put_intruder, reask, send_signal, top
from tests.engine.item_helpers import COMMS, GREEN, game, give, options, stack

HIGH_BLOOD = ("bite_3", "scratch_4")  # blood 6 + 6: an injured Adult survives its check


def item_options(state, item):
    return [o.args[1:] for o in state.pending.options if o.kind == "item" and o.args[0] == item]


def active(state, seat, quest):
    state.characters[seat].quests[quest] = True


def wound(state, kind):
    return next(w for w, d in sorted(cat(state).wounds.items()) if d.kind == kind)


# --- Green ------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-05", "PUB-ITEM-03")
def test_medkit_dresses_an_undressed_wound_or_heals_a_dressed_one():
    state = game("soldier")
    arm, leg = wound(state, "arm"), wound(state, "leg")
    ch = state.characters[0]
    ch.serious, ch.dressed = [arm], [leg]
    give(state, 0, "medkit_1", "medkit_2")
    reask(state)
    assert item_options(state, "medkit_1") == [("dress", arm), ("heal", leg)]

    act(state, "item", "medkit_1", "dress", arm)
    act(state, "item", "medkit_2", "heal", leg)

    assert ch.serious == [] and ch.dressed == [arm] and leg in state.wound_discard


@pytest.mark.rule("PUB-WOUND-04", "PUB-ITEM-03")
def test_medkit_is_not_usable_without_a_serious_wound():
    state = game("soldier")
    give(state, 0, "medkit_1")
    reask(state)

    assert item_options(state, "medkit_1") == []


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-05")
def test_bandages_heal_every_light_wound():
    state = game("soldier")
    state.characters[0].light_wounds = 2
    give(state, 0, "bandages_1")
    reask(state)

    act(state, "item", "bandages_1", "heal_light")

    assert state.characters[0].light_wounds == 0


@pytest.mark.rule("PUB-SLIME-03", "PUB-ITEM-03")
def test_clothes_throw_away_the_slime_marker_or_dress_a_wound():
    state = game("soldier")
    ch = state.characters[0]
    ch.slime = True
    ch.serious = [wound(state, "body")]
    give(state, 0, "clothes_yellow_1")
    reask(state)
    assert set(item_options(state, "clothes_yellow_1")) == {("slime",), ("dress", ch.serious[0])}

    act(state, "item", "clothes_yellow_1", "slime")

    assert ch.slime is False


@pytest.mark.rule("PUB-ACT-07")
def test_synthetic_food_draws_two_cards():
    state = game("soldier", cards=1)
    give(state, 0, "synthetic_food_1")
    reask(state)

    act(state, "item", "synthetic_food_1")

    assert len(state.characters[0].hand) == 2


@pytest.mark.rule("PUB-ACT-07", "PUB-ROUND-10", "PUB-ROUND-05")
def test_adrenalin_lets_the_character_keep_acting_past_two_actions_until_it_passes():
    state = game("soldier", "scout", room="R07")
    state.characters[1].room = GREEN
    give(state, 0, "adrenalin_injection_1", "synthetic_food_1", "synthetic_food_2")
    reask(state)

    act(state, "item", "adrenalin_injection_1")
    act(state, "item", "synthetic_food_1")
    act(state, "item", "synthetic_food_2")
    assert state.pending.seat == 0 and state.actions_this_round == 3  # still its round
    choose(state, "pass")
    while state.pending.seat == 0:  # the pass discards
        choose(state, "keep")

    assert state.characters[0].passed and state.pending.seat == 1


@pytest.mark.rule("PUB-ROUND-10", "PUB-ROUND-04")
def test_adrenalin_does_not_make_the_next_player_pass():
    state = game("soldier", "scout", room="R07")
    state.characters[1].room = GREEN
    give(state, 0, "adrenalin_injection_1")
    reask(state)
    act(state, "item", "adrenalin_injection_1")
    choose(state, "pass")
    while state.pending.seat == 0:
        choose(state, "keep")

    assert state.pending.seat == 1
    turn = state.turn
    act(state, "card", "scout_rest")
    new = act(state, "card", "scout_demolition", "malfunction")

    assert not [e for e in new if e.kind == "passed"]
    assert state.turn == turn and state.pending.seat == 1  # another round of its own, same Player phase
    assert not state.characters[1].passed


@pytest.mark.rule("PUB-CONT-03", "PUB-CONT-05", "PUB-CONT-01")
def test_alcohol_removes_a_scanned_card_and_an_infected_one_brings_a_new_card():
    state = game("soldier")
    ch = state.characters[0]
    card = state.contamination_deck.pop()
    state.infected = [card]
    ch.hand.append(card)
    give(state, 0, "alcohol_1")
    reask(state)
    assert item_options(state, "alcohol_1") == [("contamination",)]  # never the card's identity

    act(state, "item", "alcohol_1", "contamination")

    assert card in state.contamination_removed and card in state.revealed_infected
    assert [c for c in ch.discard if c.startswith("cont_")] and card not in ch.hand


@pytest.mark.rule("PUB-CONT-03")
def test_alcohol_can_pick_a_card_a_scan_showed_infected():
    state = game("soldier")
    ch = state.characters[0]
    clean, infected = state.contamination_deck.pop(), state.contamination_deck.pop()
    state.infected = [infected]
    state.revealed_infected = [infected]
    ch.hand += [clean, infected]
    give(state, 0, "alcohol_1")
    reask(state)
    assert item_options(state, "alcohol_1") == [("contamination",), ("contamination_infected",)]

    act(state, "item", "alcohol_1", "contamination_infected")

    assert infected in state.contamination_removed and clean in ch.hand


@pytest.mark.rule("PUB-ACT-07")
def test_military_drugs_discard_any_cards_contamination_included_then_draw_that_many_plus_one():
    state = game("soldier", cards=3)
    ch = state.characters[0]
    cont = state.contamination_deck.pop()
    ch.hand.append(cont)
    give(state, 0, "military_drugs_1")
    reask(state)
    act(state, "item", "military_drugs_1")  # paid with 1 card: 2 Action cards + 1 Contamination left
    first = sorted(c for c in ch.hand if not c.startswith("cont_"))[0]

    choose(state, "discard", "contamination")
    choose(state, "discard", first)
    choose(state, "done")

    assert len(ch.hand) == 1 + 3
    assert cont in ch.discard and first in ch.discard


# --- Yellow -----------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-COMBAT-07")
def test_chemicals_fill_a_flamethrower_and_energy_charges_do_not():
    state = game("soldier")
    give(state, 0, "chemicals_1", "energy_charge_red_1", "flamethrower_1")
    ch = state.characters[0]
    ch.weapons["assault_rifle"] = 5
    reask(state)
    assert item_options(state, "energy_charge_red_1") and ("reload", "flamethrower_1") not in item_options(
        state, "energy_charge_red_1")

    act(state, "item", "chemicals_1", "reload", "flamethrower_1")

    assert ch.weapons["flamethrower_1"] == 4


@pytest.mark.rule("PUB-COMBAT-07", "PUB-DOOR-06", "PUB-ITEM-03")
def test_an_energy_charge_fills_an_energy_weapon_or_moves_a_door_of_the_room():
    state = game("soldier")
    state.characters[0].weapons["assault_rifle"] = 1
    give(state, 0, "energy_charge_yellow_1", "energy_charge_red_1")
    reask(state)
    assert ("close", "K09") in item_options(state, "energy_charge_red_1")

    act(state, "item", "energy_charge_yellow_1", "reload", "assault_rifle")
    act(state, "item", "energy_charge_red_1", "close", "K09")

    assert state.characters[0].weapons["assault_rifle"] == 5 and state.doors["K09"] == "closed"


@pytest.mark.rule("PUB-MALF-05", "PUB-DOOR-06")
def test_tools_remove_the_malfunction_of_the_room_or_open_a_door():
    state = game("soldier")
    state.malfunction = [GREEN]
    state.doors["K07"] = "closed"
    give(state, 0, "tools_1", "tools_2")
    reask(state)

    act(state, "item", "tools_1", "malfunction")
    act(state, "item", "tools_2", "open", "K07")

    assert state.malfunction == [] and "K07" not in state.doors


@pytest.mark.rule("PUB-ENGINE-03", "PUB-MALF-02")
def test_tools_and_duct_tape_repair_or_break_the_engine_of_the_engine_room():
    state = game("soldier", room="R19")
    state.malfunction = ["R19"]
    give(state, 0, "duct_tape_1")
    reask(state)
    assert ("engine", "engine_3") in item_options(state, "duct_tape_1")
    before = list(ship_state(state).engines["engine_3"])

    act(state, "item", "duct_tape_1", "engine", "engine_3")
    choose(state, "swap")

    assert ship_state(state).engines["engine_3"] == before[::-1]


@pytest.mark.rule("PUB-FIRE-09", "PUB-INJ-06")
def test_the_fire_extinguisher_puts_out_the_fire_or_drives_an_intruder_away():
    state = game("soldier")
    state.fire = [GREEN]
    adult = put_intruder(state, "adult", GREEN)
    give(state, 0, "fire_extinguisher_1", "fire_extinguisher_2")
    reask(state)
    assert item_options(state, "fire_extinguisher_1") == [("fire",), ("retreat", str(adult.id))]

    act(state, "item", "fire_extinguisher_1", "fire")
    act(state, "item", "fire_extinguisher_2", "retreat", str(adult.id))

    assert state.fire == [] and entries(state.log, "retreat")


@pytest.mark.rule("PUB-WEAK-03", "PUB-INJ-06")
def test_with_susceptibility_to_phosphates_the_extinguisher_also_injures_the_intruder_it_drives_away():
    from tests.engine.combat_helpers import reveal

    state = game("soldier")
    adult = put_intruder(state, "adult", GREEN)
    top(state.attack_deck, *HIGH_BLOOD)
    reveal(state, "susceptibility_to_phosphates")
    give(state, 0, "fire_extinguisher_1")
    reask(state)

    act(state, "item", "fire_extinguisher_1", "retreat", str(adult.id))

    assert adult.injuries == 1 and adult.room != GREEN


@pytest.mark.rule("PUB-TECH-06")
def test_the_technical_corridors_plan_moves_to_any_other_room_with_an_entrance(script):
    state = game("soldier", room="R14")
    give(state, 0, "technical_corridors_plan_1")
    reask(state)
    assert [r for (r,) in item_options(state, "technical_corridors_plan_1")] == [
        "R02", "R04", "R05", "R09", "R15", "R19", "R21"]
    script.rolls("silence")

    act(state, "item", "technical_corridors_plan_1", "R05")

    assert state.characters[0].room == "R05"


@pytest.mark.rule("PUB-ROOM-11")
def test_the_space_suit_costs_the_whole_hand_and_moves_between_yellow_rooms(script):
    state = game("soldier", room=COMMS)
    give(state, 0, "space_suit_1")
    reask(state)
    assert item_options(state, "space_suit_1") == [("R17",), ("R18",)]
    script.rolls("silence")

    act(state, "item", "space_suit_1", "R18")

    assert state.characters[0].room == "R18" and state.characters[0].hand == []


@pytest.mark.rule("PUB-ROOM-11")
def test_no_space_suit_outside_a_yellow_room():
    state = game("soldier")
    give(state, 0, "space_suit_1")
    reask(state)

    assert item_options(state, "space_suit_1") == []


@pytest.mark.rule("PUB-ACT-07")
def test_nemesis_plans_show_two_unexplored_tiles_to_their_user_only():
    state = game("soldier", "scout")
    for room in ("R07", "R08", "R03"):
        state.explored[room] = False
    give(state, 0, "nemesis_plans_1")
    reask(state)

    act(state, "item", "nemesis_plans_1")
    choose(state, "room", "R07")
    choose(state, "room", "R08")

    ch = state.characters[0]
    assert ch.knowledge == {"tile:R07": state.tiles["R07"], "tile:R08": state.tiles["R08"]}
    assert all(e.visible_to == (0,) for e in entries(state.log, "tile_seen"))


# --- Red --------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-COMBAT-09", "PUB-ACT-14")
def test_a_grenade_injures_the_chosen_intruder_twice_the_others_once_and_wounds_characters_there():
    state = game("soldier", "scout")
    state.characters[1].room = "R07"
    first, second = put_intruder(state, "adult", "R07"), put_intruder(state, "adult", "R07")
    top(state.attack_deck, *HIGH_BLOOD)
    give(state, 0, "grenade_1")
    reask(state)

    act(state, "item", "grenade_1", "throw", "R07", str(first.id))

    assert (first.injuries, second.injuries) == (2, 1)
    assert len(state.characters[1].serious) == 1 and state.characters[0].serious == []


@pytest.mark.rule("PUB-COMBAT-09", "PUB-NEST-04")
def test_a_grenade_never_passes_a_closed_door_and_destroys_two_eggs_in_the_nest():
    state = game("soldier", room="R09")
    state.doors["K12"] = "closed"
    put_intruder(state, "adult", "R08")
    give(state, 0, "grenade_1")
    reask(state)
    assert item_options(state, "grenade_1") == [("throw", "R12", "eggs")]

    act(state, "item", "grenade_1", "throw", "R12", "eggs")

    assert hive(state).eggs == 3


@pytest.mark.rule("PUB-COMBAT-09", "PUB-FIRE-01", "PUB-NEST-04")
def test_a_molotov_sets_the_room_on_fire_and_injures_every_intruder_there():
    state = game("soldier")
    creeper = put_intruder(state, "creeper", "R07")
    top(state.attack_deck, *HIGH_BLOOD)
    give(state, 0, "molotov_cocktail_1")
    reask(state)

    act(state, "item", "molotov_cocktail_1", "throw", "R07")

    assert "R07" in state.fire and creeper.injuries == 1


@pytest.mark.rule("PUB-WEAK-03", "PUB-COMBAT-09")
def test_with_vulnerability_to_fire_a_molotov_deals_one_more_injury():
    from tests.engine.combat_helpers import reveal

    state = game("soldier")
    adult = put_intruder(state, "adult", GREEN)
    top(state.attack_deck, *HIGH_BLOOD)
    reveal(state, "vulnerability_to_fire")
    give(state, 0, "molotov_cocktail_1")
    reask(state)

    act(state, "item", "molotov_cocktail_1", "throw", GREEN)

    assert adult.injuries == 2


@pytest.mark.rule("PUB-ACT-07", "PUB-MOVE-07")
def test_a_smoke_grenade_lets_you_leave_without_attacks_and_others_here_discard_a_card(script):
    state = game("soldier", "scout")
    put_intruder(state, "adult", GREEN)
    give(state, 0, "smoke_grenade_1")
    reask(state)
    script.rolls("silence")

    act(state, "item", "smoke_grenade_1", "move", "R07", "K09")
    assert state.pending.seat == 1
    choose(state, *("discard", state.pending.options[0].args[0]))

    assert state.characters[0].room == "R07" and len(state.characters[1].hand) == 4
    assert not entries(state.log, "intruder_attacks")


@pytest.mark.rule("PUB-ACT-07")
def test_a_recon_drone_shows_a_tile_and_its_exploration_token_to_its_user():
    from tests.engine.board_helpers import set_token

    state = game("soldier")
    set_token(state, "R07", "danger", 2)
    give(state, 0, "recon_drone_1")
    reask(state)

    act(state, "item", "recon_drone_1", "R07")

    assert state.characters[0].knowledge == {"tile:R07": state.tiles["R07"], "token:R07": "danger"}


@pytest.mark.rule("PUB-INTRUDER-11", "PUB-DOOR-05")
def test_a_decoy_pulls_intruders_next_to_the_room_in_and_those_in_combat_attack_first():
    state = game("soldier")
    here = put_intruder(state, "adult", GREEN)
    beyond_door = put_intruder(state, "adult", "R08")
    state.doors["K11"] = "closed"
    give(state, 0, "decoy_1")
    reask(state)

    act(state, "item", "decoy_1", "R07")

    attacks = entries(state.log, "intruder_attacks")
    assert [(a.args["intruder"], a.args["reason"]) for a in attacks] == [(here.id, "decoy")]
    assert here.room == "R07" and beyond_door.room == "R08" and state.doors["K11"] == "destroyed"


@pytest.mark.rule("PUB-SELFDESTRUCT-02")
def test_the_self_destruct_key_starts_the_sequence_from_a_working_computer_room():
    state = game("soldier")
    give(state, 0, "self_destruct_key_1")
    reask(state)
    assert item_options(state, "self_destruct_key_1") == []
    state.characters[0].room = COMMS
    reask(state)

    act(state, "item", "self_destruct_key_1", "start")

    assert ship_state(state).self_destruct == 1


@pytest.mark.rule("PUB-POD-04")
def test_the_evacuation_key_unlocks_a_pod_of_its_section():
    state = game("soldier", room="R03")  # Evacuation Section A
    give(state, 0, "evacuation_key_1")
    reask(state)
    pods = [p for p in ship_state(state).pods if p.section == "A"]
    assert item_options(state, "evacuation_key_1") == [("unlock", str(p.number)) for p in pods]

    act(state, "item", "evacuation_key_1", "unlock", str(pods[0].number))

    assert pods[0].locked is False


@pytest.mark.rule("PUB-ACT-07", "PUB-SIGNAL-01")
def test_the_comms_key_shows_an_objective_of_a_character_with_a_signal_marker():
    state = game("captain", "scout", room=COMMS)
    give(state, 0, "comms_key_1")
    reask(state)
    assert item_options(state, "comms_key_1") == []
    send_signal(state, 1)
    reask(state)

    act(state, "item", "comms_key_1", "look", "1", "0")

    assert state.characters[0].knowledge["objective:1"] == state.objectives["1"][0]


@pytest.mark.rule("PUB-ITEM-06", "PUB-COMBAT-07")
def test_the_extended_magazine_attaches_to_an_energy_weapon_for_two_more_ammo_and_capacity():
    state = game("soldier")
    ch = state.characters[0]
    ch.weapons["assault_rifle"] = 4
    give(state, 0, "extended_magazine_1")
    reask(state)

    act(state, "item", "extended_magazine_1", "attach", "assault_rifle")

    assert ch.weapons["assault_rifle"] == 6 and ch.capacity_bonus == {"assault_rifle": 2}
    assert "extended_magazine_1" not in ch.items and "extended_magazine_1" in state.item_discards["red"]


# --- Blue -------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-CONT-05", "PUB-CONT-01", "PUB-ROUND-05")
def test_the_antidote_removes_infected_cards_and_the_larva_adds_one_new_card_and_passes():
    state = game("soldier", "scout")
    ch = state.characters[0]
    infected = state.contamination_deck.pop()
    state.infected = [infected]
    ch.deck.append(infected)
    give_larva(state, ch)
    give(state, 0, "antidote_1")
    reask(state)

    act(state, "item", "antidote_1")
    assert state.pending.kind == "choose_discard"  # a forced pass is an ordinary pass (PUB-ROUND-11)
    choose(state, "keep")

    assert infected in state.contamination_removed and not carries(state, ch)
    assert len([c for c in ch.deck if c.startswith("cont_")]) == 1 and ch.discard == []
    assert ch.passed and state.pending.seat == 1


@pytest.mark.rule("PUB-INJ-06", "PUB-ACT-14")
def test_the_taser_injures_and_drives_away_an_intruder_or_empties_a_characters_hand():
    state = game("soldier", "scout")
    adult = put_intruder(state, "adult", GREEN)
    top(state.attack_deck, *HIGH_BLOOD)
    give(state, 0, "taser_1", "taser_2")
    reask(state)
    assert set(item_options(state, "taser_1")) == {("intruder", str(adult.id)), ("character", "1")}

    act(state, "item", "taser_1", "intruder", str(adult.id))
    act(state, "item", "taser_2", "character", "1")

    assert adult.injuries == 1 and entries(state.log, "retreat")
    assert state.characters[1].hand == []


# --- Quest Items (T14) ------------------------------------------------------------------------------


@pytest.mark.rule("PUB-ITEM-09")
def test_the_log_key_shows_any_players_objective_in_a_computer_room():
    state = game("captain", "scout", room=COMMS)
    active(state, 0, "log_key")
    reask(state)

    act(state, "item", "log_key", "look", "1", "1")

    assert state.characters[0].knowledge["objective:1"] == state.objectives["1"][1]
    assert "log_key" not in state.characters[0].quests  # one use


@pytest.mark.rule("PUB-ROOM-09", "PUB-ITEM-09")
def test_the_flashlight_searches_like_a_search_card():
    state = game("mechanic")
    active(state, 0, "flashlight")
    state.item_counters[GREEN] = 1
    stack(state, "green", "medkit_1", "bandages_1")
    reask(state)

    act(state, "item", "flashlight")
    choose(state, "keep", "bandages_1")

    ch = state.characters[0]
    assert ch.items == ["bandages_1"] and len(ch.hand) == 3 and ch.quests["flashlight"] is True


@pytest.mark.rule("PUB-DOOR-02", "PUB-DOOR-06")
def test_the_plasma_torch_can_close_even_a_destroyed_door():
    state = game("mechanic")
    active(state, 0, "plasma_torch")
    state.doors["K09"] = "destroyed"
    reask(state)
    assert ("close", "K09") in item_options(state, "plasma_torch")

    act(state, "item", "plasma_torch", "close", "K09")

    assert state.doors["K09"] == "closed"


@pytest.mark.rule("PUB-ROUND-05", "PUB-ITEM-09")
def test_orbital_maneuvering_makes_everyone_pass_and_skips_the_intruder_attacks():
    state = game("pilot", "scout")
    active(state, 0, "orbital_maneuvering_system")
    reask(state)

    new = act(state, "item", "orbital_maneuvering_system")
    while state.pending is not None and state.pending.kind == "choose_discard":  # ordinary passes
        new += choose(state, "keep")

    assert {e.args["seat"] for e in entries(new, "passed")} == {0, 1}
    assert entries(new, "intruder_attacks_skipped") and entries(new, "event_phase")


@pytest.mark.rule("PUB-WEAK-04")
def test_laboratory_equipment_reveals_the_weakness_of_an_object_in_the_room():
    state = game("scientist")
    active(state, 0, "laboratory_equipment")
    state.objects[GREEN] = ["carcass"]
    reask(state)
    assert item_options(state, "laboratory_equipment") == [("slot", "carcass")]

    act(state, "item", "laboratory_equipment", "slot", "carcass")

    assert state.revealed_weaknesses == [state.weaknesses["carcass"]]


@pytest.mark.rule("PUB-ITEM-09")
def test_the_holo_computer_switches_on_until_the_player_phase_ends():
    state = game("scientist")
    active(state, 0, "holo_computer")
    reask(state)

    act(state, "item", "holo_computer")
    assert state.characters[0].knowledge["holo_computer"] == "on"
    for fn in collect(state, Hook.PLAYER_PHASE_END):
        fn(state)

    assert state.characters[0].knowledge["holo_computer"] == "off"


@pytest.mark.rule("PUB-DOOR-06")
def test_the_security_key_sets_the_doors_of_a_chosen_room_one_by_one():
    state = game("scout")
    active(state, 0, "security_key")
    reask(state)

    act(state, "item", "security_key", "R07")
    choose(state, "close", "K05")
    choose(state, "close", "K11")
    choose(state, "done")

    assert state.doors == {"K05": "closed", "K11": "closed"}


@pytest.mark.rule("PUB-ITEM-09")
def test_an_active_autoloader_or_intercom_needs_no_further_action():
    state = game("soldier")
    active(state, 0, "autoloader")
    reask(state)

    assert item_options(state, "autoloader") == []
    assert options(state, "activate") == []


@pytest.mark.rule("PUB-ITEM-08", "PUB-ITEM-09", "PUB-COMBAT-07")
def test_with_the_autoloader_active_an_energy_charge_reloads_the_assault_rifle_for_free():
    state = game("soldier", cards=0)
    ch = state.characters[0]
    ch.weapons["assault_rifle"] = 1
    give(state, 0, "energy_charge_red_1")
    reask(state)
    assert item_options(state, "energy_charge_red_1") == []  # no card to pay with
    active(state, 0, "autoloader")
    reask(state)
    assert item_options(state, "energy_charge_red_1") == [("reload", "assault_rifle")]  # the doors still cost 1

    act(state, "item", "energy_charge_red_1", "reload", "assault_rifle")

    assert ch.weapons["assault_rifle"] == 5 and ch.items == []
