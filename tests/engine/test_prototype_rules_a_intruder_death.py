"""Intruder wounds, death checks and retreats in a 2018 prototype game (base-game.md §11: BASE-IDEATH-*,
BASE-RETREAT-*).

Intruder Attack cards used for the check (upper-left number = "blood"): scratch_1 2, scratch_2 3, tail_1 2,
bite_3 6, scratch_4 6; bite_4 and claw_4 show the retreat symbol and no number. Board (combat_helpers.py):
R06's corridors 1 -> K09 (R07), 2 -> K10 (R11), 3 -> K07 (R05); R02's numbers 1 and 2 lead into the ducts."""

import pytest

from engine import views
from engine.catalog import cat
from engine.species.intruders.state import hive
from tests.engine.combat_helpers import NEST, board, entries, step
from tests.engine.factories import place, put_intruder, top

HIGH_BLOOD = ("bite_3", "scratch_4")


def scout_with(kind, injuries=0, room="R06"):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, room)
    return state, put_intruder(state, kind, room, injuries)


def shoot(state, script, intruder, face="single"):
    script.rolls(face)
    return step(state, "shoot", 0, "rifle", str(intruder.id))


def event_with(state, number):
    """Put an Event card whose Intruder movement is `number` on top of the Event deck; return it."""
    card = next(e for e in sorted(cat(state).events) if cat(state).events[e].corridor == number)
    top(state.event_deck, card)
    return card


@pytest.mark.rule("BASE-IDEATH-01")
def test_players_see_an_intruders_wounds_but_never_how_many_it_can_take():
    state, adult = scout_with("adult", injuries=2)

    seen = views.view(state, 0)

    assert [(i.kind, i.injuries) for i in seen.intruders] == [("adult", 2)]
    assert set(type(seen.intruders[0]).__struct_fields__) == {"id", "kind", "room", "injuries"}
    assert seen.attack_deck == len(state.attack_deck)  # the cards that decide death: a face-down count


@pytest.mark.rule("BASE-IDEATH-02")
def test_a_larva_dies_of_one_wound_without_a_card_and_leaves_no_corpse(script):
    state, larva = scout_with("larva")
    deck = list(state.attack_deck)

    new = shoot(state, script, larva)

    assert larva not in state.intruders and entries(new, "intruder_killed")
    assert state.attack_deck == deck and not entries(new, "injury_check")
    assert "carcass" not in state.objects.get("R06", [])


@pytest.mark.rule("BASE-IDEATH-02")
@pytest.mark.parametrize("face", ["single", "creeper", "adult"])
def test_any_successful_attack_destroys_an_egg(script, face):
    state = board(characters=["scout"], ruleset="prototype")
    place(state, 0, NEST)
    script.rolls(face, "silence")

    step(state, "shoot", 0, "rifle", "eggs")

    assert hive(state).eggs == 7


@pytest.mark.rule("BASE-IDEATH-03")
@pytest.mark.parametrize("kind", ["creeper", "adult"])
def test_a_creeper_or_adult_dies_when_its_wounds_reach_the_cards_number(script, kind):
    state, intruder = scout_with(kind, injuries=1)
    top(state.attack_deck, "scratch_1")  # 2

    new = shoot(state, script, intruder)  # 2 wounds now

    check = entries(new, "injury_check")[0]
    assert check.args["cards"] == "scratch_1" and check.args["blood"] == "2"
    assert intruder not in state.intruders and entries(new, "intruder_killed")


@pytest.mark.rule("BASE-IDEATH-03")
def test_an_adult_below_the_cards_number_survives(script):
    state, adult = scout_with("adult", injuries=1)
    top(state.attack_deck, "scratch_2")  # 3

    shoot(state, script, adult)

    assert adult in state.intruders and adult.injuries == 2


@pytest.mark.rule("BASE-IDEATH-03")
def test_wounds_from_fire_draw_a_card_too():
    state, adult = scout_with("adult", injuries=1, room="R07")
    state.fire = ["R07"]
    top(state.attack_deck, "scratch_1")  # 2

    new = step(state, "ev_fire")

    assert [e.args["cards"] for e in entries(new, "injury_check")] == ["scratch_1"]
    assert adult not in state.intruders


@pytest.mark.rule("BASE-IDEATH-04")
def test_a_new_card_after_every_successful_attack_and_none_after_a_miss(script):
    state, adult = scout_with("adult")
    top(state.attack_deck, "scratch_4", "bite_3", "scratch_2")  # drawn: scratch_4, bite_3, then scratch_2

    checks = [entries(shoot(state, script, adult, face), "injury_check") for face in ("single", "creeper",
                                                                                       "single", "single")]

    assert [[c.args["cards"] for c in found] for found in checks] == [["scratch_4"], [], ["bite_3"], ["scratch_2"]]
    assert adult not in state.intruders  # 3 wounds reached the third card's 3


@pytest.mark.rule("BASE-IDEATH-05")
@pytest.mark.parametrize("kind", ["breeder", "queen"])
def test_a_queen_or_breeder_dies_only_when_its_wounds_reach_the_sum_of_two_cards(script, kind):
    state, intruder = scout_with(kind, injuries=2)
    top(state.attack_deck, "scratch_1", "tail_1")  # 2 + 2

    new = shoot(state, script, intruder)  # 3 wounds: alive
    assert entries(new, "injury_check")[0].args["cards"] == "scratch_1,tail_1"
    assert intruder in state.intruders

    top(state.attack_deck, "scratch_1", "tail_1")
    shoot(state, script, intruder)  # 4 wounds

    assert intruder not in state.intruders


@pytest.mark.rule("BASE-IDEATH-06")
def test_death_check_cards_go_to_the_discard_and_an_empty_deck_is_reshuffled(script):
    state, adult = scout_with("adult")
    state.attack_discard = sorted(state.attack_deck)
    state.attack_deck = []

    new = shoot(state, script, adult)

    assert [e.args["deck"] for e in entries(new, "deck_reshuffled")] == ["attack"]
    drawn = entries(new, "injury_check")[0].args["cards"]
    assert state.attack_discard == [drawn] and len(state.attack_deck) == 19


# ---- retreat ----

@pytest.mark.rule("BASE-RETREAT-02")
@pytest.mark.parametrize("cards", [("bite_4", "scratch_1"), ("scratch_1", "claw_4")])
def test_a_queen_or_breeder_retreats_if_either_card_shows_the_symbol(script, cards):
    state, queen = scout_with("queen", injuries=1)
    top(state.attack_deck, *cards)
    event_with(state, 1)

    new = shoot(state, script, queen)

    assert queen in state.intruders and queen.room == "R07"
    assert entries(new, "retreat")


@pytest.mark.rule("BASE-RETREAT-05")
@pytest.mark.parametrize("kind,cards", [("adult", ("bite_4",)), ("breeder", ("scratch_1", "claw_4"))])
def test_a_check_with_a_retreat_card_never_kills(script, kind, cards):
    state, intruder = scout_with(kind, injuries=9)
    top(state.attack_deck, *cards)
    event_with(state, 1)

    new = shoot(state, script, intruder)  # 10 wounds: any number would kill

    assert intruder in state.intruders and not entries(new, "intruder_killed")


@pytest.mark.rule("BASE-RETREAT-03")
def test_a_closed_door_on_the_way_is_destroyed_and_the_intruder_stays(script):
    state, adult = scout_with("adult")
    state.doors["K09"] = "closed"  # R06 corridor 1
    top(state.attack_deck, "bite_4")
    event_with(state, 1)

    shoot(state, script, adult)

    assert adult.room == "R06" and state.doors["K09"] == "destroyed"


@pytest.mark.rule("BASE-RETREAT-04")
def test_retreating_into_a_duct_takes_the_figure_off_and_its_token_back_to_the_bag(script):
    state, adult = scout_with("adult", room="R02")  # 1 -> duct
    adults = [t for t in state.bag if cat(state).intruder_tokens[t][0] == "adult"]
    top(state.attack_deck, "bite_4")
    event_with(state, 1)

    shoot(state, script, adult)

    assert adult not in state.intruders
    assert len([t for t in state.bag if cat(state).intruder_tokens[t][0] == "adult"]) == len(adults) + 1


@pytest.mark.rule("BASE-RETREAT-06")
def test_an_intruder_keeps_its_wounds_when_it_retreats_through_a_corridor(script):
    state, adult = scout_with("adult", injuries=2)
    top(state.attack_deck, "claw_4")
    event_with(state, 3)  # R06 corridor 3 -> K07 -> R05

    shoot(state, script, adult)

    assert adult.room == "R05" and adult.injuries == 3
