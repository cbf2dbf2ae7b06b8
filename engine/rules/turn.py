"""The Turn: Player phase (draw, First Player token, rounds of up to 2 actions, passing) (PUB-ROUND, PUB-DRAW).

Options: hand_size, hand_size_body_wound, hand_size_cabins, actions_per_round (0: no limit, a player acts
until passing: the prototype's one turn each, BASE-ROUND-03), draw_in ("player_phase", or "end_phase" where a
ruleset draws at the end of the round instead: BASE-ROUND-06), first_player_rotates, fire_wound_when.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, draw_action_cards, log
from engine.flow import ask, op, push, push_seq
from engine.rules import actions
from engine.rules.board import intruders_in, is_active
from engine.rules.wounds import has_wound, light_wound
from engine.state import Character, State, Task


def draw_target(state: State, ch: Character) -> int:
    """5, minus 1 for an undressed Body wound, plus 1 in working Cabins without Intruders (PUB-DRAW-05)."""
    target = int(opt(state, "hand_size"))
    if has_wound(state, ch, "body"):
        target += int(opt(state, "hand_size_body_wound")) - int(opt(state, "hand_size"))
    if (state.tiles.get(ch.room) in opt(state, "rest_tiles") and state.explored.get(ch.room)
            and not intruders_in(state, ch.room)
            and ch.room not in state.malfunction):
        target += int(opt(state, "hand_size_cabins")) - int(opt(state, "hand_size"))
    return target


def is_contamination(card: str) -> bool:
    return card.startswith("cont_")


@op("turn_start")
def turn_start(state: State, task: Task) -> None:
    """Player phase steps 1 and 2 (PUB-ROUND-02, PUB-DRAW-01, PUB-ROUND-03)."""
    state.turn += 1
    state.phase = "player"
    log(state, "PUB-ROUND-01", "turn_start", turn=state.turn)
    if opt(state, "draw_in") == "player_phase":
        for ch in state.characters:
            if is_active(ch):
                missing = draw_target(state, ch) - len(ch.hand)
                if missing > 0:  # PUB-DRAW-04: a full hand draws nothing
                    draw_action_cards(state, ch, missing, "PUB-DRAW-01")
    if state.turn > 1 and opt(state, "first_player_rotates"):
        n = len(state.characters)
        for k in range(1, n + 1):  # PUB-ROUND-09: skip players who are out
            seat = (state.first_player + k) % n
            if is_active(state.characters[seat]):
                state.first_player = seat
                break
        log(state, "PUB-ROUND-03", "first_player", seat=state.first_player)
    for ch in state.characters:
        ch.passed = not is_active(ch)
    push(state, "next_round", state.first_player)
    for fn in hooks.collect(state, hooks.Hook.TURN_START):
        fn(state)  # after the draw; steps it pushes run before the first round (waiting pods, AutoDoc)


@op("next_round")
def next_round(state: State, task: Task) -> None:
    """The next seat (from args[0], cyclic) that has not passed plays a round; none left: Event phase."""
    start = int(task.args[0])
    n = len(state.characters)
    for k in range(n):
        seat = (start + k) % n
        ch = state.characters[seat]
        if (is_active(ch) or seat == state.intruder_player) and not ch.passed:  # intruder player: rounds too
            state.current_seat = seat
            state.actions_this_round = 0
            state.extra_actions = 0
            ch.rushed = False
            log(state, "PUB-ROUND-04", "round_start", seat=seat)
            push(state, "choose_action", seat)
            for fn in hooks.collect(state, hooks.Hook.ROUND_START):
                fn(state, seat)  # may push steps that run first (a waiting pod's launch)
            return
    state.current_seat = -1
    push(state, "event_phase")


@op("choose_action")
def choose_action(state: State, task: Task) -> None:
    seat = int(task.args[0])
    options = actions.legal_actions(state, seat)
    ask(state, seat, DecisionKind.CHOOSE_ACTION, options, "PUB-ROUND-04", "do_action", (str(seat),))


@op("do_action")
def do_action(state: State, task: Task) -> None:
    """Pass, or perform one action, then continue the round (PUB-ROUND-04/05, PUB-ACT-13)."""
    seat = int(task.args[0])
    choice = task.choice
    assert choice is not None
    if choice.kind == "pass":
        push(state, "pass_round", seat)
        return
    if choice.kind not in actions.FREE_ACTIONS:
        state.actions_this_round += 1
    push(state, "after_action", seat)
    actions.perform(state, seat, choice)


@op("after_action")
def after_action(state: State, task: Task) -> None:
    seat = int(task.args[0])
    ch = state.characters[seat]
    if not is_active(ch) or ch.passed:
        push(state, "next_round", seat + 1)
    elif 0 < int(opt(state, "actions_per_round")) + state.extra_actions <= state.actions_this_round:
        push_seq(state, [("end_round", seat), ("next_round", seat + 1)])
    else:
        push(state, "choose_action", seat)


@op("pass_round")
def pass_round(state: State, task: Task) -> None:
    """Passing: discard any cards, Bleeding, then the end of the round (PUB-ROUND-05/06, PUB-WOUND-08)."""
    seat = int(task.args[0])
    ch = state.characters[seat]
    ch.passed = True
    log(state, "PUB-ROUND-05", "passed", seat=seat)
    push_seq(state, [("pass_discard", seat), ("bleeding", seat), ("end_round", seat), ("next_round", seat + 1)])


@op("forced_pass")
def forced_pass(state: State, task: Task) -> None:
    """A pass forced by an effect is an ordinary pass (PUB-ROUND-11): the optional discards (unless the
    hand is gone anyway), Bleeding, and the end-of-round Fire for the character whose round it is.
    args: seat, own round (1/0), offer discards (1/0). The current action's `after_action` step then
    starts the next seat's round."""
    seat = int(task.args[0])
    own_round = int(task.args[1]) if len(task.args) > 1 else 1
    discards = int(task.args[2]) if len(task.args) > 2 else 1
    ch = state.characters[seat]
    if not is_active(ch) or ch.passed:
        return
    ch.passed = True
    log(state, "PUB-ROUND-11", "passed", seat=seat)
    steps: list[tuple] = [("pass_discard", seat)] if discards else []
    steps.append(("bleeding", seat))
    if own_round:
        steps.append(("end_round", seat))
    push_seq(state, steps)


@op("pass_discard")
def pass_discard(state: State, task: Task) -> None:
    """Offer the hand card by card, or keep the rest (PUB-ROUND-06)."""
    seat = int(task.args[0])
    ch = state.characters[seat]
    if not ch.hand or not is_active(ch):
        return
    options = [Choice("discard", (c,)) for c in sorted({shown_card(state, c) for c in ch.hand})] + [Choice("keep")]
    ask(state, seat, DecisionKind.CHOOSE_DISCARD, options, "PUB-ROUND-06", "pass_discarded", (str(seat),))


def shown_card(state: State, card: str) -> str:
    """How the owner names a card: Contamination cards are alike until a scan shows them INFECTED
    (PUB-CONT-03), so an option never names one by its identity."""
    if not is_contamination(card):
        return card
    return "contamination_infected" if card in state.revealed_infected else "contamination"


@op("pass_discarded")
def pass_discarded(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    if task.choice.kind == "discard":
        ch, shown = state.characters[seat], task.choice.args[0]
        card = next(c for c in sorted(ch.hand) if shown_card(state, c) == shown)
        discard_cards(state, ch, [card], "PUB-ROUND-06")
        push(state, "pass_discard", seat)


@op("bleeding")
def bleeding(state: State, task: Task) -> None:
    ch = state.characters[int(task.args[0])]
    if ch.status in opt(state, "still_aboard") and has_wound(state, ch, "bleeding"):  # in a pod too (PUB-ROUND-11)
        light_wound(state, ch, 1, "PUB-WOUND-08")


@op("end_round")
def end_round(state: State, task: Task) -> None:
    """A character ending a round in a burning room suffers 1 Light Wound (PUB-ROUND-07, PUB-FIRE-04), unless a
    plug-in says the Fire spares it (the modifier "fire_wounds")."""
    ch = state.characters[int(task.args[0])]
    if is_active(ch) and ch.room in state.fire and opt(state, "fire_wound_when") == "round_end":
        if hooks.modify(state, "fire_wounds", True, seat=ch.seat):
            light_wound(state, ch, 1, "PUB-FIRE-04")
        else:
            log(state, "PUB-FIRE-04", "fire_spared", seat=ch.seat, room=ch.room)
    for fn in hooks.collect(state, hooks.Hook.ROUND_END):  # what else a room does at a round's end (a Lair)
        if is_active(ch):
            fn(state, ch)


@op("event_phase")
def event_phase(state: State, task: Task) -> None:
    """Event phase steps 4-8 as a table a plug-in may change (PUB-ROUND-08)."""
    state.phase = "event"
    for fn in hooks.collect(state, hooks.Hook.PLAYER_PHASE_END):
        fn(state)  # Airlock procedures (PUB-ROOM-10)
    log(state, "PUB-ROUND-08", "event_phase", turn=state.turn)
    steps = hooks.get(state, hooks.Hook.EVENT_PHASE_STEPS)(state)
    push_seq(state, [(name,) for name, _rule in steps] + [("turn_start",)])


def base_event_phase_steps(state: State) -> list[tuple[str, str]]:
    return [("ev_time", "PUB-ROUND-08"), ("ev_attacks", "PUB-INTRUDER-05"), ("ev_fire", "PUB-FIRE-05"),
            ("ev_event_card", "PUB-EVENT-01"), ("ev_bag", "PUB-BAG-05")]
