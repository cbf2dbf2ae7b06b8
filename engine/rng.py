"""The engine's pseudo-random generator: SplitMix64 with its state stored in the game state.

Python's `random` only promises a stable sequence for `random()`, so every die roll, shuffle and bag
draw goes through these functions, which read and advance `state.rng` (an int). Same seed and same
choices give the same game on every machine and Python version.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class HasRng(Protocol):
    rng: int


def _next64(holder: HasRng) -> int:
    holder.rng = (holder.rng + 0x9E3779B97F4A7C15) & _MASK
    z = holder.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """Turn a user seed into an initial generator state."""
    return (int(seed) * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


def below(holder: HasRng, n: int) -> int:
    """A uniform integer in [0, n) without modulo bias."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = _next64(holder)
        if x < limit:
            return x % n


def roll(holder: HasRng, faces: list[T] | tuple[T, ...]) -> T:
    """Roll a die given as its list of faces."""
    return faces[below(holder, len(faces))]


def shuffle(holder: HasRng, items: list[T]) -> None:
    """Shuffle a list in place (Fisher-Yates)."""
    for i in range(len(items) - 1, 0, -1):
        j = below(holder, i + 1)
        items[i], items[j] = items[j], items[i]


def take_random(holder: HasRng, items: list[T]) -> T:
    """Remove and return a uniformly chosen element (a bag draw)."""
    return items.pop(below(holder, len(items)))


class Rng:
    """A stand-alone generator with the same algorithm, for bots (seeded from game seed, seat, decision)."""

    __slots__ = ("rng",)

    def __init__(self, seed: int) -> None:
        self.rng = seed_state(seed)
