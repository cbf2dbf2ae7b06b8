"""The prototype's Arm wound (BASE-ITEM-04, §6): Using or Passing an Item costs 2 Action cards instead of 1; in
the published game an Arm wound costs a Hand slot and only the Hand wound raises Item costs (PUB-ITEM-08)."""

import pytest

from engine.catalog import cat
from engine.rules.actions import item_action_cost
from tests.engine.factories import act, entries, reask
from tests.engine.ship_helpers import ship


def wounded(ruleset: str, kind: str):
    state = ship(seats=2, ruleset=ruleset)
    state.first_intruder_seen = True
    card = next(w for w, data in sorted(cat(state).wounds.items()) if data.kind == kind)
    state.characters[0].serious = [card]
    state.characters[0].items = ["bandages_1"]
    return state


@pytest.mark.rule("BASE-ITEM-04", "PUB-ITEM-08")
@pytest.mark.parametrize(("ruleset", "kind", "cost"), [("prototype", "arm", 2), ("published", "arm", 1),
                                                        ("prototype", "hand", 2), ("published", "hand", 2),
                                                        ("prototype", "leg", 1)])
def test_an_arm_wound_raises_an_item_action_in_the_prototype_only(ruleset, kind, cost):
    state = wounded(ruleset, kind)
    assert item_action_cost(state, state.characters[0], "bandages_1", ()) == cost


@pytest.mark.rule("BASE-ITEM-04", "BASE-GIVE-01", "PUB-ITEM-12")
@pytest.mark.parametrize(("ruleset", "paid"), [("prototype", 2), ("published", 1)])
def test_giving_with_an_arm_wound_costs_two_cards_in_the_prototype(ruleset, paid):
    state = reask(wounded(ruleset, "arm"))
    log = act(state, "trade", "1")
    cards = [c for e in entries(log, "cards_discarded") for c in str(e.args["cards"]).split(",")]
    assert len(cards) == paid
