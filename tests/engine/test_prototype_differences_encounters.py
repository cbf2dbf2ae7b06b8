"""base-game.md §1, noise and encounters (D4, D5, D6, D20, and the empty bag of BASE-BAG-04/05): the same noise
roll made under both rulesets, each test asserting the two outcomes a player sees.

- D4: a Surprise Attack face with no Intruder next door does nothing in the prototype; the published Danger
  face puts Noise in every corridor.
- D5: an Intruder drawn means a Panic check in the prototype, a Surprise Attack check (hand < token number) in
  the published game; a Larva drawn crawls onto the prototype's sheet with a Contamination card, and is a
  figure in the published room.
- D6: the prototype's sheet Larva infects its host in the Event phase; the published Larva attacks from the room.
- D20: Reaction to Danger lowers a Panic card by 2 (to 0), a published token number by 1 (to 1).
- Empty bag: the prototype takes back every Intruder away from the crew and draws; the published game reads a Blank.
"""

import pytest

from engine.rulesets.prototype.state import proto
from engine.species.intruders.state import hive
from tests.engine.factories import (
    act,
    entries,
    kinds,
    place,
    put_intruder,
    reask,
    set_bag,
    set_hand,
    stack_attack,
    step,
    top,
)
from tests.engine.ship_helpers import ship, tokens

RULESETS = ["published", "prototype"]
R06_CORRIDORS = ["K04", "K07", "K09", "K10"]  # the Canteen's corridors; its 1 is K09


def game(ruleset: str, hand: int = 0):
    """One character in the Canteen (R06) holding `hand` cards, every tile up, no Objective question to come."""
    state = ship(1, ruleset=ruleset)
    state.first_intruder_seen = True
    place(state, 0, "R06")
    set_hand(state, 0, ["soldier_demolition", "soldier_rest", "soldier_search_1", "soldier_search_2"][:hand])
    state.characters[0].discard = []
    return state


def panic_top(state, card: str) -> None:
    """This Panic card is drawn next (the deck's top is its last card)."""
    deck = proto(state).panic_deck
    deck.remove(card)
    deck.append(card)


def encounter(state, script, token: str, panic: str = "cold_sweat_1") -> list:
    """A second Noise in K09 brings `token` from the bag into the Canteen. The Panic card on top of the
    prototype's deck is `panic` (cold_sweat_1: difficulty 1, no effect but the token); an Adult attacking draws
    Tail Attack, which only hurts a Queen."""
    state.noise = ["K09"]
    set_bag(state, token)
    if state.config.get("ruleset") == "prototype":
        panic_top(state, panic)
    stack_attack(state, "tail_1")
    script.rolls("1")
    return step(state, "noise_roll", 0)


# --- D4 ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-NOISE-04", "PUB-NOISE-05")
@pytest.mark.parametrize(("ruleset", "noise", "said"), [
    ("published", R06_CORRIDORS, "noise_placed"),
    ("prototype", [], "surprise_attack_nobody"),
])
def test_the_special_face_with_no_intruder_next_door(script, ruleset, noise, said):
    state = game(ruleset)
    script.rolls("danger")

    log = step(state, "noise_roll", 0)

    assert sorted(state.noise) == noise and state.intruders == []
    assert said in kinds(log)


@pytest.mark.rule("BASE-NOISE-04", "BASE-ENC-01", "BASE-ENC-06", "PUB-NOISE-05", "PUB-ENC-01")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_special_face_with_an_intruder_next_door_brings_it_in_alike(script, ruleset):
    """Alike in both games: the Intruder walks in, which is no bag draw: no Panic card, no Surprise Attack."""
    state = game(ruleset)
    adult = put_intruder(state, "adult", "R07")  # beside the Canteen
    script.rolls("danger")

    log = step(state, "noise_roll", 0)

    assert adult.room == "R06" and state.noise == []
    assert not {"encounter", "panic_failed", "panic_calm", "surprise_attack", "intruder_attacks"} & set(kinds(log))


# --- D5: an Adult drawn --------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-ENC-04", "BASE-ENC-07", "BASE-PANIC-02", "BASE-PANIC-04", "PUB-ENC-02")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_adult_drawn_with_an_empty_hand(script, ruleset):
    state = game(ruleset, hand=0)

    log = encounter(state, script, "adult_1")  # danger number 2

    assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R06")]
    if ruleset == "published":  # a Surprise Attack: the Adult attacks at once (Tail Attack misses it)
        assert [e.args["reason"] for e in entries(log, "intruder_attacks")] == ["surprise"]
        assert state.attack_discard == ["tail_1"]
    else:  # no attack: a Panic card, failed, and the Panic token
        assert entries(log, "intruder_attacks") == [] and "tail_1" not in state.attack_discard
        assert [e.args["card"] for e in entries(log, "panic_failed")] == ["cold_sweat_1"]
        assert proto(state).panic == [True] and proto(state).panic_discard == ["cold_sweat_1"]


@pytest.mark.rule("BASE-PANIC-01", "BASE-PANIC-03", "BASE-PANIC-05", "PUB-ENC-02")
@pytest.mark.parametrize(("ruleset", "rest", "second"), [
    ("published", False, "no_surprise"),
    ("published", True, "no_surprise"),
    ("prototype", False, "panic_failed"),  # the Panic token fails every check, whatever the hand
    ("prototype", True, "panic_calm"),  # Rest took the token away
])
def test_a_second_adult_met_with_a_full_hand_after_a_first_met_empty_handed(script, ruleset, rest, second):
    state = game(ruleset, hand=0)
    encounter(state, script, "adult_1")
    state.intruders.clear()  # the first Adult is gone
    set_hand(state, 0, ["soldier_rest", "soldier_demolition", "soldier_search_1", "soldier_search_2"])
    if rest:
        reask(state)
        act(state, "card", "soldier_rest")
        assert state.characters[0].hand == ["soldier_demolition", "soldier_search_1", "soldier_search_2"]

    log = encounter(state, script, "adult_2", panic="cold_sweat_2")  # number 2 / difficulty 2; 3-4 cards held

    assert second in kinds(log)
    assert entries(log, "intruder_attacks") == []


# --- D5, D6: a Larva drawn -----------------------------------------------------------------------------------


@pytest.mark.rule("BASE-ENC-02", "BASE-ENC-03", "BASE-IATK-04", "BASE-CONT-02", "PUB-ENC-04", "PUB-INTRUDER-04")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_larva_drawn_then_the_event_phase_attacks(script, ruleset):
    state = game(ruleset, hand=2)  # enough for the published Larva (number 1): no Surprise Attack
    ch = state.characters[0]
    deck = len(state.contamination_deck)

    log = encounter(state, script, "larva_1")

    if ruleset == "published":  # a Larva figure in the room, nothing on the character yet
        assert [(i.kind, i.room) for i in state.intruders] == [("larva", "R06")]
        assert ch.discard == [] and "no_surprise" in kinds(log)
    else:  # no figure: the Larva is on the sheet, and a Contamination card went face down into the discard
        assert state.intruders == [] and proto(state).sheet_larvae == [1]
        assert len(ch.discard) == 1 and ch.discard[0].startswith("cont_")
        assert len(state.contamination_deck) == deck - 1
    assert hive(state).infested == []

    top(state.event_deck, "regeneration")
    state.bag = [tokens(state, "adult")[0]]  # a published bag development that only makes noise rolls
    script.rolls(*(["silence"] if ruleset == "published" else []))
    log = step(state, "event_phase")

    assert hive(state).infested == [0] and state.intruders == []  # infected either way
    assert len([c for c in ch.discard + ch.hand + ch.deck if c.startswith("cont_")]) == 1
    if ruleset == "published":
        assert [e.kind for e in log if e.kind in ("larva_attached", "contamination_gained")] == [
            "larva_attached", "contamination_gained"]  # the card comes with the attack
    else:
        assert "sheet_larva_attacks" in kinds(log) and "contamination_gained" not in kinds(log)
        assert proto(state).sheet_larvae == [0]


# --- D20: Reaction to Danger ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-PANIC-06", "PUB-ENC-06")
@pytest.mark.parametrize(("ruleset", "known", "outcome"), [
    ("published", False, "surprise_attack"),
    ("published", True, "surprise_attack"),  # 2 - 1 = 1, never below 1: an empty hand is still surprised
    ("prototype", False, "panic_failed"),
    ("prototype", True, "panic_calm"),  # 2 - 2 = 0: an empty hand holds enough
])
def test_reaction_to_danger_with_an_empty_hand(script, ruleset, known, outcome):
    state = game(ruleset, hand=0)
    if known:
        state.revealed_weaknesses = ["reaction_to_danger"]

    log = encounter(state, script, "adult_1", panic="cold_sweat_2")  # token number 2, Panic difficulty 2

    assert outcome in kinds(log)
    said = entries(log, outcome)[0].args
    if ruleset == "published":
        assert said["number"] == (1 if known else 2)
    else:
        assert said["difficulty"] == (0 if known else 2)


# --- the empty bag -------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-BAG-04", "PUB-ENC-08", "PUB-ENC-03")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_empty_bag_with_an_intruder_away_from_the_crew(script, ruleset):
    state = game(ruleset, hand=4)
    far = put_intruder(state, "adult", "R02")
    near = put_intruder(state, "creeper", "R06")
    state.noise = ["K09"]
    state.bag = []
    script.rolls("1")

    log = step(state, "noise_roll", 0)

    if ruleset == "published":  # read as a Blank: Noise in every corridor, nobody moves
        assert sorted(state.noise) == R06_CORRIDORS
        assert [(i.kind, i.room) for i in state.intruders] == [("adult", "R02"), ("creeper", "R06")]
    else:  # the far Adult goes back into the bag and is drawn at once into the Canteen
        assert state.noise == [] and far not in state.intruders and near in state.intruders
        assert [e.kind for e in log if e.kind in ("intruder_lurks", "token_drawn")] == ["intruder_lurks", "token_drawn"]
        assert sorted((i.kind, i.room) for i in state.intruders) == [("adult", "R06"), ("creeper", "R06")]


@pytest.mark.rule("BASE-BAG-05", "PUB-ENC-08")
@pytest.mark.parametrize(("ruleset", "noise"), [("published", R06_CORRIDORS), ("prototype", [])])
def test_an_empty_bag_with_every_intruder_beside_the_crew(script, ruleset, noise):
    state = game(ruleset, hand=4)
    put_intruder(state, "creeper", "R06")
    state.noise = ["K09"]
    state.bag = []
    script.rolls("1")

    log = step(state, "noise_roll", 0)

    assert sorted(state.noise) == noise and len(state.intruders) == 1 and state.bag == []
    assert ("bag_stays_empty" in kinds(log)) is (ruleset == "prototype")
