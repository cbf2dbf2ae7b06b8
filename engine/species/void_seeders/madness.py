"""Moving a character's Insanity level in a game (VS-MAD-01..17): rising (death above the top, VS-MAD-05),
lowering by Rest, the Shower Room and the Canteen (VS-MAD-07..09, VS-CHG-02/04/05), an INFECTED scan while
resting (VS-MAD-10/11, VS-CHG-11), Surgery and the Antidote (VS-MAD-12, VS-CHG-06/09). The arithmetic is
insanity.py's; this module applies it, logs it and registers the species' INFECTION, CLEANSE and RESTED hooks.
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import log
from engine.rules.board import is_active
from engine.rules.wounds import kill
from engine.species.common.weakness import has_weakness
from engine.species.void_seeders.insanity import after_treatment, lowered, raised
from engine.species.void_seeders.readers import InsanityTrack
from engine.species.void_seeders.state import KEY, void
from engine.state import Character, State


def track(state: State) -> InsanityTrack:
    return cat(state).ext[KEY]["insanity_track"]


def level(state: State, ch: Character) -> int:
    return void(state).madness[ch.seat]


def _set(state: State, ch: Character, new: int, rule: str, why: str) -> None:
    old = level(state, ch)
    if new == old:
        return
    void(state).madness[ch.seat] = new
    log(state, rule, "insanity_changed", seat=ch.seat, old=old, level=new, why=why)


def raise_insanity(state: State, ch: Character, steps: int, rule: str, can_die: bool = True) -> None:
    """+`steps` Insanity, one at a time; a character already at the top who must rise dies (VS-MAD-04/05), except
    where `can_die` is False (the end-of-game check, VS-MAD-06)."""
    if steps <= 0 or (can_die and not is_active(ch)):  # the end check also reaches those who left
        return
    rise = raised(track(state), level(state, ch), steps, can_die)
    _set(state, ch, rise.level, rule, "rise")
    if rise.died:
        log(state, "VS-MAD-05", "insanity_death", seat=ch.seat)
        kill(state, ch, "madness", "VS-MAD-05")


def rest_lowering(state: State) -> int:
    """Steps one Rest, Shower or Canteen lowers: 1, 2 once Wave of Calm is revealed (VS-MAD-07, VS-GAP-09 W02)."""
    if has_weakness(state, "wave_of_calm"):
        return int(cat(state).ext[KEY]["params"]["weaknesses"]["wave_of_calm"].get("rest_lower", 1))
    return int(opt(state, "rest_lowers"))


def lower_insanity(state: State, ch: Character, steps: int, rule: str) -> bool:
    """Lower along the track's arrows, step by step, stopping where it cannot go lower (never 3 -> 2, VS-MAD-08);
    True if it moved."""
    now = start = level(state, ch)
    for _ in range(steps):
        down = lowered(track(state), now)
        if down is None:
            break
        now = down
    _set(state, ch, now, rule, "rest")
    return now != start


def can_lower(state: State, ch: Character) -> bool:
    return lowered(track(state), level(state, ch)) is not None


def rested(state: State, ch: Character, rule: str) -> None:
    """RESTED: a Rest card lowers Insanity first (VS-MAD-07, VS-CHG-02); its scan follows (an INFECTED card then
    sets the level to the track's `infected_to`, whatever was lowered, VS-MAD-10)."""
    lower_insanity(state, ch, rest_lowering(state), "VS-MAD-07")


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """INFECTION: an INFECTED card found by a scan drives the character to the top-most level the track says, never a
    Larva (VS-MAD-10/11, VS-MAD-20, VS-CHG-11). Already there: nothing more."""
    if infected and is_active(ch):
        _set(state, ch, max(level(state, ch), track(state).infected_to), "VS-MAD-10", "infected")


def cleansed(state: State, ch: Character, rule: str) -> None:
    """CLEANSE: Surgery and the Antidote (the Neutralizer in Lockdown, LVS-CHG-03) also set Insanity to the
    track's `set_to`, never raising it (VS-MAD-12, VS-CHG-06/09, PROPOSED VS-GAP-28, LVS-CHG-04); with the option
    `lockdown_vs_neutralizer_by_three` they lower it by 3 steps instead (never 3 -> 2). With no Larva to remove,
    taking it costs nothing, so it is always taken."""
    if opt(state, "lockdown_vs_neutralizer_by_three"):
        lower_insanity(state, ch, 3, "LVS-CHG-04")
        return
    _set(state, ch, after_treatment(track(state), level(state, ch)), "VS-MAD-12", "treated")


def weakness_revealed(state: State, card: str) -> None:
    """Wave of Calm, as it turns face up: every living character lowers its Insanity (never 3 -> 2) (PROPOSED
    VS-GAP-09 W02)."""
    if cat(state).weaknesses[card].kind != "wave_of_calm":
        return
    steps = int(cat(state).ext[KEY]["params"]["weaknesses"][card].get("lower_now", 1))
    for ch in state.characters:
        if is_active(ch):
            lower_insanity(state, ch, steps, "VS-MAD-17")


def at_least(state: State, ch: Character, threshold: int) -> bool:
    return level(state, ch) >= threshold
