"""Setup of the published game for 1-5 players: board steps 1-13, crew steps 14-21 (PUB-SETUP)."""

from collections import Counter

import msgspec
import pytest

from engine import api
from engine.catalog import cat
from engine.flow import run
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_state, ship_view
from engine.rules.setup import new_state
from engine.species.intruders.state import hive
from engine.state import clone
from tests.engine.factories import kinds, make_game, room_with

SEEDS = range(6)


def view_text(state, seat: int) -> str:
    return msgspec.json.encode(api.view(state, seat)).decode()


def all_views(state) -> list[str]:
    return [view_text(state, seat) for seat in range(-1, len(state.characters))]


def rooms_of_slot(state, slot: str) -> list[str]:
    return sorted(r.id for r in cat(state).rooms.values() if r.slot == slot)


def bag_kinds(state) -> Counter:
    return Counter(cat(state).intruder_tokens[t][0] for t in state.bag)


def entries(state, kind: str) -> list:
    return [e for e in state.log if e.kind == kind]


def drafting_game(seats: int, seed: int):
    """A game stopped at the first draft decision (setup done up to the crew)."""
    return api.new_game({"seats": seats, "seed": seed})


# --- board: steps 1-4 --------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-01")
def test_game_is_laid_out_on_the_basic_side_ship_map():
    state = make_game(seats=2)
    rooms = cat(state).rooms
    assert state.config["map"] == "nemesis_ship"
    assert len(rooms) == 21
    assert {state.tiles[r] for r in ("R01", "R11", "R19", "R20", "R21")} == {
        "cockpit", "hibernatorium", "engine_1", "engine_2", "engine_3"}
    start = entries(state, "setup_start")
    assert start[0].rule == "PUB-SETUP-01" and start[0].args["seats"] == 2


@pytest.mark.rule("PUB-SETUP-02")
@pytest.mark.parametrize("seed", SEEDS)
def test_five_random_room_2_tiles_go_on_the_2_slots_and_four_are_boxed_unseen(seed):
    state = make_game(seats=3, seed=seed)
    set2 = sorted(t.id for t in cat(state).tiles.values() if t.set == 2)
    slot2 = rooms_of_slot(state, "slot2")
    placed = [state.tiles[r] for r in slot2]
    assert slot2 == ["R06", "R07", "R08", "R14", "R15"]
    assert len(set(placed)) == 5 and set(placed) <= set(set2)
    assert sorted(state.unused_tiles) == sorted(set(set2) - set(placed))
    for text in all_views(state):
        for tile in state.unused_tiles:
            assert f'"{tile}"' not in text  # boxed without looking


@pytest.mark.rule("PUB-SETUP-02")
def test_the_room_2_tiles_drawn_depend_on_the_shuffle():
    layouts = {tuple(make_game(seats=1, seed=seed).tiles[r] for r in ("R06", "R07", "R08", "R14", "R15"))
               for seed in SEEDS}
    assert len(layouts) > 1


@pytest.mark.rule("PUB-SETUP-03")
@pytest.mark.parametrize("seed", SEEDS)
def test_all_eleven_room_1_tiles_fill_the_1_slots_face_down(seed):
    state = make_game(seats=2, seed=seed)
    set1 = sorted(t.id for t in cat(state).tiles.values() if t.set == 1)
    slot1 = rooms_of_slot(state, "slot1")
    assert len(slot1) == 11 and len(set1) == 11
    assert sorted(state.tiles[r] for r in slot1) == set1
    assert not any(state.explored[r] for r in slot1)
    hidden = {room.id: room for room in api.view(state, 0).rooms}
    assert all(hidden[r].tile is None for r in slot1)


@pytest.mark.rule("PUB-SETUP-04")
@pytest.mark.parametrize("seed", SEEDS)
def test_sixteen_exploration_tokens_on_the_room_tiles_four_boxed_none_on_special_rooms(seed):
    state = make_game(seats=2, seed=seed)
    c = cat(state)
    tiled = rooms_of_slot(state, "slot1") + rooms_of_slot(state, "slot2")
    special = rooms_of_slot(state, "special")
    assert sorted(state.exploration) == sorted(tiled)
    assert not any(r in state.exploration for r in special)
    used = list(state.exploration.values())
    assert len(used) == 16 and len(state.exploration_box) == 4
    assert sorted(used + state.exploration_box) == list(range(len(c.exploration))) == list(range(20))


# --- ship systems: steps 5-8 ---------------------------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-05")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_one_coordinates_card_is_dealt_face_down_and_the_other_seven_boxed(seats):
    state = make_game(seats=seats, seed=4)
    assert ship_state(state).coordinates in coordinates_of(cat(state))
    placed = entries(state, "setup_coordinates")
    assert placed[0].rule == "PUB-SETUP-05" and placed[0].args == {"boxed": 7}
    for text in all_views(state):  # nobody knows the card, not even from the log
        assert ship_state(state).coordinates not in text


@pytest.mark.rule("PUB-SETUP-05")
def test_the_coordinates_card_is_random():
    assert len({ship_state(make_game(seats=2, seed=seed)).coordinates for seed in range(12)}) > 1


@pytest.mark.rule("PUB-SETUP-06")
def test_destination_marker_starts_on_b_and_everyone_sees_it():
    state = make_game(seats=3)
    assert ship_state(state).destination == "B"
    assert all(ship_view(api.view(state, seat)).destination == "B" for seat in (-1, 0, 1, 2))
    assert entries(state, "destination_set")[0].rule == "PUB-SETUP-06"


@pytest.mark.rule("PUB-SETUP-07")
@pytest.mark.parametrize(("seats", "pods"), [(1, 2), (2, 2), (3, 3), (4, 3), (5, 4)])
def test_escape_pods_by_player_count_ascending_alternate_a_b_all_locked(seats, pods):
    for seed in SEEDS:
        state = make_game(seats=seats, seed=seed)
        numbers = [p.number for p in ship_state(state).pods]
        assert len(ship_state(state).pods) == pods
        assert numbers == sorted(numbers) and len(set(numbers)) == pods
        assert set(numbers) <= {1, 2, 3, 4}
        assert [p.section for p in ship_state(state).pods] == ["A", "B", "A", "B"][:pods]
        assert all(p.locked for p in ship_state(state).pods)
        assert [(p.number, p.section, p.locked) for p in ship_view(api.view(state, -1)).pods] == [
            (p.number, p.section, True) for p in ship_state(state).pods]


@pytest.mark.rule("PUB-SETUP-07")
def test_the_pod_tokens_used_are_taken_at_random():
    picks = {tuple(p.number for p in ship_state(make_game(seats=2, seed=seed)).pods) for seed in range(12)}
    assert len(picks) > 1


@pytest.mark.rule("PUB-SETUP-08")
@pytest.mark.parametrize("seed", SEEDS)
def test_each_engine_stacks_one_damaged_and_one_working_token(seed):
    state = make_game(seats=2, seed=seed)
    assert sorted(ship_state(state).engines) == ["engine_1", "engine_2", "engine_3"]
    for stack in ship_state(state).engines.values():
        assert sorted(stack) == ["damaged", "working"]
    assert entries(state, "setup_engines")[0].rule == "PUB-SETUP-08"


@pytest.mark.rule("PUB-SETUP-08")
def test_engine_status_is_random_and_hidden_from_every_seat():
    tops = {tuple(s[-1] for _, s in sorted(ship_state(make_game(seats=2, seed=seed)).engines.items())) for seed in range(12)}
    assert len(tops) > 1
    state = make_game(seats=2)
    for text in all_views(state):
        assert "damaged" not in text and "working" not in text


# --- intruder side, decks, supply, time: steps 9-13 ------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-09")
@pytest.mark.parametrize("seed", SEEDS)
def test_intruder_board_gets_five_eggs_and_three_face_down_weaknesses(seed):
    state = make_game(seats=2, seed=seed)
    assert hive(state).eggs == 5
    assert sorted(state.weaknesses) == ["carcass", "corpse", "egg"]
    dealt = list(state.weaknesses.values())
    assert len(set(dealt)) == 3 and set(dealt) <= set(cat(state).weaknesses)
    assert state.revealed_weaknesses == []
    for text in all_views(state):
        assert not any(f'"{w}"' in text or cat(state).weaknesses[w].name in text for w in dealt)


@pytest.mark.rule("PUB-SETUP-10", "PUB-SETUP-22")
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_bag_holds_blank_queen_creeper_four_larvae_and_three_plus_n_adults(seats):
    state = make_game(seats=seats, seed=seats)
    assert bag_kinds(state) == Counter(blank=1, queen=1, creeper=1, larva=4, adult=3 + seats)
    assert len(state.bag) == 10 + seats
    assert api.view(state, 0).bag_size == 10 + seats


@pytest.mark.rule("PUB-SETUP-10")
def test_the_adult_tokens_in_the_bag_are_taken_at_random():
    adults = {tuple(t for t in make_game(seats=2, seed=seed).bag if t.startswith("adult")) for seed in range(8)}
    assert len(adults) > 1


@pytest.mark.rule("PUB-SETUP-23")
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_supply_after_filling_the_bag(seats):
    state = make_game(seats=seats, seed=seats)
    supply = Counter(cat(state).intruder_tokens[t][0] for t in state.supply)
    assert supply == Counter(larva=4, creeper=2, adult=9 - seats, breeder=2)
    assert len(state.bag) + len(state.supply) == 27
    assert api.view(state, -1).supply == dict(supply)


@pytest.mark.rule("PUB-SETUP-11")
def test_attack_event_wound_and_contamination_decks_are_complete_and_face_down():
    state = make_game(seats=2)
    c = cat(state)
    assert sorted(state.attack_deck) == sorted(c.attack)
    assert sorted(state.event_deck) == sorted(c.events)
    assert sorted(state.wound_deck) == sorted(c.wounds)
    assert len(state.contamination_deck) == 27 and len(state.infected) == 7
    assert set(state.infected) <= set(state.contamination_deck)
    v = api.view(state, 0)
    assert (v.attack_deck, v.event_deck, v.wound_deck, v.contamination_deck) == (20, 20, 16, 27)
    assert (v.attack_discard, v.event_discard) == ((), ())  # only the deck sizes are visible
    assert "cont_" not in view_text(state, 0)


@pytest.mark.rule("PUB-SETUP-11")
def test_each_deck_is_shuffled_separately():
    games = [make_game(seats=2, seed=seed) for seed in range(4)]
    for deck in ("attack_deck", "event_deck", "wound_deck", "contamination_deck"):
        assert len({tuple(getattr(g, deck)) for g in games}) > 1, deck
    assert len({tuple(g.infected) for g in games}) > 1


@pytest.mark.rule("PUB-SETUP-12")
def test_markers_start_in_the_supply_not_on_the_board():
    state = make_game(seats=3)
    assert (state.fire, state.malfunction, state.noise, state.doors, state.intruders) == ([], [], [], {}, [])
    assert ship_state(state).self_destruct == -1
    assert cat(state).options["fire_markers"] == 8 and cat(state).options["malfunction_markers"] == 8
    assert list(state.objects.values()) == [["corpse_blue"]]  # no other token is out yet


@pytest.mark.rule("PUB-SETUP-13")
def test_time_marker_starts_on_the_first_green_space():
    state = make_game(seats=2)
    assert state.time == 0 == cat(state).options["time_track_start"]
    assert api.view(state, -1).time == 0
    assert entries(state, "setup_time")[0].rule == "PUB-SETUP-13"


# --- crew: steps 14-21 -----------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-14")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_help_cards_give_each_seat_a_player_number_one_to_n(seats):
    state = make_game(seats=seats)
    assert state.player_numbers == list(range(1, seats + 1))
    assert [c.player_number for c in api.view(state, 0).characters] == list(range(1, seats + 1))
    help_cards = entries(state, "help_card")
    assert [(e.rule, e.args["seat"], e.args["number"]) for e in help_cards] == [
        ("PUB-SETUP-14", s, s + 1) for s in range(seats)]


@pytest.mark.rule("PUB-SETUP-14", "PUB-SETUP-17")
def test_the_draft_follows_the_player_numbers():
    state = drafting_game(seats=4, seed=9)
    order = []
    while state.pending.kind == "choose_character":
        order.append(state.player_numbers[state.pending.seat])
        api.apply(state, state.pending.options[-1])
    assert order == [1, 2, 3, 4]


@pytest.mark.rule("PUB-SETUP-16")
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_each_player_is_dealt_one_corporate_and_one_personal_objective_for_the_player_count(seats):
    for seed in SEEDS:
        state = make_game(seats=seats, seed=seed)
        objectives = cat(state).objectives
        dealt = [card for hand in state.objectives.values() for card in hand]
        assert sorted(state.objectives) == [str(s) for s in range(seats)]
        for hand in state.objectives.values():
            assert sorted(objectives[c].deck for c in hand) == ["corporate", "personal"]
        assert len(set(dealt)) == len(dealt)  # dealt from one deck each, no duplicates
        assert all(objectives[c].min_players <= seats for c in dealt)


@pytest.mark.rule("PUB-SETUP-16")
def test_objectives_needing_more_players_are_removed_before_dealing():
    seen = set()
    for seed in range(40):
        seen.update(c for hand in make_game(seats=2, seed=seed).objectives.values() for c in hand)
    objectives = cat(make_game(seats=2)).objectives
    assert {objectives[c].min_players for c in seen} == {2}
    assert "the_oldest_friend" not in seen and "an_old_feud" not in seen  # 3+ cards


@pytest.mark.rule("PUB-SETUP-16")
def test_objectives_are_secret_each_seat_sees_only_its_own():
    state = make_game(seats=3, seed=2)
    for seat in range(3):
        own = state.objectives[str(seat)]
        text = view_text(state, seat)
        assert api.view(state, seat).objectives == tuple(own)
        for other in range(3):
            if other != seat:
                assert not any(card in text for card in state.objectives[str(other)])
    spectator = view_text(state, -1)
    assert api.view(state, -1).objectives == ()
    assert not any(card in spectator for hand in state.objectives.values() for card in hand)


@pytest.mark.rule("PUB-SETUP-16")
def test_a_solo_player_gets_two_solo_coop_objectives_and_coop_players_one_each():
    solo = make_game(seats=1, seed=3)
    coop = make_game(seats=3, seed=3, mode="coop")
    objectives = cat(solo).objectives
    assert len(solo.objectives["0"]) == 2
    assert {objectives[c].deck for c in solo.objectives["0"]} == {"solo_coop"}
    assert [len(h) for h in coop.objectives.values()] == [1, 1, 1]
    assert {objectives[h[0]].deck for h in coop.objectives.values()} == {"solo_coop"}


@pytest.mark.rule("PUB-SETUP-17")
def test_a_declined_character_goes_back_and_can_be_offered_to_the_next_player():
    reoffered = False
    for seed in range(20):
        state = drafting_game(seats=3, seed=seed)
        first = [o.args[0] for o in state.pending.options]
        kept, declined = first[0], first[1]
        api.apply(state, api.Choice("character", (kept,)))
        second = [o.args[0] for o in state.pending.options]
        assert kept not in second and len(second) == 2
        reoffered |= declined in second
    assert reoffered


@pytest.mark.rule("PUB-SETUP-18")
def test_each_character_wakes_in_the_hibernatorium_with_its_own_shuffled_deck_and_a_loaded_weapon():
    state = new_state({"seats": 2, "seed": 5, "characters": "soldier,scout"})
    hib = room_with(state, "hibernatorium")
    c = cat(state)
    for ch, name in zip(state.characters, ("soldier", "scout"), strict=True):
        cdef = c.characters[name]
        assert ch.room == hib and ch.status == "aboard"
        assert sorted(ch.deck) == sorted(card.id for card in cdef.cards) and len(ch.deck) == 10
        assert ch.hand == [] and ch.discard == []
        assert ch.weapons == {cdef.weapon.id: cdef.weapon.ammo}
    other = new_state({"seats": 2, "seed": 6, "characters": "soldier,scout"})
    assert other.characters[0].deck != state.characters[0].deck  # shuffled


@pytest.mark.rule("PUB-SETUP-19")
def test_player_one_holds_the_first_player_token_and_plays_first():
    state = make_game(seats=4)
    assert state.first_player == 0 and state.player_numbers[0] == 1
    assert state.pending.seat == 0 and state.pending.kind == "choose_action"
    token = entries(state, "first_player")
    assert token[0].rule == "PUB-SETUP-19" and token[0].args["seat"] == 0


@pytest.mark.rule("PUB-SETUP-20")
def test_blue_character_corpse_lies_in_the_hibernatorium_and_nobody_is_removed():
    state = make_game(seats=5)
    hib = room_with(state, "hibernatorium")
    assert state.objects[hib] == ["corpse_blue"]
    assert all(ch.status == "aboard" for ch in state.characters)
    room = next(r for r in api.view(state, -1).rooms if r.id == hib)
    assert room.objects == ("corpse_blue",)


@pytest.mark.rule("PUB-SETUP-21")
def test_no_cards_are_drawn_during_setup_the_first_draw_is_player_phase_step_1():
    state = drafting_game(seats=2, seed=1)
    assert all(ch.hand == [] for ch in state.characters)
    while state.pending.kind == "choose_character":
        api.apply(state, state.pending.options[0])
    log = kinds(state.log)
    first_draw = log.index("cards_drawn")
    assert log.index("turn_start") < first_draw
    assert all(len(ch.hand) == 5 for ch in state.characters)
    draws = [e for e in state.log if e.kind == "cards_drawn"]
    assert {e.rule for e in draws} == {"PUB-DRAW-01"}


# --- the new setup data stays consistent ------------------------------------------------------------------


@pytest.mark.rule("PUB-SETUP-05", "PUB-SETUP-08", "PUB-SETUP-16")
def test_hidden_ship_systems_never_leak_into_any_view():
    state = make_game(seats=3, seed=8)
    s = clone(state)
    ship_state(s).coordinates = "CANARY_coordinates"
    ship_state(s).engines = {e: ["CANARY_engine_bottom", "CANARY_engine_top"] for e in ship_state(s).engines}
    s.objectives = {seat: [f"CANARY_objective_{seat}"] for seat in s.objectives}
    for seat in range(-1, 3):
        text = view_text(s, seat)
        leaked = {w for w in text.replace('"', " ").replace(",", " ").split() if w.startswith("CANARY")}
        assert leaked <= {f"CANARY_objective_{seat}"}


@pytest.mark.rule("PUB-SETUP-05", "PUB-SETUP-07", "PUB-SETUP-08", "PUB-SETUP-16")
def test_setup_is_deterministic_and_survives_a_save():
    a = make_game(seats=4, seed=21)
    b = make_game(seats=4, seed=21)
    assert (ship_state(a), a.objectives) == (ship_state(b), b.objectives)
    restored = api.from_json(api.to_json(a))
    assert (ship_state(restored), restored.objectives) == (ship_state(a), a.objectives)
    run(restored)  # a restored game continues from its pending decision
    assert restored.pending == a.pending
