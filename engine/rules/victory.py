"""The end of the game and the Victory Check (PUB-END-06..11, PUB-ENGINE-05, PUB-OBJ-06/07, PUB-COOP-02,
PUB-IPLAYER-05).

`victory_check` fills the END_GAME_CHECKS hook; `api.apply` runs it once the game is over. Order: the map's
steps (VICTORY_STEPS: on the ship, no survivor -> nobody wins, PUB-END-06; 1. Engines, PUB-END-07;
2. Coordinates, PUB-END-08), then the species' check of each survivor (SURVIVOR_CHECK: the Intruders'
Contamination check, PUB-END-09 A/B), then 4. Objectives (PUB-END-10). Co-op: the group wins when every drawn card is
met and somebody survives (PUB-COOP-02/03). The Intruder player never wins (PUB-IPLAYER-05).
Each seat gets a `SeatResult` in `state.results`; the causes of death come from the log.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.rules import objectives as obj
from engine.state import Character, SeatResult, State

RULE_CAUSES = {"PUB-END-03": "ship_destroyed", "PUB-END-01": "jump"}


def causes_of_death(state: State) -> dict[int, str]:
    """Seat -> how it died, from the log's death entries (the last one counts)."""
    out: dict[int, str] = {}
    for entry in state.log:
        if entry.kind == "character_dead" and "seat" in entry.args:
            out[int(entry.args["seat"])] = str(entry.args.get("cause") or RULE_CAUSES.get(entry.rule, "wounds"))
    return out


def _die(state: State, ch: Character, cause: str, rule: str) -> None:
    """Death during the Victory Check: the game is over, so nothing else follows (no corpse, no end trigger)."""
    ch.status = "dead"
    log(state, rule, "character_dead", seat=ch.seat, room=ch.room, cause=cause)


def _result(state: State, ch: Character, causes: dict[int, str], met: bool, won: bool) -> SeatResult:
    alive = obj.survives(state, ch)
    cause = "" if alive else causes.get(ch.seat, "jump" if ch.status != "dead" else "wounds")
    if ch.seat == state.intruder_player:
        cause = cause or "intruder_player"
    return SeatResult(seat=ch.seat, survived=alive, left_ship=opt(state, "left_ship").get(ch.status, "none"),
                      objective=obj.chosen_objective(state, ch.seat), met=met, won=won, cause=cause)


def base_victory_steps(state: State) -> bool:
    """Where the map adds no step: nobody survived -> nobody wins (PUB-END-06); True if someone did."""
    if not obj.survivors(state):
        log(state, "PUB-END-06", "no_survivor")
        return False
    return True


def base_survivor_check(state: State, ch: Character) -> None:
    """Where the species adds no check, a survivor survives."""


def die_at_the_check(state: State, ch: Character, cause: str, rule: str) -> None:
    """Death during the Victory Check: the game is over, so nothing else follows (no corpse, no end trigger)."""
    _die(state, ch, cause, rule)


def victory_check(state: State) -> None:
    """END_GAME_CHECKS: run the Victory Check once and fill `state.results` (PUB-END-06..11)."""
    if state.results or not state.over:
        return
    if hooks.get(state, Hook.VICTORY_STEPS)(state):  # the map's steps (the ship: Engines, Coordinates)
        for ch in obj.survivors(state):  # then the species' check of every survivor (Contamination)
            hooks.get(state, Hook.SURVIVOR_CHECK)(state, ch)
    causes = causes_of_death(state)
    alive = obj.survivors(state)
    if obj.is_coop(state):
        cards = obj.coop_met(state)
        group = bool(alive) and all(cards.values())
        log(state, "PUB-COOP-02", "coop_result", won=int(group), met=sum(cards.values()), cards=len(cards))
        state.results = [_result(state, ch, causes, any(cards.get(c, False) for c in obj.kept_objectives(state, ch.seat)),
                                 group) for ch in state.characters]
    else:
        results = []
        for ch in state.characters:
            met = obj.seat_met(state, ch.seat)
            won = obj.survives(state, ch) and met and ch.seat != state.intruder_player  # PUB-IPLAYER-05
            if obj.survives(state, ch):
                log(state, "PUB-END-10", "objective_revealed", seat=ch.seat,
                    objective=",".join(obj.kept_objectives(state, ch.seat)), met=int(met))
            results.append(_result(state, ch, causes, met, won))
        state.results = results
    winners = [r.seat for r in state.results if r.won]
    log(state, "PUB-END-10", "victory_checked", winners=",".join(map(str, winners)) or "none")


PLUGIN = register(Plugin(id="base/victory", kind="base", hooks={
    Hook.END_GAME_CHECKS: victory_check,
}))

