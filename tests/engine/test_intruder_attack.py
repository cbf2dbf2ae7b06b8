"""Intruder attacks and movement: targets, the attack deck, infestation, Event step 5, Event movement,
Danger (PUB-INTRUDER-01..12)."""

import pytest

from engine.catalog import cat
from engine.species.intruders.larvae import carries
from tests.engine.combat_helpers import START, Draws, act, board, entries, hand, reask, reveal, set_bag, step
from tests.engine.factories import give_larva, place, put_intruder, top


@pytest.fixture
def draws(monkeypatch):
    return Draws(monkeypatch)


def attackers(log):
    return [(e.args["kind"], e.args["seat"], e.args["reason"]) for e in entries(log, "intruder_attacks")]


def in_r06(seats=1, *kinds, cards=5):
    """Every seat in R06 with `cards` Action cards, and the given Intruders there."""
    state = board(seats=seats)
    for seat in range(seats):
        place(state, seat, "R06")
        hand(state, seat, actions=cards)
    intruders = [put_intruder(state, kind, "R06") for kind in kinds]
    return state, intruders


# --- when Intruders attack -------------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-01")
def test_escape_makes_every_intruder_in_the_room_attack_before_the_move(script):
    state, _ = in_r06(1, "creeper", "adult", cards=2)
    top(state.attack_deck, "scratch_1", "scratch_2")
    reask(state)
    script.rolls("silence")  # the Noise roll in the new room

    new = act(state, "move", "R07", "K09")

    assert attackers(new) == [("adult", 0, "escape"), ("creeper", 0, "escape")]
    kinds = [e.kind for e in new]
    assert max(i for i, k in enumerate(kinds) if k == "intruder_attacks") < kinds.index("character_moved")
    assert state.characters[0].room == "R07" and state.characters[0].light_wounds == 2


@pytest.mark.rule("PUB-INTRUDER-01")
def test_event_step_five_makes_intruders_with_a_character_attack():
    state, _ = in_r06(1, "adult")
    put_intruder(state, "adult", "R08")  # alone: no attack
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("adult", 0, "event")]


# --- targets ---------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-02")
def test_the_target_is_the_character_with_fewest_action_cards():
    state, _ = in_r06(3, "adult")
    hand(state, 0, actions=4)
    hand(state, 1, actions=2)
    hand(state, 2, actions=3)
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("adult", 1, "event")]


@pytest.mark.rule("PUB-INTRUDER-02")
def test_contamination_cards_in_hand_do_not_count_for_the_target():
    state, _ = in_r06(2, "adult")
    hand(state, 0, actions=3)
    hand(state, 1, actions=2, contamination=3)
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("adult", 1, "event")]


@pytest.mark.rule("PUB-INTRUDER-02")
def test_the_option_can_make_contamination_cards_count_for_the_target(monkeypatch):
    state, _ = in_r06(2, "adult")
    monkeypatch.setitem(cat(state).options, "attack_target_counts_contamination", True)
    hand(state, 0, actions=3)
    hand(state, 1, actions=2, contamination=3)
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("adult", 0, "event")]


@pytest.mark.rule("PUB-INTRUDER-02")
def test_a_tie_goes_to_the_first_character_in_turn_order_from_the_first_player():
    state, _ = in_r06(3, "adult", cards=2)
    state.first_player = 2
    top(state.attack_deck, "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("adult", 2, "event")]


@pytest.mark.rule("PUB-INTRUDER-02")
def test_escape_attacks_target_the_escaping_character(script):
    state, _ = in_r06(2, "adult")
    hand(state, 0, actions=2)
    hand(state, 1, actions=0)
    top(state.attack_deck, "scratch_1")
    reask(state)
    script.rolls("silence")

    new = act(state, "move", "R07", "K09")

    assert attackers(new) == [("adult", 0, "escape")]


# --- resolving the attack card ---------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-03")
def test_a_card_without_the_attackers_symbol_misses():
    state, _ = in_r06(1, "creeper")
    top(state.attack_deck, "bite_1")  # Adults, Breeders, Queen only

    new = step(state, "ev_attacks")

    missed = entries(new, "attack_missed")
    assert missed[0].rule == "PUB-INTRUDER-03" and missed[0].args["card"] == "bite_1"
    ch = state.characters[0]
    assert not ch.serious and ch.light_wounds == 0
    assert state.attack_discard == ["bite_1"]


@pytest.mark.rule("PUB-INTRUDER-03")
def test_the_attack_card_is_discarded_and_an_empty_deck_is_reshuffled():
    state, _ = in_r06(1, "adult")
    state.attack_discard = sorted(state.attack_deck)
    state.attack_deck = []

    new = step(state, "ev_attacks")

    assert entries(new, "deck_reshuffled")[0].args["deck"] == "attack"
    assert len(state.attack_discard) == 1 and len(state.attack_deck) == 19


@pytest.mark.rule("PUB-INTRUDER-03")
def test_bite_gives_a_serious_wound():
    state, _ = in_r06(1, "adult")
    top(state.attack_deck, "bite_1")
    top(state.wound_deck, "arm_1")

    step(state, "ev_attacks")

    assert state.characters[0].serious == ["arm_1"]


@pytest.mark.rule("PUB-INTRUDER-03", "PUB-WOUND-03")
def test_bite_kills_a_character_with_two_serious_wounds():
    state, _ = in_r06(2, "adult")
    hand(state, 0, actions=0)
    state.characters[0].serious = ["arm_1", "hand_1"]
    top(state.attack_deck, "bite_1")

    new = step(state, "ev_attacks")

    assert state.characters[0].status == "dead"
    assert entries(new, "character_dead")[0].args["cause"] == "bite"


@pytest.mark.rule("PUB-INTRUDER-03")
def test_scratch_gives_a_light_wound_and_a_contamination_card():
    state, _ = in_r06(1, "creeper")
    top(state.attack_deck, "scratch_1")

    step(state, "ev_attacks")

    ch = state.characters[0]
    assert ch.light_wounds == 1 and not ch.serious
    assert [c for c in ch.discard if c.startswith("cont_")]


@pytest.mark.rule("PUB-INTRUDER-03")
def test_claw_attack_gives_two_light_wounds_and_a_contamination_card():
    state, _ = in_r06(1, "adult")
    top(state.attack_deck, "claw_1")

    step(state, "ev_attacks")

    ch = state.characters[0]
    assert ch.light_wounds == 2
    assert len([c for c in ch.discard if c.startswith("cont_")]) == 1


@pytest.mark.rule("PUB-INTRUDER-03", "PUB-WOUND-03")
@pytest.mark.parametrize("serious,dies", [([], False), (["arm_1"], True)])
def test_tail_attack_kills_a_character_with_a_serious_wound(serious, dies):
    state, _ = in_r06(2, "queen")
    hand(state, 0, actions=0)
    state.characters[0].serious = list(serious)
    top(state.attack_deck, "tail_1")

    step(state, "ev_attacks")

    ch = state.characters[0]
    assert (ch.status == "dead") is dies
    if not dies:
        assert len(ch.serious) == 1


@pytest.mark.rule("PUB-INTRUDER-03", "PUB-WOUND-03")
def test_frenzy_kills_the_badly_wounded_and_wounds_everyone_else_in_the_room():
    state, _ = in_r06(3, "breeder")
    state.characters[1].serious = ["arm_1", "hand_1"]
    place(state, 2, "R07")
    top(state.attack_deck, "frenzy_1")

    step(state, "ev_attacks")

    assert state.characters[1].status == "dead"
    assert len(state.characters[0].serious) == 1
    assert state.characters[2].serious == []  # not in the room


@pytest.mark.rule("PUB-INTRUDER-03")
def test_slime_card_gives_a_slime_marker_and_a_contamination_card():
    state, _ = in_r06(1, "adult")
    top(state.attack_deck, "slime_1")

    step(state, "ev_attacks")

    ch = state.characters[0]
    assert ch.slime is True
    assert [c for c in ch.discard if c.startswith("cont_")]


@pytest.mark.rule("PUB-INTRUDER-03")
def test_transformation_turns_the_creeper_into_a_breeder_with_its_injuries():
    state, (creeper,) = in_r06(1, "creeper")
    creeper.injuries = 2
    top(state.attack_deck, "transformation_1")

    new = step(state, "ev_attacks")

    assert [(i.kind, i.injuries) for i in state.intruders] == [("breeder", 2)]
    assert attackers(new) == [("creeper", 0, "event")]  # 5 cards in hand: no Surprise Attack


@pytest.mark.rule("PUB-INTRUDER-03")
def test_transformation_against_an_empty_hand_gives_a_surprise_attack():
    state, _ = in_r06(1, "creeper", cards=0)
    top(state.attack_deck, "transformation_1", "scratch_1")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("creeper", 0, "event"), ("breeder", 0, "surprise")]


@pytest.mark.rule("PUB-INTRUDER-03")
def test_transformation_needs_a_free_breeder_miniature():
    state, (creeper,) = in_r06(1, "creeper")
    put_intruder(state, "breeder", "R08")
    put_intruder(state, "breeder", "R09")
    top(state.attack_deck, "transformation_1")

    new = step(state, "ev_attacks")

    assert creeper.kind == "creeper"
    assert entries(new, "no_breeder_available")


@pytest.mark.rule("PUB-INTRUDER-03")
def test_summoning_places_an_intruder_from_the_bag_that_does_not_attack(draws):
    state, _ = in_r06(1, "creeper", cards=0)
    set_bag(state, "adult_1")
    top(state.attack_deck, "summoning_1")

    new = step(state, "ev_attacks")

    assert sorted(i.kind for i in state.intruders) == ["adult", "creeper"]
    assert attackers(new) == [("creeper", 0, "event")]
    assert not entries(new, "surprise_attack")


# --- Larvae ----------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-04")
def test_larva_attack_moves_the_larva_onto_the_character_board_with_a_contamination_card():
    state, _ = in_r06(1, "larva")
    deck = list(state.attack_deck)
    cont = len(state.contamination_deck)

    new = step(state, "ev_attacks")

    ch = state.characters[0]
    assert not state.intruders and carries(state, ch)
    assert len(state.contamination_deck) == cont - 1 and ch.discard[-1].startswith("cont_")
    assert state.attack_deck == deck  # no attack card
    assert entries(new, "larva_attached")[0].rule == "PUB-INTRUDER-04"


@pytest.mark.rule("PUB-INTRUDER-04")
def test_larva_attacks_an_escaping_character_too(script):
    state, _ = in_r06(1, "larva", cards=1)
    reask(state)
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    ch = state.characters[0]
    assert carries(state, ch) and ch.room == "R07" and not state.intruders


@pytest.mark.rule("PUB-INTRUDER-04")
def test_larva_attack_on_an_infested_character_only_adds_a_contamination_card():
    state, _ = in_r06(1, "larva")
    ch = state.characters[0]
    give_larva(state, ch)
    cont = len(state.contamination_deck)

    new = step(state, "ev_attacks")

    assert ch.status == "aboard" and carries(state, ch)
    assert len(state.contamination_deck) == cont - 1
    assert entries(new, "already_infested")


@pytest.mark.rule("PUB-INTRUDER-04")
def test_the_harsher_option_kills_an_infested_character_hit_by_a_larva(monkeypatch):
    state, _ = in_r06(2, "larva")
    monkeypatch.setitem(cat(state).options, "larva_attack_on_infested", "death")
    hand(state, 0, actions=0)
    give_larva(state, state.characters[0])

    step(state, "ev_attacks")

    assert state.characters[0].status == "dead"
    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", "R06")]


# --- Event step 5 ----------------------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-05")
def test_intruders_in_a_room_attack_queen_breeder_adult_creeper_larva():
    state, _ = in_r06(1, "larva", "creeper", "adult", "queen", "breeder")
    top(state.attack_deck, "scratch_1", "scratch_2", "scratch_3", "scratch_4")

    new = step(state, "ev_attacks")

    assert [k for k, _, _ in attackers(new)] == ["queen", "breeder", "adult", "creeper", "larva"]


@pytest.mark.rule("PUB-INTRUDER-05")
def test_rooms_attack_in_ascending_room_number():
    state = board(seats=2)
    place(state, 0, "R07")
    place(state, 1, "R06")
    put_intruder(state, "queen", "R07")
    put_intruder(state, "creeper", "R06")
    top(state.attack_deck, "scratch_1", "scratch_2")

    new = step(state, "ev_attacks")

    assert attackers(new) == [("creeper", 1, "event"), ("queen", 0, "event")]


@pytest.mark.rule("PUB-INTRUDER-05", "PUB-INTRUDER-12")
def test_the_target_is_chosen_anew_for_each_attack():
    state, _ = in_r06(2, "adult", "adult")
    hand(state, 0, actions=0)
    state.characters[0].serious = ["arm_1", "hand_1", "leg_1"]  # the next wound kills
    top(state.attack_deck, "scratch_1", "scratch_2")

    step(state, "ev_attacks")

    assert state.characters[0].status == "dead"
    assert state.characters[1].light_wounds == 1


# --- Intruders moving ------------------------------------------------------------------------------

@pytest.mark.rule("PUB-INTRUDER-07", "PUB-INTRUDER-11")
def test_intruders_pulled_in_by_danger_do_not_attack_on_arrival(script):
    state = board()
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R07")
    script.rolls("danger")

    new = step(state, "noise_roll", 0)

    assert adult.room == "R06"
    assert entries(new, "intruder_moved")[0].rule == "PUB-INTRUDER-11"
    assert not entries(new, "intruder_attacks")


def event_board():
    state = board()
    place(state, 0, "R01")
    return state


@pytest.mark.rule("PUB-INTRUDER-08")
def test_event_card_moves_the_named_intruders_through_its_corridor_number():
    state = event_board()
    adult = put_intruder(state, "adult", "R06")
    breeder = put_intruder(state, "breeder", "R08")
    top(state.event_deck, "damage")  # corridor 2, moves Creepers and Adults

    new = step(state, "ev_event_card")

    assert adult.room == "R11"  # R06: 2 -> K10
    assert breeder.room == "R08"
    assert entries(new, "intruder_moved")[0].rule == "PUB-INTRUDER-08"


@pytest.mark.rule("PUB-INTRUDER-08")
def test_an_intruder_in_a_room_with_a_character_does_not_move_with_the_event():
    state = event_board()
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "damage")

    step(state, "ev_event_card")

    assert adult.room == "R06"


@pytest.mark.rule("PUB-INTRUDER-08")
def test_intruders_leaving_through_a_closed_door_destroy_it_and_all_stay():
    state = event_board()
    first = put_intruder(state, "adult", "R06")
    second = put_intruder(state, "creeper", "R06")
    state.doors = {"K10": "closed"}
    top(state.event_deck, "damage")

    step(state, "ev_event_card")

    assert first.room == "R06" and second.room == "R06"
    assert state.doors == {"K10": "destroyed"}


@pytest.mark.rule("PUB-INTRUDER-08")
def test_an_intruder_moving_into_the_technical_corridors_goes_back_into_the_bag():
    state = event_board()
    adult = put_intruder(state, "adult", "R02")  # R02: 1 -> Technical Corridors
    set_bag(state)
    top(state.event_deck, "bulkheads_open")  # corridor 1, moves Adults and Breeders

    step(state, "ev_event_card")

    assert adult not in state.intruders
    assert [cat(state).intruder_tokens[t][0] for t in state.bag] == ["adult"]


@pytest.mark.rule("PUB-INTRUDER-08")
def test_an_intruder_moving_into_an_unexplored_room_leaves_it_face_down():
    state = event_board()
    state.explored["R07"] = False
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "bulkheads_open")  # R06: 1 -> K09 -> R07

    new = step(state, "ev_event_card")

    assert adult.room == "R07" and state.explored["R07"] is False
    assert not entries(new, "room_explored")


@pytest.mark.rule("PUB-INTRUDER-08")
def test_event_movement_is_simultaneous():
    state = event_board()
    west = put_intruder(state, "adult", "R06")
    east = put_intruder(state, "adult", "R07")
    top(state.event_deck, "bulkheads_open")  # both rooms: 1 -> K09, the corridor between them

    step(state, "ev_event_card")

    assert (west.room, east.room) == ("R07", "R06")


@pytest.mark.rule("PUB-INTRUDER-09")
def test_larvae_never_move_with_event_cards():
    state = event_board()
    larva = put_intruder(state, "larva", "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "damage")

    step(state, "ev_event_card")

    assert larva.room == "R06" and adult.room == "R11"
    assert all("larva" not in card.movers for card in cat(state).events.values())


@pytest.mark.rule("PUB-INTRUDER-10")
def test_a_characters_move_and_noise_roll_do_not_move_the_neighbouring_intruders(script):
    state = board()
    place(state, 0, START)
    adult = put_intruder(state, "adult", "R07")  # next to R06
    hand(state, 0, actions=1)
    reask(state)
    script.rolls("3")  # R06: Noise in K07

    new = act(state, "move", "R06", "K10")

    assert adult.room == "R07"
    assert not entries(new, "intruder_moved")
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-INTRUDER-11")
def test_danger_does_not_pull_intruders_that_are_in_combat(script):
    state = board(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R05")
    in_combat = put_intruder(state, "adult", "R05")
    free = put_intruder(state, "adult", "R07")
    script.rolls("danger")

    step(state, "noise_roll", 0)

    assert in_combat.room == "R05" and free.room == "R06"


@pytest.mark.rule("PUB-INTRUDER-11")
def test_an_intruder_pulled_through_a_closed_door_destroys_it_and_stays(script):
    state = board()
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R07")
    state.doors = {"K09": "closed"}
    script.rolls("danger")

    step(state, "noise_roll", 0)

    assert adult.room == "R07"
    assert state.doors == {"K09": "destroyed"}
    assert state.noise == []  # it still counts as a neighbouring Intruder: no Noise instead


@pytest.mark.rule("PUB-INTRUDER-11")
@pytest.mark.parametrize("kind,door", [("adult", "closed"), ("breeder", "destroyed")])
def test_with_the_way_of_moving_only_breeders_and_the_queen_break_the_door(script, kind, door):
    state = board()
    reveal(state, "the_way_of_moving")
    place(state, 0, "R06")
    intruder = put_intruder(state, kind, "R07")
    state.doors = {"K09": "closed"}
    script.rolls("danger")

    step(state, "noise_roll", 0)

    assert intruder.room == "R07"
    assert state.doors == {"K09": door}


@pytest.mark.rule("PUB-INTRUDER-11")
def test_danger_never_pulls_an_intruder_through_the_technical_corridors(script):
    state = board()
    place(state, 0, "R02")  # entrance; R04 has one too but no normal corridor to R02
    adult = put_intruder(state, "adult", "R04")
    script.rolls("danger")

    step(state, "noise_roll", 0)

    assert adult.room == "R04"
    assert state.noise == ["K01", "K04", "TECH"]


@pytest.mark.rule("PUB-INTRUDER-12")
def test_an_intruder_that_arrives_during_the_attack_step_does_not_attack(draws):
    state, _ = in_r06(1, "creeper", "adult")
    set_bag(state, "adult_10")
    top(state.attack_deck, "scratch_1", "summoning_1")  # the Adult scratches, the Creeper summons

    new = step(state, "ev_attacks")

    assert len(state.intruders) == 3
    assert [k for k, _, _ in attackers(new)] == ["adult", "creeper"]


@pytest.mark.rule("PUB-INTRUDER-12")
def test_an_attacker_whose_room_has_no_living_character_left_does_nothing():
    state, _ = in_r06(2, "adult", "adult")
    place(state, 1, "R01")
    state.characters[0].serious = ["arm_1", "hand_1", "leg_1"]
    top(state.attack_deck, "scratch_1", "scratch_2")

    new = step(state, "ev_attacks")

    assert state.characters[0].status == "dead"
    assert len(attackers(new)) == 1
    assert state.attack_deck[-1] == "scratch_2"  # the second Adult drew no card
