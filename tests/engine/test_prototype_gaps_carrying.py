"""Carrying and giving in a 2018 prototype game (base-game.md §5.3, §5.6: BASE-GIVE-*, BASE-HEAVY-*; D15, D18).

The prototype's Give is the game's "trade" action under the options trade_requests = false (nothing is asked for),
give_items_per_action = 1 (one thing per action card) and give_refusable = true (the receiver answers yes or no).
Carrying is counted, not slotted: at most 2 weapons and 1 heavy object (carry_model = "limits").

Not marked here: BASE-ITEM-06. Its 2-weapon limit holds and a crafted Flamethrower counts toward it (tested below),
but the Taser is a one-use Item card in this game, not a weapon, so it never counts toward the limit.
"""

import pytest

from tests.engine.card_helpers import hand_of
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, step
from tests.engine.ship_helpers import ship

HIB = "R11"  # both characters wake here; the first victim's body (corpse_blue) lies on its floor


def pair(**cfg):
    """Soldier (seat 0) and Scout (seat 1) together in the Hibernatorium, every tile up, seat 0 about to act."""
    state = ship(seats=2, ruleset="prototype", **cfg)
    state.first_intruder_seen = True
    return state


def offered(state, kind: str) -> set[tuple[str, ...]]:
    return {o.args for o in state.pending.options if o.kind == kind}


def paid(log) -> list[str]:
    return [c for e in entries(log, "cards_discarded") for c in str(e.args["cards"]).split(",")]


def holds(ch, thing: str) -> bool:
    return thing in ch.items or thing in ch.weapons or thing in ch.heavy


# --- BASE-GIVE: the Give action ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-GIVE-01")
@pytest.mark.parametrize("thing", ["medkit_1", "corpse_blue", "assault_rifle"])
def test_one_action_card_gives_one_item_weapon_or_heavy_object_and_never_asks_for_one(thing):
    state = pair()
    giver, receiver = state.characters
    giver.items = ["medkit_1", "bandages_1"]
    receiver.items = ["chemicals_1"]  # something the giver could have asked for in a published Trade
    if thing == "corpse_blue":
        state.objects[HIB].remove("corpse_blue")
        giver.heavy = ["corpse_blue"]
    ammo = giver.weapons["assault_rifle"]
    reask(state)
    hand = len(giver.hand)
    assert ("1",) in offered(state, "trade")

    log = act(state, "trade", "1")
    moves = {o.kind for o in state.pending.options}
    assert (state.pending.seat, moves) == (0, {"give"})  # gifts only: no "ask", and no empty Give
    log += choose(state, "give", thing)
    assert state.pending.seat == 1 and {o.kind for o in state.pending.options} == {"yes", "no"}
    log += choose(state, "yes")

    assert holds(receiver, thing) and not holds(giver, thing)
    if thing == "assault_rifle":
        assert receiver.weapons["assault_rifle"] == ammo  # the weapon keeps its ammo
    assert len(paid(log)) == 1 and len(giver.hand) == hand - 1
    assert [e.args["item"] for e in entries(log, "item_handed")] == [thing]
    # one thing per action: the Give is over although the giver still holds more to give
    assert entries(log, "trade_closed") and state.pending.kind == "choose_action" and state.pending.seat == 0


@pytest.mark.rule("BASE-GIVE-01")
def test_only_a_character_in_the_same_room_can_be_given_anything():
    state = pair()
    state.characters[0].items = ["medkit_1"]
    reask(state)
    together = offered(state, "trade")
    place(state, 1, "R06")
    reask(state)

    assert together == {("1",)} and offered(state, "trade") == set()


@pytest.mark.rule("BASE-GIVE-02")
def test_the_receiver_may_refuse_the_gift_and_the_action_card_stays_spent():
    state = pair()
    giver, receiver = state.characters
    giver.items = ["medkit_1"]
    reask(state)
    hand = len(giver.hand)

    log = act(state, "trade", "1")
    log += choose(state, "give", "medkit_1")
    log += choose(state, "no")

    assert giver.items == ["medkit_1"] and receiver.items == []
    refused = entries(log, "gift_refused")
    assert len(refused) == 1 and refused[0].args["seat"] == 1 and not entries(log, "item_handed")
    assert len(giver.hand) == hand - 1 and paid(log)[0] in giver.discard  # the card is not given back
    assert state.pending.kind == "choose_action" and state.pending.seat == 0


@pytest.mark.rule("BASE-GIVE-02")
def test_accepting_a_gift_costs_the_receiver_nothing():
    state = pair()
    state.characters[0].items = ["medkit_1"]
    receiver = state.characters[1]
    hand, discard = list(receiver.hand), list(receiver.discard)
    reask(state)

    act(state, "trade", "1")
    choose(state, "give", "medkit_1")
    choose(state, "yes")

    assert receiver.items == ["medkit_1"] and receiver.hand == hand and receiver.discard == discard


@pytest.mark.rule("BASE-GIVE-03", "BASE-HEAVY-03")
@pytest.mark.parametrize(("full", "refused"), [("weapons", "assault_rifle"), ("heavy", "corpse_blue")])
def test_a_receiver_cannot_be_given_a_third_weapon_or_a_second_heavy_object(full, refused):
    state = pair()
    giver, receiver = state.characters
    giver.items = ["medkit_1"]
    state.objects[HIB].remove("corpse_blue")
    giver.heavy = ["corpse_blue"]
    if full == "weapons":
        receiver.weapons["prototype_rifle_1"] = 6  # with the Scout's own Rifle: 2 weapons
    else:
        receiver.heavy = ["carcass"]
    reask(state)

    act(state, "trade", "1")
    gifts = {o.args[0] for o in state.pending.options if o.kind == "give"}

    assert refused not in gifts and "medkit_1" in gifts
    assert gifts == {"medkit_1", "assault_rifle", "corpse_blue"} - {refused}


@pytest.mark.rule("BASE-GIVE-03")
def test_no_give_is_offered_when_the_receiver_can_take_nothing_the_giver_holds():
    state = pair()
    state.characters[1].weapons["prototype_rifle_1"] = 6
    reask(state)  # the Soldier holds only his Assault Rifle: a third weapon for the Scout

    assert offered(state, "trade") == set()


# --- carrying limits (D15) ----------------------------------------------------------------------------------------


def test_a_crafted_flamethrower_is_a_third_weapon_and_one_of_the_three_must_go():
    """BASE-ITEM-06, the part that holds (not marked: the Taser does not count, see the module docstring)."""
    state = pair()
    ch = state.characters[0]
    ch.weapons["prototype_rifle_1"] = 6
    ch.items = ["chemicals_1", "tools_1"]
    reask(state)

    act(state, "craft", "flamethrower", "chemicals_1", "tools_1")
    flamer = next(w for w in ch.weapons if w.startswith("flamethrower"))
    drops = {o.args[0] for o in state.pending.options if o.kind == "drop"}
    assert state.pending.seat == 0 and drops == {"assault_rifle", "prototype_rifle_1", flamer}
    choose(state, "drop", "assault_rifle")

    assert sorted(ch.weapons) == sorted(["prototype_rifle_1", flamer])
    assert state.pending.kind == "choose_action"


# --- BASE-HEAVY: heavy objects ------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-HEAVY-01", "BASE-HEAVY-03")
@pytest.mark.parametrize("obj", ["corpse_blue", "carcass", "egg"])
def test_a_crew_body_an_intruder_carcass_and_an_egg_are_heavy_objects(obj):
    state = pair()
    ch = state.characters[0]
    state.objects[HIB] = sorted({obj, "corpse_blue", "carcass", "egg"})
    reask(state)
    assert (obj,) in offered(state, "pickup")

    act(state, "pickup", obj)
    reask(state)
    assert offered(state, "pickup") == set()  # a second heavy object does not fit, whichever it is
    hand_of(state, 0, 1)
    step(state, "end_draw")

    assert ch.heavy == [obj] and len(ch.hand) == 5  # the refill to 6 is one lower while carrying it


@pytest.mark.rule("BASE-HEAVY-01")
def test_an_item_card_is_no_heavy_object():
    state = pair()
    ch = state.characters[0]
    ch.items = ["medkit_1", "bandages_1"]
    reask(state)
    assert ("corpse_blue",) in offered(state, "pickup")
    hand_of(state, 0, 1)

    step(state, "end_draw")

    assert len(ch.hand) == 6


@pytest.mark.rule("BASE-HEAVY-02")
def test_picking_up_a_heavy_object_costs_one_action_card_and_needs_it_in_the_room():
    state = pair()
    ch = state.characters[0]
    state.objects["R06"] = ["carcass"]
    reask(state)
    here = offered(state, "pickup")
    hand = len(ch.hand)

    log = act(state, "pickup", "corpse_blue")

    assert here == {("corpse_blue",)}  # the Carcass next door is not offered
    assert ch.heavy == ["corpse_blue"] and state.objects.get(HIB, []) == []
    assert len(paid(log)) == 1 and len(ch.hand) == hand - 1


@pytest.mark.rule("BASE-HEAVY-04")
@pytest.mark.parametrize("combat", [False, True])
def test_dropping_a_heavy_object_is_free_and_it_stays_in_the_room(combat):
    state = pair()
    ch = state.characters[0]
    state.objects[HIB].remove("corpse_blue")
    ch.heavy = ["corpse_blue"]
    place(state, 0, "R06")
    if combat:
        put_intruder(state, "adult", "R06")
    reask(state)
    hand = list(ch.hand)

    log = act(state, "drop", "corpse_blue")

    assert ch.heavy == [] and state.objects["R06"] == ["corpse_blue"]
    assert ch.hand == hand and not entries(log, "cards_discarded")
    assert state.pending.kind == "choose_action" and state.pending.seat == 0  # the turn goes on
