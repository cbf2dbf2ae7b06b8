"""The rules reference: the shipped summaries are well-formed, and the rules screen filters as the player types,
shows the chosen rule, finds a rule by its ID, scrolls, and reports a broken rules file instead of crashing."""

from __future__ import annotations

import re

import pygame
import pytest

from game import rules_reference
from game.rules_reference import RulesFileError, load_rules, search
from game.scene import Pop, Push, Scene
from game.scenes.rules import RulesScene
from tests.game.conftest import DT, click, frames, key, press_button

# Rule IDs the game writes into its log; the reference must explain every one of them.
LOGGED = ("PUB-NOISE-02", "PUB-MOVE-01", "PUB-END-01", "PUB-ENC-01", "PUB-FIRE-02")


def open_rules(app, handover: dict | None = None) -> RulesScene:
    app.stack.apply(Push(Scene()))  # the screen the player came from
    scene = RulesScene()
    app.stack.apply(Push(scene, handover or {}))
    frames(app)
    return scene


def type_text(app, chars: str) -> None:
    """Type as SDL reports it: one TEXTINPUT event per character, then a frame."""
    for char in chars:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)], DT)
    frames(app)


def shown_text(scene: RulesScene) -> str:
    return " ".join(scene.detail_lines)


@pytest.mark.rule(*LOGGED)
def test_shipped_rules_file_is_well_formed_and_explains_the_logged_rules():
    entries = load_rules()
    ids = [e.id for e in entries]
    assert len(ids) == len(set(ids))
    # the base game's, the expansions', Lockdown's, the Chytrids' with their components, choices and summary, and
    # the Aftermath line's (with its gap GAP-AFT-02)
    assert all(re.fullmatch(r"(PUB|VS|CARN|BASE|LD|LVS|LCAR|CHY|AFT)-[A-Z]+-\d{2}|(GAP|COMP)-CHY-\d{2}|SUM-\d{2}"
                            r"|GAP-AFT-\d{2}", i) for i in ids)
    assert all(e.section and e.title and e.text for e in entries)
    assert set(LOGGED) <= set(ids)
    sections = [e.section for e in entries]
    blocks = [s for i, s in enumerate(sections) if i == 0 or sections[i - 1] != s]
    assert len(blocks) == len(set(blocks)), "each section is one block of the file"
    for section in blocks:
        in_section = [e.id for e in entries if e.section == section]
        assert in_section == sorted(in_section), section


@pytest.mark.rule("PUB-NOISE-04")
@pytest.mark.parametrize("query", ["PUB-NOISE-04", "pub-noise-04", "noise-04", "Noise 4"])
def test_a_rule_id_query_finds_that_rule_first(query):
    assert search(load_rules(), query)[0].id == "PUB-NOISE-04"


@pytest.mark.rule("PUB-FIRE-03", "PUB-MALF-04")
def test_typing_in_the_search_field_filters_the_list(app):
    scene = open_rules(app)
    everything = len(scene.matches)
    type_text(app, "Ninth")
    assert scene.search.get_text() == "Ninth"
    ids = [e.id for e in scene.matches]
    assert {"PUB-FIRE-03", "PUB-MALF-04"} <= set(ids)
    assert len(ids) < everything
    assert all("ninth" in f"{e.label} {e.text}".lower() for e in scene.matches)
    assert scene.selected is scene.matches[0]


@pytest.mark.rule("PUB-SLIME-02")
def test_clicking_a_rule_in_the_list_shows_its_text(app):
    scene = open_rules(app, {"query": "slime"})
    target = next(e for e in scene.matches if e.id == "PUB-SLIME-02")
    row = scene.matches.index(target) - scene.scroll
    assert 0 <= row < scene.page and target is not scene.selected
    click(app, (scene.list_rect.x + 30, scene.list_rect.y + row * scene.row_height + scene.row_height // 2))
    frames(app)
    assert scene.selected is target
    assert shown_text(scene) == target.text
    type_text(app, "d")  # the search keeps the keyboard after a click on the list
    assert scene.search.get_text() == "slimed"


@pytest.mark.rule("PUB-NOISE-04")
def test_opening_on_a_rule_id_shows_that_rule_and_back_returns(app):
    scene = open_rules(app, {"query": "PUB-NOISE-04"})
    assert scene.search.get_text() == "PUB-NOISE-04"
    assert scene.selected.id == "PUB-NOISE-04"
    assert shown_text(scene) == scene.selected.text
    press_button(app, "Back")
    assert app.stack.top is not scene and len(app.stack.scenes) == 1


@pytest.mark.rule("PUB-COMP-01")
def test_page_keys_and_the_mouse_wheel_scroll_the_long_list(app):
    scene = open_rules(app)
    assert scene.selected.id == "PUB-COMP-01" and len(scene.matches) > 2 * scene.page
    key(app, pygame.K_PAGEDOWN)
    assert scene.selected is scene.matches[scene.page]
    assert scene.scroll >= 1, "the first rule scrolled out of view"
    key(app, pygame.K_PAGEUP)
    assert scene.selected.id == "PUB-COMP-01" and scene.scroll == 0
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0,
                                 which=0, touch=False)], DT)
    assert scene.scroll == 6 and scene.selected.id == "PUB-COMP-01"
    key(app, pygame.K_DOWN)
    assert scene.selected is scene.matches[1]


@pytest.mark.rule("PUB-NOISE-04")
def test_a_broken_rules_file_shows_a_message_instead_of_crashing(app, tmp_path, monkeypatch):
    broken = tmp_path / "published.toml"
    broken.write_text('[[rule]]\nid = "PUB-NOISE-04\n', encoding="utf-8")
    monkeypatch.setattr(rules_reference, "rules_path", lambda: broken)
    scene = open_rules(app, {"query": "PUB-NOISE-04"})
    assert scene.matches == [] and scene.selected is None
    assert str(broken) in scene.error and "not valid TOML" in scene.error
    assert "not valid TOML" in shown_text(scene)
    type_text(app, "fire")
    key(app, pygame.K_PAGEDOWN)
    assert scene.matches == []
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene and len(app.stack.scenes) == 1


@pytest.mark.rule("PUB-NOISE-04")
@pytest.mark.parametrize("second, expected", [
    ('id = "PUB-NOISE-04"\nsection = "Noise"\ntitle = "Numbers"\ntext = ""', "entry 2 (PUB-NOISE-04)"),
    ('id = "PUB-NOISE-04"\nsection = "Noise"\ntitle = "Again"\ntext = "Twice."', "already used by entry 1"),
    ('id = "NOISE-4"\nsection = "Noise"\ntitle = "Numbers"\ntext = "A rule."', "PUB-AREA-NN"),
    (None, "could not be read"),
])
def test_a_malformed_entry_is_reported_with_the_file_and_the_entry(tmp_path, second, expected):
    path = tmp_path / "published.toml"
    if second is not None:
        first = 'id = "PUB-NOISE-04"\nsection = "Noise"\ntitle = "Numbers"\ntext = "A rule."'
        path.write_text(f"[[rule]]\n{first}\n\n[[rule]]\n{second}\n", encoding="utf-8")
    with pytest.raises(RulesFileError) as raised:
        load_rules(path)
    assert str(path) in str(raised.value) and expected in str(raised.value)


@pytest.mark.rule("VS-LAI-07", "VS-GAP-26")
@pytest.mark.parametrize("query", ["VS-LAI-07", "vs lai 7", "vs-lai-07"])
def test_the_void_seeders_rules_are_in_the_reference_and_found_by_their_id(query):
    entries = load_rules()
    assert search(entries, query)[0].id == "VS-LAI-07"
    assert "Noise roll" in search(entries, query)[0].text or "noise roll" in search(entries, query)[0].text.lower()
    assert sum(1 for e in entries if e.id.startswith("VS-")) >= 178  # every rule of the Void Seeders digest


@pytest.mark.rule("VS-SET-17", "CARN-SETUP-15", "PUB-SETUP-01")
def test_opened_from_a_game_the_reference_lists_the_published_rules_and_that_games_expansion_only(app):
    game = {"ruleset": "published", "map": "nemesis_ship", "species": "carnomorphs", "mode": "normal", "seats": 2}
    scene = open_rules(app, {"config": game})
    prefixes = {e.id.split("-")[0] for e in scene.entries}
    assert prefixes == {"PUB", "CARN"}  # no Void Seeders rules in a Carnomorphs game

    app.stack.apply(Pop())
    everything = open_rules(app)  # from the title screen: every expansion
    assert {"PUB", "VS", "CARN"} <= {e.id.split("-")[0] for e in everything.entries}
