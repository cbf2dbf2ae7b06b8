"""The prototype ruleset (base-game.md) keeps the published ship systems that the seed describes the same way: the
three Engines and tinkering with them (§23), the Coordinates card and the Destination marker (§24) and the Signal
(§28), in a prototype game."""

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_state, signalled
from engine.species.intruders.state import hive
from tests.engine.ending_helpers import engines, finish, heading, keep, safe_jump, status
from tests.engine.factories import act, choose, entries, make_game, place, reask, send_signal
from tests.engine.room_helpers import proto, room_options, use_room

COMMS = "R13"
ENGINE_1 = "R21"


# --- §23 Engines -------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-ENGINE-01", "BASE-ENGINE-02")
def test_three_engines_each_a_hidden_stack_of_a_working_and_a_damaged_token():
    state = make_game(seats=2, seed=4, ruleset="prototype")

    stacks = ship_state(state).engines
    assert sorted(stacks) == ["engine_1", "engine_2", "engine_3"]
    assert all(sorted(stack) == ["damaged", "working"] for stack in stacks.values())
    assert all(ch.knowledge == {} for ch in state.characters)
    public = api.view(state, 0)
    assert all(not str(k).startswith("engine") for k in public.characters[1].knowledge)


@pytest.mark.rule("BASE-ENGINE-01", "BASE-COORD-03")
@pytest.mark.parametrize(("tops", "arrives"), [(("working", "damaged", "working"), True),
                                               (("damaged", "working", "damaged"), False)])
def test_two_working_engines_are_needed_to_reach_earth(tops, arrives):
    state = proto(seats=2)
    heading(state, "earth")
    engines(state, *tops)
    status(state, 0, "hibernating")

    results = finish(state)

    assert results[0].survived is arrives
    assert bool(entries(state.log, "engines_exploded")) is not arrives


@pytest.mark.rule("BASE-ENGINE-03")
def test_checking_an_engine_costs_two_cards_and_shows_its_status_to_that_player_only():
    state = proto(seats=2)
    top = ship_state(state).engines["engine_1"][-1]
    before = len(state.characters[0].hand)

    log = use_room(state, 0, ENGINE_1)

    assert len(state.characters[0].hand) == before - 2
    assert state.characters[0].knowledge == {"engine:engine_1": top}
    shown = entries(log, "engine_status")
    assert [e.args["status"] for e in shown] == [top] and shown[0].visible_to == (0,)
    assert api.view(state, 1).characters[0].knowledge == {}


@pytest.mark.rule("BASE-ENGINE-04", "BASE-ENGINE-05", "BASE-ENGINE-07")
@pytest.mark.parametrize("order", ["keep", "swap"])
def test_tools_tinker_with_an_unknown_engine_showing_both_tokens_then_keep_or_swap(order):
    state = proto(seats=2)
    state.characters[0].items = ["tools"]
    before = list(ship_state(state).engines["engine_1"])
    place(state, 0, ENGINE_1)
    reask(state)

    log = act(state, "item", "tools", "engine", "engine_1")
    choose(state, order)

    after = ship_state(state).engines["engine_1"]
    assert after == (before if order == "keep" else before[::-1])
    seen = entries(log, "engine_tokens")[0]
    assert (seen.args["top"], seen.args["bottom"]) == (before[-1], before[0]) and seen.visible_to == (0,)
    assert state.characters[0].knowledge["engine:engine_1"] == after[-1]


@pytest.mark.rule("BASE-ENGINE-04", "BASE-ENGINE-06", "BASE-ENGINE-07")
def test_a_repair_card_tinkers_and_the_others_see_only_that_it_happened():
    state = proto(seats=2)
    place(state, 0, ENGINE_1)
    reask(state)

    act(state, "card", "soldier_basic_repairs", "engine")
    choose(state, "swap")

    public = [e for e in api.view(state, 1).log if e.kind.startswith("engine")]
    assert [e.kind for e in public] == ["engine_handled"] and "status" not in public[0].args
    assert api.view(state, 1).characters[0].knowledge == {}


@pytest.mark.rule("BASE-ENGINE-08")
def test_the_engine_control_room_shows_all_three_engines_to_its_user():
    state = proto()
    state.tiles["R06"] = "engine_control"

    use_room(state, 0, "R06")

    assert state.characters[0].knowledge == {f"engine:{e}": s[-1] for e, s in ship_state(state).engines.items()}


# --- §24 Coordinates ---------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-COORD-01", "BASE-COORD-02", "BASE-COORD-06")
def test_one_of_eight_coordinates_cards_lies_hidden_and_the_destination_marker_starts_on_b():
    state = make_game(seats=2, ruleset="prototype")
    cards = coordinates_of(cat(state))

    assert len(cards) == 8 and ship_state(state).coordinates in cards
    assert ship_state(state).destination == "B"
    assert all(sorted(c) == list("ABCD") for c in cards.values())
    assert all(sorted(c.values()) == ["deep_space", "earth", "mars", "venus"] for c in cards.values())
    assert cards["coordinates_1"] == {"A": "earth", "B": "mars", "C": "venus", "D": "deep_space"}  # GAP-04 card 1
    assert all("coordinates" not in api.view(state, s).characters[s].knowledge for s in (0, 1))


@pytest.mark.rule("BASE-COORD-04", "BASE-END-12")
def test_a_jump_to_anywhere_but_earth_kills_the_hibernating_crew():
    state = proto(seats=2)
    engines(state, "working", "working", "working")
    heading(state, "venus")
    status(state, 0, "hibernating")
    status(state, 1, "launched")

    results = finish(state)

    assert results[0].cause == "coordinates" and not results[0].survived and results[1].survived
    assert entries(state.log, "coordinates_revealed")[0].args["destination"] == "venus"


@pytest.mark.rule("BASE-COORD-03", "BASE-END-11", "BASE-END-12")
def test_the_destination_marker_on_earths_position_with_two_engines_brings_the_sleepers_home():
    state = proto(seats=2)
    engines(state, "working", "working", "damaged")
    heading(state, "earth")
    status(state, 0, "hibernating")

    results = finish(state)

    assert results[0].survived and entries(state.log, "engines_revealed")
    assert entries(state.log, "coordinates_revealed")[0].args["destination"] == "earth"


# --- §28 Signal --------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SIGNAL-02", "BASE-SIGNAL-03")
def test_the_communications_room_sends_the_signal_once_per_character():
    state = proto()

    log = use_room(state, 0, COMMS)

    assert signalled(state, 0) and entries(log, "signal_sent")
    assert room_options(state, 0, COMMS) == []


@pytest.mark.rule("BASE-SIGNAL-04")
def test_anyone_may_send_a_signal_whatever_the_others_did():
    state = proto(seats=2)
    use_room(state, 0, COMMS)

    assert room_options(state, 1, COMMS) == [()]
    use_room(state, 1, COMMS)
    assert signalled(state, 0) and signalled(state, 1)


@pytest.mark.rule("BASE-SIGNAL-02")
def test_no_signal_from_a_broken_communications_room():
    state = proto()
    state.malfunction = [COMMS]

    assert room_options(state, 0, COMMS) == []


@pytest.mark.rule("BASE-SIGNAL-01")
def test_an_objective_that_needs_the_signal_is_met_only_once_its_holder_sent_it():
    def game(sender):
        state = proto(seats=2)
        safe_jump(state)
        keep(state, 0, "clean_up_crew")  # signal AND (Nest destroyed OR ship destroyed)
        hive(state).nest_destroyed = True
        status(state, 0, "hibernating")
        if sender is not None:
            send_signal(state, sender)
        return finish(state)[0]

    assert not game(None).met and not game(1).met
    assert game(0).met and game(0).won
