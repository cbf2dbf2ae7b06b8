"""The Night Stalkers' changes to core numbers (their MODIFIERS): the Surprise Attack number read by Darkness
(LD-ENC-03, LD-NS-03) and the Weaknesses that change a number for a character with enough Knowledge (T13)."""

from __future__ import annotations

from engine.catalog import cat
from engine.species.night_stalkers.attacks import in_darkness, weakness_works
from engine.species.night_stalkers.content import ID
from engine.species.night_stalkers.content import surprise_number as token_number
from engine.state import State


def surprise_number(state: State, value: int, token: str = "", seat: int = -1, **_ctx) -> int:
    """The token's light number, or its Darkness number when the triggering character is in Darkness
    (LD-ENC-03); Light Aversion: 1 lower in a powered Section for a character it helps (T13, never below 0)."""
    if seat < 0 or not token:
        return value
    numbers = cat(state).ext[ID]["token_numbers"]
    if token not in numbers:
        return value
    dark = in_darkness(state, seat)
    number = token_number(numbers, token, dark)
    if not dark and weakness_works(state, "light_aversion", seat):
        amount = next((w.amount for w in cat(state).ext[ID]["weaknesses"].values() if w.effect == "light_aversion"), 1)
        number = max(0, number - amount)
    return number


def combat_face(state: State, face: str, kind: str = "", **_ctx) -> str:
    """Soft Carapace (T13 PROPOSED): for the shooter it helps (the acting character), a result that hits only a
    Larva or a Creeper hits an Adult as well."""
    if face == "creeper" and kind == "adult" and state.current_seat >= 0 \
            and weakness_works(state, "soft_carapace", state.current_seat):
        return "adult"
    return face


MODIFIERS = {"surprise_number": surprise_number, "combat_face": combat_face}
