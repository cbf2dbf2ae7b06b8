"""Actions in a 2018 prototype game: how they are paid, which are offered when, special and room actions,
terminals and long actions (base-game.md §5.1, §5.7 and the §6 cost table: BASE-ACT-*, BASE-ROOM-*,
BASE-LONG-*). Every state is a prototype game on the fixed test board (tests/engine/combat_helpers.py)."""

import pytest

from engine import api
from engine.rules.board import in_combat
from tests.engine.combat_helpers import act, board, entries, reask
from tests.engine.factories import choose, place, put_intruder, set_hand

SCOUT = ["scout_rest", "scout_search_1", "scout_demolition", "scout_adrenaline", "scout_scavenging"]


def scout(room="R06", cards=SCOUT, seats=1):
    """The Scout (seat 0) in `room` holding `cards`, about to act; other seats in R11."""
    chars = ["scout", "soldier", "pilot"][:seats]
    state = board(seats=seats, characters=chars, ruleset="prototype")
    place(state, 0, room)
    set_hand(state, 0, list(cards))
    return reask(state)


def offered(state, kind):
    return [o for o in state.pending.options if o.kind == kind]


# ---- paying (§5.1) ----

@pytest.mark.rule("BASE-ACT-01", "BASE-ACT-02")
def test_a_basic_action_costs_one_action_card_from_the_actors_own_hand(script):
    state = scout(seats=2)
    other = list(state.characters[1].hand)
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    ch = state.characters[0]
    assert ch.room == "R07" and len(ch.hand) == len(SCOUT) - 1 and len(ch.discard) == 1
    assert state.characters[1].hand == other


@pytest.mark.rule("BASE-ACT-02")
def test_any_action_card_may_pay_a_basic_action():
    state = scout()
    adult = put_intruder(state, "adult", "R06")
    reask(state)

    choose(state, "melee", str(adult.id))

    assert state.pending.kind == "pay_cards"
    assert sorted(o.args for o in state.pending.options) == sorted((c,) for c in SCOUT)  # any one card


@pytest.mark.rule("BASE-ACT-01", "BASE-ACT-05")
def test_a_special_action_is_paid_by_playing_its_own_card():
    state = scout(cards=["scout_rest", "scout_adrenaline"])
    assert not [o for o in offered(state, "card") if o.args[0].startswith("scout_search")]
    state.item_counters["R06"] = 2

    set_hand(state, 0, ["scout_search_1", "scout_rest", "scout_adrenaline"])
    reask(state)
    search = [o for o in offered(state, "card") if o.args[0] == "scout_search_1"]
    assert search
    act(state, "card", *search[0].args)

    ch = state.characters[0]
    assert "scout_search_1" in ch.discard and "scout_search_1" not in ch.hand
    assert sorted(ch.hand) == ["scout_adrenaline", "scout_rest"]  # the card itself was the whole cost


@pytest.mark.rule("BASE-ACT-03")
def test_contamination_cards_never_pay_for_an_action(script):
    state = scout(cards=["cont_01", "cont_02", "scout_rest"])
    script.rolls("silence")

    act(state, "move", "R07", "K09")

    ch = state.characters[0]
    assert sorted(ch.hand) == ["cont_01", "cont_02"] and ch.discard == ["scout_rest"]
    reask(state)
    assert {o.kind for o in state.pending.options} <= {"pass", "drop"}  # nothing left to pay with


@pytest.mark.rule("BASE-ACT-04")
def test_paid_cards_go_face_up_on_the_players_action_discard_pile(script):
    state = scout(cards=["scout_rest"], seats=2)
    script.rolls("silence")

    new = act(state, "move", "R07", "K09")

    paid = entries(new, "cards_discarded")
    assert [(e.args["seat"], e.args["cards"], e.visible_to) for e in paid] == [(0, "scout_rest", None)]
    assert state.characters[0].discard == ["scout_rest"] and state.characters[1].discard == []


# ---- what is offered (§5.1) ----

@pytest.mark.rule("BASE-ACT-07")
def test_the_basic_actions_are_offered_where_they_apply():
    state = scout()
    ch = state.characters[0]
    ch.items = ["chemicals_1", "tools_1", "synthetic_food_1"]
    state.objects["R06"] = ["carcass"]
    reask(state)
    out_of_combat = {o.kind for o in state.pending.options}

    adult = put_intruder(state, "adult", "R06")
    reask(state)
    in_combat_ = state.pending.options

    assert {"move", "item", "pickup", "craft"} <= out_of_combat  # Movement, Use item, Pick up, Craft
    assert api.Choice("move", ("R07", "K09")) in in_combat_  # leaving now is an Escape
    assert api.Choice("shoot", ("rifle", str(adult.id))) in in_combat_
    assert api.Choice("melee", (str(adult.id),)) in in_combat_


@pytest.mark.rule("BASE-ACT-08")
def test_cards_marked_in_or_out_of_combat_are_offered_only_then():
    state = scout(cards=["scout_rest", "scout_adrenaline", "scout_scavenging"])
    state.item_counters["R06"] = 0
    calm = {o.args[0] for o in offered(state, "card")}

    put_intruder(state, "adult", "R06")
    reask(state)
    fighting = {o.args[0] for o in offered(state, "card")}

    assert in_combat(state, 0)
    assert "scout_rest" in calm and "scout_adrenaline" not in calm  # Rest: out of combat only
    assert "scout_adrenaline" in fighting and "scout_rest" not in fighting  # Adrenaline: in combat only
    assert "scout_scavenging" in calm and "scout_scavenging" not in fighting


# ---- rooms, terminals, long actions (§5.7) ----

@pytest.mark.rule("BASE-ROOM-03")
def test_a_room_with_a_malfunction_marker_offers_no_room_action():
    state = scout(room="R13")  # Comms Room
    assert offered(state, "room")

    state.malfunction = ["R13"]
    reask(state)

    assert not offered(state, "room")


@pytest.mark.rule("BASE-ROOM-02")
def test_terminal_cards_are_offered_only_in_a_room_with_a_terminal():
    state = board(characters=["scientist"], ruleset="prototype")
    set_hand(state, 0, ["scientist_risk_assessment", "scientist_intranet", "scientist_rest"])
    terminal = {}
    for room in ("R13", "R06"):  # Comms Room (terminal), Canteen (none)
        place(state, 0, room)
        reask(state)
        terminal[room] = {o.args[0] for o in offered(state, "card")}

    assert {"scientist_risk_assessment", "scientist_intranet"} <= terminal["R13"]
    assert not {"scientist_risk_assessment", "scientist_intranet"} & terminal["R06"]
    assert "scientist_rest" in terminal["R06"]


@pytest.mark.rule("BASE-LONG-01")
def test_a_long_action_needs_its_extra_cards_in_hand():
    state = scout(cards=["scout_basic_repairs", "scout_rest"])
    state.malfunction = ["R06"]
    reask(state)
    assert not [o for o in offered(state, "card") if o.args[0] == "scout_basic_repairs"]  # 1 extra: too few

    set_hand(state, 0, ["scout_basic_repairs", "scout_rest", "scout_adrenaline"])
    reask(state)
    assert api.Choice("card", ("scout_basic_repairs", "malfunction")) in state.pending.options


@pytest.mark.rule("BASE-LONG-01", "BASE-LONG-02")
def test_the_extra_cards_of_a_long_action_are_discarded_before_it_resolves():
    state = scout(cards=["scout_basic_repairs", "scout_rest", "scout_adrenaline", "scout_search_1"])
    state.malfunction = ["R06"]
    reask(state)

    new = act(state, "card", "scout_basic_repairs", "malfunction")

    kinds = [e.kind for e in new]
    paid = entries(new, "cards_discarded")
    assert [len(e.args["cards"].split(",")) for e in paid] == [1, 2]  # the card, then 2 more
    assert kinds.index("malfunction_removed") > max(i for i, k in enumerate(kinds) if k == "cards_discarded")
    assert len(state.characters[0].hand) == 1 and state.malfunction == []
