"""Every room's name is readable whole on its tile in the smallest window (1280 × 720): a long word such as
"Hibernatorium" takes a smaller type, squeezed sideways if need be, instead of being cut with an ellipsis."""

from __future__ import annotations

import pytest

from engine import api
from game import assets, demo
from game.board.tiles import SQUEEZE, name_lines
from tests.game.conftest import open_board


@pytest.mark.rule("PUB-EXPLORE-01")
def test_every_room_name_fits_its_tile_whole_at_1280_by_720(app):
    board = open_board(app, demo.mid_game(min_turn=2, want_fire=False))
    layout = board.layout
    width = min(layout.room_rect(rv.id).width for rv in board.session.view_for(0).rooms) - 6
    size = layout.map_font(12)
    cut = []
    for tile in api.content({}).tiles.values():
        f, lines = name_lines(tile.name, size, width)
        if " ".join(lines) != tile.name or any(assets.font(f, "bold").size(line)[0] * SQUEEZE > width
                                                 for line in lines):
            cut.append(tile.name)
    assert not cut, f"cut at {width} px: {cut}"
    assert assets.font(size, "bold").size("Hibernatorium")[0] > width  # the case that used to end in "…"


def test_a_name_that_fits_keeps_the_usual_size_and_is_not_squeezed(app):
    f, lines = name_lines("Surgery", 12, 200)
    assert f == 12 and lines == ("Surgery",)
