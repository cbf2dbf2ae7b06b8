"""Build the downloadable game: PyInstaller one-folder build from build.spec, the players' README beside the
executable, and one zip to upload. Works the same on Linux, Windows and macOS (run it on each: PyInstaller
does not cross-compile):

    python scripts/build.py                      # -> dist/nemesis/ and dist/nemesis-<version>-<os>-<arch>.zip
    python scripts/build.py --dist OUT --work TMP --no-zip

Needs the game and PyInstaller installed in the same Python: `pip install -e '.[dev]'`.
Prints the build time, the folder size and the zip size.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import stat
import subprocess
import sys
import time
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "nemesis"
README = "README.txt"  # the players' guide (docs/PLAYERS.md): .txt so every system opens it with a double click


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(platform.machine().lower(), platform.machine().lower())
    return f"{system}-{machine}"


def folder_size(folder: Path) -> int:
    """Bytes in every file under `folder`; links are not followed, so a linked library counts once."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def zip_folder(folder: Path, target: Path, keep_links: bool, extra: tuple[Path, ...] = ()) -> None:
    """Zip `folder` as its own top-level folder, plus `extra` files at the top. File modes are kept (the
    executable stays executable for `unzip`); links are stored as links only where the build needs them
    (macOS .app), else as copies, which every unzip tool understands."""
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in extra:
            archive.write(path, path.name)
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder.parent).as_posix()
            if keep_links and path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif path.is_file():
                archive.write(path, name)
            elif path.is_dir() and not any(path.iterdir()):
                archive.write(path, name)


def megabytes(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB"


def build(dist: Path, work: Path, make_zip: bool) -> Path | None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build: PyInstaller is not installed here; run: pip install -e '.[dev]'") from None
    try:
        version = metadata.version("nemesis-desktop")
    except metadata.PackageNotFoundError:
        raise SystemExit("build: the game is not installed in this Python; run: pip install -e '.[dev]'") from None
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(ROOT / "build.spec")],
                   cwd=ROOT, check=True, env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    built = time.perf_counter() - started
    folder = dist / NAME
    shutil.copyfile(ROOT / "docs" / "PLAYERS.md", folder / README)
    print(f"build: {folder} ({megabytes(folder_size(folder))}) in {built:.0f} s, version {version}")
    if not make_zip:
        return None
    target = dist / f"{NAME}-{version}-{platform_tag()}.zip"
    if sys.platform == "darwin":  # the signed .app must stay untouched: the README goes beside it
        zip_folder(dist / "Nemesis.app", target, keep_links=True, extra=(folder / README,))
    else:
        zip_folder(folder, target, keep_links=False)
    print(f"build: {target} ({megabytes(target.stat().st_size)})")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build", description="Build and zip the downloadable Nemesis Desktop.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the folder and zip go (dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (build/)")
    parser.add_argument("--no-zip", action="store_true", help="build the folder only")
    args = parser.parse_args(argv)
    try:
        build(args.dist.resolve(), args.work.resolve(), not args.no_zip)
    except subprocess.CalledProcessError as exc:
        sys.stderr.write(f"build: PyInstaller failed (exit {exc.returncode}); its messages are above\n")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
