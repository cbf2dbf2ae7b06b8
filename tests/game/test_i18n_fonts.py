"""The game's fonts (DejaVu Sans, Bold and Mono, also the widgets') draw every letter of Spanish, Italian, French and
Polish, the pseudo-locale's marks and the typography the texts use: no letter falls back to a missing-glyph box
(FreeType reports no metrics for a glyph the font lacks)."""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from game.assets import FACES, font, resource_path

LETTERS = {
    "Polski": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "Español": "áéíóúüñÁÉÍÓÚÜÑ¿¡",
    "Français": "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»",
    "Italiano": "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ",
    "pseudo-locale and typography": "‹›~…–—·×“”’àçéîñøŕšûýÀÇÉÎÑØŔŠÛÝ",
}


def missing(face: str, letters: str) -> str:
    pygame.freetype.init()
    f = pygame.freetype.Font(str(resource_path("fonts", FACES[face])), 16)
    return "".join(c for c, metrics in zip(letters, f.get_metrics(letters), strict=True) if metrics is None)


def test_a_letter_the_font_lacks_is_seen():
    assert missing("sans", "a漢") == "漢"


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("language", sorted(LETTERS))
def test_every_letter_has_a_glyph(app, face, language):
    assert missing(face, LETTERS[language]) == "", f"{face} lacks letters for {language}"
    surface = font(16, face).render(LETTERS[language], True, (255, 255, 255))
    assert pygame.mask.from_surface(surface).count() > 0
