"""The Lab Rat's Inconspicuous and Feel of the Dark, the Survivor's Vents (LD-CHAR-10, LD-CHAR-12, LD-POWER-04,
LD-TECH-01, LD-MOVE-05), and the promise that every card of a Lockdown deck does something."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.darkness import facility as facts
from engine.rules import registry
from engine.rules.registry import CARD_EFFECTS
from tests.engine.factories import act, choose, entries, put_intruder, reask, run_op, set_hand, stack_attack, top
from tests.engine.lockdown_helpers import LOCKDOWN_CHARACTERS, facility, power

LAB_RAT_REACTIONS = ("interruption", "inconspicuous", "feel_of_the_dark")  # answered in a reaction window
DARK_ROOM, LIT_ROOM = "L024", "L001"  # S-03's Emergency Room and S-01's Archive (power() below sets which is lit)


def lab_rat(*cards: str, seats: int = 2, room: str = DARK_ROOM):
    """The Lab Rat (seat 0) holding `cards` and two fillers, the Sentry (seat 1) in the same room; S-03 dark,
    S-01 lit."""
    state = facility(seats=seats, characters=["lab_rat", "sentry"][:seats])
    power(state, S01=True, S02=True, S03=False)
    for ch in state.characters:
        ch.room = room
    ch = state.characters[0]
    fillers = [c for c in ch.deck + ch.hand if c not in cards and cat(state).action_cards[c].cost == 0
               and cat(state).action_cards[c].when != "reaction"][:2]
    set_hand(state, 0, [*cards, *fillers])
    if seats > 1:
        set_hand(state, 1, state.characters[1].hand[:4] + state.characters[1].deck[:1])
    return state


def wounds(ch) -> int:
    return ch.light_wounds + len(ch.serious) + len(ch.dressed)


@pytest.mark.rule("LD-CHAR-06", "LD-CHAR-10", "LD-CHAR-12")
def test_every_card_of_every_lockdown_deck_does_something():
    state = facility(seats=1, characters=["survivor"])
    for cid in LOCKDOWN_CHARACTERS:
        for card in cat(state).characters[cid].cards:
            if card.when == "reaction":
                assert card.effect in LAB_RAT_REACTIONS, card.id
                continue
            assert CARD_EFFECTS[card.effect].resolve is not registry._unset_resolve, card.id


@pytest.mark.rule("LD-CHAR-12", "LD-TECH-01", "LD-MOVE-05")
def test_vents_crawl_to_an_explored_entrance_room_with_no_noise_roll_then_an_attack_strikes_in_darkness():
    state = facility(seats=1, characters=["survivor"])
    power(state, S01=True, S02=True, S03=True)  # every Section lit: the strike is still a Darkness one
    ch = state.characters[0]
    ch.room = "L013"
    set_hand(state, 0, ["survivor_vents", *[c for c in ch.deck + ch.hand if c != "survivor_vents"][:3]])
    reask(state)
    targets = {o.args[1] for o in state.pending.options if o.kind == "card" and o.args[0] == "survivor_vents"}
    entrances = {r for r in facts(state).entrances if state.explored.get(r)}
    assert targets == entrances - {"L013"} and LIT_ROOM in targets
    stack_attack(state, "cut_1")
    log = act(state, "card", "survivor_vents", LIT_ROOM)
    assert ch.room == LIT_ROOM and "survivor_vents" in ch.discard
    assert not entries(log, "noise_roll")
    assert entries(log, "attack_card") and entries(log, "attack_dark_part")  # an Adult's attack, in Darkness


@pytest.mark.rule("LD-CHAR-10", "LD-POWER-04")
def test_feel_of_the_dark_stops_a_surprise_attack_in_darkness_but_is_not_offered_in_the_light():
    state = lab_rat("lab_rat_feel_of_the_dark")
    ch = state.characters[0]
    adult = put_intruder(state, "adult", DARK_ROOM)
    stack_attack(state, "cut_1")
    run_op(state, "intruder_attack", adult.id, 0, "surprise")
    assert state.pending.kind == "reaction"
    assert ("feel_of_the_dark", ("lab_rat_feel_of_the_dark",)) in [(o.kind, o.args) for o in state.pending.options]
    log = choose(state, "feel_of_the_dark", "lab_rat_feel_of_the_dark")
    assert wounds(ch) == 0 and "lab_rat_feel_of_the_dark" in ch.discard
    assert entries(log, "attack_ignored")

    lit = lab_rat("lab_rat_feel_of_the_dark", room=LIT_ROOM)
    adult = put_intruder(lit, "adult", LIT_ROOM)
    stack_attack(lit, "cut_1")
    run_op(lit, "intruder_attack", adult.id, 0, "surprise")
    assert lit.pending is None or "feel_of_the_dark" not in {o.kind for o in lit.pending.options}
    assert wounds(lit.characters[0]) >= 1  # the Cut landed


@pytest.mark.rule("LD-CHAR-10")
def test_inconspicuous_turns_the_attack_on_another_character_in_the_room():
    state = lab_rat("lab_rat_inconspicuous", room=LIT_ROOM)
    rat, sentry = state.characters
    adult = put_intruder(state, "adult", LIT_ROOM)
    stack_attack(state, "cut_1")
    run_op(state, "intruder_attack", adult.id, 0, "move")
    assert ("inconspicuous", ("lab_rat_inconspicuous", "1")) in [(o.kind, o.args) for o in state.pending.options]
    log = choose(state, "inconspicuous", "lab_rat_inconspicuous", "1")
    while state.pending is not None and state.pending.seat == 1 and state.pending.kind == "reaction":
        log += choose(state, "decline")
    assert wounds(rat) == 0 and "lab_rat_inconspicuous" in rat.discard
    assert wounds(sentry) >= 1
    assert entries(log, "ld_inconspicuous")[0].args["other"] == 1


@pytest.mark.rule("LD-CHAR-10")
def test_inconspicuous_needs_someone_else_in_the_room():
    state = lab_rat("lab_rat_inconspicuous", seats=1, room=LIT_ROOM)
    adult = put_intruder(state, "adult", LIT_ROOM)
    stack_attack(state, "cut_1")
    run_op(state, "intruder_attack", adult.id, 0, "move")
    assert state.pending is None or "inconspicuous" not in {o.kind for o in state.pending.options}
    assert wounds(state.characters[0]) >= 1


@pytest.mark.rule("LD-CHAR-10", "LD-EVENT-10")
def test_inconspicuous_in_darkness_skips_the_bag_development_noise_roll():
    state = lab_rat("lab_rat_inconspicuous", seats=1)
    run_op(state, "noise_roll", 0, "skip_in_combat")
    assert state.pending.kind == "reaction"
    log = choose(state, "skip_roll", "lab_rat_inconspicuous")
    assert not entries(log, "noise_roll") and entries(log, "ld_roll_skipped")
    assert "lab_rat_inconspicuous" in state.characters[0].discard

    declined = lab_rat("lab_rat_inconspicuous", seats=1)
    run_op(declined, "noise_roll", 0, "skip_in_combat")
    assert entries(choose(declined, "decline"), "noise_roll")

    lit = lab_rat("lab_rat_inconspicuous", seats=1, room=LIT_ROOM)
    run_op(lit, "noise_roll", 0, "skip_in_combat")
    assert entries(lit.log, "noise_roll") and "lab_rat_inconspicuous" in lit.characters[0].hand


@pytest.mark.rule("LD-CHAR-10", "LD-POWER-04", "LD-EVENT-12")
def test_feel_of_the_dark_lets_an_events_darkness_part_pass_by():
    state = lab_rat("lab_rat_feel_of_the_dark")
    rat, sentry = state.characters
    top(state.event_deck, "egg_protection")  # in Darkness every Character takes a Contamination card
    run_op(state, "ev_event_card")
    assert state.pending is not None and state.pending.seat == 0
    log = choose(state, "feel_of_the_dark", "lab_rat_feel_of_the_dark")
    assert entries(log, "ld_dark_ignored")
    got = {e.args["seat"] for e in entries(log, "contamination_gained")}
    assert got == {1}, got  # the Sentry, in the same dark room, takes one; the Lab Rat does not


@pytest.mark.rule("LD-EVENT-12")
def test_without_feel_of_the_dark_the_events_darkness_part_reaches_everyone_in_darkness():
    state = lab_rat()
    top(state.event_deck, "egg_protection")
    run_op(state, "ev_event_card")
    assert state.pending is None
    assert {e.args["seat"] for e in entries(state.log, "contamination_gained")} == {0, 1}
