"""The 2018 prototype's components and the setup steps not tied to a §1 difference (base-game.md §2 and §3,
BASE-COMP-*, BASE-SETUP-*), checked on a new prototype game (ruleset "prototype", the Nemesis ship, the Intruders).

Facts a player can see in the new game's state: the board's room slots and special rooms, the decks and their
colours, the Coordinates card and the Engine stacks (dealt face down), the Intruder board's Egg pile and Weakness
slots, the bag and the supply, the Turn-order numbers, the dice, the crew's cards and loaded weapons."""

from collections import Counter

import pytest

from engine import rng, views
from engine.catalog import cat, item_card
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.setup import objective_deck
from engine.rulesets.prototype.state import proto
from engine.species.intruders.state import hive
from tests.engine.combat_helpers import board, step
from tests.engine.factories import make_game, place, put_intruder, top

SEEDS = range(1, 7)


def new(seats=1, seed=1, characters=None):
    return make_game(seats=seats, seed=seed, characters=characters, ruleset="prototype")


def slots(state, slot):
    return sorted(r for r, room in cat(state).rooms.items() if room.slot == slot)


# ---- the board (§2, Step I) ----

@pytest.mark.rule("BASE-COMP-01", "BASE-SETUP-03")
def test_eleven_exterior_slots_take_every_set_1_tile_at_random():
    state = new()
    set1 = sorted(t for t, tile in cat(state).tiles.items() if tile.set == 1)

    assert len(slots(state, "slot1")) == 11 and len(slots(state, "slot2")) == 5
    assert len(set1) == 11
    assert sorted(state.tiles[r] for r in slots(state, "slot1")) == set1  # all used, one per slot
    layouts = {tuple(new(seed=s).tiles[r] for r in slots(state, "slot1")) for s in SEEDS}
    assert len(layouts) > 1  # shuffled


@pytest.mark.rule("BASE-COMP-01", "BASE-SETUP-04")
def test_each_room_tile_gets_a_face_down_token_and_the_printed_rooms_none():
    state = new()
    tiles = sorted(slots(state, "slot1") + slots(state, "slot2"))
    printed = slots(state, "special")

    assert sorted(state.exploration) == tiles
    assert len(state.exploration_box) == len(cat(state).exploration) - 16  # the rest back in the box
    assert not set(state.exploration.values()) & set(state.exploration_box)
    assert not any(state.explored[r] for r in tiles)
    assert all(state.explored[r] for r in printed)  # printed on the board: explored from the start
    assert {cat(state).rooms[r].special for r in printed} == {"cockpit", "hibernatorium", "engine_1", "engine_2",
                                                             "engine_3"}
    seen = {room.id: room.tile for room in views.view(state, 0).rooms}
    assert all(seen[r] is None for r in tiles)  # face down to every player


@pytest.mark.rule("BASE-COMP-05", "BASE-SETUP-05")
def test_one_of_eight_coordinates_cards_is_dealt_face_down_the_rest_boxed():
    cards = cat(new()).ext["map:nemesis_ship"]["coordinates"]
    dealt = set()
    for seed in SEEDS:
        state = new(seed=seed)
        ship = ship_state(state)
        assert ship.coordinates in cards
        assert [e.args["boxed"] for e in state.log if e.kind == "setup_coordinates"] == [7]
        assert "coordinates" not in repr(views.view(state, 0).ext["map:nemesis_ship"])  # face down
        dealt.add(ship.coordinates)
    assert len(cards) == 8 and len(dealt) > 1
    assert all(set(c) == {"A", "B", "C", "D"} and set(c.values()) == {"earth", "mars", "venus", "deep_space"}
               for c in cards.values())


@pytest.mark.rule("BASE-COMP-06", "BASE-SETUP-06")
def test_the_destination_marker_starts_on_b():
    state = new(seats=3)
    assert ship_state(state).destination == "B"
    assert views.view(state, 1).ext["map:nemesis_ship"].destination == "B"  # a marker all can see


@pytest.mark.rule("BASE-COMP-07")
def test_escape_pods_are_numbered_tokens_drawn_at_random():
    drawn = set()
    for seed in SEEDS:
        pods = ship_state(new(seats=4, seed=seed)).pods
        numbers = [p.number for p in pods]
        assert len(set(numbers)) == len(numbers) and set(numbers) <= {1, 2, 3, 4, 5}
        assert {p.section for p in pods} == {"A", "B"}
        drawn.add(tuple(sorted(numbers)))
    assert len(drawn) > 1


@pytest.mark.rule("BASE-COMP-12", "BASE-SETUP-10")
def test_each_engine_has_a_hidden_stack_of_one_working_and_one_damaged_token():
    tops = set()
    for seed in SEEDS:
        state = new(seed=seed)
        engines = ship_state(state).engines
        assert sorted(engines) == ["engine_1", "engine_2", "engine_3"]
        assert all(sorted(stack) == ["damaged", "working"] for stack in engines.values())
        tops.add(tuple(engines[e][-1] for e in sorted(engines)))
        shown = views.view(state, 0).ext["map:nemesis_ship"].engines
        assert shown == ("engine_1", "engine_2", "engine_3")  # names only: the tokens are face down
    assert len(tops) > 1  # the stacks are random


@pytest.mark.rule("BASE-COMP-11", "BASE-SETUP-09")
def test_the_time_marker_starts_on_the_first_space_and_self_destruct_is_off():
    state = new()
    assert state.time == 0
    assert [e.args["time"] for e in state.log if e.kind == "setup_time"] == [0]
    assert ship_state(state).self_destruct == -1  # the token waits beside its track

    step(state, "ev_time")

    assert state.time == 1  # the one marker moves on


# ---- decks (§2, Step I) ----

@pytest.mark.rule("BASE-COMP-08")
def test_item_cards_come_in_a_green_a_yellow_and_a_red_deck_each_shuffled():
    state = new()
    items = cat(state).items
    for colour in ("green", "yellow", "red"):
        deck = state.item_decks[colour]
        assert len(deck) == 30 and {items[item_card(c)].deck for c in deck} == {colour}
        assert len({tuple(new(seed=s).item_decks[colour]) for s in (1, 2, 3)}) > 1


@pytest.mark.rule("BASE-COMP-10")
def test_the_new_game_has_every_deck_of_the_prototype():
    state = new(seats=2)
    c = cat(state)
    decks = {objective_deck(c.options, o.deck) for o in c.objectives.values()}

    assert len(state.contamination_deck) == 27
    assert len(proto(state).panic_deck) == 20
    assert len(state.attack_deck) == 20 and len(state.wound_deck) == 16 and len(state.event_deck) == 20
    assert len(state.weaknesses) == 3 and len(c.weaknesses) == 8
    assert {"primary", "alternative"} <= decks
    assert all(len(cards) == 2 and {objective_deck(c.options, c.objectives[o].deck) for o in cards} == {"primary"}
               for cards in state.objectives.values())


@pytest.mark.rule("BASE-SETUP-08")
def test_the_decks_are_shuffled_at_setup_and_the_crafted_supply_is_not():
    games = [new(seed=seed) for seed in (1, 2, 3)]
    piles = {
        "contamination": [tuple(g.contamination_deck) for g in games],
        "panic": [tuple(proto(g).panic_deck) for g in games],
        "attack": [tuple(g.attack_deck) for g in games],
        "wound": [tuple(g.wound_deck) for g in games],
        "event": [tuple(g.event_deck) for g in games],
        "green": [tuple(g.item_decks["green"]) for g in games],
        "blue": [tuple(g.item_decks["blue"]) for g in games],
    }

    assert all(len(set(orders)) > 1 for name, orders in piles.items() if name != "blue")
    assert len(set(piles["blue"])) == 1


@pytest.mark.rule("BASE-COMP-09", "BASE-SETUP-23")
def test_the_craftable_special_equipment_waits_face_up_beside_the_board():
    state = new()
    blue = state.item_decks["blue"]

    assert {item_card(c) for c in blue} == {"flamethrower", "taser", "molotov_cocktail", "antidote"}
    assert blue == sorted(blue)  # not shuffled
    assert views.view(state, 0).crafted_available == tuple(blue)  # open to everyone


# ---- the crew (§2, Step II) ----

@pytest.mark.rule("BASE-COMP-13", "BASE-SETUP-15", "BASE-SETUP-24")
@pytest.mark.parametrize("character", ["captain", "mechanic", "pilot", "scientist", "scout", "soldier"])
def test_a_chosen_character_brings_its_own_ten_action_cards_and_a_loaded_weapon(character):
    state = new(characters=[character])
    ch = state.characters[0]
    data = cat(state).characters[character]

    cards = ch.hand + ch.deck + ch.discard
    assert len(cards) == 10 and all(c.startswith(f"{character}_") for c in cards)
    assert ch.weapons == {data.weapon.id: data.weapon.ammo}  # the starting weapon, fully loaded


@pytest.mark.rule("BASE-COMP-14")
@pytest.mark.parametrize("seats", [1, 2, 4, 5])
def test_turn_order_cards_are_numbered_from_1_to_the_number_of_players(seats):
    state = new(seats=seats)
    assert sorted(state.player_numbers) == list(range(1, seats + 1))
    assert [c.player_number for c in views.view(state, 0).characters] == state.player_numbers  # face up


# ---- Intruders (§2, Step III) ----

@pytest.mark.rule("BASE-COMP-16", "BASE-COMP-17", "BASE-SETUP-19")
def test_the_intruder_board_holds_8_eggs_and_3_face_down_weaknesses_in_their_slots():
    dealt = set()
    for seed in SEEDS:
        state = new(seed=seed)
        assert hive(state).eggs == 8
        assert list(state.weaknesses) == ["corpse", "carcass", "egg"]  # crew body, Intruder corpse, Egg
        cards = list(state.weaknesses.values())
        assert len(set(cards)) == 3 and set(cards) <= set(cat(state).weaknesses)
        assert state.revealed_weaknesses == [] and views.view(state, 0).weakness_slots == {}  # face down
        dealt.add(tuple(cards))
    assert len(cat(state).weaknesses) > 3 and len(dealt) > 1  # the others stay in the box


@pytest.mark.rule("BASE-COMP-18", "BASE-SETUP-21")
def test_the_bag_holds_larvae_creepers_adults_and_the_queen_and_the_rest_waits_beside_the_board():
    state = new(seats=2)
    kinds = cat(state).kinds
    kind = {t: cat(state).intruder_tokens[t][0] for t in cat(state).intruder_tokens}

    figures = Counter(kind[t] for t in state.bag if kinds[kind[t]].figure)
    assert set(figures) == {"larva", "creeper", "adult", "queen"}
    assert "breeder" in {kind[t] for t in state.supply}  # Breeders enter only through events
    assert sorted(state.bag + state.supply + state.removed_tokens) == sorted(kind)  # every token somewhere
    assert not set(state.bag) & set(state.supply)


@pytest.mark.rule("BASE-COMP-19")
@pytest.mark.parametrize("kind", ["larva", "creeper", "adult", "breeder", "queen"])
def test_every_intruder_type_has_a_figure_on_the_board(kind):
    state = board(ruleset="prototype")
    put_intruder(state, kind, "R06")

    assert cat(state).kinds[kind].figure
    assert [(i.kind, i.room) for i in views.view(state, 0).intruders] == [(kind, "R06")]


# ---- dice and counters (§2, Step III) ----

class Recorder:
    """Records the faces of every die rolled and returns the scripted face."""

    def __init__(self, monkeypatch, *answers):
        self.dice: list[list[str]] = []
        self.answers = list(answers)
        monkeypatch.setattr(rng, "roll", self._roll)

    def _roll(self, holder, faces):
        self.dice.append(list(faces))
        return self.answers.pop(0)


@pytest.mark.rule("BASE-COMP-22")
def test_one_d10_noise_die_and_one_d6_attack_die(monkeypatch):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_3")
    dice = Recorder(monkeypatch, "blank", "silence")

    step(state, "shoot", 0, "rifle", str(adult.id))
    step(state, "noise_roll", 0)

    attack, noise = dice.dice
    assert len(attack) == 6 and len(set(attack)) == 5  # a d6 with five results (one twice)
    assert len(noise) == 10 and Counter(noise)["silence"] == 1 and Counter(noise)["danger"] == 1


@pytest.mark.rule("BASE-COMP-20", "BASE-SETUP-22")
def test_noise_ammo_and_intruder_wounds_are_plain_counters(script):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, "bite_3", "scratch_4")  # blood 6 + 6: the Adult lives
    script.rolls("single", "single", "3")

    step(state, "shoot", 0, "rifle", str(adult.id))
    step(state, "shoot", 0, "rifle", str(adult.id))
    place(state, 0, "R07")
    step(state, "noise_roll", 0)

    assert state.characters[0].weapons["rifle"] == 2  # 4 - 2 ammo
    assert adult.injuries == 2  # two wound markers on its base
    assert len(state.noise) == 1  # one noise marker in the corridor rolled
