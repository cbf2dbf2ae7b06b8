"""Where files live: the platform's user data folder (platformdirs), never next to the executable.

`NEMESIS_DATA_DIR` overrides the folder (tests, portable installs). Folders are created on demand.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "nemesis-desktop"


def data_dir() -> Path:
    override = os.environ.get("NEMESIS_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosaves_dir() -> Path:
    path = data_dir() / "autosaves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def replays_dir() -> Path:
    """Finished games kept as replays (saves/replays.py)."""
    path = data_dir() / "replays"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    data_dir().mkdir(parents=True, exist_ok=True)
    return data_dir() / "settings.json"
