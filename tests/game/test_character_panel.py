"""A character's panel on the board: when its text does not fit (five players in a small window, a long list of
wounds), the last line it shows ends in an ellipsis and hovering the panel shows every line; a hand card cut
short does the same."""

from __future__ import annotations

import pytest

from engine import api
from game import demo
from tests.game.conftest import open_board


@pytest.mark.rule("PUB-WOUND-01")
def test_a_panel_too_small_for_its_text_ends_in_an_ellipsis_and_the_tooltip_shows_it_all(app):
    session = demo.mid_game(seats=5, min_turn=2, want_fire=False)
    crowded = session.state.characters[1]
    crowded.serious = ["leg_1", "arm_1", "hand_1", "body_1", "bleeding_1"]
    crowded.light_wounds = 1
    crowded.items = [i for i in api.content({}).items if api.content({}).items[i].weapon is None][:12]
    board = open_board(app, session)

    tips = {key[1]: tip for _rect, key, tip in board.hits.rects if key[0] == "seat" and " — seat " in tip}
    assert len(tips) == 5
    lines = tips["1"].split("\n")
    assert lines[0].endswith("(another player)")
    assert "Wounds: 1 light, 5 serious (leg, arm, hand, body, bleeding)" in lines
    assert lines[-1].startswith("Carries: ") and lines[-1].count(",") >= 11  # all 12 items, though few are drawn


def test_a_panel_with_room_for_its_text_keeps_its_one_line_tooltip(app):
    board = open_board(app, demo.mid_game(seats=2, min_turn=2, want_fire=False))
    tips = [tip for _rect, key, tip in board.hits.rects if key[0] == "seat" and " — seat " in tip]
    assert len(tips) == 2 and all("\n" not in tip and tip.endswith(")") for tip in tips)


def test_a_cut_text_ends_in_an_ellipsis_and_an_uncut_one_is_left_as_it_is(app):
    from game.assets import clip_lines, wrap

    body = "In Combat: spend 1 Ammo; you or one other willing character in your room moves to a neighbouring room."
    lines = wrap(body, 11, 90)
    assert len(lines) > 3
    shown = clip_lines(lines, 3, 11, 90)
    assert shown[:2] == list(lines[:2]) and shown[2].endswith("…") and len(shown) == 3
    assert clip_lines(lines, len(lines), 11, 90) == list(lines)
    assert clip_lines(lines, 0, 11, 90) == []
