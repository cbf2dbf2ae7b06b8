"""The Carnomorphs' Event phase as the players watch it on the board: Feeding after the attacks through the real
flow step "ev_feeding" (CARN-EVT-01..03, CARN-FEED-01..16, CARN-NEST-02/03, the digest's worked examples
CARN-FEED-EX-01..03), bag development by token (CARN-BAG-01..12, CARN-EVT-07) and the end-of-game check of every
survivor's mutations (CARN-END-01..07). The pure who-eats-what of one room is test_carnomorphs_feeding.py's."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api
from engine.look import board_look
from engine.maps.nemesis_ship.objectives import REQUIREMENTS
from engine.maps.nemesis_ship.state import ship_state
from engine.species.carnomorphs.state import carno
from engine.species.carnomorphs.survival import mutation_check
from engine.state import State
from tests.engine.carnomorph_helpers import groups, reveal, token
from tests.engine.ending_helpers import finish, safe_jump, status
from tests.engine.factories import entries, make_game, place, put_intruder, set_bag, set_hand, step, top
from tests.engine.item_helpers import game

# The fixed board of combat_helpers.LAYOUT (every tile up):
CANTEEN = "R06"  # corridors K04, K07, K09, K10
HATCH = "R07"
COMMAND = "R08"
STORAGE = "R09"
HIB = "R11"
NEST = "R12"
COMMS = "R13"
CABINS = "R14"


def crew(*characters: str, room: str = HIB) -> State:
    """A Carnomorphs game on the fixed, explored board: the characters (the Soldier and the Scout unless named)
    in `room` with 5 Action cards (no Interruption), nothing on the floor, the first Carnomorph already seen,
    nothing pending."""
    state = game(*(characters or ("soldier", "scout")), room=room, seed=3, species="carnomorphs")
    state.first_intruder_seen = True
    state.pending = None
    state.stack.clear()
    return state


def figures(state: State) -> list[tuple[str, str, int]]:
    return sorted((i.kind, i.room, i.injuries) for i in state.intruders)


def floor(state: State, room: str) -> list[str]:
    return sorted(state.objects.get(room, []))


def feed(state: State) -> list:
    """The Intruder Attack step as the Event phase runs it: Glutton's Feeding, the attacks, then Feeding."""
    start = len(state.log)
    for name in ("ev_glutton_feeding", "ev_attacks", "ev_feeding"):
        step(state, name)
    return state.log[start:]


def feeders(log) -> list[int]:
    """The Carnomorphs that fed, in order (on an Object, an Egg or a Metagorger)."""
    return [e.args["intruder"] for e in log if e.kind in ("carnomorph_feeds", "carnomorph_devours")]


def eaten(log) -> list[str]:
    """What was eaten, in order: an Object's id or "metagorger" (a figure) or "egg" from the Nest."""
    out = []
    for e in log:
        if e.kind == "food_eaten":
            out.append(e.args["object"])
        elif e.kind == "carnomorph_eaten":
            out.append("metagorger")
        elif e.kind == "eggs_destroyed" and e.rule == "CARN-NEST-02":
            out.append("egg")
    return out


def all_on_board(state: State, kind: str, count: int) -> None:
    """`count` figures of `kind` out on the board, in rooms nobody is in."""
    rooms = ["R16", "R17", "R18", "R10", "R03", "R04", "R02", "R05"]
    for k in range(count):
        put_intruder(state, kind, rooms[k])


# --- Feeding, the digest's worked examples (CARN-FEED-EX-01..03) ----------------------------------------------


@pytest.mark.rule("CARN-FEED-13", "CARN-FEED-01", "CARN-FEED-04", "CARN-FEED-05", "CARN-ADAPT-04")
def test_ex01_one_metagorger_eats_the_other_heals_and_becomes_a_shambler():
    state = crew()
    a = put_intruder(state, "metagorger", COMMS, injuries=1)
    b = put_intruder(state, "metagorger", COMMS)

    log = feed(state)

    assert figures(state) == [("shambler", COMMS, 0)] and state.intruders[0].id == a.id
    assert [(e.args["intruder"], e.args["kind"]) for e in entries(log, "carnomorph_evolves")] == [(a.id, "shambler")]
    assert [e.args["intruder"] for e in entries(log, "carnomorph_eaten")] == [b.id]
    assert state.weaknesses["shambler"] in state.revealed_weaknesses  # the Shambler came off its card


@pytest.mark.rule("CARN-FEED-03", "CARN-FEED-14", "CARN-NEST-02", "CARN-FEED-05", "CARN-FEED-12")
def test_ex02_in_the_nest_the_fleshbeast_becomes_the_butcher_then_the_metagorger_a_shambler_two_eggs_gone():
    state = crew()
    carno(state).eggs = 6
    meta = put_intruder(state, "metagorger", NEST, injuries=1)
    beast = put_intruder(state, "fleshbeast", NEST, injuries=2)

    log = feed(state)

    assert figures(state) == [("butcher", NEST, 0), ("shambler", NEST, 0)]
    assert feeders(log) == [beast.id, meta.id]
    assert (beast.kind, meta.kind) == ("butcher", "shambler")
    assert carno(state).eggs == 4 and eaten(log) == ["egg", "egg"]
    assert {state.weaknesses["butcher"], state.weaknesses["shambler"]} <= set(state.revealed_weaknesses)
    eggs = next(c.text for c in board_look(api.view(state, 0)).chips if c.key == ("deck", "eggs"))
    assert eggs == "Eggs 4"


@pytest.mark.rule("CARN-FEED-09", "CARN-FEED-08", "CARN-FEED-03", "CARN-FEED-12", "CARN-FEED-04")
def test_ex03_the_shambler_eats_the_red_corpse_first_and_the_metagorger_the_carcass():
    state = crew()
    state.objects[COMMS] = ["carcass", "corpse_1"]
    meta = put_intruder(state, "metagorger", COMMS, injuries=1)
    shambler = put_intruder(state, "shambler", COMMS, injuries=2)

    log = feed(state)

    assert figures(state) == [("fleshbeast", COMMS, 0), ("shambler", COMMS, 0)]
    assert (shambler.kind, meta.kind) == ("fleshbeast", "shambler")
    assert eaten(log) == ["corpse_1", "carcass"] and floor(state, COMMS) == []
    assert state.weaknesses["fleshbeast"] in state.revealed_weaknesses  # the first Fleshbeast, by evolution


# --- Feeding: what is eaten, by whom, how often (CARN-FEED) ---------------------------------------------------


@pytest.mark.rule("CARN-FEED-09", "CARN-FEED-07", "CARN-FEED-15", "CARN-FEED-11")
def test_the_butcher_eats_one_thing_a_step_red_corpse_egg_carcass_metagorger_then_the_blue_corpse():
    state = crew()
    state.objects[COMMS] = ["carcass", "corpse_0", "corpse_blue", "egg"]
    butcher = put_intruder(state, "butcher", COMMS, injuries=3)
    put_intruder(state, "metagorger", CABINS)  # in another room: not the Butcher's food

    meals = []
    for turn in range(5):
        if turn == 3:
            put_intruder(state, "metagorger", COMMS)  # a Metagorger wanders in before the 4th Event phase
        meals += eaten(feed(state))
        assert butcher.kind == "butcher" and butcher.injuries == 0  # it never evolves, it only heals
        butcher.injuries = 1
        assert len(meals) == turn + 1  # one meal per step

    assert meals == ["corpse_0", "egg", "carcass", "metagorger", "corpse_blue"]
    assert floor(state, COMMS) == []


@pytest.mark.rule("CARN-FEED-03")
def test_eaters_go_butcher_fleshbeast_shambler_metagorger_and_the_last_finds_nothing_left():
    state = crew()
    state.objects[COMMS] = ["carcass", "corpse_1"]
    meta = put_intruder(state, "metagorger", COMMS)
    shambler = put_intruder(state, "shambler", COMMS)
    beast = put_intruder(state, "fleshbeast", COMMS)

    log = feed(state)

    assert feeders(log) == [beast.id, shambler.id]
    assert eaten(log) == ["corpse_1", "carcass"]
    assert (beast.kind, shambler.kind, meta.kind) == ("butcher", "fleshbeast", "metagorger")  # nothing left for it


@pytest.mark.rule("CARN-FEED-15", "CARN-FEED-13")
def test_each_carnomorph_feeds_at_most_once_and_a_metagorger_eaten_first_never_feeds():
    state = crew()
    state.objects[COMMS] = ["carcass", "carcass"]
    meta = put_intruder(state, "metagorger", COMMS)

    log = feed(state)

    assert meta.kind == "shambler" and floor(state, COMMS) == ["carcass"]  # one meal, even as a new Shambler
    assert len(feeders(log)) == 1

    state.objects[COMMS] = []
    state.intruders = []
    first, second, third = (put_intruder(state, "metagorger", CABINS) for _ in range(3))
    log = feed(state)
    assert feeders(log) == [first.id]  # eats the third
    assert [e.args["intruder"] for e in entries(log, "carnomorph_eaten")] == [third.id]
    assert sorted(i.id for i in state.intruders) == [first.id, second.id]  # the second: only a Shambler left


@pytest.mark.rule("CARN-FEED-01", "CARN-TERM-04", "CARN-EVT-03", "CARN-FEED-16")
def test_carnomorphs_in_combat_attack_and_do_not_feed_those_alone_feed():
    state = crew()
    place(state, 0, CANTEEN)
    place(state, 1, HIB)
    state.objects[CANTEEN] = ["carcass"]
    state.objects[COMMS] = ["carcass"]
    engaged = put_intruder(state, "shambler", CANTEEN, injuries=1)
    alone = put_intruder(state, "shambler", COMMS, injuries=1)
    top(state.attack_deck, "devour_1")  # a miss for a Shambler

    log = feed(state)

    assert [e.args["intruder"] for e in entries(log, "intruder_attacks")] == [engaged.id]
    assert (engaged.kind, engaged.injuries, floor(state, CANTEEN)) == ("shambler", 1, ["carcass"])
    assert (alone.kind, alone.injuries, floor(state, COMMS)) == ("fleshbeast", 0, [])


@pytest.mark.rule("CARN-FEED-01", "CARN-EVT-03")
def test_a_character_killed_in_the_attacks_leaves_a_corpse_its_killer_eats_in_the_same_step():
    state = crew(room=CANTEEN)
    place(state, 1, HIB)
    ch = state.characters[0]
    ch.serious = [state.wound_deck.pop(), state.wound_deck.pop()]
    shambler = put_intruder(state, "shambler", CANTEEN)
    top(state.attack_deck, "bite_1")  # 2 Serious Wounds: killed

    log = feed(state)

    assert ch.status == "dead" and eaten(log) == ["corpse_0"]
    assert shambler.kind == "fleshbeast" and floor(state, CANTEEN) == []


@pytest.mark.rule("CARN-FEED-01", "CARN-FEED-08")
def test_a_carnomorph_alone_with_nothing_to_eat_does_not_feed():
    state = crew()
    shambler = put_intruder(state, "shambler", COMMS, injuries=2)
    state.objects[CABINS] = ["carcass"]  # next door does not count

    log = feed(state)

    assert not feeders(log) and (shambler.kind, shambler.injuries) == ("shambler", 2)


@pytest.mark.rule("CARN-FEED-01", "CARN-FEED-02")
def test_a_heavy_object_carried_is_no_food_even_for_a_glutton_in_combat():
    state = crew(room=COMMS)
    reveal(state, "butcher", "glutton")
    state.characters[0].heavy = ["carcass"]
    shambler = put_intruder(state, "shambler", COMMS)
    top(state.attack_deck, "devour_1")  # a miss for a Shambler

    log = feed(state)

    assert entries(log, "glutton_feeds_first") and not feeders(log)
    assert shambler.kind == "shambler" and state.characters[0].heavy == ["carcass"]


@pytest.mark.rule("CARN-FEED-10")
def test_with_no_next_level_figure_in_the_box_it_heals_and_eats_but_does_not_evolve():
    state = crew()
    all_on_board(state, "shambler", 8)
    state.objects[COMMS] = ["carcass"]
    meta = put_intruder(state, "metagorger", COMMS, injuries=1)

    log = feed(state)

    assert (meta.kind, meta.injuries) == ("metagorger", 0) and floor(state, COMMS) == []
    assert [e.args["intruder"] for e in entries(log, "carnomorph_cannot_evolve")] == [meta.id]


@pytest.mark.rule("CARN-FEED-10", "CARN-FEED-12")
def test_rooms_feed_in_ascending_number_so_the_last_shambler_figure_goes_to_the_lowest_room():
    state = crew()
    all_on_board(state, "shambler", 7)  # one Shambler figure left
    low = put_intruder(state, "metagorger", HATCH)  # R07
    high = put_intruder(state, "metagorger", CABINS)  # R14
    state.objects[HATCH] = ["carcass"]
    state.objects[CABINS] = ["carcass"]

    log = feed(state)

    assert (low.kind, high.kind) == ("shambler", "metagorger")
    assert feeders(log) == [low.id, high.id] and floor(state, HATCH) == floor(state, CABINS) == []


@pytest.mark.rule("CARN-FEED-06", "CARN-FEED-10")
def test_after_the_butcher_is_killed_a_fleshbeast_heals_and_eats_but_never_becomes_the_butcher():
    state = crew()
    carno(state).butcher_killed = True
    state.objects[COMMS] = ["corpse_1"]
    beast = put_intruder(state, "fleshbeast", COMMS, injuries=2)

    log = feed(state)

    assert (beast.kind, beast.injuries) == ("fleshbeast", 0) and floor(state, COMMS) == []
    assert not any(i.kind == "butcher" for i in state.intruders)
    assert entries(log, "carnomorph_cannot_evolve")


@pytest.mark.rule("CARN-FEED-10")
def test_while_the_butcher_is_on_the_board_no_fleshbeast_can_become_a_second_one():
    state = crew()
    put_intruder(state, "butcher", CABINS)
    state.objects[COMMS] = ["carcass"]
    beast = put_intruder(state, "fleshbeast", COMMS, injuries=1)

    feed(state)

    assert (beast.kind, beast.injuries) == ("fleshbeast", 0)
    assert sum(i.kind == "butcher" for i in state.intruders) == 1


@pytest.mark.rule("CARN-FEED-11", "CARN-OBJ-05")
def test_the_blue_corpse_can_be_eaten_and_then_no_one_can_bring_it_home():
    state = crew(room=CANTEEN)
    state.objects[HIB] = ["corpse_blue"]
    shambler = put_intruder(state, "shambler", HIB)

    log = feed(state)

    assert shambler.kind == "fleshbeast" and floor(state, HIB) == []
    assert [e.rule for e in entries(log, "blue_corpse_eaten")] == ["CARN-FEED-11"]
    assert not any("corpse_blue" in objs for objs in state.objects.values())
    assert not any("corpse_blue" in ch.heavy for ch in state.characters)
    state.characters[0].status = "hibernating"  # survives, but carries no blue Corpse: A Proper Burial fails
    assert not REQUIREMENTS["a_proper_burial"](state, 0)


@pytest.mark.rule("CARN-NEST-02", "CARN-FEED-14")
def test_nest_eggs_are_food_only_once_the_nest_is_explored():
    state = crew()
    state.explored[NEST] = False
    meta = put_intruder(state, "metagorger", NEST)

    feed(state)
    assert meta.kind == "metagorger" and carno(state).eggs == 8

    state.explored[NEST] = True
    log = feed(state)
    assert meta.kind == "shambler" and carno(state).eggs == 7 and eaten(log) == ["egg"]


@pytest.mark.rule("CARN-NEST-03", "CARN-NEST-02")
def test_eating_the_last_egg_destroys_the_nest():
    state = crew()
    carno(state).eggs = 1
    put_intruder(state, "metagorger", NEST)
    put_intruder(state, "metagorger", NEST)

    log = feed(state)

    assert carno(state).eggs == 0 and carno(state).nest_destroyed and entries(log, "nest_destroyed")
    # the first ate the Egg (before any Metagorger on the menu); the second, a Metagorger still, finds no food
    assert figures(state) == [("metagorger", NEST, 0), ("shambler", NEST, 0)]
    assert not [b for b in board_look(api.view(state, 0)).badges if b.room == NEST]  # no Eggs to show


@pytest.mark.rule("CARN-FEED-15")
def test_a_metagorger_spawned_during_the_attacks_neither_attacks_nor_feeds_that_step():
    state = crew(room=CANTEEN)
    place(state, 1, HIB)
    state.objects[CANTEEN] = ["carcass"]
    shambler = put_intruder(state, "shambler", CANTEEN)
    top(state.attack_deck, "spawn_1")

    log = feed(state)

    spawned = [i for i in state.intruders if i.kind == "metagorger"]
    assert len(spawned) == 1 and spawned[0].room == CANTEEN
    assert [e.args["intruder"] for e in entries(log, "intruder_attacks")] == [shambler.id]
    assert not feeders(log) and floor(state, CANTEEN) == ["carcass"]


@pytest.mark.rule("CARN-ADAPT-09", "CARN-FEED-02")
def test_with_glutton_even_carnomorphs_in_combat_feed_before_the_attacks_and_only_once():
    state = crew(room=CANTEEN)
    reveal(state, "shambler", "glutton")
    state.objects[CANTEEN] = ["carcass", "carcass"]
    beast = put_intruder(state, "fleshbeast", CANTEEN, injuries=2)
    top(state.attack_deck, "bash_1")  # Fleshbeast... now the Butcher: a hit either way

    log = feed(state)

    kinds = [e.kind for e in log if e.kind in ("carnomorph_feeds", "intruder_attacks")]
    assert kinds == ["carnomorph_feeds", "intruder_attacks"]  # fed first, attacked in its new form, fed once
    assert [e.args["kind"] for e in entries(log, "intruder_attacks")] == ["butcher"]
    assert beast.kind == "butcher" and floor(state, CANTEEN) == ["carcass"]


# --- The Event phase (CARN-EVT-01/02) -----------------------------------------------------------------------------


@pytest.mark.rule("CARN-EVT-01", "CARN-EVT-02", "CARN-EVT-07")
def test_the_event_phase_runs_time_attacks_feeding_fire_event_card_then_bag_development():
    state = crew(room=CANTEEN)
    for ch in state.characters:
        ch.passed = True
    put_intruder(state, "shambler", CANTEEN)  # attacks
    state.objects[COMMS] = ["carcass"]
    put_intruder(state, "shambler", COMMS)  # feeds
    state.fire = [CABINS]
    put_intruder(state, "shambler", CABINS)  # burns
    top(state.attack_deck, "devour_1", "slash_1")  # the attack misses; the fire check reads 6
    top(state.event_deck, "marked_prey")
    set_bag(state, token(state, "shambler"))
    time = state.time

    log = step(state, "event_phase")

    stages = {"time_advanced": "time", "intruder_attacks": "attacks", "carnomorph_feeds": "feeding",
              "intruder_injured": "fire", "event_card": "event", "token_drawn": "bag"}
    seen = []
    for e in log:
        if e.kind in stages and stages[e.kind] not in seen:
            seen.append(stages[e.kind])
    assert seen == ["time", "attacks", "feeding", "fire", "event", "bag"]
    assert state.time == time + 1


@pytest.mark.rule("CARN-EVT-02")
def test_the_time_marker_and_a_running_self_destruct_move_one_space():
    state = crew()
    time = state.time
    ship_state(state).self_destruct = 1

    step(state, "ev_time")

    assert state.time == time + 1 and ship_state(state).self_destruct == 2
    ship_state(state).self_destruct = -1
    step(state, "ev_time")
    assert state.time == time + 2 and ship_state(state).self_destruct == -1


# --- Bag development (CARN-BAG, CARN-EVT-07) ----------------------------------------------------------------------


@pytest.mark.rule("CARN-BAG-01", "CARN-SYM-01", "CARN-BAG-12")
def test_a_blue_metagorger_leaves_the_bag_a_red_one_joins_and_everyone_out_of_combat_rolls(script):
    state = crew("soldier", "scout", "pilot", room=CANTEEN)
    place(state, 1, COMMS)
    put_intruder(state, "shambler", COMMS)  # the Scout is in combat
    place(state, 2, CABINS)
    state.first_player = 2
    blue = token(state, "metagorger", colour="blue")
    set_bag(state, blue)
    script.rolls("silence", "silence")

    log = step(state, "ev_bag")

    assert blue in state.supply and blue not in state.bag
    assert groups(state, state.bag) == Counter(metagorger_red=1)
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [2, 0]  # from the First Player on
    assert [e.args["seat"] for e in entries(log, "noise_roll_skipped")] == [1]


@pytest.mark.rule("CARN-BAG-01")
def test_the_metagorger_token_a_blue_one_brings_joins_the_bag_only_after_the_noise_rolls(script):
    state = crew(room=CANTEEN)
    place(state, 1, HIB)
    set_bag(state, token(state, "metagorger", colour="blue"))
    state.noise = ["K09"]
    script.rolls("1", "silence")  # the Soldier: Noise on K09 again -> an Encounter with the bag empty

    log = step(state, "ev_bag")

    assert entries(log, "encounter")
    assert state.intruders == []  # an empty bag counts as a Blank (GAP-22)
    assert groups(state, state.bag) == Counter(metagorger_red=1)


@pytest.mark.rule("CARN-BAG-02", "CARN-BAG-03", "CARN-NEST-04")
def test_a_red_metagorger_spawns_by_every_metagorger_and_heavy_object_and_in_the_nest_with_no_surprise():
    state = crew(room=CANTEEN)
    red = token(state, "metagorger", colour="red")
    set_bag(state, red)
    set_hand(state, 0, [])  # no card: any Surprise Attack would strike
    state.characters[0].heavy = ["egg"]  # carried in the Canteen
    place(state, 1, COMMAND)
    put_intruder(state, "metagorger", COMMAND)  # in combat with the Scout
    state.objects[COMMS] = ["corpse_blue"]
    state.objects[CABINS] = ["carcass"]

    log = step(state, "ev_bag")

    placed = sorted(e.args["room"] for e in entries(log, "intruder_placed"))
    assert placed == sorted([CANTEEN, COMMAND, COMMS, CABINS, NEST])
    assert not entries(log, "surprise_attack") and not entries(log, "intruder_attacks")
    assert state.bag == [red]  # back in the bag; no other token moves


@pytest.mark.rule("CARN-BAG-02")
def test_with_few_metagorger_figures_left_the_lowest_numbered_rooms_get_them_first():
    state = crew(room=CANTEEN)
    for room in ("R16", "R17", "R18", "R10", "R03", "R04"):
        put_intruder(state, "metagorger", room)  # 6 of 8 out: 2 left
    state.objects[COMMS] = ["carcass"]
    state.objects[HATCH] = ["corpse_blue"]
    set_bag(state, token(state, "metagorger", colour="red"))

    log = step(state, "ev_bag")

    placed = [e.args["room"] for e in entries(log, "intruder_placed")]
    assert placed == ["R03", "R04"]  # ascending room number until the box is empty (GAP-09)
    assert sum(i.kind == "metagorger" for i in state.intruders) == 8
    assert entries(log, "no_figure_left")


@pytest.mark.rule("CARN-BAG-02", "CARN-NEST-04")
def test_no_metagorger_spawns_in_an_undiscovered_or_destroyed_nest():
    for explored, destroyed in ((False, False), (True, True)):
        state = crew()
        state.explored[NEST] = explored
        carno(state).nest_destroyed = destroyed
        set_bag(state, token(state, "metagorger", colour="red"))

        step(state, "ev_bag")

        assert state.intruders == []


@pytest.mark.rule("CARN-BAG-04")
def test_the_first_carnomorph_appearing_in_bag_development_brings_the_objective_choice_at_once():
    state = crew(room=CANTEEN)
    state.first_intruder_seen = False
    state.objects[COMMS] = ["carcass"]
    set_bag(state, token(state, "metagorger", colour="red"))

    log = step(state, "ev_bag")

    assert [e.args["room"] for e in entries(log, "first_intruder")] == [COMMS]  # the Carcass's room, then the Nest
    asked = []
    while state.pending is not None and state.pending.kind == "choose_objective":
        asked.append(state.pending.seat)
        api.apply(state, state.pending.options[0])
    assert asked == [0, 1] and all(len(cards) == 1 for cards in state.objectives.values())


@pytest.mark.rule("CARN-BAG-05", "CARN-BAG-06", "CARN-BAG-12")
@pytest.mark.parametrize("kind", ["shambler", "fleshbeast"])
def test_a_shambler_or_fleshbeast_token_goes_back_and_everyone_out_of_combat_rolls_for_noise(script, kind):
    state = crew(room=CANTEEN)
    place(state, 1, COMMS)
    state.first_player = 1
    drawn = token(state, kind)
    set_bag(state, drawn)
    script.rolls("silence", "silence")

    log = step(state, "ev_bag")

    assert state.bag == [drawn] and state.intruders == []
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [1, 0]


@pytest.mark.rule("CARN-BAG-07", "CARN-BAG-08", "CARN-BAG-10")
def test_the_butcher_comes_to_the_slimed_character_with_the_fewest_cards_and_its_token_leaves_the_bag():
    state = crew("soldier", "scout", "pilot", room=CANTEEN)
    place(state, 1, COMMS)
    place(state, 2, CABINS)
    for seat in (1, 2):
        state.characters[seat].slime = True
    set_hand(state, 1, state.characters[1].hand[:4])  # 4 cards: not fewer than the Butcher's 4
    set_hand(state, 2, state.characters[2].hand[:4])  # tied: the Scout is earlier in turn order
    set_bag(state, "butcher_1")

    log = step(state, "ev_bag")

    assert [(i.kind, i.room) for i in state.intruders] == [("butcher", COMMS)]
    assert state.weaknesses["butcher"] in state.revealed_weaknesses
    assert [e.args["seat"] for e in entries(log, "no_surprise")] == [1]
    assert "butcher_1" not in state.bag and "butcher_1" in state.supply


@pytest.mark.rule("CARN-BAG-08", "CARN-BAG-07")
def test_of_the_slimed_characters_the_one_with_the_fewest_cards_draws_the_butcher_and_may_be_surprised():
    state = crew("soldier", "scout", room=CANTEEN)
    place(state, 1, COMMS)
    for seat in (0, 1):
        state.characters[seat].slime = True
    set_hand(state, 1, state.characters[1].hand[:2])  # fewer than 4: a Surprise Attack
    set_bag(state, "butcher_1")
    top(state.attack_deck, "bash_1")

    log = step(state, "ev_bag")

    assert [(i.kind, i.room) for i in state.intruders] == [("butcher", COMMS)]
    assert [e.args["seat"] for e in entries(log, "surprise_attack")] == [1]
    assert len(state.characters[1].serious) == 1


@pytest.mark.rule("CARN-BAG-09")
def test_with_nobody_slimed_the_butcher_comes_to_the_first_players_character():
    state = crew("soldier", "scout", "pilot", room=CANTEEN)
    place(state, 2, CABINS)
    state.first_player = 2
    set_bag(state, "butcher_1")

    step(state, "ev_bag")

    assert [(i.kind, i.room) for i in state.intruders] == [("butcher", CABINS)]


@pytest.mark.rule("CARN-BAG-11", "CARN-SYM-01", "CARN-BAG-12")
def test_the_blank_sends_every_shambler_without_a_character_back_into_the_bag_and_adds_a_metagorger(script):
    state = crew(room=CANTEEN)
    place(state, 1, COMMS)
    with_crew = put_intruder(state, "shambler", COMMS)
    put_intruder(state, "shambler", CABINS)
    put_intruder(state, "shambler", HATCH)
    put_intruder(state, "fleshbeast", HATCH)  # only Shamblers leave
    set_bag(state, "blank_1")
    script.rolls("silence")  # the Soldier; the Scout is in combat

    log = step(state, "ev_bag")

    assert sorted((i.kind, i.room) for i in state.intruders) == [("fleshbeast", HATCH), ("shambler", COMMS)]
    assert with_crew in state.intruders
    assert groups(state, state.bag) == Counter(blank=1, shambler=2, metagorger_red=1)
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0]
    assert [e.args["seat"] for e in entries(log, "noise_roll_skipped")] == [1]


@pytest.mark.rule("CARN-EVT-07")
def test_bag_development_from_an_empty_bag_does_nothing():
    state = crew()
    set_bag(state)

    log = step(state, "ev_bag")

    assert entries(log, "bag_empty") and state.intruders == [] and state.bag == []


# --- The end-of-game check (CARN-END) -----------------------------------------------------------------------------


def own_cards(state: State, seat: int, actions: int, contamination: int = 0, infected: int = 0) -> list[str]:
    """The character owns exactly `actions` Action cards and `contamination` Contamination cards, `infected` of
    them INFECTED, all in its deck."""
    ch = state.characters[seat]
    clean = [c for c in state.contamination_deck if c not in state.infected]
    dirty = [c for c in state.contamination_deck if c in state.infected]
    cont = dirty[:infected] + clean[:contamination - infected]
    for c in cont:
        state.contamination_deck.remove(c)
    acts = sorted(c for c in ch.hand + ch.deck + ch.discard if not c.startswith("cont_"))[:actions]
    ch.hand, ch.deck, ch.discard = [], acts + cont, []
    return cont


def check(state: State, seat: int) -> list:
    start = len(state.log)
    mutation_check(state, state.characters[seat])
    return state.log[start:]


@pytest.mark.rule("CARN-END-03", "CARN-END-06")
def test_a_survivor_with_no_mutation_card_and_no_infected_card_passes_the_check_untouched():
    state = crew()
    own_cards(state, 0, actions=6, contamination=2, infected=0)
    deck = len(carno(state).mutation_deck)

    log = check(state, 0)

    assert [e.args["infected"] for e in entries(log, "scanned")] == [0]
    assert entries(log, "mutation_clear") and not entries(log, "mutation_draw")
    assert carno(state).held[0] == "" and len(carno(state).mutation_deck) == deck
    assert carno(state).mutation_markers[0] == 0 and state.characters[0].status == "aboard"


@pytest.mark.rule("CARN-END-03", "CARN-END-04", "CARN-END-06", "CARN-END-07")
def test_an_infected_card_gives_a_mutation_card_then_four_cards_are_drawn_one_marker_per_contamination_card():
    state = crew()
    own_cards(state, 0, actions=2, contamination=2, infected=1)  # 4 cards: all of them are drawn

    log = check(state, 0)

    assert [e.args["infected"] for e in entries(log, "scanned")] == [1]
    assert carno(state).held[0] != "" and len(carno(state).mutation_deck) == 11
    assert [(e.args["drawn"], e.args["contamination"]) for e in entries(log, "mutation_draw")] == [(4, 2)]
    assert carno(state).mutation_markers[0] == 2 and state.characters[0].status == "aboard"


@pytest.mark.rule("CARN-END-02", "CARN-END-04", "CARN-END-05", "CARN-END-07")
def test_a_holder_skips_the_scan_and_dies_once_the_drawn_markers_reach_four():
    state = crew()
    carno(state).held[0] = carno(state).mutation_deck.pop()
    carno(state).mutation_markers[0] = 2  # gained in play
    own_cards(state, 0, actions=2, contamination=2, infected=0)

    log = check(state, 0)

    assert not entries(log, "scanned")  # step A skipped
    assert carno(state).mutation_markers[0] == 4
    assert state.characters[0].status == "dead"
    assert [(e.rule, e.args["cause"]) for e in entries(log, "character_dead")] == [("CARN-END-05", "mutation")]


@pytest.mark.rule("CARN-END-04", "CARN-END-05")
def test_a_holder_who_draws_only_action_cards_is_lucky_and_survives():
    state = crew()
    carno(state).held[0] = carno(state).mutation_deck.pop()
    carno(state).mutation_markers[0] = 3
    own_cards(state, 0, actions=4)

    log = check(state, 0)

    assert [e.args["contamination"] for e in entries(log, "mutation_draw")] == [0]
    assert carno(state).mutation_markers[0] == 3 and state.characters[0].status == "aboard"
    assert len(state.characters[0].hand) == 4  # the 4 cards drawn


@pytest.mark.rule("CARN-END-04")
def test_only_the_top_four_of_the_reshuffled_cards_count():
    state = crew()
    carno(state).held[0] = carno(state).mutation_deck.pop()
    own_cards(state, 0, actions=6, contamination=6)

    log = check(state, 0)

    (draw,) = entries(log, "mutation_draw")
    assert draw.args["drawn"] == 4 and 0 <= draw.args["contamination"] <= 4
    assert carno(state).mutation_markers[0] == draw.args["contamination"]
    ch = state.characters[0]
    assert len(ch.hand) == 4 and len(ch.hand + ch.deck + ch.discard) == 12


@pytest.mark.rule("CARN-END-01", "CARN-END-05")
def test_the_victory_check_examines_every_survivor_and_only_them():
    state = make_game(seats=3, seed=3, species="carnomorphs")
    state.pending = None
    state.stack.clear()
    safe_jump(state)
    status(state, 0, "hibernating")
    status(state, 1, "launched")
    status(state, 2, "dead")
    c = carno(state)
    for seat in range(3):
        c.held[seat] = c.mutation_deck.pop()
        own_cards(state, seat, actions=0, contamination=4)  # every card drawn is Contamination
    c.mutation_markers[1] = 1

    results = finish(state)

    checked = [e.args["seat"] for e in entries(state.log, "mutation_draw")]
    assert checked == [0, 1]  # the dead one is not checked
    assert c.mutation_markers == [4, 5, 0]
    assert not results[0].survived and not results[1].survived
    assert results[0].cause == results[1].cause == "mutation"
