"""What the Chytrid Attack cards do (GAP-CHY-02 PROPOSED cards, GAP-CHY-09): the species' INTRUDER_ATTACK hook.
A card's effect always applies; its Darkness part applies on top only when the target stands in Darkness (in the
Facility an unpowered Section, on the ship always: CHY-NEM-16). A Spore it settles on a board is the Larva's
place (CHY-CON-01); Spores and Sporelings it puts in the room follow the growth rules (CHY-SPO-*, CHY-SPL-*)."""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import gain_contamination, log
from engine.rules.board import characters_in, is_active
from engine.rules.wounds import kill, light_wound, serious_count, serious_wound
from engine.species.chytrids.contamination import carries, infest
from engine.species.chytrids.content import ID
from engine.species.chytrids.darkness import in_darkness
from engine.species.chytrids.growth import place_spore, place_sporeling
from engine.state import Character, Intruder, State

RULE = "GAP-CHY-09"  # Rotstalks, Necrocaps and the Queen attack with the Chytrid Attack deck


def _spore_lash(state: State, ch: Character) -> None:
    light_wound(state, ch, 1, RULE)
    gain_contamination(state, ch, RULE)


def _rending_stalk(state: State, ch: Character) -> None:
    serious_wound(state, ch, RULE)


def _choking_tendrils(state: State, ch: Character) -> None:
    light_wound(state, ch, 2, RULE)


def _spore_cloud(state: State, ch: Character) -> None:
    for other in characters_in(state, ch.room):
        gain_contamination(state, other, RULE)


def _rot_bite(state: State, ch: Character) -> None:
    if serious_count(ch) >= 2:
        kill(state, ch, "rot_bite", RULE)
    else:
        serious_wound(state, ch, RULE)


def _cap_burst(state: State, ch: Character) -> None:
    infest(state, ch, "CHY-CON-01")
    if is_active(ch):
        gain_contamination(state, ch, RULE)


def _queens_embrace(state: State, ch: Character) -> None:
    if carries(state, ch):
        kill(state, ch, "queens_embrace", RULE)
        return
    serious_wound(state, ch, RULE)
    serious_wound(state, ch, RULE)


def _recoil(state: State, ch: Character) -> None:
    light_wound(state, ch, 1, RULE)


CARD_EFFECTS = {"spore_lash": _spore_lash, "rending_stalk": _rending_stalk, "choking_tendrils": _choking_tendrils,
                "spore_cloud": _spore_cloud, "rot_bite": _rot_bite, "cap_burst": _cap_burst,
                "queens_embrace": _queens_embrace, "recoil": _recoil}
DARK_EFFECTS = {
    "spore_on_board": lambda state, ch: infest(state, ch, "CHY-CON-01"),
    "extra_light_wound": lambda state, ch: light_wound(state, ch, 1, RULE),
    "contamination": lambda state, ch: gain_contamination(state, ch, RULE),
    "spore_in_room": lambda state, ch: place_spore(state, ch.room, RULE),
    "sporeling_in_room": lambda state, ch: place_sporeling(state, ch.room, RULE),
}


def attack_effect(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    """INTRUDER_ATTACK: the card's effect, then its Darkness part if the target stands in Darkness."""
    data = cat(state).attack[card]
    CARD_EFFECTS[data.effect](state, ch)
    dark = cat(state).ext[ID]["attack_texts"][card].dark
    if dark is None or not is_active(ch) or not in_darkness(state, ch.seat):
        return
    log(state, RULE, "attack_dark_part", seat=ch.seat, name=data.name)
    DARK_EFFECTS[dark.effect](state, ch)
