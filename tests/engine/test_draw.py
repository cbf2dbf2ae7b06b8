"""Player phase step 1: drawing Action cards up to the hand target (PUB-DRAW-01..06)."""

import pytest

from engine.catalog import cat
from tests.engine.factories import explore_all, make_game, place, put_intruder, room_with, run_op


def deck_of(state, seat: int) -> list[str]:
    """The character's 10 Action card ids, in a fixed order."""
    ch = state.characters[seat]
    return sorted(card.id for card in cat(state).characters[ch.character].cards)


def arrange(state, seat: int, hand=(), deck=(), discard=()) -> None:
    ch = state.characters[seat]
    ch.hand, ch.deck, ch.discard = list(hand), list(deck), list(discard)


def start_turn(state) -> None:
    """Run the next Player phase from its first step (stops at the first action decision); the log is
    cleared first so that it holds only this Player phase's entries."""
    state.log.clear()
    run_op(state, "turn_start")


def drawn_entries(state, seat: int) -> list:
    return [e for e in state.log if e.kind == "cards_drawn" and e.args["seat"] == seat]


@pytest.fixture
def game():
    state = make_game(seats=2)
    explore_all(state)
    corridor = room_with(state, "comms_room")  # a plain room: neither Cabins nor burning
    place(state, 0, corridor)
    place(state, 1, corridor)
    return state


@pytest.mark.rule("PUB-DRAW-01")
def test_each_player_draws_from_their_own_deck_up_to_five(game):
    cards0, cards1 = deck_of(game, 0), deck_of(game, 1)
    arrange(game, 0, hand=cards0[:2], deck=cards0[2:])
    arrange(game, 1, hand=[], deck=cards1)
    start_turn(game)
    assert game.characters[0].hand == cards0[:2] + cards0[-3:][::-1]  # top of the deck = last element
    assert sorted(game.characters[1].hand) == sorted(cards1[-5:])
    assert [e.args["count"] for e in drawn_entries(game, 0)] == [3]
    assert [e.args["count"] for e in drawn_entries(game, 1)] == [5]
    assert {e.rule for e in drawn_entries(game, 0)} == {"PUB-DRAW-01"}


@pytest.mark.rule("PUB-DRAW-01")
def test_contamination_cards_in_hand_count_towards_the_five(game):
    cards = deck_of(game, 0)
    arrange(game, 0, hand=["cont_01", "cont_02", cards[0]], deck=cards[1:])
    start_turn(game)
    hand = game.characters[0].hand
    assert len(hand) == 5 and hand.count("cont_01") == 1 and hand.count("cont_02") == 1
    assert [e.args["count"] for e in drawn_entries(game, 0)] == [2]


@pytest.mark.rule("PUB-DRAW-02", "PUB-DRAW-05")
def test_an_undressed_body_wound_lowers_the_draw_to_four(game):
    cards = deck_of(game, 0)
    arrange(game, 0, deck=cards)
    game.characters[0].serious = ["body_1"]
    start_turn(game)
    assert len(game.characters[0].hand) == 4


@pytest.mark.rule("PUB-DRAW-05")
def test_two_body_wounds_do_not_add_up_and_a_dressed_one_does_not_count(game):
    arrange(game, 0, deck=deck_of(game, 0))
    game.characters[0].serious = ["body_1", "body_2"]
    arrange(game, 1, deck=deck_of(game, 1))
    game.characters[1].dressed = ["body_3"]
    start_turn(game)
    assert len(game.characters[0].hand) == 4
    assert len(game.characters[1].hand) == 5


@pytest.mark.rule("PUB-DRAW-02", "PUB-DRAW-05")
def test_starting_the_turn_in_working_cabins_without_intruders_draws_up_to_six(game):
    place(game, 0, room_with(game, "cabins"))
    arrange(game, 0, deck=deck_of(game, 0))
    start_turn(game)
    assert len(game.characters[0].hand) == 6


@pytest.mark.rule("PUB-DRAW-05")
@pytest.mark.parametrize("spoiler", ["intruder", "malfunction"])
def test_cabins_give_no_extra_card_with_an_intruder_or_a_malfunction(game, spoiler):
    cabins = room_with(game, "cabins")
    place(game, 0, cabins)
    if spoiler == "intruder":
        put_intruder(game, "larva", cabins)
    else:
        game.malfunction.append(cabins)
    arrange(game, 0, deck=deck_of(game, 0))
    start_turn(game)
    assert len(game.characters[0].hand) == 5


@pytest.mark.rule("PUB-DRAW-05")
def test_body_wound_in_the_cabins_draws_five(game):
    place(game, 0, room_with(game, "cabins"))
    arrange(game, 0, deck=deck_of(game, 0))
    game.characters[0].serious = ["body_4"]
    start_turn(game)
    assert len(game.characters[0].hand) == 5


@pytest.mark.rule("PUB-DRAW-03")
def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile_contamination_included(game):
    cards = deck_of(game, 0)
    arrange(game, 0, hand=[], deck=cards[:2], discard=cards[2:] + ["cont_05"])
    start_turn(game)
    ch = game.characters[0]
    assert ch.hand[:2] == [cards[1], cards[0]]  # the old deck is drawn out first
    assert len(ch.hand) == 5 and ch.discard == []
    assert sorted(ch.hand[2:] + ch.deck) == sorted(cards[2:] + ["cont_05"])
    shuffles = [e for e in game.log if e.kind == "action_deck_reshuffled"]
    assert [(e.rule, e.args["seat"]) for e in shuffles] == [("PUB-DRAW-03", 0)]


@pytest.mark.rule("PUB-DRAW-03")
def test_the_rebuilt_deck_is_shuffled():
    orders = set()
    for seed in range(6):
        state = make_game(seats=1, seed=seed)
        cards = deck_of(state, 0)
        arrange(state, 0, deck=[], discard=cards)
        start_turn(state)
        orders.add(tuple(state.characters[0].hand))
    assert len(orders) > 1


@pytest.mark.rule("PUB-DRAW-04")
def test_a_hand_already_at_or_above_the_target_draws_and_discards_nothing(game):
    cards = deck_of(game, 0)
    arrange(game, 0, hand=cards[:6], deck=cards[6:])
    arrange(game, 1, hand=deck_of(game, 1)[:5], deck=deck_of(game, 1)[5:])
    start_turn(game)
    assert game.characters[0].hand == cards[:6] and game.characters[0].deck == cards[6:]
    assert game.characters[0].discard == []
    assert len(game.characters[1].hand) == 5
    assert drawn_entries(game, 0) == [] and drawn_entries(game, 1) == []


@pytest.mark.rule("PUB-DRAW-06")
def test_with_deck_and_discard_both_empty_drawing_stops(game):
    cards = deck_of(game, 0)
    arrange(game, 0, hand=cards[:2], deck=[cards[2]], discard=[])
    start_turn(game)
    ch = game.characters[0]
    assert ch.hand == cards[:3] and ch.deck == [] and ch.discard == []
    assert [e.args["count"] for e in drawn_entries(game, 0)] == [1]
    assert not any(e.kind == "action_deck_reshuffled" for e in game.log)
