"""The Exit Room, the Main Gate, the Bunker and the Rover (lockdown-base.md §3.6): the Gate opens for good on
the first death; Escape the Facility by Rover (safe, the Rover then away) or in an Enviro-Suit (a Noise roll an
Intruder can spoil); never with the Gate shut or an Intruder in the room; the Bunker is out of play and
survives."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import opt
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import characters_in
from engine.rules.wounds import kill
from tests.engine.factories import Script, act, entries, place, put_intruder, reask, step
from tests.engine.lockdown_helpers import EXIT_ROOM, facility


def settle(state):
    """Decline every reaction window (an Interruption card in another hand)."""
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, api.Choice("decline"))


def suit(state, seat=0):
    """Give the character an Enviro-Suit (a Crafted Item)."""
    state.characters[seat].items.append("ld_enviro_suit_1")


def escapes(state, seat=0):
    reask(state, seat)
    return sorted(o.args for o in state.pending.options if o.kind == "escape_facility")


def game(seats=2, gate=True):
    state = facility(seats, species="intruders")
    lockdown_state(state).gate_open = gate
    place(state, 0, EXIT_ROOM)
    return state


@pytest.mark.rule("LD-EXIT-01", "LD-EXIT-04")
def test_the_exit_room_and_the_rover_at_the_start():
    state = facility(1, species="intruders")
    assert lockdown_state(state).rover == EXIT_ROOM
    assert not lockdown_state(state).gate_open


@pytest.mark.rule("LD-EXIT-02")
def test_with_the_gate_shut_nobody_reaches_the_bunker():
    state = game(gate=False)
    assert escapes(state) == []
    suit(state)
    assert escapes(state) == []


@pytest.mark.rule("LD-EXIT-03")
def test_the_first_death_opens_the_gate_for_good():
    state = facility(3, species="intruders")
    kill(state, state.characters[1], "test", "PUB-WOUND-06")
    assert lockdown_state(state).gate_open
    assert entries(state.log, "gate_opened")[0].rule == "LD-EXIT-03"
    kill(state, state.characters[2], "test", "PUB-WOUND-06")
    assert len(entries(state.log, "gate_opened")) == 1


@pytest.mark.rule("LD-EXIT-05", "LD-EXIT-06", "LD-EXIT-07", "LD-ACT-17")
def test_the_rover_takes_one_character_to_the_bunker_safely_for_one_card():
    state = game()
    place(state, 1, EXIT_ROOM)
    assert escapes(state) == [("rover",)]
    hand = len(state.characters[0].hand)
    log = act(state, "escape_facility", "rover")
    settle(state)
    ch = state.characters[0]
    assert ch.status == "bunker" and len(ch.hand) == hand - 1
    assert not entries(log, "noise_roll")
    assert lockdown_state(state).rover == ""  # away at the Bunker
    assert ch.status in opt(state, "survived_statuses")
    assert ch not in characters_in(state, EXIT_ROOM)
    assert escapes(state, 1) == []  # only one rides: the Rover is gone


@pytest.mark.rule("LD-EXIT-05", "LD-EXIT-08")
def test_an_enviro_suit_lets_one_leave_after_a_quiet_noise_roll(monkeypatch):
    state = game()
    lockdown_state(state).rover = ""
    assert escapes(state) == []
    suit(state)
    assert escapes(state) == [("suit",)]
    Script(monkeypatch).rolls("silence")
    log = act(state, "escape_facility", "suit")
    settle(state)
    log = state.log
    assert [e.kind for e in log if e.kind in ("noise_roll", "character_bunker")] == ["noise_roll", "character_bunker"]
    assert state.characters[0].status == "bunker"


@pytest.mark.rule("LD-EXIT-08")
def test_the_battle_suit_works_as_an_enviro_suit():
    state = game()
    lockdown_state(state).rover = ""
    state.characters[0].quests["ld_battle_suit"] = True
    assert escapes(state) == [("suit",)]
    state.characters[0].quests["ld_battle_suit"] = False
    assert escapes(state) == []


@pytest.mark.rule("LD-EXIT-05")
def test_an_intruder_appearing_spoils_the_suit_escape():
    state = game()
    suit(state)
    put_intruder(state, "adult", EXIT_ROOM)
    log = step(state, "escape_facility", 0, "suit")
    assert entries(log, "escape_failed") and state.characters[0].status == "aboard"


@pytest.mark.rule("LD-EXIT-05")
def test_no_escape_with_an_intruder_in_the_room_or_elsewhere():
    state = game()
    put_intruder(state, "adult", EXIT_ROOM)
    assert escapes(state) == []
    state.intruders.clear()
    place(state, 0, "L001")
    assert escapes(state) == []


def test_an_illegal_escape_is_refused_and_changes_nothing():
    state = game(gate=False)
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("escape_facility", ("rover",)))
    assert state.characters[0].status == "aboard" and lockdown_state(state).rover == EXIT_ROOM


@pytest.mark.rule("LD-QUEST-01", "LD-CHAR-11")
def test_the_battle_suit_keeps_slime_and_the_wounds_of_fire_off_its_wearer():
    from engine.effects import set_slime

    state = game()
    ch = state.characters[0]
    state.fire.append(ch.room)
    step(state, "end_round", 0)  # no suit yet: the fire wounds, the slime sticks
    set_slime(state, ch, "LD-MARK-03")
    assert ch.light_wounds == 1 and ch.slime
    ch.slime, ch.light_wounds = False, 0
    ch.quests["ld_battle_suit"] = True  # unlocked: the suit is worn
    log = step(state, "end_round", 0)
    set_slime(state, ch, "LD-MARK-03")
    assert ch.light_wounds == 0 and not ch.slime
    assert entries(log, "fire_spared") and entries(state.log, "slime_shed")
