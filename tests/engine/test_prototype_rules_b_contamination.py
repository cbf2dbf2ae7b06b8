"""The prototype ruleset (base-game.md) keeps the published Contamination cards and infection where it does not
differ (§29; BASE-CONT-05 is the D19 difference), and no character ever attacks another except by side effects
(§31), in a prototype game."""

import pytest

from engine import api
from engine.rules.actions import payable
from engine.species.intruders.larvae import carries
from tests.engine.factories import act, choose, entries, give_larva, place, put_intruder, reask, stack_attack, step
from tests.engine.room_helpers import proto
from tests.engine.ship_helpers import event

CANTEEN = "R06"


def clean_and_infected(state):
    """One clean and one INFECTED card taken out of the Contamination deck."""
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(clean)
    state.contamination_deck.remove(infected)
    return clean, infected


def with_hand(state, seat: int, *extra: str):
    """The seat holds Rest, 2 other Action cards and `extra`; its other cards are in its deck."""
    ch = state.characters[seat]
    actions = sorted(c for c in ch.hand + ch.deck + ch.discard if not c.startswith("cont_"))
    rest = next(c for c in actions if c.endswith("_rest"))
    others = [c for c in actions if c != rest]
    ch.hand = [rest, *others[:2], *extra]
    ch.deck = others[2:]
    ch.discard = []
    return ch


# --- §29 Contamination -------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-CONT-01", "BASE-CONT-02")
def test_an_intruder_attack_gives_a_contamination_card_face_down_into_the_discard_pile():
    state = proto(seats=2)
    place(state, 1, "R01")
    put_intruder(state, "adult", "R11")
    stack_attack(state, "scratch_2")
    ch = state.characters[0]
    hand = list(ch.hand)

    log = step(state, "ev_attacks")

    assert entries(log, "contamination_gained") and ch.hand == hand
    assert len(ch.discard) == 1 and ch.discard[0].startswith("cont_")
    assert api.view(state, 1).characters[0].discard_size == 1
    assert entries(log, "contamination_gained")[0].args == {"seat": 0}  # which card it is stays unsaid


@pytest.mark.rule("BASE-CONT-03")
def test_a_contamination_card_never_pays_for_an_action():
    state = proto()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, clean, infected)

    assert clean not in payable(ch) and infected not in payable(ch) and len(payable(ch)) == 3


@pytest.mark.rule("BASE-CONT-03")
def test_a_contamination_card_can_be_discarded_when_passing():
    state = proto()
    clean, _ = clean_and_infected(state)
    with_hand(state, 0, clean)
    reask(state)

    choose(state, "pass")
    offered = api.Choice("discard", ("contamination",)) in state.pending.options
    api.apply(state, api.Choice("discard", ("contamination",)))

    assert offered and clean in state.characters[0].discard


@pytest.mark.rule("BASE-CONT-04")
def test_nobody_knows_a_card_is_infected_until_it_is_scanned():
    state = proto(seats=2)
    clean, infected = clean_and_infected(state)
    with_hand(state, 0, clean, infected)
    before = api.view(state, 0).characters[0].hand
    reask(state)

    act(state, "card", state.characters[0].hand[0])  # Rest scans the hand

    assert sorted(before)[:2] == ["contamination", "contamination"]
    assert state.revealed_infected == [infected]
    assert "contamination_infected" in api.view(state, 0).characters[0].hand


@pytest.mark.rule("BASE-CONT-06", "BASE-CONT-08")
def test_rest_scans_the_hand_keeps_an_infected_card_gives_an_infection_and_removes_the_clean_one():
    state = proto()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, clean, infected)
    reask(state)

    log = act(state, "card", ch.hand[0])

    assert infected in ch.hand and clean not in ch.hand + ch.deck + ch.discard
    assert carries(state, ch)
    assert [(e.args["cards"], e.args["infected"]) for e in entries(log, "scanned")] == [(2, 1)]


@pytest.mark.rule("BASE-CONT-06", "BASE-CONT-08")
def test_the_canteen_scans_only_the_hand():
    state = proto()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, clean)
    ch.discard = [infected]
    place(state, 0, CANTEEN)
    reask(state)

    act(state, "room", CANTEEN, "heal_scan")

    assert clean not in ch.hand + ch.deck + ch.discard
    assert infected in ch.discard and state.revealed_infected == [] and not carries(state, ch)


@pytest.mark.rule("BASE-CONT-09")
def test_a_second_infection_has_no_further_effect_during_play():
    state = proto(seats=2)
    _, infected = clean_and_infected(state)
    ch = with_hand(state, 0, infected)
    give_larva(state, ch)
    reask(state)

    log = act(state, "card", ch.hand[0])

    assert ch.status == "aboard" and carries(state, ch) and state.intruders == []
    assert infected in ch.hand and entries(log, "already_infected")


@pytest.mark.rule("BASE-CONT-07", "BASE-CONT-10")
def test_eclosion_kills_an_infected_character_and_a_creeper_appears_in_its_room():
    state = proto(seats=2)
    place(state, 0, "R06")
    place(state, 1, "R01")
    give_larva(state, state.characters[0])

    log = event(state, "eclosion")

    assert [c.status for c in state.characters] == ["dead", "aboard"]
    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", "R06")]
    assert [e.args["cause"] for e in entries(log, "character_dead")] == ["eclosion"]


# --- §31 Attacking other players ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-PVP-01")
def test_no_attack_ever_targets_another_character():
    state = proto(seats=3)
    put_intruder(state, "adult", "R11")  # every character in R11, with one Intruder
    reask(state)

    targets = [o.args for o in state.pending.options if o.kind in ("shoot", "melee")]

    assert targets
    assert all(str(args[-1]).isdigit() and int(args[-1]) == state.intruders[0].id for args in targets)


@pytest.mark.rule("BASE-PVP-02")
def test_a_grenade_at_an_intruder_also_hurts_the_crew_in_that_room():
    state = proto(seats=2)
    place(state, 1, "R06")
    adult = put_intruder(state, "adult", "R06")
    state.characters[0].items = ["grenade"]
    reask(state)

    act(state, "item", "grenade", "throw", "R06", str(adult.id))

    assert state.characters[1].serious or state.characters[1].light_wounds
    assert state.characters[0].serious == [] and state.characters[0].light_wounds == 0
