"""The end of the game and the Victory Check (PUB-END-06..11, PUB-ENGINE-05, PUB-OBJ-06/07, PUB-COOP-02,
PUB-IPLAYER-05).

`victory_check` fills the END_GAME_CHECKS hook; `api.apply` runs it once the game is over. Order:
no survivor -> nobody wins (PUB-END-06); 1. Engines (PUB-END-07); 2. Coordinates (PUB-END-08, Quarantine
exception PUB-OBJ-06); 3. Contamination (PUB-END-09 A/B); 4. Objectives (PUB-END-10). A launched pod is
safe from steps 1-2 and counts as Earth (PUB-END-11). Co-op: the group wins when every drawn card is
met and somebody survives (PUB-COOP-02/03). The Intruder player never wins (PUB-IPLAYER-05).
Each seat gets a `SeatResult` in `state.results`; the causes of death come from the log.
"""

from __future__ import annotations

from engine import rng
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship.state import ship_state
from engine.rules import objectives as obj
from engine.rules.contamination import is_contamination, owned_contamination, scan
from engine.species.intruders.state import hive
from engine.state import Character, SeatResult, State

CONTAMINATION_DRAW = 4  # PUB-END-09 B
LEFT_SHIP = {"launched": "escape_pod", "hibernating": "hibernation"}
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


def left_aboard(state: State) -> None:
    """Anyone still aboard or waiting in a pod when the ship jumps dies (PUB-END-01, PUB-END-04)."""
    for ch in state.characters:
        if ch.status in ("aboard", "pod"):
            _die(state, ch, "jump", "PUB-END-01")


def engine_check(state: State) -> bool:
    """1. Reveal the 3 Engines; 2+ Damaged: the ship explodes (PUB-END-07, PUB-ENGINE-05). True if it did."""
    status = {e: (stack[-1] if stack else "") for e, stack in sorted(ship_state(state).engines.items())}
    log(state, "PUB-END-07", "engines_revealed", **status)
    if not obj.engines_failed(state):
        return False
    log(state, "PUB-END-07", "engines_exploded", damaged=obj.damaged_engines(state))
    for ch in state.characters:
        if ch.status == "hibernating":
            _die(state, ch, "engines", "PUB-END-07")
    if state.intruders:
        log(state, "PUB-END-07", "intruders_killed", count=len(state.intruders))
        state.intruders = []
    if not hive(state).nest_destroyed:
        hive(state).nest_destroyed = True
        log(state, "PUB-END-07", "nest_destroyed")
    return True


def coordinates_check(state: State) -> None:
    """2. Reveal the Coordinates; not Earth: hibernating characters die, except Quarantine at Mars (PUB-END-08)."""
    where = obj.planet(state)
    log(state, "PUB-END-08", "coordinates_revealed", card=ship_state(state).coordinates, position=ship_state(state).destination,
        destination=where)
    if where == "earth":
        return
    for ch in state.characters:
        if ch.status != "hibernating":
            continue
        if where == "mars" and "quarantine" in obj.kept_objectives(state, ch.seat):
            log(state, "PUB-OBJ-06", "quarantine_survives", seat=ch.seat)
            continue
        _die(state, ch, "coordinates", "PUB-END-08")


def contamination_check(state: State, ch: Character) -> None:
    """3. A: no Larva and no INFECTED card -> survives; else B: shuffle all cards, draw 4, any
    Contamination card kills (PUB-END-09)."""
    if not ch.larva:
        infected = scan(state, ch, owned_contamination(ch), "PUB-END-09")
        if not infected:
            log(state, "PUB-END-09", "contamination_clear", seat=ch.seat)
            return
    cards = sorted(ch.hand + ch.deck + ch.discard)
    rng.shuffle(state, cards)
    ch.hand, ch.discard = [], []
    drawn = cards[-CONTAMINATION_DRAW:]
    ch.deck = cards[:-CONTAMINATION_DRAW] if len(cards) > CONTAMINATION_DRAW else []
    ch.hand = drawn
    found = sum(1 for c in drawn if is_contamination(c))
    log(state, "PUB-END-09", "contamination_draw", seat=ch.seat, larva=int(ch.larva), drawn=len(drawn),
        contamination=found)
    if found:
        _die(state, ch, "contamination", "PUB-END-09")


def _result(state: State, ch: Character, causes: dict[int, str], met: bool, won: bool) -> SeatResult:
    alive = obj.survives(ch)
    cause = "" if alive else causes.get(ch.seat, "jump" if ch.status != "dead" else "wounds")
    if ch.seat == state.intruder_player:
        cause = cause or "intruder_player"
    return SeatResult(seat=ch.seat, survived=alive, left_ship=LEFT_SHIP.get(ch.status, "none"),
                      objective=obj.chosen_objective(state, ch.seat), met=met, won=won, cause=cause)


def victory_check(state: State) -> None:
    """END_GAME_CHECKS: run the Victory Check once and fill `state.results` (PUB-END-06..11)."""
    if state.results or not state.over:
        return
    left_aboard(state)
    ship_gone = obj.destroyed_before_check(state)
    if not obj.survivors(state):
        log(state, "PUB-END-06", "no_survivor")
    else:
        if not ship_gone:
            ship_gone = engine_check(state)
        if not ship_gone:
            coordinates_check(state)
        for ch in obj.survivors(state):  # launched pods are safe from 1-2 but not from 3 (PUB-END-11)
            contamination_check(state, ch)
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
            won = obj.survives(ch) and met and ch.seat != state.intruder_player  # PUB-IPLAYER-05
            if obj.survives(ch):
                log(state, "PUB-END-10", "objective_revealed", seat=ch.seat,
                    objective=",".join(obj.kept_objectives(state, ch.seat)), met=int(met))
            results.append(_result(state, ch, causes, met, won))
        state.results = results
    winners = [r.seat for r in state.results if r.won]
    log(state, "PUB-END-10", "victory_checked", winners=",".join(map(str, winners)) or "none")


PLUGIN = register(Plugin(id="ruleset:published/victory", kind="ruleset", hooks={
    Hook.END_GAME_CHECKS: victory_check,
}))

