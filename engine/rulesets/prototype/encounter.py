"""The prototype's Encounters and Larvae (base-game.md §9, §12, §20; D5, D6, D7): what the Intruders' Encounter
asks of the ruleset through its services.

- A Larva drawn gives the drawer 1 Contamination card and crawls onto the sheet of the character who rolled
  (BASE-ENC-02/03): not a figure on the board, but the character is in combat and draws only 2 (BASE-ACT-09,
  BASE-DRAW-03). In the Event phase it attacks its host: it is discarded and leaves an infection token
  (BASE-IATK-04).
- Any other Intruder drawn means a Panic check instead of the published Surprise Attack (BASE-ENC-04/05).
- An empty bag takes back every Intruder not with a character, then draws; none: nothing (BASE-BAG-04/05).
- An INFECTED card found by a scan gives the infection token; a second one changes nothing until the end
  (BASE-CONT-06, BASE-CONT-09)."""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.effects import add_token_from_supply, gain_contamination, log, remove_intruder, token_to_supply
from engine.flow import op, push
from engine.rules.board import characters_in, is_active
from engine.rules.intruder_moves import token_kind_of
from engine.rulesets.prototype.state import larvae_on, proto
from engine.state import Character, Intruder, State, Task


def larva_to_sheet(state: State, token: str, seat: int, rule: str) -> None:
    """BASE-ENC-02/03: the drawer takes a Contamination card; the Larva goes onto its sheet."""
    ch = state.characters[seat]
    for _ in range(int(opt(state, "larva_draw_contamination"))):
        gain_contamination(state, ch, "BASE-ENC-02")
    token_to_supply(state, token, "BASE-ENC-03")
    p = proto(state)
    p.sheet_larvae[seat] += 1
    log(state, "BASE-ENC-03", "larva_on_sheet", seat=seat)


def surprised(state: State, intruder: Intruder, seat: int) -> None:
    """BASE-ENC-04: the drawer makes a Panic check (no Surprise Attack in the prototype)."""
    push(state, "panic_check", seat)


def refill_bag(state: State) -> bool:
    """BASE-BAG-04/05: every Intruder not in a room with a character goes back into the bag; True if any did."""
    away = [i for i in state.intruders if not characters_in(state, i.room)]
    for intruder in away:
        remove_intruder(state, intruder, "BASE-BAG-04", "intruder_lurks")
        add_token_from_supply(state, token_kind_of(state, intruder.kind), "BASE-BAG-04")
    if not away:
        log(state, "BASE-BAG-05", "bag_stays_empty")
    return bool(state.bag)


@op("ev_sheet_larvae")
def ev_sheet_larvae(state: State, task: Task) -> None:
    """After the Intruders' attacks: each Larva on a sheet attacks its host, is discarded and infects it
    (BASE-IATK-02 order: Larvae last; BASE-IATK-04)."""
    p = proto(state)
    for ch in state.characters:
        if not is_active(ch) or not p.sheet_larvae[ch.seat]:
            continue
        p.sheet_larvae[ch.seat] = 0
        log(state, "BASE-IATK-04", "sheet_larva_attacks", seat=ch.seat)
        infect(state, ch, "BASE-IATK-04")


def infect(state: State, ch: Character, rule: str) -> None:
    """The infection token (the published Larva on the board: D6); a second changes nothing (BASE-CONT-09)."""
    hooks.get(state, hooks.Hook.INFECTION)(state, ch, True, rule)


def infection(state: State, ch: Character, infected: bool, rule: str) -> None:
    """After a scan or a Larva's attack: an infection token, none twice (BASE-CONT-06, BASE-CONT-09)."""
    if not infected:
        return
    if hooks.service(state, "has_infection")(state, ch):
        log(state, "BASE-CONT-09", "already_infected", seat=ch.seat)
        return
    hooks.service(state, "mark_infection")(state, ch, rule)


def in_combat(state: State, value: bool, seat: int = -1) -> bool:
    """In combat too with a Larva on the sheet or in the Nest (BASE-ACT-09, BASE-NEST-05)."""
    if value or seat < 0:
        return value
    ch = state.characters[seat]
    return larvae_on(state, seat) > 0 or (state.tiles.get(ch.room) in opt(state, "combat_room_tiles")
                                          and bool(state.explored.get(ch.room)))


def on_death(state: State, ch: Character) -> None:
    """A dead character's Larva goes with it (BASE-DEATH-04)."""
    p = proto(state)
    if ch.seat < len(p.sheet_larvae):
        p.sheet_larvae[ch.seat] = 0
