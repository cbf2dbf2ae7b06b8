"""The Aftermath line's data (lockdown-stretch-goals.md §1.1 COMP-SG-05..10/13, §6, GAP-AFT-02/03): the component
counts, every unknown text marked PROPOSED, and a clear sentence naming the file for a broken one."""

from __future__ import annotations

import pytest

from engine.content.loader import ContentError
from engine.crews.aftermath import content
from engine.crews.aftermath.content import load_characters, load_contracts, load_items, load_line
from engine.maps.lockdown.aftermath import aftermath_line, lockdown_item
from tests.engine.aftermath_helpers import AFTERMATH, COLOURS
from tests.engine.content_helpers import break_file, set_in_row


@pytest.mark.rule("COMP-SG-05", "COMP-SG-06", "AFT-BH-01", "AFT-AND-01")
def test_the_bounty_hunter_and_the_android_each_have_a_ten_card_stretch_goal_deck():
    line = load_line()
    for character in ("bounty_hunter", "android"):
        c = line.characters[character]
        assert c.deck == "stretch_goals" and len(c.cards) == 10
    assert {line.characters[c].deck for c in ("president", "psychologist", "convict")} == {"aftermath"}
    assert line.characters["doctor"].deck == "own"  # AFT-DOC-01: its deck comes with the character


@pytest.mark.rule("COMP-SG-07", "COMP-SG-08", "COMP-SG-10", "AFT-AND-01", "AFT-PRE-01", "AFT-OTH-01")
def test_two_starting_items_four_quest_items_and_the_doctors_quest_item():
    items = load_line().items
    starting = sorted(i.owner for i in items.values() if i.kind == "starting")
    quests = sorted(i.owner for i in items.values() if i.kind == "quest")
    assert starting == ["android", "president"]
    assert quests == ["bounty_hunter", "bounty_hunter", "convict", "doctor", "psychologist"]  # 4 + the Doctor's
    assert all(i.weapon is not None for i in items.values() if i.kind == "starting")


@pytest.mark.rule("COMP-SG-09", "AFT-BH-04", "GAP-AFT-02")
def test_two_bounty_hunter_objective_cards_each_a_proposed_placeholder():
    contracts = load_line().contracts
    assert len(contracts) == 2 and all(c.proposed for c in contracts.values())
    assert {c.condition for c in contracts.values()} == {"mark_dies", "kills"}


@pytest.mark.rule("COMP-SG-13", "AFT-DOC-02")
def test_only_the_doctor_brings_its_own_knowledge_token():
    line = load_line()
    assert [c for c in AFTERMATH if line.characters[c].knowledge_token] == ["doctor"]


@pytest.mark.rule("AFT-SEL-01", "AFT-SEL-02")
def test_each_character_has_its_own_draft_colour_and_only_the_doctors_is_proposed():
    line = load_line()
    assert {c: line.characters[c].colour for c in AFTERMATH} == COLOURS
    assert [c for c in AFTERMATH if line.characters[c].colour_proposed] == ["doctor"]


@pytest.mark.rule("AFT-GEN-01")
def test_every_unknown_text_is_marked_proposed():
    line = load_line()
    for c in line.characters.values():
        assert c.proposed
        unique = [card for card in c.cards if card.effect not in content.COMMON]
        assert all(card.id in c.proposed_cards for card in unique), c.id
    assert all(i.proposed for i in line.items.values())


@pytest.mark.rule("AFT-BH-03", "AFT-BH-05")
def test_the_bounty_hunters_two_quest_items_are_secret_take_on_contracts_and_unlock_alike():
    items = [i for i in load_line().items.values() if i.owner == "bounty_hunter"]
    assert len(items) == 2 and all(i.secret and i.contract for i in items)
    assert len({(i.unlock.key, i.unlock.amount) for i in items}) == 1  # its mini-quest count tells nothing
    assert load_line().characters["bounty_hunter"].quests_kept == 1


@pytest.mark.rule("AFT-GEN-01")
@pytest.mark.parametrize(("path", "loader", "edit", "says"), [
    (content.CHARACTERS, load_characters, set_in_row("characters", 0, "colour", "purple"), 'unknown value "purple"'),
    (content.CHARACTERS, load_characters, set_in_row("characters", 1, "colour", "green"), "already the colour"),
    (content.CHARACTERS, load_characters, set_in_row("characters", 2, "starting", "aft_surgical_kit"),
     "not a starting item"),
    (content.ITEMS, load_items, set_in_row("items", 0, "effect", "teleport"), 'unknown value "teleport"'),
    (content.ITEMS, load_line.__wrapped__, set_in_row("items", 4, "contract", True), "take on a contract"),
    (content.CONTRACTS, load_contracts, set_in_row("contracts", 1, "amount", 0), "amount"),
])
def test_a_broken_aftermath_file_is_refused_with_a_sentence_naming_it(monkeypatch, path, loader, edit, says):
    break_file(monkeypatch, path, edit)
    with pytest.raises(ContentError) as err:
        loader()
    assert str(err.value).startswith(f"{path}: ") and says in str(err.value)


@pytest.mark.rule("LD-QUEST-01", "AFT-OTH-01")
def test_lockdown_refuses_a_mini_quest_the_facility_does_not_count():
    item = next(i for i in load_line().items.values() if i.owner == "doctor")
    from dataclasses import replace

    broken = replace(item, unlock=replace(item.unlock, key="sing_a_song"))
    with pytest.raises(ContentError, match="does not count"):
        lockdown_item(broken)


@pytest.mark.rule("AFT-GEN-02", "LD-CHAR-02")
def test_lockdown_reads_every_aftermath_character_as_a_nemesis_survivor_of_its_colour():
    characters, items, _line = aftermath_line()
    assert {c.cls for c in characters.values()} == {"nemesis_survivor"}
    assert {c.start_room for c in characters.values()} == {"ld_isolation_room"}
    assert {c.knowledge for c in characters.values()} == {3}
    assert items["aft_arc_emitter"].weapon.special == "reroll_first"  # the Lockdown name of the same rule
