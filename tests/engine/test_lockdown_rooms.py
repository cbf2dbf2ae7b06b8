"""The Facility's own room actions (lockdown-base.md §14): Cave Entrance, Decontamination Room, Emergency Room,
Nest, Transmitter Control Room, Defense Control Room, Guard Room, Contaminated Room, Surgery, Testing Lab, Vent
Control Room (Venting at the end of the Player phase), Emergency Staircases."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import in_combat
from tests.engine.factories import act, entries, give_larva, place, put_intruder, reask, stack_attack
from tests.engine.lockdown_helpers import STAIRCASES, facility, power

DECON, EMERGENCY, NEST, TRANSMITTER, DEFENSE = "L021", "L024", "L012", "L018", "L007"
SURGERY, CONTAMINATED, VENT, CAVE = "L017", "L022", "L015", "L026"


def settle(state):
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, api.Choice("decline"))


def options(state, room, seat=0):
    place(state, seat, room)
    reask(state, seat)
    return sorted(o.args[1:] for o in state.pending.options if o.kind == "room")


def use(state, room, *params, seat=0):
    place(state, seat, room)
    reask(state, seat)
    start = len(state.log)
    act(state, "room", room, *params)
    settle(state)
    return state.log[start:]


def game(seats=1, **tiles):
    state = facility(seats, species="intruders")
    power(state, S01=True, S02=True, S03=True)
    state.tiles.update(tiles)
    return state


def phase_end(state):
    for fn in hooks.collect(state, hooks.Hook.PLAYER_PHASE_END):
        fn(state)


# --- Decontamination, Emergency Room, Surgery -----------------------------------------------------------

@pytest.mark.rule("LD-ROOM-04", "SGLD-MISC-04")
def test_decontamination_removes_infected_cards_in_hand_the_larva_and_slime():
    state = game()
    ch = state.characters[0]
    bad, clean = state.contamination_deck[-2:]
    state.contamination_deck = state.contamination_deck[:-2]
    state.infected = sorted({*state.infected, bad} - {clean})
    ch.hand += [bad, clean]
    ch.slime = True
    give_larva(state, ch)
    use(state, DECON)
    assert bad not in ch.hand and clean in ch.hand  # the clean card stays in hand
    assert not ch.slime
    from engine.species.intruders.state import hive

    assert 0 not in hive(state).infested


@pytest.mark.rule("LD-ROOM-05")
def test_emergency_room_one_treatment_of_three():
    state = game()
    ch = state.characters[0]
    assert options(state, EMERGENCY) == []
    ch.light_wounds = 2
    ch.serious = [state.wound_deck.pop()]
    assert options(state, EMERGENCY) == [("dress",), ("heal_light",)]
    use(state, EMERGENCY, "heal_light")
    assert ch.light_wounds == 0 and len(ch.serious) == 1
    use(state, EMERGENCY, "dress")
    assert ch.serious == [] and len(ch.dressed) == 1
    use(state, EMERGENCY, "heal_dressed")
    assert ch.dressed == []


@pytest.mark.rule("LD-ROOM-17")
def test_surgery_cleans_everything_wounds_passes_and_rebuilds_the_deck():
    state = game(2)  # the other seat still plays: the round goes on with this hand empty
    ch = state.characters[0]
    bad = state.contamination_deck.pop()
    state.infected = sorted({*state.infected, bad})
    ch.deck.append(bad)
    cards = len(ch.deck) + len(ch.hand) + len(ch.discard) - 1 - 2  # the infected card goes, 2 cards pay
    log = use(state, SURGERY)
    assert bad not in ch.deck + ch.hand + ch.discard
    assert ch.light_wounds == 1 and ch.hand == [] and ch.passed
    assert len(ch.deck) == cards + 2 and ch.discard == []
    assert entries(log, "action_deck_rebuilt")[0].rule == "LD-ROOM-17"


# --- Nest, Cave Entrance ---------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-08", "LD-NEST-03")
def test_the_nest_gives_an_egg_then_a_noise_roll():
    state = game()
    log = use(state, NEST)
    assert "egg" in state.characters[0].heavy
    kinds = [e.kind for e in log]
    assert kinds.index("egg_taken") < kinds.index("noise_roll")


@pytest.mark.rule("LD-ROOM-08", "LD-ROOM-16")
def test_no_malfunction_ever_in_the_nest_or_the_contaminated_room_and_no_action_in_the_latter():
    from engine.effects import can_malfunction

    state = game()
    assert not can_malfunction(state, NEST) and not can_malfunction(state, CONTAMINATED)
    assert options(state, CONTAMINATED) == []
    assert "ld_contaminated_room" in cat(state).options["slime_tiles"]


@pytest.mark.rule("LD-ROOM-02", "LD-TECH-08")
def test_the_cave_entrance_crawls_to_an_entrance_room_and_an_attack_follows():
    state = game()
    targets = options(state, CAVE)
    entrances = set(cat(state).ext["map:lockdown"]["facility"].entrances)
    assert targets and {t[0] for t in targets} <= entrances and (CAVE,) not in targets
    log = use(state, CAVE, "L001")
    assert state.characters[0].room == "L001"
    assert not entries(log, "noise_roll")
    assert entries(log, "attack_card") or entries(log, "attack_missed")


@pytest.mark.rule("LD-ROOM-02", "LD-TECH-08")
def test_the_cave_attack_strikes_in_darkness_even_in_a_powered_room():
    state = facility(1)  # the Night Stalkers, whose Attack cards have Darkness parts
    power(state, S01=True, S02=True, S03=True)
    stack_attack(state, "cut_1")
    log = use(state, CAVE, "L001")
    assert entries(log, "attack_dark_part")
    assert not hooks.service(state, "in_darkness")(state, 0)  # L001 has Power: dark only for that strike


# --- Transmitter Control Room ---------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-10")
def test_send_a_signal_once_then_read_the_objectives_of_another_who_sent_one():
    state = game(2)
    assert options(state, TRANSMITTER) == [("signal",)]
    use(state, TRANSMITTER, "signal")
    assert lockdown_state(state).signals == [0]
    assert options(state, TRANSMITTER) == []
    assert options(state, TRANSMITTER, seat=1) == [("objectives", "0"), ("signal",)]
    log = use(state, TRANSMITTER, "objectives", "0", seat=1)
    seen = entries(log, "objectives_seen")[0]
    assert seen.visible_to == (1,) and seen.args["cards"] == ",".join(state.objectives["0"])


# --- Defense Control Room ----------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-14")
def test_defense_control_strikes_a_room_with_an_intruder():
    state = game(2)
    state.item_counters[DEFENSE] = 1
    intruder = put_intruder(state, "creeper", "L001")
    place(state, 1, "L001")
    assert options(state, DEFENSE) == [("counter", "L001"), ("malfunction", "L001")]
    use(state, DEFENSE, "counter", "L001")
    assert state.item_counters[DEFENSE] == 0 and DEFENSE not in state.malfunction
    assert "L001" in state.malfunction
    assert intruder.injuries == 1 or intruder not in state.intruders
    assert len(state.characters[1].serious) == 1
    assert options(state, DEFENSE) == []  # the only target has a Malfunction now


@pytest.mark.rule("LD-ROOM-14")
def test_defense_control_paid_with_a_malfunction_here():
    state = game()
    state.item_counters[DEFENSE] = 0
    put_intruder(state, "adult", "L001")
    assert options(state, DEFENSE) == [("malfunction", "L001")]
    use(state, DEFENSE, "malfunction", "L001")
    assert DEFENSE in state.malfunction and "L001" in state.malfunction


# --- Guard Room, Testing Lab ------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-15")
def test_the_guard_room_hands_out_a_taser_or_an_enviro_suit_for_its_item_counter():
    state = game(L003="ld_guard_room")
    state.item_counters["L003"] = 1
    assert options(state, "L003") == [("ld_enviro_suit",), ("ld_taser",)]
    use(state, "L003", "ld_taser")
    assert any(i.startswith("ld_taser") for i in state.characters[0].items)
    assert state.item_counters["L003"] == 0
    assert options(state, "L003") == []  # the counter is spent


@pytest.mark.rule("LD-ROOM-18")
def test_the_testing_lab_hands_out_the_neutralizer_from_knowledge_four():
    state = game(L003="ld_testing_lab")
    lockdown_state(state).knowledge["0"] = 3
    assert options(state, "L003") == []
    lockdown_state(state).knowledge["0"] = 4
    assert options(state, "L003") == [("ld_neutralizer",)]
    use(state, "L003", "ld_neutralizer")
    assert any(i.startswith("ld_neutralizer") for i in state.characters[0].items)


# --- Vent Control Room ----------------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-19", "LD-ROUND-07", "SGLD-TIME-04")
def test_venting_kills_everything_inside_when_the_player_phase_ends():
    state = game(2)
    target = "L024"
    state.fire.append(target)
    intruder = put_intruder(state, "adult", target)
    place(state, 1, target)
    use(state, VENT, target)
    from engine.rules.board import corridors_of

    assert all(state.doors.get(k) == "closed" for k in corridors_of(state, target, with_tech=False))
    assert target not in state.fire and lockdown_state(state).venting == target
    assert options(state, VENT) == []  # one Venting token
    phase_end(state)
    assert state.characters[1].status == "dead" and intruder not in state.intruders
    assert lockdown_state(state).venting == ""


@pytest.mark.rule("LD-ROOM-19")
def test_a_door_reopened_before_the_end_spoils_the_venting():
    state = game(2)
    target = "L024"
    place(state, 1, target)
    use(state, VENT, target)
    from engine.rules.board import corridors_of

    state.doors[corridors_of(state, target, with_tech=False)[0]] = "open"
    phase_end(state)
    assert state.characters[1].status == "aboard"
    assert entries(state.log, "venting_spoiled")


@pytest.mark.rule("LD-ROOM-19")
def test_a_door_opened_removes_the_venting_token_at_once():
    state = game(2)
    target = "L024"
    use(state, VENT, target)
    from engine.rules.board import corridors_of

    state.doors[corridors_of(state, target, with_tech=False)[0]] = "open"
    for fn in hooks.collect(state, hooks.Hook.ROUND_END):
        fn(state, state.characters[0])
    assert lockdown_state(state).venting == ""
    assert ("L001",) in options(state, VENT)  # the token is free again


@pytest.mark.rule("LD-ROOM-19")
def test_only_rooms_with_an_entrance_and_no_destroyed_door_can_be_vented():
    state = game()
    entrances = set(cat(state).ext["map:lockdown"]["facility"].entrances)
    assert {o[0] for o in options(state, VENT)} == entrances
    from engine.rules.board import corridors_of

    state.doors[corridors_of(state, "L024", with_tech=False)[0]] = "destroyed"
    assert ("L024",) not in options(state, VENT)


# --- Staircases ------------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-ROOM-25")
def test_the_emergency_staircases_have_no_room_action():
    state = game()
    for room in STAIRCASES:
        assert options(state, room) == []


def test_an_illegal_room_choice_is_refused_and_changes_nothing():
    state = game()
    place(state, 0, EMERGENCY)
    reask(state, 0)
    with pytest.raises(api.IllegalChoice):
        api.apply(state, api.Choice("room", (EMERGENCY, "dress")))
    assert not in_combat(state, 0) and state.characters[0].serious == []


@pytest.mark.rule("LD-ROOM-00")
def test_room_actions_need_the_room_no_combat_no_malfunction_but_fire_is_no_bar_and_cost_two():
    state = game()
    state.characters[0].light_wounds = 1
    assert options(state, EMERGENCY) == [("heal_light",)]
    state.fire.append(EMERGENCY)
    assert options(state, EMERGENCY) == [("heal_light",)]  # Fire does not stop it
    state.malfunction.append(EMERGENCY)
    assert options(state, EMERGENCY) == []
    state.malfunction.remove(EMERGENCY)
    put_intruder(state, "adult", EMERGENCY)
    assert options(state, EMERGENCY) == []
    state.intruders.clear()
    assert options(state, DECON) == [()]  # elsewhere: only that room's action
    hand = len(state.characters[0].hand)
    use(state, EMERGENCY, "heal_light")
    assert len(state.characters[0].hand) == hand - 2
