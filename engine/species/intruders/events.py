"""The effects of the 20 published Event cards (T6), keyed by the card's `effect` (PUB-EVENT, PUB-FIRE-11).

Places are handled in ascending room number and characters in turn order (PUB-EVENT-07, PUB-ROUND-12).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import hooks
from engine.catalog import cat
from engine.content.loader import EventCard
from engine.effects import (
    add_token_from_supply,
    draw_action_cards,
    place_fire,
    place_malfunction,
    place_noise,
    remove_intruder,
    set_door,
    set_item_counter,
)
from engine.flow import push_seq
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridors_of,
    in_combat,
    is_active,
    room_with_tile,
    rooms_by_number,
    turn_order,
)
from engine.rules.contamination import infection, is_contamination, scan
from engine.rules.event_effects import eject_lowest_pod, malfunction_lowest, spread_fire
from engine.rules.intruder_moves import move_together
from engine.species.common.nest import nest_tile
from engine.species.intruders.growth_events import EFFECTS as GROWTH
from engine.species.intruders.larvae import carries, die_of_infection, infest
from engine.species.intruders.nest import destroy_eggs
from engine.state import State

GENERATOR = "generator"  # the ship's room a Coolant Leak reaches (the deck is printed for the Nemesis ship)


def damaging_fire(state: State, card: EventCard) -> None:
    for room in list(state.fire):
        place_malfunction(state, room, "PUB-EVENT-06")
    spread_fire(state, list(state.fire))


def consuming_fire(state: State, card: EventCard) -> None:
    for room in list(state.fire):
        if room in state.item_counters:
            set_item_counter(state, room, 0, "PUB-EVENT-06")
    spread_fire(state, list(state.fire))


def flammable_compounds(state: State, card: EventCard) -> None:
    """Fire in the room the crew woke up in (the ship's Hibernatorium: the map's `start_room_tile`)."""
    hib = room_with_tile(state, str(cat(state).options.get("start_room_tile", "")))
    if hib is None:
        return
    if hib in state.fire:
        spread_fire(state, [hib])
    else:
        place_fire(state, hib, "PUB-EVENT-06")


def regeneration(state: State, card: EventCard) -> None:
    from engine.effects import heal_intruder

    for intruder in list(state.intruders):
        heal_intruder(state, intruder, 2, "PUB-EVENT-06")


def scent_of_prey(state: State, card: EventCard) -> None:
    for room in rooms_by_number(state):
        if any(c.slime for c in characters_in(state, room)):
            for corridor in corridors_of(state, room):
                place_noise(state, corridor, "PUB-SLIME-03")


def bulkheads_open(state: State, card: EventCard) -> None:
    for corridor in sorted(c for c, s in state.doors.items() if s == "closed"):
        set_door(state, corridor, "open", "PUB-EVENT-06")


def hunt(state: State, card: EventCard) -> None:
    """Adults not in Combat move into a neighbouring room with a character, lowest-numbered (T6)."""
    moves = []
    for room in rooms_by_number(state):
        if characters_in(state, room):
            continue
        adults = [i for i in state.intruders if i.room == room and i.kind == "adult"]
        targets = sorted(((cat(state).rooms[r].number, c) for c, r in board_neighbours(state, room)
                          if characters_in(state, r)))
        if adults and targets:
            moves.append((adults, targets[0][1]))
    move_together(state, moves, "PUB-INTRUDER-11")


def eclosion(state: State, card: EventCard) -> None:
    """Larva carriers die (a Creeper appears); everyone draws 4 and scans them (T6 #7, PUB-CONT-04)."""
    for seat in turn_order(state):
        ch = state.characters[seat]
        if is_active(ch) and carries(state, ch):
            die_of_infection(state, ch, "eclosion", "PUB-EVENT-06")
    for seat in turn_order(state):
        ch = state.characters[seat]
        if not is_active(ch):
            continue
        before = list(ch.hand)
        draw_action_cards(state, ch, 4, "PUB-EVENT-06")
        drawn = ch.hand[len(before):]
        ch.hand = before
        ch.discard.extend(drawn)
        cards = sorted(c for c in drawn if is_contamination(c))
        infection(state, ch, bool(scan(state, ch, cards, "PUB-CONT-03")), "PUB-CONT-04")  # results public


def coolant_leak(state: State, card: EventCard) -> None:
    """A Malfunction in the Generator starts Self-Destruct, even with characters hibernating (PUB-SELFDESTRUCT-02)."""
    start = hooks.service(state, "self_destruct")  # the Intruders' Event deck is printed for the Nemesis ship
    generator = room_with_tile(state, GENERATOR)
    if start is not None and generator is not None and generator in state.malfunction:
        start(state, True, "PUB-SELFDESTRUCT-02")


def nest_noise(state: State, card: EventCard) -> None:
    nest = room_with_tile(state, nest_tile(state))
    if nest and state.explored.get(nest):
        for corridor in corridors_of(state, nest):
            place_noise(state, corridor, "PUB-EVENT-06")


def _malfunction_where(state: State, colour: str | None, computer: bool) -> None:
    for room in rooms_by_number(state):
        tile = cat(state).tiles[state.tiles[room]]
        if state.explored.get(room) and (colour is None or tile.colour == colour) and (tile.computer or not computer):
            place_malfunction(state, room, "PUB-EVENT-06")


def short_circuit(state: State, card: EventCard) -> None:
    _malfunction_where(state, "yellow", True)


def life_support_failure(state: State, card: EventCard) -> None:
    _malfunction_where(state, "green", False)


def damage(state: State, card: EventCard) -> None:
    for room in rooms_by_number(state):
        if any(i.room == room and i.kind in ("adult", "breeder", "queen") for i in state.intruders):
            place_malfunction(state, room, "PUB-EVENT-06")


def malfunction(state: State, card: EventCard) -> None:
    """The lowest-numbered explored room that can still take a Malfunction (GAP-PUB-19)."""
    malfunction_lowest(state, "PUB-EVENT-06")


def egg_protection(state: State, card: EventCard) -> None:
    """An Encounter for each character in the Nest or carrying an Egg, in turn order (T6 #13, PUB-ENC-07)."""
    steps = []
    for seat in turn_order(state):
        ch = state.characters[seat]
        if is_active(ch) and (state.tiles.get(ch.room) == nest_tile(state) or "egg" in ch.heavy):
            steps.append(("encounter", ch.room, seat))
    push_seq(state, steps)


def lurking(state: State, card: EventCard) -> None:
    """Intruders not with a character go back into the bag as tokens of their type (PUB-BAG-07)."""
    for intruder in sorted(state.intruders, key=lambda i: (cat(state).rooms[i.room].number, i.id)):
        if not characters_in(state, intruder.room):
            remove_intruder(state, intruder, "PUB-BAG-07", "intruder_lurks")
            add_token_from_supply(state, intruder.kind, "PUB-BAG-04")


def hatching(state: State, card: EventCard) -> None:
    """Discard 1 Egg; characters in the Nest without Action cards are infested, else a Larva token (T6 #18)."""
    destroy_eggs(state, 1, "PUB-NEST-07")
    infested = False
    for seat in turn_order(state):
        ch = state.characters[seat]
        if is_active(ch) and state.tiles.get(ch.room) == nest_tile(state) and not any(
                not c.startswith("cont_") for c in ch.hand):
            infest(state, ch, "PUB-EVENT-06")
            infested = True
    if not infested:
        add_token_from_supply(state, "larva", "PUB-BAG-07")


def noise_in_technical_corridors(state: State, card: EventCard) -> None:
    """Noise on the tech space; if already there, every character at an entrance rolls (PUB-NOISE-10)."""
    if "TECH" not in state.noise:
        place_noise(state, "TECH", "PUB-EVENT-06")
        return
    rollers = [s for s in turn_order(state) if is_active(state.characters[s])
               and cat(state).rooms[state.characters[s].room].tech
               and not (in_combat(state, s) and cat(state).options.get("event_noise_skips_combat"))]
    push_seq(state, [("noise_roll", s) for s in rollers])


def pod_ejection(state: State, card: EventCard) -> None:
    eject_lowest_pod(state)


EFFECTS: dict[str, Callable[[State, EventCard], None]] = {
    "damaging_fire": damaging_fire, "regeneration": regeneration, "scent_of_prey": scent_of_prey,
    "flammable_compounds": flammable_compounds, "bulkheads_open": bulkheads_open, "hunt": hunt,
    "eclosion": eclosion, "coolant_leak": coolant_leak, "nest": nest_noise, "short_circuit": short_circuit,
    "damage": damage, "egg_protection": egg_protection, "consuming_fire": consuming_fire,
    "malfunction": malfunction, "lurking": lurking, "evacuation_pod_ejection": pod_ejection,
    "hatching": hatching, "life_support_failure": life_support_failure,
    "noise_in_technical_corridors": noise_in_technical_corridors,
    **GROWTH,  # a ruleset without bag development (the prototype's deck)
}
