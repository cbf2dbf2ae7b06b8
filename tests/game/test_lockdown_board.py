"""The Lockdown board on screen: the three Sections with their Power tokens, dark rooms dimmed and marked, the
Time track 15 .. 1, S with its thresholds and tokens, the Elevator, Main Gate, Bunker, Rover and Neutral Pool
beside their rooms, the Computer card, the Contingencies and the CSS Pods, each with a hover citing its rule."""

from __future__ import annotations

import pygame
import pytest

from engine import api
from engine.maps.lockdown.state import lockdown_state
from game.board.shapes import SHAPES
from game.session import Session
from tests.game.conftest import open_board

STAIRCASES = ("L008", "L009", "L019", "L020")
S01 = ("L001", "L002", "L003", "L004", "L005", "L006", "L007")
S03 = ("L021", "L022", "L023", "L024", "L025", "L026", "L027")


def lockdown(s03_on: bool = False) -> Session:
    session = Session({"seats": 2, "seed": 7, "map": "lockdown", "species": "night_stalkers"}, ["human", "bot:normal"])
    ld = lockdown_state(session.state)
    for section, on in (("S-01", True), ("S-02", True), ("S-03", s03_on), ("elevator", True)):
        ld.power[section].on = on
    return session


def tips(board) -> dict:
    return {key: tip for _r, key, tip in board.hits.rects}


def rect_of(board, key) -> pygame.Rect:
    return next(r for r, k, _t in board.hits.rects if k == key)


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    area = rect.inflate(-rect.w // 3, -rect.h // 3)
    return sum(sum(surface.get_at((x, y))[:3]) for x in range(area.x, area.right, 3)
               for y in range(area.y, area.bottom, 3)) / max(1, (area.w // 3) * (area.h // 3))


@pytest.mark.rule("LD-FAC-01", "LD-POWER-01", "LD-POWER-03", "LD-STAIR-01", "LD-STAIR-02")
def test_sections_show_their_power_and_their_dark_rooms_are_dimmed_and_marked(app):
    board = open_board(app, lockdown(s03_on=False))
    t = tips(board)
    assert "Power" in t[("section", "S-01")] and "(LD-FAC-01" in t[("section", "S-01")]
    dark = {k[1] for k in t if k[0] == "dark"}
    assert dark == set(S03) | set(STAIRCASES)  # S-03 unpowered; a staircase is always dark; S-01/S-02 lit
    assert "LD-STAIR-01" in t[("dark", "L008")] and "LD-POWER-03" in t[("dark", "L021")]
    dim = brightness(app.surface, board.layout.room_rect("L027"))

    board = open_board(app, lockdown(s03_on=True))  # Power back in S-03: its rooms are no longer dark
    assert {k[1] for k in tips(board) if k[0] == "dark"} == set(STAIRCASES)
    assert brightness(app.surface, board.layout.room_rect("L027")) > dim * 1.3


@pytest.mark.rule("LD-CLOCK-01", "LD-CLOCK-03", "LD-CLOCK-05", "LD-POWER-09", "LD-CSS-05", "LD-ALERT-01",
                  "LD-AUTO-01")
def test_the_time_track_runs_15_to_s_with_thresholds_css_alert_and_autodestruction(app):
    session = lockdown()
    ld = lockdown_state(session.state)
    slot = sorted(ld.css, key=int, reverse=True)[0]
    ld.css_revealed = [slot]
    ld.alert_slot, ld.autodestruction = 7, 12
    board = open_board(app, session)
    t = tips(board)
    spaces = [t[("track", f"time:{i}")] for i in range(16)]
    assert spaces[0].startswith("Space 15: the marker stands here") and spaces[-1].startswith("Space S")
    assert "Power Threshold (red" in spaces[15 - 13] and "Power Threshold (blue" in spaces[15 - 11]
    assert f"face up: {ld.css[slot]}" in spaces[15 - int(slot)]
    assert sum("face down" in s for s in spaces) == len(ld.css) - 1
    assert "Alert Procedure token" in spaces[15 - 7] and "Autodestruction token (yellow)" in spaces[15 - 12]
    assert "LD-CLOCK-01" in t[("track", "time")]
    assert any(k == ("track", "autodestruction") for k in t)  # the yellow token is in the top bar too


@pytest.mark.rule("LD-ELEV-01", "LD-FAC-02", "LD-EXIT-02", "LD-EXIT-04", "LD-SETUP-18", "SGLD-MAP-09", "SGLD-MAP-10",
                  "SGLD-CREW-06")
def test_elevator_gate_bunker_rover_and_neutral_pool_lie_beside_their_rooms(app):
    session = lockdown()
    ld = lockdown_state(session.state)
    ld.elevator = "L005"
    ld.power["elevator"].on = False
    board = open_board(app, session)
    t = tips(board)
    near = board.layout.room_rect("L005").inflate(80, 80)
    assert near.colliderect(rect_of(board, ("track", "elevator")))
    assert "off" in t[("track", "elevator")] and "LD-ELEV-01" in t[("track", "elevator")]
    exit_room = board.layout.room_rect("L002").inflate(80, 80)
    for key in ("gate", "bunker", "rover"):
        assert exit_room.colliderect(rect_of(board, ("track", key)))
    assert "closed" in t[("track", "gate")] and "LD-EXIT-02" in t[("track", "gate")]
    assert board.layout.room_rect("L011").inflate(80, 80).colliderect(rect_of(board, ("track", "neutral_pool")))


@pytest.mark.rule("LD-CPU-01", "LD-CSS-01")
def test_computer_card_contingencies_and_pods_in_the_top_bar(app):
    session = lockdown()
    ld = lockdown_state(session.state)
    ld.pods = {"B": 1}
    board = open_board(app, session)
    t = tips(board)
    bar = board.layout.top
    assert bar.contains(rect_of(board, ("track", "computer"))) and "LD-CPU-01" in t[("track", "computer")]
    assert ("track", "contingency") in t
    assert "nobody inside" in t[("pod", "A")] and "nobody" not in t[("pod", "B")]


def test_every_night_stalker_kind_has_a_silhouette():
    kinds = api.content({"map": "lockdown", "species": "night_stalkers"}).kinds
    assert kinds and all(k.shape in SHAPES for k in kinds.values())


def test_the_ship_keeps_its_hull_and_has_no_areas(app):
    from game import demo

    board = open_board(app, demo.mid_game(seed=11, min_turn=1))
    assert not any(k[0] in ("dark", "section") for k in tips(board))


@pytest.mark.rule("LD-FAC-01")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_section_labels_never_hide_a_room_whatever_the_window(app, size):
    board = open_board(app, lockdown())
    for _ in range(3):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1])] if _ == 0 else [], 1 / 60)
    assert board.layout.size == size
    rooms = [board.layout.room_rect(r) for r in board.layout.rooms]
    labels = [(r, key) for r, key, _tip in board.hits.rects if key[0] == "section" and key[1].startswith("S-")]
    assert len(labels) == 3
    for r, key in labels:
        assert r.collidelist(rooms) < 0 and board.layout.map.contains(r), f"{key} at {size}"
