"""Intruder attacks: targets, the attack deck, infestation by a kind that attaches instead (the Larva)
(PUB-INTRUDER-01..12). What an Attack card does is the species' (its INTRUDER_ATTACK hook: the Intruders' in
engine/species/intruders/attacks.py).

Option: attack_target_counts_contamination.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import (
    draw_from,
    log,
)
from engine.flow import op, push
from engine.rules.board import characters_in, find_intruder, is_active
from engine.state import Character, Intruder, State, Task


def attack_target(state: State, room: str) -> Character | None:
    """Fewest Action cards in hand (Contamination optional), ties to turn order (PUB-INTRUDER-02)."""
    count_cont = bool(opt(state, "attack_target_counts_contamination"))

    def cards(ch: Character) -> int:
        return len(ch.hand) if count_cont else sum(1 for c in ch.hand if not c.startswith("cont_"))

    present = characters_in(state, room)
    return min(present, key=cards) if present else None


@op("intruder_attack")
def intruder_attack(state: State, task: Task) -> None:
    """One attack of an Intruder on a character (PUB-INTRUDER-03/04).

    args: intruder id, target seat (-1 = choose now, PUB-INTRUDER-02), reason.
    """
    intruder = find_intruder(state, int(task.args[0]))
    seat, reason = int(task.args[1]), str(task.args[2])
    if intruder is None:
        return
    if seat < 0:  # Event step 5: target chosen anew for each attack (PUB-INTRUDER-05, -12)
        target = attack_target(state, intruder.room)
    else:
        target = state.characters[seat]
        if not is_active(target) or target.room != intruder.room:
            target = None
    if target is None or cat(state).kinds[intruder.kind].attack == "none":  # a piece that never attacks
        return
    log(state, "PUB-INTRUDER-01", "intruder_attacks", intruder=intruder.id, kind=intruder.kind,
        seat=target.seat, reason=reason)
    card = ""  # a kind that infests (the Larva) draws no card: its attack is an infestation (PUB-INTRUDER-04)
    if cat(state).kinds[intruder.kind].attack == "card":
        card = draw_from(state, state.attack_deck, state.attack_discard, "PUB-INJ-07", "attack") or ""
        if not card:
            return
        state.attack_discard.append(card)
        data = cat(state).attack[card]
        if intruder.kind not in data.hits:
            log(state, "PUB-INTRUDER-03", "attack_missed", card=card, name=data.name, seat=target.seat)
            return
        log(state, "PUB-INTRUDER-03", "attack_card", card=card, name=data.name, seat=target.seat)
    if "attack_window" in hooks.merged(state, hooks.Hook.OPS):  # Armor, Nerves of Steel (reactions.py)
        push(state, "attack_window", intruder.id, target.seat, card, reason)
        return
    attack_effect(state, intruder, target, card)


def attack_effect(state: State, intruder: Intruder, target: Character, card: str) -> None:
    """The attack lands: the species applies the Attack card, or ("" for a kind that draws none) attaches the
    Intruder (the Larva) (PUB-INTRUDER-03/04)."""
    hooks.get(state, hooks.Hook.INTRUDER_ATTACK)(state, intruder, target, card)
