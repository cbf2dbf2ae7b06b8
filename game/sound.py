"""Sound effects, made by the program itself (no recorded files): a die rattle, a noise thump, an alarm when
an Intruder appears, a hit when someone is wounded, a gunshot. Played as the log plays back, at the volume set
in Settings. Without an audio device the game is simply silent."""

from __future__ import annotations

import math
from array import array

import pygame

RATE = 22050
SOUND_OF = {"noise_roll": "die", "combat_roll": "die", "noise_placed": "thump", "encounter": "alarm",
            "intruder_placed": "alarm", "light_wound": "hit", "serious_wound": "hit", "attack_card": "hit",
            "shot": "shot", "character_died": "alarm"}


def _samples(seconds: float, wave) -> array:
    out = array("h")
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        fade = min(1.0, (n - i) / (RATE * 0.02))  # no click at the end
        out.append(int(max(-1.0, min(1.0, wave(t, i))) * fade * 12000))
    return out


def _noise(i: int) -> float:
    """A repeatable pseudo-random value in [-1, 1] (the same sounds on every start)."""
    i = (i * 1103515245 + 12345) & 0x7FFFFFFF
    return (i / 0x3FFFFFFF) - 1.0


WAVES = {
    "die": (0.25, lambda t, i: _noise(i) * (1.0 if int(t * 40) % 3 == 0 else 0.15) * (1 - t * 3)),
    "thump": (0.22, lambda t, i: math.sin(2 * math.pi * (90 - 120 * t) * t) * math.exp(-t * 14)),
    "alarm": (0.5, lambda t, i: 0.6 * math.copysign(1, math.sin(2 * math.pi * (660 if int(t * 8) % 2 else 520) * t))
              * math.exp(-t * 2)),
    "hit": (0.3, lambda t, i: (0.7 * _noise(i) + 0.5 * math.sin(2 * math.pi * 140 * t)) * math.exp(-t * 11)),
    "shot": (0.28, lambda t, i: _noise(i) * math.exp(-t * 22)),
}


class Sounds:
    def __init__(self) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            freq, _size, channels = pygame.mixer.get_init()
            for name, (seconds, wave) in WAVES.items():
                data = _samples(seconds, wave)
                if channels == 2:
                    data = array("h", (v for v in data for _ in (0, 1)))
                self.sounds[name] = pygame.mixer.Sound(buffer=data.tobytes())
        except (pygame.error, ValueError):  # no audio device: play on in silence
            self.sounds = {}

    def play_for(self, kind: str, volume: float) -> str:
        """Play the sound of a log entry kind; returns its name ("" when silent)."""
        name = SOUND_OF.get(kind, "")
        sound = self.sounds.get(name)
        if sound is None or volume <= 0:
            return ""
        sound.set_volume(max(0.0, min(1.0, volume)))
        sound.play()
        return name
