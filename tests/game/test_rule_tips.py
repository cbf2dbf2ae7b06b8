"""Rule tips in a normal game: a note the first time a rule comes up, once per player (remembered in the settings
file), never holding up a bot's playback; its link opens the rules reference at its rule; Settings turns tips off
and brings them back; a damaged list of seen tips is a message, not a crash."""

from __future__ import annotations

import json

import pytest

from engine import api
from game import demo
from game.scene import Push
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.session import FeedItem, Session
from game.tips import BY_KIND, TIPS
from saves import paths
from saves.settings import Settings, load_settings
from tests.game.conftest import click, frames, open_board, press_button

SOLO = {"seats": 1, "seed": 1238, "mode": "solo", "characters": "soldier"}


def first_move(app):
    """A solo board where the human walks into a face-down room: it is explored, breaks down and makes Noise."""
    session = Session(dict(SOLO), ["human"])
    board = open_board(app, session)
    board.submit(api.Choice("move", ("R06", "K10")))
    board.submit(session.state.pending.options[0])
    frames(app, 2)
    return board


def stored() -> Settings:
    settings, problem = load_settings(paths.settings_path())
    assert problem == ""
    return settings


@pytest.mark.rule("PUB-EXPLORE-01", "PUB-MALF-01", "PUB-NOISE-02")
def test_each_rule_met_for_the_first_time_brings_up_its_tip_once(app):
    board = first_move(app)
    assert [t.key for t in board.tips.queue] == ["explore", "malfunction", "noise"]
    assert "Rule tip" in board.note()[0].heading and board.note()[0].title == "Exploring"
    for _ in range(3):
        click(app, board.note_rects[("note", "tip_done")].center)
    assert board.tips.current is None and board.note() is None
    assert {"explore", "malfunction", "noise"} <= set(stored().tips_seen)
    board.meet("noise_roll")  # the same rule again, in this game or the next
    assert board.tips.current is None


@pytest.mark.rule("PUB-EXPLORE-01")
def test_the_tips_link_opens_the_rules_reference_at_its_rule(app):
    board = first_move(app)
    click(app, board.note_rects[("rule", "PUB-EXPLORE-01")].center)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.selected.id == "PUB-EXPLORE-01"


@pytest.mark.rule("PUB-NOISE-02")
def test_a_tip_never_holds_up_a_bots_playback(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    app.settings.animation_speed = 1.0
    room = session.state.characters[1].room
    for face in ("3", "1", "2"):  # a bot's noise rolls, played back one after another
        session.feed.append(FeedItem(api.LogEntry("PUB-NOISE-02", "noise_roll", {"seat": 1, "face": face,
                                                                                  "room": room}), "rolls"))
    app.settings.tips_seen.clear()
    for _ in range(600):
        frames(app)
        if not session.feed and not board.playback.active:
            break
    assert not session.feed and not board.playback.active  # every roll played back, nothing clicked
    assert board.tips.current is BY_KIND["noise_roll"]


def test_no_more_tips_turns_them_off(app):
    board = first_move(app)
    click(app, board.note_rects[("note", "tips_off")].center)
    assert board.note() is None and stored().rule_tips is False


def test_settings_toggle_turns_tips_off_and_reset_brings_them_back(app):
    app.settings.tips_seen[:] = ["noise", "explore"]
    app.stack.apply(Push(TitleScene()))
    scene = SettingsScene()
    app.stack.apply(Push(scene))
    frames(app)
    click(app, scene.tips_switch[False].rect.center)
    assert stored().rule_tips is False and app.settings.animation_speed == 0.0
    click(app, scene.tips_switch[True].rect.center)
    assert stored().rule_tips is True
    press_button(app, "Reset tips")
    assert stored().tips_seen == [] and app.settings.tips_seen == []


def test_tips_off_in_the_settings_means_no_tip_on_the_board(app):
    app.settings.rule_tips = False
    board = first_move(app)
    assert board.tips.queue == [] and board.note() is None
    assert app.settings.tips_seen == []  # unseen: they show once tips are on again


def test_every_tip_cites_a_rule_of_the_reference_and_has_its_own_kinds():
    from game.rules_reference import load_rules

    known = {e.id for e in load_rules()}
    kinds = [k for tip in TIPS for k in tip.kinds]
    assert len(kinds) == len(set(kinds)) and 8 <= len(TIPS) <= 12
    assert all(tip.rule in known for tip in TIPS)


@pytest.mark.parametrize("seen", ["noise", [1, 2], ["noise"] * 300, {"a": 1}])
def test_a_damaged_list_of_seen_tips_gives_the_defaults_and_a_message(tmp_path, seen):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 0.5, "tips_seen": seen}), encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings() and "tips_seen" in message


def test_the_seen_tips_and_the_switch_survive_a_restart(tmp_path):
    from saves.settings import save_settings

    path = tmp_path / "settings.json"
    save_settings(path, Settings(rule_tips=False, tips_seen=["noise", "wound"]))
    settings, message = load_settings(path)
    assert message == "" and settings.rule_tips is False and settings.tips_seen == ["noise", "wound"]
