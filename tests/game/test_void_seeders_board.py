"""A Void Seeders game on screen: each character's Insanity on its panel, the Panic deck and Lairs in the top bar,
and the Void Seeder Help card a hover away (its summary) and a click away (the rules reference)."""

from __future__ import annotations

import pytest

from game import demo, theme
from game.board.hitmap import HitMap
from game.board.panels import chip_row
from game.scenes.rules import RulesScene
from tests.game.conftest import click, open_board


@pytest.fixture(scope="module")
def session():
    return demo.mid_game(seed=7, min_turn=2, config={"species": "void_seeders"}, ready=lambda s: True)


@pytest.mark.rule("VS-SET-17", "VS-MAD-01", "VS-PAN-01")
def test_the_board_shows_insanity_panic_and_the_help_card_which_opens_its_rule(app, session):
    board = open_board(app, session)
    tips = {key: tip for _r, key, tip in board.hits.rects}
    panels = [t for k, t in tips.items() if k[0] == "seat"]
    assert panels and all("\nInsanity " in t and "(VS-ENC-04)" in t for t in panels)  # hover: what the level means
    assert any(k[:2] == ("deck", "panic") for k in tips)

    help_tip = tips[("rule", "VS-SET-17")]
    lines = help_tip.split("\n")
    assert lines[0].startswith("The Void Seeder Help card") and lines[-1].startswith("Click")
    assert len(lines) == 2 + 11 and all(line.rstrip(")").rsplit("(", 1)[1].startswith("VS-") for line in lines[1:-1])

    bar = board.layout.top  # a crowded top bar folds its last chips into "+N more" rather than run off the window
    chips = [(r, key, tip) for r, key, tip in board.hits.rects if bar.contains(r)]
    assert chips and all(r.right <= app.size[0] for r, _k, _t in chips)

    rect = next(r for r, key, _ in board.hits.rects if key == ("rule", "VS-SET-17"))
    click(app, rect.center)
    top = app.stack.top
    assert isinstance(top, RulesScene) and top.selected is not None and top.selected.id == "VS-SET-17"


@pytest.mark.rule("VS-PAN-01")
def test_chips_that_do_not_fit_the_bar_fold_into_one_whose_hover_lists_them(app):
    import pygame

    surface = pygame.Surface((400, 40))
    items = [(f"Pile {n}", (theme.HULL, theme.TEXT), ("deck", f"p{n}"), f"what pile {n} holds") for n in range(12)]
    hits = HitMap()
    end = chip_row(surface, items, 10, 5, 390, 12, 5, hits)

    keys = [key for _r, key, _t in hits.rects]
    assert end <= 395 and all(r.right <= 390 for r, _k, _t in hits.rects)
    assert keys[-1] == ("chips", "more") and 1 < len(keys) < 12
    folded = [k for k in (("deck", f"p{n}") for n in range(12)) if k not in keys]
    tip = dict((k, t) for _r, k, t in hits.rects)[("chips", "more")]
    assert tip.split("\n") == [f"Pile {k[1][1:]}: what pile {k[1][1:]} holds" for k in folded]
