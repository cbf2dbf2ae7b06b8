"""Intruder attacks: targets, the attack deck, Larva infestation, each card's effect (PUB-INTRUDER-01..12).

Options: bite_kills_at, tail_kills_at, frenzy_kills_at, breeder_miniatures, attack_target_counts_contamination.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import (
    draw_from,
    draw_token,
    gain_contamination,
    log,
    remove_intruder,
    set_slime,
    transform_intruder,
)
from engine.flow import op, push
from engine.rules.board import characters_in, find_intruder, is_active
from engine.rules.wounds import infest, kill, light_wound, serious_count, serious_wound
from engine.species.intruders.weakness import has_weakness
from engine.state import Character, Intruder, State, Task


def attack_target(state: State, room: str) -> Character | None:
    """Fewest Action cards in hand (Contamination optional), ties to turn order (PUB-INTRUDER-02)."""
    count_cont = bool(opt(state, "attack_target_counts_contamination"))

    def cards(ch: Character) -> int:
        return len(ch.hand) if count_cont else sum(1 for c in ch.hand if not c.startswith("cont_"))

    present = characters_in(state, room)
    return min(present, key=cards) if present else None


def _bite(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= int(opt(state, "bite_kills_at")):
        kill(state, ch, "bite", "PUB-INTRUDER-03")
    elif intruder.kind == "adult" and has_weakness(state, "the_way_of_fighting"):
        light_wound(state, ch, 1, "PUB-WEAK-03")
    else:
        serious_wound(state, ch, "PUB-INTRUDER-03")


def _scratch(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, "PUB-INTRUDER-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _claw(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 2, "PUB-INTRUDER-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _tail(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= int(opt(state, "tail_kills_at")):
        kill(state, ch, "tail", "PUB-INTRUDER-03")
    else:
        serious_wound(state, ch, "PUB-INTRUDER-03")


def _frenzy(state: State, intruder: Intruder, ch: Character) -> None:
    for other in characters_in(state, intruder.room):
        if serious_count(other) >= int(opt(state, "frenzy_kills_at")):
            kill(state, other, "frenzy", "PUB-INTRUDER-03")
        else:
            serious_wound(state, other, "PUB-INTRUDER-03")


def _slime(state: State, intruder: Intruder, ch: Character) -> None:
    set_slime(state, ch, "PUB-SLIME-03")
    gain_contamination(state, ch, "PUB-CONT-01")


def _transformation(state: State, intruder: Intruder, ch: Character) -> None:
    """Creeper becomes a Breeder if one is available; surprise attack on an empty hand (T5)."""
    if sum(1 for i in state.intruders if i.kind == "breeder") >= int(opt(state, "breeder_miniatures")):
        log(state, "PUB-INTRUDER-03", "no_breeder_available")
        return
    transform_intruder(state, intruder, "breeder", "PUB-INTRUDER-03")
    if not ch.hand:
        push(state, "intruder_attack", intruder.id, ch.seat, "surprise")


def _summoning(state: State, intruder: Intruder, ch: Character) -> None:
    """Draw a token and place that Intruder; it makes no attack (T5)."""
    from engine.rules.encounter import place_from_token

    token = draw_token(state, "PUB-INTRUDER-03")
    place_from_token(state, token, intruder.room, ch.seat, False, "PUB-INTRUDER-03")


CARD_EFFECTS = {"bite": _bite, "scratch": _scratch, "claw": _claw, "tail": _tail, "frenzy": _frenzy,
                "slime": _slime, "transformation": _transformation, "summoning": _summoning}


def base_attack_effect(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    CARD_EFFECTS[cat(state).attack[card].effect](state, intruder, ch)


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
    if target is None:
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
    """The attack lands: a Larva infests, other Intruders apply the Attack card (PUB-INTRUDER-03/04)."""
    if not card:
        remove_intruder(state, intruder, "PUB-INTRUDER-04", "larva_attached")
        infest(state, target, "PUB-INTRUDER-04")
        return
    hooks.get(state, hooks.Hook.INTRUDER_ATTACK)(state, intruder, target, card)
