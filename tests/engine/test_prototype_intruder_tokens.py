"""The prototype's Intruders beyond §1's table: one Egg per hit (BASE-COMBAT-07), attacks by kind across the
ship (BASE-IATK-02), a killed Intruder's token out of the game (BASE-IDEATH-07), a retreat's Event card under
the deck (BASE-RETREAT-01), the token box and the Egg supply (BASE-BAG-07, BASE-NEST-12) — each against the
published game where it differs."""

import pytest

from engine.catalog import cat
from engine.effects import token_kind
from engine.species.intruders.state import hive
from tests.engine.combat_helpers import board
from tests.engine.factories import act, entries, place, put_intruder, reask, step, top
from tests.engine.ship_helpers import NEST, event, ship


def in_nest(ruleset: str):
    state = ship(ruleset=ruleset)
    state.first_intruder_seen = True
    place(state, 0, NEST)
    return reask(state)


@pytest.mark.rule("BASE-COMBAT-07", "BASE-NEST-07", "PUB-NEST-04")
@pytest.mark.parametrize(("ruleset", "destroyed"), [("prototype", 1), ("published", 2)])
def test_a_double_hit_on_the_eggs_destroys_one_in_the_prototype_two_published(script, ruleset, destroyed):
    state = in_nest(ruleset)
    eggs = hive(state).eggs
    script.rolls("double", "silence")

    act(state, "shoot", next(iter(state.characters[0].weapons)), "eggs")

    assert hive(state).eggs == eggs - destroyed


@pytest.mark.rule("BASE-IATK-02", "PUB-INTRUDER-05")
@pytest.mark.parametrize(("ruleset", "first"), [("prototype", "queen"), ("published", "adult")])
def test_the_biggest_attacks_first_across_the_ship_in_the_prototype(ruleset, first):
    state = ship(seats=2, ruleset=ruleset)
    place(state, 0, "R06")
    place(state, 1, "R08")
    put_intruder(state, "adult", "R06")
    put_intruder(state, "queen", "R08")

    log = step(state, "ev_attacks")

    assert entries(log, "intruder_attacks")[0].args["kind"] == first


@pytest.mark.rule("BASE-IDEATH-07", "PUB-INJ-08")
@pytest.mark.parametrize(("ruleset", "leaves"), [("prototype", True), ("published", False)])
def test_a_killed_adults_token_leaves_the_game_only_in_the_prototype(script, ruleset, leaves):
    state = board(characters=["scout"], ruleset=ruleset)
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06", injuries=5)
    top(state.attack_deck, "scratch_1")  # blood 2: 6 wounds kill
    supply = sum(1 for t in state.supply if token_kind(state, t) == "adult")
    script.rolls("single")

    step(state, "shoot", 0, "rifle", str(adult.id))

    assert adult not in state.intruders
    left = sum(1 for t in state.supply if token_kind(state, t) == "adult")
    assert left == (supply - 1 if leaves else supply)


@pytest.mark.rule("BASE-RETREAT-01", "PUB-INJ-13")
@pytest.mark.parametrize(("ruleset", "under"), [("prototype", True), ("published", False)])
def test_the_event_card_of_a_retreat_goes_under_the_deck_in_the_prototype(script, ruleset, under):
    state = board(characters=["scout"], ruleset=ruleset)
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_4")  # the retreat symbol
    card = next(e for e in sorted(cat(state).events) if cat(state).events[e].corridor == 1)
    top(state.event_deck, card)
    script.rolls("single")

    log = step(state, "shoot", 0, "rifle", str(adult.id))

    assert entries(log, "retreat") and adult.room != "R06"
    assert (state.event_deck[0] == card) is under and (card in state.event_discard) is not under


@pytest.mark.rule("BASE-BAG-07", "BASE-BAG-01")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_the_prototype_box_holds_its_own_tokens_and_no_blank(seats):
    state = ship(seats=seats, ruleset="prototype")
    every = [*state.bag, *state.supply]
    counts = {k: sum(1 for t in every if token_kind(state, t) == k) for k in ("larva", "creeper", "adult",
                                                                              "breeder", "queen", "blank")}
    assert counts == {"larva": 6, "creeper": 3, "adult": 10, "breeder": 2, "queen": 1, "blank": 0}


@pytest.mark.rule("BASE-NEST-12", "BASE-BAG-03")
@pytest.mark.parametrize(("in_nest_eggs", "carried", "laid"), [(7, 0, True), (7, 1, False), (6, 1, True)])
def test_egg_laying_counts_the_eggs_carried_toward_the_eight_in_the_box(in_nest_eggs, carried, laid):
    state = ship(ruleset="prototype")
    hive(state).eggs = in_nest_eggs
    state.characters[0].heavy = ["egg"] * carried

    event(state, "egg_laying")

    assert hive(state).eggs == in_nest_eggs + (1 if laid else 0)
