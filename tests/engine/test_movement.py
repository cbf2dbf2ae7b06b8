"""Movement, Careful Movement, Escape and entering a room (PUB-MOVE)."""

import pytest

from engine import api
from engine.decisions import DecisionKind
from tests.engine.board_helpers import act, board, logged, order, refresh, set_token, since
from tests.engine.factories import choose, put_intruder, rule_ids, run_op, top


@pytest.mark.rule("PUB-MOVE-01")
def test_movement_costs_one_card_and_takes_the_character_to_the_neighbouring_room(script):
    state = board()
    ch = state.characters[0]
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert ch.room == "R06"
    assert len(ch.hand) == 4 and len(ch.discard) == 1
    moved = logged(entries, "character_moved")
    assert [(e.rule, e.args["src"], e.args["room"]) for e in moved] == [("PUB-MOVE-01", "R11", "R06")]


@pytest.mark.rule("PUB-MOVE-01", "PUB-MAP-07")
def test_a_closed_door_blocks_movement_but_a_destroyed_door_does_not():
    state = board()
    state.doors["K10"] = "closed"  # R11-R06
    state.doors["K13"] = "destroyed"  # R11-R08
    refresh(state)

    targets = {(o.kind, o.args[0]) for o in state.pending.options if o.kind in ("move", "careful")}

    assert ("move", "R06") not in targets and ("careful", "R06") not in targets
    assert ("move", "R08") in targets and ("careful", "R08") in targets
    with pytest.raises(api.IllegalChoice):
        choose(state, "move", "R06", "K10")


@pytest.mark.rule("PUB-MOVE-02")
def test_the_character_arrives_in_the_room_before_the_corridor_gets_its_door(script):
    state = board()
    set_token(state, "R06", "door")
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].room == "R06"
    assert state.doors == {"K10": "closed"}
    assert order(entries, "character_moved", "room_explored", "door_closed") == [
        "character_moved", "room_explored", "door_closed"]


@pytest.mark.rule("PUB-MOVE-03", "PUB-NOISE-01")
def test_entering_an_empty_room_makes_a_noise_roll(script):
    state = board()
    script.rolls("3")  # R06: 3 -> K07

    entries = act(state, "move", "R06", "K10")

    rolls = logged(entries, "noise_roll")
    assert [(e.args["seat"], e.args["room"], e.args["face"]) for e in rolls] == [(0, "R06", "3")]
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-MOVE-03")
def test_no_noise_roll_when_another_character_is_already_in_the_room(script):
    state = board(seats=2)
    state.characters[1].room = "R06"
    refresh(state)

    entries = act(state, "move", "R06", "K10")  # the script holds no face: any roll fails

    assert state.characters[0].room == "R06"
    assert not logged(entries, "noise_roll")
    assert [e.rule for e in logged(entries, "no_noise_roll")] == ["PUB-MOVE-03"]


@pytest.mark.rule("PUB-MOVE-03")
def test_no_noise_roll_when_an_intruder_is_in_the_room(script):
    state = board()
    put_intruder(state, "adult", "R06")
    refresh(state)

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].room == "R06"
    assert not logged(entries, "noise_roll")
    assert state.noise == []


@pytest.mark.rule("PUB-MOVE-03", "PUB-EXPLORE-03")
def test_the_exploration_token_is_resolved_before_the_noise_roll(script):
    state = board()
    set_token(state, "R06", "fire")
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert order(entries, "room_explored", "exploration_token", "fire_placed", "noise_roll") == [
        "room_explored", "exploration_token", "fire_placed", "noise_roll"]
    assert state.fire == ["R06"]


@pytest.mark.rule("PUB-MOVE-04")
def test_characters_move_one_at_a_time_nobody_follows(script):
    state = board(seats=2)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert state.characters[0].room == "R06"
    assert state.characters[1].room == "R11"
    assert [e.args["seat"] for e in logged(entries, "character_moved")] == [0]
    assert [e.args["seat"] for e in logged(entries, "noise_roll")] == [0]


@pytest.mark.rule("PUB-MOVE-05")
def test_carried_heavy_objects_move_with_the_character(script):
    state = board()
    ch = state.characters[0]
    ch.heavy = ["egg"]
    script.rolls("silence")

    act(state, "move", "R06", "K10")

    assert ch.room == "R06" and ch.heavy == ["egg"]
    assert "egg" not in state.objects.get("R11", []) and "egg" not in state.objects.get("R06", [])


@pytest.mark.rule("PUB-MOVE-06")
def test_careful_movement_costs_two_cards_and_places_the_chosen_noise_instead_of_a_roll(script):
    state = board()
    state.noise = ["K04"]
    ch = state.characters[0]

    act(state, "careful", "R06", "K10")
    assert state.pending.kind == DecisionKind.CHOOSE_CORRIDOR
    offered = sorted(o.args[0] for o in state.pending.options)
    entries = choose(state, "corridor", "K07")  # the script holds no face: any roll fails

    assert offered == ["K07", "K09", "K10"]  # K04 already holds a marker
    assert ch.room == "R06" and len(ch.discard) == 2
    assert state.noise == ["K04", "K07"]
    assert [e.rule for e in logged(entries, "noise_placed")] == ["PUB-MOVE-06"]


@pytest.mark.rule("PUB-MOVE-06", "PUB-MOVE-07")
def test_careful_movement_is_not_offered_in_combat_so_it_cannot_escape():
    state = board()
    put_intruder(state, "adult", "R11")
    refresh(state)

    kinds = {o.kind for o in state.pending.options}

    assert "careful" not in kinds
    assert "move" in kinds


@pytest.mark.rule("PUB-MOVE-06")
def test_careful_movement_is_not_offered_when_every_corridor_of_the_destination_has_noise():
    state = board()
    state.noise = ["K04", "K07", "K09", "K10"]  # all corridors of R06 (no tech entrance)
    refresh(state)

    careful = {o.args[0] for o in state.pending.options if o.kind == "careful"}

    assert "R06" not in careful
    assert "R08" in careful


@pytest.mark.rule("PUB-MOVE-06")
def test_careful_movement_needs_two_payable_cards():
    state = board()
    state.characters[0].hand = state.characters[0].hand[:1]
    refresh(state)

    kinds = {o.kind for o in state.pending.options}

    assert "careful" not in kinds and "move" in kinds


@pytest.mark.rule("PUB-MOVE-06", "PUB-TECH-07")
def test_careful_movement_may_put_the_marker_on_the_technical_corridor_space():
    state = board()

    act(state, "careful", "R14", "K16")  # R14 has a tech entrance
    offered = {o.args[0] for o in state.pending.options}
    choose(state, "corridor", "TECH")

    assert offered == {"K16", "K19", "K21", "TECH"}
    assert state.noise == ["TECH"]


@pytest.mark.rule("PUB-MOVE-06")
def test_careful_noise_marker_is_placed_before_the_exploration_token_is_revealed():
    state = board()
    set_token(state, "R06", "fire")
    act(state, "careful", "R06", "K10")
    start = len(state.log)

    choose(state, "corridor", "K07")

    assert order(since(state, start), "noise_placed", "room_explored", "fire_placed") == [
        "noise_placed", "room_explored", "fire_placed"]


@pytest.mark.rule("PUB-MOVE-06", "PUB-EXPLORE-03")
def test_a_danger_token_revealed_by_careful_movement_has_no_effect():
    state = board()
    set_token(state, "R06", "danger")
    adult = put_intruder(state, "adult", "R07")  # neighbour of R06 through K09
    act(state, "careful", "R06", "K10")

    choose(state, "corridor", "K07")

    assert adult.room == "R07"
    assert state.noise == ["K07"]


@pytest.mark.rule("PUB-MOVE-06")
def test_careful_movement_into_an_occupied_room_still_places_the_marker():
    state = board(seats=2)
    state.characters[1].room = "R06"
    refresh(state)
    act(state, "careful", "R06", "K10")

    choose(state, "corridor", "K09")

    assert state.noise == ["K09"]


@pytest.mark.rule("PUB-MOVE-07")
def test_escape_each_intruder_attacks_before_the_character_moves(script):
    state = board()
    put_intruder(state, "adult", "R11")
    top(state.attack_deck, "scratch_1")
    refresh(state)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert [e.rule for e in logged(entries, "escape")] == ["PUB-MOVE-07"]
    assert order(entries, "escape", "intruder_attacks", "light_wound", "character_moved", "noise_roll") == [
        "escape", "intruder_attacks", "light_wound", "character_moved", "noise_roll"]
    assert state.characters[0].room == "R06"
    assert state.characters[0].light_wounds == 1


@pytest.mark.rule("PUB-MOVE-07")
def test_a_character_killed_while_escaping_leaves_its_corpse_in_the_room_it_tried_to_leave():
    state = board(seats=2)
    ch = state.characters[0]
    ch.serious = ["arm_1", "body_1"]
    state.characters[1].room = "R01"
    put_intruder(state, "adult", "R11")
    top(state.attack_deck, "bite_1")
    refresh(state)

    entries = act(state, "move", "R06", "K10")

    assert ch.status == "dead" and ch.room == "R11"
    assert "corpse_0" in state.objects["R11"]
    assert not logged(entries, "character_moved")


@pytest.mark.rule("PUB-MOVE-12")
def test_escape_attacks_come_in_order_adult_creeper_larva(script):
    state = board()
    put_intruder(state, "larva", "R11")
    put_intruder(state, "creeper", "R11")
    put_intruder(state, "adult", "R11")
    top(state.attack_deck, "scratch_1", "scratch_2")
    refresh(state)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert [e.args["kind"] for e in logged(entries, "intruder_attacks")] == ["adult", "creeper", "larva"]
    assert state.characters[0].room == "R06"


@pytest.mark.rule("PUB-MOVE-12")
def test_escape_attacks_stop_once_the_character_is_dead():
    state = board(seats=2)
    ch = state.characters[0]
    ch.serious = ["arm_1", "body_1"]
    state.characters[1].room = "R01"
    put_intruder(state, "adult", "R11")
    put_intruder(state, "adult", "R11")
    top(state.attack_deck, "bite_1", "bite_2")
    refresh(state)

    entries = act(state, "move", "R06", "K10")

    assert ch.status == "dead"
    assert len(logged(entries, "intruder_attacks")) == 1
    assert state.attack_deck[-1] == "bite_2"  # the second attack card was never drawn


@pytest.mark.rule("PUB-MOVE-12")
def test_an_intruder_summoned_during_the_escape_does_not_attack(script):
    state = board()
    put_intruder(state, "creeper", "R11")
    state.bag = ["adult_1"]
    top(state.attack_deck, "summoning_1")
    refresh(state)
    script.rolls("silence")

    entries = act(state, "move", "R06", "K10")

    assert [e.args["kind"] for e in logged(entries, "intruder_placed")] == ["adult"]
    assert [e.args["kind"] for e in logged(entries, "intruder_attacks")] == ["creeper"]
    assert state.characters[0].room == "R06"


@pytest.mark.rule("PUB-MOVE-12")
def test_a_leg_wound_makes_an_escape_cost_two_cards_but_not_an_ordinary_move():
    state = board()
    state.characters[0].serious = ["leg_1"]
    refresh(state)
    choose(state, "move", "R06", "K10")
    ordinary = {len(o.args) for o in state.pending.options}

    escaping = board()
    escaping.characters[0].serious = ["leg_1"]
    put_intruder(escaping, "adult", "R11")
    refresh(escaping)
    choose(escaping, "move", "R06", "K10")
    escape = {len(o.args) for o in escaping.pending.options}

    assert ordinary == {1}
    assert escape == {2}


@pytest.mark.rule("PUB-MOVE-10")
def test_an_intruder_moving_into_an_unexplored_room_does_not_reveal_it():
    state = board()
    state.characters[0].room = "R01"
    token = set_token(state, "R07", "fire")
    adult = put_intruder(state, "adult", "R06")
    top(state.event_deck, "bulkheads_open")  # corridor 1 (R06: K09 -> R07), moves Adults
    start = len(state.log)

    run_op(state, "ev_event_card")

    assert adult.room == "R07"
    assert state.explored["R07"] is False and state.exploration["R07"] == token
    assert not logged(since(state, start), "room_explored")
    assert state.fire == []


@pytest.mark.rule("PUB-MOVE-09", "PUB-TECH-04")
def test_arriving_without_a_corridor_explores_ignores_the_door_token_and_rolls(script):
    state = board()
    state.characters[0].room = "R02"
    set_token(state, "R04", "door")
    script.rolls("silence")
    start = len(state.log)

    run_op(state, "arrive", 0, "R04", "TECH", "move")  # e.g. a Technical Corridors move (part 2)
    entries = since(state, start)

    assert state.characters[0].room == "R04" and state.explored["R04"] is True
    assert state.doors == {}
    assert "PUB-MOVE-09" in rule_ids(logged(entries, "token_no_effect"))
    assert [e.args["face"] for e in logged(entries, "noise_roll")] == ["silence"]
