"""The read-only data files the PyInstaller build ships, as (source file, folder in the bundle) pairs.

build.spec reads this list; tests/packaging checks it without building. Three sources:
- `assets/` whole (fonts with their licence, theme.json, icon, later rules/*.toml): game.assets.resource_path
  finds them under `<bundle>/assets`;
- every `*.toml` and `*.po` under `engine/` (the core content, each plug-in package's own data, the language
  catalogues), placed at the same path in the bundle so that `importlib.resources.files("engine")` finds them
  in the frozen build;
- pygame_gui's own data (default theme, fonts, translations, and the font licences its own PyInstaller hook
  leaves out).
`keep_in_bundle` then drops the big fonts the game never uses, whichever hook collected them.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# pygame_gui loads its Japanese, Chinese and Korean fonts (38 MB of the 41 MB) only when a UIManager is switched
# to the ja, zh or ko locale; the game's managers always start in "en" and never change locale.
SKIPPED_GUI_FILES = frozenset({
    "NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf",
    "NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf",
    "NotoSansKR-Regular.ttf", "NotoSansKR-Bold.ttf",
})


def _tree(folder: Path, dest: str, keep) -> list[tuple[str, str]]:
    """Every file under `folder` that `keep(path)` accepts, mapped to the same sub-folder under `dest`."""
    pairs = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and keep(path):
            pairs.append((str(path), str(Path(dest, path.parent.relative_to(folder)))))
    return pairs


def gui_data_folder() -> Path:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("pygame_gui is not installed in this Python: install the game first (pip install -e .)")
    return Path(next(iter(spec.submodule_search_locations))) / "data"


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    assets = _tree(root / "assets", "assets", lambda p: True)
    content = _tree(root / "engine", "engine", lambda p: p.suffix in (".toml", ".po"))
    gui = _tree(gui_data_folder(), "pygame_gui/data", lambda p: p.suffix not in (".py", ".pyc"))
    return [pair for pair in assets + content + gui if keep_in_bundle(Path(pair[0]).name)]


def keep_in_bundle(name: str) -> bool:
    """Should a data file of this name go into the build?"""
    return name not in SKIPPED_GUI_FILES
