"""D15 and D18 in both rulesets (base-game.md §1): what a character can carry, and handing things over.

- D15: published, weapons and heavy things share 2 Hand slots (PUB-ITEM-04); prototype, at most 2 weapons and
  1 heavy thing, nothing else limited (BASE-ITEM-06, BASE-HEAVY-03).
- D18: published, a Trade may give and ask, gifts need no answer (PUB-ITEM-12); prototype, a Give hands over one
  thing and the receiver may refuse (BASE-GIVE-01/02)."""

import pytest

from tests.engine.factories import act, choose, reask
from tests.engine.ship_helpers import ship

HIB = "R11"


def crew(ruleset: str):
    state = ship(seats=2, ruleset=ruleset)
    state.first_intruder_seen = True
    return state


def kinds(state) -> set[str]:
    return {o.kind for o in state.pending.options}


@pytest.mark.rule("BASE-HEAVY-03", "PUB-ITEM-04")
@pytest.mark.parametrize(("ruleset", "second_heavy"), [("published", True), ("prototype", False)])
def test_an_unarmed_character_carries_two_heavy_things_only_in_the_published_game(ruleset, second_heavy):
    state = crew(ruleset)
    ch = state.characters[0]
    ch.weapons = {}  # both Hands free in the published game
    ch.heavy = ["carcass"]
    state.objects[HIB] = [*state.objects.get(HIB, []), "egg"]
    reask(state)
    pickups = {o.args[0] for o in state.pending.options if o.kind == "pickup"}
    assert ("egg" in pickups) is second_heavy


@pytest.mark.rule("BASE-ITEM-06", "PUB-ITEM-04")
@pytest.mark.parametrize(("ruleset", "takes_rifle"), [("published", False), ("prototype", True)])
def test_a_second_weapon_beside_a_heavy_thing_fits_only_in_the_prototype(ruleset, takes_rifle):
    state = crew(ruleset)
    giver, receiver = state.characters
    receiver.heavy = ["carcass"]  # published: the Scout's rifle and the Carcass fill both Hands
    reask(state)
    act(state, "trade", "1")
    gifts = {o.args[0] for o in state.pending.options if o.kind == "give"}
    assert ("assault_rifle" in gifts) is takes_rifle


@pytest.mark.rule("BASE-GIVE-01", "BASE-GIVE-02", "PUB-ITEM-12")
@pytest.mark.parametrize("ruleset", ["published", "prototype"])
def test_a_trade_gives_and_asks_where_a_give_hands_over_one_thing_the_receiver_may_refuse(ruleset):
    state = crew(ruleset)
    giver, receiver = state.characters
    giver.items, receiver.items = ["medkit_1"], ["chemicals_1"]
    reask(state)
    act(state, "trade", "1")
    if ruleset == "published":
        assert kinds(state) == {"done", "give", "ask"}
        choose(state, "give", "medkit_1")  # no answer needed: it changes hands at once
        assert "medkit_1" in receiver.items and state.pending.seat == 0
    else:
        assert kinds(state) == {"give"}
        choose(state, "give", "medkit_1")
        assert state.pending.seat == 1 and kinds(state) == {"yes", "no"}
        choose(state, "no")  # refused: the card stays paid, the Give is over
        assert "medkit_1" in giver.items and "medkit_1" not in receiver.items
        assert state.pending.seat == 0 and state.pending.kind == "choose_action"  # the turn goes on
