"""Exploring rooms and the Nest in a 2018 prototype game (base-game.md §7 BASE-EXPL-*, §18 BASE-NEST-*).

The prototype's Exploration tokens (exploration_tokens.toml): Silence, Damage (malfunction), Locked door (door),
Signs of intrusion and Fire, each with an item number 1-4. Two seats: a solo game halves item counters (BASE-SOLO-02).

Not marked here: BASE-NEST-12. A Molotov Cocktail destroys 1 Egg and Egg Laying stops at 8 Eggs in the Nest
(tested below), but the Egg supply does not count Eggs carried or dropped: 7 in the Nest and 1 carried still get a
9th from Egg Laying.
"""

import pytest

from engine.catalog import cat
from engine.rules.board import in_combat
from engine.species.intruders.state import hive
from tests.engine.factories import act, choose, entries, kinds, place, put_intruder, reask, set_hand
from tests.engine.ship_helpers import NEST, event, ship

SEARCH = ["soldier_search_1", "soldier_rest", "soldier_demolition"]
SPECIAL = {"R01": "cockpit", "R11": "hibernatorium", "R19": "engine_3", "R20": "engine_2", "R21": "engine_1"}


def crew(explored: bool = True, characters=None):
    state = ship(seats=2, explored=explored, ruleset="prototype", characters=characters)
    state.first_intruder_seen = True
    place(state, 1, "R01")  # out of the way: seat 0 walks alone
    return state


def token(state, effect: str, items: int) -> int:
    return next(i for i, (e, n) in enumerate(cat(state).exploration) if (e, n) == (effect, items))


def enter(state, room: str, corridor: str, effect: str, items: int = 2) -> list:
    """Seat 0 walks from where it stands into face-down `room`, whose token is (effect, items)."""
    state.explored[room] = False
    state.exploration[room] = token(state, effect, items)
    reask(state)
    return act(state, "move", room, corridor)


def search_offered(state) -> bool:
    return any(o.kind == "card" and o.args[0] == "soldier_search_1" for o in state.pending.options)


def search(state) -> None:
    act(state, "card", "soldier_search_1")
    if state.pending.kind != "choose_action":  # two cards drawn: keep one
        choose(state, "keep", state.pending.options[0].args[0])


# --- §7 item counters ---------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-EXPL-02")
@pytest.mark.parametrize(("effect", "items"), [("silence", 1), ("silence", 4), ("door", 3), ("signs_of_intrusion", 2)])
def test_the_tokens_item_number_becomes_the_rooms_item_counter(script, effect, items):
    state = crew(explored=True)
    script.rolls("silence", "silence")  # Signs of intrusion rolls twice; Silence never

    log = enter(state, "R06", "K10", effect, items)

    shown = entries(log, "exploration_token")[0]
    assert (shown.args["effect"], shown.args["items"]) == (effect, items)
    assert state.item_counters["R06"] == items
    script.faces.clear()


@pytest.mark.rule("BASE-EXPL-02")
def test_every_token_in_the_box_shows_one_to_four_items():
    state = crew()

    assert {items for _effect, items in cat(state).exploration} == {1, 2, 3, 4}


@pytest.mark.rule("BASE-EXPL-03")
def test_each_search_lowers_the_counter_by_one_and_at_zero_the_room_cannot_be_searched():
    state = crew()
    enter(state, "R06", "K10", "silence", 2)
    counters = [state.item_counters["R06"]]
    for _ in range(2):
        set_hand(state, 0, list(SEARCH))
        reask(state)
        assert search_offered(state)
        search(state)
        counters.append(state.item_counters["R06"])
    set_hand(state, 0, list(SEARCH))
    reask(state)

    assert counters == [2, 1, 0] and not search_offered(state)
    assert len(state.characters[0].items) + len(state.characters[0].weapons) == 3  # 2 found + the Assault Rifle


@pytest.mark.rule("BASE-EXPL-04", "BASE-SLIME-05")
def test_the_slime_room_ignores_the_tokens_item_number_and_cannot_be_searched():
    state = crew()
    place(state, 0, "R11")

    log = enter(state, "R15", "K17", "silence", 4)  # R11 - K17 - R15, the Room Covered in Slime
    set_hand(state, 0, list(SEARCH))
    reask(state)

    assert entries(log, "exploration_token") and "R15" not in state.item_counters
    assert not search_offered(state) and state.characters[0].slime


@pytest.mark.rule("BASE-EXPL-04")
def test_the_nest_ignores_the_tokens_item_number():
    state = crew()
    place(state, 0, "R09")

    enter(state, NEST, "K14", "silence", 3)

    assert state.explored[NEST] and NEST not in state.item_counters


@pytest.mark.rule("BASE-EXPL-07")
def test_the_special_rooms_start_explored_without_token_or_counter_and_cannot_be_searched():
    state = ship(seats=2, explored=False, ruleset="prototype")
    state.first_intruder_seen = True

    assert {r for r, up in state.explored.items() if up} == set(SPECIAL)
    assert {state.tiles[r] for r in SPECIAL} == set(SPECIAL.values())
    assert not set(SPECIAL) & set(state.exploration) and not set(SPECIAL) & set(state.item_counters)
    for room in SPECIAL:
        place(state, 0, room)
        set_hand(state, 0, list(SEARCH))
        reask(state)
        assert not search_offered(state), room


# --- §7 what the tokens do ------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-EXPL-06")
def test_an_intruder_ending_its_move_in_a_face_down_room_leaves_it_face_down_for_the_next_visitor(script):
    state = crew(explored=False)
    state.exploration["R08"] = token(state, "fire", 1)
    adult = put_intruder(state, "adult", "R07")  # Damage (2; Creepers, Adults): R07 -> K11 -> R08

    event(state, "damage")
    hidden = (state.explored["R08"], "R08" in state.exploration, list(state.fire))
    place(state, 0, "R07")
    reask(state)
    log = act(state, "move", "R08", "K11")  # the character goes after it: an Intruder there, no roll

    assert adult.room == "R08" and hidden == (False, True, [])
    assert kinds(log).count("room_explored") == 1 and state.fire == ["R08"]


@pytest.mark.rule("BASE-EXPL-14")
def test_a_fire_token_puts_a_fire_marker_in_the_revealed_room(script):
    state = crew()
    script.rolls("silence")

    log = enter(state, "R06", "K10", "fire", 3)

    assert state.fire == ["R06"] and entries(log, "fire_placed")
    assert state.item_counters["R06"] == 3


@pytest.mark.rule("BASE-EXPL-15", "BASE-DUCT-04")
def test_a_locked_door_token_does_nothing_to_a_character_who_came_through_the_ducts(script):
    state = crew(explored=True, characters=["mechanic", "scout"])
    ch = state.characters[0]
    ch.hand = ["mechanic_technical_corridors", "mechanic_rest", "mechanic_search_1"]
    ch.deck = [c for c in ch.deck if c not in ch.hand]
    place(state, 0, "R02")
    state.explored["R04"] = False
    state.exploration["R04"] = token(state, "door", 1)
    reask(state)
    script.rolls("silence")

    log = act(state, "card", "mechanic_technical_corridors", "R04")

    assert ch.room == "R04" and state.explored["R04"]
    assert state.doors == {} and entries(log, "token_no_effect")
    assert state.item_counters["R04"] == 1  # the item number still counts


# --- §18 the Nest ---------------------------------------------------------------------------------------------------


def in_nest():
    state = crew()
    place(state, 0, NEST)
    return reask(state)


@pytest.mark.rule("BASE-NEST-02", "BASE-NEST-03", "BASE-HEAVY-02")
def test_in_the_nest_a_character_in_combat_may_still_take_an_egg_for_one_card_then_rolls_for_noise(script):
    state = in_nest()
    ch = state.characters[0]
    assert in_combat(state, 0)
    assert (NEST,) in {o.args for o in state.pending.options if o.kind == "room"}
    eggs, hand = hive(state).eggs, len(ch.hand)
    script.rolls("silence")

    log = act(state, "room", NEST)

    assert hive(state).eggs == eggs - 1 and ch.heavy == ["egg"] and len(ch.hand) == hand - 1
    order = kinds(log)
    assert order.index("egg_taken") < order.index("noise_roll")
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "room"]  # a second Egg is a second heavy object


@pytest.mark.rule("BASE-NEST-02", "BASE-NEST-03")
@pytest.mark.parametrize(("attack", "face", "destroyed"), [
    ("shoot", "single", 1), ("melee", "double", 1), ("shoot", "creeper", 1), ("melee", "adult", 1),
    ("shoot", "blank", 0),
])
def test_attacking_the_eggs_costs_one_card_and_a_noise_roll_follows_hit_or_miss(script, attack, face, destroyed):
    state = in_nest()
    ch = state.characters[0]
    eggs, hand = hive(state).eggs, len(ch.hand)
    script.rolls(face, "silence")

    log = act(state, "melee", "eggs") if attack == "melee" else act(state, "shoot", "assault_rifle", "eggs")

    assert hive(state).eggs == eggs - destroyed and len(ch.hand) == hand - 1
    order = kinds(log)
    assert order.count("noise_roll") == 1 and order.index("cards_discarded") < order.index("noise_roll")
    if destroyed:
        assert order.index("eggs_destroyed") < order.index("noise_roll")


def test_a_molotov_cocktail_thrown_into_the_nest_destroys_one_egg():
    """BASE-NEST-12, the part that holds (not marked: see the module docstring)."""
    state = crew()
    place(state, 0, "R09")  # next to the Nest through K14
    state.characters[0].items = ["molotov_cocktail_1"]
    reask(state)

    act(state, "item", "molotov_cocktail_1", "throw", NEST)

    assert hive(state).eggs == 7 and NEST in state.fire


@pytest.mark.parametrize(("eggs", "queen_killed", "after"), [(8, False, 8), (7, False, 8), (5, True, 5)])
def test_egg_laying_adds_an_egg_only_while_the_queen_lives_and_never_a_ninth_in_the_nest(eggs, queen_killed, after):
    """BASE-NEST-12, the part that holds (not marked: see the module docstring)."""
    state = crew()
    hive(state).eggs, hive(state).queen_killed = eggs, queen_killed

    log = event(state, "egg_laying")

    assert hive(state).eggs == after
    assert bool(entries(log, "egg_added")) is (after > eggs)
