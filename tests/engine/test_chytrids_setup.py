"""Setting the Chytrids up (§3.2 in the Lockdown Facility, §3.18 on the Nemesis ship): the Lab board with its Eggs,
Sporelings and Weaknesses, the Queen board, the bag of 15, the Chytrid decks, the supplies; everything else the
map's own setup, unchanged. Each test starts a real game through the API."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.maps.nemesis_ship.state import ship_state
from engine.species.chytrids.state import Sporeling, chytrids, mycelium_left, spores_left
from tests.engine.factories import make_game


def facility_game(seats: int = 2, seed: int = 3):
    return make_game(seats=seats, seed=seed, map="lockdown", species="chytrids")


def ship_game(seats: int = 2, seed: int = 3):
    return make_game(seats=seats, seed=seed, map="nemesis_ship", species="chytrids")


@pytest.mark.rule("CHY-SET-08", "CHY-SET-09", "COMP-CHY-19", "CHY-LAB-04")
@pytest.mark.parametrize("maker", [facility_game, ship_game])
def test_the_lab_board_holds_five_eggs_and_ten_level_one_sporelings_alternating_colours(maker):
    state = maker()
    c = chytrids(state)
    assert c.eggs == 5
    assert c.lab_spaces == [Sporeling(colour, 1) for colour in ["purple", "green"] * 5]


@pytest.mark.rule("CHY-SET-08")
def test_in_the_facility_three_weaknesses_are_dealt_the_leftmost_face_up():
    state = facility_game()
    assert len(state.weaknesses) == 3 and set(state.weaknesses.values()) <= set(cat(state).weaknesses)
    assert state.revealed_weaknesses == [state.weaknesses["egg"]]
    seen = {w for w in api.view(state, 0).weaknesses}
    assert seen == {cat(state).weaknesses[state.weaknesses["egg"]].name}


@pytest.mark.rule("CHY-NEM-08")
def test_on_the_ship_all_three_weaknesses_lie_face_down():
    state = ship_game()
    assert len(state.weaknesses) == 3 and state.revealed_weaknesses == [] and not api.view(state, 0).weaknesses


@pytest.mark.rule("CHY-SET-10", "CHY-NEM-09", "CHY-QB-01")
@pytest.mark.parametrize("maker", [facility_game, ship_game])
def test_the_queen_board_holds_the_queen_and_eight_rotstalks(maker):
    c = chytrids(maker())
    assert c.queen_home and c.ring == [True] * 8 and c.rotstalks_killed == 0


@pytest.mark.rule("CHY-SET-11", "CHY-NEM-10", "COMP-CHY-18")
@pytest.mark.parametrize("maker", [facility_game, ship_game])
def test_all_fifteen_chytrid_tokens_go_into_the_bag(maker):
    state = maker(seats=5)
    kinds = Counter(cat(state).intruder_tokens[t][0] for t in state.bag)
    assert kinds == {"rotstalk": 8, "necrocap": 3, "chytrid_queen": 3, "blank": 1} and state.supply == []
    assert api.view(state, 0).bag_size == 15


@pytest.mark.rule("CHY-SET-00", "CHY-SET-12", "CHY-NEM-02", "ERR-07")
@pytest.mark.parametrize("maker", [facility_game, ship_game])
def test_the_decks_are_the_chytrids(maker):
    state = maker()
    chytrid = api.content({"map": "lockdown", "species": "chytrids"})
    assert set(state.attack_deck) == set(chytrid.attack) and len(state.attack_deck) == 20
    assert set(state.event_deck) <= set(chytrid.events)


@pytest.mark.rule("CHY-NEM-11")
def test_overload_is_boxed_on_the_ship_and_kept_in_the_facility():
    ship, facility = ship_game(), facility_game()
    assert "overload" not in ship.event_deck and ship.event_removed == ["overload"] and len(ship.event_deck) == 19
    assert "overload" in facility.event_deck and len(facility.event_deck) == 20


@pytest.mark.rule("CHY-SET-13", "CHY-NEM-13", "COMP-CHY-20")
@pytest.mark.parametrize("maker", [facility_game, ship_game])
def test_the_spore_and_mycelium_supplies_are_full_and_shown(maker):
    state = maker()
    assert spores_left(state) == 15 and mycelium_left(state) == 8
    look = api.board_look(api.view(state, 0))
    chips = {c.key: c.text for c in look.chips}
    assert chips[("supply", "spores")] == "Spores 15/15" and ("supply", "mycelium") not in chips  # no warning yet
    assert next(t for t in look.tracks if t.key == ("track", "lab_board")).text == "Myc 8/8"


@pytest.mark.rule("CHY-SET-01", "CHY-SET-02", "CHY-SET-03", "CHY-SET-04", "CHY-SET-05", "CHY-SET-06", "CHY-SET-07",
                  "CHY-SET-14", "CHY-SET-15", "CHY-SET-16", "ERR-12")
def test_the_facility_is_set_up_as_in_base_lockdown():
    state, base = facility_game(seed=9), make_game(seats=2, seed=9, map="lockdown", species="night_stalkers")
    ld, base_ld = lockdown_state(state), lockdown_state(base)
    every = set(state.tiles.values()) | set(state.unused_tiles)
    assert every == set(base.tiles.values()) | set(base.unused_tiles) and "ld_contaminated_room" in every
    assert sorted(cat(state).exploration) == sorted(cat(base).exploration)  # the same Exploration tokens
    assert all(r in state.exploration for r, e in state.explored.items() if not e)
    assert sorted(p.number for p in ld.power.values()) == [1, 2, 3, 4] and sum(p.on for p in ld.power.values()) == 2
    assert len(ld.css) == 6 and ld.elevator and ld.rover and not ld.time_active and state.time == 0
    assert ld.gate_open is False  # one Main Gate, closed (ERR-12: the "Gates" of the setup are the one Gate)
    assert sorted(ld.knowledge.values()) == sorted(base_ld.knowledge.values())


@pytest.mark.rule("CHY-NEM-03", "CHY-NEM-04", "CHY-NEM-05", "CHY-NEM-06", "CHY-NEM-07", "CHY-NEM-14")
@pytest.mark.parametrize(("seats", "pods"), [(2, 2), (4, 3), (5, 4)])
def test_the_ship_is_set_up_as_in_the_published_game(seats, pods):
    state = ship_game(seats=seats)
    ship = ship_state(state)
    assert ship.coordinates and ship.destination == "B" and len(ship.pods) == pods
    assert all(p.locked for p in ship.pods) and len(ship.engines) == 3
    assert all(sorted(stack) == ["damaged", "working"] for stack in ship.engines.values())


@pytest.mark.rule("CHY-NEM-12")
def test_the_ship_offers_no_intruder_player_with_the_chytrids():
    with pytest.raises(api.ConfigError):
        api.new_game({"seats": 2, "seed": 1, "species": "chytrids", "intruder_player": True})


@pytest.mark.rule("CHY-NEM-13")
def test_a_shot_on_the_ship_rolls_the_combat_die_no_advantage_die():
    from engine.rules.combat import shot_die

    state = ship_game()
    assert shot_die(state, 0) == cat(state).options["combat_die"]
