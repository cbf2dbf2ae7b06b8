"""base-game.md §1, the round (D1, D2, D3, D8, D10): the same situation played under both rulesets, each test
asserting the two outcomes a player sees.

- D1: a prototype player acts until passing; a published round ends after 2 actions.
- D2: the prototype refills to 6 in its End phase (2 in combat or in the Nest; Torso and heavy object -1);
  the published game draws up to 5 at the start of the Player phase (Body wound -1).
- D3: the prototype's Event phase has no Time step; its End phase moves Time, then draws; the first player
  never changes. The published Event phase starts with Time and the First Player token passes on.
- D8: no bag development in the prototype.
- D10: fire gives a Serious Wound in the prototype's Event phase, a Light Wound at the end of a published round.
"""

import pytest

from engine.catalog import cat
from engine.rulesets.prototype.state import proto
from tests.engine.card_helpers import hand_of
from tests.engine.factories import (
    act,
    choose,
    entries,
    explore_all,
    give_larva,
    kinds,
    make_game,
    put_intruder,
    reask,
    run_op,
    stack_attack,
    step,
    top,
)
from tests.engine.ship_helpers import fixed_board, tokens

RULESETS = ["published", "prototype"]


def started(ruleset: str, seats: int = 1):
    """A game at the first action of turn 1 (the prototype's Objectives kept at setup), on the fixed board with
    every tile up and no noise."""
    state = make_game(seats=seats, ruleset=ruleset)
    while state.pending.kind == "choose_objective":
        choose(state, "objective", state.pending.options[0].args[0])
    assert (state.turn, state.phase, state.pending.kind) == (1, "player", "choose_action")
    fixed_board(state)
    explore_all(state)
    state.noise = []
    return state


def quiet(state) -> None:
    """A harmless Event card; a bag whose development adds an Adult to the bag and nothing to the board."""
    top(state.event_deck, "regeneration")
    state.bag = [tokens(state, "larva")[0]]


def pass_turn(state) -> list:
    """The pending seat passes and keeps its cards; returns what happened until the next decision."""
    start = len(state.log)
    choose(state, "pass")
    if state.pending is not None and state.pending.kind == "choose_discard":
        choose(state, "keep")
    return state.log[start:]


# --- D1: one turn each until passing / rounds of 2 actions -----------------------------------------------------


@pytest.mark.rule("BASE-ROUND-03", "BASE-PASS-01", "BASE-PASS-03", "PUB-ROUND-04")
@pytest.mark.parametrize(("ruleset", "asked_after_two"), [("published", 1), ("prototype", 0)])
def test_after_two_actions_a_published_round_passes_on_a_prototype_turn_goes_on(script, ruleset, asked_after_two):
    state = started(ruleset, seats=2)  # both characters wake in the Hibernatorium (R11)
    hand_of(state, 0, 6)
    reask(state, 0)
    script.rolls("silence", "silence")

    act(state, "move", "R06", "K10")  # an empty room: a noise roll
    act(state, "move", "R11", "K10")  # back beside seat 1: no roll

    assert state.pending.kind == "choose_action" and state.pending.seat == asked_after_two
    if ruleset == "prototype":
        act(state, "move", "R06", "K10")  # a third action in the same turn
        assert state.pending.seat == 0 and state.characters[0].room == "R06"
        pass_turn(state)
        assert state.pending.seat == 1  # only passing hands the turn on
    assert [e.args["seat"] for e in state.log if e.kind == "round_start"][-1] == state.pending.seat


# --- D2: the draw --------------------------------------------------------------------------------------------


def body_wound(state) -> str:
    return next(w for w in state.wound_deck if cat(state).wounds[w].kind == "body")


@pytest.mark.rule(
    "BASE-DRAW-01", "BASE-DRAW-02", "BASE-DRAW-03", "BASE-NEST-06", "BASE-HEAVY-03", "PUB-DRAW-01", "PUB-DRAW-05"
)
@pytest.mark.parametrize(
    ("case", "published", "prototype"),
    [
        ("out of combat", 5, 6),
        ("an Intruder in the room", 5, 3),  # prototype: exactly 2 more
        ("in the Nest", 5, 3),
        ("a Torso wound", 4, 5),
        ("carrying a heavy object", 5, 5),
    ],
)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_hand_of_one_after_the_event_phase(ruleset, case, published, prototype):
    state = started(ruleset)
    quiet(state)
    ch = state.characters[0]
    hand_of(state, 0, 1)
    if case == "an Intruder in the room":
        put_intruder(state, "adult", ch.room)
        stack_attack(state, "tail_1")  # hits only a Queen: the Adult misses
    elif case == "in the Nest":
        ch.room = "R12"
    elif case == "a Torso wound":
        ch.serious = [body_wound(state)]
    elif case == "carrying a heavy object":
        ch.heavy = ["egg"]

    log = pass_turn(state)

    assert len(ch.hand) == {"published": published, "prototype": prototype}[ruleset]
    draws = [e for e in log if e.kind == "cards_drawn"]
    assert [e.rule for e in draws] == [
        {"published": "PUB-DRAW-01", "prototype": "BASE-DRAW-03" if len(ch.hand) == 3 else "BASE-DRAW-01"}[ruleset]
    ]
    order = kinds(log)
    if ruleset == "prototype":  # drawn in the End phase, before the new turn
        assert order.index("end_phase") < order.index("cards_drawn") < order.index("turn_start")
    else:  # drawn at the start of the Player phase
        assert order.index("turn_start") < order.index("cards_drawn")
    assert state.turn == 2 and state.phase == "player"


@pytest.mark.rule("BASE-DRAW-01", "BASE-DRAW-05", "PUB-DRAW-01", "PUB-DRAW-04")
@pytest.mark.parametrize(("held", "published", "prototype"), [(5, 5, 6), (6, 6, 6), (7, 7, 7)])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_full_hand_after_the_event_phase(ruleset, held, published, prototype):
    """A hand at the target draws nothing, a bigger one keeps every card: the targets are 5 and 6."""
    state = started(ruleset)
    quiet(state)
    ch = state.characters[0]
    hand_of(state, 0, held)

    log = pass_turn(state)

    assert len(ch.hand) == {"published": published, "prototype": prototype}[ruleset]
    assert len(entries(log, "cards_drawn")) == (len(ch.hand) > held)


@pytest.mark.rule("BASE-DRAW-03", "PUB-DRAW-01", "PUB-CONT-07")
@pytest.mark.parametrize(("ruleset", "hand"), [("published", 5), ("prototype", 3)])
def test_a_larva_on_the_character_at_the_draw(ruleset, hand):
    """Prototype: a Larva on the sheet at the End-phase draw means exactly 2 cards. Published: a Larva on the
    character board changes nothing, the draw is up to 5."""
    state = started(ruleset)
    hand_of(state, 0, 1)
    if ruleset == "prototype":
        proto(state).sheet_larvae[0] = 1
        step(state, "end_draw")
    else:
        give_larva(state, state.characters[0])
        step(state, "turn_start")
    assert len(state.characters[0].hand) == hand


# --- D3: the phases ------------------------------------------------------------------------------------------


@pytest.mark.rule(
    "BASE-ROUND-01", "BASE-ROUND-05", "BASE-ROUND-06", "BASE-BAG-03", "BASE-BAG-08", "PUB-ROUND-08", "PUB-BAG-05"
)
@pytest.mark.parametrize(
    ("ruleset", "order"),
    [
        ("published", ["event_phase", "time_advanced", "event_card", "token_drawn", "turn_start", "cards_drawn"]),
        ("prototype", ["event_phase", "event_card", "end_phase", "time_advanced", "cards_drawn", "turn_start"]),
    ],
)
def test_the_steps_after_everyone_has_passed(ruleset, order):
    state = started(ruleset)
    quiet(state)
    hand_of(state, 0, 1)
    bag = list(state.bag)

    got = kinds(pass_turn(state))

    assert [k for k in got if k in order] == order
    assert state.time == 1
    if ruleset == "prototype":  # D8: no bag development, the bag is as it was
        assert state.bag == bag and "token_drawn" not in got
    else:  # the Larva drawn is replaced by an Adult
        assert [cat(state).intruder_tokens[t][0] for t in state.bag] == ["adult"]


@pytest.mark.rule("BASE-ROUND-06", "BASE-ROUND-05", "PUB-ROUND-08", "PUB-END-01")
@pytest.mark.parametrize(("ruleset", "event_card_drawn"), [("published", False), ("prototype", True)])
def test_time_running_out_ends_the_game_before_or_after_the_event_card(ruleset, event_card_drawn):
    state = started(ruleset)
    quiet(state)
    state.time = cat(state).options["time_track_length"] - 1

    log = step(state, "event_phase")

    assert state.over and state.end_reason == "time_ran_out"
    assert ("event_card" in kinds(log)) is event_card_drawn


@pytest.mark.rule("BASE-ROUND-06", "PUB-ROUND-08")
@pytest.mark.parametrize(("ruleset", "phase"), [("published", "event"), ("prototype", "end")])
def test_the_phase_shown_while_the_time_marker_moves(monkeypatch, ruleset, phase):
    from engine.flow import OPS

    state = started(ruleset)
    quiet(state)
    seen = []
    time_step = OPS["ev_time"]

    def watched(st, task):
        seen.append(st.phase)
        time_step(st, task)

    monkeypatch.setitem(OPS, "ev_time", watched)
    step(state, "event_phase")

    assert seen == [phase] and state.time == 1


@pytest.mark.rule("BASE-ROUND-02", "PUB-ROUND-03")
@pytest.mark.parametrize(("ruleset", "holders"), [("published", [1, 2, 0]), ("prototype", [0, 0, 0])])
def test_who_plays_first_in_the_next_turns(ruleset, holders):
    state = started(ruleset, seats=3)
    got = []
    for _ in range(3):
        run_op(state, "turn_start")
        got.append(state.pending.seat)
    assert got == holders


# --- D10: fire on characters ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-FIRE-02", "BASE-FIRE-04", "PUB-FIRE-04", "PUB-ROUND-07")
@pytest.mark.parametrize(
    ("ruleset", "at_round_end", "in_fire_step"),
    [
        ("published", (0, 1), (0, 1)),  # (serious wounds, light wounds): a Light Wound when its round ends
        ("prototype", (0, 0), (1, 0)),  # a Serious Wound in the Event phase's fire step
    ],
)
def test_a_character_in_a_burning_room(ruleset, at_round_end, in_fire_step):
    state = started(ruleset)
    ch = state.characters[0]
    state.fire.append(ch.room)
    state.wound_deck.append(body_wound(state))  # known and harmless to the test

    step(state, "end_round", 0)
    assert (len(ch.serious), ch.light_wounds) == at_round_end
    step(state, "ev_fire")
    assert (len(ch.serious), ch.light_wounds) == in_fire_step
