"""What the Void Seeders make of the ship's rooms and of the Laboratory Equipment (VS-CHG-04/05/07/08,
VS-MAD-07/18, PROPOSED VS-GAP-10/27): the Canteen and the Shower Room lower Insanity and may scan the hand as
Rest does, the Laboratory and the Equipment study an Egg, a Carcass or a character's Insanity level (a living
character at least `lab_min_insanity` mad in the Laboratory), and the Nest gives its Eggs as the base game's.
Registered through the species' ROOM_EFFECTS and ITEM_EFFECTS hooks.

In the Lockdown Facility: the Decontamination Room calms as Rest does (its "decontamination" entry, which the map's
room uses in place of its own; its scan removes the INFECTED cards as the room's does, LVS-CHG-02), and a mad mind
counts as the Object type `lab_insanity_counts_as` for the Laboratory's research (the service "lab_subjects",
PROPOSED LVS-CHG-06).
"""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import log
from engine.rules.board import characters_in
from engine.rules.contamination import infection, owned_contamination, remove_cards, scan, scan_hand
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.common import nest
from engine.species.common.weakness import is_revealed, reveal_weakness
from engine.species.void_seeders.madness import at_least, can_lower, lower_insanity, rest_lowering
from engine.species.void_seeders.state import void
from engine.state import Character, State

ROOMS: dict[str, Effect] = {}
ITEMS: dict[str, Effect] = {}
MADNESS_SLOT = "insanity"  # the Weakness slot a Character Insanity level reveals (PROPOSED VS-GAP-10)
CALM, CALM_SCAN = "calm", "calm_scan"  # the Canteen's and the Shower Room's two ways
DECONTAMINATION = "decontamination"  # a map's Decontamination Room asks for this entry (LVS-CHG-02)


def _contaminated_hand(ch: Character) -> bool:
    return bool(owned_contamination(ch, ("hand",)))


def _calm_options(state: State, ch: Character, needs: bool) -> list[Params]:
    """Lower Insanity (where it can go lower, or the room's own use is needed), or do it and scan the hand."""
    out: list[Params] = [(CALM,)] if needs or can_lower(state, ch) else []
    if needs or can_lower(state, ch) or _contaminated_hand(ch):
        out.append((CALM_SCAN,))
    return out


def _calm(state: State, ch: Character, how: str, rule: str) -> None:
    lower_insanity(state, ch, rest_lowering(state), rule)
    if how == CALM_SCAN:
        scan_hand(state, ch, "PUB-CONT-06")  # an INFECTED card then drives it mad (INFECTION, VS-MAD-10)


@effect(ROOMS, "canteen")
def canteen_options(state: State, seat: int, room: str) -> list[Params]:
    """Heal 1 Light Wound and lower Insanity by 1, with or without scanning the hand (VS-CHG-05)."""
    ch = state.characters[seat]
    return _calm_options(state, ch, ch.light_wounds > 0)


@resolves(ROOMS, "canteen")
def canteen(state: State, seat: int, room: str, params: Params) -> None:
    ch = state.characters[seat]
    if ch.light_wounds:
        ch.light_wounds -= 1
        log(state, "PUB-WOUND-05", "light_wound_healed", seat=seat, total=ch.light_wounds)
    _calm(state, ch, params[0], "VS-CHG-05")


@effect(ROOMS, "shower_room")
def shower_options(state: State, seat: int, room: str) -> list[Params]:
    """No Slime here (VS-CHG-01): lower Insanity by 1, with or without scanning the hand (VS-CHG-04)."""
    return _calm_options(state, state.characters[seat], False)


@resolves(ROOMS, "shower_room")
def shower(state: State, seat: int, room: str, params: Params) -> None:
    _calm(state, state.characters[seat], params[0], "VS-CHG-04")


@effect(ROOMS, DECONTAMINATION)
def decontamination_options(state: State, seat: int, room: str) -> list[Params]:
    """Lower Insanity by 1 and/or scan the hand (LVS-CHG-02)."""
    return _calm_options(state, state.characters[seat], False)


@resolves(ROOMS, DECONTAMINATION)
def decontamination(state: State, seat: int, room: str, params: Params) -> None:
    """Insanity down 1 (never 3 -> 2); the scan removes the INFECTED cards, as the room's own does (LD-ROOM-04),
    and an INFECTED one found sets Insanity to the top (VS-MAD-10, LVS-CHG-02)."""
    ch = state.characters[seat]
    lower_insanity(state, ch, rest_lowering(state), "LVS-CHG-02")
    if params[0] == CALM_SCAN:
        infected = scan(state, ch, owned_contamination(ch, ("hand",)), "LVS-CHG-02")
        remove_cards(state, ch, infected, "LD-ROOM-04")
        infection(state, ch, bool(infected), "VS-MAD-10")


def lab_subjects(state: State, seat: int) -> list[tuple[str, str]]:
    """The service "lab_subjects": a living character at least `lab_min_insanity` mad in the researcher's room is
    studied as the Object type `lab_insanity_counts_as` (PROPOSED LVS-CHG-06, VS-CHG-07/08)."""
    threshold = int(opt(state, "lab_min_insanity"))
    if any(at_least(state, c, threshold) for c in characters_in(state, state.characters[seat].room)):
        return [(MADNESS_SLOT, str(opt(state, "lab_insanity_counts_as")))]
    return []


def objects_here(state: State, room: str) -> list[str]:
    """Heavy Objects on the floor of the room and in the hands of the characters there."""
    return sorted(list(state.objects.get(room, [])) + [o for c in characters_in(state, room) for o in c.heavy])


def study_slots(state: State, room: str) -> list[str]:
    """Slots a study in `room` can reveal: an Egg or a Carcass present, or a living character there at least
    `lab_min_insanity` mad (VS-CHG-07/08, VS-MAD-18, PROPOSED VS-GAP-10), each still face down."""
    objects = {o.split("_")[0] for o in objects_here(state, room)}
    slots = {s for s in opt(state, "weakness_slots") if s in objects}
    threshold = int(opt(state, "lab_min_insanity"))
    if any(at_least(state, c, threshold) for c in characters_in(state, room)):
        slots.add(MADNESS_SLOT)
    return sorted(s for s in slots if s in state.weaknesses and not is_revealed(state, s))


@effect(ROOMS, "laboratory")
def laboratory_options(state: State, seat: int, room: str) -> list[Params]:
    return [(s,) for s in study_slots(state, room)]


@resolves(ROOMS, "laboratory")
def laboratory(state: State, seat: int, room: str, params: Params) -> None:
    reveal_weakness(state, params[0], "VS-CHG-08" if params[0] == MADNESS_SLOT else "PUB-WEAK-02")


@effect(ITEMS, "lab_equipment")
def lab_equipment_options(state: State, seat: int, source: str) -> list[Params]:
    return [("slot", s) for s in study_slots(state, state.characters[seat].room)]


@resolves(ITEMS, "lab_equipment")
def lab_equipment(state: State, seat: int, source: str, params: Params) -> None:
    reveal_weakness(state, params[1], "PUB-WEAK-04")


@effect(ROOMS, "nest")
def nest_options(state: State, seat: int, room: str) -> list[Params]:
    """An Egg left on the Void Seeder board and a free Hand (VS-REP-02, PROPOSED VS-GAP-27)."""
    return [()] if nest.can_take_egg(state, void(state), seat) else []


@resolves(ROOMS, "nest")
def take_egg(state: State, seat: int, room: str, params: Params) -> None:
    nest.take_egg(state, void(state), seat)
