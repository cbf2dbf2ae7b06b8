"""Computer Actions in the Lockdown Facility (lockdown-base.md §7.3, T7): only in a Computer room of a powered
Section, out of Combat, without a Malfunction; one option of the face-up card for its cost; the card then goes to
the discard pile and the next is turned up; Lock-down's Malfunction and reshuffle; each option's effect."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import act, entries, place, put_intruder, reask
from tests.engine.lockdown_helpers import EXIT_ROOM, facility, power

ARCHIVE, TRANSMITTER, DEFENSE, VENT, CSS_CONTROL = "L001", "L018", "L007", "L015", "L004"
COOLING = "L006"  # no Computer (S-01)


def settle(state):
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, api.Choice("decline"))


def computer_choices(state, seat=0):
    reask(state, seat)
    return sorted(o.args for o in state.pending.options if o.kind == "computer")


def game(card="ld_cpu_a", seats=1):
    state = facility(seats, species="intruders")
    power(state, S01=True, S02=True, S03=True)
    s = lockdown_state(state)
    if s.computer_up != card:
        s.computer_deck.remove(card)
        s.computer_deck.append(s.computer_up)
        s.computer_up = card
    place(state, 0, ARCHIVE)
    return state


def use(state, *args):
    reask(state, 0)
    log = act(state, "computer", *args)
    settle(state)
    return log


@pytest.mark.rule("LD-CPU-01", "LD-CPU-06")
def test_a_computer_room_of_a_powered_section_offers_the_face_up_cards_options():
    state = game("ld_cpu_a")
    options = {a[0] for a in computer_choices(state)}
    assert options == {"move_rover", "peek_css"}  # peek_contingencies: nobody else in the Section
    for room in (ARCHIVE, TRANSMITTER, DEFENSE, VENT, CSS_CONTROL):
        place(state, 0, room)
        assert computer_choices(state), room
    place(state, 0, COOLING)
    assert computer_choices(state) == []


@pytest.mark.rule("LD-CPU-01")
def test_no_computer_in_a_section_without_power():
    state = game()
    power(state, S01=False)
    assert computer_choices(state) == []


@pytest.mark.rule("LD-CPU-04", "LD-CPU-05")
def test_a_malfunction_or_combat_stops_the_computer_but_the_room_action_stays_apart():
    state = game("ld_cpu_b")
    reask(state, 0)
    room_actions = [o for o in state.pending.options if o.kind == "room"]
    assert room_actions and computer_choices(state)  # both offered, separately
    put_intruder(state, "adult", ARCHIVE)
    assert computer_choices(state) == []
    state.intruders.clear()
    state.malfunction.append(ARCHIVE)
    assert computer_choices(state) == []


@pytest.mark.rule("LD-CPU-01", "LD-CPU-02", "LD-ERR-02")
def test_it_costs_one_card_then_the_card_is_discarded_and_the_next_turned_up():
    state = game("ld_cpu_b")
    s = lockdown_state(state)
    if s.computer_deck[-1] == "ld_cpu_lockdown":
        s.computer_deck.insert(0, s.computer_deck.pop())
    nxt = s.computer_deck[-1]
    hand = len(state.characters[0].hand)
    use(state, "gain_knowledge")
    assert len(state.characters[0].hand) == hand - 1
    assert s.knowledge["0"] == 4  # a Nemesis Survivor starts on 3
    assert s.computer_discard == ["ld_cpu_b"] and s.computer_up == nxt


@pytest.mark.rule("LD-CPU-03")
def test_lock_down_turned_up_malfunctions_the_users_room_and_reshuffles():
    state = game("ld_cpu_b")
    s = lockdown_state(state)
    s.computer_deck.remove("ld_cpu_lockdown")
    s.computer_deck.append("ld_cpu_lockdown")
    use(state, "gain_knowledge")
    assert ARCHIVE in state.malfunction
    assert entries(state.log, "computer_lockdown")[0].rule == "LD-CPU-03"
    assert s.computer_up not in ("", "ld_cpu_lockdown")
    assert s.computer_discard == []
    assert sorted(s.computer_deck + [s.computer_up]) == sorted(
        ["ld_cpu_a", "ld_cpu_b", "ld_cpu_c", "ld_cpu_d", "ld_cpu_e", "ld_cpu_lockdown"])


@pytest.mark.rule("LD-CPU-01", "LD-EXIT-04")
def test_move_the_rover_away_and_back():
    state = game("ld_cpu_a")
    use(state, "move_rover")
    assert lockdown_state(state).rover == ""
    lockdown_state(state).computer_up = "ld_cpu_d"
    use(state, "move_rover")
    assert lockdown_state(state).rover == EXIT_ROOM


@pytest.mark.rule("LD-CPU-01")
def test_peek_at_a_css_token_only_the_user_sees_it():
    state = game("ld_cpu_a", seats=2)
    s = lockdown_state(state)
    slot = sorted(s.css, key=int)[0]
    reask(state, 0)
    use(state, "peek_css", slot)
    assert api.view(state, 0).ext["map:lockdown"].css_faces[slot] == s.css[slot]
    assert slot not in api.view(state, 1).ext["map:lockdown"].css_faces


@pytest.mark.rule("LD-CPU-01")
def test_peek_at_the_contingencies_of_someone_in_your_section():
    state = game("ld_cpu_a", seats=2)
    place(state, 1, "L003")  # S-01 too
    assert ("peek_contingencies", "1") in computer_choices(state)
    use(state, "peek_contingencies", "1")
    known = api.view(state, 0).ext["map:lockdown"].contingency_known
    assert [known[f"1:{i}"] for i in range(2)] == lockdown_state(state).contingency["1"]
    place(state, 1, "L010")  # S-02
    lockdown_state(state).computer_up = "ld_cpu_a"
    assert ("peek_contingencies", "1") not in computer_choices(state)


@pytest.mark.rule("LD-CPU-01")
def test_swap_two_power_tokens_each_keeping_its_side():
    state = game("ld_cpu_c")
    power(state, S03=False)
    s = lockdown_state(state)
    before = dict(s.power)
    reask(state, 0)
    use(state, "swap_power", "S-01", "S-03")
    assert s.power["S-01"] == before["S-03"] and s.power["S-03"] == before["S-01"]
    assert not s.power["S-01"].on and s.power["S-03"].on


@pytest.mark.rule("LD-CPU-01")
def test_clear_a_fire_and_drive_back_the_intruders_anywhere():
    state = game("ld_cpu_c")
    state.fire.append("L024")
    intruder = put_intruder(state, "adult", "L024")
    reask(state, 0)
    use(state, "clear_fire_retreat", "L024")
    assert "L024" not in state.fire
    assert intruder.room != "L024" or intruder not in state.intruders


@pytest.mark.rule("LD-CPU-01")
def test_open_or_close_one_door_outside_the_technical_corridors():
    state = game("ld_cpu_d")
    choices = computer_choices(state)
    corridor = next(a[2] for a in choices if a[:2] == ("door_control", "close"))
    use(state, "door_control", "close", corridor)
    assert state.doors[corridor] == "closed"


def test_an_option_not_on_the_face_up_card_is_refused():
    state = game("ld_cpu_a")
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("computer", ("gain_knowledge",)))
    assert lockdown_state(state).computer_up == "ld_cpu_a"
