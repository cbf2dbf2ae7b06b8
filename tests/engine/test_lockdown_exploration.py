"""Underground Exploration tokens (LD-EXPL-*, LD-FAQ-01): the Facility's 20 tokens (exploration_tokens.toml, T11)
are the game's pool; each effect resolves on entering a face-down room, and Danger is resolved after Careful
Movement too (the FAQ's errata, unlike the published game)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.catalog import cat
from engine.content.loader import TECH
from tests.engine.board_helpers import set_token
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import corridor, facility

HAND = ["soldier_interruption", "soldier_rest", "soldier_demolition", "soldier_taking_aim", "soldier_search_1"]


def into(effect: str, room: str = "L017", items: int | None = None, seats: int = 2):
    """The soldier in 016 about to enter a face-down `room` with this token (2 seats: full Item counts)."""
    state = facility(seats=seats, species="intruders", characters=["soldier", "scout"][:seats])
    place(state, 0, "L016")
    place(state, 1, "L024") if seats > 1 else None
    set_hand(state, 0, list(HAND))
    set_token(state, room, effect, items)
    return reask(state)


def enter(state, room: str = "L017"):
    return act(state, "move", room, corridor(state, "L016", room))


@pytest.mark.rule("LD-EXPL-04", "LD-EXPL-01", "SGLD-MAP-05")
def test_the_pool_is_the_twenty_underground_tokens_with_item_numbers_one_to_four():
    state = facility(species="intruders", explored=False)
    pool = cat(state).exploration

    assert len(pool) == 20
    assert Counter(e for e, _n in pool) == Counter(silence=4, danger=4, slime=3, fire=3, malfunction=3, door=3)
    assert {n for _e, n in pool} <= {1, 2, 3, 4}
    assert len(state.exploration) == 16  # one on each face-down room tile, 4 back unseen


@pytest.mark.rule("LD-EXPL-01", "LD-MOVE-02")
def test_the_token_sets_the_item_counter_then_leaves_the_game(script):
    state = into("fire", items=2)
    script.rolls("silence")

    enter(state)

    assert state.explored["L017"] and "L017" not in state.exploration
    assert state.item_counters["L017"] == 2


@pytest.mark.rule("LD-EXPL-01")
def test_the_nest_gets_no_item_counter(script):
    state = into("fire", room="L012")
    state.characters[0].room = "L011"  # T2: 011 - 012
    reask(state)
    script.rolls("silence")

    act(state, "move", "L012", corridor(state, "L011", "L012"))

    assert state.tiles["L012"] == "ld_nest" and "L012" not in state.item_counters


@pytest.mark.rule("LD-EXPL-02", "SGLD-MAP-05")
def test_silence_means_no_noise_roll():
    state = into("silence")

    log = enter(state)  # no face scripted: a roll would fail

    assert not entries(log, "noise_roll") and state.noise == []


@pytest.mark.rule("LD-EXPL-02")
def test_silence_with_slime_is_danger():
    state = into("silence")
    state.characters[0].slime = True

    log = enter(state)

    assert [e.rule for e in entries(log, "silence_is_danger")] == ["LD-EXPL-02"]
    assert TECH in state.noise  # Danger with nobody near: Noise everywhere, the Entrance too


@pytest.mark.rule("LD-EXPL-02", "SGLD-MAP-05")
def test_danger_brings_in_the_neighbouring_intruders_not_in_combat():
    state = into("danger")
    adult = put_intruder(state, "adult", "L018")

    log = enter(state)

    assert adult.room == "L017" and not entries(log, "noise_roll")


@pytest.mark.rule("LD-EXPL-02")
def test_danger_with_nobody_near_fills_the_free_corridors_with_noise():
    state = into("danger")
    state.noise = [corridor(state, "L017", "L018")]

    enter(state)

    assert sorted(state.noise) == sorted([TECH, corridor(state, "L017", "L018"), corridor(state, "L016", "L017")])


@pytest.mark.rule("LD-EXPL-02", "LD-EXPL-03", "SGLD-MAP-05")
@pytest.mark.parametrize("effect", ["slime", "fire", "malfunction"])
def test_slime_fire_and_malfunction_tokens_act_and_the_noise_roll_still_follows(script, effect):
    state = into(effect)
    script.rolls("silence")

    log = enter(state)

    assert entries(log, "noise_roll")
    if effect == "slime":
        assert state.characters[0].slime
    elif effect == "fire":
        assert "L017" in state.fire
    else:
        assert "L017" in state.malfunction


@pytest.mark.rule("LD-EXPL-03", "LD-DOOR-06", "SGLD-MAP-05")
def test_after_the_door_token_the_noise_roll_still_follows(script):
    state = into("door")
    script.rolls("2")

    log = enter(state)

    assert entries(log, "noise_roll") and state.doors == {corridor(state, "L016", "L017"): "closed"}


@pytest.mark.rule("LD-FAQ-01", "LD-ACT-11", "LD-EXPL-02")
def test_careful_movement_onto_danger_places_its_marker_and_still_resolves_danger():
    state = into("danger")
    adult = put_intruder(state, "adult", "L018")
    chosen = corridor(state, "L016", "L017")

    act(state, "careful", "L017", chosen)  # the marker goes in the corridor just crossed
    log = choose(state, "corridor", chosen)

    assert chosen in state.noise
    assert adult.room == "L017"
    assert "LD-FAQ-01" in {e.rule for e in log}


@pytest.mark.rule("LD-ACT-11", "LD-EXPL-02")
def test_careful_movement_onto_silence_still_places_the_marker():
    state = into("silence")
    chosen = corridor(state, "L017", "L018")

    act(state, "careful", "L017", corridor(state, "L016", "L017"))
    choose(state, "corridor", chosen)

    assert state.noise == [chosen]
