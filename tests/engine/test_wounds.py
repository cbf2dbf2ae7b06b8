"""Character wounds, their effects, death (PUB-WOUND-01..13)."""

import pytest

from engine.decisions import Choice
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.species.intruders.larvae import carries
from tests.engine.combat_helpers import act, board, entries, hand, reask, step
from tests.engine.factories import choose, give_larva, place, put_intruder, top


def _pods_stub(state, ch):
    log(state, "PUB-POD-04", "death_listener", seat=ch.seat)


register(Plugin(id="test_death_listener", kind="feature", hooks={Hook.CHARACTER_DEATH: _pods_stub}))


def attacked_by(state, card, kind="adult", seat=0):
    """One Intruder Attack on `seat` (in its room) with `card` on top of the Attack deck."""
    room = state.characters[seat].room
    intruder = next((i for i in state.intruders if i.room == room), None) or put_intruder(state, kind, room)
    top(state.attack_deck, card)
    return step(state, "intruder_attack", intruder.id, seat, "event")


def crew(seats=2, room="R06"):
    """Every seat in R06 (seat 0's game goes on when it dies if there are 2+ seats)."""
    state = board(seats=seats)
    for seat in range(seats):
        place(state, seat, room)
    return state


def options(state):
    return set(state.pending.options)


# --- Light and Serious Wounds ----------------------------------------------------------------------

@pytest.mark.rule("PUB-WOUND-01")
def test_light_wounds_fill_two_spaces_and_the_third_becomes_a_serious_wound():
    state = crew(1)
    ch = state.characters[0]
    top(state.wound_deck, "arm_1")
    track = []
    for card in ("scratch_1", "scratch_2", "scratch_3"):
        new = attacked_by(state, card)
        track.append((ch.light_wounds, list(ch.serious)))

    assert track == [(1, []), (2, []), (0, ["arm_1"])]
    assert entries(new, "light_to_serious")[0].rule == "PUB-WOUND-01"


@pytest.mark.rule("PUB-WOUND-01")
def test_two_light_wounds_at_once_can_overflow_the_track():
    state = crew(1)
    ch = state.characters[0]
    ch.light_wounds = 1
    top(state.wound_deck, "arm_1")

    attacked_by(state, "claw_1")

    assert ch.light_wounds == 0 and ch.serious == ["arm_1"]


@pytest.mark.rule("PUB-WOUND-02")
def test_a_serious_wound_draws_the_top_serious_wound_card():
    state = crew(1)
    top(state.wound_deck, "leg_2")

    new = attacked_by(state, "bite_1")

    assert state.characters[0].serious == ["leg_2"]
    assert "leg_2" not in state.wound_deck
    assert entries(new, "serious_wound")[0].args["wound"] == "leg"


@pytest.mark.rule("PUB-WOUND-02", "PUB-WOUND-07")
def test_a_body_wound_lowers_the_hand_to_four_cards():
    state = crew(1)
    ch = hand(state, 0, actions=0)
    ch.serious = ["body_1"]

    step(state, "turn_start")

    assert len(ch.hand) == 4


def escape_options(state):
    return {o for o in state.pending.options if o.kind == "move"}


@pytest.mark.rule("PUB-WOUND-02", "PUB-WOUND-12")
def test_two_leg_wounds_do_not_add_up():
    state = crew(1)
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=2)
    ch.serious = ["leg_1", "leg_2"]
    reask(state)

    assert Choice("move", ("R07", "K09")) in options(state)  # Escape for 2 cards, not 3


@pytest.mark.rule("PUB-WOUND-02", "PUB-WOUND-04")
def test_each_copy_of_a_wound_must_be_dressed_to_lose_its_effect():
    state = crew(1)
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.serious = ["leg_2"]
    ch.dressed = ["leg_1"]
    reask(state)

    assert not escape_options(state)  # one Leg wound still undressed: an Escape costs 2


@pytest.mark.rule("PUB-WOUND-04")
def test_a_dressed_wound_has_no_effect():
    state = crew(1)
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.dressed = ["leg_1"]
    ch.serious = []
    reask(state)

    assert Choice("move", ("R07", "K09")) in options(state)


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-02")
def test_a_dressed_body_wound_gives_back_the_full_hand():
    state = crew(1)
    ch = hand(state, 0, actions=0)
    ch.dressed = ["body_1"]

    step(state, "turn_start")

    assert len(ch.hand) == 5


# --- Death -----------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-WOUND-03", "PUB-WOUND-13")
def test_a_light_wound_kills_a_character_with_three_serious_wounds_and_draws_no_card():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1", "hand_1", "leg_1"]
    deck = list(state.wound_deck)

    new = attacked_by(state, "scratch_1")

    assert ch.status == "dead"
    dead = entries(new, "character_dead")[0]
    assert dead.rule == "PUB-WOUND-03" and dead.args["cause"] == "wounds"
    assert state.wound_deck == deck


@pytest.mark.rule("PUB-WOUND-03")
def test_a_serious_wound_kills_a_character_with_three_serious_wounds(script):
    state = crew()
    adult = put_intruder(state, "adult", "R06")
    state.characters[0].serious = ["arm_1", "hand_1", "leg_1"]
    script.rolls("blank")

    step(state, "melee", 0, str(adult.id))  # a melee miss: 1 Serious Wound

    assert state.characters[0].status == "dead"


@pytest.mark.rule("PUB-WOUND-03")
def test_a_third_serious_wound_is_not_yet_deadly():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1", "hand_1"]
    ch.light_wounds = 2
    top(state.wound_deck, "leg_1")

    attacked_by(state, "scratch_1")  # the third Light Wound becomes the third Serious Wound

    assert ch.status == "aboard" and ch.serious == ["arm_1", "hand_1", "leg_1"]


@pytest.mark.rule("PUB-WOUND-04", "PUB-WOUND-11")
def test_a_dressed_wound_still_counts_towards_death():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1", "hand_1"]
    ch.dressed = ["leg_1"]

    attacked_by(state, "scratch_1")

    assert ch.status == "dead"


@pytest.mark.rule("PUB-WOUND-06")
def test_a_dead_character_leaves_a_corpse_and_drops_heavy_objects():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1", "hand_1", "leg_1"]
    ch.heavy = ["egg"]
    give_larva(state, ch)

    attacked_by(state, "scratch_1")

    assert ch.status == "dead"
    assert state.objects["R06"] == ["corpse_0", "egg"]
    assert ch.heavy == [] and not carries(state, ch) and ch.weapons == {}
    assert [c for c in state.characters if c.status == "aboard" and c.room == "R06"] == [state.characters[1]]


@pytest.mark.rule("PUB-WOUND-06")
def test_a_character_killed_while_escaping_leaves_its_corpse_in_the_room_it_tried_to_leave():
    state = crew()
    place(state, 1, "R01")
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.serious = ["arm_1", "hand_1", "body_1"]
    top(state.attack_deck, "scratch_1")
    reask(state)

    act(state, "move", "R07", "K09")

    assert ch.status == "dead" and ch.room == "R06"
    assert "corpse_0" in state.objects["R06"] and "R07" not in state.objects


@pytest.mark.rule("PUB-WOUND-07", "PUB-WOUND-12")
def test_a_leg_wound_makes_an_escape_cost_two_cards(script):
    state = crew(1)
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.serious = ["leg_1"]
    reask(state)
    assert not escape_options(state)

    hand(state, 0, actions=2)
    reask(state)
    top(state.attack_deck, "bite_4")  # Adults: Bite (retreat card; as an attack it wounds)
    top(state.wound_deck, "arm_1")
    script.rolls("silence")
    act(state, "move", "R07", "K09")

    assert ch.hand == [] and ch.room == "R07"


@pytest.mark.rule("PUB-WOUND-12")
def test_a_leg_wound_does_not_change_the_cost_of_a_normal_move():
    state = crew(1)
    ch = hand(state, 0, actions=1)
    ch.serious = ["leg_1"]
    reask(state)

    assert Choice("move", ("R07", "K09")) in options(state)


@pytest.mark.rule("PUB-WOUND-12")
def test_a_hand_wound_does_not_change_the_cost_of_shooting():
    state = crew(1)
    adult = put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.serious = ["hand_1"]
    reask(state)

    weapon = next(iter(ch.weapons))
    assert Choice("shoot", (weapon, str(adult.id))) in options(state)


# --- Bleeding --------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-WOUND-07", "PUB-WOUND-08")
def test_bleeding_gives_a_light_wound_when_the_player_passes():
    state = crew(2)
    ch = hand(state, 0, actions=0)
    ch.serious = ["bleeding_1"]
    reask(state)

    new = choose(state, "pass")

    assert ch.light_wounds == 1
    assert entries(new, "light_wound")[0].rule == "PUB-WOUND-08"


@pytest.mark.rule("PUB-WOUND-08")
def test_two_bleeding_wounds_still_bleed_once_per_pass():
    state = crew(2)
    ch = hand(state, 0, actions=0)
    ch.serious = ["bleeding_1", "bleeding_2"]
    reask(state)

    choose(state, "pass")

    assert ch.light_wounds == 1


@pytest.mark.rule("PUB-WOUND-08")
def test_bleeding_does_not_trigger_at_the_end_of_a_round_without_passing(script):
    state = crew(2)
    ch = hand(state, 0, actions=3)
    ch.serious = ["bleeding_1"]
    reask(state)
    script.rolls("silence", "silence")

    act(state, "move", "R07", "K09")
    act(state, "move", "R06", "K09")

    assert state.pending.seat == 1
    assert ch.light_wounds == 0


# --- After a death ---------------------------------------------------------------------------------

@pytest.mark.rule("PUB-WOUND-09")
def test_the_first_death_of_the_game_is_announced_to_the_pod_rules():
    state = board(seats=3, features="test_death_listener")
    for seat in range(3):
        place(state, seat, "R06")
    for seat in (0, 1):
        state.characters[seat].serious = ["arm_1", "hand_1", "leg_1"]

    first = attacked_by(state, "scratch_1", seat=0)
    second = attacked_by(state, "scratch_2", seat=1)

    assert [e.rule for e in entries(first, "first_death")] == ["PUB-WOUND-09"]
    assert not entries(second, "first_death")
    assert [e.args["seat"] for e in entries(first + second, "death_listener")] == [0, 1]


@pytest.mark.rule("PUB-WOUND-10")
def test_a_dead_player_gets_no_more_rounds():
    state = crew(2)
    place(state, 1, "R01")
    put_intruder(state, "adult", "R06")
    ch = hand(state, 0, actions=1)
    ch.serious = ["arm_1", "hand_1", "body_1"]
    top(state.attack_deck, "scratch_1")
    reask(state)

    act(state, "move", "R07", "K09")  # dies escaping

    assert ch.status == "dead"
    assert state.pending.seat == 1 and state.current_seat == 1


@pytest.mark.rule("PUB-WOUND-10")
def test_a_dead_player_draws_no_cards_and_the_next_turn_skips_it():
    state = board(seats=3)
    dead = state.characters[1]
    dead.status = "dead"
    dead.hand = []
    state.turn = 1
    state.first_player = 0

    step(state, "turn_start")

    assert dead.hand == []
    assert state.first_player == 2  # the First Player token skips the dead player
    assert state.pending.seat == 2


@pytest.mark.rule("PUB-WOUND-11")
def test_bite_counts_dressed_wounds_for_its_threshold():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1"]
    ch.dressed = ["leg_1"]

    attacked_by(state, "bite_1")

    assert ch.status == "dead"


@pytest.mark.rule("PUB-WOUND-11")
def test_tail_attack_counts_a_dressed_wound():
    state = crew()
    state.characters[0].dressed = ["leg_1"]

    attacked_by(state, "tail_1", kind="queen")

    assert state.characters[0].status == "dead"


@pytest.mark.rule("PUB-WOUND-11")
def test_frenzy_counts_dressed_wounds():
    state = crew()
    state.characters[0].dressed = ["leg_1", "arm_1"]

    attacked_by(state, "frenzy_1", kind="breeder")

    assert state.characters[0].status == "dead"
    assert state.characters[1].status == "aboard" and len(state.characters[1].serious) == 1


@pytest.mark.rule("PUB-WOUND-13")
def test_a_dead_characters_wound_cards_go_to_the_serious_wound_discard_pile():
    state = crew()
    ch = state.characters[0]
    ch.serious = ["arm_1", "hand_1"]
    ch.dressed = ["leg_1"]

    attacked_by(state, "scratch_1")

    assert ch.serious == [] and ch.dressed == []
    assert sorted(state.wound_discard) == ["arm_1", "hand_1", "leg_1"]


@pytest.mark.rule("PUB-WOUND-13")
def test_an_empty_serious_wound_deck_is_rebuilt_from_its_discard_pile():
    state = crew()
    state.wound_discard = sorted(state.wound_deck)
    state.wound_deck = []

    new = attacked_by(state, "bite_1")

    assert entries(new, "deck_reshuffled")[0].rule == "PUB-WOUND-13"
    assert len(state.characters[0].serious) == 1
    assert len(state.wound_deck) == 15 and state.wound_discard == []
