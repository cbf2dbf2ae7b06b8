"""The Insanity track's arithmetic (VS-MAD-01..16, VS-PAN-03..05/08, VS-ENC-04, VS-END-02), as pure functions of
the track (insanity_track.toml) and a character's level, so the rules that move a level (Rest, a Panic card, the
end-of-game check) share one answer and log what it returns. Nothing here reads or writes a game state.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.species.void_seeders.readers import InsanityTrack


@dataclass(frozen=True, slots=True)
class Rise:
    level: int  # the level after the rise
    died: bool = False  # a character at the top who had to rise again (VS-MAD-05)


def raised(track: InsanityTrack, level: int, steps: int = 1, can_die: bool = True) -> Rise:
    """`steps` rises, one at a time. At the top a further rise kills where the track says so (VS-MAD-05), unless
    `can_die` is False (the end-of-game check stops at the top, VS-MAD-06); never above the top (VS-MAD-04)."""
    for _ in range(steps):
        if level < track.top:
            level += 1
        elif can_die and track.above_top == "death":
            return Rise(level, died=True)
    return Rise(level)


def lowered(track: InsanityTrack, level: int) -> int | None:
    """The level one step of lowering reaches, along the track's arrows (VS-MAD-03/08); None where lowering is
    impossible (at 1, or at 3 where there is no way back, VS-MAD-09)."""
    down = track.levels[level - 1].down
    return down or None


def after_rest(track: InsanityTrack, level: int, lower: bool, infected: bool) -> int:
    """The level after Rest, the Shower Room or the Canteen (VS-MAD-07): lowered by 1 if the player chose to and
    may (VS-MAD-08); an INFECTED card found by the Scan sets it to the track's `infected_to` even if it was just
    lowered (VS-MAD-10, VS-CHG-11); at the top, INFECTED does nothing but the level is not lowered either
    (VS-MAD-11)."""
    if infected:
        return level if level == track.top else track.infected_to
    if lower:
        return lowered(track, level) or level
    return level


def after_treatment(track: InsanityTrack, level: int) -> int:
    """Surgery or the Antidote used on Insanity set it to the track's `set_to`, never raising it (VS-MAD-12,
    PROPOSED VS-GAP-28)."""
    return min(level, track.set_to)


def panic_result(level: int, value: int, resolvable: bool) -> str:
    """What a drawn Panic card does to a character at `level` (VS-PAN-03..05): "rise" (below its value, or at
    or above it but its effect cannot be resolved: +1 Insanity, the effect not resolved), else "resolve"."""
    return "resolve" if level >= value and resolvable else "rise"


def end_check(track: InsanityTrack, level: int, contamination_cards: int) -> int:
    """The end-of-game check (VS-END-02): +1 per Contamination card, scanned or not, stopping at the top and
    never killing (VS-MAD-06, VS-MAD-16)."""
    return raised(track, level, contamination_cards, can_die=False).level


def type_at(track: InsanityTrack, level: int) -> str:
    """The Void Seeder an Encounter triggered by a character at `level` places (VS-MAD-02, VS-ENC-04)."""
    return track.levels[level - 1].type
