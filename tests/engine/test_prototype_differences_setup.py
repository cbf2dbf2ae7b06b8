"""base-game.md §1, setup and objectives (D2, D7, D9, D14, D16, D17): the same game set up under both rulesets,
each test asserting the two outcomes a player sees.

- D2: the prototype deals 6 Action cards at setup; the published game draws 5 in the first Player phase.
- D7: the prototype's bag has 3 Larvae and no Blank; the published one 4 Larvae and a Blank.
- D9: 8 Eggs against 5.
- D14: 2 Primary Objectives from one pooled deck, one kept at setup, and a once-a-game Alternative Objective,
  against 1 Corporate + 1 Personal Objective chosen at the first Intruder.
- D16: a random character died in hibernation and is not offered; every free character is offered (published:
  nobody dies and the draft offers 2).
- D17: 2 / 3 / 3 / 4 / 4 escape pods against 2 / 2 / 3 / 3 / 4.
"""

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from engine.rulesets.prototype.state import proto
from engine.species.intruders.state import hive
from tests.engine.factories import choose, entries, kinds, make_game, place, set_bag, step, top
from tests.engine.ship_helpers import fixed_board

RULESETS = ["published", "prototype"]


def pass_turn(state) -> None:
    choose(state, "pass")
    if state.pending.kind == "choose_discard":
        choose(state, "keep")


def drafting(ruleset: str, seats: int, seed: int = 1):
    """A game with nobody's character named: it stops at the first draft decision."""
    return api.new_game({"seats": seats, "seed": seed, "ruleset": ruleset})


# --- D2: the first cards -------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SETUP-17", "PUB-SETUP-21", "PUB-DRAW-01")
@pytest.mark.parametrize(("ruleset", "hand", "rule"), [("published", 5, "PUB-DRAW-01"), ("prototype", 6, "BASE-SETUP-17")])
def test_the_first_hand(ruleset, hand, rule):
    state = make_game(seats=2, ruleset=ruleset)
    while state.pending.kind == "choose_objective":
        choose(state, "objective", state.pending.options[0].args[0])

    assert [len(ch.hand) for ch in state.characters] == [hand, hand]
    order = kinds(state.log)
    draws = [i for i, k in enumerate(order) if k == "cards_drawn"]
    assert {state.log[i].rule for i in draws} == {rule}
    if ruleset == "prototype":  # dealt during setup, before turn 1 starts
        assert max(draws) < order.index("turn_start")
    else:  # drawn as turn 1 starts
        assert order.index("turn_start") < min(draws)


# --- D7, D9: the bag and the Eggs ----------------------------------------------------------------------------


@pytest.mark.rule("BASE-BAG-01", "BASE-SETUP-20", "PUB-SETUP-10", "PUB-BAG-01")
@pytest.mark.parametrize("seats", [1, 3, 5])
@pytest.mark.parametrize(("ruleset", "larvae", "blanks"), [("published", 4, 1), ("prototype", 3, 0)])
def test_the_starting_bag(ruleset, larvae, blanks, seats):
    state = make_game(seats=seats, ruleset=ruleset)

    bag = Counter(cat(state).intruder_tokens[t][0] for t in state.bag)

    assert bag == Counter({"larva": larvae, "creeper": 1, "adult": 3 + seats, "queen": 1, "blank": blanks}) - Counter()
    assert len(state.bag) == larvae + 1 + 3 + seats + 1 + blanks


@pytest.mark.rule("BASE-SETUP-18", "BASE-NEST-01", "BASE-COMP-17", "PUB-SETUP-09", "PUB-NEST-01")
@pytest.mark.parametrize(("ruleset", "eggs"), [("published", 5), ("prototype", 8)])
def test_the_eggs_on_the_intruder_board(ruleset, eggs):
    state = make_game(seats=2, ruleset=ruleset)
    assert hive(state).eggs == eggs


# --- D14: objectives -----------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SETUP-13", "BASE-OBJ-04", "PUB-SETUP-16", "PUB-OBJ-02")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_two_objectives_dealt(ruleset):
    hands = []
    for seed in range(8):
        state = make_game(seats=2, seed=seed, ruleset=ruleset)
        objectives = cat(state).objectives
        for cards in state.objectives.values():
            assert len(cards) == 2 and all(objectives[c].min_players <= 2 for c in cards)
            hands.append(tuple(sorted(objectives[c].deck for c in cards)))

    if ruleset == "published":  # always one of each deck
        assert set(hands) == {("corporate", "personal")}
    else:  # one pooled Primary deck: two cards of the same deck happen
        assert set(hands) <= {("corporate", "personal"), ("corporate", "corporate"), ("personal", "personal")}
        assert set(hands) - {("corporate", "personal")}


@pytest.mark.rule("BASE-SETUP-16", "BASE-OBJ-04", "PUB-OBJ-03", "PUB-ENC-05")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_when_the_objective_is_chosen(script, ruleset):
    state = make_game(seats=2, ruleset=ruleset)
    if ruleset == "prototype":  # asked at setup, before turn 1
        assert (state.turn, state.phase, state.pending.kind) == (0, "setup", "choose_objective")
        while state.pending.kind == "choose_objective":
            choose(state, "objective", state.pending.options[0].args[0])
        assert state.objectives_chosen and state.turn == 1
    else:  # turn 1 starts with both cards still in hand
        assert (state.turn, state.pending.kind, state.objectives_chosen) == (1, "choose_action", False)
    fixed_board(state)
    place(state, 0, "R06")
    state.characters[0].hand = list(state.characters[0].hand[:4])
    state.noise = ["K09"]
    set_bag(state, "creeper_1")
    if ruleset == "prototype":
        proto(state).panic_deck.append(proto(state).panic_deck.pop(proto(state).panic_deck.index("cold_sweat_1")))
    script.rolls("1")

    step(state, "noise_roll", 0)  # the first Intruder of the game comes into the Canteen

    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", "R06")]
    if ruleset == "published":
        assert state.pending.kind == "choose_objective" and state.pending.rule == "PUB-OBJ-03"
    else:
        assert state.pending is None  # nothing to choose any more
        assert [len(cards) for cards in state.objectives.values()] == [1, 1]


@pytest.mark.rule("BASE-OBJ-05", "BASE-OBJ-06", "PUB-OBJ-02")
@pytest.mark.parametrize(("ruleset", "offered"), [("published", False), ("prototype", True)])
def test_the_alternative_objective_at_the_start_of_a_turn(ruleset, offered):
    state = make_game(seats=2, ruleset=ruleset)
    while state.pending.kind == "choose_objective":
        choose(state, "objective", state.pending.options[0].args[0])
    kinds_offered = {o.kind for o in state.pending.options}
    assert ("alt_objective" in kinds_offered) is offered
    if not offered:
        return
    kept = list(state.objectives["0"])

    log = choose(state, "alt_objective")  # free: the turn goes on with the same seat, no action spent

    new = state.objectives["0"]
    assert len(new) == 1 and new != kept and cat(state).objectives[new[0]].deck == "solo_coop"
    assert [e.visible_to for e in entries(log, "objective_kept")] == [(0,)]  # the new card is secret
    assert state.pending.seat == 0 and state.actions_this_round == 0
    assert "alt_objective" not in {o.kind for o in state.pending.options}
    top(state.event_deck, "regeneration")
    pass_turn(state)
    assert state.pending.seat == 1 and "alt_objective" in {o.kind for o in state.pending.options}  # seat 1 may
    pass_turn(state)
    assert (state.turn, state.pending.seat) == (2, 0)  # seat 0's next turn: once a game, so no more
    assert "alt_objective" not in {o.kind for o in state.pending.options}
    assert proto(state).swapped == [True, False]


# --- D16: the first victim and the draft ----------------------------------------------------------------------


@pytest.mark.rule("BASE-SETUP-11", "BASE-SETUP-14", "BASE-CHAR-10", "PUB-SETUP-17", "PUB-SETUP-20")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_first_draft_decision(ruleset):
    for seed in range(4):
        state = drafting(ruleset, seats=2, seed=seed)
        offered = [o.args[0] for o in state.pending.options]
        assert state.pending.kind == "choose_character"
        assert state.objects[next(r for r, t in state.tiles.items() if t == "hibernatorium")] == ["corpse_blue"]
        if ruleset == "published":  # nobody died; 2 characters drawn for the first player
            assert len(offered) == 2 and entries(state.log, "first_victim") == []
        else:  # one random character died in hibernation; the 5 others are all offered
            victim = proto(state).victim
            assert [e.args["character"] for e in entries(state.log, "first_victim")] == [victim]
            assert sorted(offered) == sorted(c for c in cat(state).characters if c != victim)


@pytest.mark.rule("BASE-SETUP-11", "BASE-SETUP-14", "PUB-SETUP-17")
def test_the_victim_is_drawn_at_random_and_never_played():
    victims = set()
    for seed in range(12):
        state = drafting("prototype", seats=5, seed=seed)
        victims.add(proto(state).victim)
        while state.pending.kind == "choose_character":
            choose(state, "character", state.pending.options[-1].args[0])
        assert proto(state).victim not in {ch.character for ch in state.characters}
    assert len(victims) >= 3
    published = drafting("published", seats=5)
    assert not published.ext.get("ruleset:prototype")


# --- D17: escape pods ----------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-SETUP-07", "BASE-SOLO-01", "PUB-SETUP-07")
@pytest.mark.parametrize(("seats", "published", "prototype"), [(1, 2, 2), (2, 2, 3), (3, 3, 3), (4, 3, 4), (5, 4, 4)])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_escape_pods_for_the_player_count(ruleset, seats, published, prototype):
    state = make_game(seats=seats, ruleset=ruleset)
    pods = ship_state(state).pods
    assert len(pods) == {"published": published, "prototype": prototype}[ruleset]
    assert all(p.locked for p in pods)
