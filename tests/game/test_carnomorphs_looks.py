"""The Carnomorphs' figures can be drawn by the board's generic shape library, each kind with its own
silhouette and letter, before the species is playable."""

from __future__ import annotations

import pytest

from engine.content.loader import load_options
from engine.species.carnomorphs.content import OPTIONS, carnomorphs_content
from game.board.shapes import SHAPES


@pytest.mark.rule("CARN-SYM-02", "CARN-SYM-03", "CARN-COMP-11", "CARN-COMP-14")
def test_every_carnomorph_kind_has_a_known_silhouette_of_its_own():
    kinds = carnomorphs_content(load_options(OPTIONS))["kinds"].values()
    assert all(k.shape in SHAPES for k in kinds)
    assert len({k.shape for k in kinds}) == len({k.letter for k in kinds}) == len(kinds)
