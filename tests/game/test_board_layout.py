"""The board keeps its shape at every window size: rooms never overlap, stay inside the map area, and the
panels do not cover each other; a resize re-lays the board out."""

from __future__ import annotations

import itertools

import pygame
import pytest

from engine import api
from game.board.layout import Layout
from game.session import Session
from tests.game.conftest import frames, open_board


def rooms() -> dict[str, tuple[int, int]]:
    return {r.id: (r.x, r.y) for r in api.content({}).rooms.values()}


@pytest.mark.rule("PUB-MAP-01")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1600, 900), (1920, 1080), (2560, 1080), (1024, 768)])
def test_rooms_never_overlap_and_stay_on_the_map(size):
    layout = Layout(size, rooms())
    rects = {r: layout.room_rect(r) for r in layout.rooms}
    for a, b in itertools.combinations(rects, 2):
        assert not rects[a].colliderect(rects[b]), f"{a} and {b} overlap at {size}"
    for room, rect in rects.items():
        assert layout.map.contains(rect), f"{room} leaves the map area at {size}"
    for a, b in itertools.combinations((layout.top, layout.left, layout.map, layout.hand, layout.decision,
                                        layout.log), 2):
        assert not a.colliderect(b)


@pytest.mark.rule("PUB-SETUP-17")
def test_the_draft_is_a_click_on_the_offered_character_card(app):
    session = Session({"seats": 1, "seed": 2, "mode": "solo"}, ["human"])
    board = open_board(app, session)
    offered = [o.args[0] for o in session.state.pending.options if o.kind == "character"]
    rect = board.hits.rect_of(("character", offered[-1]))
    assert rect is not None
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)], 1 / 60)
    assert session.state.characters[0].character == offered[-1]


@pytest.mark.rule("PUB-MAP-01")
def test_a_resized_window_lays_the_board_out_again(app):
    session = Session({"seats": 2, "seed": 2}, ["human", "bot:easy"])
    board = open_board(app, session)
    small = board.layout.room_rect("R11")
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080)], 1 / 60)
    frames(app, 2)
    assert app.size == (1920, 1080)
    assert board.layout.room_rect("R11").width > small.width
    assert board.hits.rect_of(("room", "R11")) == board.layout.room_rect("R11")


@pytest.mark.rule("PUB-ENGINE-02")
def test_a_character_who_checked_an_engine_sees_its_status_in_its_panel(app):
    session = Session({"seats": 2, "seed": 2}, ["human", "bot:easy"])
    session.state.characters[0].knowledge["engine:engine_2"] = "damaged"  # what checking Engine 2 teaches
    board = open_board(app, session)
    from game.board.panels import knowledge_line

    assert knowledge_line("engine:engine_2", "damaged", board.names) == "Engine 2 is damaged"
    assert app.stack.top is board


@pytest.mark.rule("PUB-ENGINE-02")
def test_a_checked_engine_is_told_by_its_name_in_the_character_panel():
    from game.board.panels import knowledge_line
    from game.labels import Names

    names = Names({})
    assert knowledge_line("engine:engine_1", "working", names) == "Engine 1 is working"


@pytest.mark.rule("PUB-ACT-11")
def test_a_reactions_context_line_stays_inside_the_decision_panel(app):
    """The bold 'Last: …' line above a reaction's options wraps at the panel's edge (it was measured in the
    regular face and, drawn bold, ran past the right edge of the window)."""
    from game.board import sidebar
    from game.demo import mid_game

    board = open_board(app, mid_game(seed=11))
    view = board.view()
    options = tuple(board.listed(view))
    assert options
    surface = pygame.Surface(app.size)
    surface.fill((255, 0, 255))
    sidebar.draw_decision(surface, board.layout, view, board.names, board.hits, "", 0, False, False, None,
                          options, "Last: " + "Larva #7 attacks the Soldier in a surprise attack " * 4)
    area, s = board.layout.decision, board.layout.s
    margin = pygame.Rect(area.right - int(8 * s), area.y, int(8 * s), int(140 * s))
    panel = surface.get_at((area.right - 1, area.y + 2))
    stray = [(x, y) for x in range(margin.left, margin.right) for y in range(margin.top, margin.bottom)
             if surface.get_at((x, y)) != panel]
    assert not stray, f"text drawn in the panel's right margin at {stray[:3]}"
