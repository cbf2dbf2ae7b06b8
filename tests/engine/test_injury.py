"""Intruder injuries, the Injury Effect Check, death and retreat (PUB-INJ-01..13)."""

import pytest

from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from tests.engine.combat_helpers import board, entries, reveal, set_bag, step
from tests.engine.factories import place, put_intruder, top

HIGH_BLOOD = ("bite_3", "scratch_4")  # blood 6 + 6: nothing in these tests dies on them


def scout_with(kind, injuries=0, room="R06", characters=("scout",)):
    """The Scout (Rifle: no special rule) with one Intruder in `room`."""
    state = board(characters=list(characters))
    place(state, 0, room)
    return state, put_intruder(state, kind, room, injuries)


def shoot(state, script, intruder, face, weapon="rifle"):
    script.rolls(face)
    return step(state, "shoot", 0, weapon, str(intruder.id))


@pytest.mark.rule("PUB-INJ-01")
def test_one_shot_makes_exactly_one_injury_effect_check(script):
    state, adult = scout_with("adult")
    top(state.attack_deck, *HIGH_BLOOD)

    new = shoot(state, script, adult, "double")

    assert adult.injuries == 2
    checks = entries(new, "injury_check")
    assert len(checks) == 1 and checks[0].args["intruder"] == adult.id


@pytest.mark.rule("PUB-INJ-01")
def test_fire_step_checks_each_injured_intruder_before_the_next_one_is_hurt():
    state = board()
    state.fire = ["R06"]
    first = put_intruder(state, "adult", "R06")
    second = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)

    new = step(state, "ev_fire")

    order = [(e.kind, e.args["intruder"]) for e in new if e.kind in ("intruder_injured", "injury_check")]
    assert order == [("intruder_injured", first.id), ("injury_check", first.id),
                     ("intruder_injured", second.id), ("injury_check", second.id)]


@pytest.mark.rule("PUB-INJ-02", "PUB-INJ-08")
def test_one_injury_kills_a_larva_without_a_card_and_leaves_no_carcass(script):
    state, larva = scout_with("larva")
    deck = list(state.attack_deck)

    new = shoot(state, script, larva, "creeper")

    assert not state.intruders
    assert entries(new, "intruder_killed")[0].rule == "PUB-INJ-02"
    assert state.attack_deck == deck and not entries(new, "injury_check")
    assert "carcass" not in state.objects.get("R06", [])


@pytest.mark.rule("PUB-INJ-03")
@pytest.mark.parametrize("kind", ["creeper", "adult"])
def test_creeper_or_adult_dies_when_the_blood_is_not_above_its_injuries(script, kind):
    state, intruder = scout_with(kind, injuries=1)
    top(state.attack_deck, "scratch_1")  # blood 2

    new = shoot(state, script, intruder, "single")  # 2 Injuries now

    check = entries(new, "injury_check")[0]
    assert check.rule == "PUB-INJ-03" and check.args["cards"] == "scratch_1" and check.args["blood"] == "2"
    assert intruder not in state.intruders
    assert entries(new, "intruder_killed")


@pytest.mark.rule("PUB-INJ-03")
def test_adult_lives_when_the_blood_is_above_its_injuries(script):
    state, adult = scout_with("adult", injuries=1)
    top(state.attack_deck, "scratch_2")  # blood 3

    shoot(state, script, adult, "single")

    assert adult in state.intruders and adult.injuries == 2


@pytest.mark.rule("PUB-INJ-04")
@pytest.mark.parametrize("kind", ["breeder", "queen"])
def test_breeder_or_queen_dies_when_two_cards_of_blood_add_up_to_at_most_its_injuries(script, kind):
    state, intruder = scout_with(kind, injuries=3)
    top(state.attack_deck, "scratch_1", "tail_1")  # 2 + 2

    new = shoot(state, script, intruder, "single")  # 4 Injuries

    check = entries(new, "injury_check")[0]
    assert check.rule == "PUB-INJ-04" and check.args["cards"] == "scratch_1,tail_1"
    assert intruder not in state.intruders


@pytest.mark.rule("PUB-INJ-04")
def test_breeder_lives_when_the_two_cards_add_up_to_more_than_its_injuries(script):
    state, breeder = scout_with("breeder", injuries=2)
    top(state.attack_deck, "scratch_1", "tail_1")  # 2 + 2

    shoot(state, script, breeder, "single")  # 3 Injuries

    assert breeder in state.intruders and breeder.injuries == 3


@pytest.mark.rule("PUB-INJ-05")
@pytest.mark.parametrize("cards", [("bite_4",), ("claw_4",)])
def test_a_retreat_card_saves_the_intruder_and_it_retreats(script, cards):
    state, adult = scout_with("adult", injuries=5)
    top(state.attack_deck, *cards)
    top(state.event_deck, "bulkheads_open")  # corridor 1: R06 -> K09 -> R07

    new = shoot(state, script, adult, "single")  # 6 Injuries: any blood would kill

    assert adult in state.intruders and adult.room == "R07"
    assert entries(new, "retreat")[0].rule == "PUB-INJ-06"
    assert not entries(new, "intruder_killed")


@pytest.mark.rule("PUB-INJ-05", "PUB-INJ-04")
def test_one_retreat_card_of_two_makes_a_queen_retreat(script):
    state, queen = scout_with("queen", injuries=9)
    top(state.attack_deck, "scratch_1", "bite_4")
    top(state.event_deck, "bulkheads_open")

    shoot(state, script, queen, "single")

    assert queen in state.intruders and queen.room == "R07"


def retreating_adult(script, room="R06", event_card="bulkheads_open"):
    state, adult = scout_with("adult", room=room)
    top(state.attack_deck, "bite_4")
    top(state.event_deck, event_card)
    return state, adult


@pytest.mark.rule("PUB-INJ-06")
def test_retreat_follows_the_event_cards_corridor_and_discards_the_card_unresolved(script):
    state, adult = retreating_adult(script)
    state.doors = {"K01": "closed"}  # Bulkheads Open would open it if it were resolved

    new = shoot(state, script, adult, "single")

    assert adult.room == "R07"  # R06: 1 -> K09
    assert entries(new, "intruder_moved")[0].args == {"intruder": adult.id, "kind": "adult", "src": "R06",
                                                       "room": "R07"}
    assert state.event_discard == ["bulkheads_open"]
    assert state.doors == {"K01": "closed"}
    assert not entries(new, "event_card")


@pytest.mark.rule("PUB-INJ-06")
def test_retreat_into_a_closed_door_destroys_it_and_the_intruder_stays(script):
    state, adult = retreating_adult(script)
    state.doors = {"K09": "closed"}

    shoot(state, script, adult, "single")

    assert adult.room == "R06"
    assert state.doors == {"K09": "destroyed"}


@pytest.mark.rule("PUB-INJ-06", "PUB-INJ-09")
def test_retreat_into_the_technical_corridors_removes_the_intruder_and_bags_a_token(script):
    state, adult = retreating_adult(script, room="R02")  # R02: 1 -> Technical Corridors
    set_bag(state)

    new = shoot(state, script, adult, "single")

    assert adult not in state.intruders
    assert entries(new, "intruder_into_tech")[0].rule == "PUB-TECH-05"
    assert len(state.bag) == 1 and cat(state).intruder_tokens[state.bag[0]][0] == "adult"


@pytest.mark.rule("PUB-INJ-07")
def test_cards_drawn_for_a_check_go_to_the_attack_discard_pile(script):
    state, adult = scout_with("adult")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, "single")

    assert state.attack_discard == ["bite_3"]
    assert "bite_3" not in state.attack_deck


@pytest.mark.rule("PUB-INJ-07")
def test_an_empty_attack_deck_is_reshuffled_from_its_discards_for_a_check(script):
    state, adult = scout_with("adult")
    state.attack_discard = sorted(state.attack_deck)
    state.attack_deck = []

    new = shoot(state, script, adult, "single")

    assert entries(new, "deck_reshuffled")[0].rule == "PUB-INJ-07"
    assert len(state.attack_deck) == 19 and len(state.attack_discard) == 1


@pytest.mark.rule("PUB-INJ-07", "PUB-INJ-04")
def test_a_two_card_check_never_reshuffles_its_first_card_back(script):
    state, breeder = scout_with("breeder")
    state.attack_deck = ["scratch_1"]
    state.attack_discard = ["tail_1"]

    new = shoot(state, script, breeder, "single")

    assert entries(new, "injury_check")[0].args["cards"] == "scratch_1,tail_1"
    assert sorted(state.attack_discard) == ["scratch_1", "tail_1"]


@pytest.mark.rule("PUB-INJ-08")
def test_a_killed_adult_leaves_a_carcass_in_its_room(script):
    state, adult = scout_with("adult", injuries=1)
    top(state.attack_deck, "scratch_1")

    new = shoot(state, script, adult, "single")

    assert not state.intruders
    assert state.objects["R06"] == ["carcass"]
    assert entries(new, "object_placed")[0].rule == "PUB-INJ-08"


@pytest.mark.rule("PUB-INJ-09")
def test_injuries_stay_on_an_intruder_that_retreats_through_a_corridor(script):
    state, adult = scout_with("adult", injuries=1)
    top(state.attack_deck, "claw_4")
    top(state.event_deck, "bulkheads_open")

    shoot(state, script, adult, "single")

    assert adult.room == "R07" and adult.injuries == 2


@pytest.mark.rule("PUB-INJ-09")
def test_injuries_stay_on_a_surviving_intruder_until_healed(script):
    state, adult = scout_with("adult")
    top(state.attack_deck, *HIGH_BLOOD)
    shoot(state, script, adult, "double")
    top(state.event_deck, "regeneration")  # Regeneration heals 2 Injuries

    before = adult.injuries
    step(state, "ev_event_card")

    assert before == 2 and adult.injuries == 0


@pytest.mark.rule("PUB-INJ-10")
def test_killing_an_intruder_changes_no_intruder_token(script):
    state, adult = scout_with("adult", injuries=1)
    top(state.attack_deck, "scratch_1")
    bag, supply = list(state.bag), list(state.supply)

    shoot(state, script, adult, "single")

    assert not state.intruders
    assert state.bag == bag and state.supply == supply and state.removed_tokens == []


@pytest.mark.rule("PUB-INJ-10")
def test_a_killed_queen_takes_her_token_out_of_the_game(script):
    state, queen = scout_with("queen", injuries=3)
    top(state.attack_deck, "scratch_1", "tail_1")
    assert "queen_1" in state.bag

    shoot(state, script, queen, "single")

    assert not state.intruders
    assert state.removed_tokens == ["queen_1"] and "queen_1" not in state.bag + state.supply


@pytest.mark.rule("PUB-INJ-11")
def test_species_on_the_brink_of_extinction_needs_one_injury_fewer(script):
    state, adult = scout_with("adult", injuries=1)
    reveal(state, "species_on_the_brink_of_extinction")
    top(state.attack_deck, "scratch_2")  # blood 3 > 2 Injuries, but 2 + 1 reaches it

    shoot(state, script, adult, "single")

    assert not state.intruders


@pytest.mark.rule("PUB-INJ-11")
def test_vulnerability_to_energy_adds_one_injury_to_an_energy_weapon_hit(script):
    state, adult = scout_with("adult")
    reveal(state, "vulnerability_to_energy")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, "single")  # Rifle: Energy

    assert adult.injuries == 2


@pytest.mark.rule("PUB-INJ-11")
def test_vulnerability_to_energy_does_not_help_a_classic_weapon(script):
    state, adult = scout_with("adult", characters=("captain",))
    reveal(state, "vulnerability_to_energy")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, "single", weapon="six_shooter")

    assert adult.injuries == 1


@pytest.mark.rule("PUB-INJ-11")
def test_vulnerability_to_fire_makes_fire_deal_two_injuries():
    state = board()
    reveal(state, "vulnerability_to_fire")
    state.fire = ["R06"]
    adult = put_intruder(state, "adult", "R06")
    top(state.attack_deck, *HIGH_BLOOD)

    step(state, "ev_fire")

    assert adult.injuries == 2


@pytest.mark.rule("PUB-INJ-11")
def test_vital_places_turns_a_blank_against_an_adult_into_a_hit(script):
    state, adult = scout_with("adult")
    reveal(state, "vital_places")
    top(state.attack_deck, *HIGH_BLOOD)

    shoot(state, script, adult, "blank")

    assert adult.injuries == 1


@pytest.mark.rule("PUB-INJ-12")
def test_injuries_keep_counting_past_five(script):
    state, queen = scout_with("queen", injuries=5)
    top(state.attack_deck, "bite_1", "claw_1")  # 4 + 3 = 7

    new = shoot(state, script, queen, "double")

    assert entries(new, "intruder_injured")[0].args["total"] == 7
    assert entries(new, "injury_check")[0].args["injuries"] == 7
    assert not state.intruders


@pytest.mark.rule("PUB-INJ-13")
def test_a_remove_card_drawn_for_a_retreat_is_only_discarded(script):
    state, adult = retreating_adult(script, event_card="coolant_leak")  # corridor 1, "remove"
    state.malfunction = ["R18"]  # the Generator: Coolant Leak would start the Self-Destruct

    shoot(state, script, adult, "single")

    assert adult.room == "R07"
    assert state.event_discard == ["coolant_leak"] and state.event_removed == []
    assert ship_state(state).self_destruct == -1


@pytest.mark.rule("PUB-INJ-13")
def test_a_shuffle_back_card_drawn_for_a_retreat_is_only_discarded(script):
    state, adult = retreating_adult(script, event_card="malfunction")  # corridor 2, "shuffle back"

    shoot(state, script, adult, "single")

    assert adult.room == "R11"  # R06: 2 -> K10
    assert state.event_discard == ["malfunction"] and "malfunction" not in state.event_deck
    assert state.malfunction == []


@pytest.mark.rule("PUB-INJ-13")
def test_an_empty_event_deck_is_rebuilt_before_a_retreat(script):
    state, adult = retreating_adult(script)
    state.event_discard = sorted(state.event_deck)
    state.event_deck = []

    new = shoot(state, script, adult, "single")

    assert entries(new, "deck_reshuffled")[0].args["deck"] == "event"
    assert entries(new, "retreat")
    assert len(state.event_discard) == 1 and len(state.event_deck) == 19
