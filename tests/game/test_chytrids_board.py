"""The Chytrids on screen: the growth in each room as coloured badges with the Sporeling's level as pips, the Lab
board and the Queen board as tracks in the top bar, the supplies and the Help card as chips, a Spore on a
character's panel, and the Rotstalk, Necrocap and Queen each with a silhouette of its own; every hover cites its
rule. The frontend draws these generically from the species' look (it names no piece of theirs)."""

from __future__ import annotations

import pytest

from engine import api
from engine.species.chytrids.state import Sporeling, chytrids
from game.board.shapes import known, sprite
from game.session import Session
from tests.game.conftest import open_board


def grown() -> Session:
    session = Session({"seats": 2, "seed": 7, "map": "lockdown", "species": "chytrids"}, ["human", "bot:normal"])
    c = chytrids(session.state)
    c.lab_spaces[0] = None
    c.sporeling_rooms["L004"] = Sporeling("purple", 2)
    c.spore_rooms = ["L001"]
    c.mycelium_rooms = ["L006"]
    c.spore_boards = [1]
    return session


def tips(board) -> dict:
    return {key: tip for _r, key, tip in board.hits.rects}


@pytest.mark.rule("CHY-SPL-02", "CHY-SPL-11", "CHY-MYC-03", "SUM-03")
def test_each_rooms_growth_is_a_badge_with_its_rule(app):
    board = open_board(app, grown())
    t = tips(board)
    assert "purple Sporeling of level 2" in t[("target", "sporeling@L004")] and "CHY-SPL-11" in t[("target", "sporeling@L004")]
    assert "CHY-SPO-03" in t[("growth", "spore:L001")] and "CHY-MYC-01" in t[("growth", "mycelium:L006")]


@pytest.mark.rule("CHY-LAB-01", "CHY-QB-02", "CHY-QN-07")
def test_the_lab_and_queen_boards_are_tracks_with_a_hover_per_space(app):
    board = open_board(app, grown())
    t = tips(board)
    assert "CHY-LAB-01" in t[("track", "lab_board")] and "CHY-QN-07" in t[("track", "queen_board")]
    assert "green Sporeling at level 1" in t[("track", "lab_board:1")]
    assert "a Rotstalk covers it" in t[("track", "queen_board:1")]


@pytest.mark.rule("CHY-MYC-05", "CHY-CON-01", "CHY-SPO-02")
def test_the_supplies_and_a_spore_on_a_board_are_shown(app):
    session = grown()
    chytrids(session.state).mycelium_rooms = ["L006", "L007", "L009", "L010", "L011"]  # 3 left: a warning
    board = open_board(app, session)
    t = tips(board)
    assert "CHY-MYC-05" in t[("track", "lab_board")] and "CHY-MYC-05" in t[("supply", "mycelium")]
    assert "CHY-SPO-02" in t[("supply", "spores")]
    look = api.board_look(api.view(session.state, 0))
    assert any(m.seat == 1 and "SPORE" in m.text for m in look.marks)
    assert next(tr for tr in look.tracks if tr.key == ("track", "lab_board")).text == "Myc 3/8"


@pytest.mark.rule("COMP-CHY-15", "COMP-CHY-16", "COMP-CHY-17")
def test_every_chytrid_figure_has_a_silhouette_of_its_own():
    kinds = api.content({"map": "lockdown", "species": "chytrids"}).kinds
    figures = [k for k in kinds.values() if k.figure]
    assert len(figures) == 3 and all(known(k.shape) for k in figures)
    others = {k.shape for s in ("intruders", "night_stalkers") for k in
              api.content({"map": "lockdown", "species": s}).kinds.values() if k.figure}
    assert not {k.shape for k in figures} & others and len({k.shape for k in figures}) == 3
    a, b = sprite(figures[0].shape, 48, (200, 160, 90)), sprite("husk", 48, (200, 160, 90))
    assert a.get_bounding_rect() != b.get_bounding_rect() or any(
        a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, 48, 4) for y in range(0, 48, 4))


def covered(surface) -> int:
    """How many pixels of a cover surface show the growth (not transparent)."""
    w, h = surface.get_size()
    return sum(1 for x in range(0, w, 2) for y in range(0, h, 2) if surface.get_at((x, y)).a > 0)


@pytest.mark.rule("CHY-GROW-04", "CHY-SPL-01", "CHY-MYC-01", "SUM-04")
def test_the_growth_paints_more_of_a_tile_as_it_advances_from_spore_to_mycelium(app):
    from game.board.growth import STEPS, cover_surface

    session = grown()
    c = chytrids(session.state)
    c.sporeling_rooms["L005"] = Sporeling("green", 1)
    c.sporeling_rooms["L013"] = Sporeling("green", 3)
    covers = {cv.room: cv for cv in api.board_look(api.view(session.state, 0)).covers}
    assert covers["L001"].amount < covers["L005"].amount < covers["L004"].amount < covers["L013"].amount
    assert covers["L006"].amount == 1.0  # Mycelium covers the whole room
    assert covers["L004"].colour != covers["L005"].colour  # purple and green Sporelings differ (their letter too)
    size = (120, 90)
    painted = [covered(cover_surface("L004", size, (120, 90, 160), round(covers[r].amount * STEPS)))
               for r in ("L001", "L005", "L013", "L006")]
    assert painted == sorted(painted) and painted[0] < painted[-1]
    board = open_board(app, session)  # drawn on the board without trouble, under the badges
    assert ("target", "sporeling@L013") in tips(board)
