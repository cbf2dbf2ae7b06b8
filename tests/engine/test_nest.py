"""The Nest and its Eggs: setup, exploring it, attacking the Eggs, its destruction (PUB-NEST-01..09)."""

import pytest

from engine.catalog import cat
from engine.species.intruders.state import hive
from tests.engine.factories import make_game, place, put_intruder
from tests.engine.ship_helpers import NEST, act, entries, event, exploration_token, ready, set_bag, ship, step


def in_nest(seats: int = 1):
    """A game with seat 0 in the explored Nest, its round ready."""
    state = ship(seats=seats)
    place(state, 0, NEST)
    return ready(state)


def weapon(state) -> str:
    return next(iter(state.characters[0].weapons))


@pytest.mark.rule("PUB-NEST-01")
@pytest.mark.parametrize("seed", range(4))
def test_the_nest_tile_is_always_on_the_board_with_five_eggs(seed):
    state = make_game(seats=2, seed=seed)
    rooms = [r for r, t in state.tiles.items() if t == "nest"]

    assert len(rooms) == 1 and cat(state).rooms[rooms[0]].slot == "slot1"
    assert hive(state).eggs == 5 and not hive(state).nest_destroyed


@pytest.mark.rule("PUB-NEST-03", "PUB-MALF-03")
def test_exploring_the_nest_ignores_a_malfunction_token_and_its_item_number(script):
    state = ship(explored=False)
    place(state, 0, "R09")  # K14 leads into the Nest
    state.exploration[NEST] = exploration_token(state, "malfunction")
    ready(state)
    script.rolls("silence")

    act(state, "move", NEST, "K14")

    assert state.explored[NEST] is True
    assert state.malfunction == [] and NEST not in state.item_counters


@pytest.mark.rule("PUB-NEST-04")
@pytest.mark.parametrize(("face", "destroyed"), [("blank", 0), ("creeper", 1), ("adult", 1), ("single", 1),
                                                 ("double", 2)])
def test_shooting_the_eggs_destroys_one_per_injury_then_makes_a_noise_roll(script, face, destroyed):
    state = in_nest()
    eggs = hive(state).eggs
    script.rolls(face, "silence")

    log = act(state, "shoot", weapon(state), "eggs")

    assert hive(state).eggs == eggs - destroyed
    assert [e.kind for e in log if e.kind in ("shot", "noise_roll")] == ["shot", "noise_roll"]


@pytest.mark.rule("PUB-NEST-04")
def test_a_melee_miss_against_the_eggs_gives_no_serious_wound_and_no_contamination(script):
    state = in_nest()
    ch = state.characters[0]
    eggs, discard = hive(state).eggs, len(ch.discard)
    script.rolls("blank", "silence")

    log = act(state, "melee", "eggs")

    assert hive(state).eggs == eggs
    assert ch.serious == [] and entries(log, "contamination_gained") == []
    assert len(ch.discard) == discard + 1  # only the card paid for the action
    assert len(entries(log, "noise_roll")) == 1


@pytest.mark.rule("PUB-NEST-04")
def test_a_double_in_melee_destroys_only_one_egg(script):
    state = in_nest()
    eggs = hive(state).eggs
    script.rolls("double", "silence")

    act(state, "melee", "eggs")

    assert hive(state).eggs == eggs - 1


@pytest.mark.rule("PUB-NEST-05", "PUB-NEST-09")
def test_destroying_the_last_egg_destroys_the_nest(script):
    state = in_nest()
    hive(state).eggs = 1
    script.rolls("single", "silence")

    log = act(state, "shoot", weapon(state), "eggs")

    assert hive(state).eggs == 0 and hive(state).nest_destroyed
    assert len(entries(log, "nest_destroyed")) == 1


@pytest.mark.rule("PUB-NEST-05")
def test_the_ship_being_destroyed_destroys_the_nest():
    state = ship()
    place(state, 0, "R01")
    state.fire = ["R02", "R03", "R04", "R05", "R06", "R07", "R08", "R09"]

    event(state, "flammable_compounds")  # the 9th Fire marker

    assert state.over and hive(state).nest_destroyed


@pytest.mark.rule("PUB-NEST-06")
def test_a_character_with_only_eggs_in_its_room_is_not_in_combat(script):
    state = in_nest()
    options = {c.kind for c in state.pending.options}
    script.rolls("silence")

    log = act(state, "move", "R09", "K14")

    assert "careful" in options  # Careful Movement is only possible out of Combat
    assert entries(log, "escape") == []


@pytest.mark.rule("PUB-NEST-06")
def test_an_intruder_in_the_nest_does_put_the_character_in_combat():
    state = ship()
    place(state, 0, NEST)
    put_intruder(state, "larva", NEST)
    ready(state)

    assert "careful" not in {c.kind for c in state.pending.options}


@pytest.mark.rule("PUB-NEST-09")
def test_a_destroyed_nest_gets_no_egg_from_queen_development():
    state = ship()
    hive(state).eggs, hive(state).nest_destroyed = 0, True
    set_bag(state, "queen_1")

    log = step(state, "ev_bag")

    assert hive(state).eggs == 0
    assert [e.rule for e in entries(log, "no_egg_nest_destroyed")] == ["PUB-NEST-09"]


@pytest.mark.rule("PUB-NEST-09")
def test_hatching_discards_no_egg_from_a_destroyed_nest():
    state = ship()
    place(state, 0, "R01")
    hive(state).eggs, hive(state).nest_destroyed = 0, True

    log = event(state, "hatching")

    assert hive(state).eggs == 0 and entries(log, "eggs_destroyed") == []


@pytest.mark.rule("PUB-NEST-09")
def test_the_eggs_of_a_destroyed_nest_are_no_longer_a_target():
    state = ship()
    place(state, 0, NEST)
    hive(state).eggs, hive(state).nest_destroyed = 0, True
    ready(state)

    assert not any("eggs" in c.args for c in state.pending.options)
