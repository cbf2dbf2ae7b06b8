"""A Carnomorphs game as its players lay it out and meet its creatures: setup (CARN-SETUP: the base steps, the
Carnomorph board with its 8 Eggs and 3 face-down Adaptations, the starting bag of 5 + P tokens, the Carnomorph
decks and the Mutation deck, the blue Corpse, no Slime room change), Encounters (CARN-ENC: the Blank, a figure
token and its Surprise Attack, the first appearance of a type revealing its Adaptation, a token whose figures are
all out acting as a Blank, the first Carnomorph bringing the Objective choice even when a Metagorger's Surprise
Attack removes it at once), red Metagorger tokens first (CARN-SYM-01) and the Butcher too big for the Technical
Corridors (CARN-SYM-04)."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from engine import api
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.look import board_look
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import corridor_for_number, corridors_of, in_combat, room_with_tile
from engine.rules.event_cards import event_movement
from engine.rules.injury import injure_and_check
from engine.species.carnomorphs.state import carno, carno_view
from engine.state import State
from tests.engine.carnomorph_helpers import groups, token
from tests.engine.combat_helpers import Draws
from tests.engine.factories import choose, entries, make_game, place, put_intruder, set_bag, set_hand, step, top
from tests.engine.item_helpers import game

SEEDS = range(6)
CARNOMORPHS = ("metagorger", "shambler", "fleshbeast", "butcher")
BASE_FIGURES = {"larva", "creeper", "adult", "breeder", "queen"}
SLOTS = ["shambler", "fleshbeast", "butcher"]
# The fixed board of combat_helpers.LAYOUT (every tile up):
CANTEEN = "R06"  # corridors K04, K07, K09, K10; no Technical Corridor entrance
SURGERY = "R02"  # Noise/Event numbers 1 and 2 lead into the Technical Corridors
HIB = "R11"


def carno_game(seats: int = 2, seed: int = 3, **cfg) -> State:
    """A real Carnomorphs game, stopped at player 1's first action."""
    return make_game(seats=seats, seed=seed, species="carnomorphs", **cfg)


def crew(room: str = CANTEEN, first_seen: bool = True) -> State:
    """A Carnomorphs game on the fixed, explored board: the Soldier and the Scout in `room` with 5 Action cards
    (no Interruption), nothing on the floor, nothing pending; the first Carnomorph already seen unless told."""
    state = game("soldier", "scout", room=room, seed=3, species="carnomorphs")
    state.first_intruder_seen = first_seen
    state.pending = None
    state.stack.clear()
    return state


def figures(state: State) -> list[tuple[str, str]]:
    return sorted((i.kind, i.room) for i in state.intruders)


def all_views(state: State) -> list[str]:
    return [msgspec.json.encode(api.view(state, seat)).decode() for seat in range(-1, len(state.characters))]


def rooms_of_slot(state: State, slot: str) -> list[str]:
    return sorted(r.id for r in cat(state).rooms.values() if r.slot == slot)


def chips(state: State, seat: int = 0) -> dict[tuple[str, str], str]:
    return {c.key: c.text for c in board_look(api.view(state, seat)).chips}


def revealed_names(state: State, seat: int = 0) -> tuple[str, ...]:
    return api.view(state, seat).weaknesses


def adaptation_name(state: State, slot: str) -> str:
    return cat(state).weaknesses[state.weaknesses[slot]].name


def event_card(state: State, number: int) -> str:
    return next(c for c, e in sorted(cat(state).events.items()) if e.corridor == number)


@pytest.fixture
def draws(monkeypatch):
    return Draws(monkeypatch)


# --- setup: the base steps in a Carnomorphs game (CARN-SETUP-01..08, 12..19) ---------------------------------


@pytest.mark.rule("CARN-SETUP-02", "CARN-SETUP-02a")
def test_five_room_2_tiles_with_the_slime_room_among_them_are_laid_at_random_and_the_rest_boxed_unseen():
    layouts, slime_laid = set(), 0
    for seed in range(12):
        state = carno_game(seed=seed)
        twos = sorted(t.id for t in cat(state).tiles.values() if t.set == 2)
        laid = [state.tiles[r] for r in rooms_of_slot(state, "slot2")]

        assert "slime_room" in twos  # the expansion takes nothing out of the set-2 tiles
        assert len(set(laid)) == 5 and sorted(laid + state.unused_tiles) == twos
        assert not any(state.explored[r] for r in rooms_of_slot(state, "slot2"))
        assert not any(f'"{tile}"' in text for text in all_views(state) for tile in state.unused_tiles)
        layouts.add(tuple(laid))
        slime_laid += "slime_room" in laid
    assert len(layouts) > 1 and 0 < slime_laid < 12  # the Slime room is laid or boxed like any other


@pytest.mark.rule("CARN-SETUP-04")
@pytest.mark.parametrize("seed", SEEDS)
def test_one_exploration_token_lies_on_every_room_tile_and_the_rest_are_boxed(seed):
    state = carno_game(seed=seed)
    tiled = rooms_of_slot(state, "slot1") + rooms_of_slot(state, "slot2")

    assert sorted(state.exploration) == sorted(tiled)
    assert not any(r in state.exploration for r in rooms_of_slot(state, "special"))
    used = list(state.exploration.values())
    assert len(used) == 16 and len(state.exploration_box) == 4
    assert sorted(used + state.exploration_box) == list(range(len(cat(state).exploration)))


@pytest.mark.rule("CARN-SETUP-12", "CARN-COMP-15")
def test_markers_and_tokens_wait_beside_the_board_and_the_mutation_markers_are_the_ammo_injury_markers():
    state = carno_game(seats=3)

    assert (state.fire, state.malfunction, state.noise, state.doors, state.intruders) == ([], [], [], {}, [])
    assert ship_state(state).self_destruct == -1
    assert (opt(state, "fire_markers"), opt(state, "malfunction_markers")) == (8, 8)
    assert "carcass" in opt(state, "species_objects")  # Intruder Carcass tokens at hand
    assert opt(state, "carcass_pool") == 0  # unlimited on screen (GAP-20): base 8 + the expansion's 4
    assert opt(state, "carcass_tokens_added") == 4
    assert carno(state).mutation_markers == [0, 0, 0]  # a count on the board, no component of its own


@pytest.mark.rule("CARN-SETUP-15")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_the_player_numbers_survive_the_exchange_for_the_carnomorph_help_card(seats):
    state = carno_game(seats=seats)

    assert [(e.args["seat"], e.args["number"]) for e in entries(state.log, "help_card")] == [
        (s, s + 1) for s in range(seats)]
    assert [c.player_number for c in api.view(state, -1).characters] == list(range(1, seats + 1))
    assert opt(state, "help_cards") >= seats
    shown = chips(state)
    assert shown[("rule", "CARN-SETUP-15")] == "Help card"  # the Carnomorph Help card, on the top bar
    hint = next(c.hint for c in board_look(api.view(state, 0)).chips if c.key == ("rule", "CARN-SETUP-15"))
    assert "Carnomorph Help card" in hint and "CARN-FEED-09" in hint


@pytest.mark.rule("CARN-SETUP-18", "CARN-SETUP-19")
def test_each_character_wakes_in_the_hibernatorium_and_player_one_holds_the_first_player_token():
    state = carno_game(seats=2)
    hib = room_with_tile(state, "hibernatorium")
    for ch in state.characters:
        cdef = cat(state).characters[ch.character]
        assert ch.room == hib and ch.status == "aboard"
        assert sorted(ch.hand + ch.deck) == sorted(card.id for card in cdef.cards) and ch.discard == []
        assert ch.weapons == {cdef.weapon.id: cdef.weapon.ammo}
        assert len(ch.quests) == 2 and not any(ch.quests.values())
    assert state.first_player == 0 and (state.pending.kind, state.pending.seat) == ("choose_action", 0)


# --- setup: what the expansion changes (CARN-SETUP-09..11, 20, 21) ----------------------------------------


@pytest.mark.rule("CARN-SETUP-09", "CARN-COMP-16", "CARN-NEST-01", "CARN-ADAPT-02")
@pytest.mark.parametrize("seed", SEEDS)
def test_the_carnomorph_board_holds_eight_eggs_and_three_face_down_adaptations_one_per_type(seed):
    state = carno_game(seed=seed)
    c = carno(state)

    assert "species:carnomorphs" in state.ext and "species:intruders" not in state.ext  # no Intruder board
    assert c.eggs == 8 and not c.nest_destroyed
    assert sorted(state.weaknesses) == sorted(SLOTS)  # a Shambler, a Fleshbeast and a Butcher card
    assert len(set(state.weaknesses.values())) == 3
    assert set(state.weaknesses.values()) <= set(cat(state).ext["species:carnomorphs"]["adaptations"])
    assert sorted(c.on_cards) == sorted(SLOTS)  # each figure waits on its card
    assert state.revealed_weaknesses == [] and api.view(state, 0).weaknesses == ()
    assert not any(f'"{card}"' in text for text in all_views(state) for card in state.weaknesses.values())
    assert [e.args for e in entries(state.log, "setup_carno_board")] == [{"eggs": 8, "cards": 3}]
    shown = chips(state)
    assert shown[("deck", "eggs")] == "Eggs 8"
    assert shown[("deck", "adaptations")] == "Adaptations 0 in force · 0 discarded · 3 face down"


@pytest.mark.rule("CARN-SETUP-09", "CARN-ADAPT-02")
def test_the_three_adaptation_cards_are_dealt_at_random():
    dealt = {tuple(sorted(carno_game(seed=seed).weaknesses.items())) for seed in range(10)}
    assert len(dealt) > 1


@pytest.mark.rule("CARN-SETUP-10")
@pytest.mark.parametrize(("seats", "red"), [(1, 3), (2, 4), (3, 5), (4, 6), (5, 7)])
def test_the_bag_holds_one_blank_two_blue_and_two_plus_p_red_metagorgers_and_the_rest_waits_in_the_supply(
        seats, red):
    state = carno_game(seats=seats)

    assert groups(state, state.bag) == Counter(blank=1, metagorger_blue=2, metagorger_red=red)
    assert len(state.bag) == 5 + seats
    assert groups(state, state.supply) == Counter(metagorger_red=8 - red, shambler=12, fleshbeast=3, butcher=1)
    assert sorted(state.bag + state.supply) == sorted(cat(state).intruder_tokens)  # all 27 tokens, none boxed
    assert state.removed_tokens == []
    assert api.view(state, 0).bag_size == len(state.bag)  # everyone sees how many, nobody which
    assert api.view(state, 1).supply == {"butcher": 1, "fleshbeast": 3, "metagorger": 8 - red, "shambler": 12}


@pytest.mark.rule("CARN-SETUP-10")
def test_the_red_metagorger_tokens_put_in_the_bag_are_taken_at_random():
    picks = {tuple(t for t in carno_game(seats=2, seed=seed).bag if "red" in t) for seed in range(10)}
    assert len(picks) > 1


@pytest.mark.rule("CARN-SETUP-11", "CARN-COMP-18")
def test_the_carnomorph_event_attack_and_mutation_decks_are_shuffled_face_down_with_the_base_decks():
    state = carno_game()
    c = cat(state)
    base = cat(make_game(seats=2, seed=3))

    assert sorted(state.attack_deck) == sorted(c.attack) and len(state.attack_deck) == 20
    assert all(set(card.hits) <= set(CARNOMORPHS) for card in c.attack.values())
    assert sorted(state.event_deck) == sorted(c.events) and len(state.event_deck) == 20
    assert all(set(card.movers) <= set(CARNOMORPHS) for card in c.events.values())
    assert not any(set(card.hits) & BASE_FIGURES for card in c.attack.values())
    assert any(set(card.hits) & BASE_FIGURES for card in base.attack.values())
    assert set(c.events) != set(base.events)
    assert not set(c.weaknesses) & set(base.weaknesses) and not set(c.kinds) & BASE_FIGURES
    mutations = carno(state).mutation_deck
    assert sorted(mutations) == sorted(c.ext["species:carnomorphs"]["mutations"]) and len(mutations) == 12
    assert sorted(state.wound_deck) == sorted(c.wounds) and len(state.contamination_deck) == 27
    seen = api.view(state, 0)
    assert (seen.attack_deck, seen.event_deck) == (20, 20)
    assert carno_view(seen).mutation_deck == 12 and chips(state)[("deck", "mutation")] == "Mutations 12"
    assert not any(f'"{card}"' in text for text in all_views(state) for card in mutations)  # face down
    games = [carno_game(seed=seed) for seed in range(4)]
    for deck in (lambda g: g.attack_deck, lambda g: g.event_deck, lambda g: carno(g).mutation_deck):
        assert len({tuple(deck(g)) for g in games}) > 1  # each one shuffled


@pytest.mark.rule("CARN-SETUP-20")
def test_the_blue_character_corpse_lies_in_the_hibernatorium():
    state = carno_game(seats=5)
    hib = room_with_tile(state, "hibernatorium")

    assert state.objects == {hib: ["corpse_blue"]}
    assert next(r for r in api.view(state, -1).rooms if r.id == hib).objects == ("corpse_blue",)
    assert "corpse_blue" in opt(state, "feeding_food")  # food for them, last of all (CARN-FEED-11)


@pytest.mark.rule("CARN-SETUP-21")
@pytest.mark.parametrize("seats", [1, 3])
def test_every_character_starts_with_no_mutation_card_no_marker_and_no_figure_on_its_board(seats):
    state = carno_game(seats=seats)
    c = carno(state)

    assert c.mutation_markers == [0] * seats and c.held == [""] * seats and c.face_up == [False] * seats
    assert state.intruders == [] and "larva" not in cat(state).kinds
    assert not [m for m in board_look(api.view(state, 0)).marks if "MUTATION" in m.text]  # nothing to show yet


# --- Encounters (CARN-ENC) --------------------------------------------------------------------------------


@pytest.mark.rule("CARN-ENC-01", "CARN-ENC-03")
def test_a_blank_puts_noise_in_every_corridor_of_the_room_and_goes_back_into_the_bag(draws):
    state = crew()
    red = token(state, "metagorger", colour="red")
    set_bag(state, "blank_1", red)
    state.noise = ["K04"]  # cleared by the Encounter, then laid again

    draws.next("blank_1")

    log = step(state, "encounter", CANTEEN, 0)

    assert [e.args["token"] for e in entries(log, "token_drawn")] == ["blank_1"]
    assert sorted(state.noise) == sorted(corridors_of(state, CANTEEN)) == ["K04", "K07", "K09", "K10"]
    assert [e.args["corridor"] for e in entries(log, "noise_placed")] == ["K04", "K07", "K09", "K10"]
    assert sorted(state.bag) == sorted(["blank_1", red])  # the Blank is back, nothing added (not the last)
    assert state.intruders == [] and not entries(log, "token_added")


@pytest.mark.rule("CARN-ENC-01", "CARN-ENC-02", "CARN-ENC-03", "CARN-SYM-01")
def test_a_blank_drawn_as_the_bags_last_token_goes_back_with_a_red_metagorger_token():
    state = crew()
    set_bag(state, "blank_1")
    reds = [t for t in state.supply if "red" in t]

    log = step(state, "encounter", CANTEEN, 0)

    assert sorted(state.noise) == ["K04", "K07", "K09", "K10"]
    assert len(state.bag) == 2 and "blank_1" in state.bag
    (added,) = [t for t in state.bag if t != "blank_1"]
    assert added in reds and added not in state.supply
    assert [e.rule for e in entries(log, "token_to_bag")] == ["CARN-ENC-03", "CARN-ENC-02"]


@pytest.mark.rule("CARN-SYM-01", "CARN-ENC-02")
def test_a_metagorger_token_added_is_blue_only_once_no_red_one_is_left_and_nothing_once_none_is_left():
    state = crew()
    set_bag(state, "blank_1")
    blues = [t for t in state.supply if "blue" in t]
    state.supply = [t for t in state.supply if "red" not in t]  # every red token is in use elsewhere

    step(state, "encounter", CANTEEN, 0)

    (added,) = [t for t in state.bag if t != "blank_1"]
    assert added in blues

    state.bag = ["blank_1"]
    state.supply = [t for t in state.supply if "metagorger" not in t]
    log = step(state, "encounter", CANTEEN, 0)
    assert state.bag == ["blank_1"]
    assert [e.args["kind"] for e in entries(log, "no_token_left")] == ["metagorger"]


@pytest.mark.rule("CARN-ENC-04")
def test_a_metagorger_token_places_a_metagorger_in_combat_and_goes_to_the_supply_without_surprise():
    state = crew()
    red = token(state, "metagorger", 2, "red")
    set_bag(state, red)
    set_hand(state, 0, state.characters[0].hand[:2])  # 2 cards: not fewer than the token's 2

    log = step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("metagorger", CANTEEN)] and in_combat(state, 0) and in_combat(state, 1)
    assert state.bag == [] and red in state.supply
    assert [e.args for e in entries(log, "no_surprise")] == [{"seat": 0, "cards": 2, "number": 2}]
    assert not entries(log, "intruder_attacks")


@pytest.mark.rule("CARN-ENC-04", "CARN-ATK-05")
def test_fewer_cards_in_hand_than_the_tokens_number_means_a_surprise_attack():
    state = crew()
    shambler = token(state, "shambler", 3)
    set_bag(state, shambler)
    set_hand(state, 0, state.characters[0].hand[:2])
    top(state.attack_deck, "slash_2")  # Shambler symbol: 1 Light Wound and a Contamination card
    state.first_intruder_seen = True

    log = step(state, "encounter", CANTEEN, 0)

    assert [e.args for e in entries(log, "surprise_attack")] == [{"seat": 0, "cards": 2, "number": 3}]
    assert [(e.args["seat"], e.args["reason"]) for e in entries(log, "intruder_attacks")] == [(0, "surprise")]
    assert [e.args["card"] for e in entries(log, "attack_card")] == ["slash_2"]
    ch = state.characters[0]
    assert ch.light_wounds == 1 and sum(c.startswith("cont_") for c in ch.discard) == 1
    assert figures(state) == [("shambler", CANTEEN)] and shambler in state.supply


@pytest.mark.rule("CARN-ENC-06", "CARN-ADAPT-03", "CARN-ADAPT-04", "CARN-SETUP-09a")
@pytest.mark.parametrize("kind", ["shambler", "fleshbeast"])
def test_the_first_figure_of_a_type_comes_off_its_adaptation_card_which_is_revealed_once(kind):
    state = crew()
    first, second = [t for t in sorted(cat(state).intruder_tokens) if cat(state).intruder_tokens[t][0] == kind][:2]
    set_bag(state, first)
    name = adaptation_name(state, kind)

    log = step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [(kind, CANTEEN)]
    assert [(e.args["slot"], e.args["card"]) for e in entries(log, "weakness_revealed")] == [
        (kind, state.weaknesses[kind])]
    assert revealed_names(state) == (name,) and api.view(state, 1).weakness_slots == {
        kind: state.weaknesses[kind]}
    assert kind not in carno(state).on_cards and len(carno(state).on_cards) == 2
    assert chips(state)[("deck", "adaptations")] == "Adaptations 1 in force · 0 discarded · 2 face down"

    set_bag(state, second)
    log = step(state, "encounter", CANTEEN, 1)  # a second one: from the box, nothing more turns

    assert figures(state) == [(kind, CANTEEN), (kind, CANTEEN)]
    assert not entries(log, "weakness_revealed") and revealed_names(state) == (name,)


@pytest.mark.rule("CARN-ENC-06", "CARN-ADAPT-03", "CARN-ENC-04")
def test_the_butcher_token_brings_the_butcher_off_its_card_and_checks_for_a_surprise_attack_with_4():
    state = crew()
    set_bag(state, "butcher_1")
    set_hand(state, 0, state.characters[0].hand[:4])  # 4 cards: not fewer than 4

    log = step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("butcher", CANTEEN)]
    assert revealed_names(state) == (adaptation_name(state, "butcher"),)
    assert [e.args for e in entries(log, "no_surprise")] == [{"seat": 0, "cards": 4, "number": 4}]
    assert "butcher_1" in state.supply and state.bag == []


@pytest.mark.rule("CARN-ENC-04")
def test_the_butcher_token_moves_a_butcher_already_on_board_and_brings_nothing_once_it_was_killed():
    state = crew()
    butcher = put_intruder(state, "butcher", HIB)
    set_bag(state, "butcher_1")

    step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("butcher", CANTEEN)] and state.intruders[0].id == butcher.id  # the same figure

    state.intruders = []
    carno(state).butcher_killed = True
    set_bag(state, "butcher_1")
    log = step(state, "encounter", CANTEEN, 0)
    assert state.intruders == [] and entries(log, "butcher_gone")


@pytest.mark.rule("CARN-ENC-04", "CARN-ENC-01", "CARN-FEED-10")
def test_a_token_whose_figures_are_all_on_the_board_acts_as_a_blank_and_goes_back_into_the_bag(draws):
    state = crew()
    for room in ("R07", "R08", "R09"):
        put_intruder(state, "fleshbeast", room)  # all 3 Fleshbeast figures are out
    beast, other = token(state, "fleshbeast"), token(state, "metagorger", colour="blue")
    set_bag(state, beast, other)
    draws.next(beast)

    log = step(state, "encounter", CANTEEN, 0)

    assert [e.args["kind"] for e in entries(log, "no_figure_left")] == ["fleshbeast"]
    assert figures(state) == [("fleshbeast", "R07"), ("fleshbeast", "R08"), ("fleshbeast", "R09")]
    assert sorted(state.noise) == ["K04", "K07", "K09", "K10"]  # what a Blank does
    assert sorted(state.bag) == sorted([beast, other]) and beast not in state.supply  # back, nothing added
    assert not entries(log, "surprise_attack") and not entries(log, "intruder_attacks")


@pytest.mark.rule("CARN-ENC-05", "CARN-SETUP-16")
def test_the_first_carnomorph_encounter_makes_every_player_keep_one_objective():
    state = crew(first_seen=False)
    hands = {seat: list(cards) for seat, cards in state.objectives.items()}
    set_bag(state, token(state, "metagorger", 2, "red"))

    log = step(state, "encounter", CANTEEN, 0)

    assert [e.args["kind"] for e in entries(log, "first_intruder")] == ["metagorger"]
    kept = {}
    while state.pending is not None and state.pending.kind == "choose_objective":
        seat = state.pending.seat
        assert sorted(o.args[0] for o in state.pending.options) == sorted(hands[str(seat)])
        kept[str(seat)] = state.pending.options[-1].args[0]
        api.apply(state, state.pending.options[-1])
    assert state.objectives == {seat: [card] for seat, card in kept.items()} and sorted(kept) == ["0", "1"]


@pytest.mark.rule("CARN-ATK-07", "CARN-ENC-05", "CARN-ATK-05")
def test_a_first_metagorger_that_bites_by_surprise_and_is_gone_at_once_still_brings_the_objective_choice():
    state = crew(first_seen=False)
    set_bag(state, token(state, "metagorger", 3, "red"))
    set_hand(state, 0, state.characters[0].hand[:1])  # 1 card, fewer than 3

    log = step(state, "encounter", CANTEEN, 0)

    assert entries(log, "surprise_attack") and entries(log, "metagorger_bites")
    assert state.intruders == []  # spent at once (CARN-ATK-04)
    assert state.pending.kind == "choose_option"  # the Mutation card first: the attack is not cut in two
    choose(state, "keep", state.pending.options[0].args[0])

    asked = []
    while state.pending is not None and state.pending.kind == "choose_objective":
        asked.append(state.pending.seat)
        api.apply(state, state.pending.options[0])
    assert asked == [0, 1] and all(len(cards) == 1 for cards in state.objectives.values())
    assert state.first_intruder_seen


@pytest.mark.rule("CARN-ENC-04", "CARN-TERM-04")
def test_a_carnomorph_in_the_room_is_in_combat_with_everyone_there_and_nobody_elsewhere():
    state = crew()
    place(state, 1, HIB)
    put_intruder(state, "shambler", CANTEEN)

    assert in_combat(state, 0) and not in_combat(state, 1)


# --- The Butcher and the Technical Corridors (CARN-SYM-04, GAP-16) ----------------------------------------


@pytest.mark.rule("CARN-SYM-04")
def test_an_event_that_moves_the_butcher_into_the_technical_corridors_leaves_it_in_its_room():
    state = crew(room=HIB)
    assert corridor_for_number(state, SURGERY, 1) == TECH
    butcher = put_intruder(state, "butcher", SURGERY)
    shambler = put_intruder(state, "shambler", SURGERY)
    set_bag(state)
    bag = len(state.bag)

    event_movement(state, 1, ("shambler", "butcher"))

    assert figures(state) == [("butcher", SURGERY)] and butcher.room == SURGERY
    assert shambler not in state.intruders
    assert [cat(state).intruder_tokens[t][0] for t in state.bag] == ["shambler"] and len(state.bag) == bag + 1
    assert [e.args["intruder"] for e in entries(state.log, "too_big_for_the_ducts")] == [butcher.id]


@pytest.mark.rule("CARN-SYM-04", "CARN-DMG-03")
def test_a_butcher_that_retreats_toward_the_technical_corridors_stays_and_keeps_its_place_on_the_board():
    state = crew(room=HIB)
    butcher = put_intruder(state, "butcher", SURGERY, injuries=0)
    top(state.attack_deck, "bash_2")  # Retreat for every type but the Metagorger
    top(state.event_deck, event_card(state, 2))  # number 2: the Technical Corridors from the Surgery
    set_bag(state)

    start = len(state.log)
    injure_and_check(state, butcher, 1, "PUB-COMBAT-05")
    log = state.log[start:]

    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["R"]
    assert [e.args["number"] for e in entries(log, "retreat")] == [2]
    assert [e.rule for e in entries(log, "too_big_for_the_ducts")] == ["CARN-SYM-04"]
    assert figures(state) == [("butcher", SURGERY)] and butcher.injuries == 1
    assert state.bag == [] and not entries(log, "intruder_into_tech")
