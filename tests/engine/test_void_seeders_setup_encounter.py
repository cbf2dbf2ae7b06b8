"""A Void Seeders game as its players lay it out and meet its creatures: setup steps 1-21 and the components
(VS-SET, VS-CMP, VS-GEN), Encounters and the Surprise Attack (VS-ENC), the four types (VS-TYP), how Void Seeders
come and go (VS-APP) and what replaces the Larvae, Eggs and Queen of the base game (VS-REP)."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from engine import api
from engine.catalog import cat, opt
from engine.maps.nemesis_ship.objectives import queen_killed
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import in_combat, room_with_tile
from engine.species.void_seeders.state import void, void_view
from engine.state import State
from tests.engine.factories import (
    act,
    entries,
    kinds,
    make_game,
    place,
    put_intruder,
    reask,
    set_bag,
    set_hand,
    step,
    top,
)
from tests.engine.item_helpers import game
from tests.engine.room_helpers import use_room

SEEDS = range(6)
TYPES = ["lurker", "whisperer", "stalker", "despoiler"]
BASE_FIGURES = {"larva", "creeper", "adult", "breeder", "queen"}
HIB = "R11"  # the Hibernatorium: neighbours R06 (K10), R08, R14, R15
CANTEEN = "R06"  # corridors K04, K07, K09 (to R07), K10 (to R11); no Technical Corridor entrance
SURGERY = "R02"  # corridors K01 (noise 3), K04 and a Technical Corridor entrance; neighbours R01 and R06 only
SURGERY_CORRIDORS = ["K01", "K04", "TECH"]
CANTEEN_CORRIDORS = ["K04", "K07", "K09", "K10"]
NEXT_DOOR = "R07"  # through K09 from the Canteen
NEST = "R12"
STORAGE, ARMORY = "R09", "R10"  # neither is next to the Hibernatorium


def vs_game(seats: int = 2, seed: int = 3, **cfg) -> State:
    """A real Void Seeders game, stopped at player 1's first action."""
    return make_game(seats=seats, seed=seed, species="void_seeders", **cfg)


def base_game(seats: int = 2, seed: int = 3) -> State:
    return make_game(seats=seats, seed=seed)


def crew(*characters: str, room: str = HIB, seats: int = 2) -> State:
    """A Void Seeders game on the fixed, explored board: every character in `room` with 5 Action cards (no
    Interruption, so no Panic cancellation question), the first Void Seeder already seen (no Objective choice
    midway), and a Shower Room where the base layout keeps its Slime room."""
    chars = characters or ("soldier", "scout", "pilot", "captain", "mechanic")[:seats]
    state = game(*chars, room=room, seed=3, species="void_seeders")
    state.first_intruder_seen = True
    state.tiles["R15"] = "shower_room"
    return state


def token(state: State, kind: str, number: int | None = None) -> str:
    """A token of that kind (and number) from the box."""
    return next(t for t, (k, n) in sorted(cat(state).intruder_tokens.items())
                if k == kind and (number is None or n == number))


def bag_kinds(state: State) -> Counter:
    return Counter(cat(state).intruder_tokens[t][0] for t in state.bag)


def supply_kinds(state: State) -> Counter:
    return Counter(cat(state).intruder_tokens[t][0] for t in state.supply)


def figures(state: State) -> list[tuple[str, str]]:
    return sorted((i.kind, i.room) for i in state.intruders)


def carcasses(state: State) -> dict[str, int]:
    return {room: objs.count("carcass") for room, objs in state.objects.items() if "carcass" in objs}


def all_views(state: State) -> list[str]:
    return [msgspec.json.encode(api.view(state, seat)).decode() for seat in range(-1, len(state.characters))]


def rooms_of_slot(state: State, slot: str) -> list[str]:
    return sorted(r.id for r in cat(state).rooms.values() if r.slot == slot)


# --- setup, the base steps in a Void Seeders game (VS-SET) -------------------------------------------------


@pytest.mark.rule("VS-SET-02")
def test_the_slime_room_is_taken_out_and_five_of_the_other_room_2_tiles_are_laid_at_random():
    layouts = set()
    for seed in range(12):
        state = vs_game(seed=seed)
        twos = sorted(t.id for t in cat(state).tiles.values() if t.set == 2)
        laid = [state.tiles[r] for r in rooms_of_slot(state, "slot2")]

        assert "slime_room" in twos  # the box has it...
        assert "slime_room" not in laid and "slime_room" not in state.unused_tiles  # ...the game does not
        assert len(set(laid)) == 5 and sorted(laid + state.unused_tiles) == sorted(set(twos) - {"slime_room"})
        assert not any(state.explored[r] for r in rooms_of_slot(state, "slot2"))  # face down
        layouts.add(tuple(laid))
        base = base_game(seed=seed)  # the base game keeps it: laid or boxed
        assert "slime_room" in [base.tiles[r] for r in rooms_of_slot(base, "slot2")] + base.unused_tiles
    assert len(layouts) > 1


@pytest.mark.rule("VS-SET-13")
def test_the_void_seeder_event_attack_and_new_panic_decks_are_shuffled_face_down_with_the_base_decks():
    state = vs_game()
    c = cat(state)
    base = cat(base_game())

    # the Void Seeder decks replace the base ones: every card names Void Seeder types only
    assert sorted(state.attack_deck) == sorted(c.attack) and len(state.attack_deck) == 20
    assert all(set(card.hits) <= set(TYPES) for card in c.attack.values())
    assert any(set(card.hits) & BASE_FIGURES for card in base.attack.values())
    assert sorted(state.event_deck) == sorted(c.events) and len(state.event_deck) == 20
    assert all(set(card.movers) <= set(TYPES) for card in c.events.values())
    v = void(state)
    assert sorted(v.panic_deck) == sorted(c.ext["species:void_seeders"]["panic"]) and len(v.panic_deck) == 20
    assert v.panic_discard == []
    # the rest as in the base game
    assert sorted(state.wound_deck) == sorted(c.wounds) and len(state.contamination_deck) == 27
    assert {deck: len(cards) for deck, cards in state.item_decks.items()} == {
        "green": 30, "yellow": 30, "red": 30, "blue": 12}
    seen = api.view(state, 0)
    assert (seen.attack_deck, seen.event_deck, seen.attack_discard, seen.event_discard) == (20, 20, (), ())
    assert void_view(seen).panic_deck == 20
    assert not any(f'"{card}"' in text for text in all_views(state) for card in v.panic_deck)  # face down
    games = [vs_game(seed=seed) for seed in range(4)]
    for deck in (lambda g: g.attack_deck, lambda g: g.event_deck, lambda g: void(g).panic_deck):
        assert len({tuple(deck(g)) for g in games}) > 1  # each one shuffled


@pytest.mark.rule("VS-SET-14")
def test_markers_and_tokens_wait_beside_the_board():
    state = vs_game(seats=3)

    assert (state.fire, state.malfunction, state.noise, state.doors, state.intruders) == ([], [], [], {}, [])
    assert list(state.objects.values()) == [["corpse_blue"]]  # no Carcass, no other corpse out yet
    assert ship_state(state).self_destruct == -1
    assert (opt(state, "fire_markers"), opt(state, "malfunction_markers")) == (8, 8)
    assert "carcass" in opt(state, "species_objects")  # the Intruder Carcass tokens are at hand


@pytest.mark.rule("VS-SET-17")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_the_player_numbers_survive_the_exchange_for_void_seeder_help_cards(seats):
    state = vs_game(seats=seats)

    assert [(e.args["seat"], e.args["number"]) for e in entries(state.log, "help_card")] == [
        (s, s + 1) for s in range(seats)]
    assert state.player_numbers == list(range(1, seats + 1))  # unchanged once the game is under way
    assert [c.player_number for c in api.view(state, -1).characters] == list(range(1, seats + 1))
    assert cat(state).ext["species:void_seeders"]["help_cards"] >= seats  # a Void Seeder card for every player


@pytest.mark.rule("VS-SET-18")
def test_each_player_keeps_one_of_their_two_objectives_at_the_first_void_seeder():
    state = crew(room=CANTEEN)
    state.first_intruder_seen = False
    hands = {seat: list(cards) for seat, cards in state.objectives.items()}
    set_bag(state, token(state, "void_seeder", 2))
    step(state, "encounter", CANTEEN, 0)
    kept = {}
    while state.pending is not None and state.pending.kind == "choose_objective":
        seat = state.pending.seat
        assert sorted(o.args[0] for o in state.pending.options) == sorted(hands[str(seat)])
        kept[str(seat)] = state.pending.options[0].args[0]
        api.apply(state, state.pending.options[0])

    assert sorted(kept) == ["0", "1"]
    assert state.objectives == {seat: [card] for seat, card in kept.items()}  # the other one is discarded


@pytest.mark.rule("VS-SET-21")
def test_each_character_wakes_in_the_hibernatorium_with_its_deck_a_loaded_weapon_and_two_inactive_quests():
    state = vs_game(seats=2, characters=["soldier", "scout"])
    hib = room_with_tile(state, "hibernatorium")
    for ch in state.characters:
        cdef = cat(state).characters[ch.character]
        assert ch.room == hib and ch.status == "aboard"
        assert sorted(ch.hand + ch.deck) == sorted(card.id for card in cdef.cards) and ch.discard == []
        assert ch.weapons == {cdef.weapon.id: cdef.weapon.ammo}
        assert len(ch.quests) == 2 and not any(ch.quests.values())
    other = vs_game(seats=2, seed=4, characters=["soldier", "scout"])
    assert other.characters[0].hand + other.characters[0].deck != state.characters[0].hand + state.characters[0].deck


@pytest.mark.rule("VS-SET-23")
def test_player_one_takes_the_first_player_token_and_acts_first():
    state = vs_game(seats=4)

    assert state.first_player == 0 and state.player_numbers[0] == 1
    assert (state.pending.kind, state.pending.seat) == ("choose_action", 0)
    assert api.view(state, 2).first_player == 0


@pytest.mark.rule("VS-SET-24")
def test_the_blue_character_corpse_lies_in_the_hibernatorium_as_a_heavy_object():
    state = vs_game(seats=5)
    hib = room_with_tile(state, "hibernatorium")

    assert state.objects == {hib: ["corpse_blue"]}
    assert next(r for r in api.view(state, -1).rooms if r.id == hib).objects == ("corpse_blue",)
    assert "corpse" in opt(state, "crew_objects")  # a Character Corpse, carried as a Heavy Object


# --- components (VS-CMP) -----------------------------------------------------------------------------------


@pytest.mark.rule("VS-CMP-01")
@pytest.mark.parametrize("seed", SEEDS)
def test_the_void_seeder_board_holds_eggs_three_hidden_weaknesses_and_three_empty_destroyed_lair_slots(seed):
    state = vs_game(seed=seed)
    v = void(state)

    assert "species:void_seeders" in state.ext and "species:intruders" not in state.ext  # no Intruder board
    assert v.eggs == opt(state, "eggs_at_setup") == 5
    assert sorted(state.weaknesses) == sorted(opt(state, "weakness_slots"))
    assert len(set(state.weaknesses.values())) == 3 and set(state.weaknesses.values()) <= set(cat(state).weaknesses)
    assert state.revealed_weaknesses == [] and api.view(state, 0).weaknesses == ()
    names = [cat(state).weaknesses[w].name for w in state.weaknesses.values()]
    assert not any(name in text for text in all_views(state) for name in names)
    assert (v.lairs_destroyed, v.despoiler_dead) == (0, False)
    assert [e.args for e in entries(state.log, "setup_void_board")] == [{"eggs": 5, "slots": 3}]
    seen = void_view(api.view(state, 1))
    assert (seen.eggs, seen.lairs_destroyed) == (5, 0)


@pytest.mark.rule("VS-CMP-14")
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_every_character_has_an_insanity_track_of_levels_1_to_5(seats):
    state = vs_game(seats=seats)
    track = cat(state).ext["species:void_seeders"]["insanity_track"]

    assert [lv.level for lv in track.levels] == [1, 2, 3, 4, 5]
    assert void(state).madness == [1] * seats
    assert void_view(api.view(state, -1)).madness == (1,) * seats  # everyone sees every track


@pytest.mark.rule("VS-CMP-15")
def test_the_base_components_the_expansion_keeps_are_the_same_as_in_the_base_game():
    state, base = vs_game(seats=3, seed=2), base_game(seats=3, seed=2)

    assert sorted(state.wound_deck) == sorted(base.wound_deck)
    assert (len(state.contamination_deck), len(state.infected)) == (len(base.contamination_deck), len(base.infected))
    assert {d: len(c) for d, c in state.item_decks.items()} == {d: len(c) for d, c in base.item_decks.items()}
    assert ship_state(state).coordinates and len(ship_state(state).pods) == len(ship_state(base).pods)
    assert sorted(ship_state(state).engines) == sorted(ship_state(base).engines)
    assert void(state).eggs == 5 and "carcass" in opt(state, "species_objects")
    assert state.objects == base.objects == {HIB: ["corpse_blue"]}
    assert sorted(cat(state).characters) == sorted(cat(base).characters)
    assert sorted(cat(state).objectives) == sorted(cat(base).objectives)
    room_tiles = {t.id for t in cat(state).tiles.values()}
    assert room_tiles - {state.tiles[r] for r in state.tiles} - set(state.unused_tiles) == {"slime_room"}


@pytest.mark.rule("VS-CMP-16")
def test_the_base_intruder_pieces_and_decks_and_the_slime_pieces_stay_in_the_box():
    state, base = vs_game(), base_game()
    c, b = cat(state), cat(base)

    token_kinds = {k for k, _n in c.intruder_tokens.values()}
    assert token_kinds == {"void_seeder", "blank", "insanity"} and not token_kinds & BASE_FIGURES
    assert not set(c.kinds) & BASE_FIGURES
    assert set(c.attack) != set(b.attack) and set(c.events) != set(b.events)
    assert set(c.weaknesses) != set(b.weaknesses)
    exploration = Counter(e for e, _n in c.exploration)
    assert Counter(e for e, _n in b.exploration) - exploration == {"slime": 2, "silence": 2}
    assert "slime_room" not in state.tiles.values()


# --- "Intruder" means "Void Seeder" (VS-GEN) ---------------------------------------------------------------


@pytest.mark.rule("VS-GEN-01")
def test_the_base_rules_about_intruders_apply_to_void_seeders(script):
    state = crew()
    place(state, 0, CANTEEN)
    put_intruder(state, "lurker", CANTEEN)
    assert in_combat(state, 0) and not in_combat(state, 1)  # PUB-ACT-04: in a room with an Intruder
    top(state.attack_deck, "glimpse_1")  # Lurker symbol: +1 Insanity
    reask(state, 0)

    log = act(state, "move", HIB, "K10")  # leaving is an Escape: "each Intruder" attacks (PUB-MOVE-07)

    attacks = entries(log, "intruder_attacks")
    assert [(e.args["kind"], e.args["seat"], e.args["reason"]) for e in attacks] == [("lurker", 0, "escape")]
    assert [e.args["card"] for e in entries(log, "attack_card")] == ["glimpse_1"]
    assert void(state).madness == [2, 1] and state.characters[0].room == HIB


# --- Encounters (VS-ENC) -----------------------------------------------------------------------------------


@pytest.mark.rule("VS-ENC-01", "VS-ENC-02", "VS-ENC-03")
def test_an_encounter_clears_every_corridors_noise_then_draws_one_token(script):
    state = crew(room=SURGERY)
    first, second = token(state, "void_seeder", 3), token(state, "void_seeder", 4)
    set_bag(state, first, second)
    state.noise = ["K01", "K04", "K07", "TECH"]  # K07 belongs to R05 / R06 only
    script.rolls("3")  # the Surgery: 3 -> K01, which already holds Noise

    log = step(state, "noise_roll", 0)

    order = kinds(log)
    assert order.index("encounter") < order.index("noise_removed") < order.index("token_drawn")
    assert order.index("token_drawn") < order.index("intruder_placed")
    assert [e.args["corridors"] for e in entries(log, "noise_removed")] == [",".join(SURGERY_CORRIDORS)]
    assert state.noise == ["K07"]
    drawn = entries(log, "token_drawn")
    assert len(drawn) == 1 and len(state.bag) == 1 and state.bag[0] in (first, second)
    assert state.bag[0] != drawn[0].args["token"]


@pytest.mark.rule("VS-ENC-06", "VS-ENC-07")
def test_a_void_seeder_token_puts_a_figure_in_combat_with_the_room_and_is_set_aside():
    state = crew(seats=3)
    place(state, 2, NEXT_DOOR)
    place(state, 0, CANTEEN)
    place(state, 1, CANTEEN)
    drawn = token(state, "void_seeder", 2)  # 5 cards in hand: no Surprise Attack
    set_bag(state, drawn)

    step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("lurker", CANTEEN)]
    assert in_combat(state, 0) and in_combat(state, 1) and not in_combat(state, 2)
    assert drawn not in state.bag and drawn in state.supply  # set aside, not back into the bag


@pytest.mark.rule("VS-ENC-08", "VS-ENC-09", "VS-ENC-10")
def test_an_insanity_token_of_any_colour_makes_the_trigger_panic_and_goes_back_into_the_bag():
    state = crew(room=SURGERY)
    set_bag(state, "insanity_2")  # seat 1's colour; seat 0 triggers
    top(void(state).panic_deck, "sabotage")  # value 5: at level 1 it only raises Insanity

    log = step(state, "encounter", SURGERY, 0)

    assert state.noise == SURGERY_CORRIDORS  # a marker in every corridor, the Technical Corridor too
    assert [e.args["seat"] for e in entries(log, "panic_card")] == [0]
    assert void(state).madness == [2, 1] and void(state).panic_discard == ["sabotage"]
    assert state.bag == ["insanity_2"] and state.intruders == []


@pytest.mark.rule("VS-ENC-11")
def test_the_blank_makes_noise_everywhere_and_goes_back_with_no_last_token_extra():
    state = crew(room=CANTEEN)
    set_bag(state, "blank_1")  # the last token in the bag
    supply = list(state.supply)

    log = step(state, "encounter", CANTEEN, 0)

    assert state.noise == CANTEEN_CORRIDORS
    assert state.bag == ["blank_1"] and state.supply == supply  # nothing added (base PUB-ENC-03 would)
    assert state.intruders == [] and not entries(log, "panic_card")


@pytest.mark.rule("VS-ENC-13", "VS-APP-03")
def test_walking_into_a_room_with_a_void_seeder_is_no_encounter_and_means_combat(script):
    state = crew()
    put_intruder(state, "whisperer", CANTEEN)
    state.noise = list(CANTEEN_CORRIDORS)  # any Noise roll there would start an Encounter
    bag = list(state.bag)
    reask(state, 0)

    log = act(state, "move", CANTEEN, "K10")  # the script allows no die roll at all

    assert state.characters[0].room == CANTEEN and in_combat(state, 0)
    assert not entries(log, "noise_roll") and not entries(log, "encounter")
    assert state.bag == bag and state.noise == CANTEEN_CORRIDORS and figures(state) == [("whisperer", CANTEEN)]


@pytest.mark.rule("VS-TYP-05", "VS-ATK-03")
@pytest.mark.parametrize(("level", "kind"), [(1, "lurker"), (3, "whisperer"), (4, "stalker"), (5, "despoiler")])
def test_every_type_makes_the_same_surprise_attack_a_contamination_card_and_a_panic_card(level, kind):
    state = crew(room=CANTEEN)
    void(state).madness = [level, 1]
    set_hand(state, 0, [])  # fewer cards than any token's number
    set_bag(state, token(state, "void_seeder", 5))
    top(void(state).panic_deck, "scream")  # value 1: it resolves at every level
    ch = state.characters[0]
    attack = (list(state.attack_deck), list(state.attack_discard))

    log = step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [(kind, CANTEEN)]
    assert [c for c in ch.discard if c.startswith("cont_")] and len(entries(log, "contamination_gained")) == 1
    assert [(e.args["seat"], e.args["card"]) for e in entries(log, "panic_card")] == [(0, "scream")]
    assert (state.attack_deck, state.attack_discard) == attack  # no Attack card drawn
    assert not entries(log, "attack_card") and (ch.light_wounds, ch.serious) == (0, [])
    assert void(state).madness == [level, 1] and state.noise == CANTEEN_CORRIDORS  # the Scream itself


# --- how Void Seeders appear and leave (VS-APP) -------------------------------------------------------------


@pytest.mark.rule("VS-APP-01")
def test_only_a_void_seeder_token_drawn_in_an_encounter_brings_a_figure(script):
    state = crew(room=CANTEEN)
    for drawn in ("blank_1", "insanity_1"):
        set_bag(state, drawn)
        top(void(state).panic_deck, "sabotage")
        step(state, "encounter", CANTEEN, 0)
        assert state.intruders == [], drawn

    set_bag(state, token(state, "void_seeder", 3))  # bag development does not place one either
    script.rolls("silence", "silence")
    step(state, "ev_bag")
    assert state.intruders == []

    set_bag(state, token(state, "void_seeder", 3))
    step(state, "encounter", CANTEEN, 0)
    assert figures(state) == [("lurker", CANTEEN)]


@pytest.mark.rule("VS-APP-02", "VS-TYP-09")
def test_the_triggers_insanity_picks_the_type_and_a_missing_figure_gives_the_next_lower_type():
    state = crew(room=CANTEEN)
    put_intruder(state, "stalker", ARMORY)  # the only Stalker of the box is out
    void(state).madness = [4, 1]
    set_bag(state, token(state, "void_seeder", 2))

    log = step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("stalker", ARMORY), ("whisperer", CANTEEN)]
    assert [(e.args["kind"], e.args["placed"]) for e in entries(log, "lower_type_placed")] == [
        ("stalker", "whisperer")]

    state.intruders = []
    void(state).madness = [5, 1]
    void(state).despoiler_dead = True  # every Lair destroyed: the Despoiler never comes again (VS-LAI-19)
    set_bag(state, token(state, "void_seeder", 2))
    step(state, "encounter", CANTEEN, 0)
    assert figures(state) == [("stalker", CANTEEN)]

    # no figure left at the wanted rank nor below: the token acts as a Blank (PROPOSED VS-GAP-18)
    state.intruders = []
    for _ in range(opt(state, "miniatures")["lurker"]):
        put_intruder(state, "lurker", ARMORY)
    void(state).madness = [1, 1]
    set_hand(state, 0, [])
    drawn = token(state, "void_seeder", 5)
    set_bag(state, drawn)
    log = step(state, "encounter", CANTEEN, 0)
    assert {i.room for i in state.intruders} == {ARMORY} and state.bag == [drawn]
    assert state.noise == CANTEEN_CORRIDORS and not entries(log, "surprise_attack")


@pytest.mark.rule("VS-APP-04")
def test_void_seeders_leave_the_board_when_defeated_when_they_lurk_and_the_despoiler_with_the_last_lair():
    state = crew()  # both characters in the Hibernatorium, far from the Surgery and the Storage
    # defeated: the Lurker in a burning room, its 2 cards' lower value 1 <= 1 Injury
    put_intruder(state, "lurker", SURGERY)
    state.fire = [SURGERY]
    top(state.attack_deck, "glimpse_1", "glimpse_2")
    step(state, "ev_fire")
    assert state.intruders == []

    # Lurk: nobody in or next to the Storage
    put_intruder(state, "whisperer", STORAGE)
    state.fire = []
    step(state, "ev_lurk")
    assert state.intruders == []

    # the last Lair destroyed takes the Despoiler with it
    void(state).lairs_destroyed = 2
    despoiler = put_intruder(state, "despoiler", STORAGE)
    put_intruder(state, "lair", SURGERY, injuries=2)
    state.fire = [SURGERY]
    top(state.attack_deck, "claw_1", "cold_whisper_2")  # 3 Injuries against the higher value 4: it holds
    step(state, "ev_fire")
    assert figures(state) == [("despoiler", STORAGE), ("lair", SURGERY)]  # the Lair holds, so does the Despoiler
    top(state.attack_deck, "glimpse_1", "haunting_vision_1")  # higher value 2 <= 4 Injuries
    log = step(state, "ev_fire")
    assert state.intruders == []
    assert [e.args["intruder"] for e in entries(log, "despoiler_removed")] == [despoiler.id]


@pytest.mark.rule("VS-APP-05", "VS-BAG-02", "VS-BAG-03", "VS-BAG-08")
def test_bag_development_and_lurk_feed_the_bag(script):
    state = crew(seats=3)
    place(state, 1, CANTEEN)
    put_intruder(state, "lair", CANTEEN)  # seat 1 is in Combat with a Lair
    place(state, 2, NEXT_DOOR)
    state.first_player = 1  # turn order 1, 2, 0
    set_bag(state, "blank_1")
    supply = supply_kinds(state)["void_seeder"]

    step(state, "ev_bag")  # the Blank adds a supply token and goes back
    assert bag_kinds(state) == {"blank": 1, "void_seeder": 1}
    assert supply_kinds(state)["void_seeder"] == supply - 1

    seeder = next(t for t in state.bag if t != "blank_1")
    state.bag.remove("blank_1")
    state.supply.append("blank_1")
    script.rolls("silence", "silence")
    log = step(state, "ev_bag")  # a Void Seeder token: Noise rolls in turn order, not for seat 1
    assert state.bag == [seeder]
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [2, 0]
    assert [e.args["seat"] for e in entries(log, "noise_roll_skipped")] == [1]

    put_intruder(state, "lurker", STORAGE)  # nobody in or next to the Storage
    step(state, "ev_lurk")
    assert len(state.bag) == 2 and bag_kinds(state)["void_seeder"] == 2
    assert supply_kinds(state)["void_seeder"] == supply - 2


# --- the types (VS-TYP) --------------------------------------------------------------------------------------


@pytest.mark.rule("VS-TYP-04", "VS-MOV-02")
def test_every_type_walks_through_a_closed_door_which_stays_closed_while_the_lair_stays(script):
    state = crew(room=CANTEEN)
    for kind in [*TYPES, "lair"]:
        put_intruder(state, kind, NEXT_DOOR)
    state.doors["K09"] = "closed"
    script.rolls("danger")  # Danger: the neighbours not in Combat come in

    step(state, "noise_roll", 0)

    assert figures(state) == sorted([(kind, CANTEEN) for kind in TYPES] + [("lair", NEXT_DOOR)])
    assert state.doors == {"K09": "closed"}  # not destroyed, not opened


@pytest.mark.rule("VS-TYP-06", "VS-REP-04")
def test_beaten_void_seeders_vanish_with_no_carcass_and_only_a_destroyed_lair_leaves_one():
    state = crew()
    put_intruder(state, "lurker", SURGERY)  # 1 Injury: 2 cards, the lower one counts
    put_intruder(state, "whisperer", CANTEEN, injuries=2)  # 3 Injuries: 1 card
    put_intruder(state, "stalker", STORAGE, injuries=4)  # 5 Injuries: 2 cards, the higher one counts
    put_intruder(state, "lair", ARMORY, injuries=4)  # 5 Injuries: 2 cards, the higher one counts
    state.fire = [SURGERY, CANTEEN, STORAGE, ARMORY]  # burnt in room-number order
    top(state.attack_deck, "glimpse_1", "glimpse_2", "chorus", "claw_2", "rend", "claw_1", "cold_whisper_2")
    in_bag = bag_kinds(state)["void_seeder"]

    log = step(state, "ev_fire")

    assert state.intruders == []
    assert sorted(e.args["kind"] for e in entries(log, "void_seeder_defeated")) == ["lurker", "stalker", "whisperer"]
    assert bag_kinds(state)["void_seeder"] == in_bag + 3  # one random supply token per defeat, none for the Lair
    assert carcasses(state) == {ARMORY: 1}


@pytest.mark.rule("VS-TYP-07")
def test_the_despoiler_never_keeps_an_injury_marker():
    state = crew()
    despoiler = put_intruder(state, "despoiler", CANTEEN)
    state.fire = [CANTEEN]
    for card in ("despoil", "glimpse_1"):  # blood 6, then 1: neither counts, neither is a Retreat
        top(state.attack_deck, card)
        step(state, "ev_fire")
        assert (despoiler.injuries, despoiler.room) == (0, CANTEEN)
        assert figures(state) == [("despoiler", CANTEEN)]
    assert next(i for i in api.view(state, 0).intruders if i.id == despoiler.id).injuries == 0
    assert carcasses(state) == {}


@pytest.mark.rule("VS-TYP-08")
def test_void_seeders_out_of_combat_with_nobody_next_door_vanish_in_the_lurk_step():
    state = crew()  # both characters in the Hibernatorium
    place(state, 1, STORAGE)
    put_intruder(state, "lurker", SURGERY)  # nobody there nor next door: vanishes
    put_intruder(state, "stalker", CANTEEN, injuries=1)  # the Hibernatorium is next door: stays
    put_intruder(state, "whisperer", STORAGE)  # in Combat with seat 1: stays
    in_bag = len(state.bag)

    step(state, "ev_lurk")

    assert figures(state) == [("stalker", CANTEEN), ("whisperer", STORAGE)]
    assert len(state.bag) == in_bag + 1
    assert set(SURGERY_CORRIDORS) <= set(state.noise)


# --- what replaces Eggs and the Queen (VS-REP) --------------------------------------------------------------


@pytest.mark.rule("VS-REP-02")
def test_the_nest_and_its_five_eggs_follow_the_base_rules_and_nothing_adds_eggs(script):
    for seed in SEEDS:
        fresh = vs_game(seed=seed)
        assert "nest" in fresh.tiles.values() and void(fresh).eggs == 5
    state = crew()
    script.rolls("silence")

    log = use_room(state, 0, NEST)  # take an Egg: a Heavy Object, then a Noise roll

    assert void(state).eggs == 4 and state.characters[0].heavy == ["egg"]
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0]
    state.fire = [NEST]
    step(state, "ev_fire")  # Fire destroys an Egg in the Nest
    assert void(state).eggs == 3
    state.fire = []
    for drawn in ("blank_1", "insanity_2", token(state, "void_seeder", 2)):  # no Queen token adds an Egg
        set_bag(state, drawn)
        top(void(state).panic_deck, "sabotage")
        if drawn.startswith("void_seeder"):
            script.rolls("silence", "silence")
        step(state, "ev_bag")
        assert void(state).eggs == 3, drawn
    assert "queen" not in {k for k, _n in cat(state).intruder_tokens.values()}


@pytest.mark.rule("VS-REP-03")
def test_destroying_the_third_lair_counts_as_killing_the_queen_even_if_the_despoiler_never_appeared():
    state = crew()
    state.fire = [CANTEEN]
    for destroyed in (1, 2, 3):
        assert not queen_killed(state)
        put_intruder(state, "lair", CANTEEN, injuries=5)
        top(state.attack_deck, "glimpse_1", "glimpse_2")
        step(state, "ev_fire")
        assert void(state).lairs_destroyed == destroyed

    assert queen_killed(state)  # the Queen-hunt Objectives read it
    assert carcasses(state) == {CANTEEN: 3}
    place(state, 0, CANTEEN)
    void(state).madness = [5, 1]
    set_bag(state, token(state, "void_seeder", 2))
    step(state, "encounter", CANTEEN, 0)
    assert figures(state) == [("stalker", CANTEEN)]  # never the Despoiler again
