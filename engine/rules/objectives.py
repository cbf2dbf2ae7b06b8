"""Objectives: the choice at the first Intruder and every card's requirement (PUB-OBJ-01..08, T11,
PUB-SOLO-01/02, PUB-COOP-01/03/06).

Choice (PUB-OBJ-03): when the first Intruder miniature of any kind appears (`effects.add_intruder`), every
player in player-number order keeps 1 of their 2 cards; the other is removed unseen. Solo: 1 of 2
Solo/Co-op cards (PUB-SOLO-01). Co-op: no choice (PUB-COOP-01). The choices are queued flow steps: they
run as soon as the action or Event step that placed the miniature (with its Surprise Attack) is over
(PROPOSED: the table does it "at once"; digitally the action is not cut in two, nothing in between
depends on the choice).

PROPOSED: a seat that never chose (no Intruder ever appeared, or it died before its turn to choose)
keeps both cards and meets its objective if either card is met (documented in the report; the
Quarantine exception of PUB-END-08 then applies if either card is Quarantine).

Requirements are read at the Victory Check step 4 (PUB-OBJ-07): a character *survives* if it is
hibernating or in a launched pod once steps 1-3 are done; "ship destroyed", "Queen killed", "Nest
destroyed" include an Engine explosion (PUB-END-07).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import cat
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op
from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import room_with_tile
from engine.species.intruders.state import hive
from engine.state import Character, State, Task

# end reasons whose trigger destroyed the ship (PUB-END-02/03, PUB-FIRE-03, PUB-MALF-04)
DESTROYED_REASONS = ("self_destruct", "fire_overflow", "malfunction_overflow", "ship_destroyed")
SURVIVED = ("hibernating", "launched")  # PUB-OBJ-01: hibernating on the ship or in a launched pod
CARRY_ENDS = ("hibernating", "launched")  # "finish in a pod or hibernating, carrying X"
HOARDER_ITEMS = 7  # T11a Hoarder
# flow steps that continue the game after an action or an Event step (the choice is queued above them)
CONTINUATIONS = frozenset({"after_action", "pass_discard", "bleeding", "end_round", "next_round", "event_phase",
                           "ev_time", "ev_attacks", "ev_fire", "ev_event_card", "ev_bag", "turn_start"})

# Cards that need their own holder's Signal (PUB-SIGNAL-01; co-op counts them, PUB-COOP-03)
NEEDS_SIGNAL = frozenset({
    "the_great_hunt", "a_proper_burial", "relentless_investigator", "aliens_on_a_spaceship", "necroscopy",
    "my_precious", "clean_up_crew", "cutting_off_the_head", "no_man_left_behind",
})
# "Player X's character cannot survive, or you are the only survivor" (T11b)
PLAYER_TARGETS = {"the_right_moment_to_strike": 1, "greener_pastures": 2, "an_old_feud": 3,
                  "hostile_takeover": 4, "the_final_enlightenment": 5}
# Requirements worded for "you" about the holder's own miniature (co-op: any survivor, PUB-COOP-06)
PERSONAL = frozenset({"a_proper_burial", "hoarder", "my_precious", "special_delivery", "best_friends_forever"})


def is_solo(state: State) -> bool:
    """A 1-seat game is a solo game (PUB-SOLO-04), whatever the mode says."""
    return state.config.get("mode") == "solo" or len(state.characters) == 1


def is_coop(state: State) -> bool:
    return state.config.get("mode") == "coop" and not is_solo(state)


# --- the choice (PUB-OBJ-03) ---------------------------------------------------------------------

def seats_by_player_number(state: State) -> list[int]:
    return sorted(range(len(state.characters)), key=lambda s: (state.player_numbers[s]
                                                               if s < len(state.player_numbers) else s + 1, s))


def _next_chooser(state: State) -> int | None:
    for seat in seats_by_player_number(state):
        if (len(state.objectives.get(str(seat), ())) == 2 and state.characters[seat].status != "dead"
                and seat != state.intruder_player):
            return seat
    return None


def _ask_next(state: State) -> bool:
    """Ask the next seat to choose; False when nobody is left to choose."""
    seat = _next_chooser(state)
    if seat is None:
        if not state.objectives_chosen:
            state.objectives_chosen = True
            log(state, "PUB-OBJ-03", "objectives_chosen")
        return False
    rule = "PUB-SOLO-01" if is_solo(state) else "PUB-OBJ-03"
    options = [Choice("objective", (card,)) for card in state.objectives[str(seat)]]
    ask(state, seat, DecisionKind.CHOOSE_OBJECTIVE, options, rule, "objective_chosen", (str(seat),))
    return True


def first_intruder(state: State) -> None:
    """FIRST_INTRUDER hook: start the Objective choice (PUB-OBJ-03, PUB-SOLO-01, PUB-COOP-01)."""
    if is_coop(state):
        log(state, "PUB-COOP-01", "objectives_kept")  # 1 card each, nothing to choose
        state.objectives_chosen = True
        return
    queue_after_current_step(state, Task(op="objective_choice"))


def queue_after_current_step(state: State, task: Task) -> None:
    """Queue `task` to run as soon as the action or Event step now resolving is over (above the first
    continuation step of the stack), so an action or an attack is never cut in two."""
    for k in range(len(state.stack) - 1, -1, -1):
        if state.stack[k].op in CONTINUATIONS:
            state.stack.insert(k + 1, task)
            return
    state.stack.insert(0, task)


@op("objective_choice")
def objective_choice(state: State, task: Task) -> None:
    _ask_next(state)


@op("objective_chosen")
def objective_chosen(state: State, task: Task) -> None:
    """Keep the chosen card; the other is removed unseen (PUB-OBJ-03)."""
    seat = int(task.args[0])
    assert task.choice is not None
    kept = task.choice.args[0]
    state.objectives[str(seat)] = [kept]
    rule = "PUB-SOLO-01" if is_solo(state) else "PUB-OBJ-03"
    log(state, rule, "objective_kept", visible_to=(seat,), seat=seat, objective=kept)
    log(state, rule, "objective_chosen", seat=seat)
    _ask_next(state)


# --- what the cards require (T11, PUB-OBJ-04/07/08) ----------------------------------------------

def survives(ch: Character) -> bool:
    return ch.status in SURVIVED


def survivors(state: State) -> list[Character]:
    return [ch for ch in state.characters if survives(ch)]


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
    return hive(state).nest_destroyed or hive(state).eggs == 0 or ship_destroyed(state)


def queen_killed(state: State) -> bool:
    """Killed, or the ship destroyed; a Queen that never appeared counts only then (PUB-OBJ-04 PROPOSED)."""
    return hive(state).queen_killed or ship_destroyed(state)


def weakness_found(state: State, slot: str) -> bool:
    card = state.weaknesses.get(slot)
    return card is not None and card in state.revealed_weaknesses


def only_survivor(state: State, seat: int) -> bool:
    return survives(state.characters[seat]) and all(ch.seat == seat for ch in survivors(state))


def player_cannot_survive(state: State, seat: int, number: int) -> bool:
    """Player X's character does not survive; X = your own number reads "only survivor" (PUB-OBJ-04)."""
    own = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
    if number == own:
        return only_survivor(state, seat)
    return not any(survives(ch) for ch in state.characters
                   if ch.seat < len(state.player_numbers) and state.player_numbers[ch.seat] == number)


def carrying_at_end(ch: Character, obj: str) -> bool:
    """Ends hibernating or in a launched pod while carrying that Heavy Object (PUB-OBJ-04)."""
    return ch.status in CARRY_ENDS and any(h == obj or h.startswith(obj + "_") for h in ch.heavy)


def item_cards(state: State, ch: Character) -> int:
    """Item cards held: inventory, every weapon (the Starting Item is an Item card too, PUB-COMP-04,
    PUB-CHAR-02), active Quest Items (T11a Hoarder)."""
    return len(ch.items) + len(ch.weapons) + sum(1 for active in ch.quests.values() if active)


def hoarder(state: State, ch: Character) -> bool:
    return ch.status == "launched" and item_cards(state, ch) >= HOARDER_ITEMS


def every_room_explored(state: State) -> bool:
    """All room tiles face up; looking at a tile does not explore it (PUB-OBJ-08)."""
    return all(state.explored.get(room, False) for room in cat(state).rooms)


def post_mortem(state: State) -> bool:
    """The blue Character Corpse lies on the floor of the Surgery room (PUB-OBJ-08)."""
    surgery = room_with_tile(state, "surgery")
    return surgery is not None and "corpse_blue" in state.objects.get(surgery, [])


Check = Callable[[State, int], bool]


def _who(state: State, seat: int, test: Callable[[Character], bool]) -> bool:
    """A "you" requirement: the holder, or in co-op any character (PUB-COOP-06)."""
    if seat < 0:
        return any(test(ch) for ch in state.characters)
    return test(state.characters[seat])


def _player_target(number: int) -> Check:
    return lambda s, seat: seat >= 0 and player_cannot_survive(s, seat, number)


# The requirement of every card WITHOUT its Signal part (NEEDS_SIGNAL adds it). seat -1 = the co-op group.
REQUIREMENTS: dict[str, Check] = {
    # T11a personal
    "salvaging_the_prime_asset": lambda s, seat: ship_reaches(s, "earth") or (seat >= 0 and only_survivor(s, seat)),
    "quarantine": lambda s, seat: ship_reaches(s, "mars") or (ship_reaches(s, "earth") and nest_destroyed(s)),
    "the_great_hunt": lambda s, seat: ship_destroyed(s) or queen_killed(s),
    "a_proper_burial": lambda s, seat: _who(s, seat, lambda ch: carrying_at_end(ch, "corpse_blue")),
    "hoarder": lambda s, seat: _who(s, seat, lambda ch: hoarder(s, ch)),
    "relentless_investigator": lambda s, seat: every_room_explored(s),
    "the_oldest_friend": lambda s, seat: ship_reaches(s, "earth") or (seat >= 0 and only_survivor(s, seat)),
    "best_friends_forever": lambda s, seat: seat >= 0 and survives(s.characters[seat]) and len(survivors(s)) >= 2,
    "aliens_on_a_spaceship": lambda s, seat: nest_destroyed(s) or ship_destroyed(s),
    # T11b corporate
    "necroscopy": lambda s, seat: weakness_found(s, "carcass"),
    "ab_ovo": lambda s, seat: weakness_found(s, "egg"),
    "extreme_field_biology": lambda s, seat: len(s.revealed_weaknesses) >= 2,
    "my_precious": lambda s, seat: _who(s, seat, lambda ch: carrying_at_end(ch, "egg")),
    **{card: _player_target(n) for card, n in PLAYER_TARGETS.items()},
    # T11c solo / co-op
    "clean_up_crew": lambda s, seat: nest_destroyed(s) or ship_destroyed(s),
    "cutting_off_the_head": lambda s, seat: queen_killed(s) or ship_destroyed(s),
    "no_man_left_behind": lambda s, seat: every_room_explored(s),
    "destination_earth": lambda s, seat: ship_reaches(s, "earth"),
    "special_delivery": lambda s, seat: _who(s, seat, lambda ch: survives(ch) and carrying_at_end(ch, "egg")),
    "first_contact_protocol": lambda s, seat: len(s.revealed_weaknesses) >= 2,
    "emergency_post_mortem": lambda s, seat: post_mortem(s),
}


def objective_met(state: State, seat: int, objective: str) -> bool:
    """Does `seat` meet `objective` now? (PUB-OBJ-04, T11; read after Victory Check steps 1-3, PUB-OBJ-07)."""
    if objective in NEEDS_SIGNAL and not state.characters[seat].signal:
        return False
    return REQUIREMENTS[objective](state, seat)


def kept_objectives(state: State, seat: int) -> list[str]:
    """The cards a seat holds: its chosen one, or both if it never chose (PROPOSED)."""
    return list(state.objectives.get(str(seat), ()))


def chosen_objective(state: State, seat: int) -> str:
    """The one card a seat plays for; "" while it still holds two (or none)."""
    cards = kept_objectives(state, seat)
    return cards[0] if len(cards) == 1 else ""


def seat_met(state: State, seat: int) -> bool:
    """Any kept card met (a seat that never chose keeps both, PROPOSED)."""
    return any(objective_met(state, seat, card) for card in kept_objectives(state, seat))


def coop_met(state: State) -> dict[str, bool]:
    """Co-op: each drawn card fulfilled by the group; k Signal cards need k different senders
    (PUB-COOP-02/03/06). Returns card -> met."""
    cards = [card for seat in range(len(state.characters)) for card in kept_objectives(state, seat)]
    senders = sum(1 for ch in state.characters if ch.signal)
    signal_ok = sum(1 for card in cards if card in NEEDS_SIGNAL) <= senders
    return {card: (signal_ok or card not in NEEDS_SIGNAL) and REQUIREMENTS[card](state, -1) for card in cards}


PLUGIN = register(Plugin(id="ruleset:published/objectives", kind="ruleset", hooks={
    Hook.FIRST_INTRUDER: first_intruder,
}))
