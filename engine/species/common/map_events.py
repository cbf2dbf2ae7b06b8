"""What a species' Event deck for a second map adds to its cards (lockdown-stretch-goals.md GAP-VS-01, GAP-CAR-01:
the Void Seeders' and Carnomorphs' Event decks for Lockdown; lockdown-base.md GAP-LDB-30: the original Intruders'
Lockdown Event deck; all PROPOSED): the rooms a card names by tile (`tiles`), a second Corridor number its types
move through after the first (`then_corridor`, LD-EVENT-09 A), and a Darkness part (`dark`, `dark_text`,
`dark_amount`) that reaches only the characters the map puts in Darkness (LD-EVENT-12), read through the map's
services "event_in_darkness" and "room_in_darkness", so a species never imports the map and a map without
Darkness makes the part do nothing.

The content side reads and checks those keys of an Event file; the rules side wraps a species' EVENT_EFFECTS so
the second move comes before the card's own effect and the Darkness part after it, and answers the map's
"event_dark_part" question (the Lab Rat's Feel of the Dark is asked only before a card that has one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine import hooks
from engine.catalog import cat
from engine.content.cards import text_of
from engine.content.loader import ContentError, EventCard, need, one_of
from engine.effects import log, place_noise
from engine.rules.board import corridors_of, is_active, rooms_by_number, turn_order
from engine.state import Character, State

DarkEffect = Callable[[State, EventCard, list[Character], int], None]  # (state, card, reached, amount)


@dataclass(frozen=True, slots=True)
class CardPlaces:
    """What an Event card for a second map carries beyond the shared Event fields."""

    tiles: tuple[str, ...] = ()  # the rooms it names, by tile id, in the order it reads them
    power: str = ""  # the map's Power slot it switches off ("elevator", a Section), "" for none
    dark: str = ""  # its Darkness part's effect key, "" for none
    dark_text: str = ""
    dark_amount: int = 1  # the number the Darkness part prints (Insanity, Noise markers, ...)
    then_corridor: int = 0  # a second Corridor number the card's types move through after the first, 0 for none


def load_card_places(path: str, rows: list[dict[str, Any]], dark_effects: tuple[str, ...],
                     tiles: tuple[str, ...] = ()) -> dict[str, CardPlaces]:
    """Each card's `tiles` (known tile ids when `tiles` is given), `power`, `then_corridor` (1-4, not the card's
    own number) and Darkness part: `dark` with `dark_text`, or neither; `dark_amount` a whole number of at least
    1."""
    out: dict[str, CardPlaces] = {}
    for i, row in enumerate(rows):
        where = f"cards[{i}]"
        named = row.get("tiles", [])
        if not isinstance(named, list) or not all(isinstance(t, str) for t in named):
            raise ContentError(f'{path}: {where} key "tiles" must list room tile ids')
        for tile in named:
            if tiles:
                one_of(path, where, "tiles", tile, tiles)
        dark = row.get("dark", "")
        if bool(dark) != ("dark_text" in row):
            raise ContentError(f'{path}: {where} must have "dark" and "dark_text" together, or neither')
        amount = row.get("dark_amount", 1)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1:
            raise ContentError(f'{path}: {where} key "dark_amount" must be a whole number of at least 1')
        if dark:
            one_of(path, where, "dark", need(path, where, row, "dark", str), dark_effects)
        power = row.get("power", "")
        if not isinstance(power, str):
            raise ContentError(f'{path}: {where} key "power" must name a Power slot')
        then = row.get("then_corridor", 0)
        if "then_corridor" in row and (isinstance(then, bool) or then not in (1, 2, 3, 4)
                                       or then == row.get("corridor")):
            raise ContentError(f'{path}: {where} key "then_corridor" must be a Corridor number 1-4 other than '
                               'the card\'s own "corridor"')
        out[row["id"]] = CardPlaces(tuple(named), power, dark,
                                    text_of(path, where, row, "dark_text") if dark else "", amount, then)
    return out


# ---- the rules ----

def places(state: State, species: str, card: str) -> CardPlaces:
    """The card's extra keys (none for a card of the species' own first deck)."""
    return cat(state).ext[species].get("card_places", {}).get(card, CardPlaces())


def tile_rooms(state: State, tiles: tuple[str, ...]) -> list[str]:
    """The explored rooms holding these tiles, in ascending room number."""
    return [r for r in rooms_by_number(state) if state.tiles.get(r) in tiles and state.explored.get(r)]


def reached(state: State) -> list[Character]:
    """The characters an Event's Darkness part reaches, in turn order: in Darkness and not shielded from it (the
    map's "event_in_darkness"); nobody on a map without one."""
    fn = hooks.service(state, "event_in_darkness")
    if fn is None:
        return []
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s]) and fn(state, s)]


def dark_rooms_with_crew(state: State, who: list[Character]) -> list[str]:
    """The rooms of these characters, in ascending room number."""
    rooms = {ch.room for ch in who}
    return [r for r in rooms_by_number(state) if r in rooms]


def power_failure(state: State, species: str, card: EventCard, rule: str) -> None:
    """The card's Power slot loses its Power (the map's "power_off"; nothing on a map without Power)."""
    off = hooks.service(state, "power_off")
    where = places(state, species, card.id).power
    if off is not None and where:
        off(state, where, rule)


def dark_noise(state: State, card: EventCard, who: list[Character], amount: int) -> None:
    """Darkness part "noise": every Noise-free corridor of a room where a reached character stands gets a Noise
    marker (never the Technical Corridors)."""
    for room in dark_rooms_with_crew(state, who):
        for corridor in corridors_of(state, room, with_tech=False):
            place_noise(state, corridor, "LD-EVENT-12")


def with_dark(species: str, effects: Mapping[str, Callable[[State, EventCard], None]],
              dark: Mapping[str, DarkEffect]) -> dict[str, Callable[[State, EventCard], None]]:
    """The species' Event effects: a card printed with two numbers first moves its types through the second one
    (LD-EVENT-09 A), then its effect, then its Darkness part where it has one (LD-EVENT-12). The Darkness part is
    given the characters it reaches (maybe none: a part may reach Intruders in dark rooms instead, and then says
    so itself with `dark_header`)."""

    def wrap(fn: Callable[[State, EventCard], None]) -> Callable[[State, EventCard], None]:
        def run(state: State, card: EventCard) -> None:
            part = places(state, species, card.id)
            if part.then_corridor:
                second_move(state, card, part.then_corridor)
            fn(state, card)
            if not part.dark or state.over:
                return
            who = reached(state)
            if who:  # skipped unseen when nothing relevant is in Darkness (LD-EVENT-12)
                dark_header(state, card)
            dark[part.dark](state, card, who, part.dark_amount)
        return run

    return {key: wrap(fn) for key, fn in effects.items()}


def dark_header(state: State, card: EventCard) -> None:
    """The log line that introduces an Event's Darkness part."""
    log(state, "LD-EVENT-12", "event_dark_part", name=card.name)


def second_move(state: State, card: EventCard, number: int) -> None:
    """The card's types move again, through its second number; one that reached a character after the first
    move stays, as every Intruder in a room with a character does (LD-EVENT-09 A)."""
    from engine.rules.event_cards import event_movement

    log(state, "LD-EVENT-09", "event_second_move", number=number)
    event_movement(state, number, card.movers)


def dark_part_service(species: str) -> Callable[[State, str], bool]:
    """The service "event_dark_part" (the map asks before an Event's effect whether a Darkness part follows)."""

    def has_dark(state: State, card: str) -> bool:
        return bool(places(state, species, card).dark)

    return has_dark
