"""The base game's setup steps an expansion species keeps unchanged on the Nemesis ship (VS-SET-01..09/16/19,
CARN-SETUP-01..08/14/17): the same board, Coordinates card, Destination marker, Escape Pods, Engines and draft,
checked once for each species with that expansion's own rule IDs. What each species changes is tested in its
own setup file."""

from __future__ import annotations

import msgspec
import pytest

from engine import api
from engine.catalog import cat, opt
from engine.maps.nemesis_ship.state import ship_state, ship_view
from engine.state import State
from tests.engine.factories import entries, make_game

SEEDS = range(6)


def play(sp: str, seats: int = 2, seed: int = 3) -> State:
    return make_game(seats=seats, seed=seed, species=sp)


def all_views(state: State) -> list[str]:
    return [msgspec.json.encode(api.view(state, seat)).decode() for seat in range(-1, len(state.characters))]


def rooms_of_slot(state: State, slot: str) -> list[str]:
    return sorted(r.id for r in cat(state).rooms.values() if r.slot == slot)


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-01")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-01"))])
def test_the_game_is_laid_out_on_the_basic_side_ship_map(sp):
    state = play(sp)

    assert state.config["map"] == "nemesis_ship" and state.config["species"] == sp
    assert len(cat(state).rooms) == 21
    assert {state.tiles[r] for r in ("R01", "R11", "R19", "R20", "R21")} == {
        "cockpit", "hibernatorium", "engine_1", "engine_2", "engine_3"}
    assert [e.rule for e in entries(state.log, "setup_start")] == ["PUB-SETUP-01"]


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-03")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-03"))])
@pytest.mark.parametrize("seed", SEEDS)
def test_all_eleven_room_1_tiles_fill_the_1_slots_face_down(sp, seed):
    state = play(sp, seed=seed)
    ones = sorted(t.id for t in cat(state).tiles.values() if t.set == 1)
    slot1 = rooms_of_slot(state, "slot1")

    assert len(slot1) == len(ones) == 11
    assert sorted(state.tiles[r] for r in slot1) == ones
    assert not any(state.explored[r] for r in slot1)
    seen = {room.id: room for room in api.view(state, 0).rooms}
    assert all(seen[r].tile is None for r in slot1)


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-06")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-05"))])
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_one_random_coordinates_card_lies_face_down_by_the_cockpit(sp, seats):
    state = play(sp, seats=seats, seed=4)

    assert [e.args for e in entries(state.log, "setup_coordinates")] == [{"boxed": 7}]
    card = ship_state(state).coordinates
    assert card and not any(card in text for text in all_views(state))
    assert len({ship_state(play(sp, seats=seats, seed=s)).coordinates for s in range(12)}) > 1


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-07")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-06"))])
def test_the_destination_marker_starts_on_b(sp):
    state = play(sp, seats=3)

    assert ship_state(state).destination == "B"
    assert all(ship_view(api.view(state, seat)).destination == "B" for seat in (-1, 0, 1, 2))


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-08")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-07"))])
@pytest.mark.parametrize(("seats", "pods"), [(1, 2), (2, 2), (3, 3), (4, 3), (5, 4)])
def test_escape_pods_by_player_count_lowest_in_a_then_alternating_all_locked(sp, seats, pods):
    picks = set()
    for seed in SEEDS:
        laid = ship_state(play(sp, seats=seats, seed=seed)).pods
        numbers = [p.number for p in laid]
        assert len(laid) == pods and numbers == sorted(set(numbers))
        assert [p.section for p in laid] == ["A", "B", "A", "B"][:pods]
        assert all(p.locked for p in laid)
        picks.add(tuple(numbers))
    if pods < 4:
        assert len(picks) > 1  # taken at random


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-09")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-08"))])
def test_each_engine_stacks_one_damaged_and_one_working_token_hidden_from_everyone(sp):
    state = play(sp)
    assert sorted(ship_state(state).engines) == ["engine_1", "engine_2", "engine_3"]
    assert all(sorted(stack) == ["damaged", "working"] for stack in ship_state(state).engines.values())
    assert not any("damaged" in text or "working" in text for text in all_views(state))
    tops = {tuple(s[-1] for _e, s in sorted(ship_state(play(sp, seed=seed)).engines.items())) for seed in range(12)}
    assert len(tops) > 1


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-16", "VS-SET-19")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-14", "CARN-SETUP-17"))])
def test_player_numbers_set_the_draft_order_and_each_player_keeps_the_character_they_drafted(sp):
    state = api.new_game({"seats": 4, "seed": 9, "species": sp})
    assert state.player_numbers == [1, 2, 3, 4]
    order, kept = [], []
    while state.pending.kind == "choose_character":
        seat = state.pending.seat
        offer = [o.args[0] for o in state.pending.options]
        assert len(offer) == 2 and not set(offer) & set(kept)
        order.append(state.player_numbers[seat])
        kept.append(offer[-1])
        api.apply(state, state.pending.options[-1])

    assert order == [1, 2, 3, 4]
    assert [ch.character for ch in state.characters] == kept
    assert [c.player_number for c in api.view(state, 0).characters] == [1, 2, 3, 4]


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-15")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-13"))])
def test_the_time_marker_starts_on_the_green_space(sp):
    state = play(sp)

    assert state.time == opt(state, "time_track_start") == make_game(seats=2, seed=3).time
    assert api.view(state, -1).time == state.time
    assert [e.rule for e in entries(state.log, "setup_time")] == ["PUB-SETUP-13"]


@pytest.mark.parametrize("sp", [pytest.param("void_seeders", id="void_seeders", marks=pytest.mark.rule("VS-SET-18")),
                                pytest.param("carnomorphs", id="carnomorphs", marks=pytest.mark.rule("CARN-SETUP-16"))])
def test_each_player_is_dealt_one_corporate_and_one_personal_objective(sp):
    for seats in (2, 3):
        for seed in SEEDS:
            state = play(sp, seats=seats, seed=seed)
            objectives = cat(state).objectives
            dealt = [c for hand in state.objectives.values() for c in hand]
            assert all(sorted(objectives[c].deck for c in hand) == ["corporate", "personal"]
                       for hand in state.objectives.values())
            assert len(set(dealt)) == len(dealt) and all(objectives[c].min_players <= seats for c in dealt)
