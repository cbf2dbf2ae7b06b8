"""The Void Seeders' rules in the Lockdown Facility (lockdown-stretch-goals.md §4.2, LVS-INS-01, LVS-CAR-01/02,
LVS-CHG-01..06, LVS-SET-20, COMP-SG-02): no Carcass from them and the Probe Arm only on a Lair, no Slime, Rest,
Sample Analysis and the Decontamination Room calm the mind, the Neutralizer sets Insanity to 3, Venting and Lurk,
Weaknesses gated by Knowledge and a mad mind studied in the Laboratory, the Despoiler's death by the Lair tokens
dealt, and the Event deck for Lockdown with its Darkness parts."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.hooks import Hook
from engine.maps.lockdown.state import lockdown_state
from engine.rules.injury import kill_intruder
from engine.species.void_seeders import encounter
from engine.species.void_seeders.state import void
from engine.state import State
from tests.engine.factories import act, entries, place, put_intruder, reask, set_hand, step
from tests.engine.lockdown_helpers import ELEVATOR_ROOMS, facility, power
from tests.engine.room_helpers import room_options, use_room

SPECIES = "void_seeders"
LAB, DECON, VENT_ROOM, NEST = "L010", "L021", "L015", "L012"


def crew(*characters: str) -> State:
    state = facility(seats=len(characters), characters=list(characters), species=SPECIES)
    power(state, S01=True, S02=True, S03=True)
    for seat in range(len(characters)):
        set_hand(state, seat, state.characters[seat].deck[:4])
    return state


def insanity(state: State, *levels: int) -> None:
    void(state).madness = list(levels)


def infected_card(state: State) -> str:
    card = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(card)
    return card


@pytest.mark.rule("LVS-CAR-01", "LVS-CAR-02")
def test_the_probe_arm_takes_nothing_from_a_void_seeder_but_samples_a_lair():
    state = crew("xenobiologist")
    ch = state.characters[0]
    put_intruder(state, "lurker", ch.room)
    put_intruder(state, "despoiler", ch.room)
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "item" and o.args[0] == "ld_probe_arm"]
    lair = put_intruder(state, "lair", ch.room)
    reask(state)
    assert [o.args for o in state.pending.options if o.kind == "item" and o.args[0] == "ld_probe_arm"] == [
        ("ld_probe_arm", str(lair.id))]
    act(state, "item", "ld_probe_arm", str(lair.id))
    assert "carcass" in ch.heavy and any(i.id == lair.id for i in state.intruders)  # the Lair stays


@pytest.mark.rule("LVS-CAR-01")
def test_a_defeated_void_seeder_leaves_no_carcass_in_the_facility():
    state = crew("janitor")
    lurker = put_intruder(state, "whisperer", NEST)
    kill_intruder(state, lurker, "VS-INJ-07")
    assert not any(o.startswith("carcass") for o in state.objects.get(NEST, []))
    assert not any(i.id == lurker.id for i in state.intruders)


@pytest.mark.rule("LVS-CHG-01")
def test_a_slime_token_or_effect_never_puts_slime_on_a_character():
    from engine.effects import set_slime

    state = crew("janitor")
    set_slime(state, state.characters[0], "LD-EXPL-02")
    assert state.characters[0].slime is False
    assert [e for e in cat(state).exploration if e[0] == "slime"]  # one Slime token stays in the pool, harmless


def _rest(state: State, *params: str) -> list:
    ch = state.characters[0]
    rest = f"{ch.character}_rest"
    set_hand(state, 0, [rest, *[c for c in ch.deck if c != rest][:3]])
    reask(state)
    return act(state, "card", rest, *params)


@pytest.mark.rule("LVS-CHG-02", "LVS-INS-01")
def test_rest_lowers_insanity_by_one_but_never_from_three_to_two():
    state = crew("janitor")
    insanity(state, 2)
    _rest(state)
    assert void(state).madness == [1]
    insanity(state, 3)
    _rest(state)
    assert void(state).madness == [3]


@pytest.mark.rule("LVS-CHG-02")
def test_the_decontamination_room_lowers_insanity_and_its_scan_of_infected_cards_drives_mad_and_removes_them():
    state = crew("janitor")
    insanity(state, 4)
    assert room_options(state, 0, DECON) == [("calm",), ("calm_scan",)]
    use_room(state, 0, DECON, "calm")
    assert void(state).madness == [3]
    ch = state.characters[0]
    card = infected_card(state)
    set_hand(state, 0, [card, *ch.deck[:3]])
    insanity(state, 2)
    use_room(state, 0, DECON, "calm_scan")
    assert void(state).madness == [5]  # lowered to 1, then INFECTED sends it to the top (VS-MAD-10)
    assert card not in ch.hand + ch.deck + ch.discard  # the room's scan removes the INFECTED card (LD-ROOM-04)
    insanity(state, 3)
    set_hand(state, 0, ch.deck[:4])
    assert room_options(state, 0, DECON) == []  # at 3 with a clean hand there is nothing to do there


@pytest.mark.rule("LVS-CHG-02")
def test_sample_analysis_the_hasty_analysis_lowers_insanity_and_may_skip_its_scan():
    state = crew("xenobiologist")
    ch = state.characters[0]
    insanity(state, 5)
    set_hand(state, 0, ["xenobiologist_sample_analysis", *[c for c in ch.deck if "sample" not in c][:3]])
    reask(state)
    assert ("xenobiologist_sample_analysis", "no_scan") in [o.args for o in state.pending.options if o.kind == "card"]
    act(state, "card", "xenobiologist_sample_analysis", "no_scan")
    assert void(state).madness == [4]


@pytest.mark.rule("LVS-CHG-03", "LVS-CHG-04")
@pytest.mark.parametrize(("before", "after"), [(5, 3), (4, 3), (3, 3), (2, 2)])
def test_the_neutralizer_sets_insanity_to_three_instead_of_removing_a_larva(before, after):
    state = crew("janitor")
    ch = state.characters[0]
    ch.items = ["ld_neutralizer_1"]
    insanity(state, before)
    reask(state)
    act(state, "item", "ld_neutralizer_1")
    assert void(state).madness == [after] and "ld_neutralizer_1" not in ch.items


@pytest.mark.rule("LVS-CHG-04")
def test_the_literal_reading_lowers_insanity_by_three_steps_never_below_three_from_above(monkeypatch):
    from engine.catalog import opt
    from engine.species.void_seeders import madness

    state = crew("janitor")
    monkeypatch.setattr(madness, "opt", lambda st, key: key == "lockdown_vs_neutralizer_by_three" or opt(st, key))
    insanity(state, 5)
    madness.cleansed(state, state.characters[0], "LD-CRAFT-01")
    assert void(state).madness == [3]
    insanity(state, 2)
    madness.cleansed(state, state.characters[0], "LD-CRAFT-01")
    assert void(state).madness == [1]


@pytest.mark.rule("LVS-CHG-05")
def test_venting_defeats_the_void_seeders_destroys_a_lair_and_spares_the_despoiler():
    from engine.maps.lockdown.rooms import venting_check
    from engine.rules.board import corridors_of

    state = crew("janitor")
    lurker = put_intruder(state, "lurker", VENT_ROOM)
    despoiler = put_intruder(state, "despoiler", VENT_ROOM)
    lair = put_intruder(state, "lair", VENT_ROOM)
    hidden = next(i for i, (e, _n) in enumerate(cat(state).exploration) if e == "lair")
    state.exploration = {"L024": hidden}  # another Lair token still face down: the Despoiler cannot die yet
    for corridor in corridors_of(state, VENT_ROOM, with_tech=False):
        state.doors[corridor] = "closed"
    lockdown_state(state).venting = VENT_ROOM
    venting_check(state)
    alive = {i.id for i in state.intruders}
    assert lurker.id not in alive and lair.id not in alive and despoiler.id in alive
    assert void(state).lairs_destroyed == 1 and "carcass" in state.objects[VENT_ROOM]


@pytest.mark.rule("LVS-CHG-05")
def test_lurk_comes_after_the_event_card_and_before_bag_development_in_the_facility():
    state = crew("janitor")
    steps = [name for name, _rule in hooks.get(state, Hook.EVENT_PHASE_STEPS)(state)]
    assert steps == ["ev_time", "ev_attacks", "ev_fire", "ev_event_card", "ev_lurk", "ev_bag"]
    # the Facility's own steps 4-6 (CSS launch, Time track, Noise removal) hang on "ev_time"
    from engine.maps.lockdown.round import facility_time

    assert hooks.merged(state, Hook.OPS)["ev_time"] is facility_time


@pytest.mark.rule("LVS-CHG-06")
def test_a_weakness_helps_only_a_character_with_the_knowledge_of_its_slot():
    state = crew("janitor", "lab_rat")
    state.weaknesses["second"] = "thin_veil"
    state.revealed_weaknesses = [state.weaknesses["first"], "thin_veil"]
    token = next(t for t, (k, n) in cat(state).intruder_tokens.items() if k == "void_seeder")
    printed = cat(state).intruder_tokens[token][1]
    k = lockdown_state(state).knowledge
    k["0"], k["1"] = 3, 5
    assert encounter.surprise_number(state, token, 0) == printed  # the second slot needs 5 Knowledge
    assert encounter.surprise_number(state, token, 1) == printed - 1
    assert cat(state).options["weakness_knowledge"] == {"first": 3, "second": 5, "third": 8}


@pytest.mark.rule("LVS-CHG-06", "VS-CHG-08")
def test_a_mad_mind_is_studied_in_the_laboratory_as_a_corpse_for_three_knowledge_and_is_not_used_up():
    state = crew("janitor", "lab_rat")
    insanity(state, 2, 1)
    assert room_options(state, 0, LAB) == []
    insanity(state, 3, 1)
    assert room_options(state, 0, LAB) == [("insanity",)]
    use_room(state, 0, LAB, "insanity")
    assert lockdown_state(state).knowledge["0"] == 4 and lockdown_state(state).lab_slots == ["corpse"]
    assert void(state).madness == [3, 1]  # nothing is used up
    set_hand(state, 0, state.characters[0].deck[:4])
    use_room(state, 0, LAB, "insanity")
    assert lockdown_state(state).knowledge["0"] == 7 and entries(state.log, "research_type_used")
    assert state.revealed_weaknesses == [state.weaknesses["first"]]  # a type fills one slot, once (LD-KNOW-05)
    state.objects[LAB] = ["egg"]
    set_hand(state, 0, state.characters[0].deck[:4])
    use_room(state, 0, LAB, "egg")
    assert state.weaknesses["second"] in state.revealed_weaknesses  # the next empty slot's card turns up


@pytest.mark.rule("LVS-SET-20")
def test_the_despoiler_dies_once_every_lair_token_dealt_at_setup_is_destroyed():
    state = crew("janitor")
    despoiler = put_intruder(state, "despoiler", NEST)
    lair = put_intruder(state, "lair", LAB)
    lair_token = next(i for i, (e, _n) in enumerate(cat(state).exploration) if e == "lair")
    state.exploration = {"L024": lair_token}  # one more Lair token still face down on the board
    kill_intruder(state, lair, "VS-LAI-12")
    assert not void(state).despoiler_dead and any(i.id == despoiler.id for i in state.intruders)
    state.exploration = {}  # that room explored: no Lair token was there after all (or it was destroyed)
    second = put_intruder(state, "lair", LAB)
    kill_intruder(state, second, "VS-LAI-12")
    assert void(state).despoiler_dead and not any(i.id == despoiler.id for i in state.intruders)
    assert entries(state.log, "despoiler_killed")


def _event(state: State, card: str) -> list:
    if card in state.event_deck:
        state.event_deck.remove(card)
    return step(state, "ev_event_effect", card)


@pytest.mark.rule("COMP-SG-02", "LVS-SET-12")
def test_a_darkness_part_reaches_only_the_characters_in_darkness():
    state = crew("janitor", "lab_rat")
    power(state, S01=False, S02=True, S03=True)
    place(state, 0, ELEVATOR_ROOMS["S-01"])  # in Darkness
    place(state, 1, ELEVATOR_ROOMS["S-02"])  # lit
    insanity(state, 1, 1)
    assert hooks.service(state, "event_dark_part")(state, "ld_eerie_calm")
    assert not hooks.service(state, "event_dark_part")(state, "ld_brownout")
    log = _event(state, "ld_eerie_calm")
    assert void(state).madness == [2, 1] and entries(log, "event_dark_part")
    assert "ld_eerie_calm" in state.event_discard


@pytest.mark.rule("COMP-SG-02")
def test_the_lockdown_cards_reach_the_facilitys_systems():
    state = crew("janitor")
    power(state, elevator=True)
    _event(state, "ld_elevator_blackout")
    assert not lockdown_state(state).power["elevator"].on
    assert "ld_elevator_blackout" in state.event_removed
    computers = [r for r, t in state.tiles.items() if cat(state).tiles[t].computer]
    state.malfunction = sorted(computers[:2])
    _event(state, "ld_facility_ai_failure")
    assert lockdown_state(state).autodestruction >= 0  # the Autodestruction starts (LD-AUTO-06)
    cooling = next(r for r, t in state.tiles.items() if t == "ld_cooling_system")
    _event(state, "ld_coolant_overheat")
    assert cooling in state.malfunction
    state.event_removed.clear()
    _event(state, "ld_coolant_overheat")
    assert cooling in state.fire
    _event(state, "ld_generator_blast")
    generator = next(r for r, t in state.tiles.items() if t == "ld_power_generator")
    backup = next(r for r, t in state.tiles.items() if t == "ld_backup_power_supply")
    assert generator in state.fire and backup in state.fire


@pytest.mark.rule("LVS-GEN-01", "LVS-INS-01")
@pytest.mark.parametrize("seed", [7, 8])
def test_a_whole_game_of_bots_plays_to_the_end_in_the_facility(seed):
    from engine.ai import bots

    state = api.new_game({"seats": 2, "seed": seed, "map": "lockdown", "species": SPECIES})
    while state.pending is not None and state.decisions < 5000:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), seed)
        api.apply(state, move.choice)
    assert state.over and len(state.results) == 2
    assert any(e.kind == "insanity_changed" for e in state.log)


@pytest.mark.rule("LVS-CHG-05")
def test_the_insanity_token_of_a_character_locked_in_the_isolation_room_leaves_the_game():
    from engine.species.void_seeders.development import void_bag_development

    state = crew("janitor", "lab_rat")
    state.characters[0].status = "locked_in"  # "hibernating" in the Facility
    state.bag = ["insanity_2"]
    state.removed_tokens = []
    void_bag_development(state, "insanity_1")
    assert "insanity_1" in state.removed_tokens and entries(state.log, "insanity_token_removed")
    assert state.bag == ["insanity_2"]  # another token was drawn: the Lab Rat's, back in the bag (VS-BAG-06)
