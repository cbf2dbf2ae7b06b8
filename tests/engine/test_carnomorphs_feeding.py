"""Feeding as a Carnomorphs player resolves it in one room (CARN-FEED-01..15), on the species' own orders and
evolution chain (options.toml), with the digest's worked examples CARN-FEED-EX-01..03 as test vectors."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.loader import load_options
from engine.species.carnomorphs.content import DIR
from engine.species.carnomorphs.feeding import Eater, Meal, feed_room


@pytest.fixture(scope="module")
def options():
    return load_options(f"{DIR}/options.toml")


def box(**kinds: int) -> Counter:
    full = Counter({"metagorger": 6, "shambler": 6, "fleshbeast": 2, "butcher": 1})
    full.update(kinds)
    return full


@pytest.mark.rule("CARN-FEED-13", "CARN-FEED-01", "CARN-FEED-05")
def test_ex01_a_metagorger_eats_the_other_and_becomes_a_shambler(options):
    meals = feed_room(options, [Eater(1, "metagorger"), Eater(2, "metagorger")], Counter(), box())
    assert meals == [Meal(1, "metagorger", "shambler", "metagorger", eaten=2)]


@pytest.mark.rule("CARN-FEED-03", "CARN-FEED-14", "CARN-FEED-12")
def test_ex02_in_the_nest_the_fleshbeast_then_the_metagorger_each_eat_an_egg(options):
    food = Counter(egg=6)
    meals = feed_room(options, [Eater(7, "metagorger"), Eater(3, "fleshbeast")], food, box())
    assert [(m.before, m.after, m.food) for m in meals] == [("fleshbeast", "butcher", "egg"),
                                                            ("metagorger", "shambler", "egg")]
    assert food["egg"] == 4


@pytest.mark.rule("CARN-FEED-09", "CARN-FEED-08", "CARN-FEED-04")
def test_ex03_the_red_corpse_goes_first_then_the_carcass(options):
    food = Counter(corpse=1, carcass=1)
    meals = feed_room(options, [Eater(1, "metagorger"), Eater(2, "shambler")], food, box())
    assert [(m.eater, m.after, m.food) for m in meals] == [(2, "fleshbeast", "corpse"), (1, "shambler", "carcass")]
    assert +food == Counter()


@pytest.mark.rule("CARN-FEED-11", "CARN-FEED-09")
def test_the_blue_corpse_is_eaten_last(options):
    food = Counter(corpse_blue=1, carcass=1)
    meals = feed_room(options, [Eater(1, "shambler")], food, box())
    assert meals[0].food == "carcass" and food["corpse_blue"] == 1


@pytest.mark.rule("CARN-FEED-06", "CARN-FEED-07", "CARN-FEED-10")
def test_no_evolution_past_the_butcher_after_its_death_or_without_a_figure_but_the_meal_still_happens(options):
    butcher = feed_room(options, [Eater(1, "butcher")], Counter(carcass=1), box())
    assert butcher == [Meal(1, "butcher", "butcher", "carcass")]
    after_death = feed_room(options, [Eater(2, "fleshbeast")], Counter(egg=1), box(), butcher_killed=True)
    assert after_death == [Meal(2, "fleshbeast", "fleshbeast", "egg")]
    none_left = box()
    none_left["shambler"] = 0
    food = Counter(carcass=1)
    assert feed_room(options, [Eater(3, "metagorger")], food, none_left) == [Meal(3, "metagorger", "metagorger",
                                                                                "carcass")]
    assert food["carcass"] == 0


@pytest.mark.rule("CARN-FEED-01", "CARN-FEED-02", "CARN-FEED-15")
def test_one_in_combat_feeds_only_with_glutton_and_an_eaten_metagorger_never_feeds(options):
    engaged = [Eater(1, "shambler", engaged=True)]
    assert feed_room(options, engaged, Counter(corpse=1), box()) == []
    assert feed_room(options, engaged, Counter(corpse=1), box(), glutton=True)[0].after == "fleshbeast"
    three = [Eater(1, "metagorger"), Eater(2, "metagorger"), Eater(3, "metagorger")]
    meals = feed_room(options, three, Counter(), box())
    assert [(m.eater, m.eaten) for m in meals] == [(1, 3)]  # 2 has only the Shambler (1) left: no food
    assert feed_room(options, [Eater(1, "metagorger")], Counter(), box()) == []  # never itself
