"""What the Void Seeders' say on the ship's rooms does, in words, for the option list (engine/choice_text.py):
the Canteen's and the Shower Room's calm, the Laboratory's study of a character's Insanity. Each phrase falls
back on the one registered before it, so the Intruders' and the ship's own words stay as they were."""

from __future__ import annotations

from engine.choice_text import ROOM_TEXT, RoomText, register_room_texts
from engine.i18n import N_, _
from engine.species.void_seeders.rooms import CALM, CALM_SCAN, MADNESS_SLOT

CALM_WORDS = {CALM: N_("lower your Insanity by 1"),
              CALM_SCAN: N_("lower your Insanity by 1 and scan your hand like Rest")}
HEAL_CALM_WORDS = {CALM: N_("heal a light wound, lower your Insanity by 1"),
                   CALM_SCAN: N_("heal a light wound, lower your Insanity by 1 and scan your hand like Rest")}


def _chain(tile: str, words: dict[str, str]) -> RoomText:
    """The tile's phrase for these words (N_()-marked, translated here), else the phrase registered before."""
    before = ROOM_TEXT.get(tile)

    def text(first: str, rest: tuple[str, ...], tile_id: str) -> str:
        if first in words:
            return _(words[first])
        return before(first, rest, tile_id) if before else first

    return text


register_room_texts({
    "ld_decontamination_room": _chain("ld_decontamination_room", CALM_WORDS),  # LVS-CHG-02 (the Facility's)
    "ld_laboratory": _chain("ld_laboratory", {  # LVS-CHG-06 (the Facility's)
        MADNESS_SLOT: N_("study a mad mind (Insanity 3 or more) as a Corpse and gain 3 Knowledge")}),
    "canteen": _chain("canteen", HEAL_CALM_WORDS),
    "shower_room": _chain("shower_room", CALM_WORDS),
    "laboratory": _chain("laboratory", {MADNESS_SLOT: N_("study a character's Insanity to reveal its Weakness")}),
})
