"""Learn to play, driven like a player with posted mouse clicks and key presses: the title opens it, every chapter
says its words and lights what to click, an untaught choice is refused and changes nothing, Undo takes the lesson
back, Esc leaves or restarts it, and at the end the same game goes on freely (autosaved under its own name)."""

from __future__ import annotations

import pygame
import pytest

from engine import api
from game.scene import Push
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.title import TitleScene
from game.scenes.tutorial import TutorialScene
from game.tutorial import texts
from saves import paths
from tests.game.conftest import click, frames, key, press_button
from tests.game.tutorial_driver import note_text, play_step, point_on, settle


def open_tutorial(app) -> TutorialScene:
    app.stack.apply(Push(TitleScene()))
    frames(app)
    press_button(app, "Learn to play")
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    settle(app, scene)
    return scene


def advance_to(app, scene, text: str) -> None:
    """Play the lesson up to the step whose words are `text`."""
    for _ in range(len(scene.coach.script.steps)):
        settle(app, scene)
        if scene.step()[1].text == text:
            return
        play_step(app, scene)
    raise AssertionError(f"no step {text}")


@pytest.mark.rule("PUB-MOVE-01", "PUB-NOISE-03", "PUB-ROOM-05", "PUB-ENC-02", "PUB-COMBAT-02", "PUB-WOUND-04",
                  "PUB-ROUND-08", "PUB-SOLO-01")
def test_the_whole_tutorial_plays_to_free_play_through_clicks(app):
    scene = open_tutorial(app)
    chapters_seen = set()
    for _ in range(len(scene.coach.script.steps)):
        settle(app, scene)
        now = scene.step()
        if now is None:
            break
        words = note_text(scene)
        title = texts.STEPS[now[1].text][0]
        assert title in words and texts.CHAPTERS[now[1].chapter] in words
        chapters_seen.add(now[1].chapter)
        play_step(app, scene)
    settle(app, scene)
    assert chapters_seen == set(texts.CHAPTERS)
    assert not scene.teaching and scene.session.state.turn == 2
    assert len(scene.session.choices) == len(scene.coach.script.taught)
    assert scene.dimmed(scene.view()) == frozenset()  # nothing greyed: every choice is the player's
    untaught = next(o for o in scene.listed(scene.view()) if o.kind == "move")
    click(app, point_on(scene, ("option", str(scene.listed(scene.view()).index(untaught)))))
    assert scene.session.choices[-1] == untaught  # free play: any legal choice goes
    assert scene.session.autosave().name.startswith("autosave-tutorial-")


@pytest.mark.rule("PUB-MOVE-01")
def test_an_untaught_choice_is_refused_gently_and_changes_nothing(app):
    scene = open_tutorial(app)
    advance_to(app, scene, "move_1")
    before = api.state_hash(scene.session.state)
    taught = scene.taught()
    other = next(o for o in scene.session.state.pending.options if o.kind == "move" and o != taught)
    frames(app, 2)
    click(app, point_on(scene, ("room", other.args[0])))  # another room on the map (it has two options)
    assert scene.popup is None and "Not this time" in note_text(scene)  # refused at once, no menu of refusals
    key(app, pygame.K_5)  # another option by its number
    key(app, pygame.K_RETURN)
    assert api.state_hash(scene.session.state) == before and scene.session.choices == []
    assert "Not this time" in note_text(scene)
    play_step(app, scene)  # the lit room is still taken
    assert scene.session.choices == [taught] and "Not this time" not in note_text(scene)


def test_a_read_step_waits_for_next_and_enter_moves_past_it(app):
    scene = open_tutorial(app)
    assert scene.step()[1].text == "welcome"
    key(app, pygame.K_1)  # an option while the note is being read
    assert scene.session.choices == [] and "Read this first" in note_text(scene)
    key(app, pygame.K_RETURN)
    assert scene.step()[1].text == "hand"


def test_undo_takes_the_lesson_back_with_the_game(app):
    scene = open_tutorial(app)
    advance_to(app, scene, "pay_1")
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.step()[1].text == "move_1" and scene.session.choices == []


@pytest.mark.rule("PUB-MOVE-01")
def test_the_notes_link_opens_the_rules_reference_at_the_steps_rule(app):
    scene = open_tutorial(app)
    advance_to(app, scene, "move_1")
    frames(app)
    click(app, scene.note_rects[("rule", "PUB-MOVE-01")].center)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.selected.id == "PUB-MOVE-01"


def test_escape_leaves_or_restarts_the_tutorial_and_nothing_is_autosaved(app):
    scene = open_tutorial(app)
    advance_to(app, scene, "noise_1")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    press_button(app, "Restart the tutorial")
    fresh = app.stack.top
    assert isinstance(fresh, TutorialScene) and fresh is not scene
    assert fresh.session.choices == [] and fresh.step()[1].text == "welcome"
    key(app, pygame.K_ESCAPE)
    press_button(app, "Quit to title")
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    assert not list(paths.autosaves_dir().glob("*.json"))  # the lessons never write an autosave


def test_the_lessons_show_no_rule_tip_but_count_their_moments_as_seen(app):
    scene = open_tutorial(app)
    advance_to(app, scene, "explore")
    assert scene.tips.current is None and "Rule tip" not in note_text(scene)
    assert {"noise", "explore", "malfunction"} <= set(app.settings.tips_seen)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1920, 1080)])
def test_the_lit_place_is_on_screen_and_not_under_the_note(app, size):
    app.apply_display(size, False)
    scene = open_tutorial(app)
    for _ in range(len(scene.coach.script.steps)):
        settle(app, scene)
        frames(app)
        if scene.step() is None:
            break
        for place in scene.targets():
            rect = scene.target_rect(place)
            assert rect is not None, f"{scene.step()[1].text}: {place} is not on the board"
            if place[0] in ("room", "intruder", "card", "item", "objective"):
                assert not scene.note_box.colliderect(rect), f"the note hides {place}"
        play_step(app, scene)
