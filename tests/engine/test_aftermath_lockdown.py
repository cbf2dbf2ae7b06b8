"""The Aftermath characters and the Doctor in Lockdown (lockdown-stretch-goals.md §6: AFT-SEL, AFT-GEN, AFT-AND,
AFT-BH, AFT-PRE, AFT-OTH, AFT-DOC; LD-NEMCHAR-01..04, LD-SETUP-19/20, LD-QUEST-01): who the Draft offers, where
they start and with what, and how their Quest Items unlock."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat
from engine.decisions import IllegalChoice
from engine.maps.lockdown.crew import colour_of, progress
from engine.maps.lockdown.state import lockdown_state
from tests.engine.aftermath_helpers import AFTERMATH, COLOURS, finish_decisions, holding, lockdown
from tests.engine.factories import act, choose, entries, put_intruder, reask
from tests.engine.lockdown_helpers import ISOLATION, LOCKDOWN_CHARACTERS

ORIGINALS = {"green": "pilot", "orange": "mechanic", "magenta": "scout", "blue": "captain", "red": "soldier",
             "silver": "scientist"}


def draft_game(seats: int, crew: str = "aftermath", seed: int = 3) -> api.State:
    return api.new_game({"seats": seats, "seed": seed, "map": "lockdown", "species": "night_stalkers", "crew": crew})


def offer(state: api.State) -> list[str]:
    return [o.args[0] for o in state.pending.options]


@pytest.mark.rule("AFT-SEL-01", "LD-NEMCHAR-01", "LD-SETUP-19")
def test_a_kept_draft_card_offers_the_lockdown_original_and_aftermath_character_of_its_colour():
    state = draft_game(1, crew="aftermath,nemesis")
    cards = offer(state)
    assert len(cards) == 2 and set(cards) <= set(LOCKDOWN_CHARACTERS)  # the Draft deals Lockdown Draft cards
    kept = cards[0]
    choose(state, "character", kept)
    colour = colour_of(state, kept)
    aftermath = next(c for c, col in COLOURS.items() if col == colour)
    assert state.pending.rule == "AFT-SEL-01"
    assert sorted(offer(state)) == sorted([kept, ORIGINALS[colour], aftermath])
    choose(state, "character", aftermath)
    assert state.characters[0].character == aftermath


@pytest.mark.rule("AFT-SEL-01", "LD-NEMCHAR-04")
def test_without_the_originals_the_colour_offers_only_the_lockdown_and_the_aftermath_character():
    state = draft_game(1)
    kept = offer(state)[0]
    choose(state, "character", kept)
    picks = offer(state)
    assert len(picks) == 2 and kept in picks and not set(picks) & set(ORIGINALS.values())
    with pytest.raises(IllegalChoice):  # a character of another colour is never on offer
        choose(state, "character", next(c for c, col in COLOURS.items() if col != colour_of(state, kept)))


@pytest.mark.rule("AFT-SEL-02", "LD-NEMCHAR-02")
def test_a_kept_colour_is_never_offered_again_so_two_characters_of_one_colour_never_play():
    for seed in (3, 4, 5):
        state = draft_game(5, seed=seed)
        while state.pending is not None and state.pending.kind == "choose_character":
            picks = offer(state)
            choose(state, "character", next((c for c in picks if c in AFTERMATH), picks[0]))  # Aftermath if offered
        colours = [colour_of(state, ch.character) for ch in state.characters]
        assert len(set(colours)) == 5, colours
        assert any(ch.character in AFTERMATH for ch in state.characters)


@pytest.mark.rule("AFT-GEN-02", "AFT-DOC-02", "LD-SETUP-20", "LD-CHAR-02", "COMP-SG-13")
def test_every_aftermath_character_is_a_nemesis_survivor_in_the_isolation_room_with_knowledge_three():
    state = api.new_game({"seats": 5, "seed": 3, "map": "lockdown", "species": "intruders",
                          "characters": "android,bounty_hunter,president,psychologist,doctor"})
    knowledge = lockdown_state(state).knowledge
    assert all(state.tiles[ch.room] == "ld_isolation_room" for ch in state.characters)
    assert knowledge == {str(s): 3 for s in range(5)}  # the Doctor's token too: its own, on the track
    assert api.view(state, 1).ext["map:lockdown"].knowledge["4"] == 3


@pytest.mark.rule("AFT-AND-01", "AFT-PRE-01", "COMP-SG-07")
def test_the_android_and_the_president_start_with_their_stretch_goal_weapon_loaded_and_no_quest_item():
    state = lockdown("android", "president")
    android, president = state.characters
    assert android.weapons == {"aft_arc_emitter": 4} and president.weapons == {"aft_ceremonial_pistol": 3}
    assert android.quests == {} and president.quests == {}
    kits = [e.args for e in entries(state.log, "ld_kit")]
    assert {k["seat"]: ("quest" in k) for k in kits} == {0: False, 1: False}


@pytest.mark.rule("AFT-AND-01", "AFT-BH-06", "AFT-PRE-01", "AFT-OTH-01")
def test_only_the_android_plays_with_a_trait():
    state = lockdown("android")
    traits = {c: cat(state).characters[c].trait for c in AFTERMATH}
    assert traits["android"].startswith("Synthetic:")
    assert all(traits[c] == "" for c in AFTERMATH if c != "android")


@pytest.mark.rule("AFT-AND-01")
def test_the_androids_synthetic_trait_sheds_slime_and_ignores_the_fire_at_a_rounds_end():
    state = lockdown("android", "sentry")
    android, sentry = state.characters
    from engine.effects import set_slime
    set_slime(state, android, "PUB-SLIME-01")
    set_slime(state, sentry, "PUB-SLIME-01")
    assert not android.slime and sentry.slime
    assert entries(state.log, "slime_shed")[-1].args["seat"] == 0
    state.fire.append(android.room)
    sentry.room = android.room
    from tests.engine.factories import run_op
    run_op(state, "end_round", 0)
    run_op(state, "end_round", 1)
    assert android.light_wounds == 0 and sentry.light_wounds == 1
    assert entries(state.log, "fire_spared")


@pytest.mark.rule("AFT-BH-01", "AFT-BH-02", "AFT-BH-03", "COMP-SG-05", "COMP-SG-08")
def test_the_bounty_hunter_starts_unarmed_with_one_of_its_two_quest_items_drawn_at_random_and_face_down():
    drawn = set()
    for seed in range(1, 9):
        state = lockdown("bounty_hunter", "sentry", seed=seed)
        bh = state.characters[0]
        assert bh.weapons == {} and len(bh.quests) == 1 and not any(bh.quests.values())
        assert all(c.id.startswith("bounty_hunter_") for c in cat(state).characters["bounty_hunter"].cards)
        quest = next(iter(bh.quests))
        drawn.add(quest)
        own = entries(state.log, "aft_quest_drawn_own")[-1]
        assert own.visible_to == (0,) and own.args["item"] == quest
        public = [e for e in state.log if e.visible_to is None and e.kind in ("ld_kit", "ld_kit_secret")]
        assert all("quest" not in e.args for e in public if e.args["seat"] == 0)
        assert quest not in api.view(state, 1).characters[0].quests  # the Sentry sees no name
    assert drawn == {"aft_hunters_dossier", "aft_tracking_beacon"}  # either can come up; the other is boxed


@pytest.mark.rule("AFT-BH-04", "COMP-SG-09")
def test_after_step_20e_the_two_bounty_objective_cards_lie_beside_its_board_for_all_to_see():
    state = lockdown("bounty_hunter", "sentry")
    steps = [e.kind for e in state.log]
    assert steps.index("aft_quest_drawn") < steps.index("aft_contracts_beside")
    assert api.view(state, 1).ext["crew:aftermath"].beside == (0,)
    marks = [m for m in api.board_look(api.view(state, 1)).marks if m.seat == 0]
    assert marks and "Trophy Hunt" in marks[0].hint and "The Mark" in marks[0].hint


@pytest.mark.rule("AFT-BH-05", "LD-QUEST-01")
def test_a_kill_in_its_round_unlocks_the_bounty_hunters_quest_item_which_takes_on_a_contract():
    state = lockdown("bounty_hunter", "sentry")
    bh = state.characters[0]
    adult = put_intruder(state, "adult", bh.room, injuries=3)
    holding(state, 0, "bounty_hunter_finishing_blow")
    reask(state)
    act(state, "card", "bounty_hunter_finishing_blow", str(adult.id))
    assert not any(i.id == adult.id for i in state.intruders)
    choose(state, "pass")
    choose(state, "keep")
    assert all(bh.quests.values())  # upright: a normal Item from now on
    assert state.pending.rule == "AFT-BH-05" and {o.kind for o in state.pending.options} == {"contract"}
    choose(state, "contract", "aft_contract_trophy")
    assert lockdown_state(state).quest_progress == {}
    seen_by_other = api.view(state, 1).ext["crew:aftermath"]
    assert seen_by_other.contracted == (0,) and seen_by_other.contracts == {}
    assert api.view(state, 0).ext["crew:aftermath"].contracts == {"0": "aft_contract_trophy"}


@pytest.mark.rule("AFT-OTH-01", "AFT-DOC-01", "LD-QUEST-01", "COMP-SG-08", "COMP-SG-10")
@pytest.mark.parametrize(("character", "room", "quest"), [
    ("psychologist", "L001", "aft_worn_notebook"),  # the Archive: white
    ("convict", "L006", "aft_stolen_keycard"),  # the Cooling System: yellow
    ("doctor", "L024", "aft_surgical_kit"),  # the Emergency Room: green
])
def test_the_other_quest_items_unlock_by_searching_a_room_of_their_colour(character, room, quest):
    state = lockdown(character)
    ch = state.characters[0]
    assert ch.quests == {quest: False} and ch.weapons == {}  # no Starting Item (AFT-OTH-01, AFT-DOC-01)
    ch.room = room
    state.item_counters[room] = 2
    holding(state, 0, f"{character}_search_1")
    reask(state)
    act(state, "card", f"{character}_search_1")
    finish_decisions(state)
    assert ch.quests == {quest: True}
    assert entries(state.log, "ld_quest_unlocked")[-1].args["item"] == quest


@pytest.mark.rule("LD-QUEST-01", "AFT-BH-03")
def test_the_bounty_hunters_face_down_quest_item_counts_only_a_kill_and_its_progress_stays_unnamed():
    state = lockdown("bounty_hunter", "sentry")
    bh = state.characters[0]
    quest = next(iter(bh.quests))
    assert not progress(state, 0, "search_room_colour", colour="red")  # not its mini-quest: nothing counts
    from engine.maps.lockdown import crew

    item = crew.crew(state).items[quest]
    assert item.secret and item.unlock.key == "kill_intruder"
    assert lockdown_state(state).quest_progress == {}  # a count names the key, never the card (both share it)
    assert progress(state, 0, "kill_intruder") and bh.quests == {quest: True}


@pytest.mark.rule("AFT-GEN-01", "AFT-GEN-03", "LD-NEMCHAR-03")
def test_a_team_of_only_aftermath_characters_plays_a_whole_lockdown_game_with_bots():
    from engine.ai import bots

    state = api.new_game({"seats": 3, "seed": 8, "map": "lockdown", "species": "night_stalkers",
                          "characters": "convict,doctor,bounty_hunter"})
    while state.pending is not None and state.decisions < 5000:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), 8)
        api.apply(state, move.choice)
    assert state.over and state.end_reason and len(state.results) == 3
    assert all(api.describe_entry(e) for e in state.log)


@pytest.mark.rule("AFT-GEN-02")
def test_the_aftermath_characters_start_where_the_originals_do():
    state = lockdown("president", "soldier")
    assert {state.tiles[ch.room] for ch in state.characters} == {"ld_isolation_room"}
    assert state.characters[0].room == ISOLATION
