"""Figures are drawn from generic looks: every Intruder kind and every character has its own silhouette from
the shape library, Intruders are sized by kind, and the drawing code names no species or character."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import api
from game.board import piece_looks
from game.board.shapes import SHAPES

DRAWING = ["figures.py", "shapes.py", "tiles.py", "corridors.py", "ship.py", "dice.py", "icons.py", "drawing.py",
           "piece_looks.py", "panels.py"]  # looks come from content data (kinds.toml, characters.toml)


def intruder_kinds() -> list[str]:
    return sorted({kind for kind, _danger in api.content({}).intruder_tokens.values()})


@pytest.mark.rule("PUB-COMP-02")
def test_every_intruder_kind_has_its_own_silhouette_letter_and_name():
    looks = [piece_looks.intruder_look(kind) for kind in intruder_kinds()]
    assert all(look.shape in SHAPES for look in looks)
    assert len({look.shape for look in looks}) == len(looks)
    assert len({look.letter for look in looks}) == len(looks)  # never colour alone


@pytest.mark.rule("PUB-COMP-02")
def test_intruders_are_sized_by_kind_from_larva_to_queen():
    sizes = [piece_looks.intruder_look(k).size for k in ("larva", "creeper", "adult", "breeder", "queen")]
    assert sizes == sorted(sizes) and len(set(sizes)) == 5


@pytest.mark.rule("PUB-COMP-02")
def test_every_character_has_its_own_silhouette():
    shapes = [piece_looks.character_shape(c, api.content({})) for c in sorted(api.content({}).characters)]
    assert all(shape in SHAPES for shape in shapes)
    assert len(set(shapes)) == len(shapes)


@pytest.mark.rule("PUB-COMP-02")
def test_the_drawing_code_names_no_intruder_kind_or_character():
    board = Path(piece_looks.__file__).parent
    # "blank" is also a Combat die face, which the dice name as such
    names = [k for k in intruder_kinds() if k != "blank"] + sorted(api.content({}).characters)
    for module in DRAWING:
        source = (board / module).read_text(encoding="utf-8").lower()
        found = [n for n in names if f'"{n}"' in source]
        assert not found, f"{module} names {found}: a look belongs in the content's data"


@pytest.mark.rule("PUB-COMP-02")
def test_a_characters_silhouette_is_its_content_data_and_an_unknown_one_is_a_plain_figure():
    from dataclasses import replace

    content = api.content({})
    assert piece_looks.character_shape("captain", content) == content.characters["captain"].shape
    changed = replace(content, characters={**content.characters,
                                           "captain": replace(content.characters["captain"], shape="hood")})
    assert piece_looks.character_shape("captain", changed) == "hood"
    assert piece_looks.character_shape("", content) == piece_looks.UNKNOWN_CHARACTER_SHAPE  # not chosen yet
    assert piece_looks.crew_shapes(content) == list(dict.fromkeys(c.shape for c in content.characters.values()))


@pytest.mark.rule("PUB-HEAVY-01")
def test_heavy_objects_look_as_the_crew_and_species_data_say_and_the_board_code_names_none():
    content = api.content({})
    assert piece_looks.object_look("carcass", content)[2] == "an Intruder carcass"
    assert piece_looks.object_look("corpse_blue", content)[0] == content.options["crew_object_looks"]["corpse"]["shape"]
    assert piece_looks.object_look("unknown_thing", content) == piece_looks.UNKNOWN_OBJECT
    objects = [*content.options["crew_objects"], *content.options["species_objects"]]
    for module in ("tiles.py", "figures.py", "panels.py", "piece_looks.py"):
        source = (Path(piece_looks.__file__).parent / module).read_text(encoding="utf-8")
        assert not [o for o in objects if f'"{o}"' in source], module
