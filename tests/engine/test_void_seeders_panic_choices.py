"""Panic cards that leave a choice to the player (which weapon, which Item), Paranoia's ban on Trade, and Nerves of
Steel against a Void Seeder's Surprise Attack: what the player is asked, and what the board shows afterwards."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import normal
from engine.look import board_look
from engine.rng import Rng
from engine.species.void_seeders.state import void, void_view
from engine.state import State
from tests.engine.factories import choose, entries, reask, set_bag, set_hand, step, top
from tests.engine.item_helpers import game, give

CANTEEN = "R06"


def crew(*characters: str) -> State:
    """A Void Seeders game on the fixed board, everyone in the Canteen with 5 Action cards (no Interruption)."""
    state = game(*(characters or ("soldier", "scout")), room=CANTEEN, seed=3, species="void_seeders")
    state.first_intruder_seen = True
    return state


def panic(state: State, seat: int, card: str, level: int = 5) -> list:
    void(state).madness = [level] * len(state.characters)
    top(void(state).panic_deck, card)
    return step(state, "panic", seat)


def bot_answer(state: State, seat: int = 0) -> api.Choice:
    return normal.decide(api.view(state, seat, log_from=max(0, len(state.log) - 60)), Rng(1)).choice


# --- the player picks what a Panic card takes -----------------------------------------------------------------


@pytest.mark.rule("VS-PAN-05")
def test_trembling_hands_asks_which_loaded_weapon_loses_its_ammo():
    state = crew()
    ch = state.characters[0]
    ch.weapons = {"assault_rifle": 3, "pistol": 1, "spare_gun": 0}

    panic(state, 0, "trembling_hands")

    assert (state.pending.kind, state.pending.seat) == ("choose_option", 0)
    assert sorted(o.args[0] for o in state.pending.options) == ["assault_rifle", "pistol"]  # the empty one is no choice
    assert all(o.kind == "give_up" for o in state.pending.options)
    choose(state, "give_up", "pistol")
    assert ch.weapons == {"assault_rifle": 3, "pistol": 0, "spare_gun": 0}
    assert state.pending is None or state.pending.kind != "choose_option"


@pytest.mark.rule("VS-PAN-05")
def test_trigger_happy_empties_the_weapon_the_player_picks_and_a_lone_weapon_is_not_asked_about():
    state = crew()
    ch = state.characters[0]
    ch.weapons = {"assault_rifle": 3, "pistol": 2}
    panic(state, 0, "trigger_happy")
    choose(state, "give_up", "assault_rifle")
    assert ch.weapons == {"assault_rifle": 0, "pistol": 2}

    again = crew()
    again.characters[0].weapons = {"assault_rifle": 3}
    log = panic(again, 0, "trigger_happy")
    assert again.pending is None or again.pending.kind != "choose_option"
    assert again.characters[0].weapons == {"assault_rifle": 0} and entries(log, "ammo_lost")


@pytest.mark.rule("VS-PAN-05")
def test_drop_it_discards_the_item_in_hand_the_player_picks():
    state = crew()
    ch = give(state, 0, "fire_extinguisher_1")
    ch.weapons = {"assault_rifle": 2}

    panic(state, 0, "drop_it")
    assert sorted(o.args[0] for o in state.pending.options) == ["assault_rifle", "fire_extinguisher_1"]
    choose(state, "give_up", "fire_extinguisher_1")

    assert ch.items == [] and ch.weapons == {"assault_rifle": 2}


@pytest.mark.rule("VS-PAN-05")
def test_a_bot_gives_up_the_weapon_with_the_least_ammo():
    state = crew()
    state.characters[0].weapons = {"assault_rifle": 3, "pistol": 1}
    panic(state, 0, "trigger_happy")
    assert bot_answer(state) == api.Choice("give_up", ("pistol",))


# --- Paranoia ---------------------------------------------------------------------------------------------------


def trade_offers(state: State, seat: int) -> list[api.Choice]:
    reask(state, seat)
    return [o for o in state.pending.options if o.kind == "trade"]


@pytest.mark.rule("VS-PAN-05")
def test_paranoia_bars_trade_both_ways_until_the_round_ends_and_still_takes_a_card():
    state = crew()
    give(state, 1, "fire_extinguisher_1")
    assert trade_offers(state, 0) and trade_offers(state, 1)  # both could trade before
    hand = len(state.characters[0].hand)

    log = panic(state, 0, "paranoia")
    if state.pending is not None and state.pending.kind == "choose_option":
        choose(state, *[(o.kind, *o.args) for o in state.pending.options][0])

    assert len(state.characters[0].hand) == hand - 1 and entries(log, "trade_banned")
    assert void_view(api.view(state, 1)).no_trade == (0,)  # the ban is public, and on the character's panel
    assert [m.seat for m in board_look(api.view(state, 1)).marks if "NO TRADE" in m.text] == [0]
    assert trade_offers(state, 0) == [] and trade_offers(state, 1) == []  # neither offers nor joins

    step(state, "end_round", 1)  # any round ends: the ban is over
    assert trade_offers(state, 0) and trade_offers(state, 1)


@pytest.mark.rule("VS-PAN-04", "VS-PAN-05")
def test_paranoia_with_an_empty_hand_still_bans_trade_and_is_no_failed_panic():
    state = crew()
    set_hand(state, 0, [])

    log = panic(state, 0, "paranoia", level=3)

    assert not entries(log, "panic_impossible") and void(state).madness[0] == 3
    assert void(state).no_trade == [0]


# --- Nerves of Steel ---------------------------------------------------------------------------------------------


def surprise(state: State) -> list:
    """Seat 0, at Insanity 3 holding Nerves of Steel and nothing else, draws a Void Seeder token numbered 5."""
    from engine.catalog import cat

    void(state).madness = [3, 1]
    set_hand(state, 0, ["soldier_nerves_of_steel"])
    set_bag(state, next(t for t, (k, n) in sorted(cat(state).intruder_tokens.items()) if k == "void_seeder" and n == 5))
    top(void(state).panic_deck, "scream")
    return step(state, "encounter", CANTEEN, 0)


@pytest.mark.rule("VS-ENC-12", "PUB-ENC-09")
def test_nerves_of_steel_wards_off_a_void_seeders_surprise_attack():
    state = crew()
    ch = state.characters[0]
    surprise(state)
    assert (state.pending.kind, state.pending.seat) == ("reaction", 0)
    assert api.Choice("nerves_of_steel", ("soldier_nerves_of_steel",)) in state.pending.options

    log = choose(state, "nerves_of_steel", "soldier_nerves_of_steel")

    assert not [c for c in ch.hand + ch.discard if c.startswith("cont_")]  # no Contamination card
    assert not entries(log, "panic_card") and entries(log, "surprise_ignored")
    assert "soldier_nerves_of_steel" in ch.discard and [i.kind for i in state.intruders] == ["whisperer"]


@pytest.mark.rule("VS-ENC-12")
def test_declining_nerves_of_steel_takes_the_surprise_attack():
    state = crew()
    ch = state.characters[0]
    surprise(state)
    log = choose(state, "decline")
    assert [c for c in ch.discard if c.startswith("cont_")] and entries(log, "panic_card")
    assert "soldier_nerves_of_steel" in ch.hand


@pytest.mark.rule("VS-ENC-12")
def test_a_bot_at_insanity_3_plays_nerves_of_steel_against_the_surprise_attack():
    state = crew()
    surprise(state)
    assert bot_answer(state).kind == "nerves_of_steel"
