"""Every Item and weapon card on screen says all of what it does: its own rule (a weapon's special included),
its cost and timing, Heavy, One Use, Ammo capacity and crafting."""

from __future__ import annotations

import pytest

from engine import api
from game import demo
from game.labels import Names
from tests.game.conftest import open_board

SPECIAL_WORDS = {  # what a player must be able to read for each weapon rule (PUB-COMBAT-05)
    "double_plus_one": "double crosshair deals 1 extra Injury",
    "single_as_double": "single crosshair you roll counts as a double",
    "double_as_single": "double crosshair you roll counts as a single",
    "plus_one_on_hit": "deals at least 1 Injury, it deals 1 more",
    "reroll": "re-roll",
    "spend_ammo_on_double": "spend 1 more Ammo for 1 more Injury",
    "min_one_plus_one_on_cross": "at least 1 Injury",
    "min_one_fire_on_double": "Fire",
}


def every_weapon():
    c = api.content({})
    yield from (ch.weapon for ch in c.characters.values())
    yield from (i.weapon for i in c.items.values() if i.weapon is not None)


@pytest.mark.rule("PUB-COMBAT-05", "PUB-COMBAT-07")
def test_every_weapon_card_states_its_own_rule_and_capacity():
    names = Names({})
    for weapon in every_weapon():
        body = names.text_of(weapon.id) or names.text_of(next(
            i.id for i in api.content({}).items.values() if i.weapon is weapon))
        if weapon.special != "none":
            assert SPECIAL_WORDS[weapon.special] in body, f"{weapon.name}: {body!r}"
        assert f"holds {weapon.ammo} Ammo at most" in body, f"{weapon.name}: {body!r}"


@pytest.mark.rule("PUB-ITEM-03", "PUB-ITEM-04")
def test_every_item_card_states_its_cost_timing_heaviness_and_single_use():
    names = Names({})
    for item in api.content({}).items.values():
        body = names.text_of(item.id)
        assert item.text in body
        if item.weapon is None:
            assert "costs" in body and ("Combat" in body or "any time" in body), f"{item.name}: {body!r}"
        assert ("Heavy: carried in a Hand slot" in body) == (item.heavy or item.weapon is not None), f"{item.name}: {body!r}"
        assert ("One use" in body) == item.one_use, f"{item.name}: {body!r}"


@pytest.mark.rule("PUB-COMBAT-05")
def test_the_captains_six_shooter_on_the_board_tells_its_extra_injury(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    assert session.state.characters[0].character == "captain"
    tip = next(tip for _rect, key, tip in board.hits.rects if key == ("item", "six_shooter"))
    assert "double crosshair deals 1 extra Injury" in tip
