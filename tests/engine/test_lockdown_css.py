"""The Cargo Sending System (lockdown-base.md §5.2): entering a CSS Pod while the Time token stands on a CSS
token, the Launch in Event step 4 by the token's face, failed Pods, reuse, and the CSS Control System's Schedule
CSS."""

from __future__ import annotations

import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import is_active
from tests.engine.factories import entries, place, reask, step
from tests.engine.lockdown_helpers import facility
from tests.engine.room_helpers import room_options, use_room

CSS_A, CSS_B, CONTROL = "L002", "L003", "L004"  # LAYOUT: ld_css_a, ld_css_b, ld_css_control_system


def on_css_slot(state, face: str = "A", at: int = 13) -> None:
    """The Time token on slot `at`, whose CSS token shows `face`."""
    state.time = 15 - at
    lockdown_state(state).css[str(at)] = face


@pytest.mark.rule("LD-CSS-01", "LD-ROUND-06", "LD-ROOM-07")
def test_entering_a_pod_discards_the_hand_and_passes():
    state = facility(2, species="intruders")
    on_css_slot(state)
    assert room_options(state, 0, CSS_A) == [("A",)]
    log = use_room(state, 0, CSS_A, "A")
    ch = state.characters[0]
    assert ch.status == "pod" and ch.passed and ch.hand == []
    assert lockdown_state(state).pods == {"A": 0}
    assert not is_active(ch) and entries(log, "character_pod")
    assert state.pending is not None and state.pending.seat == 1  # the next player acts


@pytest.mark.rule("LD-CSS-01", "LD-ROOM-11")
def test_a_pod_is_closed_off_the_css_slots_and_when_it_is_taken():
    state = facility(2, species="intruders")
    state.time = 1  # slot 14: no CSS token
    assert room_options(state, 0, CSS_B) == []
    on_css_slot(state)
    lockdown_state(state).pods = {"B": 1}
    assert room_options(state, 0, CSS_B) == []
    assert room_options(state, 0, CSS_A) == [("A",)]


@pytest.mark.rule("LD-CSS-03", "LD-EVENT-04", "LD-CSS-05")
def test_a_letter_launches_only_its_pod_the_others_come_back_wounded():
    state = facility(2, species="intruders")
    on_css_slot(state, "A")
    s = lockdown_state(state)
    for seat, pod in ((0, "A"), (1, "B")):
        state.characters[seat].status = "pod"
        s.pods[pod] = seat
    log = step(state, "ld_launch")
    assert state.characters[0].status == "evacuated"
    back = state.characters[1]
    assert back.status == "aboard" and back.room == CSS_B and len(back.serious) == 1
    assert "13" in s.css_revealed and s.pods == {}
    assert entries(log, "css_revealed")[0].args["face"] == "A"


@pytest.mark.rule("LD-CSS-03")
def test_all_evacuates_every_pod_and_none_evacuates_nobody():
    state = facility(2, species="intruders")
    on_css_slot(state, "ALL")
    s = lockdown_state(state)
    s.pods = {"A": 0, "B": 1}
    for ch in state.characters:
        ch.status = "pod"
    step(state, "ld_launch")
    assert [c.status for c in state.characters] == ["evacuated", "evacuated"]
    state = facility(1, species="intruders")
    on_css_slot(state, "NONE")
    lockdown_state(state).pods = {"A": 0}
    state.characters[0].status = "pod"
    step(state, "ld_launch")
    assert state.characters[0].status == "aboard" and state.characters[0].room == CSS_A


@pytest.mark.rule("LD-CSS-04")
def test_a_pod_may_be_used_again_after_a_failed_launch():
    state = facility(1, species="intruders")
    on_css_slot(state, "B")
    lockdown_state(state).pods = {"A": 0}
    state.characters[0].status = "pod"
    step(state, "ld_launch")
    on_css_slot(state, "A", at=11)
    state.characters[0].passed = False
    assert room_options(state, 0, CSS_A) == [("A",)]


@pytest.mark.rule("LD-CSS-02")
def test_a_character_in_a_pod_is_out_of_the_rooms_reach():
    from engine.rules.board import characters_in
    from tests.engine.factories import put_intruder

    state = facility(1, species="intruders")
    state.characters[0].status = "pod"
    state.characters[0].room = CSS_A
    put_intruder(state, "adult", CSS_A)
    assert characters_in(state, CSS_A) == []


@pytest.mark.rule("LD-CSS-06", "LD-ROOM-13")
def test_schedule_css_peeks_and_may_move_a_token_one_slot_to_an_empty_slot():
    state = facility(1, species="intruders")
    s = lockdown_state(state)
    state.time = 2  # slot 13: its token may not move
    opts = room_options(state, 0, CONTROL)
    assert ("13", "stay") in opts and ("13", "12") not in opts and ("13", "14") not in opts
    assert ("11", "12") in opts and ("11", "10") in opts
    face = s.css["11"]
    log = use_room(state, 0, CONTROL, "11", "12")
    assert "11" not in s.css and s.css["12"] == face
    assert state.characters[0].knowledge["css:12"] == face
    assert entries(log, "css_peeked")[0].visible_to == (0,)


@pytest.mark.rule("LD-CSS-06")
def test_schedule_css_refuses_a_move_onto_another_token_and_changes_nothing():
    state = facility(1, species="intruders")
    s = lockdown_state(state)
    s.css["10"] = "NONE"
    place(state, 0, CONTROL)
    reask(state, 0)
    before = dict(s.css)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (CONTROL, "11", "10")))
    assert s.css == before


@pytest.mark.rule("LD-CSS-08")
def test_a_css_room_left_in_the_box_gives_no_pod():
    state = facility(1, species="intruders")
    assert "ld_css_c" not in state.tiles.values()
    from engine.maps.lockdown.css import pod_room

    assert pod_room(state, "C") == "" and pod_room(state, "A") == CSS_A


@pytest.mark.rule("LD-ROOM-12", "LD-CSS-01")
def test_cargo_sending_system_c_loads_pod_c_when_its_tile_is_in_play():
    state = facility(2, species="intruders")
    state.characters[1].hand = []  # no Interruption to offer
    state.tiles["L007"] = "ld_css_c"  # in place of the Defense Control Room
    on_css_slot(state)
    assert room_options(state, 0, "L007") == [("C",)]
    use_room(state, 0, "L007", "C")
    assert lockdown_state(state).pods == {"C": 0}


@pytest.mark.rule("LD-CSS-02")
def test_a_character_waiting_in_a_pod_takes_no_wound():
    from engine.rules.wounds import light_wound

    state = facility(2, species="intruders")
    ch = state.characters[0]
    ch.status = "pod"
    light_wound(state, ch, 1, "LD-EVENT-09")
    assert ch.light_wounds == 0


@pytest.mark.rule("LD-CSS-07")
def test_computer_cards_a_b_d_e_peek_at_a_css_token_without_moving_it():
    from engine.catalog import cat
    from engine.maps.lockdown.cards import lockdown_cards
    from tests.engine.factories import act
    from tests.engine.lockdown_helpers import power

    state = facility(1, species="intruders")
    cards = lockdown_cards(cat(state))["computer_deck"].cards
    peeking = sorted(cid for cid, card in cards.items() if "peek_css" in card.options)
    assert peeking == ["ld_cpu_a", "ld_cpu_b", "ld_cpu_d", "ld_cpu_e"]
    s = lockdown_state(state)
    power(state, S01=True)
    if s.computer_up != "ld_cpu_a":
        s.computer_deck.remove("ld_cpu_a")
        s.computer_deck.append(s.computer_up)
        s.computer_up = "ld_cpu_a"
    before = dict(s.css)
    place(state, 0, "L001")  # the Archive: a Computer room of S-01
    reask(state, 0)
    act(state, "computer", "peek_css", "11")
    assert s.css == before and state.characters[0].knowledge["css:11"] == before["11"]
