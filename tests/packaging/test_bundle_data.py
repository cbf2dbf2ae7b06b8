"""What build.spec ships, checked without building: every asset and content file a game needs at setup,
pygame_gui's own data and licences, and nothing but the fonts of locales the game never uses left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts.bundle_data import ROOT, SKIPPED_GUI_FILES, data_files, gui_data_folder


def shipped() -> set[tuple[str, str]]:
    return set(data_files(ROOT))


@pytest.mark.rule("PUB-SETUP-01")
def test_every_asset_file_is_shipped_in_the_assets_folder():
    assets = ROOT / "assets"
    expected = {(str(p), str(Path("assets", p.parent.relative_to(assets))))
                for p in assets.rglob("*") if p.is_file()}
    assert {str(assets / "fonts" / "LICENSE-DejaVu.txt"), str(assets / "theme.json"),
            str(assets / "icon.png")} <= {src for src, _ in expected}
    assert expected <= shipped()


@pytest.mark.rule("PUB-SETUP-01")
def test_every_content_file_of_the_engine_and_its_plugins_is_shipped_where_the_engine_reads_it():
    content = ROOT / "engine"
    tomls = list(content.rglob("*.toml"))
    assert any(p.parts[-3:-1] == ("maps", "nemesis_ship") for p in tomls)
    for path in tomls:
        dest = Path("engine", path.parent.relative_to(content))
        assert (str(path), str(dest)) in shipped(), path


@pytest.mark.rule("PUB-SETUP-01")
def test_gui_data_is_shipped_with_its_licences_and_without_the_unused_locale_fonts():
    folder = gui_data_folder()
    names = {Path(src).name for src, dest in shipped() if dest.startswith("pygame_gui/data")}
    available = {p.name for p in folder.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")}
    assert {"default_theme.json", "NotoSans-Regular.ttf", "pygame-gui.en.json", "NotoSans-LICENSE.txt"} <= names
    assert names == available - SKIPPED_GUI_FILES
    assert not names & SKIPPED_GUI_FILES
