"""Insanity as a Void Seeders player meets it in a game (VS-MAD, VS-PAN, VS-CHG, VS-END): Panic cards drawn and
cancelled by an Interruption, Rest, the Canteen, the Shower Room, Surgery, the Antidote and the Laboratory, the
Insanity tokens, and the end-of-game check. The track's arithmetic alone is test_void_seeders_insanity.py's."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat
from engine.plugin_state import has_part
from engine.species.intruders.state import KEY as INTRUDERS
from engine.species.void_seeders.state import KEY, void, void_view
from engine.state import State
from tests.engine import ending_helpers
from tests.engine.factories import (
    act,
    choose,
    entries,
    make_game,
    place,
    put_intruder,
    reask,
    set_bag,
    set_hand,
    step,
    top,
)
from tests.engine.item_helpers import game, give
from tests.engine.room_helpers import room_options, use_room

CANTEEN, SURGERY, LAB, SHOWER, HIB = "R06", "R02", "R05", "R15", "R11"
NEXT_DOOR = "R07"  # through K09 from the Canteen (R06); the Hibernatorium (R11) is its neighbour through K10
CANTEEN_CORRIDORS = {"K04", "K07", "K09", "K10"}  # R06 has no Technical Corridor entrance


def crew(*characters: str, room: str = HIB) -> State:
    """A Void Seeders game on the fixed board, every character in `room` with 5 Action cards (no Interruption),
    the first Void Seeder already seen (no Objective choice midway) and a Shower Room where the base game's
    Slime room lies."""
    state = game(*(characters or ("soldier", "scout")), room=room, seed=3, species="void_seeders")
    state.first_intruder_seen = True
    state.tiles[SHOWER] = "shower_room"
    return state


def insanity(state: State, *levels: int) -> None:
    void(state).madness = list(levels)


def levels(state: State) -> list[int]:
    return list(void(state).madness)


def value(state: State, card: str) -> int:
    return cat(state).ext[KEY]["panic"][card].value


def panic(state: State, seat: int, *cards: str) -> list:
    """Stack `cards` on the Panic deck (first named drawn first) and have `seat` resolve one Panic card."""
    top(void(state).panic_deck, *cards)
    return step(state, "panic", seat)


def contamination(state: State, infected: bool, count: int = 1) -> list[str]:
    pool = [c for c in state.contamination_deck if (c in state.infected) == infected][:count]
    for card in pool:
        state.contamination_deck.remove(card)
    return pool


def action_cards(state: State, seat: int) -> list[str]:
    ch = state.characters[seat]
    return sorted(c for c in ch.hand + ch.deck + ch.discard if not c.startswith("cont_"))


# --- Panic cards (VS-PAN) ---------------------------------------------------------------------------------


@pytest.mark.rule("VS-PAN-01", "VS-PAN-09")
def test_a_panic_card_is_drawn_from_the_top_of_the_deck_and_discarded_face_up():
    state = crew()
    place(state, 0, CANTEEN)
    insanity(state, 1, 1)
    size = len(void(state).panic_deck)

    log = panic(state, 0, "sabotage", "scream")

    drawn = entries(log, "panic_card")
    assert [(e.args["seat"], e.args["card"], e.visible_to) for e in drawn] == [(0, "sabotage", None)]
    seen = void_view(api.view(state, 1))
    assert seen.panic_deck == size - 1 and seen.panic_discard == ("sabotage",)
    assert void(state).panic_deck[-1] == "scream"  # the next card is now on top


@pytest.mark.rule("VS-PAN-09")
def test_when_the_panic_deck_runs_out_its_discards_are_shuffled_into_a_new_deck():
    state = crew()
    place(state, 0, CANTEEN)
    insanity(state, 1, 1)
    v = void(state)
    every = sorted(v.panic_deck)
    v.panic_discard, v.panic_deck = list(every), []

    log = step(state, "panic", 0)

    assert [e.args["deck"] for e in entries(log, "deck_reshuffled")] == ["panic"]
    assert len(v.panic_deck) == len(every) - 1 and v.panic_discard == [entries(log, "panic_card")[0].args["card"]]
    assert sorted(v.panic_deck + v.panic_discard) == every


@pytest.mark.rule("VS-PAN-03", "VS-MAD-13")
def test_a_panic_card_above_the_characters_level_only_raises_insanity():
    state = crew()
    place(state, 0, CANTEEN)
    insanity(state, 2, 1)
    assert value(state, "self_harm") == 3

    panic(state, 0, "self_harm")

    assert levels(state) == [3, 1] and state.characters[0].light_wounds == 0


def _effect_checks():
    """card -> (arrange the board, check what the player sees afterwards), the drawing seat 0 in the Canteen."""

    def closed_doors(state):
        state.doors.update({"K07": "closed", "K09": "closed"})

    def computers(state):
        return [r for _n, r in sorted((cat(state).rooms[r].number, r) for r, t in state.tiles.items()
                                      if cat(state).tiles[t].computer)]

    def sabotaged(state, ch):  # the lowest Computer room already had one: the next lowest gets it
        first, second, third = computers(state)[:3]
        return {first, second} <= set(state.malfunction) and third not in state.malfunction

    return {
        "scream": (None, lambda s, ch: set(s.noise) == CANTEEN_CORRIDORS),
        "trembling_hands": (lambda s: s.characters[0].weapons.update(assault_rifle=3),
                            lambda s, ch: ch.weapons["assault_rifle"] == 2),
        "self_harm": (None, lambda s, ch: ch.light_wounds == 1),
        "voices": (None, lambda s, ch: len([c for c in ch.discard if c.startswith("cont_")]) == 1),
        "wrecking_urge": (None, lambda s, ch: CANTEEN in s.malfunction),
        "blackout": (None, lambda s, ch: ch.hand == [] and len(ch.discard) == 5),
        "pyromania": (None, lambda s, ch: CANTEEN in s.fire),
        "mutilation": (None, lambda s, ch: len(ch.serious) == 1 and ch.light_wounds == 0),
        "trigger_happy": (None, lambda s, ch: ch.weapons["assault_rifle"] == 0),
        "open_them_all": (closed_doors, lambda s, ch: (s.doors["K07"], s.doors["K09"]) == ("destroyed", "destroyed")),
        "sabotage": (lambda s: s.malfunction.append(computers(s)[0]), sabotaged),
        "despair": (None, lambda s, ch: len(ch.serious) == 1 and ch.hand == []),
    }


@pytest.mark.rule("VS-PAN-05", "VS-MAD-19")
@pytest.mark.parametrize("card", sorted(_effect_checks()))
def test_at_its_value_a_panic_card_does_what_it_says_and_insanity_stays(card):
    state = crew()
    place(state, 0, CANTEEN)
    arrange, check = _effect_checks()[card]
    if arrange:
        arrange(state)
    level = value(state, card)  # exactly the card's value is enough
    insanity(state, level, 1)

    panic(state, 0, card)

    assert check(state, state.characters[0]), card
    assert levels(state) == [level, 1] and state.characters[0].status == "aboard"


@pytest.mark.rule("VS-PAN-05")
def test_gaze_into_the_void_makes_the_character_resolve_two_more_panic_cards():
    state = crew()
    place(state, 0, CANTEEN)
    insanity(state, 5, 1)

    log = panic(state, 0, "gaze_into_the_void", "self_harm", "voices")

    assert [e.args["card"] for e in entries(log, "panic_card")] == ["gaze_into_the_void", "self_harm", "voices"]
    ch = state.characters[0]
    assert ch.light_wounds == 1 and len([c for c in ch.discard if c.startswith("cont_")]) == 1
    assert levels(state) == [5, 1] and ch.status == "aboard"


@pytest.mark.rule("VS-PAN-05")
def test_insane_courage_walks_into_the_void_seeders_room_next_door_without_a_noise_roll(script):
    state = crew()
    place(state, 0, CANTEEN)
    lurker = put_intruder(state, "lurker", NEXT_DOOR)
    insanity(state, value(state, "insane_courage"), 1)

    panic(state, 0, "insane_courage")  # the script fails on any die roll

    assert state.characters[0].room == NEXT_DOOR and lurker.room == NEXT_DOOR
    assert levels(state)[0] == value(state, "insane_courage")


def _impossible():
    """card -> arrange a board on which its effect cannot happen, and what must stay as it was."""
    return {
        "pyromania": (lambda s: s.fire.append(CANTEEN), lambda s, ch: s.fire == [CANTEEN]),
        "wrecking_urge": (lambda s: s.malfunction.append(CANTEEN), lambda s, ch: s.malfunction == [CANTEEN]),
        "insane_courage": (lambda s: None, lambda s, ch: ch.room == CANTEEN),
        "trembling_hands": (lambda s: s.characters[0].weapons.update(assault_rifle=0),
                            lambda s, ch: ch.weapons == {"assault_rifle": 0}),
        "drop_it": (lambda s: s.characters[0].weapons.clear(), lambda s, ch: ch.items == [] and ch.weapons == {}),
        "open_them_all": (lambda s: None, lambda s, ch: "destroyed" not in s.doors.values()),
    }


@pytest.mark.rule("VS-PAN-04", "VS-MAD-14")
@pytest.mark.parametrize("card", sorted(_impossible()))
def test_a_panic_effect_that_cannot_happen_raises_insanity_instead(card):
    state = crew()
    place(state, 0, CANTEEN)
    state.characters[0].items = []
    arrange, unchanged = _impossible()[card]
    arrange(state)
    level = value(state, card)
    insanity(state, level, 1)

    panic(state, 0, card)

    assert levels(state) == [level + 1, 1]
    assert unchanged(state, state.characters[0])


@pytest.mark.rule("VS-PAN-08", "VS-MAD-05")
def test_at_5_a_panic_effect_that_cannot_happen_kills_the_character():
    state = crew()
    place(state, 0, CANTEEN)
    state.fire.append(CANTEEN)  # Pyromania has nothing to set on fire
    insanity(state, 5, 1)

    log = panic(state, 0, "pyromania")

    assert state.characters[0].status == "dead" and levels(state) == [5, 1]
    assert [e.args["cause"] for e in entries(log, "character_dead")] == ["madness"]


# --- Interruption against Panic (VS-PAN-06/07, VS-CHG-03) ----------------------------------------------------


def interrupter_ready(state: State, seat: int = 1, room: str = CANTEEN) -> str:
    """`seat` stands in `room` holding its Interruption and one other card."""
    ch = state.characters[seat]
    card = next(c for c in action_cards(state, seat) if c.endswith("_interruption"))
    set_hand(state, seat, [card, next(c for c in action_cards(state, seat) if c.endswith("_rest"))])
    place(state, seat, room)
    ch.deck = [c for c in ch.deck if c not in ch.hand]
    return card


@pytest.mark.rule("VS-PAN-06", "VS-CHG-03")
def test_another_character_in_the_room_may_cancel_a_panic_effect_and_insanity_does_not_rise():
    state = crew()
    place(state, 0, CANTEEN)
    card = interrupter_ready(state)
    insanity(state, 3, 1)

    panic(state, 0, "self_harm")
    assert (state.pending.kind, state.pending.seat) == ("reaction", 1)
    assert api.Choice("interrupt", (card,)) in state.pending.options
    choose(state, "interrupt", card)

    assert state.characters[0].light_wounds == 0 and levels(state) == [3, 1]
    assert card in state.characters[1].discard and card not in state.characters[1].hand
    assert void(state).panic_discard == ["self_harm"]


@pytest.mark.rule("VS-PAN-06")
def test_a_declined_interruption_lets_the_panic_effect_happen():
    state = crew()
    place(state, 0, CANTEEN)
    card = interrupter_ready(state)
    insanity(state, 3, 1)

    panic(state, 0, "self_harm")
    choose(state, "decline")

    assert state.characters[0].light_wounds == 1 and levels(state) == [3, 1]
    assert card in state.characters[1].hand


@pytest.mark.rule("VS-PAN-06")
def test_neither_the_drawer_nor_a_character_next_door_may_cancel_and_a_rise_is_never_offered():
    state = crew()
    place(state, 0, CANTEEN)
    own = interrupter_ready(state, seat=0)  # its own Interruption does not count
    interrupter_ready(state, seat=1, room=HIB)  # next door through K10
    insanity(state, 3, 1)

    panic(state, 0, "self_harm")

    assert state.pending is None and state.characters[0].light_wounds == 1 and own in state.characters[0].hand

    place(state, 1, CANTEEN)  # in the room now, but the card is above the level: +1, nothing to cancel
    insanity(state, 1, 1)
    panic(state, 0, "mutilation")

    assert state.pending is None and levels(state) == [2, 1]


@pytest.mark.rule("VS-PAN-07", "VS-CHG-03")
def test_every_interruption_card_cancels_a_panic_effect_and_still_cancels_an_action():
    cards = sorted(c for c, a in cat(make_game(seed=3, species="void_seeders")).action_cards.items()
                   if a.effect == "interruption")
    assert len(cards) >= 5
    for card in cards:
        owner = card.removesuffix("_interruption")
        drawer = "scout" if owner == "soldier" else "soldier"

        state = crew(drawer, owner)
        place(state, 0, CANTEEN)
        assert interrupter_ready(state) == card
        insanity(state, 3, 1)
        panic(state, 0, "self_harm")
        choose(state, "interrupt", card)
        assert state.characters[0].light_wounds == 0 and levels(state) == [3, 1], card

        state = crew(drawer, owner, room=CANTEEN)
        interrupter_ready(state)
        reask(state, 0)
        act(state, "move", NEXT_DOOR, "K09")
        choose(state, "interrupt", card)
        assert state.characters[0].room == CANTEEN, card


@pytest.mark.rule("VS-PAN-06")
def test_once_clear_mind_is_revealed_a_character_next_door_may_cancel_too():
    state = crew()
    assert state.weaknesses["insanity"] == "clear_mind"  # seed 3
    insanity(state, 3, 3)
    use_room(state, 1, LAB, "insanity")
    place(state, 0, CANTEEN)
    card = interrupter_ready(state, room=HIB)

    panic(state, 0, "self_harm")
    assert (state.pending.kind, state.pending.seat) == ("reaction", 1)
    choose(state, "interrupt", card)

    assert state.characters[0].light_wounds == 0 and levels(state) == [3, 3]


# --- Rest, the Canteen, the Shower Room (VS-MAD-07..11, VS-CHG-02/04/05/11) ---------------------------------


def rest(state: State, level: int, hand: list[str], *params: str) -> list:
    insanity(state, level, 1)
    set_hand(state, 0, ["soldier_rest", "soldier_search_1", *hand])
    reask(state, 0)
    return act(state, "card", "soldier_rest", *params)


@pytest.mark.rule("VS-CHG-02", "VS-MAD-07", "VS-MAD-08", "VS-MAD-09")
@pytest.mark.parametrize(("before", "after"), [(2, 1), (3, 3), (4, 3), (5, 4), (1, 1)])
def test_rest_lowers_insanity_by_one_along_the_track_and_scans_the_hand(before, after):
    state = crew()
    clean = contamination(state, infected=False)

    rest(state, before, clean)

    assert levels(state) == [after, 1]
    assert state.characters[0].hand == ["soldier_search_1"] and state.contamination_removed == clean


@pytest.mark.rule("VS-CHG-02", "VS-MAD-07")
def test_rest_may_lower_insanity_without_scanning_the_hand():
    state = crew()
    infected = contamination(state, infected=True)

    rest(state, 4, infected, "no_scan")

    assert levels(state) == [3, 1]
    assert infected[0] in state.characters[0].hand and state.revealed_infected == []


@pytest.mark.rule("VS-CHG-11", "VS-MAD-10", "VS-MAD-15")
@pytest.mark.parametrize("where", ["rest", "canteen", "shower"])
def test_an_infected_card_found_while_resting_eating_or_showering_sends_insanity_to_5(where):
    state = crew()
    infected = contamination(state, infected=True)
    if where == "rest":
        rest(state, 2, infected)
    else:
        insanity(state, 2, 1)
        set_hand(state, 0, [*action_cards(state, 0)[:2], *infected])
        use_room(state, 0, CANTEEN if where == "canteen" else SHOWER, "calm_scan")

    assert levels(state) == [5, 1]  # although it was lowered to 1 first
    assert infected[0] in state.characters[0].hand and state.revealed_infected == infected


@pytest.mark.rule("VS-MAD-11")
def test_at_5_an_infected_scan_does_nothing_but_the_rest_does_not_lower_insanity_either():
    state = crew()
    infected = contamination(state, infected=True)

    rest(state, 5, infected)

    assert levels(state) == [5, 1] and state.characters[0].status == "aboard"


@pytest.mark.rule("VS-MAD-20", "VS-REP-01")
def test_an_infected_card_never_brings_a_larva_even_found_twice():
    state = crew()
    infected = contamination(state, infected=True)
    rest(state, 1, infected)  # first INFECTED find
    set_hand(state, 0, [*action_cards(state, 0)[:2], *infected])

    use_room(state, 0, SHOWER, "calm_scan")  # a second one, which kills under the base Larva rules

    ch = state.characters[0]
    assert ch.status == "aboard" and levels(state) == [5, 1]
    assert state.intruders == [] and not ch.slime
    assert not has_part(api.view(state, 0), INTRUDERS)  # no board for a Larva at all


@pytest.mark.rule("VS-CHG-05")
def test_the_canteen_heals_a_light_wound_and_lowers_insanity():
    state = crew()
    ch = state.characters[0]
    ch.light_wounds = 2
    insanity(state, 4, 1)

    use_room(state, 0, CANTEEN, "calm")

    assert ch.light_wounds == 1 and levels(state) == [3, 1]
    assert room_options(state, 0, CANTEEN) == [("calm",), ("calm_scan",)]  # still heals at 3
    ch.light_wounds = 0
    assert room_options(state, 0, CANTEEN) == []  # nothing to heal, nothing to lower, nothing to scan


@pytest.mark.rule("VS-CHG-04", "VS-CHG-01")
def test_the_shower_room_lowers_insanity_and_scans_but_has_nothing_to_do_with_slime():
    state = crew()
    clean = contamination(state, infected=False)
    insanity(state, 3, 1)
    assert room_options(state, 0, SHOWER) == []  # cannot lower from 3, nothing to scan
    insanity(state, 2, 1)
    set_hand(state, 0, [*action_cards(state, 0)[:2], *clean])
    assert room_options(state, 0, SHOWER) == [("calm",), ("calm_scan",)]

    use_room(state, 0, SHOWER, "calm_scan")

    assert levels(state) == [1, 1] and state.contamination_removed == clean


@pytest.mark.rule("VS-MAD-17", "VS-MAD-08")
def test_after_wave_of_calm_rest_and_the_shower_lower_insanity_by_two_but_never_below_3_from_above():
    state = crew()
    assert state.weaknesses["carcass"] == "wave_of_calm"  # seed 3
    state.objects[LAB] = ["carcass_1"]
    use_room(state, 0, LAB, "carcass")
    assert "wave_of_calm" in state.revealed_weaknesses

    rest(state, 5, [])
    assert levels(state) == [3, 1]
    rest(state, 4, [])
    assert levels(state) == [3, 1]  # 4 -> 3, then no way back below 3
    insanity(state, 2, 1)
    set_hand(state, 0, action_cards(state, 0)[:2])
    use_room(state, 0, SHOWER, "calm")
    assert levels(state) == [1, 1]


# --- Surgery, the Antidote, the Laboratory (VS-MAD-12/18, VS-CHG-06..09) ---------------------------------


@pytest.mark.rule("VS-CHG-06", "VS-MAD-12")
@pytest.mark.parametrize(("before", "after"), [(5, 3), (4, 3), (2, 2)])
def test_surgery_sets_insanity_to_3_and_still_wounds_rebuilds_the_deck_and_passes(before, after):
    state = crew()
    ch = state.characters[0]
    owned = len(action_cards(state, 0))
    insanity(state, before, 1)

    use_room(state, 0, SURGERY)

    assert levels(state) == [after, 1]
    assert ch.light_wounds == 1 and ch.hand == [] and ch.discard == [] and len(ch.deck) == owned and ch.passed


@pytest.mark.rule("VS-CHG-09", "VS-MAD-12")
def test_the_antidote_sets_insanity_to_3_and_still_adds_a_contamination_card_and_passes():
    state = crew()
    ch = state.characters[0]
    give(state, 0, "antidote_1")
    insanity(state, 4, 1)
    reask(state, 0)

    act(state, "item", "antidote_1")

    assert levels(state) == [3, 1]
    assert len([c for c in ch.deck if c.startswith("cont_")]) == 1 and ch.passed


@pytest.mark.rule("VS-MAD-18", "VS-CHG-08", "VS-REP-05")
def test_the_laboratory_studies_insanity_only_with_a_living_character_at_3_or_more_there():
    state = crew()
    insanity(state, 2, 1)
    state.objects[LAB] = ["corpse_blue"]  # a Character Corpse is no research object here
    assert room_options(state, 0, LAB) == []

    insanity(state, 2, 3)
    place(state, 1, LAB)  # anyone in the room will do
    assert room_options(state, 0, LAB) == [("insanity",)]
    state.characters[1].status = "dead"
    assert room_options(state, 0, LAB) == []

    insanity(state, 3, 1)
    log = use_room(state, 0, LAB, "insanity")
    assert [(e.args["slot"], e.args["card"]) for e in entries(log, "weakness_revealed")] == [
        ("insanity", state.weaknesses["insanity"])]
    assert state.weaknesses["insanity"] in state.revealed_weaknesses


@pytest.mark.rule("VS-CHG-12")
def test_a_character_with_a_lair_is_in_combat_no_room_action_and_no_careful_movement():
    state = crew()
    insanity(state, 4, 1)
    place(state, 0, CANTEEN)
    reask(state, 0)
    assert {"room", "careful"} <= {o.kind for o in state.pending.options}

    put_intruder(state, "lair", CANTEEN)
    reask(state, 0)

    assert not {"room", "careful"} & {o.kind for o in state.pending.options}


@pytest.mark.rule("VS-CHG-10")
def test_clothes_still_dress_a_serious_wound_and_offer_nothing_about_slime():
    state = crew()
    ch = state.characters[0]
    ch.serious = [next(w for w, d in sorted(cat(state).wounds.items()) if d.kind == "body")]
    give(state, 0, "clothes_yellow_1")
    reask(state, 0)
    assert [o.args[1:] for o in state.pending.options if o.kind == "item"] == [("dress", ch.serious[0])]

    wound = ch.serious[0]
    act(state, "item", "clothes_yellow_1", "dress", wound)

    assert ch.serious == [] and ch.dressed == [wound]


@pytest.mark.rule("VS-CHG-01", "VS-REP-06")
def test_a_void_seeders_game_deals_no_slime_anywhere():
    base, void_game = make_game(seats=2, seed=3), make_game(seats=2, seed=3, species="void_seeders")
    for state, slimy in ((base, True), (void_game, False)):
        tiles = set(state.tiles.values()) | set(state.unused_tiles)
        effects = {e for e, _n in cat(state).exploration}
        attacks = {a.effect for a in cat(state).attack.values()}
        assert ("slime_room" in tiles, "slime" in effects, "silence" in effects, "slime" in attacks) == (slimy,) * 4


# --- Insanity tokens and the first Void Seeder (VS-MAD-22, VS-CHG-13) -----------------------------------------


@pytest.mark.rule("VS-MAD-22")
def test_an_insanity_token_panics_the_encounters_trigger_but_in_the_bag_development_its_owner():
    for how, expected in (("encounter", [2, 1]), ("ev_bag", [1, 2])):
        state = crew()
        place(state, 0, CANTEEN)
        insanity(state, 1, 1)
        set_bag(state, "insanity_2")  # seat 1's colour
        top(void(state).panic_deck, "sabotage")  # value 5: +1 Insanity for whoever draws it

        if how == "encounter":
            step(state, how, CANTEEN, 0)  # seat 0 triggers it
        else:
            step(state, how)

        assert levels(state) == expected, how
        assert state.bag == ["insanity_2"]


@pytest.mark.rule("VS-CHG-13")
def test_the_first_void_seeder_placed_makes_every_player_keep_an_objective():
    state = crew()
    state.first_intruder_seen = False
    place(state, 0, CANTEEN)
    set_bag(state, "blank_1")

    step(state, "encounter", CANTEEN, 0)  # no miniature: no choice yet
    assert state.pending is None and not state.objectives_chosen

    set_bag(state, "void_seeder_11")
    step(state, "encounter", CANTEEN, 0)

    assert [(i.kind, i.room) for i in state.intruders] == [("lurker", CANTEEN)]
    assert (state.pending.kind, state.pending.seat) == ("choose_objective", 0)
    assert {c.args[0] for c in state.pending.options} == set(state.objectives["0"])


# --- The end-of-game check (VS-END) -------------------------------------------------------------------------


def ending(seats: int = 2) -> State:
    state = ending_helpers.crew(seats, seed=3, species="void_seeders")
    ending_helpers.safe_jump(state)
    return state


@pytest.mark.rule("VS-END-01", "VS-END-02", "VS-MAD-16")
def test_every_survivor_counts_the_contamination_cards_of_its_deck_hand_and_discard():
    state = ending(3)
    ending_helpers.status(state, 0, "hibernating")
    ending_helpers.status(state, 1, "launched")
    ending_helpers.status(state, 2, "dead")
    cards = {s: contamination(state, infected=False, count=3) for s in range(3)}
    a, b, c = cards[0]
    ch = state.characters[0]
    ch.hand, ch.deck, ch.discard = [*ch.hand, a], [*ch.deck, b], [*ch.discard, c]
    state.characters[1].discard += cards[1][:1]
    state.characters[2].deck += cards[2]
    insanity(state, 1, 2, 1)

    results = ending_helpers.finish(state)

    assert levels(state) == [4, 3, 1]  # the dead are not checked
    assert results[0].survived and results[1].survived
    assert not entries(state.log, "madness_draw")


@pytest.mark.rule("VS-END-02", "VS-END-03", "VS-MAD-06")
def test_the_check_stops_at_5_without_killing_then_a_draw_of_4_with_contamination_kills():
    state = ending(2)
    ending_helpers.status(state, 0, "hibernating")
    ending_helpers.status(state, 1, "hibernating")
    doomed = state.characters[0]
    doomed.hand, doomed.deck, doomed.discard = [], contamination(state, False, 3), contamination(state, True, 3)
    safe = state.characters[1]
    safe.hand, safe.deck, safe.discard = [], action_cards(state, 1), []
    insanity(state, 2, 5)

    results = ending_helpers.finish(state)

    assert levels(state) == [5, 5]  # +6 stops at 5
    draws = {e.args["seat"]: (e.args["drawn"], e.args["contamination"]) for e in entries(state.log, "madness_draw")}
    assert draws == {0: (4, 4), 1: (4, 0)}
    assert not results[0].survived and results[0].cause == "madness" and results[1].survived
    assert [e.rule for e in entries(state.log, "character_dead")] == ["VS-END-03"]  # never by the rises


@pytest.mark.rule("VS-END-04")
def test_a_character_already_at_5_goes_straight_to_the_draw_and_one_below_5_without_cards_does_not_draw():
    state = ending(2)
    ending_helpers.status(state, 0, "hibernating")
    ending_helpers.status(state, 1, "hibernating")
    ch = state.characters[0]
    ch.hand, ch.deck, ch.discard = [], contamination(state, False, 2), []
    insanity(state, 5, 4)

    results = ending_helpers.finish(state)

    assert not entries(state.log, "insanity_changed")
    assert [e.args["seat"] for e in entries(state.log, "madness_draw")] == [0]
    assert [e.rule for e in entries(state.log, "character_dead")] == ["VS-END-03"]
    assert not results[0].survived and results[1].survived


@pytest.mark.rule("VS-END-05")
def test_after_the_madness_check_survivors_win_by_their_objectives_as_in_the_base_game():
    state = ending(3)
    for seat in range(3):
        ending_helpers.keep(state, seat, "destination_earth")
    ending_helpers.status(state, 0, "hibernating")
    ending_helpers.status(state, 1, "launched")
    ending_helpers.status(state, 2, "dead")
    state.characters[1].hand = contamination(state, False, 1)
    state.characters[1].deck, state.characters[1].discard = [], []
    insanity(state, 1, 5, 1)

    results = ending_helpers.finish(state)

    assert [results[s].won for s in range(3)] == [True, False, False]
    revealed = [e.args["seat"] for e in entries(state.log, "objective_revealed")]
    assert revealed == [0]  # only survivors show their objective
    assert results[1].cause == "madness" and not results[1].survived
