"""The window's words come from the engine and its plug-ins: the log reads as plain sentences with names (rule
IDs on hover or with the toggle, bots' reasons set apart), and the endings, card texts and what a character
knows never show ids, hedged plurals or doubled punctuation; no map or species word is written into game/."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from engine import api
from game import demo
from game.board.log_lines import REASON_MARK
from game.labels import Names
from game.scenes.game_over import ending
from game.scenes.replays import detail
from game.session import Session
from tests.game.conftest import click, frames, open_board

GAME = Path(__file__).resolve().parents[2] / "game"
RAW = re.compile(r"\b[RK]\d\d\b|\b[a-z]+_[a-z0-9_]+\b|\(s\)|\(ies\)|,\S|\.\.")


@pytest.mark.rule("PUB-ROUND-01")
def test_log_lines_are_sentences_with_names_and_keep_their_rule_for_hover(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    lines = board.log.visible_to(board.viewer)
    rules = [line for line in lines if line.rule]
    assert len(rules) > 20
    for line in rules:
        assert not RAW.findall(line.text), line.text
        assert line.rule not in line.text and not line.text[:1].islower(), line.text
    hover = [tip for _, key, tip in board.hits.rects if key[0] == "rule"]
    assert hover and all(tip.startswith("Rule PUB-") for tip in hover)


@pytest.mark.rule("PUB-ROUND-01")
def test_the_rule_ids_toggle_writes_them_at_each_lines_end(app):
    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    toggle = board.hits.rect_of(("button", "rule_ids"))
    click(app, toggle.center)
    frames(app)
    assert board.show_rule_ids
    last = board.log.visible_to(board.viewer)[-1]
    assert last.rule in {key[1] for _, key, _ in board.hits.rects if key[0] == "rule"}
    click(app, board.hits.rect_of(("button", "rule_ids")).center)
    assert not board.show_rule_ids


@pytest.mark.rule("PUB-ROUND-04")
def test_a_bots_reason_is_set_apart_from_the_rules_lines(app):
    session = Session({"seats": 2, "seed": 8}, ["bot:normal", "bot:normal"])
    board = open_board(app, session)
    for _ in range(400):
        if any(line.reason for line in board.log.visible_to(0)):
            break
        frames(app)
    reasons = [line for line in board.log.visible_to(0) if line.reason]
    assert reasons and all(r.text.startswith(REASON_MARK) and not r.rule for r in reasons)
    assert all(not line.text.startswith(REASON_MARK) for line in board.log.visible_to(0) if not line.reason)


@pytest.mark.rule("PUB-CHAR-01")
def test_character_texts_end_once():
    names = Names({})
    for character in names.content.characters:
        text = names.text_of(character)
        assert ".." not in text and text.startswith("Trait: ") and text[7].isupper(), text


@pytest.mark.rule("PUB-END-01", "PUB-END-02", "PUB-END-04")
def test_endings_are_the_plug_ins_sentences():
    summary = {"map": "nemesis_ship", "species": "intruders", "mode": "normal", "end_reason": "fire_overflow",
               "seats": [{"character": "scout", "survived": False, "player": "human"}]}
    assert "the ship burned" in detail(summary)
    view = api.view(api.new_game({"seats": 1, "seed": 1}), 0)
    assert ending({}, view.__class__(**{**{f: getattr(view, f) for f in view.__struct_fields__},
                                        "end_reason": "time_ran_out"})).startswith("The Time track ran out")


@pytest.mark.rule("PUB-ROOM-01")
def test_the_frontend_names_no_room_system_or_piece_of_a_map_or_species():
    words = ("Cockpit", "Hibernatorium", "Engine 1", "Escape Pod", "Coordinates", "Nest", "Egg", "Larva", "Queen",
             "Carcass", "Earth", "self-destruct")
    for path in ("labels.py", "scenes/game_over.py", "scenes/replays.py", "board/panels.py", "board/log_lines.py"):
        said = " ".join(strings(GAME / path)).lower()
        assert not [w for w in words if w.lower() in said], (path, [w for w in words if w.lower() in said])


def strings(path: Path) -> list[str]:
    """The string literals of a module that are not docstrings: what it can show a player."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docs]


@pytest.mark.rule("PUB-ROUND-04", "PUB-NOISE-04")
def test_options_name_rooms_corridors_and_characters_without_nested_brackets():
    state = api.new_game({"seats": 3, "seed": 5, "mode": "normal"})
    names = Names(state.config)
    seen = 0
    for step in range(600):
        if state.pending is None:
            break
        names.see(api.view(state, state.pending.seat))
        for option in state.pending.options:
            label = names.choice(option)
            assert not re.search(r"\([^()]*\(", label) and not label[:1].islower(), label
            assert not re.search(r"\b[RK]\d\d\b|\bSeat \d", label), label
            seen += 1
        options = state.pending.options
        api.apply(state, options[(step * 7) % len(options)])
    assert seen > 500


def test_a_line_added_to_a_full_log_is_drawn(app):
    """The log keeps its last few hundred lines; past that, each new line must still reach the screen (a long
    game's final 'Game over' line once stayed off the board because the count of kept lines stopped growing)."""
    from game.board.log_lines import KEEP
    from game.session import FeedItem

    session = demo.mid_game(seed=11)
    board = open_board(app, session)
    filler = api.LogEntry("PUB-ROUND-01", "turn_started", {"turn": 1})
    while len(board.log.lines) < KEEP:
        board.log.add_entry(filler)
    board.log.add(FeedItem(filler))
    frames(app, 2)
    before = app.surface.subsurface(board.layout.log).copy()
    board.log.add(FeedItem(api.LogEntry("PUB-MALF-04", "game_over", {"reason": "malfunction_overflow"})))
    frames(app, 2)
    after = app.surface.subsurface(board.layout.log)
    assert board.log.visible_to(board.viewer)[-1].text.startswith("Game over")
    redrawn = pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    assert redrawn, "the log panel still shows the lines from before"
