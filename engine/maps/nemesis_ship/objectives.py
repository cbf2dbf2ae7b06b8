"""How the published Objective cards read on the Nemesis ship (T11, PUB-OBJ-04/07/08): the ship's facts
(destroyed, reaching a planet, Engines, the Coordinates, the Surgery) and the species' facts it asks for through
its services ("nest_destroyed", "queen_killed", "weakness_found", "weaknesses_found", and its trophy Object, the
option `trophy_object`). Registered as the map's OBJECTIVE_CHECKS; `survives` is the core's (the map's option
`survived_statuses`). "Ship destroyed", "Queen killed", "Nest destroyed" include an Engine explosion (PUB-END-07).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import hooks
from engine.catalog import cat
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_state, signalled
from engine.rules.board import room_with_tile
from engine.rules.objectives import item_cards, only_survivor, survives, survivors
from engine.state import Character, State

# end reasons whose trigger destroyed the ship (PUB-END-02/03, PUB-FIRE-03, PUB-MALF-04)
DESTROYED_REASONS = ("self_destruct", "fire_overflow", "malfunction_overflow", "ship_destroyed")
CARRY_ENDS = ("hibernating", "launched")  # "finish in a pod or hibernating, carrying X"
HOARDER_ITEMS = 7  # T11a Hoarder
FIRST_CORPSE = "corpse_blue"  # the blue Character Corpse (PUB-SETUP-20)
SURGERY = "surgery"
# Cards that need their own holder's Signal (PUB-SIGNAL-01; co-op counts them, PUB-COOP-03)
NEEDS_SIGNAL = frozenset({
    "the_great_hunt", "a_proper_burial", "relentless_investigator", "aliens_on_a_spaceship", "necroscopy",
    "my_precious", "clean_up_crew", "cutting_off_the_head", "no_man_left_behind",
})
# "Player X's character cannot survive, or you are the only survivor" (T11b)
PLAYER_TARGETS = {"the_right_moment_to_strike": 1, "greener_pastures": 2, "an_old_feud": 3,
                  "hostile_takeover": 4, "the_final_enlightenment": 5}


def fact(state: State, name: str, *args) -> bool | int:
    """A fact the species keeps (its service "fact:<name>"); False where the species has no such thing."""
    fn = hooks.service(state, f"fact:{name}")
    return fn(state, *args) if fn is not None else False


def damaged_engines(state: State) -> int:
    """Engines whose top token (the real status) is Damaged (PUB-ENGINE-01)."""
    return sum(1 for stack in ship_state(state).engines.values() if stack and stack[-1] == "damaged")


def engines_failed(state: State) -> bool:
    """2 or 3 Damaged engines: the jump blows the ship up (PUB-END-07)."""
    return damaged_engines(state) >= 2


def destroyed_before_check(state: State) -> bool:
    """The ship was destroyed by the end trigger itself (Self-Destruct, 9th Fire or Malfunction)."""
    return state.end_reason in DESTROYED_REASONS


def ship_destroyed(state: State) -> bool:
    """Destroyed by the trigger, or by the Engine check once the game is over (PUB-OBJ-04, PUB-OBJ-07)."""
    return destroyed_before_check(state) or (state.over and engines_failed(state))


def planet(state: State) -> str:
    """Where the Destination marker points on the Coordinates card (PUB-COORD-01, T12)."""
    card = coordinates_of(cat(state)).get(ship_state(state).coordinates, {})
    return card.get(ship_state(state).destination, "")


def ship_reaches(state: State, where: str) -> bool:
    """Not destroyed, 2+ Engines Working, marker on that planet (PUB-OBJ-04). A pod never counts (PUB-OBJ-07)."""
    return not ship_destroyed(state) and not engines_failed(state) and planet(state) == where


def nest_destroyed(state: State) -> bool:
    return bool(fact(state, "nest_destroyed")) or ship_destroyed(state)


def queen_killed(state: State) -> bool:
    """Killed, or the ship destroyed; a Queen that never appeared counts only then (PUB-OBJ-04 PROPOSED)."""
    return bool(fact(state, "queen_killed")) or ship_destroyed(state)


def player_cannot_survive(state: State, seat: int, number: int) -> bool:
    """Player X's character does not survive; X = your own number reads "only survivor" (PUB-OBJ-04)."""
    own = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
    if number == own:
        return only_survivor(state, seat)
    return not any(survives(state, ch) for ch in state.characters
                   if ch.seat < len(state.player_numbers) and state.player_numbers[ch.seat] == number)


def carrying_at_end(ch: Character, obj: str) -> bool:
    """Ends hibernating or in a launched pod while carrying that Heavy Object (PUB-OBJ-04)."""
    return bool(obj) and ch.status in CARRY_ENDS and any(h == obj or h.startswith(obj + "_") for h in ch.heavy)


def trophy(state: State) -> str:
    """The species' Object a collector must bring back (the Intruders' Egg); "" if it has none."""
    return str(cat(state).options.get("trophy_object", ""))


def hoarder(state: State, ch: Character) -> bool:
    return ch.status == "launched" and item_cards(state, ch) >= HOARDER_ITEMS


def every_room_explored(state: State) -> bool:
    """All room tiles face up; looking at a tile does not explore it (PUB-OBJ-08)."""
    return all(state.explored.get(room, False) for room in cat(state).rooms)


def post_mortem(state: State) -> bool:
    """The blue Character Corpse lies on the floor of the Surgery room (PUB-OBJ-08)."""
    surgery = room_with_tile(state, SURGERY)
    return surgery is not None and FIRST_CORPSE in state.objects.get(surgery, [])


Check = Callable[[State, int], bool]


def _who(state: State, seat: int, test: Callable[[Character], bool]) -> bool:
    """A "you" requirement: the holder, or in co-op any character (PUB-COOP-06)."""
    if seat < 0:
        return any(test(ch) for ch in state.characters)
    return test(state.characters[seat])


def _player_target(number: int) -> Check:
    return lambda s, seat: seat >= 0 and player_cannot_survive(s, seat, number)


def _found(slot: str) -> Check:
    return lambda s, seat: bool(fact(s, "weakness_found", slot))


def objective_gate(state: State, seat: int, card: str) -> bool:
    """A Signal card counts only for a holder whose character sent the Signal (PUB-SIGNAL-01)."""
    return card not in NEEDS_SIGNAL or signalled(state, seat)


def coop_gate(state: State, cards: list[str]) -> set[str]:
    """Co-op: k Signal cards need k different senders, else none of them counts (PUB-COOP-03)."""
    senders = len(ship_state(state).signals)
    if sum(1 for card in cards if card in NEEDS_SIGNAL) <= senders:
        return set(cards)
    return {card for card in cards if card not in NEEDS_SIGNAL}


# The requirement of every card WITHOUT its Signal part (objective_gate adds it). seat -1 = the co-op group.
REQUIREMENTS: dict[str, Check] = {
    # T11a personal
    "salvaging_the_prime_asset": lambda s, seat: ship_reaches(s, "earth") or (seat >= 0 and only_survivor(s, seat)),
    "quarantine": lambda s, seat: ship_reaches(s, "mars") or (ship_reaches(s, "earth") and nest_destroyed(s)),
    "the_great_hunt": lambda s, seat: ship_destroyed(s) or queen_killed(s),
    "a_proper_burial": lambda s, seat: _who(s, seat, lambda ch: carrying_at_end(ch, FIRST_CORPSE)),
    "hoarder": lambda s, seat: _who(s, seat, lambda ch: hoarder(s, ch)),
    "relentless_investigator": lambda s, seat: every_room_explored(s),
    "the_oldest_friend": lambda s, seat: ship_reaches(s, "earth") or (seat >= 0 and only_survivor(s, seat)),
    "best_friends_forever": lambda s, seat: seat >= 0 and survives(s, s.characters[seat]) and len(survivors(s)) >= 2,
    "aliens_on_a_spaceship": lambda s, seat: nest_destroyed(s) or ship_destroyed(s),
    # T11b corporate
    "necroscopy": _found("carcass"),
    "ab_ovo": _found("egg"),
    "extreme_field_biology": lambda s, seat: int(fact(s, "weaknesses_found")) >= 2,
    "my_precious": lambda s, seat: _who(s, seat, lambda ch: carrying_at_end(ch, trophy(s))),
    **{card: _player_target(n) for card, n in PLAYER_TARGETS.items()},
    # T11c solo / co-op
    "clean_up_crew": lambda s, seat: nest_destroyed(s) or ship_destroyed(s),
    "cutting_off_the_head": lambda s, seat: queen_killed(s) or ship_destroyed(s),
    "no_man_left_behind": lambda s, seat: every_room_explored(s),
    "destination_earth": lambda s, seat: ship_reaches(s, "earth"),
    "special_delivery": lambda s, seat: _who(s, seat, lambda ch: survives(s, ch) and carrying_at_end(ch, trophy(s))),
    "first_contact_protocol": lambda s, seat: int(fact(s, "weaknesses_found")) >= 2,
    "emergency_post_mortem": lambda s, seat: post_mortem(s),
}
