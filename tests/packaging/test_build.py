"""The downloadable game, built for real: scripts/build.py runs PyInstaller on build.spec into a temporary
folder and zips it; the zip is unpacked as a player would, and the unpacked executable must pass its
self-test, play a headless bot game exactly as the game does from source, and report the package version.

Slow (about a minute of CPU), so these tests run only when asked for: `python -m pytest -m packaging`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from scripts.bundle_data import ROOT, SKIPPED_GUI_FILES, data_files

pytestmark = [pytest.mark.packaging, pytest.mark.rule("PUB-SETUP-01")]

HANG_GUARD = 900  # seconds; a build or run that takes longer is stuck, not slow


def unzip(archive: Path, into: Path) -> None:
    """Unpack like `unzip` does: with the file modes stored in the zip (the executable stays executable)."""
    with zipfile.ZipFile(archive) as zipped:
        for info in zipped.infolist():
            path = zipped.extract(info, into)
            mode = (info.external_attr >> 16) & 0o777
            if mode:
                os.chmod(path, mode)


@pytest.fixture(scope="module")
def download(request, tmp_path_factory) -> Path:
    """Build and zip the game once, unpack the zip; returns the unpacked `nemesis` folder."""
    if "packaging" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("builds the executable: run with `python -m pytest -m packaging`")
    if sys.platform == "darwin":
        pytest.skip("the macOS zip holds Nemesis.app with links inside: unpack it with Finder and try it by hand")
    tmp = tmp_path_factory.mktemp("build")
    calmer = (lambda: os.nice(10)) if hasattr(os, "nice") else None  # two shared cores: let the rest run
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build.py"), "--dist", str(tmp / "dist"),
                    "--work", str(tmp / "work")], check=True, timeout=HANG_GUARD, preexec_fn=calmer)
    zips = list((tmp / "dist").glob("nemesis-*.zip"))
    assert len(zips) == 1, zips
    unzip(zips[0], tmp / "unpacked")
    return tmp / "unpacked" / "nemesis"


def run(folder: Path, *args: str, data_dir: Path) -> subprocess.CompletedProcess:
    executable = folder / ("nemesis.exe" if sys.platform == "win32" else "nemesis")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "NEMESIS_DATA_DIR": str(data_dir)}
    return subprocess.run([str(executable), *args], capture_output=True, text=True, env=env, timeout=HANG_GUARD)


def test_the_zip_holds_the_game_folder_and_the_players_guide(download):
    executable = download / ("nemesis.exe" if sys.platform == "win32" else "nemesis")
    assert executable.is_file()
    assert os.access(executable, os.X_OK)
    guide = (download / "README.txt").read_text(encoding="utf-8")
    assert guide == (ROOT / "docs" / "PLAYERS.md").read_text(encoding="utf-8")


def test_the_build_ships_every_listed_data_file_and_not_the_unused_fonts(download):
    bundle = download / "_internal"
    missing = [str(Path(dest, Path(src).name)) for src, dest in data_files(ROOT)
               if not (bundle / dest / Path(src).name).is_file()]
    assert missing == []
    assert (bundle / "engine" / "content" / "base" / "characters.toml").is_file()
    assert (bundle / "engine" / "maps" / "nemesis_ship" / "board.toml").is_file()
    assert not [p.name for p in (bundle / "pygame_gui" / "data").iterdir() if p.name in SKIPPED_GUI_FILES]


def test_the_frozen_selftest_opens_every_scene(download, tmp_path):
    result = run(download, "--selftest", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "self-test passed" in result.stdout
    assert "title" in result.stdout and "board" in result.stdout and "tutorial" in result.stdout


def test_a_frozen_headless_game_ends_exactly_like_the_same_game_from_source(download, tmp_path):
    args = ("--headless", "--seats", "bot:easy,bot:easy", "--seed", "3")
    frozen = run(download, *args, data_dir=tmp_path)
    assert frozen.returncode == 0, frozen.stderr
    result = json.loads(frozen.stdout.strip().splitlines()[-1])
    assert result["seed"] == 3
    assert len(result["seats"]) == 2
    assert result["end_reason"]
    source = subprocess.run([sys.executable, "-m", "game.main", *args], capture_output=True, text=True, cwd=ROOT,
                            timeout=HANG_GUARD)
    assert source.returncode == 0, source.stderr
    assert result == json.loads(source.stdout.strip().splitlines()[-1])


def test_a_frozen_game_speaks_a_catalogue_with_its_languages_plural_rule(download, tmp_path):
    """Babel and its locale data are in the bundle: a Polish catalogue from NEMESIS_LOCALE_DIR is read, its plural
    rule (CLDR: 2 takes the "few" form) picks the form, and the game plays exactly as in English; the pseudo-locale
    needs no catalogue."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="pl", fuzzy=False)
    catalog.add("New game for {seats:#player}", "Nowa gra: {seats:#player}")
    catalog.add(("{n} player", "{n} players"), ("{n} gracz", "{n} gracze", "{n} graczy"))
    folder = tmp_path / "locale"
    folder.mkdir()
    with (folder / "pl.po").open("wb") as f:
        write_po(f, catalog)
    args = ("--headless", "--seats", "bot:easy,bot:easy", "--seed", "3")
    english = run(download, *args, data_dir=tmp_path)
    os.environ["NEMESIS_LOCALE_DIR"] = str(folder)
    try:
        polish = run(download, *args, "--language", "pl", data_dir=tmp_path)
        pseudo = run(download, *args, "--language", "pseudo", data_dir=tmp_path)
    finally:
        del os.environ["NEMESIS_LOCALE_DIR"]
    assert english.returncode == polish.returncode == pseudo.returncode == 0, polish.stderr + pseudo.stderr
    assert english.stdout.splitlines()[0].startswith("New game for 2 players")
    assert polish.stdout.splitlines()[0].startswith("Nowa gra: 2 gracze")
    assert pseudo.stdout.splitlines()[0].startswith("‹Ñéw gàmé føŕ ‹2 plàýéŕš")
    assert json.loads(polish.stdout.splitlines()[-1]) == json.loads(english.stdout.splitlines()[-1])


def test_the_frozen_version_is_the_installed_package_version(download, tmp_path):
    result = run(download, "--version", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Nemesis Desktop {metadata.version('nemesis-desktop')}"
    shipped_metadata = [*(download / "_internal").glob("nemesis_desktop-*.dist-info/METADATA"),
                        *(download / "_internal").glob("nemesis_desktop.egg-info/PKG-INFO")]
    assert shipped_metadata  # the version comes from the package, not from game/version.py's fallback
