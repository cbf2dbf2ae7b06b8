"""Player settings (window size, fullscreen, animation speed, volume, language, rule tips and the tips already
seen), saved atomically and restored.

A missing or damaged settings file gives the defaults and a message; it is never deleted or overwritten
until the player saves new settings.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from engine.api import _
from saves.io import SaveError, atomic_write, read_bytes

MAX_TIPS_SEEN = 200  # far more than the game has tips: a longer list is not ours


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0 = skip animations
    volume: float = 0.8
    language: str = ""  # "" = the system's language; else "en", "es", "it", "fr", "pl" (or "pseudo", for testing)
    rule_tips: bool = True  # a short note the first time a rule comes up in a game (game/tips.py)
    tips_seen: list[str] = field(default_factory=list)  # the tips already shown to this player


def languages() -> tuple[str, ...]:
    """The values `language` may take: "" (the system's), each language the game speaks, the pseudo-locale."""
    from engine.api import LANGUAGES, PSEUDO

    return ("", *LANGUAGES, PSEUDO)


def _checked(key: str, value: object, default: object) -> object:
    """The value if it has the setting's type, else ValueError naming the setting."""
    if isinstance(default, list):
        if not isinstance(value, list) or len(value) > MAX_TIPS_SEEN or not all(isinstance(v, str) for v in value):
            raise ValueError(_("{key} has the wrong type").format(key=key))
        return list(dict.fromkeys(value))  # each tip once
    if type(value) is not type(default) and not (isinstance(default, float) and type(value) is int):
        raise ValueError(_("{key} has the wrong type").format(key=key))
    return value


def load_settings(path: Path) -> tuple[Settings, str]:
    """The saved settings, or the defaults plus a message saying why they could not be read."""
    path = Path(path)
    if not path.exists():
        return Settings(), ""
    try:
        doc = json.loads(read_bytes(path).decode("utf-8"))
        if not isinstance(doc, dict):
            raise ValueError(_("not a settings object"))
        defaults = Settings()
        known = {f.name for f in fields(Settings)}
        values = {key: _checked(key, value, getattr(defaults, key)) for key, value in doc.items() if key in known}
        if values.get("language", "") not in languages():  # a language this version does not speak: the system's
            values["language"] = ""
            return Settings(**values), _("{file}: the language “{language}” is unknown; the system's language is "
                                         "used.").format(file=path.name, language=doc["language"])
        return Settings(**values), ""
    except (SaveError, UnicodeDecodeError, ValueError) as exc:
        return Settings(), _("{file} could not be read ({problem}); default settings are used.").format(
            file=path.name, problem=exc)
    except RecursionError:
        return Settings(), _("{file} could not be read (it is nested too deeply); default settings are "
                             "used.").format(file=path.name)


def save_settings(path: Path, settings: Settings) -> None:
    atomic_write(Path(path), json.dumps(asdict(settings), indent=2).encode())
