"""The prototype ruleset (base-game.md) keeps the published Nest and Eggs where it does not differ (§18; BASE-NEST-01,
06 and 12 are D9 differences) and the Intruder weaknesses studied in the Laboratory (§22), in a prototype game."""

import pytest

from engine import api
from engine.catalog import cat
from engine.species.intruders.state import hive
from engine.species.intruders.weakness import has_weakness
from tests.engine.factories import act, entries, place, put_intruder, reask, step
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import NEST, exploration_token

LAB = "R05"


def in_nest(seats: int = 1):
    state = proto(seats=seats)
    place(state, 0, NEST)
    return reask(state)


def offered(state, kind: str) -> set[tuple[str, ...]]:
    return {o.args for o in state.pending.options if o.kind == kind}


# --- §18 Nest and Eggs -------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-NEST-05")
def test_a_character_in_the_nest_counts_as_in_combat_even_with_only_eggs_there():
    state = in_nest()
    ch = state.characters[0]
    ch.hand = ["soldier_full_auto", "soldier_rest"]  # Full Auto: only in combat; Rest: only out of combat
    reask(state)
    in_the_nest = {args[0] for args in offered(state, "card")}
    place(state, 0, "R09")
    reask(state)
    next_door = {args[0] for args in offered(state, "card")}

    assert "soldier_full_auto" in in_the_nest and "soldier_rest" not in in_the_nest
    assert "soldier_full_auto" not in next_door and "soldier_rest" in next_door


@pytest.mark.rule("BASE-NEST-07")
@pytest.mark.parametrize(("face", "destroyed"), [("blank", 0), ("creeper", 1), ("adult", 1), ("single", 1)])
def test_a_hit_on_the_eggs_destroys_one_a_miss_none(script, face, destroyed):
    state = in_nest()
    eggs = hive(state).eggs
    script.rolls(face, "silence")

    act(state, "shoot", next(iter(state.characters[0].weapons)), "eggs")

    assert hive(state).eggs == eggs - destroyed


@pytest.mark.rule("BASE-NEST-07")
def test_a_melee_hit_on_the_eggs_destroys_one_egg_and_a_miss_gives_no_wound(script):
    state = in_nest()
    eggs = hive(state).eggs
    script.rolls("double", "silence", "blank", "silence")

    act(state, "melee", "eggs")
    after_hit = hive(state).eggs
    act(state, "melee", "eggs")

    assert after_hit == eggs - 1 and hive(state).eggs == eggs - 1
    assert state.characters[0].serious == []


@pytest.mark.rule("BASE-NEST-04")
def test_dropping_an_egg_costs_no_card_and_the_egg_stays_in_the_room():
    state = proto()
    place(state, 0, "R09")
    state.characters[0].heavy = ["egg"]
    reask(state)
    before = len(state.characters[0].hand)

    log = act(state, "drop", "egg")

    assert state.characters[0].heavy == [] and state.objects["R09"] == ["egg"]
    assert len(state.characters[0].hand) == before and not entries(log, "cards_discarded")


@pytest.mark.rule("BASE-NEST-08")
def test_a_burning_nest_loses_one_egg_in_the_fire_step():
    state = proto()
    place(state, 0, "R01")
    state.fire = [NEST]
    eggs = hive(state).eggs

    log = step(state, "ev_fire")

    assert hive(state).eggs == eggs - 1 and entries(log, "eggs_destroyed")


@pytest.mark.rule("BASE-NEST-09")
def test_a_grenade_thrown_into_the_nest_destroys_two_eggs():
    state = proto()
    place(state, 0, "R09")  # next to the Nest through K14
    state.characters[0].items = ["grenade"]
    reask(state)
    eggs = hive(state).eggs

    act(state, "item", "grenade", "throw", NEST, "eggs")

    assert hive(state).eggs == eggs - 2


@pytest.mark.rule("BASE-NEST-10")
def test_destroying_the_last_egg_destroys_the_nest(script):
    state = in_nest()
    hive(state).eggs = 1
    script.rolls("single", "silence")

    log = act(state, "shoot", next(iter(state.characters[0].weapons)), "eggs")

    assert hive(state).eggs == 0 and hive(state).nest_destroyed and len(entries(log, "nest_destroyed")) == 1
    reask(state)
    assert not [o for o in state.pending.options if "eggs" in o.args]


@pytest.mark.rule("BASE-NEST-11", "BASE-MALF-04")
def test_exploring_the_nest_ignores_the_damage_token_and_its_item_number(script):
    state = proto(explored=False)
    place(state, 0, "R09")
    state.exploration[NEST] = exploration_token(state, "malfunction")
    reask(state)
    script.rolls("silence")

    act(state, "move", NEST, "K14")

    assert state.explored[NEST] is True
    assert state.malfunction == [] and NEST not in state.item_counters


@pytest.mark.rule("BASE-NEST-11")
def test_the_nest_cannot_be_searched():
    state = in_nest()
    state.item_counters[NEST] = 3
    state.characters[0].hand = ["soldier_search_1", "soldier_search_2"]
    reask(state)

    assert not cat(state).tiles["nest"].searchable
    assert not offered(state, "card")


# --- §22 Weaknesses and the Laboratory ---------------------------------------------------------------------------


@pytest.mark.rule("BASE-WEAK-02")
def test_three_random_weakness_cards_lie_face_down_one_per_slot():
    states = [proto(seed=seed) for seed in (1, 2, 3, 4)]

    for state in states:
        assert sorted(state.weaknesses) == ["carcass", "corpse", "egg"]
        assert len(set(state.weaknesses.values())) == 3 and state.revealed_weaknesses == []
        assert api.view(state, 0).weaknesses == ()
    assert len({tuple(sorted(s.weaknesses.values())) for s in states}) > 1


@pytest.mark.rule("BASE-WEAK-01", "BASE-WEAK-03", "BASE-WEAK-05")
@pytest.mark.parametrize(("where", "obj", "slot"), [("floor", "carcass", "carcass"), ("carried", "egg", "egg"),
                                                    ("floor", "corpse_blue", "corpse")])
def test_analysing_an_object_in_the_laboratory_reveals_its_slots_card_and_keeps_the_object(where, obj, slot):
    state = proto()
    if where == "floor":
        state.objects[LAB] = [obj]
    else:
        state.characters[0].heavy = [obj]
    card = state.weaknesses[slot]
    place(state, 0, LAB)
    reask(state)

    log = act(state, "room", LAB, slot)

    assert state.revealed_weaknesses == [card] and entries(log, "weakness_revealed")
    assert (state.objects.get(LAB) if where == "floor" else state.characters[0].heavy) == [obj]


@pytest.mark.rule("BASE-WEAK-05")
def test_the_laboratory_needs_the_object_there_and_reveals_each_slot_once():
    state = proto()
    place(state, 0, LAB)
    reask(state)
    empty = offered(state, "room")
    state.objects[LAB] = ["carcass", "egg"]
    reask(state)
    act(state, "room", LAB, "carcass")
    reask(state)

    assert empty == set() and offered(state, "room") == {(LAB, "egg")}


@pytest.mark.rule("BASE-WEAK-02")
def test_a_dead_characters_body_matches_the_crew_body_slot():
    state = proto(seats=2)
    state.objects[LAB] = ["corpse_1"]
    place(state, 0, LAB)
    reask(state)

    assert offered(state, "room") == {(LAB, "corpse")}


@pytest.mark.rule("BASE-WEAK-04")
def test_a_revealed_weakness_is_in_force_for_everyone():
    state = proto(seats=2)
    state.weaknesses["carcass"] = "vital_places"
    state.objects[LAB] = ["carcass"]
    before = has_weakness(state, "vital_places")
    place(state, 1, LAB)
    reask(state, 1)

    act(state, "room", LAB, "carcass")

    assert not before and has_weakness(state, "vital_places")


@pytest.mark.rule("BASE-WEAK-06")
def test_vulnerability_to_fire_adds_a_wound_from_a_fire_token():
    state = proto()
    place(state, 0, "R01")
    state.revealed_weaknesses = ["vulnerability_to_fire"]
    adult = put_intruder(state, "adult", "R06")
    state.fire = ["R06"]
    state.attack_deck.append("scratch_4")  # a high blood value: it survives the check

    step(state, "ev_fire")

    assert adult.injuries == 2
    assert {"vulnerability_to_fire", "reaction_to_danger"} <= set(cat(state).weaknesses)
