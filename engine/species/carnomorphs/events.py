"""The effects of the 20 Carnomorph Event cards (CARN-COMP-07, CARN-EVT-06; their contents after GAP-02, a
third-party transcription), keyed by the card's `effect`. The core draws the card, moves the Carnomorphs it
lists and files it away afterwards (engine/rules/event_cards.py); only what the card then does is here.

Places are handled in ascending room number and characters in turn order (PUB-EVENT-07, PUB-ROUND-12).
Carnomorphs in combat stay where they are when a card moves others (GAP-02 PROPOSED), and the Butcher never
takes a technical corridor (CARN-SYM-04, GAP-16): the moves here go to neighbouring rooms through ordinary
corridors only. The deck is printed for the Nemesis ship: the airlock, Self-Destruct and Escape Pods are reached
through the map's services, the Evacuation Sections through their tiles, and a map without them makes the card
do nothing. A room's colour and tile count only once the room is explored (hidden information stays hidden).

The few numbers the cards print are read from the species' options with the printed value as default
(`event_mutation_draw`, `event_mutation_infected`, `event_overload_malfunctions`).

Flow step "carno_rampant_mutation" (args: seat) resolves Rampant Mutation for one character, so that a
character drawing a Mutation card (a decision) does not stop the next one's draw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import hooks
from engine.catalog import cat
from engine.content.loader import EventCard
from engine.effects import (
    add_token_from_supply,
    discard_cards,
    draw_action_cards,
    log,
    move_intruder,
    place_fire,
    place_malfunction,
    place_noise,
    remove_fire,
    remove_intruder,
    set_door,
    set_item_counter,
    set_slime,
)
from engine.flow import op, push_seq
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridors_of,
    is_active,
    room_number,
    room_with_tile,
    rooms_by_number,
    tile_of,
    turn_order,
)
from engine.rules.contamination import is_contamination, scan
from engine.rules.event_effects import spread_fire
from engine.rules.intruder_moves import move_together, token_kind_of
from engine.rules.inventory import is_heavy_object
from engine.species.carnomorphs import figures, mutation
from engine.species.carnomorphs.state import carno
from engine.species.common.nest import nest_with_eggs
from engine.state import Character, Intruder, State, Task

RULE = "CARN-EVT-06"
OPS: dict[str, Callable[[State, Task], None]] = {}
METAGORGER, SHAMBLER = "metagorger", "shambler"
CARCASS = "carcass"
STALKERS = ("shambler", "fleshbeast", figures.BUTCHER)  # who Stalking moves (GAP-02 #7/#8)
EVACUATION_TILES = ("evacuation_a", "evacuation_b")  # the ship's Evacuation Sections A and B (GAP-02 #12)
POD_SECTION = "B"  # the section Emergency Protocol Failure takes a pod from (GAP-02 #17)


def param(state: State, key: str, default: Any) -> Any:
    """A number the card prints, overridable in the species' options."""
    return cat(state).options.get(key, default)


def crew(state: State) -> list[Character]:
    return [state.characters[s] for s in turn_order(state) if is_active(state.characters[s])]


def carnomorphs_in(state: State, room: str, kinds: tuple[str, ...] | None = None) -> list[Intruder]:
    return sorted((i for i in state.intruders if i.room == room and (kinds is None or i.kind in kinds)),
                  key=lambda i: i.id)


def explored_of_colour(state: State, colour: str) -> list[str]:
    """Explored rooms whose tile has this colour, in ascending room number."""
    return [r for r in rooms_by_number(state) if state.explored.get(r) and tile_of(state, r).colour == colour]


def objects_lie_in(state: State, room: str) -> bool:
    """A Heavy Object on the floor, or the Eggs of an explored Nest that has some (CARN-TERM-02, CARN-FEED-14)."""
    return (any(is_heavy_object(state, o) for o in state.objects.get(room, []))
            or nest_with_eggs(state, carno(state), room))


def objects_in(state: State, room: str) -> bool:
    """Heavy Objects in the room, carried ones included (GAP-02 #15)."""
    return objects_lie_in(state, room) or any(ch.heavy for ch in characters_in(state, room))


def _toward(state: State, room: str, wanted: Callable[[str], bool]) -> str | None:
    """The corridor to the lowest-numbered neighbouring room that is `wanted` (ordinary corridors only, so never a
    technical one, whatever the doors), or None."""
    targets = sorted((room_number(state, r), c) for c, r in board_neighbours(state, room) if wanted(r))
    return targets[0][1] if targets else None


def _out_of_sight(state: State, kinds: tuple[str, ...] | None, wanted: Callable[[str], bool]) -> list:
    """The named Carnomorphs of every room without a character step toward a `wanted` neighbour, all at once;
    a Closed Door stops them as in any Intruder move (PUB-DOOR-05): the (group, corridor) moves to make."""
    moves = []
    for room in rooms_by_number(state):
        group = carnomorphs_in(state, room, kinds)
        corridor = _toward(state, room, wanted) if group and not characters_in(state, room) else None
        if corridor is not None:
            moves.append((group, corridor))
    return moves


# --- the cards -----------------------------------------------------------------------------------------------

def rampant_mutation(state: State, card: EventCard) -> None:
    """Every character in turn order: 4 cards off its Action deck, their Contamination cards scanned, 1 INFECTED
    is a Mutation marker (or a Mutation card, CARN-MUTM-02); all 4 discarded (GAP-02 #1/#2)."""
    push_seq(state, [("carno_rampant_mutation", ch.seat) for ch in crew(state)])


@op("carno_rampant_mutation", OPS)
def rampant_mutation_for(state: State, task: Task) -> None:
    ch = state.characters[int(task.args[0])]
    if not is_active(ch):  # gone since the card was drawn (an earlier character's Mutation death, say)
        return
    before = len(ch.hand)
    draw_action_cards(state, ch, int(param(state, "event_mutation_draw", 4)), RULE)  # reshuffles as any draw
    drawn = ch.hand[before:]
    discard_cards(state, ch, drawn, RULE)
    found = sorted(c for c in drawn if is_contamination(c))
    infected = scan(state, ch, found, RULE)  # the results are public (PUB-CONT-03)
    log(state, RULE, "mutation_wave", seat=ch.seat, count=len(drawn), contamination=len(found),
        infected=len(infected))
    if found and len(infected) >= int(param(state, "event_mutation_infected", 1)):
        mutation.gain_marker(state, ch, RULE)


def reawakening(state: State, card: EventCard) -> None:
    """In each room with an Intruder Carcass on the floor, one Carcass becomes a Shambler (while figures last,
    GAP-09); a Shambler risen beside a character attacks once (GAP-02 #3/#4)."""
    attacks = []
    risen = 0
    for room in rooms_by_number(state):
        carcasses = [o for o in state.objects.get(room, []) if o.split("_")[0] == CARCASS]
        if not carcasses:
            continue
        shambler = figures.place(state, SHAMBLER, room, RULE)
        if shambler is None:
            break  # no Shambler left in the box: the other Carcasses stay too
        state.objects[room].remove(carcasses[0])
        risen += 1
        log(state, RULE, "carcass_rises", room=room, intruder=shambler.id)
        if characters_in(state, room):
            attacks.append(("intruder_attack", shambler.id, -1, "reawakening"))  # the usual target (PUB-INTRUDER-02)
    if not risen:
        log(state, RULE, "nothing_rises")
    push_seq(state, attacks)


def lurking(state: State, card: EventCard) -> None:
    """Every Carnomorph but the Metagorgers that shares no room with a character leaves the board; a token of
    its type comes from the supply into the bag (GAP-02 #5/#6, GAP-12)."""
    gone = [i for room in rooms_by_number(state) if not characters_in(state, room)
            for i in carnomorphs_in(state, room) if i.kind != METAGORGER]
    log(state, RULE, "carnomorphs_lurk", count=len(gone))
    for intruder in gone:
        remove_intruder(state, intruder, RULE, "intruder_lurks")  # a Butcher that lurks is not killed
        add_token_from_supply(state, token_kind_of(state, intruder.kind), "PUB-BAG-04")


def stalking(state: State, card: EventCard) -> None:
    """Every Shambler, Fleshbeast and the Butcher out of combat steps into the lowest-numbered neighbouring room
    with a character (GAP-02 #7/#8)."""
    moves = _out_of_sight(state, STALKERS, lambda r: bool(characters_in(state, r)))
    log(state, RULE, "carnomorphs_stalk", count=sum(len(g) for g, _c in moves))
    move_together(state, moves, RULE)


def airlock_glitch(state: State, card: EventCard) -> None:
    """The map's emergency airlock procedure starts in the highest-numbered explored yellow room (GAP-02 #9)."""
    start = hooks.service(state, "start_airlock")
    rooms = explored_of_colour(state, "yellow")
    if start is None or not rooms:
        log(state, RULE, "airlock_glitch_none")
        return
    log(state, RULE, "airlock_glitch", room=rooms[-1])
    start(state, rooms[-1], RULE)


def generator_overload(state: State, card: EventCard) -> None:
    """3 or more Malfunction markers on the board start the Self-Destruct sequence (GAP-02 #10)."""
    count = len(state.malfunction)
    # the ship's Self-Destruct, or the Facility's Autodestruction (Cooling Overload, PROPOSED GAP-CAR-01)
    start = hooks.service(state, "self_destruct") or hooks.service(state, "start_autodestruction")
    if count < int(param(state, "event_overload_malfunctions", 3)) or start is None:
        log(state, RULE, "generator_holds", count=count)
        return
    log(state, RULE, "generator_overloads", count=count)
    start(state, True, RULE)


def marked_prey(state: State, card: EventCard) -> None:
    """Every character carrying a Heavy Object or in a room where one lies gets Slime (GAP-02 #11)."""
    marked = [ch for ch in crew(state) if ch.heavy or objects_lie_in(state, ch.room)]
    log(state, RULE, "prey_marked", count=len(marked))
    for ch in marked:
        set_slime(state, ch, RULE)


def evacuation_hatches_jam(state: State, card: EventCard) -> None:
    """A Malfunction marker in Evacuation Sections A and B, once explored (GAP-02 #12)."""
    rooms = sorted((r for r in (room_with_tile(state, t) for t in EVACUATION_TILES) if r and state.explored.get(r)),
                   key=lambda r: room_number(state, r))
    log(state, RULE, "hatches_jam", count=len(rooms))
    for room in rooms:
        place_malfunction(state, room, RULE)


def quarantine_procedure(state: State, card: EventCard) -> None:
    """Every door of the corridors leading out of a room with a slimed character closes; a Destroyed Door stays
    destroyed (GAP-02 #13, PUB-DOOR-02)."""
    rooms = [r for r in rooms_by_number(state) if any(ch.slime for ch in characters_in(state, r))]
    log(state, RULE, "quarantine", count=len(rooms))
    for room in rooms:
        for corridor in corridors_of(state, room, with_tech=False):
            set_door(state, corridor, "closed", RULE)


def growl(state: State, card: EventCard) -> None:
    """Noise in every corridor (the technical one too) of every room holding a Carnomorph (GAP-02 #14)."""
    rooms = [r for r in rooms_by_number(state) if carnomorphs_in(state, r)]
    log(state, RULE, "growl", count=len(rooms))
    for room in rooms:
        for corridor in corridors_of(state, room):
            place_noise(state, corridor, RULE)


def scavenging_biomatter(state: State, card: EventCard) -> None:
    """Every Carnomorph but the Butcher out of combat steps into the lowest-numbered neighbouring room with a
    Heavy Object, carried ones included (GAP-02 #15)."""
    kinds = tuple(k for k, d in cat(state).kinds.items() if d.figure and k != figures.BUTCHER)
    moves = _out_of_sight(state, kinds, lambda r: objects_in(state, r))
    log(state, RULE, "carnomorphs_scavenge", count=sum(len(g) for g, _c in moves))
    move_together(state, moves, RULE)


def structural_weakness(state: State, card: EventCard) -> None:
    """A Malfunction marker in every explored white room (GAP-02 #16); never where the map forbids one."""
    rooms = explored_of_colour(state, "white")
    log(state, RULE, "structure_gives", count=len(rooms))
    for room in rooms:
        place_malfunction(state, room, RULE)


def emergency_protocol_failure(state: State, card: EventCard) -> None:
    """The highest-numbered Escape Pod of Section B leaves the game, through the map's service (GAP-02 #17)."""
    remove = hooks.service(state, "remove_pod")
    if remove is None:
        log(state, RULE, "pod_failure_none", section=POD_SECTION)
        return
    remove(state, POD_SECTION, RULE)


def chemical_fire(state: State, card: EventCard) -> None:
    """The highest-numbered burning room gets a Malfunction, its Fire goes out and every neighbour not behind a
    Closed Door or a technical corridor catches Fire (GAP-02 #18, PUB-FIRE-11)."""
    burning = [r for r in rooms_by_number(state) if r in state.fire]
    if not burning:
        log(state, RULE, "chemical_fire_none")
        return
    room = burning[-1]
    log(state, RULE, "chemical_fire", room=room)
    place_malfunction(state, room, RULE)
    remove_fire(state, room, RULE)
    spread_fire(state, [room])


def ammunition_meltdown(state: State, card: EventCard) -> None:
    """The lowest-numbered explored red room: its Item counter drops to 0, Fire there and in its neighbours, as
    Chemical Fire spreads (GAP-02 #19)."""
    rooms = explored_of_colour(state, "red")
    if not rooms:
        log(state, RULE, "meltdown_none")
        return
    room = rooms[0]
    log(state, RULE, "meltdown", room=room)
    if room in state.item_counters:
        set_item_counter(state, room, 0, RULE)
    place_fire(state, room, RULE)
    spread_fire(state, [room])


def beast_on_the_prowl(state: State, card: EventCard) -> None:
    """The Butcher alone goes to the first slimed character in turn order; a Butcher off the board makes every
    slimed character roll for Noise, in combat or not (GAP-02 #20, PUB-NOISE-10)."""
    slimed = [ch for ch in crew(state) if ch.slime]
    butcher = next((i for i in state.intruders if i.kind == figures.BUTCHER), None)
    if butcher is None:
        log(state, RULE, "beast_unseen", count=len(slimed))
        push_seq(state, [("noise_roll", ch.seat) for ch in slimed])
    elif characters_in(state, butcher.room):
        log(state, RULE, "beast_feasting", intruder=butcher.id, room=butcher.room)
    elif not slimed:
        log(state, RULE, "beast_no_prey", intruder=butcher.id)
    else:
        log(state, RULE, "beast_prowls", intruder=butcher.id, seat=slimed[0].seat)
        move_intruder(state, butcher, slimed[0].room, RULE)  # across the ship, through no corridor


EFFECTS: dict[str, Callable[[State, EventCard], None]] = {
    "rampant_mutation": rampant_mutation, "reawakening": reawakening, "lurking": lurking, "stalking": stalking,
    "airlock_glitch": airlock_glitch, "generator_overload": generator_overload, "marked_prey": marked_prey,
    "evacuation_hatches_jam": evacuation_hatches_jam, "quarantine_procedure": quarantine_procedure,
    "growl": growl, "scavenging_biomatter": scavenging_biomatter, "structural_weakness": structural_weakness,
    "emergency_protocol_failure": emergency_protocol_failure, "chemical_fire": chemical_fire,
    "ammunition_meltdown": ammunition_meltdown, "beast_on_the_prowl": beast_on_the_prowl,
}

# the log kinds above, for texts.py (engine/log_templates.py explains the fields)
TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "mutation_wave": ("Rampant Mutation: {seat} draws {count:#card}, {contamination:#Contamination card} among "
                      "them, {infected} INFECTED"),
    "carcass_rises": "Reawakening: the Intruder Carcass in {room} rises as {intruder}",
    "nothing_rises": "Reawakening: no Intruder Carcass lies on the floor",
    "reason.reawakening": "as it rises",
    "carnomorphs_lurk": "Lurking: {count:#Carnomorph} out of sight slip back into the bag",
    "carnomorphs_stalk": "Stalking: {count:#Carnomorph} close in on the crew",
    "airlock_glitch": "Airlock Procedure Glitch: {room} starts sealing itself for venting",
    "airlock_glitch_none": "Airlock Procedure Glitch: no airlock to start",
    "generator_overloads": "Generator Overload: {count:#Malfunction marker} on the board start the Self-Destruct",
    "generator_holds": "Generator Overload: only {count:#Malfunction marker} on the board, the generator holds",
    "prey_marked": "Marked Prey: {count:#character} near a Heavy Object get slimed",
    "hatches_jam": "Evacuation Hatches Jam: {count:#Evacuation Section} jam",
    "quarantine": "Quarantine Procedure: the doors of {count:#room} with slimed characters close",
    "growl": "Growl: noise around {count:#room} with Carnomorphs",
    "carnomorphs_scavenge": "Scavenging Biomatter: {count:#Carnomorph} go for the flesh",
    "structure_gives": "Structural Weakness: {count:#explored white room} break down",
    "pod_failure_none": "Emergency Protocol Failure: no Escape Pod of section {section} to lose",
    "chemical_fire": "Chemical Fire: the fire in {room} bursts into its neighbours",
    "chemical_fire_none": "Chemical Fire: nothing is burning",
    "meltdown": "Ammunition Meltdown: the ammunition in {room} cooks off",
    "meltdown_none": "Ammunition Meltdown: no red room explored yet",
    "beast_unseen": "Beast on the Prowl: the Butcher is not aboard, {count:#slimed character} listen for it",
    "beast_feasting": "Beast on the Prowl: {intruder} stays with its prey in {room}",
    "beast_no_prey": "Beast on the Prowl: nobody is slimed, {intruder} stays",
    "beast_prowls": "Beast on the Prowl: {intruder} stalks {seat} across the ship",
}
