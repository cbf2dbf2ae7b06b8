"""One round in the Facility (lockdown-base.md §6): the draw (6 in the Isolation Room), the First Player token,
turns of two actions until everyone passes, Fire at the end of a turn, and the Event phase in Lockdown's order:
4 Launch CSS, 5 Time track, 6 Noise removal in powered Sections, 7 attacks, 8 fire damage, 9 Event card,
10 bag development, then a new round."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.darkness import facility as facility_facts
from tests.engine.factories import entries, put_intruder, reask, run_op, step
from tests.engine.lockdown_helpers import ISOLATION, REPOSITORY, facility, power

HALL = "L016"  # the Power Generator room, S-02 (LAYOUT)


def corridor_between(state, room: str, other_than: str = "") -> str:
    c = cat(state)
    return next(cid for cid in sorted(c.corridors) if room in c.corridors[cid].rooms
                and not any(r == other_than for r in c.corridors[cid].rooms) and "TECH" not in c.corridors[cid].rooms)


@pytest.mark.rule("LD-ROUND-01", "LD-SETUP-22", "LD-ROOM-24")
def test_a_character_starting_the_round_in_the_isolation_room_draws_up_to_6_others_up_to_5():
    state = facility(2, species="intruders")
    assert state.characters[0].room == ISOLATION and len(state.characters[0].hand) == 6  # round 1 too
    for ch in state.characters:
        ch.deck, ch.hand = ch.deck + ch.hand, []
    state.characters[1].room = REPOSITORY
    run_op(state, "turn_start")
    assert [len(ch.hand) for ch in state.characters] == [6, 5]


@pytest.mark.rule("LD-ROOM-24", "LD-MARK-02")
def test_a_malfunction_in_the_isolation_room_takes_away_the_sixth_card():
    state = facility(1, species="intruders")
    ch = state.characters[0]
    ch.deck, ch.hand = ch.deck + ch.hand, []
    state.malfunction = [ISOLATION]
    run_op(state, "turn_start")
    assert len(state.characters[0].hand) == 5


@pytest.mark.rule("LD-ROUND-02")
def test_the_first_player_token_passes_on_from_round_2():
    state = facility(2, species="intruders")
    assert state.first_player == 0
    step(state, "turn_start")
    assert state.first_player == 1


@pytest.mark.rule("LD-ROUND-03", "LD-ROUND-04")
def test_turns_go_round_until_everyone_has_passed_then_the_event_phase():
    from tests.engine.factories import act

    state = facility(2, species="intruders")
    reask(state, 0)
    act(state, "pass")
    while state.pending is not None and state.pending.kind == "choose_discard":
        act(state, "keep")
    assert state.characters[0].passed and state.pending.seat == 1
    act(state, "pass")
    while state.pending is not None and state.pending.kind == "choose_discard":
        act(state, "keep")
    assert any(e.kind == "event_phase" for e in state.log)


@pytest.mark.rule("LD-ROUND-05")
def test_ending_a_turn_in_a_burning_room_gives_one_light_wound():
    state = facility(1, species="intruders")
    state.fire = [state.characters[0].room]
    run_op(state, "end_round", 0)
    assert state.characters[0].light_wounds == 1


@pytest.mark.rule("LD-EVENT-06", "LD-POWER-02")
def test_noise_leaves_the_corridors_of_powered_sections_not_next_to_a_character():
    state = facility(1, species="intruders")
    state.characters[0].room = REPOSITORY  # S-02
    power(state, S01=True, S02=True, S03=False)
    sec = facility_facts(state).corridor_sections
    c = cat(state)
    by_section = {}
    for cid in sorted(c.corridors):
        rooms = c.corridors[cid].rooms
        if "TECH" in rooms or REPOSITORY in rooms:
            continue
        by_section.setdefault(sec.get(cid, ""), cid)
    near = corridor_between(state, REPOSITORY)
    state.noise = sorted({by_section["S-01"], by_section["S-03"], near, "TECH"})
    step(state, "ld_noise")
    assert by_section["S-01"] not in state.noise  # powered, nobody near
    assert by_section["S-03"] in state.noise  # no Power
    assert near in state.noise and "TECH" in state.noise  # a character next to it; the Technical Corridors


@pytest.mark.rule("LD-EVENT-04", "LD-EVENT-05", "LD-EVENT-06", "LD-EVENT-07", "LD-EVENT-08", "LD-EVENT-09",
                  "LD-EVENT-10", "LD-EVENT-11", "SGLD-MISC-01")
def test_the_event_phase_runs_lockdowns_steps_in_order_then_a_new_round():
    state = facility(1, species="intruders")
    state.time = 2  # slot 13: a CSS token lies under the Time token
    power(state, S01=True, S02=True, S03=True)
    room = state.characters[0].room
    state.noise = [corridor_between(state, "L001")]
    put_intruder(state, "adult", room)
    state.fire = [room]
    log = step(state, "event_phase")
    kinds = [e.kind for e in log]
    order = ["css_revealed", "time_advanced", "noise_cleared", "intruder_attacks", "intruder_injured", "event_card",
             "token_drawn", "turn_start"]
    assert [k for k in kinds if k in order] == [k for k in order if k in kinds]
    assert all(k in kinds for k in order if k != "intruder_injured")
    assert entries(log, "turn_start")[0].args["turn"] == 2


@pytest.mark.rule("LD-EVENT-05")
def test_a_species_table_of_event_steps_still_gets_the_facilitys_steps_4_to_6():
    from engine import hooks

    state = facility(1, species="intruders")
    names = [name for name, _rule in hooks.get(state, hooks.Hook.EVENT_PHASE_STEPS)(state)]
    assert "ev_time" in names
    log = step(state, "ev_time")
    assert entries(log, "time_advanced")[0].rule == "LD-CLOCK-01"


@pytest.mark.rule("LD-MARK-03")
def test_a_slimed_character_hears_danger_in_every_silence(monkeypatch):
    from tests.engine.factories import Script

    state = facility(1, species="intruders")
    state.characters[0].room = REPOSITORY
    state.characters[0].slime = True
    Script(monkeypatch).rolls("silence")
    log = step(state, "noise_roll", 0)
    assert entries(log, "silence_is_danger")
    assert any(e.kind == "noise_placed" for e in log) or state.noise
