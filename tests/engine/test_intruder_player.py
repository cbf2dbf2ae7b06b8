"""The optional Intruder-player mode (PUB-IPLAYER-01..07, T15)."""

import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.decisions import Choice
from engine.rules.wounds import kill
from tests.engine.ending_helpers import crew, finish, keep, safe_jump, status
from tests.engine.factories import choose, entries, give_larva, put_intruder, step, top

START = "R11"  # everyone wakes in the Hibernatorium


def dies(state, seat):
    kill(state, state.characters[seat], "bite", "PUB-INTRUDER-03")


def taken_over(seats=3, seat=1):
    """`seat` died in Turn 1; the next Turn has begun (its deck dealt, 3 cards drawn)."""
    state = crew(seats, intruder_player=1)
    dies(state, seat)
    step(state, "turn_start")
    return state


def ip_round(state, hand, seat=1):
    state.ip_hand = sorted(hand)
    state.pending = None
    state.stack.clear()
    return step(state, "ip_round", seat)


def offered(state, kind):
    return [o for o in state.pending.options if o.kind == kind]


def event_step_names(state):
    return [name for name, _rule in hooks.get(state, hooks.Hook.EVENT_PHASE_STEPS)(state)]


# --- PUB-IPLAYER-01 ---------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-IPLAYER-01")
def test_the_first_to_die_becomes_the_intruder_player_from_the_next_player_phase():
    state = crew(3, intruder_player=1)
    dies(state, 1)

    assert state.intruder_player == 1 and not state.ip_deck
    assert event_step_names(state)[:3] == ["ev_time", "ev_attacks", "ev_fire"]  # this Turn ends normally
    new = step(state, "turn_start")

    assert entries(new, "intruder_player_joins")
    assert len(state.ip_hand) == 3 and len(state.ip_deck) == len(cat(state).ip_cards) - 3
    assert state.characters[1].status == "dead"


@pytest.mark.rule("PUB-IPLAYER-01")
def test_simultaneous_deaths_give_the_role_to_the_lower_player_number_and_later_ones_change_nothing():
    state = crew(4, intruder_player=1)
    dies(state, 2)
    dies(state, 1)  # no decision in between: simultaneous
    assert state.intruder_player == 1

    later = crew(4, intruder_player=1)
    dies(later, 2)
    later.decisions += 1
    dies(later, 1)
    assert later.intruder_player == 2


@pytest.mark.rule("PUB-IPLAYER-01")
def test_without_the_option_nobody_becomes_the_intruder_player():
    state = crew(3)
    dies(state, 1)
    step(state, "turn_start")
    assert state.intruder_player == -1 and not state.ip_hand


# --- PUB-IPLAYER-02 ---------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-IPLAYER-02")
def test_the_intruder_player_draws_three_up_to_a_hand_of_four():
    state = taken_over()
    state.ip_hand = state.ip_hand[:2]
    step(state, "turn_start")
    assert len(state.ip_hand) == 4


@pytest.mark.rule("PUB-IPLAYER-02")
def test_the_draw_and_the_hand_limit_are_ruleset_options(monkeypatch):
    state = taken_over()
    options = cat(state).options
    assert (options["ip_draw"], options["ip_hand_limit"], options["ip_keep_on_pass"]) == (3, 4, 1)
    monkeypatch.setitem(options, "ip_draw", 1)
    monkeypatch.setitem(options, "ip_hand_limit", 2)
    state.ip_hand = state.ip_hand[:0]
    step(state, "turn_start")
    assert len(state.ip_hand) == 1
    step(state, "turn_start")
    step(state, "turn_start")
    assert len(state.ip_hand) == 2


@pytest.mark.rule("PUB-IPLAYER-02")
def test_the_first_player_token_skips_the_intruder_player_who_still_plays_rounds_in_turn_order():
    state = taken_over()
    assert state.first_player == 2 and state.pending.seat == 2

    for seat in (2, 0):
        assert state.pending.seat == seat and state.pending.kind == "choose_action"
        choose(state, "pass")
        while state.pending.kind == "choose_discard" and state.pending.seat == seat:
            choose(state, "keep")

    assert state.pending.seat == 1 and state.pending.rule == "PUB-IPLAYER-02"
    assert Choice("pass") in state.pending.options


@pytest.mark.rule("PUB-IPLAYER-02")
def test_one_card_per_round_then_the_next_seat_plays():
    state = taken_over()
    put_intruder(state, "adult", "R06")
    ip_round(state, ["pursuit_1", "pursuit_2"])

    choose(state, *[(o.kind, *o.args) for o in offered(state, "ip_move")][0])

    assert state.ip_hand == ["pursuit_2"] and state.ip_discard == ["pursuit_1"]
    assert state.pending.seat == 2  # the next seat's round


@pytest.mark.rule("PUB-IPLAYER-02")
def test_passing_keeps_at_most_one_card():
    state = taken_over()
    ip_round(state, ["pursuit_1", "pursuit_2", "planning_1"])

    choose(state, "pass")
    assert {o.kind for o in state.pending.options} == {"keep", "discard_all"}
    choose(state, "keep", "planning_1")

    assert state.ip_hand == ["planning_1"] and state.characters[1].passed
    assert sorted(state.ip_discard) == ["pursuit_1", "pursuit_2"]


# --- PUB-IPLAYER-03 / 06 ----------------------------------------------------------------------------------


@pytest.mark.rule("PUB-IPLAYER-03")
def test_move_takes_any_intruder_through_the_corridor_with_the_cards_number():
    state = taken_over()
    adult = put_intruder(state, "adult", "R06")  # R06: 1 -> K09
    ip_round(state, ["pursuit_1"])

    assert [o.args[1:] for o in offered(state, "ip_move")] == [(str(adult.id), "K09")]
    choose(state, "ip_move", "pursuit_1", str(adult.id), "K09")

    assert adult.room != "R06" and adult.room in cat(state).corridors["K09"].rooms


@pytest.mark.rule("PUB-IPLAYER-03")
def test_move_into_a_technical_corridor_follows_its_rules():
    state = taken_over()
    room, number = next((r, n) for r, t in sorted(cat(state).die_targets.items()) for n, x in sorted(t.items())
                        if x == "TECH")
    adult = put_intruder(state, "adult", room)
    card = next(c for c, d in sorted(cat(state).ip_cards.items()) if d.move == str(number))
    bag = len(state.bag)
    ip_round(state, [card])

    choose(state, "ip_move", card, str(adult.id), "TECH")

    assert adult.id not in [i.id for i in state.intruders] and len(state.bag) == bag + 1


@pytest.mark.rule("PUB-IPLAYER-03", "PUB-IPLAYER-06")
def test_attack_draws_the_cards_shown_uses_one_and_puts_the_rest_under_the_deck():
    state = taken_over()
    adult = put_intruder(state, "adult", START)
    top(state.attack_deck, "scratch_1", "bite_1")
    ip_round(state, ["pursuit_1"])  # attack: draw 2, use 1

    targets = sorted(o.args[2] for o in offered(state, "ip_attack"))
    assert targets == ["0", "2"]  # the Intruder player picks the character in the room
    choose(state, "ip_attack", "pursuit_1", str(adult.id), "2")
    assert sorted(o.args[0] for o in state.pending.options) == ["bite_1", "scratch_1"]
    new = choose(state, "attack_card", "scratch_1")

    assert [(e.args["name"], e.args["seat"]) for e in entries(new, "attack_card")] == [("Scratch", 2)]
    assert state.characters[2].light_wounds == 1 and state.attack_deck[0] == "bite_1"


@pytest.mark.rule("PUB-IPLAYER-03")
def test_effect_pursuit_makes_the_chosen_character_roll_for_noise(script):
    state = taken_over()
    ip_round(state, ["pursuit_1"])
    script.rolls("silence")

    new = choose(state, "ip_effect", "pursuit_1", "2")

    assert [e.args["seat"] for e in entries(new, "noise_roll")] == [2]


@pytest.mark.rule("PUB-IPLAYER-03")
def test_effect_self_healing_heals_two_injuries_of_a_chosen_intruder():
    state = taken_over()
    adult = put_intruder(state, "adult", "R06", injuries=3)
    ip_round(state, ["self_healing_1"])

    choose(state, "ip_effect", "self_healing_1", str(adult.id))

    assert adult.injuries == 1


@pytest.mark.rule("PUB-IPLAYER-06")
def test_an_any_card_may_use_every_corridor_of_the_room():
    state = taken_over()
    adult = put_intruder(state, "adult", "R06")
    ip_round(state, ["pursuit_4"])
    corridors = sorted(o.args[2] for o in offered(state, "ip_move"))
    assert corridors == sorted(cat(state).room_corridors["R06"]) and adult.room == "R06"


# --- PUB-IPLAYER-04 / 05 / 07 ------------------------------------------------------------------------------


@pytest.mark.rule("PUB-IPLAYER-04")
def test_the_event_phase_keeps_only_time_and_fire_damage():
    state = taken_over()
    assert event_step_names(state) == ["ev_time", "ev_fire"]


@pytest.mark.rule("PUB-IPLAYER-05")
def test_the_intruder_player_never_wins():
    state = taken_over()
    safe_jump(state)
    keep(state, 1, "greener_pastures")  # "player 2 does not survive": true, but they play the Intruders
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")

    results = finish(state)
    seats = api.seat_results(state)

    assert results[0].won and not results[1].won
    assert seats[1]["intruder_player"] and not seats[1]["won"]


@pytest.mark.rule("PUB-IPLAYER-07")
def test_planning_resolves_one_of_three_event_cards_and_discards_the_others():
    state = taken_over()
    top(state.event_deck, "bulkheads_open", "lurking", "hatching")
    ip_round(state, ["planning_1"])
    choose(state, "ip_effect", "planning_1")
    assert sorted(o.args[0] for o in state.pending.options) == ["bulkheads_open", "hatching", "lurking"]
    assert len(state.event_deck) + len(state.event_discard) + len(state.event_removed) == len(cat(state).events)

    new = choose(state, "event", "bulkheads_open")

    assert [e.args["card"] for e in entries(new, "event_card")] == ["bulkheads_open"]
    assert {"lurking", "hatching", "bulkheads_open"} <= set(state.event_discard)


@pytest.mark.rule("PUB-IPLAYER-07")
def test_metamorphosis_resolves_like_eclosion():
    state = taken_over()
    give_larva(state, state.characters[0])
    ip_round(state, ["metamorphosis_1"])

    choose(state, "ip_effect", "metamorphosis_1")

    assert state.characters[0].status == "dead"
    assert [i.kind for i in state.intruders] == ["creeper"]


@pytest.mark.rule("PUB-IPLAYER-01")
def test_the_option_needs_a_normal_game_of_two_or_more():
    with pytest.raises(api.ConfigError):
        api.new_game({"seats": 1, "seed": 1, "intruder_player": 1})
    with pytest.raises(api.ConfigError):
        api.new_game({"seats": 3, "seed": 1, "intruder_player": 2})
