"""Power in the Facility (lockdown-base.md §4): which Sections have Power and who is in Darkness, the Backup Power
Supply's Restore Power, the Power Generator's flip of its own Section, and the Power Thresholds the Time token
crosses on the track."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.maps.lockdown.state import lockdown_state
from tests.engine.factories import entries, place, step
from tests.engine.lockdown_helpers import BACKUP_POWER, STAIRCASES, facility, power
from tests.engine.room_helpers import room_options, use_room

GENERATOR = "L016"  # ld_power_generator, in S-02 (LAYOUT)


def tokens(state) -> dict[str, tuple[int, bool]]:
    return {k: (p.number, p.on) for k, p in lockdown_state(state).power.items()}


def lay(state, **numbers_on) -> None:
    """Lay the Power tokens: lay(state, S01=(1, True), ...)."""
    from engine.maps.lockdown.state import Power

    lockdown_state(state).power = {k.replace("S0", "S-0"): Power(n, on) for k, (n, on) in numbers_on.items()}


@pytest.mark.rule("LD-POWER-01", "LD-POWER-03", "LD-POWER-02", "SGLD-PWR-03", "SGLD-PWR-06")
def test_a_character_in_an_unpowered_section_or_a_staircase_is_in_darkness():
    state = facility(1, species="intruders")
    in_darkness = hooks.service(state, "in_darkness")
    place(state, 0, GENERATOR)
    power(state, S02=True)
    assert not in_darkness(state, 0)
    power(state, S02=False)
    assert in_darkness(state, 0)
    place(state, 0, STAIRCASES[0])
    power(state, S01=True, S02=True, S03=True)
    assert in_darkness(state, 0)


@pytest.mark.rule("LD-POWER-06", "LD-ROOM-21")
def test_restore_power_resets_to_the_two_lowest_tokens_then_lays_them_as_chosen():
    state = facility(1, species="intruders")
    lay(state, S01=(4, True), S02=(3, False), S03=(2, False), elevator=(1, False))
    assert ("1", "2", "3", "4") in room_options(state, 0, BACKUP_POWER)
    log = use_room(state, 0, BACKUP_POWER, "3", "1", "2", "4")
    assert tokens(state) == {"S-01": (3, False), "S-02": (1, True), "S-03": (2, True), "elevator": (4, False)}
    assert lockdown_state(state).time_active
    assert {"power_reset", "power_rearranged", "power_restored"} <= {e.kind for e in log}


@pytest.mark.rule("LD-POWER-06", "LD-POWER-07", "LD-CLOCK-04")
def test_with_three_tokens_on_the_reset_is_skipped_but_the_tokens_still_move():
    state = facility(1, species="intruders")
    lay(state, S01=(4, True), S02=(3, True), S03=(2, True), elevator=(1, False))
    lockdown_state(state).time_active = True  # used before: may be used again
    log = use_room(state, 0, BACKUP_POWER, "1", "2", "3", "4")
    assert tokens(state) == {"S-01": (1, False), "S-02": (2, True), "S-03": (3, True), "elevator": (4, True)}
    assert entries(log, "power_reset_skipped") and not entries(log, "power_restored")


@pytest.mark.rule("LD-POWER-06")
def test_restore_power_refuses_a_layout_that_is_not_the_four_tokens_and_changes_nothing():
    state = facility(1, species="intruders")
    place(state, 0, BACKUP_POWER)
    from tests.engine.factories import reask

    reask(state, 0)
    before = tokens(state)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (BACKUP_POWER, "1", "1", "2", "3")))
    assert tokens(state) == before and not lockdown_state(state).time_active


@pytest.mark.rule("LD-POWER-08")
def test_the_power_generator_flips_only_its_own_sections_token_either_way():
    state = facility(1, species="intruders")
    lay(state, S01=(1, True), S02=(2, False), S03=(3, False), elevator=(4, True))
    assert room_options(state, 0, GENERATOR) == [("flip",)]
    use_room(state, 0, GENERATOR, "flip")
    assert tokens(state)["S-02"] == (2, True)
    use_room(state, 0, GENERATOR, "flip")
    assert tokens(state) == {"S-01": (1, True), "S-02": (2, False), "S-03": (3, False), "elevator": (4, True)}


@pytest.mark.rule("LD-POWER-09", "LD-POWER-10", "LD-POWER-12", "LD-EVENT-05")
def test_with_the_time_token_inactive_a_red_threshold_turns_off_the_highest_active_token():
    state = facility(1, species="intruders")
    lay(state, S01=(1, True), S02=(2, False), S03=(3, True), elevator=(4, False))
    state.time = 1  # slot 14: the next move enters slot 13, a red threshold (T3)
    log = step(state, "ld_time")
    assert tokens(state)["S-03"] == (3, False) and tokens(state)["S-01"] == (1, True)
    assert entries(log, "threshold_crossed")[0].args["slot"] == 13


@pytest.mark.rule("LD-POWER-09", "LD-POWER-12")
def test_once_power_is_restored_only_blue_thresholds_fire():
    state = facility(1, species="intruders")
    lay(state, S01=(1, True), S02=(2, True), S03=(3, True), elevator=(4, False))
    lockdown_state(state).time_active = True
    state.time = 1  # -> slot 13, red: ignored
    step(state, "ld_time")
    assert sum(on for _n, on in tokens(state).values()) == 3
    step(state, "ld_time")  # -> slot 12: no threshold
    step(state, "ld_time")  # -> slot 11, blue: fires
    assert tokens(state)["S-03"] == (3, False)


@pytest.mark.rule("LD-POWER-10")
def test_a_threshold_with_no_active_token_does_nothing():
    state = facility(1, species="intruders")
    lay(state, S01=(1, False), S02=(2, False), S03=(3, False), elevator=(4, False))
    state.time = 1
    log = step(state, "ld_time")
    assert entries(log, "threshold_no_power") and not any(on for _n, on in tokens(state).values())


@pytest.mark.rule("LD-POWER-13")
def test_carried_equipment_never_changes_whether_a_character_stands_in_darkness():
    state = facility(1, species="intruders")
    in_darkness = hooks.service(state, "in_darkness")
    place(state, 0, GENERATOR)
    power(state, S02=False)
    state.characters[0].items = ["ld_flashlight_1"]
    assert in_darkness(state, 0)


@pytest.mark.rule("LD-POWER-11", "LD-POWER-05")
def test_an_event_may_cut_the_elevators_power_through_the_maps_service():
    state = facility(1, species="intruders")
    lay(state, S01=(1, True), S02=(2, False), S03=(3, False), elevator=(4, True))
    hooks.service(state, "power_off")(state, "elevator", "LD-EVENT-09")
    log = entries(state.log, "power_lost")
    assert tokens(state)["elevator"] == (4, False) and log[-1].args["where"] == "elevator"
    assert not hooks.service(state, "powered")(state, "elevator")


@pytest.mark.rule("LD-POWER-11", "LD-POWER-07", "LD-CLOCK-04")
def test_a_power_surge_turns_the_time_token_inactive_so_red_thresholds_fire_again():
    state = facility(1, species="intruders")
    lay(state, S01=(1, True), S02=(2, True), S03=(3, False), elevator=(4, False))
    lockdown_state(state).time_active = True
    hooks.service(state, "backup_power_lost")(state, "LD-EVENT-09")
    assert not lockdown_state(state).time_active
    state.time = 1  # -> slot 13, a red threshold
    step(state, "ld_time")
    assert tokens(state)["S-02"] == (2, False)
    use_room(state, 0, BACKUP_POWER, "1", "2", "3", "4")  # Restore Power may be used again
    assert lockdown_state(state).time_active


@pytest.mark.rule("LD-POWER-12", "LD-POWER-09")
@pytest.mark.parametrize(("restored", "fired"), [(False, [13, 11, 9, 7, 5, 3, 1]), (True, [11, 7, 3])])
def test_over_the_whole_track_power_falls_seven_times_before_restoring_three_times_after(restored, fired):
    from engine.maps.lockdown.power import cross_threshold

    state = facility(1, species="intruders")
    lockdown_state(state).time_active = restored
    crossed = []
    for slot in range(14, 0, -1):
        lay(state, S01=(1, True), S02=(2, True), S03=(3, True), elevator=(4, True))
        cross_threshold(state, slot)
        if sum(on for _n, on in tokens(state).values()) == 3:
            crossed.append(slot)
    assert crossed == fired
