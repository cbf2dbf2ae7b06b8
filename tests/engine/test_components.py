"""The box contents as the engine holds them: tiles, dice, tokens, decks, marker limits (PUB-COMP-01..09)."""

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat, opt
from engine.effects import GameOver, place_fire, place_malfunction
from engine.maps.nemesis_ship.content import coordinates_of
from engine.views import view
from tests.engine.factories import make_game, room_with


@pytest.mark.rule("PUB-COMP-01")
def test_the_box_has_11_basic_and_9_additional_room_tiles_and_6_characters():
    state = make_game(1)
    sets = Counter(t.set for t in cat(state).tiles.values())
    assert sets[1] == 11 and sets[2] == 9
    assert sorted(cat(state).characters) == ["captain", "mechanic", "pilot", "scientist", "scout", "soldier"]


@pytest.mark.rule("PUB-COMP-02", "PUB-COMP-06")
def test_intruder_tokens_match_the_box():
    state = make_game(1)
    kinds = Counter(kind for kind, _danger in cat(state).intruder_tokens.values())
    assert kinds == {"larva": 8, "creeper": 3, "adult": 12, "breeder": 2, "queen": 1, "blank": 1}
    assert len(cat(state).exploration) == 20


@pytest.mark.rule("PUB-COMP-03")
def test_one_noise_die_of_ten_faces_and_one_combat_die_of_six():
    state = make_game(1)
    assert len(opt(state, "noise_die")) == 10 and {"silence", "danger"} <= set(opt(state, "noise_die"))
    assert len(opt(state, "combat_die")) == 6 and {"blank", "single", "double"} <= set(opt(state, "combat_die"))


@pytest.mark.rule("PUB-COMP-04")
def test_decks_have_their_box_sizes_at_setup():
    state = make_game(3)
    assert len(state.attack_deck) == 20
    assert len(state.event_deck) == 20
    assert len(state.wound_deck) == 16
    assert len(state.contamination_deck) == 27
    assert len(coordinates_of(cat(state))) == 8
    assert len(cat(state).weaknesses) == 8
    assert all(len(ch.deck) + len(ch.hand) + len(ch.discard) == 10 for ch in state.characters)


@pytest.mark.rule("PUB-COMP-07")
def test_the_base_game_has_no_panic_deck():
    state = make_game(2)
    assert not any("panic" in name for name in type(state).__struct_fields__)
    assert "panic" not in str(api.view(state, 0)).lower()


@pytest.mark.rule("PUB-COMP-08", "PUB-COMP-09")
def test_fire_markers_are_limited_to_8_and_a_ninth_destroys_the_ship():
    state = make_game(2)
    rooms = sorted(state.tiles)
    for room in rooms[:8]:
        place_fire(state, room, "TEST")
    assert len(state.fire) == 8 and not state.over
    with pytest.raises(GameOver):
        place_fire(state, rooms[8], "TEST")
    assert state.end_reason == "fire_overflow"
    assert all(ch.status == "dead" for ch in state.characters)


@pytest.mark.rule("PUB-COMP-08")
def test_malfunction_markers_are_limited_to_8():
    state = make_game(2)
    rooms = [r for r in sorted(state.tiles) if state.tiles[r] not in ("nest", "slime_room")]
    for room in rooms[:8]:
        place_malfunction(state, room, "TEST")
    assert len(state.malfunction) == 8
    with pytest.raises(GameOver):
        place_malfunction(state, rooms[8], "TEST")


@pytest.mark.rule("PUB-COMP-08")
def test_noise_markers_are_unlimited_counters_one_per_corridor():
    state = make_game(1)
    corridors = sorted(cat(state).corridors)
    from engine.effects import place_noise

    for corridor in corridors:
        assert place_noise(state, corridor, "TEST")
    assert len(state.noise) == len(corridors)
    assert not place_noise(state, corridors[0], "TEST")


@pytest.mark.rule("PUB-SETUP-15")
def test_others_see_only_the_colours_of_non_heavy_items():
    state = make_game(2)
    me, other = state.characters
    other.items = ["medkit_1"]
    seen = view(state, 0).characters[1]
    assert seen.items == ("item:green",)
    assert view(state, 1).characters[1].items == ("medkit_1",)
    assert room_with(state, "hibernatorium") == me.room


@pytest.mark.rule("PUB-CHAR-06", "PUB-CHAR-01")
@pytest.mark.parametrize("seed", range(4))
def test_the_draft_gives_every_seat_a_different_base_character(seed):
    state = api.new_game({"seats": 5, "seed": seed})
    while state.pending is not None and state.pending.kind == "choose_character":
        offered = [o.args[0] for o in state.pending.options]
        taken = [ch.character for ch in state.characters if ch.character]
        assert not set(offered) & set(taken)
        api.apply(state, state.pending.options[-1])
    chosen = [ch.character for ch in state.characters]
    assert len(set(chosen)) == 5 and "medic" not in chosen
