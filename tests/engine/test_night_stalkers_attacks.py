"""The Night Stalkers' attacks (lockdown-base.md §9.3, T5, LD-KNOW-08): each Attack card's effect, its Darkness
part only for a target in Darkness, a miss for a type the card does not show, the Larva's Infest, Blood Chase
following a bleeding runner, Wary of Shadows for a character with the Knowledge."""

from __future__ import annotations

import pytest

from engine.catalog import cat
from engine.maps.lockdown.state import lockdown_state
from engine.rules.wounds import serious_count
from engine.species.intruders.larvae import carries
from tests.engine.factories import entries, give_larva, put_intruder, set_hand, stack_attack, step
from tests.engine.lockdown_helpers import facility, power

LAB = "L010"  # Section S-02
HAND = ["soldier_rest", "soldier_demolition", "soldier_full_auto"]


def attacked(card: str, kind: str = "adult", lit: bool = True, serious: int = 0, seat_room: str = LAB):
    state = facility(1)
    power(state, S02=lit)
    ch = state.characters[0]
    ch.room = seat_room
    set_hand(state, 0, HAND)
    ch.serious = list(state.wound_deck[:serious])
    del state.wound_deck[:serious]
    intruder = put_intruder(state, kind, seat_room)
    stack_attack(state, card)
    log = step(state, "intruder_attack", intruder.id, 0, "event")
    return state, ch, log


def contamination(ch) -> int:
    return sum(1 for c in ch.hand + ch.deck + ch.discard if c.startswith("cont_"))


@pytest.mark.rule("LD-IATK-03", "LD-NS-06")
def test_cut_gives_a_light_wound_and_contamination_and_one_more_light_wound_in_the_dark():
    _s, ch, log = attacked("cut_2", lit=True)
    assert ch.light_wounds == 1 and contamination(ch) == 1 and not entries(log, "attack_dark_part")
    _s, ch, log = attacked("cut_2", lit=False)
    assert ch.light_wounds == 2 and contamination(ch) == 1 and entries(log, "attack_dark_part")


@pytest.mark.rule("LD-IATK-03")
def test_a_card_without_the_attackers_symbol_misses():
    state, ch, log = attacked("piercing_the_heart_1", kind="adult")  # the Queen's card only
    assert entries(log, "attack_missed") and serious_count(ch) == 0 and ch.light_wounds == 0


@pytest.mark.rule("LD-IATK-03", "LD-WOUND-03")
def test_perched_in_the_dark_kills_a_target_reaching_three_serious_wounds_only_in_the_dark():
    _s, ch, _log = attacked("perched_in_the_dark_1", lit=True, serious=2)
    assert serious_count(ch) == 3 and ch.status == "aboard"
    state, ch, _log = attacked("perched_in_the_dark_1", lit=False, serious=2)
    assert ch.status == "dead" and f"corpse_{ch.seat}" in state.objects[LAB]


@pytest.mark.rule("LD-IATK-03")
def test_piercing_the_heart_wounds_and_contaminates_and_in_the_dark_kills_with_two_serious_wounds():
    _s, ch, _log = attacked("piercing_the_heart_1", kind="queen", lit=True, serious=1)
    assert serious_count(ch) == 2 and contamination(ch) == 1 and ch.status == "aboard"
    _s, ch, _log = attacked("piercing_the_heart_1", kind="queen", lit=False, serious=1)
    assert ch.status == "dead"


@pytest.mark.rule("LD-IATK-03")
def test_blood_rage_doubles_on_a_bleeding_target_and_kills_one_with_two_serious_wounds():
    _s, ch, _log = attacked("blood_rage_1", kind="breeder", serious=0)
    assert serious_count(ch) == 1
    _s, ch, _log = attacked("blood_rage_1", kind="breeder", serious=1)
    assert serious_count(ch) == 3
    _s, ch, _log = attacked("blood_rage_1", kind="breeder", serious=2)
    assert ch.status == "dead"


@pytest.mark.rule("LD-IATK-03", "LD-IATK-05")
def test_evolve_turns_the_creeper_into_a_breeder_which_attacks_at_once_in_the_dark():
    state, ch, log = attacked("evolve_1", kind="creeper", lit=True)
    assert [i.kind for i in state.intruders] == ["breeder"] and len(entries(log, "intruder_attacks")) == 1
    state, ch, log = attacked("evolve_1", kind="creeper", lit=False)
    assert [i.kind for i in state.intruders] == ["breeder"] and len(entries(log, "intruder_attacks")) == 2


@pytest.mark.rule("LD-IATK-03", "LD-NS-12")
def test_evolve_leaves_the_creeper_when_no_breeder_figure_is_free():
    state = facility(1)
    put_intruder(state, "breeder", "L001")
    put_intruder(state, "breeder", "L002")
    ch = state.characters[0]
    ch.room = LAB
    creeper = put_intruder(state, "creeper", LAB)
    stack_attack(state, "evolve_1")
    log = step(state, "intruder_attack", creeper.id, 0, "event")
    assert creeper.kind == "creeper" and entries(log, "no_breeder_available")


@pytest.mark.rule("LD-IATK-03", "LD-IATK-04")
def test_infecting_the_host_slimes_and_in_the_dark_infests_the_target():
    state, ch, _log = attacked("infecting_the_host_1", kind="creeper", lit=True)
    assert ch.slime and not carries(state, ch)
    state, ch, _log = attacked("infecting_the_host_1", kind="creeper", lit=False)
    assert ch.slime and carries(state, ch) and contamination(ch) == 1


@pytest.mark.rule("LD-IATK-04", "LD-NS-06")
def test_a_larva_draws_no_card_it_leaves_the_board_and_infests_its_target():
    state = facility(1)
    ch = state.characters[0]
    ch.room = LAB
    larva = put_intruder(state, "larva", LAB)
    deck = list(state.attack_deck)
    step(state, "intruder_attack", larva.id, 0, "event")
    assert state.attack_deck == deck and not state.intruders
    assert carries(state, ch) and contamination(ch) == 1


@pytest.mark.rule("LD-IATK-04")
def test_a_larva_on_a_target_already_carrying_one_only_adds_contamination():
    state = facility(1)
    ch = state.characters[0]
    ch.room = LAB
    give_larva(state, ch)
    larva = put_intruder(state, "larva", LAB)
    step(state, "intruder_attack", larva.id, 0, "event")
    assert ch.status == "aboard" and carries(state, ch) and contamination(ch) == 1


@pytest.mark.rule("LD-IATK-03", "LD-NS-07", "LD-COMBAT-10", "LD-IATK-01")
def test_blood_chase_on_an_escape_makes_the_attacker_follow_a_bleeding_runner():
    from engine.rules.board import board_neighbours

    for bleeding in (False, True):
        state = facility(1)
        power(state, S02=True)
        ch = state.characters[0]
        ch.room = LAB
        set_hand(state, 0, HAND)
        if bleeding:
            ch.serious = [state.wound_deck.pop()]
        adult = put_intruder(state, "adult", LAB)
        corridor, to = next((c, r) for c, r in board_neighbours(state, LAB) if r != "TECH")
        stack_attack(state, "blood_chase_1")
        log = step(state, "move", 0, to, corridor)
        assert ch.room == to and ch.light_wounds == 1 and ch.slime
        assert adult.room == (to if bleeding else LAB)
        assert bool(entries(log, "intruder_follows")) == bleeding


@pytest.mark.rule("LD-KNOW-08", "LD-KNOW-06")
def test_wary_of_shadows_skips_perched_in_the_darks_dark_part_for_an_adult_with_enough_knowledge():
    def run(knowledge: int, kind: str = "adult"):
        state = facility(1)
        state.weaknesses["first"] = "wary_of_shadows"
        state.revealed_weaknesses = ["wary_of_shadows"]
        lockdown_state(state).knowledge["0"] = knowledge
        power(state, S02=False)
        ch = state.characters[0]
        ch.room = LAB
        ch.serious = state.wound_deck[:2]
        del state.wound_deck[:2]
        intruder = put_intruder(state, kind, LAB)
        stack_attack(state, "perched_in_the_dark_1")
        step(state, "intruder_attack", intruder.id, 0, "event")
        return ch

    assert run(3).status == "aboard"  # first slot: Knowledge 3 is enough
    assert run(2).status == "dead"  # not enough Knowledge: the card's dark part applies
    assert run(3, kind="breeder").status == "dead"  # the Weakness concerns Adults only


@pytest.mark.rule("LD-IATK-03", "LD-NS-10")
def test_every_attack_card_shows_a_blood_value_of_2_to_5_or_the_retreat_arrow():
    state = facility(1)
    cards = cat(state).attack
    assert len(cards) == 20
    assert sum(1 for c in cards.values() if c.retreat) == 3
    assert all(c.retreat or 2 <= c.blood <= 5 for c in cards.values())


@pytest.mark.rule("LD-IATK-05", "LD-IATK-02")
def test_the_breeder_of_a_dark_evolve_attacks_whoever_holds_the_fewest_action_cards():
    state = facility(2)
    power(state, S02=False)
    for seat, hand in ((0, HAND), (1, HAND[:1])):
        state.characters[seat].room = LAB
        set_hand(state, seat, hand)
    creeper = put_intruder(state, "creeper", LAB)
    stack_attack(state, "evolve_1", "cut_2")
    log = step(state, "intruder_attack", creeper.id, 0, "event")
    assert [e.args["seat"] for e in entries(log, "intruder_attacks")] == [0, 1]
