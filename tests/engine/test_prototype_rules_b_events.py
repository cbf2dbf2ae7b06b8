"""The prototype ruleset (base-game.md §21) keeps the published Event cards: the Intruder movement section, who moves
and where, ducts and unrevealed rooms, the special event afterwards, discarding, removing and reshuffling, and the
two cards the seed names (Hunt, the fire spread), in a prototype game."""

import pytest

from engine.catalog import cat
from tests.engine.factories import entries, place, put_intruder, set_bag, step, top
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import event


@pytest.mark.rule("BASE-EVENT-01")
def test_every_event_card_has_a_corridor_number_and_a_set_of_moving_intruder_types():
    state = proto()
    cards = cat(state).events

    assert sorted(state.event_deck) == sorted(cards) and len(cards) == 20
    for card in cards.values():
        assert card.corridor in (1, 2, 3, 4)
        assert card.movers and set(card.movers) <= {"larva", "creeper", "adult", "breeder", "queen"}


@pytest.mark.rule("BASE-EVENT-02")
def test_only_the_printed_types_move_through_their_rooms_corridor_with_that_number():
    state = proto()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")  # Damage (2; Creepers, Adults): R06 -> K10 -> R11
    creeper = put_intruder(state, "creeper", "R08")  # R08 -> K11 -> R07
    breeder = put_intruder(state, "breeder", "R13")  # not printed: stays

    log = event(state, "damage")

    assert (adult.room, creeper.room, breeder.room) == ("R11", "R07", "R13")
    assert len(entries(log, "intruder_moved")) == 2


@pytest.mark.rule("BASE-EVENT-02")
def test_an_intruder_in_a_room_with_a_character_does_not_move():
    state = proto(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R01")
    held = put_intruder(state, "adult", "R06")
    free = put_intruder(state, "adult", "R07")  # R07: 2 -> K11 -> R08

    event(state, "damage")

    assert (held.room, free.room) == ("R06", "R08")


@pytest.mark.rule("BASE-EVENT-02", "BASE-DOOR-05")
def test_a_closed_door_in_the_way_is_destroyed_and_the_intruder_stays():
    state = proto()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")
    state.doors = {"K10": "closed"}

    event(state, "damage")

    assert adult.room == "R06" and state.doors == {"K10": "destroyed"}


@pytest.mark.rule("BASE-EVENT-03", "BASE-DUCT-07")
def test_an_intruder_moved_into_a_duct_vanishes():
    state = proto()
    place(state, 0, "R11")
    set_bag(state)
    creeper = put_intruder(state, "creeper", "R05")  # Lurking (4; Creepers, Adults): R05 -> the duct

    log = event(state, "lurking")

    assert creeper not in state.intruders and entries(log, "intruder_into_tech")
    assert [cat(state).intruder_tokens[t][0] for t in state.bag] == ["creeper"]


@pytest.mark.rule("BASE-EVENT-04")
def test_an_intruder_ending_in_an_unrevealed_room_does_not_reveal_it():
    state = proto(explored=False)
    place(state, 0, "R01")
    token = state.exploration["R06"]
    adult = put_intruder(state, "adult", "R11")  # Damage: R11 -> K10 -> R06, face down

    event(state, "damage")

    assert adult.room == "R06" and state.explored["R06"] is False and state.exploration["R06"] == token


@pytest.mark.rule("BASE-EVENT-05")
def test_the_special_event_is_resolved_after_every_listed_intruder_has_moved():
    state = proto()
    place(state, 0, "R01")
    put_intruder(state, "adult", "R06")  # arrives in R11
    put_intruder(state, "adult", "R07")  # arrives in R08

    log = event(state, "damage")  # then a malfunction in each room with an Adult

    kinds = [e.kind for e in log if e.kind in ("intruder_moved", "malfunction_placed")]
    assert kinds == ["intruder_moved", "intruder_moved", "malfunction_placed", "malfunction_placed"]
    assert state.malfunction == ["R08", "R11"]


@pytest.mark.rule("BASE-EVENT-06", "BASE-EVENT-07")
def test_a_once_only_event_leaves_the_game_and_an_ordinary_one_is_discarded():
    state = proto()
    place(state, 0, "R01")

    event(state, "regeneration")
    discarded = list(state.event_discard)
    event(state, "life_support_failure")

    assert discarded == ["regeneration"]
    assert state.event_removed == ["life_support_failure"]
    assert "life_support_failure" not in state.event_deck + state.event_discard
    assert "regeneration" in state.event_deck + state.event_discard  # it can come back


@pytest.mark.rule("BASE-EVENT-07")
def test_an_empty_event_deck_is_rebuilt_from_its_discards():
    state = proto()
    state.event_deck = []
    state.event_discard = ["regeneration", "bulkheads_open"]

    log = step(state, "ev_event_card")

    assert entries(log, "deck_reshuffled") and len(entries(log, "event_card")) == 1
    assert len(state.event_deck) + len(state.event_discard) == 2


@pytest.mark.rule("BASE-EVENT-07")
def test_the_event_step_draws_the_top_card():
    state = proto()
    top(state.event_deck, "regeneration", "bulkheads_open")

    log = step(state, "ev_event_card")

    assert [e.args["card"] for e in entries(log, "event_card")] == ["regeneration"]
    assert state.event_deck[-1] == "bulkheads_open"


@pytest.mark.rule("BASE-EVENT-10")
def test_hunt_moves_an_adult_not_in_combat_to_the_lowest_numbered_neighbour_with_a_character():
    state = proto(seats=2)
    place(state, 0, "R08")
    place(state, 1, "R06")
    adult = put_intruder(state, "adult", "R07")  # neighbours R03, R06, R08
    far = put_intruder(state, "adult", "R13")  # no character next door

    event(state, "hunt_2")

    assert cat(state).events["hunt_2"].corridor == 2
    assert adult.room == "R06" and far.room == "R13"


@pytest.mark.rule("BASE-EVENT-10")
def test_the_fire_spread_event_breaks_the_burning_rooms_then_spreads_the_fire():
    state = proto()
    place(state, 0, "R01")
    state.fire = ["R17"]  # neighbours R14, R19, R20

    event(state, "damaging_fire")

    assert cat(state).events["damaging_fire"].corridor == 1
    assert state.malfunction == ["R17"] and state.fire == ["R14", "R17", "R19", "R20"]
