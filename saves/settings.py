"""Player settings (window size, fullscreen, animation speed, volume, rule tips and the tips already seen),
saved atomically and restored.

A missing or damaged settings file gives the defaults and a message; it is never deleted or overwritten
until the player saves new settings.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from saves.io import SaveError, atomic_write, read_bytes

MAX_TIPS_SEEN = 200  # far more than the game has tips: a longer list is not ours


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0 = skip animations
    volume: float = 0.8
    rule_tips: bool = True  # a short note the first time a rule comes up in a game (game/tips.py)
    tips_seen: list[str] = field(default_factory=list)  # the tips already shown to this player


def _checked(key: str, value: object, default: object) -> object:
    """The value if it has the setting's type, else ValueError naming the setting."""
    if isinstance(default, list):
        if not isinstance(value, list) or len(value) > MAX_TIPS_SEEN or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{key} has the wrong type")
        return list(dict.fromkeys(value))  # each tip once
    if type(value) is not type(default) and not (isinstance(default, float) and type(value) is int):
        raise ValueError(f"{key} has the wrong type")
    return value


def load_settings(path: Path) -> tuple[Settings, str]:
    """The saved settings, or the defaults plus a message saying why they could not be read."""
    path = Path(path)
    if not path.exists():
        return Settings(), ""
    try:
        doc = json.loads(read_bytes(path).decode("utf-8"))
        if not isinstance(doc, dict):
            raise ValueError("not a settings object")
        defaults = Settings()
        known = {f.name for f in fields(Settings)}
        values = {key: _checked(key, value, getattr(defaults, key)) for key, value in doc.items() if key in known}
        return Settings(**values), ""
    except (SaveError, UnicodeDecodeError, ValueError) as exc:
        return Settings(), f"{path.name} could not be read ({exc}); default settings are used."
    except RecursionError:
        return Settings(), f"{path.name} could not be read (it is nested too deeply); default settings are used."


def save_settings(path: Path, settings: Settings) -> None:
    atomic_write(Path(path), json.dumps(asdict(settings), indent=2).encode())
