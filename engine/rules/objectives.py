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

Requirements are read at the Victory Check step 4 (PUB-OBJ-07). How each card reads is the map's table (the
OBJECTIVE_CHECKS hook: the ship's in engine/maps/nemesis_ship/objectives.py), which asks the species for the
facts that are its own (a Queen killed, the Nest destroyed). Who survives is the map's option
`survived_statuses`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import hooks
from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op
from engine.hooks import Hook, Plugin, register
from engine.state import Character, State, Task

# flow steps that continue the game after an action or an Event step (the choice is queued above them)
CONTINUATIONS = frozenset({"after_action", "pass_discard", "bleeding", "end_round", "next_round", "event_phase",
                           "ev_time", "ev_attacks", "ev_fire", "ev_event_card", "ev_bag", "turn_start"})

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
    """FIRST_INTRUDER hook: start the Objective choice (PUB-OBJ-03, PUB-SOLO-01, PUB-COOP-01), unless the
    ruleset chose at setup (the prototype, BASE-SETUP-16)."""
    if opt(state, "objective_choice") == "first_encounter":
        start_choice(state, queued=True)


def start_choice(state: State, queued: bool = False) -> None:
    """Each player keeps 1 of the 2 cards dealt; co-op has nothing to choose."""
    if is_coop(state):
        log(state, "PUB-COOP-01", "objectives_kept")  # 1 card each, nothing to choose
        state.objectives_chosen = True
        return
    if queued:
        queue_after_current_step(state, Task(op="objective_choice"))
    else:
        state.stack.append(Task(op="objective_choice"))


def queue_after_current_step(state: State, task: Task) -> None:
    """Queue `task` to run as soon as the action or Event step now resolving is over (above the first
    continuation step of the stack), so an action or an attack is never cut in two."""
    steps = CONTINUATIONS | {name for name, _rule in hooks.get(state, hooks.Hook.EVENT_PHASE_STEPS)(state)}
    for k in range(len(state.stack) - 1, -1, -1):
        if state.stack[k].op in steps:
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


# --- what the cards require: the map's table (OBJECTIVE_CHECKS hook), read from the state's facts ------------

def survives(state: State, ch: Character) -> bool:
    """Survived the game: its status is one the map says survives (the ship: hibernating or in a launched pod,
    PUB-OBJ-01); on a map that says nothing, still aboard."""
    return ch.status in opt(state, "survived_statuses")


def survivors(state: State) -> list[Character]:
    return [ch for ch in state.characters if survives(state, ch)]


def only_survivor(state: State, seat: int) -> bool:
    return survives(state, state.characters[seat]) and all(ch.seat == seat for ch in survivors(state))


def item_cards(state: State, ch: Character) -> int:
    """Item cards held: inventory, every weapon (the Starting Item is an Item card too, PUB-COMP-04,
    PUB-CHAR-02), active Quest Items (T11a Hoarder)."""
    return len(ch.items) + len(ch.weapons) + sum(1 for active in ch.quests.values() if active)


def requirement(state: State, card: str) -> Callable[[State, int], bool] | None:
    """How this game reads an Objective card (the map's OBJECTIVE_CHECKS; None: it cannot be met here)."""
    return hooks.merged(state, Hook.OBJECTIVE_CHECKS).get(card)


def objective_met(state: State, seat: int, objective: str) -> bool:
    """Does `seat` meet `objective` now? (PUB-OBJ-04, T11; read after Victory Check steps 1-3, PUB-OBJ-07)."""
    gate = hooks.service(state, "objective_gate")  # the map's extra condition (the ship: the Signal)
    if gate is not None and not gate(state, seat, objective):
        return False
    check = requirement(state, objective)
    return check is not None and check(state, seat)


def kept_objectives(state: State, seat: int) -> list[str]:
    """The cards a seat holds: its chosen one, or both if it never chose (PROPOSED)."""
    return list(state.objectives.get(str(seat), ()))


def chosen_objective(state: State, seat: int) -> str:
    """The one card a seat plays for; "" while it still holds two (or none)."""
    cards = kept_objectives(state, seat)
    return cards[0] if len(cards) == 1 else ""


def seat_met(state: State, seat: int) -> bool:
    """Any kept card met (a seat that never chose keeps both, PROPOSED), or another goal a plug-in gives the seat
    (the modifier "seat_met": the Bounty Hunter's activated contract, GAP-AFT-02)."""
    met = any(objective_met(state, seat, card) for card in kept_objectives(state, seat))
    return bool(hooks.modify(state, "seat_met", met, seat=seat))


def coop_met(state: State) -> dict[str, bool]:
    """Co-op: each drawn card fulfilled by the group, past the map's group condition (the ship: k Signal cards
    need k different senders) (PUB-COOP-02/03/06). Returns card -> met."""
    cards = [card for seat in range(len(state.characters)) for card in kept_objectives(state, seat)]
    gate = hooks.service(state, "coop_gate")
    passing = gate(state, cards) if gate is not None else set(cards)
    return {card: card in passing and (requirement(state, card) or _never)(state, -1) for card in cards}


def _never(state: State, seat: int) -> bool:
    return False


PLUGIN = register(Plugin(id="base/objectives", kind="base", hooks={
    Hook.FIRST_INTRUDER: first_intruder,
}))
