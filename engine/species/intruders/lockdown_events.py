"""The original Intruders' Event deck for Lockdown (lockdown/events.toml; LD-VAR-03, GAP-LDB-30, PROPOSED: the
Night Stalker deck mapped onto the Intruders symbol for symbol): the effects of its cards that the ship's deck
has not, from the Facility's Event effects the Night Stalkers resolve too (facility_events.py), with the rooms a
card names by tile, and its Darkness parts (LD-EVENT-12), resolved after the effect for what is in Darkness (the
map's "event_in_darkness", which leaves out a Lab Rat who felt her way through the dark). Two Darkness parts widen
the card's own effect instead ("holding_cards_too", "infest_outside_nest"): the effect reads them itself. The
plug-in wraps every effect of the species so a card's second number and Darkness part follow it
(engine/species/common/map_events.py); a card of the ship's deck has neither.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.content.loader import EventCard
from engine.effects import gain_contamination, log
from engine.flow import push_seq
from engine.rules.board import room_with_tile
from engine.species.common import map_events
from engine.species.common.nest import nest_tile
from engine.species.intruders import facility_events as fe
from engine.species.intruders.state import KEY
from engine.state import Character, State

WIDEN = ("holding_cards_too", "infest_outside_nest")  # Darkness parts the card's own effect reads


def _rooms(state: State, card: EventCard) -> list[str]:
    """The rooms holding the tiles the card names, in ascending room number."""
    return fe.tile_rooms(state, map_events.places(state, KEY, card.id).tiles)


def _also(state: State, card: EventCard, key: str) -> set[int]:
    """The seats the card's Darkness part widens its effect to: those it reaches, when the part is `key`."""
    if map_events.places(state, KEY, card.id).dark != key:
        return set()
    return {c.seat for c in map_events.reached(state)}


# ---- The cards the ship's deck has not ----

def blood_trace(state: State, card: EventCard) -> None:
    fe.blood_trace(state, _also(state, card, "holding_cards_too"))


def blue_screen(state: State, card: EventCard) -> None:
    fe.blue_screen(state)


def coolant_leak(state: State, card: EventCard) -> None:
    fe.coolant_leak(state, _rooms(state, card))


def fire_in_the_hole(state: State, card: EventCard) -> None:
    fe.fire_in_the_hole(state, _rooms(state, card))


def hatching(state: State, card: EventCard) -> None:
    fe.hatching(state, nest_tile(state), _also(state, card, "infest_outside_nest"))


def kickstopper(state: State, card: EventCard) -> None:
    """The card's Power slot (the Elevator) goes dark; a Malfunction in every room it names."""
    map_events.power_failure(state, KEY, card, fe.RULE)
    fe.malfunctions(state, _rooms(state, card))


def leaving_the_shell(state: State, card: EventCard) -> None:
    fe.leaving_the_shell(state)


def nest(state: State, card: EventCard) -> None:
    """Noise in every Noise-free Corridor of the explored Nest (the map's `nest_tile`), never the Technical
    Corridors space."""
    room = room_with_tile(state, nest_tile(state))
    if room is not None and state.explored.get(room):
        fe.noise_around(state, [room], fe.RULE)


def noise_in_corridors(state: State, card: EventCard) -> None:
    fe.noise_in_corridors(state)


def panic(state: State, card: EventCard) -> None:
    fe.panic(state, _also(state, card, "holding_cards_too"))


def power_surge(state: State, card: EventCard) -> None:
    if not fe.backup_power_lost(state):
        log(state, fe.RULE, "not_implemented", what="backup power")


def scent_of_blood(state: State, card: EventCard) -> None:
    fe.scent_of_blood(state)


def short_circuit(state: State, card: EventCard) -> None:
    fe.short_circuit(state)


def thats_hot(state: State, card: EventCard) -> None:
    fe.fires(state, _rooms(state, card))


# ---- Darkness parts: (state, card, the characters reached, the card's number) ----

def dark_malfunction(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    fe.malfunctions(state, fe.by_number(state, (c.room for c in who)), "LD-EVENT-12")


def dark_contamination(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    for c in who:
        for _ in range(amount):
            gain_contamination(state, c, "LD-EVENT-12")


def dark_attacks(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    """Every Intruder in Combat in a dark room attacks: the part reaches rooms, not characters, so Feel of the Dark
    does not stop it (engine/maps/lockdown/dark_cards.py, PROPOSED)."""
    attackers = fe.lurking_attackers(state)
    if attackers and not who:
        map_events.dark_header(state, card)
    push_seq(state, [("intruder_attack", i.id, -1, "event") for i in attackers])


def dark_wounds(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    fe.wound_at_entrances(state, who, amount)


def dark_adults(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    fe.adults_to(state, who)


def widened(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    """A part that widens the card's own effect: that effect already reached them."""


EFFECTS: dict[str, Callable[[State, EventCard], None]] = {
    "ld_blood_trace": blood_trace, "ld_blue_screen": blue_screen, "ld_coolant_leak": coolant_leak,
    "ld_fire_in_the_hole": fire_in_the_hole, "ld_hatching": hatching, "ld_kickstopper": kickstopper,
    "ld_leaving_the_shell": leaving_the_shell, "ld_nest": nest, "ld_noise_in_corridors": noise_in_corridors,
    "ld_panic": panic, "ld_power_surge": power_surge, "ld_scent_of_blood": scent_of_blood,
    "ld_short_circuit": short_circuit, "ld_thats_hot": thats_hot,
}
DARK: dict[str, map_events.DarkEffect] = {
    "noise": map_events.dark_noise, "malfunction": dark_malfunction, "contamination": dark_contamination,
    "combat_attacks": dark_attacks, "light_wound_at_entrances": dark_wounds, "adult_to_wounded": dark_adults,
    **dict.fromkeys(WIDEN, widened),
}
