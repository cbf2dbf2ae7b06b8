"""The original Intruders in Nemesis: Lockdown (lockdown-base.md §18.3, LD-VAR-01..04, GAP-LDB-30): the Intruders'
Event deck for Lockdown in place of the ship's (the Night Stalker deck mapped onto the Intruders, PROPOSED), its
Darkness parts reaching only what is in Darkness and answered by Feel of the Dark, its cards naming the Facility's
rooms and systems; the Facility's Nest as the Intruders' Nest; the Laboratory's Intruder side (5 Eggs, 3 face-down
Weaknesses, two cards boxed) and Weaknesses that help everyone without Knowledge."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.content.catalog import load_catalog
from engine.look import Badge
from engine.maps.lockdown.state import lockdown_state
from engine.species.intruders import look, modifiers
from engine.species.intruders.encounter import danger_number
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive
from tests.engine.factories import (
    choose,
    entries,
    make_game,
    put_intruder,
    run_op,
    set_bag,
    set_hand,
    step,
    top,
)
from tests.engine.lockdown_helpers import ELEVATOR_ROOMS, facility, power
from tests.engine.room_helpers import use_room

SPECIES = "intruders"
LIT, LIT2, NEST, LAB = "L010", "L017", "L012", "L010"  # Section S-02 (lit below), the Nest and Laboratory in it
DARK, DARK2 = "L021", "L022"  # Section S-03 (dark below)
CSS_A, CSS_B, COOLING, GENERATOR, BACKUP = "L002", "L003", "L006", "L016", "L027"
HAND = ["soldier_rest", "soldier_demolition", "soldier_full_auto"]
BOXED = {"vulnerability_to_fire", "susceptibility_to_phosphates"}  # LD-VAR-01


def game(seats: int = 1, rooms=(LIT,), hands=None, characters=None):
    """A Facility with every tile face up, S-02 lit and S-01, S-03 dark, the characters where `rooms` says."""
    state = facility(seats, species=SPECIES, characters=characters)
    power(state, S01=False, S02=True, S03=False)
    for seat, room in enumerate(rooms):
        state.characters[seat].room = room
        set_hand(state, seat, list((hands or {}).get(seat, HAND)))
    return state


def event(state, card: str) -> list:
    """Draw `card` and resolve it: movement, effect, second move and Darkness part."""
    top(state.event_deck, card)
    return step(state, "ev_event_card")


def contamination(ch) -> int:
    return sum(1 for c in ch.hand + ch.deck + ch.discard if c.startswith("cont_"))


def ship_deck() -> dict:
    return load_catalog(map_id="nemesis_ship", species="intruders").events


def stalker_deck() -> dict:
    return load_catalog(map_id="lockdown", species="night_stalkers").events


# --- The Event deck (LD-VAR-03, GAP-LDB-30) --------------------------------------------------------------------

@pytest.mark.rule("LD-VAR-03", "LD-COMP-08", "GAP-LDB-30")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_deck_in_play_in_the_facility_is_the_intruders_lockdown_deck_and_no_ship_card(seed):
    state = make_game(seats=2, seed=seed, map="lockdown", species=SPECIES)
    deck = set(state.event_deck) | set(state.event_discard) | set(state.event_removed)
    assert deck == set(cat(state).events) and len(deck) == 20
    assert not deck & set(ship_deck())
    names = {cat(state).events[c].name for c in deck}
    assert "Evacuation Pod Ejection" not in names and "Coolant Leak" in names  # the Facility's, not the ship's
    assert names == {c.name for c in stalker_deck().values()}
    on_ship = make_game(seats=2, seed=seed, species=SPECIES)
    assert set(on_ship.event_deck) == set(ship_deck())


@pytest.mark.rule("LD-VAR-03", "GAP-LDB-30", "LD-EVENT-09")
def test_each_card_is_a_night_stalker_card_with_the_same_symbols_numbers_and_darkness_part():
    from engine.species.common.map_events import places

    state = make_game(seats=1, map="lockdown", species=SPECIES)
    stalkers = stalker_deck()
    extras = load_catalog(map_id="lockdown", species="night_stalkers").ext["species:night_stalkers"]["event_extras"]
    for card in cat(state).events.values():
        twins = [c for c in stalkers.values() if c.name == card.name]
        assert any(t.movers == card.movers and t.corridor == card.corridor and t.after == card.after
                   for t in twins), card.id
        twin = next(t for t in twins if t.movers == card.movers and t.corridor == card.corridor)
        extra = extras.get(twin.id)
        assert bool(places(state, "species:intruders", card.id).dark) == bool(extra and extra.dark), card.id
        assert places(state, "species:intruders", card.id).then_corridor == ((extra.then_corridor if extra else 0) or 0)
    assert Counter(c.corridor for c in cat(state).events.values()) == {1: 5, 2: 5, 3: 5, 4: 5}
    assert sum(1 for c in cat(state).events.values() if c.after == "remove") == 6
    assert not any("larva" in c.movers for c in cat(state).events.values())  # LD-EVENT-14


@pytest.mark.rule("LD-VAR-03", "GAP-LDB-30")
def test_no_card_names_a_ship_room_or_system_and_every_named_room_is_the_facilitys():
    from engine.species.common.map_events import places

    state = make_game(seats=1, map="lockdown", species=SPECIES)
    for card in cat(state).events.values():
        words = f"{card.name} {card.text}"
        for ship_word in ("Escape Pod", "Engine", "Hibernatorium", "Cockpit", "Self-Destruct", "ship"):
            assert ship_word not in words, (card.id, ship_word)
        assert set(places(state, "species:intruders", card.id).tiles) <= set(cat(state).tiles), card.id


@pytest.mark.rule("LD-VAR-03", "LD-EVENT-09")
@pytest.mark.parametrize("card", sorted(load_catalog(map_id="lockdown", species="intruders").events))
def test_every_card_resolves_in_the_facility(card):
    state = game(2, rooms=(LIT, DARK))
    put_intruder(state, "adult", LIT2)
    log = event(state, card)
    assert entries(log, "event_card")[0].args["card"] == card
    assert not entries(log, "not_implemented")


@pytest.mark.rule("LD-VAR-03")
@pytest.mark.parametrize("seed", [3, 8])
def test_a_bot_game_in_the_facility_draws_only_the_lockdown_cards(seed):
    from engine.ai import bots

    state = api.new_game({"seats": 3, "seed": seed, "map": "lockdown", "species": SPECIES})
    while state.pending is not None and state.decisions < 5000:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), seed)
        api.apply(state, move.choice)
    assert state.over
    drawn = {e.args["card"] for e in entries(state.log, "event_card")}
    assert drawn and drawn <= set(cat(state).events) and not drawn & set(ship_deck())
    assert not entries(state.log, "not_implemented")


# --- Darkness parts (LD-EVENT-12) and Feel of the Dark (LD-CHAR-10, LD-POWER-04) --------------------------------

@pytest.mark.rule("LD-EVENT-12", "LD-VAR-03")
def test_a_darkness_part_reaches_only_the_characters_in_darkness():
    state = game(2, rooms=(LIT, DARK))
    set_bag(state, "blank_1")
    log = event(state, "ld_egg_protection")
    assert [contamination(c) for c in state.characters] == [0, 1]
    assert entries(log, "event_dark_part")
    state = game(2, rooms=(LIT, DARK))
    event(state, "ld_damage")
    assert DARK in state.malfunction and LIT not in state.malfunction
    state = game(1, rooms=(LIT,))
    log = event(state, "ld_damage")
    assert not entries(log, "event_dark_part") and LIT not in state.malfunction  # nobody in the dark: skipped


@pytest.mark.rule("LD-EVENT-12", "LD-NEST-06")
def test_a_darkness_part_that_widens_the_card_reaches_the_dark_only():
    state = game(3, rooms=(NEST, DARK, LIT2), hands={0: [], 1: [], 2: []})
    eggs = hive(state).eggs
    event(state, "ld_hatching")
    assert hive(state).eggs == eggs - 1
    assert [carries(state, c) for c in state.characters] == [True, True, False]

    state = game(2, rooms=(DARK, LIT2))
    for ch in state.characters:
        ch.weapons = {"x": 3}
    event(state, "ld_panic")  # both hold Action cards: only the one in Darkness panics
    assert [sum(c.weapons.values()) for c in state.characters] == [1, 3]


@pytest.mark.rule("LD-EVENT-12", "LD-NS-08")
def test_lurking_in_the_dark_makes_the_intruders_in_combat_there_attack():
    state = game(2, rooms=(DARK, LIT))
    far = put_intruder(state, "adult", DARK2)
    put_intruder(state, "adult", DARK)
    put_intruder(state, "adult", LIT)
    log = event(state, "ld_lurking")
    assert far not in state.intruders  # alone: back into the bag
    attacked = {e.args["seat"] for e in log if e.kind in ("attack_card", "attack_missed") and "seat" in e.args}
    assert attacked == {0}


def lab_rat(*cards: str):
    """The Lab Rat (seat 0) holding `cards` and two fillers, the Sentry (seat 1), both in a dark room."""
    state = game(2, rooms=(DARK, DARK), characters=["lab_rat", "sentry"])
    ch = state.characters[0]
    fillers = [c for c in ch.deck + ch.hand if c not in cards and cat(state).action_cards[c].cost == 0
               and cat(state).action_cards[c].when != "reaction"][:2]
    set_hand(state, 0, [*cards, *fillers])
    set_hand(state, 1, state.characters[1].hand[:4] + state.characters[1].deck[:1])
    set_bag(state, "blank_1")
    return state


@pytest.mark.rule("LD-CHAR-10", "LD-POWER-04", "LD-EVENT-12")
def test_feel_of_the_dark_lets_the_darkness_part_pass_the_lab_rat_by():
    assert hooks.service(game(), "event_dark_part")(game(), "ld_egg_protection")
    assert not hooks.service(game(), "event_dark_part")(game(), "ld_blue_screen")
    state = lab_rat("lab_rat_feel_of_the_dark")
    top(state.event_deck, "ld_egg_protection")
    run_op(state, "ev_event_card")
    assert state.pending is not None and state.pending.seat == 0
    log = choose(state, "feel_of_the_dark", "lab_rat_feel_of_the_dark")
    assert entries(log, "ld_dark_ignored")
    assert {e.args["seat"] for e in entries(log, "contamination_gained")} == {1}

    state = lab_rat()
    top(state.event_deck, "ld_egg_protection")
    run_op(state, "ev_event_card")
    assert state.pending is None  # nobody holds the card: nobody is asked
    assert {e.args["seat"] for e in entries(state.log, "contamination_gained")} == {0, 1}


# --- The Facility's rooms and systems (LD-EVENT-09) ----------------------------------------------------------

@pytest.mark.rule("LD-EVENT-09")
def test_a_card_with_two_numbers_moves_its_intruders_twice_unless_the_first_move_reached_a_character():
    from engine.rules.board import board_neighbours

    def dest(state, room: str, number: int) -> str:
        return dict(board_neighbours(state, room))[cat(state).die_targets[room][number]]

    state = game(rooms=("L001",))
    adult = put_intruder(state, "adult", GENERATOR)
    first = dest(state, GENERATOR, 2)
    event(state, "ld_kickstopper")
    assert adult.room == dest(state, first, 4)
    state = game(rooms=(first,))
    adult = put_intruder(state, "adult", GENERATOR)
    event(state, "ld_kickstopper")
    assert adult.room == first


@pytest.mark.rule("LD-EVENT-09", "LD-AUTO-06", "LD-POWER-11")
def test_the_cards_reach_the_facilitys_rooms_and_systems():
    state = game(1, rooms=(CSS_A,), hands={0: []})
    event(state, "ld_fire_in_the_hole")
    assert {CSS_A, CSS_B} <= set(state.fire) and state.characters[0].serious
    event(state, "ld_thats_hot")
    assert {GENERATOR, BACKUP} <= set(state.fire)
    power(state, elevator=True)
    event(state, "ld_kickstopper")
    assert not lockdown_state(state).power["elevator"].on and set(ELEVATOR_ROOMS.values()) <= set(state.malfunction)
    event(state, "ld_coolant_leak")
    assert COOLING in state.malfunction and lockdown_state(state).autodestruction < 0
    state.event_deck.extend(state.event_removed)
    state.event_removed.clear()
    event(state, "ld_coolant_leak")
    assert lockdown_state(state).autodestruction >= 0


@pytest.mark.rule("LD-EVENT-09")
def test_a_room_a_card_names_is_reached_only_once_its_tile_lies_face_up():
    state = game(1, rooms=(LIT,))
    state.explored[GENERATOR] = False
    event(state, "ld_thats_hot")
    assert BACKUP in state.fire and GENERATOR not in state.fire


# --- The Nest (LD-NEST-01..06, LD-EVENT-10, LD-KNOW-02) -------------------------------------------------------

@pytest.mark.rule("LD-NEST-03", "LD-ROOM-08", "LD-NEST-01")
def test_a_character_takes_an_egg_from_the_facilitys_nest():
    state = game(1, rooms=(NEST,))
    log = use_room(state, 0, NEST)
    assert "egg" in state.characters[0].heavy and hive(state).eggs == 4
    assert entries(log, "egg_taken") and entries(log, "noise_roll")


@pytest.mark.rule("LD-EVENT-10")
def test_the_queen_comes_to_a_character_in_the_nest_else_lays_an_egg():
    state = game(1, rooms=(NEST,))
    state.characters[0].hand = []
    set_bag(state, "queen_1")
    step(state, "ev_bag")
    assert [(i.kind, i.room) for i in state.intruders] == [("queen", NEST)]

    state = game(1, rooms=(LIT,))
    set_bag(state, "queen_1")
    step(state, "ev_bag")
    assert not state.intruders and hive(state).eggs == 6


@pytest.mark.rule("LD-NEST-06", "LD-EVENT-09")
def test_egg_protection_and_hatching_find_the_facilitys_nest():
    state = game(2, rooms=(NEST, LIT2))
    set_bag(state, "adult_1")
    event(state, "ld_egg_protection")
    assert [i.room for i in state.intruders] == [NEST]
    state = game(2, rooms=(NEST, LIT2), hands={0: [], 1: []})
    event(state, "ld_hatching")
    assert [carries(state, c) for c in state.characters] == [True, False]


@pytest.mark.rule("LD-KNOW-02")
def test_the_character_who_explores_the_nest_gains_one_knowledge():
    from engine.rules.board import board_neighbours

    state = facility(1, species=SPECIES, explored=False)
    corridor, start = next((c, r) for c, r in board_neighbours(state, NEST) if r != "TECH")
    state.explored[start] = True
    state.characters[0].room = start
    before = lockdown_state(state).knowledge["0"]
    step(state, "move", 0, NEST, corridor)
    for fn in hooks.collect(state, hooks.Hook.ROUND_END):
        fn(state, state.characters[0])
    assert lockdown_state(state).knowledge["0"] == before + 1


@pytest.mark.rule("LD-NEST-04", "LD-NEST-05", "LD-NEST-01")
def test_the_eggs_in_the_facilitys_nest_show_can_be_shot_and_burn():
    state = game(1, rooms=(NEST,))
    badges = [b for b in look.look(api.view(state, 0)) if isinstance(b, Badge)]
    assert [b.room for b in badges] == [NEST]
    assert modifiers.room_targets(state, NEST) == ["eggs"] and modifiers.room_targets(state, LIT) == []
    modifiers.burn(state, NEST)
    assert hive(state).eggs == 4


# --- The Laboratory's Intruder side and the Weaknesses (LD-VAR-01, -02, -04) ----------------------------------

@pytest.mark.rule("LD-VAR-01", "LD-VAR-02")
@pytest.mark.parametrize("seed", range(1, 13))
def test_five_eggs_three_weaknesses_face_down_never_the_two_boxed_cards(seed):
    state = make_game(seats=2, seed=seed, map="lockdown", species=SPECIES)
    assert hive(state).eggs == 5
    assert set(state.weaknesses) == {"first", "second", "third"} and state.revealed_weaknesses == []
    assert not BOXED & set(state.weaknesses.values())
    assert api.view(state, 0).weaknesses == ()


@pytest.mark.rule("LD-VAR-02", "LD-KNOW-05", "LD-KNOW-09")
def test_research_turns_up_the_first_slots_weakness_and_meets_field_research():
    state = game(1, rooms=(LAB,))
    check = hooks.merged(state, hooks.Hook.OBJECTIVE_CHECKS)["ld_obj_c2"]
    assert not check(state, 0)
    state.objects[LAB] = ["carcass_1"]
    use_room(state, 0, LAB, "carcass_1")
    assert state.revealed_weaknesses == [state.weaknesses["first"]]
    assert check(state, 0)  # nothing lay face up at setup: this one was found by research


@pytest.mark.rule("LD-VAR-04", "LD-KNOW-06")
def test_a_revealed_weakness_helps_everyone_whatever_their_knowledge():
    from engine.species.common.weakness import helps

    state = game(2, rooms=(LIT, DARK))
    lockdown_state(state).knowledge.update({"0": 0, "1": 12})
    slot = "third"  # the slot that needs 8 Knowledge from the Night Stalkers
    state.weaknesses[slot] = "reaction_to_danger"
    token = next(t for t, (k, n) in sorted(cat(state).intruder_tokens.items()) if k == "adult" and n >= 2)
    before = danger_number(state, token, 0)
    state.revealed_weaknesses.append("reaction_to_danger")
    assert helps(state, "reaction_to_danger", 0) and helps(state, "reaction_to_danger", 1)
    assert danger_number(state, token, 0) == danger_number(state, token, 1) == before - 1
    state.weaknesses[slot] = "the_way_of_moving"
    state.revealed_weaknesses = ["the_way_of_moving"]
    adult, breeder = put_intruder(state, "adult", LIT), put_intruder(state, "breeder", LIT)
    assert modifiers.door_breakers(state, [adult, breeder]) == [breeder]


@pytest.mark.rule("LD-NEST-01", "LD-COMP-10", "LD-EVENT-10")
def test_the_queen_lays_no_egg_beyond_the_facilitys_eight_egg_tokens():
    state = game(1, rooms=(LIT,))
    hive(state).eggs = 7
    state.characters[0].heavy = ["egg"]
    set_bag(state, "queen_1")
    log = step(state, "ev_bag")
    assert hive(state).eggs == 7 and entries(log, "no_egg_supply")


@pytest.mark.rule("LD-VAR-03", "GAP-LDB-30")
def test_the_rules_reference_states_the_deck_this_game_plays():
    import tomllib
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "assets" / "rules" / "lockdown.toml"
    rules = {r["id"]: r["text"] for r in tomllib.loads(path.read_text(encoding="utf-8"))["rule"]}
    assert "Night Stalker Event cards" in rules["LD-VAR-03"] and "one copy of each title" in rules["LD-VAR-03"]
    assert "all face down" in rules["LD-VAR-02"]
