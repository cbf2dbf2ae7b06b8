"""The prototype's round (base-game.md §4, D1-D3, D8): Player phase of one turn each (the core turn reads
actions_per_round = 0 as "until you pass"), an Event phase of Intruder attacks, fire and the Event card with no
bag development, then an End phase: the Time marker (Self-Destruct moves with it) and the draw.

Options: event_phase_steps, end_phase_steps, hand_size, hand_size_body_wound, combat_draw,
heavy_object_refill_penalty, setup_draw.
"""

from __future__ import annotations

from engine.catalog import opt
from engine.effects import draw_action_cards, log
from engine.flow import op
from engine.rules.board import characters_in, in_combat, is_active
from engine.rules.wounds import has_wound, light_wound, serious_wound
from engine.state import Character, State, Task

RULES = {"ev_attacks": "BASE-ROUND-05", "ev_sheet_larvae": "BASE-IATK-04", "ev_fire": "BASE-FIRE-02", "ev_event_card": "BASE-EVENT-05",
         "ev_time": "BASE-ROUND-06", "end_draw": "BASE-DRAW-01"}


def phase_steps(state: State) -> list[tuple[str, str]]:
    """The Event phase's steps, then the End phase's (BASE-ROUND-05/06); no bag development (BASE-BAG-03)."""
    event = [(name, RULES.get(name, "BASE-ROUND-05")) for name in opt(state, "event_phase_steps")]
    end = [(name, RULES.get(name, "BASE-ROUND-06")) for name in opt(state, "end_phase_steps")]
    return [*event, ("end_phase", "BASE-ROUND-06"), *end]


@op("end_phase")
def end_phase(state: State, task: Task) -> None:
    state.phase = "end"
    log(state, "BASE-ROUND-06", "end_phase", turn=state.turn)


def refill_target(state: State, ch: Character) -> int:
    """6, minus 1 for an undressed Torso wound and 1 while carrying a heavy object (BASE-DRAW-01/02)."""
    target = int(opt(state, "hand_size"))
    if has_wound(state, ch, "body"):
        target += int(opt(state, "hand_size_body_wound")) - int(opt(state, "hand_size"))
    if ch.heavy:
        target -= int(opt(state, "heavy_object_refill_penalty"))
    return target


@op("end_draw")
def end_draw(state: State, task: Task) -> None:
    """Refill to the target, or exactly 2 in combat, in the Nest or with a Larva on the sheet (BASE-DRAW-01..05)."""
    for ch in state.characters:
        if not is_active(ch):
            continue
        if in_combat(state, ch.seat):
            draw_action_cards(state, ch, int(opt(state, "combat_draw")), "BASE-DRAW-03")
            continue
        missing = refill_target(state, ch) - len(ch.hand)
        if missing > 0:  # BASE-DRAW-05: a full hand draws nothing
            draw_action_cards(state, ch, missing, "BASE-DRAW-01")


def setup_draw(state: State) -> None:
    """Each player draws 6 at setup (BASE-SETUP-17)."""
    for ch in state.characters:
        draw_action_cards(state, ch, int(opt(state, "setup_draw")), "BASE-SETUP-17")


def burn_crew(state: State, room: str) -> None:
    """Fire damage step: each character in a burning room draws a Serious Wound (BASE-FIRE-02, D10)."""
    if opt(state, "fire_wound_when") != "event_phase":
        return
    for ch in characters_in(state, room):
        if opt(state, "fire_wound") == "serious":
            serious_wound(state, ch, "BASE-FIRE-02")
        else:
            light_wound(state, ch, 1, "BASE-FIRE-02")
