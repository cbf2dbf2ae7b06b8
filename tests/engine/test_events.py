"""Event cards: draw, Intruder movement then effect, discard / remove / shuffle back, the 20 effects
(PUB-EVENT-01..07)."""

import pytest

from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import corridors_of
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive
from tests.engine.factories import give_larva, place, put_intruder, top
from tests.engine.ship_helpers import NEST, entries, event, set_bag, ship, step

# T6: card -> (corridor number, moving Intruder types, what happens to the card afterwards)
T6 = {
    "damaging_fire": (1, {"creeper", "adult"}, "discard"),
    "regeneration": (1, {"breeder", "queen"}, "discard"),
    "scent_of_prey": (3, {"creeper", "adult"}, "discard"),
    "flammable_compounds": (4, {"breeder", "queen"}, "discard"),
    "bulkheads_open": (1, {"adult", "breeder"}, "discard"),
    "hunt_2": (2, {"creeper", "breeder", "queen"}, "discard"),
    "eclosion": (1, {"creeper", "breeder", "queen"}, "discard"),
    "coolant_leak": (1, {"adult", "breeder", "queen"}, "remove"),
    "nest": (3, {"creeper", "breeder", "queen"}, "discard"),
    "hunt_3": (3, {"breeder", "queen"}, "discard"),
    "short_circuit": (4, {"adult", "breeder", "queen"}, "remove"),
    "damage": (2, {"creeper", "adult"}, "discard"),
    "egg_protection": (2, {"breeder", "queen"}, "discard"),
    "consuming_fire": (4, {"creeper", "breeder", "queen"}, "discard"),
    "malfunction": (2, {"adult", "breeder"}, "shuffle_back"),
    "lurking": (4, {"creeper", "adult"}, "discard"),
    "evacuation_pod_ejection": (3, {"adult", "breeder", "queen"}, "remove"),
    "hatching": (3, {"adult", "breeder"}, "discard"),
    "life_support_failure": (2, {"adult", "breeder", "queen"}, "remove"),
    "noise_in_technical_corridors": (4, {"adult", "breeder"}, "discard"),
}


# --- drawing and resolving -----------------------------------------------------------------------

@pytest.mark.rule("PUB-EVENT-01")
def test_event_moves_the_named_intruders_before_resolving_its_effect():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")  # Damage: corridor 2 from R06 is K10 to R11

    log = event(state, "damage")

    assert adult.room == "R11"
    assert state.malfunction == ["R11"]  # the effect saw the Adult where it arrived
    order = [e.kind for e in log if e.kind in ("event_card", "intruder_moved", "malfunction_placed")]
    assert order == ["event_card", "intruder_moved", "malfunction_placed"]


@pytest.mark.rule("PUB-EVENT-01")
def test_event_step_draws_the_top_card_of_the_event_deck():
    state = ship()
    top(state.event_deck, "regeneration", "bulkheads_open")

    log = step(state, "ev_event_card")

    assert [e.args["card"] for e in entries(log, "event_card")] == ["regeneration"]
    assert state.event_deck[-1] == "bulkheads_open"


@pytest.mark.rule("PUB-EVENT-02")
def test_an_ordinary_event_card_goes_to_the_discard_pile():
    state = ship()

    event(state, "regeneration")

    assert state.event_discard == ["regeneration"]
    assert "regeneration" not in state.event_deck


@pytest.mark.rule("PUB-EVENT-02")
@pytest.mark.parametrize("card", ["coolant_leak", "short_circuit", "evacuation_pod_ejection",
                                  "life_support_failure"])
def test_a_remove_card_leaves_the_game_and_the_discards_are_shuffled_into_the_deck(card):
    state = ship()
    state.event_discard = [state.event_deck.pop(0), state.event_deck.pop(0)]
    others = sorted(c for c in state.event_deck + state.event_discard if c != card)

    event(state, card)

    assert state.event_removed == [card]
    assert state.event_discard == []
    assert sorted(state.event_deck) == others


@pytest.mark.rule("PUB-EVENT-02")
def test_the_malfunction_card_is_shuffled_back_into_the_deck():
    state = ship()
    state.event_discard = [state.event_deck.pop(0)]
    discard = list(state.event_discard)
    size = len(state.event_deck)

    log = event(state, "malfunction")

    assert "malfunction" in state.event_deck and len(state.event_deck) == size
    assert state.event_discard == discard
    assert [e.rule for e in entries(log, "event_shuffled_back")] == ["PUB-EVENT-02"]


@pytest.mark.rule("PUB-EVENT-03")
def test_an_empty_event_deck_is_rebuilt_from_its_discard_pile():
    state = ship()
    state.event_deck = []
    state.event_discard = ["regeneration", "bulkheads_open"]

    log = step(state, "ev_event_card")

    assert [e.rule for e in entries(log, "deck_reshuffled")] == ["PUB-EVENT-03"]
    assert len(entries(log, "event_card")) == 1
    assert len(state.event_deck) == 1 and len(state.event_discard) == 1


@pytest.mark.rule("PUB-EVENT-03")
def test_a_retreat_draws_an_event_card_only_for_its_number():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R06")
    state.fire = ["R06"]
    top(state.attack_deck, "bite_4")  # Retreat arrow
    top(state.event_deck, "short_circuit")  # corridor 4: R06 -> K04 -> R02; a "remove" card

    step(state, "ev_fire")

    assert adult.room == "R02"
    assert state.event_discard == ["short_circuit"] and state.event_removed == []
    assert state.malfunction == []  # its effect is not resolved


@pytest.mark.rule("PUB-EVENT-04", "PUB-EVENT-06")
def test_malfunction_event_hits_the_lowest_numbered_explored_room():
    state = ship(explored=False)  # only the special rooms (R01, R11, R19-R21) are explored

    event(state, "malfunction")

    assert state.malfunction == ["R01"]


@pytest.mark.rule("PUB-EVENT-04", "PUB-EVENT-06")
def test_malfunction_event_skips_rooms_that_cannot_take_one_and_unexplored_rooms():
    state = ship(explored=False)
    state.malfunction = ["R01"]
    state.explored["R03"] = True  # R02 stays face down

    event(state, "malfunction")

    assert state.malfunction == ["R01", "R03"]


@pytest.mark.rule("PUB-EVENT-04", "PUB-EVENT-06")
def test_hunt_sends_an_adult_to_the_lowest_numbered_neighbouring_room_with_a_character():
    state = ship(seats=2)
    place(state, 0, "R08")
    place(state, 1, "R06")
    adult = put_intruder(state, "adult", "R07")  # neighbours R03, R06, R08

    event(state, "hunt_2")

    assert adult.room == "R06"


@pytest.mark.rule("PUB-EVENT-05", "PUB-FIRE-08")
def test_fire_does_not_spread_through_a_closed_door():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R06"]  # neighbours R02 (K04), R05 (K07), R07 (K09), R11 (K10)
    state.doors = {"K10": "closed"}

    event(state, "damaging_fire")

    assert state.fire == ["R02", "R05", "R06", "R07"]


@pytest.mark.rule("PUB-EVENT-05", "PUB-FIRE-08")
def test_fire_does_not_spread_through_the_technical_corridors():
    state = ship()
    place(state, 0, "R11")
    state.fire = ["R02"]  # a Technical Corridor entrance; board neighbours R01 (K01), R06 (K04)

    event(state, "damaging_fire")

    assert state.fire == ["R01", "R02", "R06"]


# --- the deck and its effects (T6) ---------------------------------------------------------------

@pytest.mark.rule("PUB-EVENT-06")
def test_event_deck_holds_the_twenty_cards_of_t6():
    state = ship()
    data = {c.id: (c.corridor, set(c.movers), c.after) for c in cat(state).events.values()}

    assert data == T6
    assert sorted(state.event_deck) == sorted(T6)


@pytest.mark.rule("PUB-EVENT-06")
def test_regeneration_heals_every_intruder_by_two():
    state = ship()
    place(state, 0, "R01")
    adult = put_intruder(state, "adult", "R05", injuries=3)
    creeper = put_intruder(state, "creeper", "R09", injuries=1)

    event(state, "regeneration")

    assert (adult.injuries, creeper.injuries) == (1, 0)


@pytest.mark.rule("PUB-EVENT-06")
def test_scent_of_prey_puts_noise_around_each_slimed_character():
    state = ship(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R08")
    state.characters[0].slime = True
    state.noise = ["K04"]

    event(state, "scent_of_prey")

    assert state.noise == ["K04", "K07", "K09", "K10"]


@pytest.mark.rule("PUB-EVENT-06")
def test_hunt_leaves_adults_in_combat_and_other_intruders_where_they_are():
    state = ship(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R07")
    fighting = put_intruder(state, "adult", "R07")
    creeper = put_intruder(state, "creeper", "R02")  # neighbour of R06, but Hunt moves Adults only

    event(state, "hunt_3")  # corridor 3: Breeders and Queen move, none on board

    assert (fighting.room, creeper.room) == ("R07", "R02")


@pytest.mark.rule("PUB-EVENT-06")
def test_eclosion_kills_a_larva_carrier_and_a_creeper_takes_its_place():
    state = ship(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R01")
    give_larva(state, state.characters[0])

    event(state, "eclosion")

    assert state.characters[0].status == "dead"
    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", "R06")]


@pytest.mark.rule("PUB-EVENT-06")
def test_eclosion_makes_every_character_scan_four_drawn_cards_and_discard_them():
    state = ship(seats=2)
    infected = state.infected[0]
    state.contamination_deck.remove(infected)
    clean_deck = list(state.characters[1].deck)
    state.characters[0].deck.append(infected)  # drawn among seat 0's four
    hands = [list(c.hand) for c in state.characters]

    event(state, "eclosion")

    assert carries(state, state.characters[0]) and not carries(state, state.characters[1])
    assert [c.hand for c in state.characters] == hands
    assert infected in state.characters[0].discard
    assert sorted(state.characters[1].discard) == sorted(clean_deck[-4:])


@pytest.mark.rule("PUB-EVENT-06")
@pytest.mark.parametrize(("generator_broken", "position"), [(True, 1), (False, -1)])
def test_coolant_leak_starts_self_destruct_only_when_the_generator_malfunctions(generator_broken, position):
    state = ship()
    state.malfunction = ["R18"] if generator_broken else ["R17"]

    event(state, "coolant_leak")

    assert ship_state(state).self_destruct == position


@pytest.mark.rule("PUB-EVENT-06")
@pytest.mark.parametrize(("explored", "noise"), [(True, ["K14", "K18"]), (False, [])])
def test_nest_event_puts_noise_in_the_nest_corridors_once_it_is_explored(explored, noise):
    state = ship(explored=False)
    state.explored[NEST] = explored

    event(state, "nest")

    assert state.noise == noise


@pytest.mark.rule("PUB-EVENT-06")
def test_short_circuit_breaks_explored_yellow_rooms_with_a_computer():
    state = ship(explored=False)
    for room in ("R13", "R17", "R08", "R05"):  # comms, fire control (yellow + computer); red, green
        state.explored[room] = True  # the generator (R18) stays face down

    event(state, "short_circuit")

    assert state.malfunction == ["R13", "R17"]


@pytest.mark.rule("PUB-EVENT-06")
def test_life_support_failure_breaks_every_explored_green_room():
    state = ship(explored=False)
    for room in ("R02", "R06", "R13"):  # surgery, canteen (green); comms room (yellow)
        state.explored[room] = True

    event(state, "life_support_failure")

    assert state.malfunction == ["R02", "R06"]


@pytest.mark.rule("PUB-EVENT-06")
def test_damage_breaks_rooms_holding_an_adult_breeder_or_queen():
    state = ship(seats=2)
    place(state, 0, "R05")
    place(state, 1, "R02")
    put_intruder(state, "adult", "R05")  # held by seat 0, does not move
    put_intruder(state, "creeper", "R02")  # held by seat 1
    put_intruder(state, "breeder", "R09")
    put_intruder(state, "queen", "R13")
    put_intruder(state, "larva", "R03")

    event(state, "damage")

    assert state.malfunction == ["R05", "R09", "R13"]


@pytest.mark.rule("PUB-EVENT-06")
def test_consuming_fire_empties_burning_rooms_then_spreads():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R09"]  # neighbours R08 (K12), R12 (K14)
    state.item_counters = {"R09": 3, "R08": 2, "R10": 2}

    event(state, "consuming_fire")

    assert state.item_counters == {"R09": 0, "R08": 2, "R10": 2}
    assert state.fire == ["R08", "R09", "R12"]


@pytest.mark.rule("PUB-EVENT-06", "PUB-NEST-08")
def test_egg_protection_makes_an_encounter_for_characters_in_the_nest_or_carrying_an_egg():
    state = ship(seats=3)
    place(state, 0, NEST)
    place(state, 1, "R06")
    place(state, 2, "R01")
    state.characters[1].heavy = ["egg"]
    set_bag(state, "blank_1")

    log = event(state, "egg_protection")

    assert [(e.args["room"], e.args["seat"]) for e in entries(log, "encounter")] == [(NEST, 0), ("R06", 1)]


@pytest.mark.rule("PUB-EVENT-06", "PUB-NEST-07")
def test_hatching_discards_an_egg_and_infests_nest_characters_without_action_cards():
    state = ship(seats=2)
    place(state, 0, NEST)
    place(state, 1, NEST)
    state.characters[0].hand = []
    set_bag(state)
    eggs = hive(state).eggs

    event(state, "hatching")

    assert hive(state).eggs == eggs - 1
    assert (carries(state, state.characters[0]), carries(state, state.characters[1])) == (True, False)
    assert state.bag == []  # somebody was infested: no Larva token


@pytest.mark.rule("PUB-EVENT-06")
def test_noise_in_technical_corridors_marks_the_technical_corridor_space():
    state = ship()
    place(state, 0, "R02")

    event(state, "noise_in_technical_corridors")

    assert state.noise == ["TECH"]


@pytest.mark.rule("PUB-EVENT-06")
def test_noise_in_technical_corridors_again_makes_characters_at_an_entrance_roll(script):
    state = ship(seats=2)
    place(state, 0, "R02")  # entrance
    place(state, 1, "R06")  # no entrance
    state.noise = ["TECH"]
    script.rolls("silence")

    log = event(state, "noise_in_technical_corridors")

    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0]


# --- order ---------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-EVENT-07")
def test_markers_are_placed_in_ascending_room_number():
    state = ship()
    place(state, 0, "R01")
    for room in ("R13", "R09", "R05"):
        put_intruder(state, "breeder", room)

    log = event(state, "damage")

    assert [e.args["room"] for e in entries(log, "malfunction_placed")] == ["R05", "R09", "R13"]


@pytest.mark.rule("PUB-EVENT-07")
def test_every_character_effects_go_in_turn_order_from_the_first_player():
    state = ship(seats=3)
    for seat in range(3):
        place(state, seat, NEST)
    state.first_player = 1
    set_bag(state, "blank_1")

    log = event(state, "egg_protection")

    assert [e.args["seat"] for e in entries(log, "encounter")] == [1, 2, 0]
    assert sorted(state.noise) == sorted(corridors_of(state, NEST))
