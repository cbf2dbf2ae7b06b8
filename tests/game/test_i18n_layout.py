"""Longer words still fit: under the pseudo-locale (every string a third longer, wrapped in ‹…›) no button, menu
entry or label is wider than its widget, no drawn line is wider than the window, and on the board every line of
the decision panel (its heading, prompt and option rows), of the character panels and of the hand's cards (their
titles) stays inside its box — long texts are wrapped or cut with an ellipsis by game.assets (wrap, fit,
clip_lines), or by game.ui.fitted for a widget."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from engine import api
from game.board import panels, sidebar
from game.board.hitmap import HitMap
from game.ui import room_for_text
from tests.game.i18n_helpers import every_scene, record, walk

SLACK = 1  # a pixel of rounding


@pytest.fixture
def pseudo():
    api.install_language(api.PSEUDO)
    yield
    api.install_language("en")


@pytest.fixture(params=[(1280, 720), (960, 540)], ids=["1280x720", "smallest window"])
def window(request, tmp_path, monkeypatch):
    """The app at the layout's design size, and at the smallest window the game allows (game/app.py MIN_SIZE)."""
    monkeypatch.setenv("NEMESIS_DATA_DIR", str(tmp_path / "data"))
    pygame.init()
    from game.app import AppContext
    from game.assets import clear_caches
    from saves.settings import Settings

    context = AppContext(settings=Settings(animation_speed=0.0), size=request.param)
    yield context
    if context.session is not None:
        context.session.close()
    clear_caches()
    pygame.quit()


@pytest.fixture
def drawn(window):
    with pytest.MonkeyPatch.context() as patch:
        yield record(patch)


def too_wide_widgets(manager: pygame_gui.UIManager) -> list[str]:
    out = []
    for w in manager.get_sprite_group().sprites():
        if not isinstance(w, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel) or not w.visible:
            continue
        text = getattr(w, "text", "")
        font = getattr(w, "font", None)
        if text and font is not None and font.size(text)[0] > room_for_text(w) + SLACK:
            out.append(f"{type(w).__name__} {text!r}: {font.size(text)[0]} px in {room_for_text(w)}")
    return out


def board_lines(drawn, scene) -> dict[str, tuple[int, list[tuple[str, int]]]]:
    """Each board panel drawn alone: (the width its lines must keep within, the lines drawn with their widths)."""
    view, layout, names = scene.view(), scene.layout, scene.names
    surface = pygame.Surface(scene.app.size)
    s = layout.s
    out = {}
    drawn.reset()
    sidebar.draw_decision(surface, layout, view, names, HitMap(), scene.status(view), 0, True, False, True,
                          tuple(scene.listed(view)), scene.context(view))
    out["decision panel"] = (layout.decision.width - int(20 * s), list(drawn.widths))
    drawn.reset()
    panels.draw_characters(surface, layout, view, names, HitMap(), set())
    out["character panels"] = (layout.left.width - 8, list(drawn.widths))
    drawn.reset()
    panels.draw_hand(surface, layout, view, names, HitMap(), set(), set(), True)
    cards = drawn.widths[1:]  # after the hand's own title: the cards
    out["hand title"] = (layout.hand.width - int(16 * s), drawn.widths[:1])
    out["hand cards"] = (int(96 * s) - 8, cards)
    return out


def test_every_label_fits_its_widget_and_every_line_the_window(window, drawn, pseudo):
    app = window
    found: list[str] = []
    boards = []
    for name, seen, _texts in walk(app, drawn, every_scene(app)):
        found += [f"{name}: {problem}" for problem in too_wide_widgets(app.ui)]
        found += [f"{name}: {line!r} is {width} px in a {app.size[0]} px window" for line, width in seen.widths
                  if width > app.size[0] - 20]
        if app.stack.top.name in ("board", "tutorial"):
            boards.append((name, app.stack.top))
    assert {name for name, _board in boards} >= {"board", "Lockdown board", "Chytrids in the Facility",
                                                 "Aftermath characters in the Facility", "rule tip", "tutorial"}
    for name, board in boards:
        for part, (room, lines) in board_lines(drawn, board).items():
            assert lines or board.view().seat < 0, f"{name}: the {part} drew nothing"  # a watched game: no hand
            found += [f"{name}, {part}: {line!r} is {width} px in {room}" for line, width in lines
                      if width > room + SLACK]
    assert found == [], "\n".join(found)


def test_a_word_longer_than_the_line_is_cut_across_lines(app):
    from game.assets import font, wrap

    word = "‹Šûppŕéššîvé-Fîŕé-Ŕéçøññàîššàñçé~~~~~~~~~~›"
    lines = wrap(f"{word} {word}", 14, 120)
    assert len(lines) > 2 and all(font(14).size(line)[0] <= 120 for line in lines)
    assert "".join(lines).replace(" ", "") == (word * 2)
