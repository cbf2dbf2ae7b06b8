"""The Intruder bag: contents, supply, danger numbers, tokens going back, bag development (PUB-BAG-01..09)."""

from collections import Counter

import pytest

from engine.catalog import cat
from engine.rules.board import corridors_of
from engine.species.intruders.state import hive
from tests.engine.factories import make_game, place, put_intruder, run_op, set_hand, top
from tests.engine.ship_helpers import NEST, act, entries, event, set_bag, ship, step, tokens

BOX = {"larva": 8, "creeper": 3, "adult": 12, "breeder": 2, "queen": 1, "blank": 1}


def kinds_in(state, pile) -> Counter:
    return Counter(cat(state).intruder_tokens[t][0] for t in pile)


# --- contents and supply -------------------------------------------------------------------------

@pytest.mark.rule("PUB-BAG-01")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_starting_bag_holds_blank_queen_creeper_four_larvae_and_three_plus_n_adults(seats):
    state = make_game(seats=seats)

    assert kinds_in(state, state.bag) == Counter(
        {"blank": 1, "queen": 1, "creeper": 1, "larva": 4, "adult": 3 + seats})


@pytest.mark.rule("PUB-BAG-01")
def test_starting_adults_are_drawn_at_random_from_the_twelve():
    games = [make_game(seats=1, seed=seed) for seed in range(6)]
    adults = {tuple(tokens(state, "adult", state.bag)) for state in games}

    assert len(adults) > 1


@pytest.mark.rule("PUB-BAG-02")
def test_bag_and_supply_together_hold_the_whole_token_box():
    state = make_game(seats=2)

    assert kinds_in(state, state.bag + state.supply) == Counter(BOX)
    assert not set(state.bag) & set(state.supply)


@pytest.mark.rule("PUB-BAG-02", "PUB-BAG-05")
def test_larva_development_adds_no_adult_when_the_supply_has_none():
    state = ship()
    larva = tokens(state, "larva")[0]
    set_bag(state, larva)
    state.supply = [t for t in state.supply if t not in tokens(state, "adult")]  # no Adult left to add

    log = step(state, "ev_bag")

    assert state.bag == []  # the Larva left, nothing came in
    assert [e.args["kind"] for e in entries(log, "supply_empty")] == ["adult"]


# --- danger numbers ------------------------------------------------------------------------------

@pytest.mark.rule("PUB-BAG-03")
def test_every_token_shows_its_type_and_the_danger_numbers_of_the_box():
    state = make_game()
    numbers = Counter((kind, danger) for kind, danger in cat(state).intruder_tokens.values())

    assert numbers == Counter({("larva", 1): 8, ("creeper", 1): 3, ("adult", 2): 4, ("adult", 3): 5,
                               ("adult", 4): 3, ("breeder", 3): 1, ("breeder", 4): 1, ("queen", 4): 1,
                               ("blank", 0): 1})


@pytest.mark.rule("PUB-BAG-03")
@pytest.mark.parametrize(("cards", "surprised"), [(3, True), (4, False)])
def test_the_drawn_tokens_danger_number_is_the_surprise_attack_threshold(cards, surprised):
    state = ship()
    four = next(t for t in tokens(state, "adult") if cat(state).intruder_tokens[t][1] == 4)
    set_bag(state, four)
    set_hand(state, 0, state.characters[0].hand[:cards])
    top(state.attack_deck, "scratch_1")

    log = step(state, "encounter", "R11", 0)

    assert bool(entries(log, "surprise_attack")) is surprised
    assert {e.args["number"] for e in entries(log, "surprise_attack") + entries(log, "no_surprise")} == {4}


# --- tokens leaving and returning ----------------------------------------------------------------

@pytest.mark.rule("PUB-BAG-04")
def test_a_token_drawn_in_an_encounter_goes_to_the_supply():
    state = ship()
    adult = tokens(state, "adult")[0]
    set_bag(state, adult)
    set_hand(state, 0, state.characters[0].hand[:5])

    step(state, "encounter", "R11", 0)

    assert [i.kind for i in state.intruders] == ["adult"]
    assert adult in state.supply and adult not in state.bag


@pytest.mark.rule("PUB-BAG-04")
def test_an_intruder_leaving_through_the_technical_corridor_returns_a_token_of_its_type_to_the_bag():
    state = ship()
    creeper = put_intruder(state, "creeper", "R02")  # die 1 from R02 is the Technical Corridor
    creepers_in_bag = len(tokens(state, "creeper", state.bag))

    log = event(state, "damaging_fire")  # corridor 1, moves Creepers and Adults; no Fire on board

    assert creeper not in state.intruders
    assert len(tokens(state, "creeper", state.bag)) == creepers_in_bag + 1
    assert "PUB-BAG-04" in {e.rule for e in entries(log, "token_added")}


@pytest.mark.rule("PUB-BAG-04")
def test_an_intruder_returning_to_the_bag_adds_nothing_when_its_supply_is_empty():
    state = ship()
    put_intruder(state, "creeper", "R02")
    set_bag(state, *tokens(state, "creeper"))  # every Creeper token already in the bag
    bag = list(state.bag)

    log = event(state, "damaging_fire")

    assert state.bag == bag
    assert [e.args["kind"] for e in entries(log, "supply_empty")] == ["creeper"]


@pytest.mark.rule("PUB-BAG-04")
def test_killing_an_intruder_changes_no_token(script):
    state = make_game()
    put_intruder(state, "larva", state.characters[0].room)
    run_op(state, "choose_action", 0)  # the larva is there before the action is chosen
    bag, supply = list(state.bag), list(state.supply)
    weapon = next(iter(state.characters[0].weapons))
    script.rolls("single")

    act(state, "shoot", weapon, str(state.intruders[0].id))

    assert state.intruders == []
    assert (state.bag, state.supply) == (bag, supply)


# --- bag development (Event step 8) --------------------------------------------------------------

@pytest.mark.rule("PUB-BAG-05")
def test_larva_development_swaps_the_larva_for_an_adult():
    state = ship()
    larva = tokens(state, "larva")[0]
    set_bag(state, larva)

    step(state, "ev_bag")

    assert kinds_in(state, state.bag) == Counter({"adult": 1})
    assert larva in state.supply


@pytest.mark.rule("PUB-BAG-05")
def test_creeper_development_swaps_the_creeper_for_a_breeder():
    state = ship()
    creeper = tokens(state, "creeper")[0]
    set_bag(state, creeper)

    step(state, "ev_bag")

    assert kinds_in(state, state.bag) == Counter({"breeder": 1})
    assert creeper in state.supply


@pytest.mark.rule("PUB-BAG-05")
@pytest.mark.parametrize("kind", ["adult", "breeder"])
def test_adult_or_breeder_development_makes_every_player_out_of_combat_roll_for_noise(script, kind):
    state = ship(seats=3)
    token = tokens(state, kind)[0]
    set_bag(state, token)
    for seat, room in ((0, "R06"), (1, "R08"), (2, "R14")):
        place(state, seat, room)
    put_intruder(state, "creeper", "R08")  # seat 1 is in Combat
    script.rolls("silence", "silence")

    log = step(state, "ev_bag")

    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0, 2]
    assert state.bag == [token]


@pytest.mark.rule("PUB-BAG-05", "PUB-NEST-07")
def test_queen_development_with_nobody_in_the_nest_adds_an_egg():
    state = ship()
    set_bag(state, "queen_1")
    eggs = hive(state).eggs

    step(state, "ev_bag")

    assert hive(state).eggs == eggs + 1
    assert state.bag == ["queen_1"] and state.intruders == []


@pytest.mark.rule("PUB-BAG-05")
def test_queen_development_adds_an_egg_while_the_nest_is_unexplored():
    state = ship(explored=False)
    set_bag(state, "queen_1")
    eggs = hive(state).eggs

    step(state, "ev_bag")

    assert hive(state).eggs == eggs + 1 and state.intruders == []


@pytest.mark.rule("PUB-BAG-05")
def test_blank_development_adds_an_adult_and_the_blank_stays():
    state = ship()
    set_bag(state, "blank_1")

    step(state, "ev_bag")

    assert kinds_in(state, state.bag) == Counter({"blank": 1, "adult": 1})


@pytest.mark.rule("PUB-BAG-06")
def test_bag_development_with_an_empty_bag_does_nothing():
    state = ship()
    set_bag(state)
    supply, eggs = list(state.supply), hive(state).eggs

    log = step(state, "ev_bag")

    assert (state.bag, state.supply, hive(state).eggs, state.intruders) == ([], supply, eggs, [])
    assert [e.rule for e in log] == ["PUB-BAG-06"]


@pytest.mark.rule("PUB-BAG-07")
def test_hatching_with_nobody_infested_adds_a_larva_token():
    state = ship()
    set_bag(state)

    log = event(state, "hatching")

    assert kinds_in(state, state.bag) == Counter({"larva": 1})
    assert "PUB-BAG-07" in {e.rule for e in entries(log, "token_added")}


@pytest.mark.rule("PUB-BAG-07", "PUB-EVENT-06")
def test_lurking_puts_one_token_of_each_removed_intruders_type_into_the_bag():
    state = ship()
    set_bag(state)
    put_intruder(state, "adult", "R05")
    put_intruder(state, "larva", "R13")
    put_intruder(state, "creeper", "R11")  # with the character: stays
    place(state, 0, "R11")

    event(state, "lurking")

    assert [i.kind for i in state.intruders] == ["creeper"]
    assert kinds_in(state, state.bag) == Counter({"adult": 1, "larva": 1})


# --- the Queen -----------------------------------------------------------------------------------

@pytest.mark.rule("PUB-BAG-08", "PUB-BAG-05")
def test_queen_development_brings_the_queen_to_the_nest_and_clears_its_noise():
    state = ship(seats=2)
    set_bag(state, "queen_1")
    place(state, 0, NEST)
    place(state, 1, "R01")
    set_hand(state, 0, state.characters[0].hand[:4])  # 4 cards: no Surprise Attack
    state.noise = ["K14", "K18", "K01"]

    log = step(state, "ev_bag")

    assert [(i.kind, i.room) for i in state.intruders] == [("queen", NEST)]
    assert state.noise == ["K01"]
    assert not [c for c in corridors_of(state, NEST) if c in state.noise]
    assert state.bag == ["queen_1"]
    assert not entries(log, "surprise_attack")


@pytest.mark.rule("PUB-BAG-08")
def test_queen_from_development_surprises_the_nest_character_with_fewest_action_cards():
    state = ship(seats=2)
    set_bag(state, "queen_1")
    place(state, 0, NEST)
    place(state, 1, NEST)
    set_hand(state, 0, state.characters[0].hand[:3])
    set_hand(state, 1, state.characters[1].hand[:2])
    top(state.attack_deck, "scratch_1")

    log = step(state, "ev_bag")

    assert [(e.args["seat"], e.args["number"]) for e in entries(log, "surprise_attack")] == [(1, 4)]
    assert [e.args["seat"] for e in entries(log, "intruder_attacks")] == [1]
    assert state.characters[1].light_wounds == 1 and state.characters[0].light_wounds == 0


@pytest.mark.rule("PUB-BAG-09")
def test_queen_development_while_the_queen_is_on_the_board_adds_an_egg():
    state = ship()
    set_bag(state, "queen_1")
    put_intruder(state, "queen", "R05")
    place(state, 0, NEST)
    eggs = hive(state).eggs

    log = step(state, "ev_bag")

    assert hive(state).eggs == eggs + 1
    assert [i.room for i in state.intruders] == ["R05"]
    assert "PUB-BAG-09" in {e.rule for e in entries(log, "egg_added")}


@pytest.mark.rule("PUB-BAG-09")
def test_queen_token_in_an_encounter_while_the_queen_is_on_the_board_counts_as_blank():
    state = ship()
    set_bag(state, "queen_1")
    put_intruder(state, "queen", "R05")
    place(state, 0, "R11")

    step(state, "encounter", "R11", 0)

    assert [i.kind for i in state.intruders] == ["queen"]
    assert sorted(state.noise) == sorted(corridors_of(state, "R11"))
    assert "queen_1" in state.bag


@pytest.mark.rule("PUB-BAG-09")
def test_killing_the_queen_removes_the_queen_token_from_the_game(script):
    state = ship()
    place(state, 0, "R11")
    queen = put_intruder(state, "queen", "R11", injuries=8)
    assert "queen_1" in state.bag
    top(state.attack_deck, "scratch_1", "scratch_2")  # 2 + 3 blood <= 9 Injuries
    script.rolls("single")
    weapon = next(iter(state.characters[0].weapons))
    state.characters[0].weapons[weapon] = 1

    step(state, "shoot", 0, weapon, str(queen.id))

    assert state.intruders == []
    assert "queen_1" in state.removed_tokens
    assert "queen_1" not in state.bag + state.supply
